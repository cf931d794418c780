/// Which colour tokens are a component's by where they stand, where no word Shade knows says
/// so (``RoleValueRules/componentWords`` names the public vocabulary's: button, input, card…).
///
/// Two signals, both read from the system itself rather than from a list of its names:
/// - **Sibling measures.** A name prefix that also carries sizes, radii, widths or paddings
///   (`color-area-width`, `color-area-border-rounding` beside `color-area-border-color`) is a
///   component's: a semantic colour has no width. The prefix must end in a word the role
///   vocabulary does not know (`kui-border-width` measures every border, not a component), and
///   start fewer than a quarter of the colours (``RoleMatcher/namespaceShare``: a system's
///   namespace `kui-` carries measures too).
/// - **A components file or folder** (`base.component.json`, `components.json`, `components/`):
///   its tokens are components', as long as some colours stand outside such files (a system kept
///   whole in `components/` has no layer to tell). A token a theme file overrides keeps its
///   group's layer when most of the group stands in components files (`log.color.border`
///   redefined by a theme file, beside `log.color.header` in `base.component.json`).
///
/// The chooser reads a token named by either as a component's (``RoleChooser/component(of:)``):
/// below every semantic token for a general role.
struct ComponentLayer: Sendable {
    /// What marked each token, by index: 0 nothing, else one more than its place in ``sources``.
    /// Empty when no token is marked. An array, not a dictionary: the chooser asks it of every
    /// token in several passes.
    private let marks: [Int32]
    /// What marks tokens: the file a token stands in (its name), or the measured prefix.
    private let sources: [Source]
    /// The tokens' path words, for a file's token's name (its first word).
    private let words: [[String]]

    private enum Source: Sendable {
        case file(String)
        case measured(String)
    }

    /// No token marked.
    static let none = ComponentLayer(marks: [], sources: [], words: [])

    private init(marks: [Int32], sources: [Source], words: [[String]]) {
        self.marks = marks
        self.sources = sources
        self.words = words
    }

    /// The component `tokens[index]` belongs to by its layer, if any: the measured prefix's
    /// words, or the token's first word and the components file it stands in.
    subscript(index: Int) -> String? {
        guard index < marks.count, marks[index] > 0 else { return nil }
        switch sources[Int(marks[index]) - 1] {
        case .measured(let prefix): return prefix + ", which has its own measures"
        case .file(let file): return (words[index].first.map { $0 + ", " } ?? "") + "in " + file
        }
    }

    /// Whether no token is marked.
    var isEmpty: Bool { marks.isEmpty }

    /// The component `tokens[index]` is of: the one its words name (``RoleChooser/component(in:)``),
    /// else the one its layer says.
    func component(_ index: Int, words: [String]) -> String? {
        RoleChooser.component(in: words) ?? self[index]
    }

    /// `classes` with ``PathClasses/component`` set on every token the layer marks, so that the
    /// passes that test bits read them as components' too.
    func marking(_ classes: [PathClasses]) -> [PathClasses] {
        var marked = classes
        for (index, mark) in marks.enumerated() where mark > 0 && index < marked.count { marked[index].insert(.component) }
        return marked
    }

    /// The layer of `tokens`, whose path words are `words` (``PathWords``, by index; made here
    /// when nil), beside the paths of the same context's dimension tokens.
    init(tokens: [SystemColorToken], words known: [[String]]?, dimensions: [String]) {
        let inFiles = Self.componentFiles(tokens)
        let owners = Self.measuredPrefixes(dimensions)
        guard inFiles != nil || !owners.isEmpty else {
            self.init(marks: [], sources: [], words: [])
            return
        }
        let words = known ?? tokens.map { PathWords.words(of: $0.path) }
        var marks = [Int32](repeating: 0, count: tokens.count)
        var sources: [Source] = []
        if let inFiles {
            sources = inFiles.names.map { .file($0) }
            Self.markComponentGroups(tokens, inFiles: inFiles.marks, into: &marks)
        }
        if !owners.isEmpty {
            var place: [String: Int32] = [:]
            for (index, prefix) in Self.measured(words, owners: owners) where marks[index] == 0 {
                if place[prefix] == nil {
                    sources.append(.measured(prefix))
                    place[prefix] = Int32(sources.count)
                }
                marks[index] = place[prefix] ?? 0
            }
        }
        // A source is kept only for a token it marks: none kept, none marked.
        self.init(marks: sources.isEmpty ? [] : marks, sources: sources, words: words)
    }

    /// Every role of a general family (``RoleValueRules/generalFamilies``).
    private static let generalRoles = Set(RoleValueRules.generalFamilies.joined())

    /// Why a token of `component` cannot fill `role`, when only its layer says it is a
    /// component's (`named` false): a system that keeps a component layer apart keeps its
    /// general tokens elsewhere, so a general role it names only in that layer is derived from
    /// them rather than borrowed from one component. A component the vocabulary names
    /// (`named`) may still fill a role the system names nowhere else (``RoleChooser``).
    static func refusal(_ component: String, role: ColorToken, named: Bool) -> String? {
        guard !named, generalRoles.contains(role) else { return nil }
        return "a component's token by its place (\(component)): no general role is borrowed from a component"
    }

    // MARK: - Components files

    /// The words a file or folder is named by when it holds components' tokens.
    static let fileWords: Set<String> = ["component", "components"]

    /// Whether a file path names components: a folder or file whose name, split at dots,
    /// dashes and underscores, holds `component` or `components`.
    static func namesComponents(_ file: String) -> Bool {
        // Bytes, not characters: a path's separators are ASCII.
        file.lowercased().utf8.split(whereSeparator: separators.contains).contains { part in
            fileWords.contains { $0.utf8.elementsEqual(part) }
        }
    }

    /// The bytes a file's path is split at into the words of its names.
    private static let separators: Set<UInt8> = [
        UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: " "),
    ]

    /// Which components file each token stands in, by index (0: none; else one more than the
    /// file's place in `names`), and those files' names; nil when no token stands in one, or
    /// every token does. Only the part of each file's path below the folder all the files share
    /// is read: a system kept in `web-components/tokens/` says nothing by that name.
    private static func componentFiles(_ tokens: [SystemColorToken]) -> (marks: [Int32], names: [String])? {
        // Each token's file as a number: a token in the file of the token before it, or of one
        // of the last few files seen (a theme's tokens interleave with the ones they override),
        // costs no hashing of its path. Fields are read in place: a token copied whole costs a
        // retain of each of its strings.
        var files: [String] = []
        var numbers: [String: Int32] = [:]
        var recent: [Int32] = []
        var fileOf = [Int32](repeating: 0, count: tokens.count)
        for index in tokens.indices {
            if index > 0, tokens[index].file == tokens[index - 1].file {
                fileOf[index] = fileOf[index - 1]
                continue
            }
            let file = tokens[index].file
            let number: Int32
            if let seen = recent.first(where: { files[Int($0)] == file }) {
                number = seen
            } else if let known = numbers[file] {
                number = known
            } else {
                number = Int32(files.count)
                numbers[file] = number
                files.append(file)
            }
            recent.removeAll { $0 == number }
            recent.insert(number, at: 0)
            if recent.count > 4 { recent.removeLast() }
            fileOf[index] = number
        }
        guard files.count > 1 else { return nil }
        let shared = sharedFolder(files)
        var mark = [Int32](repeating: 0, count: files.count)
        var names: [String] = []
        for (number, file) in files.enumerated() {
            let below = String(file.utf8.dropFirst(shared))!
            guard namesComponents(below) else { continue }
            names.append(below.split(separator: "/").last.map(String.init) ?? below)
            mark[number] = Int32(names.count)
        }
        guard !names.isEmpty, names.count < files.count else { return nil }
        return (fileOf.map { mark[Int($0)] }, names)
    }

    /// The length in bytes of the folder every file stands in, with its last slash.
    private static func sharedFolder(_ files: [String]) -> Int {
        guard var shared = files.first.map({ Array($0.utf8) }) else { return 0 }
        for file in files {
            let common = zip(shared, file.utf8).prefix { $0 == $1 }.count
            shared.removeSubrange(common...)
        }
        return (shared.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 }) ?? 0
    }

    /// Marks the tokens in a components file, and those of a group (a path's first dotted
    /// segment) that stands mostly in components files, with the file most of it stands in.
    private static func markComponentGroups(_ tokens: [SystemColorToken], inFiles: [Int32], into marks: inout [Int32]) {
        // One look-up a run of tokens of one group: a group's tokens mostly come together.
        var groups: [Substring: Int] = [:]
        var inside: [Int] = [], outside: [Int] = [], fileOf: [Int32] = []
        var groupOf = [Int](repeating: -1, count: tokens.count)
        var lastGroup: Substring = "", lastID = -1
        for index in tokens.indices {
            marks[index] = inFiles[index]
            guard let group = group(of: tokens[index].path) else { continue }
            if lastID < 0 || group != lastGroup {
                if let known = groups[group] {
                    lastID = known
                } else {
                    lastID = inside.count
                    groups[group] = lastID
                    inside.append(0)
                    outside.append(0)
                    fileOf.append(0)
                }
                lastGroup = group
            }
            groupOf[index] = lastID
            if inFiles[index] > 0 {
                inside[lastID] += 1
                fileOf[lastID] = inFiles[index]
            } else {
                outside[lastID] += 1
            }
        }
        for index in tokens.indices where marks[index] == 0 && groupOf[index] >= 0 {
            let id = groupOf[index]
            if inside[id] > outside[id] { marks[index] = fileOf[id] }
        }
    }

    /// A path's first dotted segment, when it has more.
    private static func group(of path: String) -> Substring? {
        // The contiguous bytes' scan: the generic one over the UTF-8 view cost more than the rest
        // of the layer on 6,700 paths.
        let end = path.utf8.withContiguousStorageIfAvailable { $0.firstIndex(of: UInt8(ascii: ".")) }
            ?? path.utf8.firstIndex(of: UInt8(ascii: ".")).map { path.utf8.distance(from: path.utf8.startIndex, to: $0) }
        return end.map { path[..<path.utf8.index(path.utf8.startIndex, offsetBy: $0)] }
    }

    // MARK: - Sibling measures

    /// The words that name a measure of a thing: a dimension token named by one is its size,
    /// radius, width or padding.
    static let measureWords: Set<String> = [
        "width", "height", "size", "radius", "rounding", "padding", "margin", "gap", "spacing", "thickness", "inset",
        "offset", "indent", "length", "minimum", "maximum", "min", "max",
    ]

    /// The least dimension tokens a prefix carries to be a component's: one may be a stray.
    static let leastMeasures = 2

    /// The word prefixes (joined by spaces) that own a measure: a dimension token's words
    /// before its first measure word, for prefixes at least ``leastMeasures`` tokens share and
    /// whose last word the role vocabulary does not know.
    private static func measuredPrefixes(_ dimensions: [String]) -> [String: Int] {
        guard !dimensions.isEmpty else { return [:] }
        var counts: [String: Int] = [:]
        let known = WordInfo.table, classes = PathClasses.table
        for path in dimensions {
            let words = PathWords.words(of: path)
            guard let first = words.firstIndex(where: measureWords.contains), first > 0,
                  isOwnerWord(words[first - 1], known: known, classes: classes) else { continue }
            counts[words[..<first].joined(separator: " "), default: 0] += 1
        }
        return counts.filter { $0.value >= leastMeasures }.mapValues { _ in 0 }
    }

    /// Whether a word can end a component's name: one no role rule reads (not `border`, `text`,
    /// `primary`, `hover`), and no number.
    private static func isOwnerWord(_ word: String, known: [String: WordInfo], classes: PathClasses.Table) -> Bool {
        known[word] == nil && PathClasses.of([word], in: classes).isEmpty && !measureWords.contains(word)
            && !word.allSatisfy(\.isNumber)
    }

    /// The tokens whose words continue a measured prefix (the longest), with that prefix's words; a
    /// prefix that starts a quarter of the colours is the system's namespace, not a component.
    private static func measured(_ words: [[String]], owners: [String: Int]) -> [Int: String] {
        var starts = owners
        var found: [(index: Int, prefix: String)] = []
        // Most paths start with no prefix's first word: they are passed over without building
        // a prefix.
        let firstWords = Set(owners.keys.map { $0.split(separator: " ", maxSplits: 1)[0] })
        for (index, path) in words.enumerated() where path.count > 1 && firstWords.contains(Substring(path[0])) {
            var prefix = ""
            var longest: String?
            for word in path.dropLast() {
                prefix += prefix.isEmpty ? word : " " + word
                if let count = starts[prefix] {
                    starts[prefix] = count + 1
                    longest = prefix
                }
            }
            if let longest { found.append((index, longest)) }
        }
        let namespace = Double(words.count) * RoleMatcher.namespaceShare
        var names: [Int: String] = [:]
        for (index, prefix) in found where Double(starts[prefix] ?? 0) < namespace {
            names[index] = prefix
        }
        return names
    }
}
