import ShadeJSON
import ShadeText
import ShadeFiles
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
    /// The system of `files` (labels sorted, bytes as read, facts) and why it is one.
    static func open(_ files: [FolderSystems.File]) -> (DesignSystem, SystemExplanation) {
        let root = commonFolder(files.map(\.label))
        let relative = files.map { relativePath($0.label, below: root) }
        let collections = self.collections(files)
        var base: [Int] = []
        // Modifiers, each with its contexts (name → files) in first-seen order.
        var modifiers: [(name: String, contexts: [(name: String, files: [Int])])] = []
        var modifierKeys: [String: Int] = [:]
        for collection in collections {
            guard collection.count > 1 else {
                base += collection
                continue
            }
            let (modes, common) = modeNames(collection.map { relative[$0] })
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
            modifiers.append((common, zip(modes, collection).map { ($0, [$1]) }))
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
        let (name, nameSource) = SystemNames.name(ofFolder: root)
        let path = root + "/"
        func document(demoting demoted: Set<String>) -> [UInt8] {
            resolverText(name: name, base: base.sorted().map { relative[$0] },
                         modifiers: modifiers.map { modifier in
                             (modifier.name, modifier.contexts.map { ($0.name, $0.files.sorted().map { relative[$0] }) })
                         }, demoted: demoted)
        }
        var system = openResolver(path: path, bytes: document(demoting: []))
        // Named light and dark must be shown by the values too.
        var confirmed = true
        if let appearance = system.appearanceModifier, !confirmsByPage(system) {
            confirmed = false
            system = openResolver(path: path, bytes: document(demoting: [appearance.name]))
        }
        var taken: [SystemExplanation.File] = base.sorted().map { SystemExplanation.File(path: files[$0].label, note: "base, read in every mode") }
        for modifier in modifiers {
            for context in modifier.contexts {
                for file in context.files.sorted() {
                    taken.append(SystemExplanation.File(path: files[file].label, note: "\(modifier.name): \(context.name)"))
                }
            }
        }
        let explanation = SystemExplanation(system: path, reason: reason(files, modifiers: modifiers.map(\.name), system: system, confirmed: confirmed),
                                            nameSource: nameSource, taken: taken)
        return (system, explanation)
    }

    /// The system read from a resolver document the catalog wrote for `path` (a folder).
    private static func openResolver(path: String, bytes: [UInt8]) -> DesignSystem {
        DesignSystem.open(path: path, files: DiskTokenFiles(known: [path: bytes]), pageDecidesAppearance: true)
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
    private static func reason(_ files: [FolderSystems.File], modifiers: [String], system: DesignSystem, confirmed: Bool) -> String {
        var defined: Set<String> = []
        for file in files { defined.formUnion(file.facts.defined) }
        let crossing = files.filter { !$0.facts.foreignReferences.isDisjoint(with: defined) }.count
        let colourless = files.filter { !$0.facts.holdsColour }.count
        var parts = ["\(files.count) token files with no resolver, read as one system"]
        if crossing > 0 { parts.append("\(crossing) of them alias tokens another defines") }
        if colourless > 0 { parts.append(colourless == 1 ? "1 holds no colour of its own and belongs to it" : "\(colourless) hold no colour of their own and belong to it") }
        if let appearance = system.appearanceModifier {
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
        for (pair, count) in shared {
            let (first, second) = (pair / files.count, pair % files.count)
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
        // (`Brutal Theme`), not cut at the words modes share.
        if let lastDot = first.lastIndex(of: "."), lastDot < prefix { suffix = 0 }
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

    /// The characters that end one word of a file or folder name and start the next.
    static func isSeparator(_ character: Character) -> Bool {
        "/._- —–".contains(character)
    }

    /// A relative path without `.json` and `.tokens` at its end.
    private static func stem(_ path: String) -> String {
        var stem = Substring(path)
        for suffix in [".json", ".tokens"] where stem.lowercased().hasSuffix(suffix) { stem = stem.dropLast(suffix.count) }
        return String(stem)
    }

    /// The deepest folder holding every label.
    static func commonFolder(_ labels: [String]) -> String {
        let folders = labels.map { ResolverFolders.folder(of: $0).split(separator: "/", omittingEmptySubsequences: false) }
        guard var common = folders.first else { return "." }
        for folder in folders.dropFirst() {
            var depth = 0
            while depth < common.count, depth < folder.count, common[depth] == folder[depth] { depth += 1 }
            common = Array(common.prefix(depth))
        }
        let joined = common.joined(separator: "/")
        return joined.isEmpty ? (labels.first?.hasPrefix("/") == true ? "/" : ".") : joined
    }

    /// `label` below `root`, as a resolver's `$ref` names it.
    private static func relativePath(_ label: String, below root: String) -> String {
        if root == "." { return label }
        guard let offset = FileSystem.offset(of: label, below: root) else { return label }
        return String(decoding: label.utf8.dropFirst(offset), as: UTF8.self)
    }

    /// The resolver document: the base set, then each modifier; `demoted` modifiers are
    /// marked as no axis of Shade's.
    private static func resolverText(name: String, base: [String], modifiers: [(String, [(String, [String])])],
                                     demoted: Set<String>) -> [UInt8] {
        func sources(_ paths: [String]) -> String {
            "[" + paths.map { "{\"$ref\": \(JSONText.quoted("./" + $0))}" }.joined(separator: ", ") + "]"
        }
        var order: [String] = []
        if !base.isEmpty { order.append("{\"$ref\": \"#/sets/base\"}") }
        var modifierMembers: [String] = []
        for (modifier, contexts) in modifiers {
            order.append("{\"$ref\": \(JSONText.quoted("#/modifiers/" + modifier))}")
            let (_, positions) = DTCGAxisRules.automatic(modifier: modifier, contexts: contexts.map(\.0))
            let light = contexts.first { positions[$0.0]?.appearance == .light }?.0 ?? contexts.first?.0 ?? ""
            var member = "\(JSONText.quoted(modifier)): {\"contexts\": {"
                + contexts.map { "\(JSONText.quoted($0.0)): \(sources($0.1))" }.joined(separator: ", ")
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
