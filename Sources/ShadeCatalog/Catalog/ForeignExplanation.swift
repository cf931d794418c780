import ShadeFiles
import ShadeTokens
import ShadeFormats

extension ThemeCatalog {
    /// Why `theme` is one theme, for `shade list --explain`: the explanation the load wrote
    /// for a system it assembled, else, for one another format's reader read (a style sheet, a
    /// Style Dictionary project or file, a Tokens Studio file), one worked out now from what
    /// the reader read: the files its colours come from and the appearances that read each,
    /// and for a Style Dictionary project the files its config's sources leave. Nil for a
    /// theme in Shade's own format. Worked out only when asked, so a load costs nothing more.
    public func explanation(of theme: Theme) -> SystemExplanation? {
        guard let system = theme.system else { return nil }
        if let known = explanations.first(where: { $0.system == system.file }) { return known }
        guard let format = foreignFormats[system.file] else { return nil }
        let taken = ForeignExplanation.taken(system)
        var left = foreignLeft[system.file] ?? []
        var reason: String
        switch format {
        case .css:
            reason = taken.count > 1 ? "a style sheet's custom properties, with the sheets it imports or pairs with as its light and dark"
                : "a style sheet's custom properties"
            reason += system.appearances.count > 1 ? "; light and dark from what the sheets say (a media query, a class or attribute, `light-dark()`, a dark partner file)"
                : system.appearances == [.dark] ? (CSSReader.saysNeither(system.file) ? "; dark only: its name and folder say neither light nor dark, and the page it draws is dark"
                                                   : "; dark only: its name or its folder's says dark, and the page it draws agrees")
                : "; light only: nothing in it says dark"
        case .styleDictionary, .tokensStudio:
            (reason, left) = ForeignExplanation.project(system, format: format, taken: taken, left: left)
        default:
            reason = "one theme as the \(format.rawValue) format defines it, read by that format's reader"
        }
        let nameSource = theme.name == system.name ? "its reader's: the file's or folder's own name"
            : SystemExplanation.projectNameSource(of: system.file)
        return SystemExplanation(system: system.file, reason: reason, nameSource: nameSource, taken: taken, left: left)
    }
}

/// The parts of an explanation of a system another format's reader read.
enum ForeignExplanation {
    /// Each file some colour of `system` comes from, with the contexts that read it: every
    /// appearance and contrast, in every context of its other axes (a folder axis' themes,
    /// ``TokensStudioReader/FolderAxes``), so each alternative's own files are listed too,
    /// not only the default's.
    static func taken(_ system: DesignSystem) -> [SystemExplanation.File] {
        var readers: [String: [String]] = [:]
        var order: [String] = []
        let extras = extraSelections(system)
        for selection in extras {
            let named = selection.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
            for contrast in system.contrasts {
                for appearance in system.appearances {
                    let resolution = Resolution(appearance, contrast)
                    let label = (appearance == .dark ? "dark" : "light") + (contrast == .high ? " (increased contrast)" : "")
                        + (named.isEmpty ? "" : " of " + named)
                    for token in system.resolve(system.context(for: resolution, extras: selection)).colors {
                        let file = token.file
                        guard !file.isEmpty else { continue }
                        if readers[file] == nil { order.append(file) }
                        if readers[file]?.last != label { readers[file, default: []].append(label) }
                    }
                }
            }
        }
        let all = system.appearances.count * system.contrasts.count * extras.count
        return order.map { file in
            let by = readers[file] ?? []
            return SystemExplanation.File(path: file, note: all > 1 && by.count == all ? "read in every appearance" : "read in " + by.joined(separator: ", "))
        }
    }

    /// Every choice of context on the system's extra axes that can vary (one empty choice
    /// when none does), at most ``maximumExplainedSelections`` of them.
    static func extraSelections(_ system: DesignSystem) -> [[String: String]] {
        var selections: [[String: String]] = [[:]]
        for modifier in system.modifiers where modifier.role == .extra && modifier.varies {
            selections = selections.flatMap { selection in
                modifier.contexts.map { context in selection.merging([modifier.name: context]) { _, new in new } }
            }
            if selections.count > maximumExplainedSelections { return Array(selections.prefix(maximumExplainedSelections)) }
        }
        return selections
    }

    /// How many contexts of a system's extra axes `--explain` resolves to list their files.
    static let maximumExplainedSelections = 16

    /// Which builds the system is drawn from, when some build renders for other platforms
    /// only: `; drawn from its web build (build.js: tokens/base.*.json, …); its builds for ios
    /// (build.js: tokens/ios/base.json) are renditions of it, not drawn`.
    static func drawnBuilds(_ layering: BuildLayering) -> String {
        guard !layering.renditions.isEmpty else { return "" }
        func described(_ builds: [StyleDictionaryBuild]) -> String {
            builds.map { build in
                FileSystem.fileName(build.file) + (build.appearance.map { $0 == .dark ? " dark" : " light" } ?? "") + ": " + build.globs.joined(separator: ", ")
            }.joined(separator: "; ")
        }
        var native: [String] = []
        for word in layering.renditions.flatMap(\.platformWords) where StyleDictionaryBuild.nativeWords.contains(word) && !native.contains(word) {
            native.append(word)
        }
        let web = layering.drawn.contains { $0.platform == .web }
        return "; drawn from its \(web ? "web " : "")build\(layering.drawn.count == 1 ? "" : "s") (\(described(layering.drawn))); "
            + "its build\(layering.renditions.count == 1 ? "" : "s") for \(native.joined(separator: ", ")) (\(described(layering.renditions))) "
            + "\(layering.renditions.count == 1 ? "is a rendition" : "are renditions") of it for other platforms, not drawn"
    }

    /// Why the system's folders are axes (``TokensStudioReader`` writes it in each such axis's
    /// description): `; its theme axis (classic, vr-theme-web-mapping): its folders …`.
    static func folderAxes(_ system: DesignSystem) -> String {
        system.modifiers.filter { $0.role == .extra }.compactMap(\.description).map { "; a " + $0 }.joined()
    }

    /// The reason for a Style Dictionary or Tokens Studio system, and the files it leaves: for
    /// a project read through its configs, the token files its `source` globs do not name.
    static func project(_ system: DesignSystem, format: ThemeFormat, taken: [SystemExplanation.File],
                        left initial: [SystemExplanation.File]) -> (String, [SystemExplanation.File]) {
        var left = initial
        let files = DiskTokenFiles()
        let folder = system.file.hasSuffix("/") ? String(system.file.dropLast()) : system.file
        guard files.kind(of: folder) == .folder else {
            let kind = format == .tokensStudio ? "a Tokens Studio file: its sets, layered by its themes (light and dark from their names)"
                : "one Style Dictionary token file"
            return (kind + (left.isEmpty ? "" : "; the files beside it that hold its sets are part of it"), left)
        }
        let builds = StyleDictionaryProject.builds(project: folder, files: files)
        guard !builds.isEmpty else {
            let kind = format == .tokensStudio ? "a Tokens Studio folder: its set files, layered by its $themes.json"
                : "a folder of Style Dictionary token files with no config, read whole"
            return (kind + folderAxes(system), left)
        }
        var globs: [String] = []
        for glob in builds.flatMap(\.globs) where !globs.contains(glob) { globs.append(glob) }
        let configs = builds.map { FileSystem.fileName($0.file) + ($0.appearance == .dark ? " (dark)" : "") }
        var seenConfigs: [String] = []
        for config in configs where !seenConfigs.contains(config) { seenConfigs.append(config) }
        let takenPaths = Set(taken.map(\.path))
        let searched = (try? FolderListing.read(folder).get()).map(StyleDictionaryProject.uncoveredFolders) ?? []
        let walk = files.walk(folder, limits: TokenFolder.Limits(maximumDepth: 8, maximumEntries: 5_000), descend: { entry in
            ThemeSearch.searches(folderNamed: entry.name)
        }) { entry in
            entry.isDirectory || StyleDictionaryProject.tokenFileExtension(entry.name) != nil && !NonThemeNames.isToolFile(entry.name.lowercased())
                && !entry.name.hasPrefix(".") && !entry.name.hasPrefix("$") && entry.name != "package.json"
                && !StyleDictionaryProject.isJSONConfigName(entry.name)
        }
        let candidates = walk.entries.filter { !$0.isDirectory }.map(\.relativePath)
        let layering = BuildLayering(builds, files: candidates)
        let drawnFiles = Set(layering.files)
        for entry in walk.entries where !entry.isDirectory && !takenPaths.contains(entry.path) {
            let named = StyleDictionaryProject.matches(entry.relativePath, globs: globs)
            let elsewhere = searched.contains { SourcePath.below($0, entry.path)?.isEmpty == false }
            let note = !named ? "not among its config's sources" + (elsewhere ? ": its folder is searched for themes of its own" : "")
                : drawnFiles.contains(entry.relativePath) ? "named by its sources; no colour of its own"
                : "read only by its builds for other platforms (a rendition of the system); not drawn"
            left.append(SystemExplanation.File(path: entry.path, note: note))
        }
        let reason = "a Style Dictionary project: the files its config\(seenConfigs.count == 1 ? "" : "s") \(seenConfigs.joined(separator: ", ")) "
            + "name\(seenConfigs.count == 1 ? "s" : "") (\(globs.joined(separator: ", ")))"
            + (system.appearances.count > 1 ? "; light and dark from its builds and the files' names" : "; light only: no build or file says dark")
            + Self.drawnBuilds(layering)
        return (reason, left)
    }
}
