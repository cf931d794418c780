import ShadeJSON
import ShadeText
import ShadeFiles
import ShadeFormats
import ShadeTokens

/// A group of plain token files (``FolderSystems``) read as one design system, the way a build
/// tool that merges a folder would: the catalog writes the resolver document their author
/// did not, and opens it like any other.
///
/// - Files that define mostly the same tokens are one collection in several modes
///   (`Color Light.Mode 1.json` and `Color Dark.Mode 1.json`, `light/colors.json` and
///   `dark/colors.json`); the words their names do not share name the modes (`Light`,
///   `Dark`). Collections whose modes have the same names are one modifier; every other file
///   is a base set, read in every context.
/// - Light and dark are recognised from the mode names by the resolver rules, then confirmed
///   by the values: the light mode's page must be light and the dark mode's dark
///   (``Appearance/init(page:)``), else the modes are kept as an extra axis.
/// - The system's file is its folder (`tokens/`), its name the nearest `package.json`'s
///   `name`, else its folder's (a generic `tokens` folder is passed for the project's).
enum AssembledSystem {
    /// The systems of `files` (labels sorted, bytes as read, facts) and why each is one: one
    /// system, unless a collection's modes are themes in light and dark (`Blue Theme Dark`,
    /// `Brand A / Light`), when each theme is a system of its own with both appearances.
    /// `roots`: the searched paths (a `deprecated/` folder counts only below them);
    /// `sharedFolder`: another system is assembled from the same folder, so this one is known
    /// by its files' names, not by the folder's.
    /// Sibling folders of a `themes/` folder over a core outside it are a system each
    /// (``ThemeFolders``), named by the system's folder and their own.
    /// Each system comes with the path it is listed from (`source`): a folder on disk, where
    /// the system's own path names no file (a theme of a `themes/` folder is
    /// `src/themes/bh2022/`, not the `src/bh2022` its written resolver stands in).
    static func open(_ files: [FolderSystems.File], roots: Set<String> = [], sharedFolder: Bool = false) -> [(DesignSystem, SystemExplanation, source: String)] {
        let root = systemFolder(files.map(\.label), roots: roots)
        guard let split = ThemeFolders.split(files, root: root) else { return open(files, root: root, roots: roots, sharedFolder: sharedFolder, folder: nil) }
        let siblings = split.siblings.joined(separator: ", ")
        return split.parts.flatMap { part in
            // The system's path stands in its folder, as a theme a collection's modes name does
            // (`src/bh2022`): the written resolver's sources are relative to it.
            let own = Set(part.files.compactMap { split.folders[$0] })
            let folder = FolderTheme(name: part.name, path: FileSystem.join(root, part.name),
                                     source: FileSystem.join(split.themes, own.count == 1 ? own.first! : "") + (own.count == 1 ? "/" : ""),
                                     why: "\(FileSystem.fileName(split.themes))/ holds themes side by side (\(siblings)), each a semantic layer over the files outside it; "
                                         + (part.readsCore ? "this one reads \(part.name)/ with them" : "this one reads \(part.name)/ alone: its aliases reach nothing outside it"))
            return open(part.files.map { files[$0] }, root: root, roots: roots, sharedFolder: sharedFolder, folder: folder)
        }
    }

    /// A theme read from one folder of a `themes/` folder (``ThemeFolders``): its name, its
    /// folder (the system's path) and why it is a system of its own.
    private struct FolderTheme {
        var name: String
        var path: String
        /// Its folder on disk (the `themes/` folder, for a theme of several context folders).
        var source: String
        var why: String
    }

    /// ``open(_:roots:sharedFolder:)`` of one system's files, below `root`; `folder`: the
    /// theme folder they are read from, when the group was split by its `themes/` folders.
    private static func open(_ files: [FolderSystems.File], root: String, roots: Set<String>, sharedFolder: Bool,
                             folder: FolderTheme?) -> [(DesignSystem, SystemExplanation, source: String)] {
        let relative = files.map { relativePath($0.label, below: root) }
        let deprecated = files.map { FolderSystems.deprecationFolder(of: $0.label, roots: roots) != nil }
        let current = files.indices.filter { !deprecated[$0] }
        let collections = self.collections(current.map { files[$0] }).map { $0.map { current[$0] } }
        // Deprecated files are read first, so a current token of the same name wins.
        var base: [Int] = files.indices.filter { deprecated[$0] }
        var modifiers: [Modifier] = []
        var modifierKeys: [String: Int] = [:]
        let colours = files.reduce(into: Set<String>()) { $0.formUnion($1.facts.colours) }
        var left: [SystemExplanation.File] = []
        for collection in collections {
            let collection = distinctCopies(collection, files: files, left: &left)
            guard collection.count > 1 else {
                base += collection
                continue
            }
            var (modes, common) = figmaModeNames(collection.map { files[$0] }) ?? modeNames(collection.map { relative[$0] })
            modes = namingLight(modes, paths: collection.map { relative[$0] })
            // A collection whose modes change no colour (type scale, spacing, density) is no
            // axis of a colour preview: its default mode is read, the others are left.
            if !collection.contains(where: { files[$0].facts.changesColour(colours) }) {
                let kept = modes.firstIndex { $0.lowercased() == "default" } ?? 0
                base.append(collection[kept])
                for (position, file) in collection.enumerated() where position != kept {
                    left.append(SystemExplanation.File(path: files[file].label, note:
                        "mode \(modes[position]) of \(common.isEmpty ? "a collection" : common) changes no colour; its mode \(modes[kept]) is read"))
                }
                continue
            }
            let key = modes.map { $0.lowercased() }.sorted().joined(separator: "\u{0}")
            if let existing = modifierKeys[key] {
                for (file, mode) in zip(collection, modes) {
                    if let slot = modifiers[existing].contexts.firstIndex(where: { $0.name.lowercased() == mode.lowercased() }) {
                        modifiers[existing].contexts[slot].files.append(file)
                    }
                }
                modifiers[existing].name = "mode"
                continue
            }
            modifierKeys[key] = modifiers.count
            modifiers.append(Modifier(name: common, contexts: zip(modes, collection).map { Context(name: $0, files: [$1]) }))
        }
        // Unique modifier names.
        var usedNames: Set<String> = []
        for index in modifiers.indices {
            var name = modifiers[index].name.isEmpty ? "mode" : modifiers[index].name
            var number = 2
            while usedNames.contains(name.lowercased()) { name = "\(modifiers[index].name.isEmpty ? "mode" : modifiers[index].name) \(number)"; number += 1 }
            usedNames.insert(name.lowercased())
            modifiers[index].name = name
        }
        // Dark values written beside the light ones: the dark appearance their build makes.
        if let dark = DarkValueModes.modifier(base.map { files[$0] }, existing: modifiers) { modifiers.append(dark) }
        var (name, nameSource) = SystemNames.name(ofFolder: root)
        var path = root + "/"
        if sharedFolder {
            let own = commonStem(files.map { FileSystem.fileName($0.label) })
            if !own.isEmpty {
                (name, nameSource) = (own, "the start its files' names share (another system shares their folder)")
                path = FileSystem.join(root, own)
            }
        }
        if let folder {
            (name, nameSource, path) = ("\(name) \(folder.name)", nameSource + ", and its folder under themes/", folder.path)
        }
        // A collection whose modes are themes × appearances: one system per theme.
        // A theme folder's path stands beside the core, where no folder is: the listing shows
        // the theme's own folder.
        let source = folder?.source ?? path
        guard let split = themeSplit(modifiers) else {
            let (system, explanation) = assemble(files, name: name, nameSource: nameSource, path: path, base: base, deprecated: deprecated, modifiers: modifiers,
                                                 relative: relative, theme: nil, folderWhy: folder?.why, left: left)
            return [(system, explanation, source)]
        }
        return split.themes.map { theme in
            var own = modifiers
            own[split.modifier].contexts = theme.contexts
            let themePath = path.hasSuffix("/") ? FileSystem.join(root, theme.name) : path + " " + theme.name
            let (system, explanation) = assemble(files, name: "\(name) \(theme.name)", nameSource: nameSource + ", and the theme its modes name", path: themePath,
                                                 base: base, deprecated: deprecated, modifiers: own, relative: relative, theme: theme.name, folderWhy: folder?.why, left: left)
            return (system, explanation, themePath)
        }
    }

    /// One context of a modifier: its name and its files.
    struct Context {
        var name: String
        var files: [Int]
        /// Tokens written inline in the resolver after the files, each a source of JSON text
        /// (``DarkValueModes``).
        var inline: [String] = []
    }

    /// `collection` without the files whose bytes an earlier file of it has (one collection
    /// exported from two Figma files into two folders): a copy is no mode. Each copy left is
    /// added to `left`, with the file it repeats.
    static func distinctCopies(_ collection: [Int], files: [FolderSystems.File], left: inout [SystemExplanation.File]) -> [Int] {
        var kept: [Int] = []
        for file in collection {
            if let original = kept.first(where: { files[$0].bytes == files[file].bytes && files[$0].part == files[file].part }) {
                left.append(SystemExplanation.File(path: files[file].label, note: "the same bytes as \(files[original].label): read once"))
            } else {
                kept.append(file)
            }
        }
        return kept
    }

    /// A modifier the catalog writes: a collection's modes.
    struct Modifier {
        var name: String
        var contexts: [Context]
    }

    /// The first modifier whose every mode names an appearance beside words of its own that
    /// differ between modes (`Blue Theme Dark`, `Red Theme Light`, `Brand A / Dark`), and its
    /// themes: each with its modes renamed by their appearance word (`Dark`). Nil when no
    /// modifier mixes themes and appearances, or when the words beside the appearance only
    /// name contrast levels (`light/highContrast`, `dark-normal-contrast`).
    static func themeSplit(_ modifiers: [Modifier]) -> (modifier: Int, themes: [(name: String, contexts: [Context])])? {
        for (index, modifier) in modifiers.enumerated() {
            var themes: [(name: String, contexts: [Context])] = []
            var mixes = true
            for context in modifier.contexts {
                guard let (theme, appearance) = themeAndAppearance(context.name) else { mixes = false; break }
                if let slot = themes.firstIndex(where: { $0.name.lowercased() == theme.lowercased() }) {
                    guard !themes[slot].contexts.contains(where: { $0.name.lowercased() == appearance.lowercased() }) else { mixes = false; break }
                    themes[slot].contexts.append(Context(name: appearance, files: context.files))
                } else {
                    themes.append((theme, [Context(name: appearance, files: context.files)]))
                }
            }
            // `highContrast` and `normalContrast` beside light and dark are Shade's own contrast
            // axis, not two themes: the modifier stays whole for the axis rules to read.
            if mixes, themes.count > 1, !themes.allSatisfy({ DTCGAxisRules.namesContrastLevel($0.name) }) { return (index, themes) }
        }
        return nil
    }

    /// `Blue Theme Dark` as (`Blue Theme`, `Dark`): the mode's one appearance word (light,
    /// dark, day, night) and the words around it; nil without exactly one, or with nothing else.
    static func themeAndAppearance(_ mode: String) -> (theme: String, appearance: String)? {
        var pieces: [(text: Substring, isWord: Bool)] = []
        var rest = Substring(mode)
        while !rest.isEmpty {
            let isWord = rest.first.map { $0.isLetter || $0.isNumber } ?? false
            let run = rest.prefix { ($0.isLetter || $0.isNumber) == isWord }
            pieces.append((run, isWord))
            rest = rest.dropFirst(run.count)
        }
        let appearances = pieces.indices.filter { pieces[$0].isWord && themeAppearanceWords.contains(pieces[$0].text.lowercased()) }
        guard appearances.count == 1, let at = appearances.first else { return nil }
        var theme = pieces
        theme.remove(at: at)
        let name = String(theme.map(\.text).joined()).trimmingSeparators
        guard !name.isEmpty, name.contains(where: \.isLetter) else { return nil }
        return (name, String(pieces[at].text))
    }

    /// The words that name an appearance inside a mode that also names a theme.
    static let themeAppearanceWords: Set<String> = ["light", "dark", "day", "night"]

    /// The words a group's file names start with, cut at a separator (`acme` for
    /// `acme-colors.json` and `acme-space.json`), or the first file's stem.
    static func commonStem(_ names: [String]) -> String {
        let stems = names.map { Array(stem($0)) }
        guard var common = stems.first else { return "" }
        for other in stems.dropFirst() { common = Array(zip(common, other).prefix { $0 == $1 }.map(\.0)) }
        if common.count < (stems.first?.count ?? 0) || stems.count > 1 {
            while let last = common.last, !isSeparator(last) { common.removeLast() }
        }
        let text = String(common).trimmingSeparators
        return text.isEmpty ? (stems.first.map { String($0).trimmingSeparators } ?? "") : text
    }

    /// One system from its base files and modifiers, and why it is one.
    /// `base`: deprecated files first (a current token of the same name is read after, and wins).
    private static func assemble(_ files: [FolderSystems.File], name: String, nameSource: String, path: String, base: [Int], deprecated: [Bool],
                                 modifiers: [Modifier], relative: [String], theme: String?, folderWhy: String?,
                                 left: [SystemExplanation.File]) -> (DesignSystem, SystemExplanation) {
        let deprecatedFirst = base.filter { deprecated[$0] } + base.filter { !deprecated[$0] }.sorted()
        // A mode of a list of collections is read through its pointer into the list's file.
        let sources = files.indices.map { index in relative[index] + (files[index].part.map { "#" + $0.pointer } ?? "") }
        func document(demoting demoted: Set<String>) -> [UInt8] {
            resolverText(name: name, base: deprecatedFirst.map { sources[$0] },
                         modifiers: modifiers.map { modifier in
                             (modifier.name, modifier.contexts.map { ($0.name, $0.files.sorted().map { sources[$0] }, $0.inline) })
                         }, demoted: demoted)
        }
        // The files' bytes, read once by the search, are handed over rather than read again,
        // and so are the trees the search kept: parsing the files a second time was a twelfth
        // of a 120-file variable export's first frame.
        var known: [String: [UInt8]] = [:]
        var trees: [String: (root: JSONNode, byteCount: Int)] = [:]
        for index in deprecatedFirst + modifiers.flatMap({ $0.contexts.flatMap(\.files) }) {
            let key = SourcePath.normalised(files[index].label)
            known[key] = files[index].bytes
            if let tree = files[index].tree { trees[key] = (tree, files[index].bytes.count) }
        }
        var (system, disk) = openResolver(path: path, bytes: document(demoting: []), known: known, trees: trees)
        // Named light and dark must be shown by the values too.
        var confirmed = true
        if let appearance = system.appearanceModifier, !confirmsByPage(system) {
            confirmed = false
            disk.releaseKnown()
            (system, disk) = openResolver(path: path, bytes: document(demoting: [appearance.name]), known: known)
        }
        // What the first resolutions did not read is read from disk if ever needed.
        disk.releaseKnown()
        // A mode of a list of collections is named by its collection and mode.
        func part(_ index: Int) -> String { files[index].part.map { "collection \($0.collection), mode \($0.mode): " } ?? "" }
        var taken: [SystemExplanation.File] = deprecatedFirst.map {
            SystemExplanation.File(path: files[$0].label, note: part($0) + (deprecated[$0] ? "base, every token deprecated (its folder)" : "base, read in every mode"))
        }
        for modifier in modifiers {
            for context in modifier.contexts {
                for file in context.files.sorted() {
                    taken.append(SystemExplanation.File(path: files[file].label, note: part(file) + "\(modifier.name): \(context.name)"))
                }
            }
        }
        let own = (deprecatedFirst + modifiers.flatMap { $0.contexts.flatMap(\.files) }).sorted().map { files[$0] }
        let darkValues = modifiers.contains { $0.contexts.contains { !$0.inline.isEmpty } }
        var why = reason(own, modifiers: modifiers.map(\.name), system: system, confirmed: confirmed, darkValues: darkValues)
        if let theme { why += "; its modes name themes and appearances, so each theme (this one: \(theme)) is a system with light and dark" }
        if let folderWhy { why += "; " + folderWhy }
        let explanation = SystemExplanation(system: path, reason: why, nameSource: nameSource, taken: taken, left: left)
        return (system, explanation)
    }

    /// The system read from a resolver document the catalog wrote for `path` (a folder).
    /// `known`: the sources' bytes, by normalised path; `trees`: those already parsed. The
    /// files are handed back, to let go of what the first resolutions did not take.
    private static func openResolver(path: String, bytes: [UInt8], known: [String: [UInt8]],
                                     trees: [String: (root: JSONNode, byteCount: Int)] = [:]) -> (DesignSystem, DiskTokenFiles) {
        var all = known
        all[path] = bytes
        let files = DiskTokenFiles(known: all)
        return (DesignSystem.open(path: path, files: files, colorStrings: .css, pageDecidesAppearance: true, parsed: trees), files)
    }

    /// Whether the contexts the names call light and dark show a light and a dark page.
    private static func confirmsByPage(_ system: DesignSystem) -> Bool {
        for appearance in Appearance.allCases {
            let tokens = system.resolve(system.context(for: Resolution(appearance))).colors
            guard !tokens.isEmpty else { continue }
            if Appearance(page: RoleFiller.fill(tokens: tokens)[.backgroundPrimary].color.rgb) != appearance { return false }
        }
        return true
    }

    /// One sentence on why the files are one system.
    /// `darkValues`: the dark appearance is the dark values written beside light ones (``DarkValueModes``).
    private static func reason(_ files: [FolderSystems.File], modifiers: [String], system: DesignSystem, confirmed: Bool, darkValues: Bool) -> String {
        var defined: Set<String> = []
        for file in files { defined.formUnion(file.facts.defined) }
        // Counted by file: the modes of a list of collections are one file's.
        let crossing = Set(files.filter { !$0.facts.foreignReferences.isDisjoint(with: defined) }.map(\.label)).count
        let coloured = Set(files.filter { $0.facts.holdsColour }.map(\.label))
        let colourless = Set(files.map(\.label)).subtracting(coloured).count
        var parts = ["\(Set(files.map(\.label)).count) token files with no resolver, read as one system"]
        let listed = files.filter { $0.part != nil }
        if !listed.isEmpty {
            let lists = Set(listed.map(\.label)).count
            parts.append("\(lists == 1 ? "1 is a Figma plugin's list" : "\(lists) are Figma plugins' lists") of collections, whose \(listed.count) modes are read as files")
        }
        if crossing > 0 { parts.append("\(crossing) of them alias tokens another defines") }
        if let note = FolderSystems.namedPartsNote(files) { parts.append(note) }
        if colourless > 0 { parts.append(colourless == 1 ? "1 holds no colour of its own and belongs to it" : "\(colourless) hold no colour of their own and belong to it") }
        if darkValues, system.appearanceModifier != nil {
            parts.append("dark from the dark values its tokens write beside their light ones (darkValue), confirmed by the page")
        } else if let appearance = system.appearanceModifier {
            let modes = appearance.name == "mode" ? "its mode names" : "the names of its \(appearance.name) modes"
            parts.append("light and dark from \(modes), confirmed by each mode's page")
        } else if !confirmed {
            parts.append("modes named light and dark kept as an axis: their pages do not show light and dark")
        } else if !modifiers.isEmpty {
            parts.append("modes from the files' names")
        }
        return parts.joined(separator: "; ")
    }

    /// Files that are one collection in several modes, as groups of indices in file order:
    /// files that define mostly the same tokens (the shared ones at least half of the larger
    /// file's), or that share any token and whose names differ only by an appearance word (a
    /// dark file that overrides a few of the light one's tokens).
    static func collections(_ files: [FolderSystems.File]) -> [[Int]] {
        var sets = UnionFind(count: files.count)
        var definers: [String: [Int]] = [:]
        for (index, file) in files.enumerated() {
            for path in file.facts.defined { definers[path, default: []].append(index) }
        }
        var shared: [Int: Int] = [:]  // first * count + second → tokens both define
        for list in definers.values where list.count > 1 {
            for (position, first) in list.enumerated() {
                for second in list[(position + 1)...] { shared[first * files.count + second, default: 0] += 1 }
            }
        }
        var segmentWords: [Substring: (String, Bool)] = [:]
        let keys = files.map { FolderSystems.pairingKey($0.label, cache: &segmentWords) }
        // The modes of a list of collections are grouped as the list groups them, whatever they share.
        var listCollections: [String: Int] = [:]
        for (index, file) in files.enumerated() {
            guard let part = file.part else { continue }
            let key = file.label + "\u{0}" + part.collection
            if let first = listCollections[key] { sets.union(first, index) } else { listCollections[key] = index }
        }
        for (pair, count) in shared {
            let (first, second) = (pair / files.count, pair % files.count)
            if files[first].part != nil, files[second].part != nil, files[first].label == files[second].label { continue }
            let larger = max(files[first].facts.defined.count, files[second].facts.defined.count)
            let paired = keys[first].key == keys[second].key && (keys[first].hadWord || keys[second].hadWord)
            if count * 2 >= larger || paired { sets.union(first, second) }
        }
        var groups: [Int: [Int]] = [:]
        var order: [Int] = []
        for index in files.indices {
            let root = sets.find(index)
            if groups[root] == nil { order.append(root) }
            groups[root, default: []].append(index)
        }
        return order.map { groups[$0]! }
    }

    /// The mode each file of a collection stands for and the collection's name: what their
    /// paths do not share (`Dark` in `Tokens.Dark.json`, `night` in `classic-night.json`), and
    /// what they share before or else after it (`Tokens`, `classic`), cut at separators; a
    /// mode that is the last dot-separated part is taken whole. Where
    /// that cannot tell files apart, each file's own path is its mode.
    static func modeNames(_ paths: [String]) -> (modes: [String], common: String) {
        // Each file in a folder named as it is (`classic-day/classic-day.theme.json`): the
        // file names alone tell the modes apart, and the folders would only repeat them.
        let names = paths.map { FileSystem.fileName($0) }
        if paths.contains(where: { $0.contains("/") }), Set(names.map { $0.lowercased() }).count == names.count {
            return modeNames(names)
        }
        // One file name in folders that say the mode (`color.json`, `dark/color.json`): each
        // mode is the folder below the files' shared one, `default` for the file there itself.
        if names.count > 1, Set(names.map { $0.lowercased() }).count == 1 {
            let folders = paths.map { ResolverFolders.folder(of: $0) }
            let shared = folders.min { $0.count < $1.count } ?? ""
            if folders.allSatisfy({ $0 == shared || $0.hasPrefix(shared.isEmpty ? "" : shared + "/") }) {
                let modes = folders.map { $0 == shared ? "default" : String($0.dropFirst(shared.isEmpty ? 0 : shared.count + 1)) }
                if Set(modes.map { $0.lowercased() }).count == modes.count { return (modes, stem(names[0])) }
            }
        }
        let stems = paths.map { Array(stem($0)) }
        guard let first = stems.first, stems.count > 1 else { return (paths.map(stem), "") }
        var prefix = first.count
        var suffix = first.count
        for other in stems.dropFirst() {
            prefix = min(prefix, zip(first, other).prefix { $0 == $1 }.count)
            suffix = min(suffix, zip(first.reversed(), other.reversed()).prefix { $0 == $1 }.count)
        }
        let shortest = stems.map(\.count).min() ?? 0
        if prefix + suffix > shortest { suffix = max(0, shortest - prefix) }
        // Cut at separators, so `Light`/`Lighter` keep their whole words.
        while prefix > 0, !isSeparator(first[prefix - 1]) { prefix -= 1 }
        while suffix > 0, !isSeparator(first[first.count - suffix]) { suffix -= 1 }
        // `Collection.Mode` (Figma's naming): a mode after the last dot is named whole
        // (`Brutal Theme`, `Brand A / Dark`), not cut at the words modes share.
        if let lastDot = first.lastIndex(of: "."), lastDot < prefix {
            suffix = 0
            prefix = lastDot + 1
        }
        func trimmed(_ characters: ArraySlice<Character>) -> String {
            String(characters).trimmingSeparators
        }
        var modes = stems.map { trimmed($0[prefix..<($0.count - suffix)]) }
        if modes.contains(where: \.isEmpty) || Set(modes.map { $0.lowercased() }).count != modes.count {
            modes = paths.map(stem)
        }
        let before = trimmed(first[..<prefix]), after = trimmed(first[(first.count - suffix)...])
        return (modes, before.isEmpty ? after : before)
    }

    /// `modes` with the one file's that says no appearance named `light`, when the collection's
    /// paths differ only by appearance words and every other mode says dark (`color.json` beside
    /// `color-dark.json` or `dark/color.json`): the unmarked file of a light/dark pair is its
    /// light, as the pair was joined (``FolderSystems``). Its page still confirms it.
    static func namingLight(_ modes: [String], paths: [String]) -> [String] {
        let keys = paths.map { FolderSystems.pairingKey($0) }
        guard Set(keys.map(\.key)).count == 1, keys.filter({ !$0.hadWord }).count == 1,
              let unmarked = keys.firstIndex(where: { !$0.hadWord }) else { return modes }
        let othersDark = modes.indices.allSatisfy { index in
            index == unmarked || DTCGAxisRules.words(modes[index]).contains { DTCGAxisRules.appearance(ofWord: $0) == .dark }
        }
        guard othersDark, !modes.contains(where: { $0.lowercased() == "light" }) else { return modes }
        var named = modes
        named[unmarked] = "light"
        return named
    }

    /// The modes of a collection as Figma's own export names them: the `com.figma.modeName`
    /// each file's root `$extensions` holds (`Light`, `Dark`, `Mode 1`), when every file has
    /// one and no two share it; and the collection's name from the files' names. The modes of a
    /// plugin's list of collections are named by the list (``FigmaCollectionList``). Nil
    /// otherwise, for the modes the names give (``modeNames(_:)``).
    static func figmaModeNames(_ files: [FolderSystems.File]) -> (modes: [String], common: String)? {
        // A list of collections names each mode and its collection.
        let parts = files.compactMap(\.part)
        if parts.count == files.count, let collection = parts.first?.collection,
           Set(parts.map { $0.mode.lowercased() }).count == parts.count, !parts.contains(where: { $0.mode.trimmingSeparators.isEmpty }) {
            return (parts.map { $0.mode.trimmingSeparators }, parts.allSatisfy { $0.collection == collection } ? collection : "")
        }
        let modes = files.compactMap { $0.facts.extensions?[figmaModeKey]?.string?.trimmingSeparators }
        guard modes.count == files.count, !modes.contains(where: \.isEmpty),
              Set(modes.map { $0.lowercased() }).count == modes.count else { return nil }
        let common = commonStem(files.map { FileSystem.fileName($0.label) })
        return (modes, modes.contains { common.lowercased() == $0.lowercased() } ? "" : common)
    }

    /// Where Figma's DTCG export writes the mode a file holds.
    static let figmaModeKey = "com.figma.modeName"

    /// The characters that end one word of a file or folder name and start the next.
    static func isSeparator(_ character: Character) -> Bool {
        "/._- —–".contains(character)
    }

    /// A relative path without `.json` and `.tokens` at its end.
    static func stem(_ path: String) -> String {
        var stem = Substring(path)
        for suffix in [".json", ".tokens"] where stem.lowercased().hasSuffix(suffix) { stem = stem.dropLast(suffix.count) }
        return String(stem)
    }

    /// The folder of the system of `labels`: the deepest holding every one, above any
    /// `deprecated/` or `legacy/` folder below the searched `roots` (whose tokens it marks).
    static func systemFolder(_ labels: [String], roots: Set<String>) -> String {
        let common = commonFolder(labels)
        var path = common
        while !path.isEmpty, path != "/", path != ".", FolderSystems.deprecationFolder(of: path + "/x", roots: roots) != nil {
            let parent = ResolverFolders.folder(of: path)
            guard parent != path else { break }
            path = parent.isEmpty ? "." : parent
        }
        return path
    }

    /// The deepest folder holding every label.
    static func commonFolder(_ labels: [String]) -> String {
        // The bytes the folders share, cut back to the last whole folder name: splitting each
        // of a 120-file export's labels into names and comparing them was a thirtieth of its
        // first frame.
        guard let first = labels.first else { return "." }
        let slash = UInt8(ascii: "/")
        var common = Array(ResolverFolders.folder(of: first).utf8)
        for label in labels.dropFirst() {
            let folder = Array(ResolverFolders.folder(of: label).utf8)
            var shared = 0
            while shared < common.count, shared < folder.count, common[shared] == folder[shared] { shared += 1 }
            let endsBoth = (shared == common.count || common[shared] == slash) && (shared == folder.count || folder[shared] == slash)
            if !endsBoth { shared = common[..<shared].lastIndex(of: slash) ?? 0 }
            common.removeSubrange(shared...)
        }
        let joined = String(decoding: common, as: UTF8.self)
        return joined.isEmpty ? (first.hasPrefix("/") ? "/" : ".") : joined
    }

    /// `label` below `root`, as a resolver's `$ref` names it.
    private static func relativePath(_ label: String, below root: String) -> String {
        if root == "." { return label }
        guard let offset = FileSystem.offset(of: label, below: root) else { return label }
        return String(decoding: label.utf8.dropFirst(offset), as: UTF8.self)
    }

    /// The resolver document: the base set, then each modifier; `demoted` modifiers are
    /// marked as no axis of Shade's.
    static func resolverText(name: String, base: [String], modifiers: [(String, [(String, [String], [String])])],
                                     demoted: Set<String>) -> [UInt8] {
        func sources(_ paths: [String], inline: [String] = []) -> String {
            "[" + (paths.map { "{\"$ref\": \(JSONText.quoted("./" + $0))}" } + inline).joined(separator: ", ") + "]"
        }
        var order: [String] = []
        if !base.isEmpty { order.append("{\"$ref\": \"#/sets/base\"}") }
        var modifierMembers: [String] = []
        for (modifier, contexts) in modifiers {
            order.append("{\"$ref\": \(JSONText.quoted("#/modifiers/" + DTCGPointer.escape(modifier)))}")
            let (_, positions) = DTCGAxisRules.automatic(modifier: modifier, contexts: contexts.map(\.0))
            let light = contexts.first { positions[$0.0]?.appearance == .light }?.0 ?? contexts.first?.0 ?? ""
            var member = "\(JSONText.quoted(modifier)): {\"contexts\": {"
                + contexts.map { "\(JSONText.quoted($0.0)): \(sources($0.1, inline: $0.2))" }.joined(separator: ", ")
                + "}, \"default\": \(JSONText.quoted(light))"
            if demoted.contains(modifier) { member += ", \"$extensions\": {\"dev.shade\": {\"axis\": \"none\"}}" }
            modifierMembers.append(member + "}")
        }
        let text = "{\"name\": \(JSONText.quoted(name)), \"version\": \"2025.10\", "
            + "\"resolutionOrder\": [\(order.joined(separator: ", "))], "
            + "\"sets\": {\"base\": {\"sources\": \(sources(base))}}, "
            + "\"modifiers\": {\(modifierMembers.joined(separator: ", "))}}"
        return Array(text.utf8)
    }
}

extension String {
    /// The text without separators (``AssembledSystem/isSeparator(_:)``) at either end.
    fileprivate var trimmingSeparators: String {
        let characters = Array(self)
        guard let start = characters.firstIndex(where: { !AssembledSystem.isSeparator($0) }),
              let end = characters.lastIndex(where: { !AssembledSystem.isSeparator($0) }) else { return "" }
        return String(characters[start...end])
    }
}
