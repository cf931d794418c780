import ShadeText

/// Writes a parsed document as the JSON answer ShadeFormats reads back (`MarkupDocument`):
///
///     {"nodes": [[kind, line, column, payload], …]}     or     {"error": message, "line": l, "column": c}
///
/// Nodes are listed flat in pre-order, so the JSON stays two levels deep however deep the
/// document is: `"m"` a mapping with payload = its pair count, followed by key and value of each
/// pair; `"q"` a sequence with payload = its item count, followed by the items; `"s"` a string
/// scalar with payload = its text; `"o"` any other scalar with payload = its type's name.
/// Line and column count from 1; 0 means the parser gave no position.
struct TreeWriter {
    /// The answer's form; bump it when it changes.
    static let abi: Int32 = 1
    /// How deep a document may nest.
    static let maximumDepth = 256

    /// Why a document was refused after it parsed.
    struct Refusal: Error {
        var message: String
    }

    private var json = "{\"nodes\":["
    private var written = 0
    private let maximumNodes: Int

    /// A writer that refuses more than `maximumNodes` nodes (aliases can make a small YAML
    /// file name billions of them).
    init(maximumNodes: Int) {
        self.maximumNodes = maximumNodes
    }

    /// A mapping or sequence of `count` entries; its entries follow.
    mutating func container(_ kind: String, count: Int, line: Int, column: Int, depth: Int) throws(Refusal) {
        guard depth <= Self.maximumDepth else { throw Refusal(message: "nested deeper than \(Self.maximumDepth) levels") }
        try open(kind, line, column)
        json += String(count) + "]"
    }

    /// A string scalar.
    mutating func string(_ text: String, line: Int, column: Int) throws(Refusal) {
        try open("s", line, column)
        json += JSONText.quoted(text)
        json += "]"
    }

    /// A scalar of another type (a TOML number, date or boolean).
    mutating func other(_ type: String, line: Int, column: Int) throws(Refusal) {
        try open("o", line, column)
        json += JSONText.quoted(type)
        json += "]"
    }

    /// The finished answer.
    var answer: String { json + "]}" }

    /// The answer for a document that did not parse.
    static func error(_ message: String, line: Int = 0, column: Int = 0) -> String {
        var json = "{\"error\":"
        json += JSONText.quoted(message)
        return json + ",\"line\":\(line),\"column\":\(column)}"
    }

    private mutating func open(_ kind: String, _ line: Int, _ column: Int) throws(Refusal) {
        written += 1
        guard written <= maximumNodes else {
            throw Refusal(message: "more than \(maximumNodes) values (aliases repeated too often)")
        }
        json += (written == 1 ? "[\"" : ",[\"") + kind + "\",\(line),\(column),"
    }
}
