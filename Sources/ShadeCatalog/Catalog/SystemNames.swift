import ShadeJSON
import ShadeFormats
import ShadeFiles
import ShadeTokens

/// A system's own name, not the subfolder's that happened to hold it: the resolver's `name`
/// or a Tokens Studio reader's are the system's own; a system known only by a folder is
/// named by the nearest `package.json`, else by its project folder; so is one read from a
/// file named for its kind of tokens (`color.yaml`).
enum SystemNames {
    /// The name of the system kept in the folder `root`, and where it came from: the nearest
    /// `package.json` `name` at or above it (within the repository: the search stops at a
    /// folder holding `.git`), else the project folder's name (a generic `tokens` passed for
    /// the folder above it).
    static func name(ofFolder root: String) -> (name: String, source: String) {
        if let (manifest, package, name) = package(above: root) {
            let own = unscoped(name)
            // A name of generic words alone (`design-system`) names no system; a title in its
            // description does (`Salesforce Lightning Design System`).
            if isGeneric(own), let title = package["description"]?.string.flatMap(title(in:)) {
                return (title, "the \"description\" of \(manifest), its \"name\" \(name) being generic words")
            }
            return (own, "the \"name\" of \(manifest)" + (own == name ? "" : ", without its scope"))
        }
        let name = ThemeNaming.projectName(of: FileSystem.join(root, "x"))
        return (name, "its folder's name")
    }

    /// The nearest `package.json` with a `name` at or above `root` (within the repository: the
    /// search stops at a folder holding `.git`): its path, its object and its name.
    static func package(above root: String) -> (manifest: String, package: JSONObject, name: String)? {
        var folder = root
        for _ in 0..<5 {
            let manifest = FileSystem.join(folder, "package.json")
            if case .success(let bytes) = FileSystem.regularFileContents(atPath: manifest, limit: 256 * 1024),
               let package = (try? JSONParser.parse(bytes))?.object, let name = package["name"]?.string, !name.isEmpty {
                return (manifest, package, name)
            }
            if FileSystem.status(atPath: FileSystem.join(folder, ".git")) != nil { break }
            let parent = ResolverFolders.folder(of: folder)
            guard !parent.isEmpty, parent != folder else { break }
            folder = parent
        }
        return nil
    }

    /// `shown` (each system's name, by position in `files`) with one rule for sibling packages:
    /// systems named by packages of one npm scope that sit side by side in one workspace folder
    /// (`@enovaui/mobile-tokens`, `@enovaui/web-tokens`), one of them named by the scope (its own
    /// name generic words), are one family, each named by the scope (which
    /// ``labels(forSharedNames:files:origins:)`` then tells apart by package folder), not some by
    /// their own names and one by the scope. Siblings all named by their own names keep them.
    static func scopeFamilies(_ shown: [String], files: [String]) -> [String] {
        var packages: [String: (manifest: String, name: String)?] = [:]
        var families: [String: Set<String>] = [:]
        // The families one of whose packages is named by the scope already (its own name generic words).
        var byScope: Set<String> = []
        var members: [(index: Int, family: String, scope: String)] = []
        for (index, file) in files.enumerated() {
            let folder = file.hasSuffix("/") ? String(file.dropLast()) : ResolverFolders.folder(of: file)
            if packages[folder] == nil { packages[folder] = package(above: folder.isEmpty ? "." : folder).map { ($0.manifest, $0.name) } }
            guard let found = packages[folder] ?? nil, found.name.hasPrefix("@"), let slash = found.name.firstIndex(of: "/"),
                  shown[index] == unscoped(found.name) else { continue }
            let scope = String(found.name[found.name.index(after: found.name.startIndex)..<slash])
            // The workspace folder the package sits in (`packages/`), with the scope.
            let family = scope + "\u{0}" + ResolverFolders.folder(of: ResolverFolders.folder(of: found.manifest))
            families[family, default: []].insert(found.manifest)
            if shown[index] == scope { byScope.insert(family) }
            members.append((index, family, scope))
        }
        var named = shown
        for member in members where byScope.contains(member.family) && (families[member.family]?.count ?? 0) > 1 { named[member.index] = member.scope }
        return named
    }

    /// File names that say what kind of tokens a file holds, not whose system it is: Style
    /// Dictionary's categories, the names projects give their one token file, and the names
    /// a style sheet gets for being the entry point of its folder (`index.css`, `main.css`).
    /// (Words a theme may be called, `base`, `core`, `theme`, are left to name it.)
    static let partNames: Set<String> = ["color", "colors", "colour", "colours", "palette", "palettes", "tokens", "token", "design-tokens",
                                         "variables", "vars", "primitives", "index", "main", "style", "styles", "global", "globals",
                                         "custom-properties"]

    /// A file name without the extensions a token file carries (`.tokens.json`, `.yaml`).
    static func stem(_ name: String) -> String {
        var stem = Substring(name)
        for suffix in [".json", ".yaml", ".yml", ".tokens"] + ScriptTokenModule.extensions where stem.lowercased().hasSuffix(suffix) { stem = stem.dropLast(suffix.count) }
        return String(stem)
    }

    /// The name a system read from a folder is listed under: its reader's, unless that is only
    /// the folder's own name (or, for a generic `tokens` folder, its parent's), when the folder
    /// has a better one (``name(ofFolder:)``).
    static func shown(for system: DesignSystem) -> String {
        let file = system.file.hasSuffix("/") ? String(system.file.dropLast()) : system.file
        let own = FileSystem.fileName(file), parent = ThemeNaming.folderName(of: file)
        // A file named for the kind of tokens it holds (`color.yaml`, `tokens.json`), or for one
        // appearance of a pair it is read with (`light.css` with `dark.css`), is one part of a
        // project, named by it, as a build that reads the file knows it.
        // So is one whose name is only generic words (`design-tokens.all`), or a build's output
        // (`output/…/acme-design-tokens.all.json`): the file's name is the build's, not the system's.
        if !system.file.hasSuffix("/"), system.name == stem(own) || system.name == own.dropLast(4) && own.hasSuffix(".css"),
           partNames.contains(system.name.lowercased()) || isGeneric(system.name)
            || FolderSystems.appearanceWords.contains(system.name.lowercased()) && system.appearances.count > 1
            || isBuildOutput(file),
           FileSystem.status(atPath: file)?.isDirectory == false {
            return name(ofFolder: ResolverFolders.folder(of: file).isEmpty ? "." : ResolverFolders.folder(of: file)).name
        }
        guard system.name == own || system.name == parent else { return system.name }
        guard system.file.hasSuffix("/") || FileSystem.status(atPath: file)?.isDirectory == true else { return system.name }
        return name(ofFolder: file).name
    }
}

extension SystemNames {
    /// Words that say what a file or package holds or where a build put it, never whose
    /// system it is: a name made only of these (`design-tokens`, `color-tokens`,
    /// `design-tokens.all`) names no system.
    static let genericWords: Set<Substring> = ["tokens", "token", "design", "color", "colors", "colour", "colours", "all", "dist",
                                               "output", "outputs", "out", "build", "builds", "generated", "gen", "src", "lib",
                                               "variables", "vars", "palette", "palettes", "primitives", "index", "main", "style",
                                               "styles", "global", "globals", "custom", "properties", "figma", "web", "css", "json", "system",
                                               "theme", "themes"]

    /// A package description that is a title (a few capitalised words, no sentence), or nil.
    static func title(in description: String) -> String? {
        let words = description.split(separator: " ")
        guard (2...6).contains(words.count), words.allSatisfy({ $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }),
              !isGeneric(description) else { return nil }
        return description
    }

    /// Whether every word of `name` is a ``genericWords`` one.
    static func isGeneric(_ name: String) -> Bool {
        let words = name.lowercased().split { !($0.isLetter || $0.isNumber) }
        return !words.isEmpty && words.allSatisfy(genericWords.contains)
    }

    /// A package's name without its npm scope (`compound-design-tokens` for
    /// `@vector-im/compound-design-tokens`); the scope alone when the rest is generic
    /// (`metamask` for `@metamask/design-tokens`).
    static func unscoped(_ name: String) -> String {
        guard name.hasPrefix("@"), let slash = name.firstIndex(of: "/") else { return name }
        let scope = name[name.index(after: name.startIndex)..<slash], rest = name[name.index(after: slash)...]
        if rest.isEmpty || isGeneric(String(rest)) { return scope.isEmpty ? name : String(scope) }
        return String(rest)
    }

    /// Whether `file` lies in a build's output folder within its project (the nearest folder
    /// above it holding `package.json` or `.git`, a few levels up at most).
    static func isBuildOutput(_ file: String) -> Bool {
        // Only a path through such a folder is looked at further: most are not, and cost no call.
        guard file.split(separator: "/").dropLast().contains(where: { BuildOutputs.folderNames.contains($0.lowercased()) }) else { return false }
        var folder = ResolverFolders.folder(of: file)
        for _ in 0..<6 {
            guard !folder.isEmpty, folder != "/" else { return false }
            if BuildOutputs.folderNames.contains(FileSystem.fileName(folder).lowercased()) { return true }
            if BuildOutputs.projectMarkers.contains(where: { FileSystem.status(atPath: FileSystem.join(folder, $0)) != nil }) { return false }
            let parent = ResolverFolders.folder(of: folder)
            guard parent != folder else { return false }
            folder = parent
        }
        return false
    }
}

extension SystemNames {
    /// What tells apart systems that share a name, by position in `names` (nil for a name no
    /// other system has): where they come from in a word (`Ghostty`, `kitty`) when those words
    /// differ and say more than the name, else the nearest folder in which their paths differ
    /// (`brand (one)`, `brand (two)` for `one/brand/` and `two/brand/`). Every one of them is
    /// labelled, so none is listed as if it were the only one of its name.
    static func labels(forSharedNames names: [String], files: [String], origins: [String: String]) -> [String?] {
        var groups: [String: [Int]] = [:]
        for (index, name) in names.enumerated() { groups[name.lowercased(), default: []].append(index) }
        var labels = [String?](repeating: nil, count: names.count)
        for members in groups.values where members.count > 1 {
            let words = members.map { origins[files[$0]] }
            if words.allSatisfy({ $0 != nil }), Set(words.map { $0!.lowercased() }).count == members.count,
               !members.contains(where: { origins[files[$0]]!.lowercased() == names[$0].lowercased() }) {
                for (member, word) in zip(members, words) { labels[member] = word }
                continue
            }
            for (member, folder) in zip(members, distinguishingFolders(members.map { files[$0] })) { labels[member] = folder }
        }
        return labels
    }

    /// For each path, the nearest folder above it (its own, for a folder ending in `/`) whose
    /// name differs among `paths` at the same distance from their ends; the file's own name
    /// when no folder does (`a/light.json`, `a/dark.json`).
    static func distinguishingFolders(_ paths: [String]) -> [String] {
        let folders = paths.map { path -> [Substring] in
            let segments = path.split(separator: "/")
            return path.hasSuffix("/") ? segments : Array(segments.dropLast())
        }
        let depth = folders.map(\.count).max() ?? 0
        for back in 1...max(depth, 1) {
            let names = folders.map { $0.count >= back ? String($0[$0.count - back]) : "" }
            if Set(names).count > 1 { return names.map { $0.isEmpty ? "." : $0 } }
        }
        return paths.map { FileSystem.fileName($0.hasSuffix("/") ? String($0.dropLast()) : $0) }
    }
}
