import ShadeColor
import ShadeJSON
import ShadeTokens
import ShadeFiles

/// Reads an Xcode asset catalog (`.xcassets` folder) of colour sets into a design system.
///
/// Folders nest; a folder whose `Contents.json` says `"provides-namespace": true` prefixes
/// its name, as Xcode does, and a token's path is the asset's name with `/` read as `.`.
/// Each colour set's entries map to Shade's resolutions: no `appearances` is Any (light),
/// `luminosity` `light`/`dark`, `contrast` `high`, or both. The `universal` idiom is read
/// first (another idiom only when a set has no universal entry). A resolution a set does not
/// write falls back as the system would: Dark + High Contrast to Dark, High Contrast to Any.
/// The catalog provides Dark (or High Contrast) when any of its sets writes one.
public enum AssetCatalogReader {
    /// What a catalog of images, icons and app icons alone says: it holds no colour.
    public static let noColourSets = "no colour sets (NAME.colorset folders) found"

    /// How many colour sets a catalog may hold before the rest is skipped (hostile input).
    static let maximumColorSets = 10_000

    struct Entry {
        var appearance: Appearance?
        var high: Bool
        var color: ColorSetColor
        var file: String
        var position: SourcePosition
    }

    /// Reads the catalog at `path`, from `files`.
    public static func read(path: String, files: any TokenFiles = DiskTokenFiles()) -> (system: DesignSystem?, diagnostics: [Diagnostic]) {
        guard files.kind(of: path) == .folder else {
            return (nil, [Diagnostic(file: path, message: "an asset catalog is a folder ending in .xcassets")])
        }
        var problems: [Diagnostic] = []
        var sets: [(path: String, entries: [Entry])] = []
        walk(root: path, files: files, sets: &sets, problems: &problems)
        guard !sets.isEmpty else {
            return (nil, problems + [Diagnostic(file: path, message: noColourSets)])
        }
        let hasDark = sets.contains { $0.entries.contains { $0.appearance == .dark } }
        let hasHigh = sets.contains { $0.entries.contains { $0.high } }
        var variants: [Resolution: [SystemColorToken]] = [:]
        for resolution in Resolution.all {
            if resolution.appearance == .dark && !hasDark { continue }
            if resolution.contrast == .high && !hasHigh { continue }
            var tokens: [SystemColorToken] = []
            for set in sets {
                guard let entry = best(set.entries, for: resolution) else { continue }
                switch entry.color {
                case .literal(let color, let outOfGamut, let wide, let written):
                    tokens.append(SystemColorToken(path: set.path, color: color, outOfGamut: outOfGamut, wide: wide, written: written,
                                                   file: entry.file, position: entry.position))
                case .reference(let name):
                    guard let color = AppleSystemColors.color(name, at: resolution) else {
                        // Reported once, at the first resolution.
                        if resolution == Resolution(.light) {
                            problems.append(Diagnostic(file: entry.file, position: entry.position, tokenPath: set.path,
                                                       message: "system colour \"\(name)\" has no reference value in Shade; the set is skipped",
                                                       suggestion: Suggestion.closest(to: name, among: AppleSystemColors.names)))
                        }
                        continue
                    }
                    tokens.append(SystemColorToken(path: set.path, color: color, written: name, aliases: [name],
                                                   file: entry.file, position: entry.position))
                }
            }
            variants[resolution] = tokens
        }
        let name = FormatFiles.baseName(path, dropping: [".xcassets"])
        return (ResolvedVariants.system(name: name, file: path, variants: variants, diagnostics: problems), problems)
    }

    /// The entry that shows `resolution`, falling back as the system does.
    static func best(_ entries: [Entry], for resolution: Resolution) -> Entry? {
        let high = resolution.contrast == .high
        let appearance = resolution.appearance
        let exact = entries.first { $0.high == high && ($0.appearance == appearance) }
        let anyLook = entries.first { $0.high == high && ($0.appearance == nil || (appearance == .light && $0.appearance == .light)) }
        let standard = high ? best(entries, for: Resolution(appearance)) : nil
        return exact ?? (appearance == .dark && high ? standard : nil) ?? anyLook ?? standard
            ?? entries.first { !$0.high && $0.appearance == nil }
    }

    /// How deep groups may nest, and how many entries a catalog may list, before the rest is
    /// skipped: Xcode's own catalogs are a few levels and a few thousand entries.
    static let walkLimits = TokenFolder.Limits(maximumDepth: 32, maximumEntries: 100_000)

    /// Every colour set of the catalog at `root`, in the order Xcode lists them. The walk is
    /// bounded and stays inside the catalog: a symbolic link to `/` is not followed, and a
    /// `Contents.json` that links out of the catalog is not read.
    private static func walk(root: String, files: any TokenFiles, sets: inout [(path: String, entries: [Entry])], problems: inout [Diagnostic]) {
        let walk = files.walk(root, limits: walkLimits, descend: { !isOtherAsset($0.name) }) { entry in
            entry.isDirectory ? !isOtherAsset(entry.name) : entry.name == "Contents.json"
        }
        problems += walk.diagnostics
        let contents = Set(walk.entries.filter { !$0.isDirectory }.map(\.relativePath))
        var namespaces: [String: Bool] = [:]
        func provides(_ group: String) -> Bool {
            if let known = namespaces[group] { return known }
            let file = group + "/Contents.json"
            let answer = contents.contains(file) && providesNamespace(FileSystem.join(root, file), files: files)
            namespaces[group] = answer
            return answer
        }
        let colorSets = walk.entries.filter { $0.isDirectory && $0.name.hasSuffix(".colorset") }
            .sorted { $0.relativePath.split(separator: "/").lexicographicallyPrecedes($1.relativePath.split(separator: "/")) }
        for colorSet in colorSets {
            guard sets.count < maximumColorSets else {
                problems.append(Diagnostic(file: colorSet.path, message: "more than \(maximumColorSets) colour sets; the rest is skipped"))
                return
            }
            let groups = colorSet.relativePath.split(separator: "/").dropLast()
            // A colour set inside a colour set is not one of the catalog's.
            guard !groups.contains(where: { $0.hasSuffix(".colorset") }) else { continue }
            var namespace: [String] = []
            for depth in groups.indices where provides(groups[...depth].joined(separator: "/")) {
                namespace.append(String(groups[depth]))
            }
            let setName = String(colorSet.name.dropLast(".colorset".count))
            let path = (namespace + [setName]).joined(separator: ".")
            let file = colorSet.relativePath + "/Contents.json"
            guard contents.contains(file) else {
                let full = FileSystem.join(colorSet.path, "Contents.json")
                // A missing file is reported as the reader always did; a refused link was reported by the walk.
                if files.kind(of: full) == .missing { problems.append(Diagnostic(file: full, message: FileKind.missing.refusal ?? "")) }
                continue
            }
            if let entries = readColorSet(FileSystem.join(root, file), path: path, files: files, problems: &problems) {
                sets.append((path, entries))
            }
        }
    }

    /// Image sets, app icons and the like: folders of other asset types, not groups.
    private static func isOtherAsset(_ name: String) -> Bool {
        [".imageset", ".appiconset", ".dataset", ".symbolset", ".launchimage", ".textureset", ".arimageset",
         ".brandassets", ".cubetextureset", ".iconset", ".mipmapset", ".spriteatlas", ".stickerpack", ".solidimagestack"]
            .contains { name.hasSuffix($0) }
    }

    private static func providesNamespace(_ file: String, files: any TokenFiles) -> Bool {
        guard case .success(let text) = FormatFiles.text(file, in: files), let root = try? JSONParser.parse(text) else { return false }
        return root.object?["properties"]?.object?["provides-namespace"]?.bool == true
    }

    /// The universal entries of one colour set (or the first idiom's, when none is universal).
    static func readColorSet(_ file: String, path: String, files: any TokenFiles, problems: inout [Diagnostic]) -> [Entry]? {
        let text: String
        switch FormatFiles.text(file, in: files) {
        case .failure(let problem): problems.append(problem); return nil
        case .success(let value): text = value
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            problems.append(Diagnostic(file: file, position: error.position, tokenPath: path, message: error.message))
            return nil
        }
        guard let colors = root.object?["colors"] else {
            problems.append(Diagnostic(file: file, position: root.position, tokenPath: path, message: "a colour set needs a `colors` array"))
            return nil
        }
        guard let list = colors.array else {
            problems.append(Diagnostic(file: file, position: colors.position, tokenPath: path, message: "`colors` must be an array, found \(colors.typeName)"))
            return nil
        }
        let reportedBefore = problems.count
        let idioms = list.compactMap { $0.object?["idiom"]?.string }
        let idiom = idioms.contains("universal") ? "universal" : idioms.first
        var entries: [Entry] = []
        for item in list {
            guard let object = item.object else {
                problems.append(Diagnostic(file: file, position: item.position, tokenPath: path, message: "each entry of `colors` must be an object"))
                continue
            }
            guard object["idiom"]?.string == idiom else { continue }
            var appearance: Appearance?
            var high = false
            var skip = false
            for condition in object["appearances"]?.array ?? [] {
                let kind = condition.object?["appearance"]?.string
                let value = condition.object?["value"]?.string
                switch (kind, value) {
                case ("luminosity", "light"): appearance = .light
                case ("luminosity", "dark"): appearance = .dark
                case ("luminosity", "any"): appearance = nil
                case ("contrast", "high"): high = true
                default:
                    problems.append(Diagnostic(file: file, position: condition.position, tokenPath: path,
                                               message: "unknown appearance \(kind ?? "?")=\(value ?? "?"); the entry is skipped"))
                    skip = true
                }
            }
            if skip { continue }
            guard let colorNode = object["color"] else {
                problems.append(Diagnostic(file: file, position: item.position, tokenPath: path, message: "an entry needs a `color`"))
                continue
            }
            switch ColorSetColor.read(colorNode) {
            case .success(let color):
                entries.append(Entry(appearance: appearance, high: high, color: color, file: file, position: colorNode.position))
            case .failure(let problem):
                problems.append(problem.diagnostic(file: file, tokenPath: path))
            }
        }
        if entries.isEmpty {
            // One line per set: a set whose entries were all reported needs no second line.
            if problems.count > reportedBefore { return nil }
            problems.append(Diagnostic(file: file, position: root.position, tokenPath: path, message: "the colour set has no usable colour"))
            return nil
        }
        return entries
    }
}
