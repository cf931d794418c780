import ShadeFiles
import ShadeJSON
import ShadeFormats
import ShadeTokens

/// A workspace package (a folder an npm, Yarn or pnpm workspace root lists, holding a
/// `package.json` with a `name`) that ships its system as several style sheets, one per theme
/// or appearance (`color-semantic-mobile.css`, `color-semantic-mono-black.css`;
/// `color-semantic-light.css` with its dark partner and `color-semantic-high-contrast.css`), is
/// one system named by the package, as its users import it, not one theme per sheet (a
/// package of one sheet is named by the package too, not by its sheet's file). The
/// sheets become contexts: a sheet whose name only adds a contrast level
/// (`…-high-contrast.css`) is the system's high contrast, any other a context of a `theme`
/// axis named by the words the sheets' names do not share; light and dark stay as each sheet
/// says them. A sheet outside a workspace's packages (a folder of themes, a one-package
/// repository of colour variants) is read as it is.
enum PackageSheets {
    /// `systems` with each workspace package's style sheets joined into one system; one
    /// explanation per joined system.
    static func joining(_ systems: [(DesignSystem, ThemeSource)], roots: [String])
        -> (kept: [(DesignSystem, ThemeSource)], explanations: [SystemExplanation]) {
        guard !roots.isEmpty, systems.contains(where: { isSheet($0.0.file) }) else { return (systems, []) }
        var projects = ProjectFolders(roots: roots, namedPackages: true)
        var byPackage: [String: [Int]] = [:]
        var order: [String] = []
        var workspaceMember: [String: Bool] = [:]
        for (index, system) in systems.enumerated() where isSheet(system.0.file) {
            guard let package = projects.project(of: system.0.file, isFolder: false),
                  let root = projects.root(of: package) else { continue }
            let member: Bool
            if let known = workspaceMember[package] { member = known } else {
                member = isWorkspaceMember(package, within: root)
                workspaceMember[package] = member
            }
            guard member else { continue }
            if byPackage[package] == nil { order.append(package) }
            byPackage[package, default: []].append(index)
        }
        var joined: Set<Int> = []
        var made: [(Int, (DesignSystem, ThemeSource))] = []
        var explanations: [SystemExplanation] = []
        for package in order {
            guard let members = byPackage[package] else { continue }
            let (system, explanation) = join(members.map { systems[$0].0 }, package: package)
            joined.formUnion(members)
            made.append((members[0], (system, .file(system.file))))
            explanations.append(explanation)
        }
        guard !made.isEmpty else { return (systems, []) }
        var kept: [(DesignSystem, ThemeSource)] = []
        let at = Dictionary(made, uniquingKeysWith: { first, _ in first })
        for index in systems.indices {
            if let system = at[index] { kept.append(system) }
            if !joined.contains(index) { kept.append(systems[index]) }
        }
        return (kept, explanations)
    }

    /// Style sheets a package ships: CSS, and the Sass and Less its build compiles.
    static func isSheet(_ file: String) -> Bool {
        let lower = file.lowercased()
        return lower.hasSuffix(".css") || lower.hasSuffix(".scss") || lower.hasSuffix(".less")
    }

    /// Whether `package` is one of the packages a workspace root at or above it (no higher
    /// than the searched `root`) lists.
    static func isWorkspaceMember(_ package: String, within root: String) -> Bool {
        let files = DiskTokenFiles()
        var folder = package
        while folder.count > root.count {
            folder = ResolverFolders.folder(of: folder)
            guard folder.count >= root.count else { break }
            let relative = String(package.dropFirst(folder.count + 1))
            if WorkspacePackages.listing(WorkspacePackages.workspacePatterns(folder, files: files))(relative) { return true }
        }
        // The searched folder is a workspace's packages folder named on its own (`packages/`,
        // its root above the search): a package in it beside another of its npm scope is one.
        guard ResolverFolders.folder(of: package) == root, let own = scope(ofPackage: package),
              case .success(let listing) = FolderListing.read(root) else { return false }
        return listing.names.contains { name in
            let sibling = FileSystem.join(root, name)
            return sibling != package && scope(ofPackage: sibling) == own
        }
    }

    /// The npm scope of the package in `folder` (`enovaui` of `@enovaui/web-tokens`), or nil.
    static func scope(ofPackage folder: String) -> String? {
        guard case .success(let bytes) = FileSystem.regularFileContents(atPath: FileSystem.join(folder, "package.json"), limit: 256 * 1024),
              let name = (try? JSONParser.parse(bytes))?.object?["name"]?.string, name.hasPrefix("@"), let slash = name.firstIndex(of: "/") else { return nil }
        return String(name[name.index(after: name.startIndex)..<slash])
    }

    /// One system of a package's sheets: a `theme` axis of the sheets (the one with light and
    /// dark of its own keeps them), and high contrast from a sheet that names only its level.
    static func join(_ sheets: [DesignSystem], package: String) -> (DesignSystem, SystemExplanation) {
        // A sheet read with its dark partner is named for its light half; the theme it is, is
        // the name without the appearance word.
        let labels = sheets.map { sheet in
            let stem = sheetStem(sheet.file)
            return sheet.appearances.count > 1 ? withoutAppearanceWord(stem) : stem
        }
        var themes = Set(labels.map { $0.lowercased() }).count < labels.count ? sheets.map { sheetStem($0.file) } : modeNames(labels)
        themes = themes.map { $0.isEmpty ? "default" : $0 }
        // Sheets that only name a contrast level are the others' high contrast (one base left).
        let contrastSheets = themes.indices.filter { DTCGAxisRules.namesContrastLevel(themes[$0]) }
        let highContrast = contrastSheets.count == 1 && themes.count == 2 ? contrastSheets.first : nil
        let themed = sheets.indices.filter { $0 != highContrast }
        let appearances = Appearance.allCases.filter { appearance in themed.contains { sheets[$0].appearances.contains(appearance) } }
        var modifiers: [SystemModifier] = []
        if themed.count > 1 {
            modifiers.append(SystemModifier(name: "theme", contexts: themed.map { themes[$0] }, defaultContext: themes[themed[0]], role: .extra,
                                            positions: [:]))
        }
        // Light and dark as the sheets say them; a system of dark sheets only is dark only.
        let appearanceAxis = appearances != [.light]
        let appearanceNames = appearances.map { $0 == .dark ? "dark" : "light" }
        if appearanceAxis {
            modifiers.append(SystemModifier(name: "appearance", contexts: appearanceNames, defaultContext: appearanceNames[0], role: .appearance,
                                            positions: Dictionary(uniqueKeysWithValues: zip(appearanceNames, appearances.map { SystemAxisPosition(appearance: $0) }))))
        }
        // High contrast from a sheet of its own, or from sheets that say it themselves
        // (`prefers-contrast: more`).
        let hasHighContrast = highContrast != nil || themed.contains { sheets[$0].contrasts.contains(.high) }
        if hasHighContrast {
            modifiers.append(SystemModifier(name: "contrast", contexts: ["standard", "high"], defaultContext: "standard", role: .contrast,
                                            positions: ["standard": SystemAxisPosition(contrast: .standard), "high": SystemAxisPosition(contrast: .high)]))
        }
        var contexts: [SystemContext: ResolvedSystem] = [:]
        for sheet in themed {
            for appearance in appearances {
                for contrast in hasHighContrast ? Contrast.allCases : [Contrast.standard] {
                    var context = SystemContext()
                    if themed.count > 1 { context["theme"] = themes[sheet] }
                    if appearanceAxis { context["appearance"] = appearance == .dark ? "dark" : "light" }
                    if hasHighContrast { context["contrast"] = contrast == .high ? "high" : "standard" }
                    let source = contrast == .high ? highContrast.map { sheets[$0] } ?? sheets[sheet] : sheets[sheet]
                    contexts[context] = source.resolve(source.context(for: Resolution(appearance, contrast)))
                }
            }
        }
        let (name, nameSource) = SystemNames.name(ofFolder: package)
        let file = package + "/"
        let system = DesignSystem.resolved(name: name, file: file, modifiers: modifiers, contexts: contexts,
                                           diagnostics: sheets.flatMap(\.diagnostics))
        var taken: [SystemExplanation.File] = []
        var seen: Set<String> = []
        for (index, sheet) in sheets.enumerated() {
            let part = index == highContrast ? "contrast: high" : (themed.count > 1 ? "theme: \(themes[index])" : highContrast == nil ? "every context" : "contrast: standard")
            for file in ForeignExplanation.taken(sheet) where seen.insert(file.path).inserted {
                taken.append(SystemExplanation.File(path: file.path, note: (file.path == sheet.file ? part + ", " : "") + file.note))
            }
            if seen.insert(sheet.file).inserted { taken.append(SystemExplanation.File(path: sheet.file, note: part)) }
        }
        let reason = (sheets.count == 1 ? "a workspace package's style sheet, the system the package ships: "
            : "a workspace package's \(sheets.count) style sheets, one system as the package ships it: ")
            + (themed.count > 1 ? "each sheet a theme (\(themed.map { themes[$0] }.joined(separator: ", ")))" : "one theme")
            + (highContrast.map { ", \(FileSystem.fileName(sheets[$0].file)) its high contrast" } ?? "")
            + (appearances.count > 1 ? "; light and dark as the sheets say them" : appearances == [.dark] ? "; dark only, as its sheets say" : "; light only: no sheet says dark")
        return (system, SystemExplanation(system: file, reason: reason, nameSource: nameSource, taken: taken))
    }

    /// `color-semantic-light` as `color-semantic`: a name without its one appearance word.
    static func withoutAppearanceWord(_ name: String) -> String {
        let words = name.split(separator: "-", omittingEmptySubsequences: false)
        let kept = words.filter { !AssembledSystem.themeAppearanceWords.contains($0.lowercased()) }
        return kept.count == words.count - 1 ? kept.joined(separator: "-") : name
    }

    /// A sheet's file name without its extension (`color-semantic-web.css`: `color-semantic-web`).
    static func sheetStem(_ file: String) -> String {
        let name = FileSystem.fileName(file)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The words each name does not share with the others, whole words only
    /// (`color-semantic-lg-brand`, `color-semantic-web`: `lg-brand`, `web`); empty for a name
    /// that is only the shared words.
    static func modeNames(_ names: [String]) -> [String] {
        let words = names.map { $0.split(separator: "-", omittingEmptySubsequences: false) }
        guard let first = words.first, words.count > 1 else { return names }
        var prefix = first.count
        for other in words.dropFirst() { prefix = min(prefix, zip(first, other).prefix { $0 == $1 }.count) }
        let modes = words.map { $0.dropFirst(prefix).joined(separator: "-") }
        return Set(modes).count == modes.count ? modes : names
    }
}
