import ShadeFormats
import ShadeJSON
import ShadeFiles
import ShadeTokens

/// How the plain DTCG token files of a search (those no resolver reads or keeps in its
/// folder) become themes: a file is never a theme just because it parses. Files are joined
/// into one system when
/// - an alias in one names a token only the other defines (a semantic file over its
///   palette; Figma collections that alias across files), the nearest definer winning, so
///   two systems side by side in one folder tree never merge through a shared token name;
/// - their names differ only by an appearance word (`colors-light.json`/`colors-dark.json`,
///   `light/`+`dark/`, `color.light.tokens.json`, `classic-day`/`classic-night`);
/// - files of one folder whose names differ only in their last word define mostly the same
///   tokens (`theme-default`/`theme-inverted`): they are one collection in modes, and the
///   folder's files that define other tokens (the palette beside them) are its base, as a
///   build that merges the folder reads them;
/// - one holds no colour at all (typography, spacing, radii, a viewport), or sits in a
///   `deprecated/` or `legacy/` folder: it is part of the system nearest to it, and never a
///   theme alone (a deprecated folder with no system near it is a system of its own, every
///   token deprecated).
/// A group of one current file with colours stays a plain token file; a larger group is
/// assembled into one system (``AssembledSystem``); a group without any colour is left out,
/// and says so in the explanation.
struct FolderSystems {
    /// One plain token file offered to the assembly.
    struct File: Sendable {
        var label: String
        var source: ThemeSource
        var bytes: [UInt8]
        var facts: TokenFileFacts
        /// The file opened as a system of its own as it was read, when it can stand alone.
        var opened: DesignSystem? = nil
        /// Its parse tree, kept from the catalog's read for the system assembled from its
        /// folder (``ThemeCatalog/treeKeepingBytes``); nil when it is parsed again there.
        var tree: JSONNode? = nil
        /// The collection and mode of the file this stands for, when it is one mode of a list
        /// of collections (``FigmaCollectionList``): its tokens are those at the part's pointer,
        /// and its file's other modes are other parts of the same label.
        var part: FigmaCollectionList.Part? = nil
    }

    /// Groups of files (indices into the offered files, in order), each one system; a file
    /// that is the base of several systems (``shared``) is in each of their groups.
    private(set) var groups: [[Int]] = []
    /// Files left out because neither they nor any file joined to them holds a colour.
    private(set) var colourless: [[Int]] = []

    /// Groups `files`; `roots` are the searched paths, above which a colourless file never
    /// looks for a system to join.
    init(files: [File], roots: [String]) {
        guard !files.isEmpty else { return }
        var sets = UnionFind(count: files.count)
        let folders = files.map { ResolverFolders.folder(of: $0.label).split(separator: "/", omittingEmptySubsequences: false) }
        let rootFolders = Set(roots.map { SourcePath.normalised($0) })
        let deprecated = files.map { Self.deprecationFolder(of: $0.label, roots: rootFolders) != nil }
        // Aliases: each foreign reference joins its nearest definers.
        var definers: [String: [Int]] = [:]
        for (index, file) in files.enumerated() {
            for path in file.facts.defined { definers[path, default: []].append(index) }
        }
        // Files whose aliases reach as near into several folders below their own (the
        // components beside `theme-classic/` and `theme-new/`, each defining the palette): a base
        // each of those systems reads, joined to none of them here and to each of them below.
        var reaches: [Int: Set<Int>] = [:]
        for (index, file) in files.enumerated() {
            for reference in file.facts.foreignReferences {
                guard let candidates = definers[reference] else { continue }
                var best = Int.max
                var nearest: [Int] = []
                for candidate in candidates {
                    let distance = folders[index].count - Self.commonDepth(folders[index], folders[candidate])
                    if distance < best { best = distance; nearest = [candidate] } else if distance == best { nearest.append(candidate) }
                }
                let nearestFolders = Set(nearest.map { folders[$0] })
                if nearestFolders.count > 1, !nearestFolders.contains(folders[index]) {
                    reaches[index, default: []].formUnion(nearest)
                    continue
                }
                for candidate in nearest { sets.union(index, candidate) }
            }
        }
        // The modes of one list of collections are one file's, read together.
        var firstPart: [String: Int] = [:]
        for (index, file) in files.enumerated() where file.part != nil {
            if let first = firstPart[file.label] { sets.union(first, index) } else { firstPart[file.label] = index }
        }
        // Names that differ only by an appearance word.
        var segmentWords: [Substring: (String, Bool)] = [:]
        let keys = files.map { Self.pairingKey($0.label, cache: &segmentWords) }
        var pairs: [String: [Int]] = [:]
        for (index, (key, hadWord)) in keys.enumerated() where hadWord { pairs[key, default: []].append(index) }
        for (index, (key, hadWord)) in keys.enumerated() where !hadWord && pairs[key] != nil { pairs[key]?.append(index) }
        for members in pairs.values where members.count > 1 {
            for member in members.dropFirst() { sets.union(members[0], member) }
        }
        // Collections in modes named `stem-mode` in one folder, and the folder's other files.
        Self.joinModeCollections(files, folders: folders, deprecated: deprecated, sets: &sets)
        // Parts named `stem-part` in one folder, each of its own tokens.
        Self.joinNamedParts(files, folders: folders, deprecated: deprecated, sets: &sets)
        // Groups so far, in file order.
        var byRoot: [Int: [Int]] = [:]
        var order: [Int] = []
        for index in files.indices {
            let root = sets.find(index)
            if byRoot[root] == nil { order.append(root) }
            byRoot[root, default: []].append(index)
        }
        // A home is a group with a current colour: only a home is a system by itself.
        let hasColour = Dictionary(uniqueKeysWithValues: order.map { root in (root, byRoot[root]!.contains { !deprecated[$0] && files[$0].facts.holdsColour }) })
        // A group without one joins the one home nearest above it (in its folder, or a folder
        // above whose tree holds exactly one home), below the searched roots.
        var joined: [Int: Int] = [:]
        for root in order where !hasColour[root]! {
            let members = byRoot[root]!
            var folder = folders[members[0]]
            while !folder.isEmpty {
                let coloured = Set(order.filter { other in
                    hasColour[other]! && byRoot[other]!.contains { Self.commonDepth(folders[$0], folder) == folder.count }
                })
                if coloured.count == 1 { joined[root] = coloured.first; break }
                if coloured.count > 1 || rootFolders.contains(folder.joined(separator: "/")) { break }
                folder.removeLast()
            }
        }
        for root in order {
            if let target = joined[root] {
                byRoot[target]! += byRoot[root]!
            }
        }
        for root in order where joined[root] == nil {
            let members = byRoot[root]!.sorted()
            if hasColour[root]! || members.contains(where: { files[$0].facts.holdsColour }) { groups.append(members) } else { colourless.append(members) }
        }
        shareBases(reaches)
    }

    /// Files read as the base of several systems (``shared``), by index.
    private(set) var shared: Set<Int> = []

    /// Adds each group of files whose aliases reach several systems equally near (`reaches`:
    /// the files each reaches), and that no such alias reaches itself, to every group it
    /// reaches, as the base each reads, in place of being a system of its own; with one such
    /// group, it is joined to it.
    private mutating func shareBases(_ reaches: [Int: Set<Int>]) {
        guard !reaches.isEmpty else { return }
        var removed: Set<Int> = []
        let reached = reaches.values.reduce(into: Set<Int>()) { $0.formUnion($1) }
        // A base reaches into systems and is reached by none.
        let isBase = { (group: [Int]) in group.contains { reaches[$0] != nil } && !group.contains(where: reached.contains) }
        for (position, group) in groups.enumerated() where isBase(group) {
            let targets = group.reduce(into: Set<Int>()) { $0.formUnion(reaches[$1] ?? []) }
            let homes = groups.indices.filter { other in
                other != position && !removed.contains(other) && !isBase(groups[other]) && groups[other].contains(where: targets.contains)
            }
            guard !homes.isEmpty else { continue }
            for home in homes { groups[home] = (groups[home] + group).sorted() }
            if homes.count > 1 { shared.formUnion(group) }
            removed.insert(position)
        }
        groups = groups.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
    }

    /// Joins, in each folder, the files whose names differ only in their last word and that
    /// define mostly the same tokens (a collection in modes: `theme-default`,
    /// `theme-inverted`), and with them every other file of that folder whose tokens they do
    /// not define (the palette they are read over), as a build merging the folder does. Names
    /// with no shared start (`ocean`, `forest`) are whole themes side by side, never joined.
    private static func joinModeCollections(_ files: [File], folders: [[Substring]], deprecated: [Bool], sets: inout UnionFind) {
        var byStem: [String: [Int]] = [:]
        // A list of collections is grouped by its own collections, never by its file's name.
        for index in files.indices where !deprecated[index] && files[index].part == nil {
            // The name up to its last separator: `theme` of `theme-default`, `Spacing 3` of `Spacing 3.Mobile`.
            let stem = AssembledSystem.stem(FileSystem.fileName(files[index].label))
            guard let cut = stem.lastIndex(where: AssembledSystem.isSeparator), cut != stem.startIndex else { continue }
            byStem[folders[index].joined(separator: "/") + "\u{0}" + stem[..<cut].lowercased(), default: []].append(index)
        }
        // Each folder's one collection, and the tokens its files define.
        var collectionFolders: [String: [(anchor: Int, tokens: Set<String>)]] = [:]
        for members in byStem.values where members.count > 1 {
            let collection = members.filter { member in
                members.contains { other in
                    let (a, b) = (files[member].facts.defined, files[other].facts.defined)
                    // Most stems are shared by files of other tokens (`Collection 1`, `Collection 2`): refused without counting.
                    guard other != member, !a.isEmpty, !a.isDisjoint(with: b) else { return false }
                    return a.intersection(b).count * 2 >= max(a.count, b.count)
                }
            }
            guard collection.count > 1 else { continue }
            for member in collection.dropFirst() { sets.union(collection[0], member) }
            let tokens = collection.reduce(into: Set<String>()) { $0.formUnion(files[$1].facts.defined) }
            collectionFolders[folders[collection[0]].joined(separator: "/"), default: []].append((collection[0], tokens))
        }
        guard !collectionFolders.isEmpty else { return }
        for index in files.indices where !deprecated[index] {
            guard let found = collectionFolders[folders[index].joined(separator: "/")], found.count == 1, let (anchor, tokens) = found.first else { continue }
            if sets.find(index) != sets.find(anchor), files[index].facts.defined.isDisjoint(with: tokens) { sets.union(anchor, index) }
        }
    }

    /// Joins, in each folder, the files named as one system's parts (``namedParts(_:folders:deprecated:)``).
    private static func joinNamedParts(_ files: [File], folders: [[Substring]], deprecated: [Bool], sets: inout UnionFind) {
        for members in namedParts(files, folders: folders, deprecated: deprecated) {
            for member in members.dropFirst() { sets.union(members[0], member) }
        }
    }

    /// The files, in each folder, whose names share a start and differ in their last word
    /// (`sds-colors`, `sds-semantic`, `sds-spacing`, `sds-typography`) when no two define a
    /// token of the same name and one holds a colour: the palette, the semantic layer and the
    /// scales of one system, named as its parts, as the build that reads them together makes
    /// one system of them (DuckDuckGo's `serp` build). Files of one start that define the same
    /// tokens are modes or themes (``joinModeCollections(_:folders:deprecated:sets:)``), never
    /// parts. Groups of indices into `files`, in file order.
    static func namedParts(_ files: [File], folders: [[Substring]], deprecated: [Bool]) -> [[Int]] {
        var byStart: [String: [Int]] = [:]
        for index in files.indices where !deprecated[index] && files[index].part == nil {
            // Every extension off (`sds-colors.ts`, `colors.tokens.json`), so the cut is in the name.
            let stem = FormatFiles.baseName(files[index].label, dropping: Self.tokenFileSuffixes)
            guard let cut = stem.lastIndex(where: AssembledSystem.isSeparator), cut != stem.startIndex,
                  stem[stem.index(after: cut)...].contains(where: \.isLetter) else { continue }
            byStart[folders[index].joined(separator: "/") + "\u{0}" + stem[..<cut].lowercased(), default: []].append(index)
        }
        return byStart.values.filter { members in
            guard members.count > 1, members.contains(where: { files[$0].facts.holdsColour }) else { return false }
            var seen: Set<String> = []
            return members.allSatisfy { member in
                let defined = files[member].facts.defined
                guard !defined.isEmpty, seen.isDisjoint(with: defined) else { return false }
                seen.formUnion(defined)
                return true
            }
        }.sorted { $0[0] < $1[0] }
    }

    /// What `--explain` says of a group's files named as one system's parts, or nil.
    static func namedPartsNote(_ files: [File]) -> String? {
        let folders = files.map { ResolverFolders.folder(of: $0.label).split(separator: "/", omittingEmptySubsequences: false) }
        guard let parts = namedParts(files, folders: folders, deprecated: files.map { _ in false }).first else { return nil }
        let names = parts.map { FormatFiles.baseName(files[$0].label, dropping: tokenFileSuffixes) }
        return "\(names.joined(separator: ", ")) are named as one system's parts, each of its own tokens, and are read together"
    }

    /// The endings of the token files offered, longest first: JSON, YAML, and token modules.
    static let tokenFileSuffixes = [".tokens.json", ".json5", ".json", ".yaml", ".yml", ".tokens"] + ScriptTokenModule.extensions

    /// The `deprecated/` or `legacy/` folder `label` sits in below the searched `roots`, or nil:
    /// the folders above a searched root are the user's, whatever they are called.
    static func deprecationFolder(of label: String, roots: Set<String>) -> Substring? {
        let path = SourcePath.normalised(label)
        var below = Substring(path)
        for root in roots {
            if let offset = FileSystem.offset(of: path, below: root) {
                below = Substring(path)[path.utf8.index(path.utf8.startIndex, offsetBy: offset)...]
                break
            }
        }
        return below.split(separator: "/").dropLast().first { deprecationFolderNames.contains($0.lowercased()) }
    }

    /// Folder names that mean "kept for old users, do not use" (as the token model reads them
    /// below a resolver).
    static let deprecationFolderNames: Set<String> = ["deprecated", "legacy"]

    /// How many leading folder names two folder paths share.
    private static func commonDepth(_ first: [Substring], _ second: [Substring]) -> Int {
        var depth = 0
        while depth < first.count, depth < second.count, first[depth] == second[depth] { depth += 1 }
        return depth
    }

    /// The words that mark a file or folder as one appearance of a pair.
    static let appearanceWords: Set<String> = ["light", "dark", "day", "night", "dim", "dimmed", "darkest", "midnight", "hc", "hcb", "hcw", "highcontrast"]

    /// The words before `contrast` that make a contrast context of it (`high-contrast`,
    /// `increased-contrast`): with `contrast`, they mark a file as one contrast of a pair, as
    /// `hc` does, so `classic-day-high-contrast` pairs with `classic-day` and `classic-night`.
    static let contrastQualifiers: Set<String> = ["high", "higher", "increased", "more", "enhanced", "extra", "low", "standard", "normal", "default"]

    /// `words` without those that name an appearance or a contrast: what a file or folder is
    /// called apart from which context of its system it holds.
    static func withoutContextWords(_ words: [String]) -> [String] {
        var kept: [String] = []
        for (index, word) in words.enumerated() {
            if appearanceWords.contains(word) { continue }
            // `hc-black`, `hc-white` (VS Code's high-contrast kinds): the colour names the appearance.
            if index > 0, words[index - 1] == "hc", ["black", "white"].contains(word) { continue }
            if word == "contrast" {
                if let last = kept.last, contrastQualifiers.contains(last) { kept.removeLast() }
                continue
            }
            kept.append(word)
        }
        return kept
    }

    /// `label` with its appearance and contrast words taken out of every folder and file name
    /// (lower-case words, as ``DTCGAxisRules/words(_:)`` splits them), a folder left with no
    /// word dropped, and whether it had any.
    static func pairingKey(_ label: String) -> (key: String, hadWord: Bool) {
        var cache: [Substring: (String, Bool)] = [:]
        return pairingKey(label, cache: &cache)
    }

    /// ``pairingKey(_:)``, each folder name split once however many files it holds: splitting
    /// the folders of a search root's every file again was a twentieth of `list`.
    static func pairingKey(_ label: String, cache: inout [Substring: (String, Bool)]) -> (key: String, hadWord: Bool) {
        var hadWord = false
        let segments = label.split(separator: "/", omittingEmptySubsequences: false).compactMap { segment -> String? in
            // An empty segment (the start of an absolute path) stays in the key.
            if segment.isEmpty { return "" }
            if let known = cache[segment] {
                hadWord = hadWord || known.1
                // A folder named by appearance words alone (`dark/`) is no part of the key: its
                // files are the dark of the files of the same names above it (`color.json`, `dark/color.json`).
                return known.0.isEmpty ? nil : known.0
            }
            let words = DTCGAxisRules.words(String(segment))
            let kept = withoutContextWords(words)
            let entry = (kept.joined(separator: "-"), kept.count != words.count)
            cache[segment] = entry
            hadWord = hadWord || entry.1
            return entry.0.isEmpty ? nil : entry.0
        }
        return (segments.joined(separator: "/"), hadWord)
    }
}

/// Disjoint sets of indices, joined by `union`.
struct UnionFind {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    mutating func find(_ index: Int) -> Int {
        var root = index
        while parent[root] != root { root = parent[root] }
        var node = index
        while parent[node] != root { (node, parent[node]) = (parent[node], root) }
        return root
    }

    mutating func union(_ first: Int, _ second: Int) {
        let (a, b) = (find(first), find(second))
        if a != b { parent[max(a, b)] = min(a, b) }
    }
}
