import ShadeJSON
import ShadeTokens

/// A YAML or TOML node tree as libShadeParsers hands it over (see the library's
/// `TreeWriter` for the answer's form): mappings keep their pairs in order with keys as
/// nodes, and every node keeps its place in the file where the parser gives one.
struct MarkupNode: Sendable {
    /// One key and its value.
    struct Pair: Sendable {
        var key: MarkupNode
        var value: MarkupNode
    }

    /// What the node holds.
    enum Value: Sendable {
        case mapping([Pair])
        case sequence([MarkupNode])
        case string(String)
        /// A scalar of another type (TOML numbers, dates, booleans), by type name.
        case other(String)
    }

    var value: Value
    /// Where the node starts; nil when the parser keeps no positions (TOML).
    var position: SourcePosition?

    /// The pairs of a mapping.
    var mapping: [Pair]? {
        if case .mapping(let pairs) = value { return pairs }
        return nil
    }

    /// The text of a string scalar.
    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The value of the last pair whose key is the string `key` (YAML's last duplicate wins,
    /// as in Yams' own lookup).
    subscript(key: String) -> MarkupNode? {
        mapping?.last(where: { $0.key.string == key })?.value
    }
}

/// Parses YAML and TOML through ``ParserLibrary``: a tree, or one diagnostic naming
/// file:line:col for text that does not parse, or naming the library when it is missing.
package enum MarkupDocument {
    /// The answer form this code reads; must equal the library's `TreeWriter.abi`.
    static let abi: Int32 = 1

    /// The first document of YAML `text`; nil for an empty document.
    static func yaml(_ text: String, file: String, library: Result<ParserLibrary, FormatProblem> = ParserLibrary.shared)
        -> Result<MarkupNode?, Diagnostic> {
        parse(file: file, library: library) { $0.parseYAML(text) }
    }

    /// The root table of TOML `text`.
    static func toml(_ text: String, file: String, library: Result<ParserLibrary, FormatProblem> = ParserLibrary.shared)
        -> Result<MarkupNode?, Diagnostic> {
        parse(file: file, library: library) { $0.parseTOML(text) }
    }

    /// Whether `bytes` parse as YAML (`toml`: as TOML). For a file whose name does not say
    /// its format (`index.gts`, `Nord.theme`): text that only looks like one is no theme, and
    /// is left out without a word. True when the parser library cannot be opened, so the
    /// reader says that instead.
    package static func parses(_ bytes: ArraySlice<UInt8>, toml: Bool = false) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        guard case .success(let parser) = ParserLibrary.shared,
              let answer = try? JSONParser.parse(toml ? parser.parseTOML(text) : parser.parseYAML(text)) else { return true }
        return answer.object?["error"] == nil
    }

    private static func parse(file: String, library: Result<ParserLibrary, FormatProblem>,
                              _ call: (ParserLibrary) -> [UInt8]) -> Result<MarkupNode?, Diagnostic> {
        let parser: ParserLibrary
        switch library {
        case .failure(let problem): return .failure(Diagnostic(file: file, message: problem.message))
        case .success(let opened): parser = opened
        }
        guard let answer = try? JSONParser.parse(call(parser)), let object = answer.object else {
            return .failure(Diagnostic(file: file, message: "\(ParserLibrary.fileName) gave an unreadable answer"))
        }
        if let message = object["error"]?.string {
            return .failure(Diagnostic(file: file, position: position(object["line"]?.number, object["column"]?.number), message: message))
        }
        guard let nodes = object["nodes"]?.array else {
            return .failure(Diagnostic(file: file, message: "\(ParserLibrary.fileName) gave an unreadable answer"))
        }
        var reader = Reader(nodes: nodes)
        guard !nodes.isEmpty else { return .success(nil) }
        guard let root = reader.node(), reader.next == nodes.count else {
            return .failure(Diagnostic(file: file, message: "\(ParserLibrary.fileName) gave an unreadable answer"))
        }
        return .success(root)
    }

    private static func position(_ line: Double?, _ column: Double?) -> SourcePosition? {
        guard let line, let column, line >= 1, column >= 1, line < 1e9, column < 1e9 else { return nil }
        return SourcePosition(line: Int(line), column: Int(column))
    }

    /// Rebuilds the tree from the answer's pre-order list.
    private struct Reader {
        let nodes: [JSONNode]
        var next = 0

        mutating func node() -> MarkupNode? {
            guard next < nodes.count, let fields = nodes[next].array, fields.count == 4,
                  let kind = fields[0].string, let line = fields[1].number, let column = fields[2].number else { return nil }
            next += 1
            let position = MarkupDocument.position(line, column)
            switch kind {
            case "s": return fields[3].string.map { MarkupNode(value: .string($0), position: position) }
            case "o": return fields[3].string.map { MarkupNode(value: .other($0), position: position) }
            case "m", "q":
                // Every entry takes at least one more node, which bounds a lying count.
                guard let count = fields[3].number, count >= 0, count <= Double(nodes.count - next) else { return nil }
                if kind == "q" {
                    var items: [MarkupNode] = []
                    for _ in 0..<Int(count) {
                        guard let item = node() else { return nil }
                        items.append(item)
                    }
                    return MarkupNode(value: .sequence(items), position: position)
                }
                var pairs: [MarkupNode.Pair] = []
                for _ in 0..<Int(count) {
                    guard let key = node(), let value = node() else { return nil }
                    pairs.append(MarkupNode.Pair(key: key, value: value))
                }
                return MarkupNode(value: .mapping(pairs), position: position)
            default: return nil
            }
        }
    }
}
