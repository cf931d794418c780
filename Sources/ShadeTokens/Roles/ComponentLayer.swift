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
///   group's layer when most of the group stands in components files (`log.color.border`,
///   redefined by a light theme, beside the rest of `log` in `base.component.json`).
///
/// The chooser reads a token named by either as a component's (``RoleChooser/component(of:)``):
/// below every semantic token for a general role.
struct ComponentLayer: Sendable {
    /// The component of each token the layer marks, by index: the prefix's words, or the
    /// group's first word and the file it stands in.
    private let names: [Int: String]

    /// No token marked.
    static let none = ComponentLayer(names: [:])

    private init(names: [Int: String]) {
        self.names = names
    }

    /// The component `tokens[index]` belongs to by its layer, if any.
    subscript(index: Int) -> String? { names.isEmpty ? nil : names[index] }

    /// Whether no token is marked.
    var isEmpty: Bool { names.isEmpty }

    /// The component `tokens[index]` is of: the one its words name (``RoleChooser/component(in:)``),
    /// else the one its layer says.
    func component(_ index: Int, words: [String]) -> String? {
        RoleChooser.component(in: words) ?? self[index]
    }

    /// `classes` with ``PathClasses/component`` set on every token the layer marks, so that the
    /// passes that test bits read them as components' too.
    func marking(_ classes: [PathClasses]) -> [PathClasses] {
        var marked = classes
        for index in names.keys where index < marked.count { marked[index].insert(.component) }
        return marked
    }

    /// The layer of `tokens`, whose path words are `words` (``PathWords``, by index; made here
    /// when nil), beside the paths of the same context's dimension tokens.
    init(tokens: [SystemColorToken], words known: [[String]]?, dimensions: [String]) {
        let inFiles = Self.componentFiles(tokens)
        let owners = Self.measuredPrefixes(dimensions)
        guard inFiles != nil || !owners.isEmpty else {
            self.init(names: [:])
            return
        }
        let words = known ?? tokens.map { PathWords.words(of: $0.path) }
        var names: [Int: String] = [:]
        if let inFiles {
            for index in Self.inComponentGroups(tokens, inFiles: inFiles) {
                let file = tokens[index].file.split(separator: "/").last.map(String.init) ?? tokens[index].file
                names[index] = (words[index].first.map { $0 + ", " } ?? "") + "in " + file
            }
        }
        if !owners.isEmpty {
            for (index, name) in Self.measured(words, owners: owners) where names[index] == nil { names[index] = name }
        }
        self.init(names: names)
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
        file.lowercased().split(whereSeparator: { "/.-_ ".contains($0) }).contains { fileWords.contains(String($0)) }
    }

    /// Which tokens stand in a components file, by index; nil when none do, or all do. Only the
    /// part of each file's path below the folder all the files share is read: a system kept in
    /// `web-components/tokens/` says nothing by that name.
    private static func componentFiles(_ tokens: [SystemColorToken]) -> [Bool]? {
        var files: [String] = []
        var last: String?
        for token in tokens where token.file != last {
            last = token.file
            files.append(token.file)
        }
        let distinct = Set(files)
        guard distinct.count > 1 else { return nil }
        let shared = sharedFolder(distinct)
        var named: [String: Bool] = [:]
        for file in distinct { named[file] = namesComponents(String(file.utf8.dropFirst(shared))!) }
        guard named.values.contains(true), named.values.contains(false) else { return nil }
        // Tokens of one file come together: look each run of them up once.
        var marks = [Bool](repeating: false, count: tokens.count)
        var run: (file: String, named: Bool)?
        for (index, token) in tokens.enumerated() {
            if run?.file != token.file { run = (token.file, named[token.file] ?? false) }
            marks[index] = run?.named ?? false
        }
        return marks
    }

    /// The length in bytes of the folder every file stands in, with its last slash.
    private static func sharedFolder(_ files: Set<String>) -> Int {
        guard var shared = files.first.map({ Array($0.utf8) }) else { return 0 }
        for file in files {
            let bytes = Array(file.utf8)
            let common = zip(shared, bytes).prefix { $0 == $1 }.count
            shared.removeSubrange(common...)
        }
        return (shared.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 }) ?? 0
    }

    /// The tokens in a components file, and those of a group (a path's first dotted segment)
    /// that stands mostly in components files.
    private static func inComponentGroups(_ tokens: [SystemColorToken], inFiles: [Bool]) -> [Int] {
        var tally: [Substring: (inside: Int, outside: Int)] = [:]
        for (index, token) in tokens.enumerated() {
            guard let group = group(of: token.path) else { continue }
            if inFiles[index] { tally[group, default: (0, 0)].inside += 1 } else { tally[group, default: (0, 0)].outside += 1 }
        }
        return tokens.indices.filter { index in
            if inFiles[index] { return true }
            guard let group = group(of: tokens[index].path), let count = tally[group] else { return false }
            return count.inside > count.outside
        }
    }

    /// A path's first dotted segment, when it has more.
    private static func group(of path: String) -> Substring? {
        path.firstIndex(of: ".").map { path[..<$0] }
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
        for path in dimensions {
            let words = PathWords.words(of: path)
            guard let first = words.firstIndex(where: measureWords.contains), first > 0,
                  isOwnerWord(words[first - 1]) else { continue }
            counts[words[..<first].joined(separator: " "), default: 0] += 1
        }
        return counts.filter { $0.value >= leastMeasures }.mapValues { _ in 0 }
    }

    /// Whether a word can end a component's name: one no role rule reads (not `border`, `text`,
    /// `primary`, `hover`), and no number.
    private static func isOwnerWord(_ word: String) -> Bool {
        WordInfo.table[word] == nil && PathClasses.of([word]).isEmpty && !measureWords.contains(word)
            && !word.allSatisfy(\.isNumber)
    }

    /// The tokens whose words continue a measured prefix (the longest), with that prefix; a
    /// prefix that starts a quarter of the colours is the system's namespace, not a component.
    private static func measured(_ words: [[String]], owners: [String: Int]) -> [Int: String] {
        var starts = owners
        var found: [(index: Int, prefix: String)] = []
        for (index, path) in words.enumerated() where path.count > 1 {
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
            names[index] = prefix + ", which has its own measures"
        }
        return names
    }
}
