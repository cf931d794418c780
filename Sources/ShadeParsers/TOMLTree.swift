import TOMLKit

/// A TOML document as a ``TreeWriter`` answer: tables as mappings (keys in TOMLKit's order),
/// arrays as sequences, strings as strings, other values by type name. TOMLKit keeps no
/// positions, so only errors have one.
enum TOMLTree {
    /// The answer for `text` (`byteCount` bytes long): its nodes, or the one-line error.
    static func answer(_ text: String, byteCount: Int) -> String {
        // toml++ asserts on some malformed text instead of reporting it: only text that
        // follows the grammar reaches it (``TOMLSyntax``).
        if let failure = TOMLSyntax.firstFailure(in: text) {
            return TreeWriter.error("not valid TOML: \(failure.message)", line: failure.line, column: failure.column)
        }
        let root: TOMLTable
        do {
            root = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            return TreeWriter.error("not valid TOML: \(error.description)", line: error.source.begin.line, column: error.source.begin.column)
        } catch {
            return TreeWriter.error("not valid TOML")
        }
        var writer = TreeWriter(maximumNodes: 2 * byteCount + 1024)
        do {
            try write(table: root, depth: 0, into: &writer)
        } catch {
            return TreeWriter.error("not usable TOML: \(error.message)")
        }
        return writer.answer
    }

    private static func write(table: TOMLTable, depth: Int, into writer: inout TreeWriter) throws(TreeWriter.Refusal) {
        let keys = table.keys
        try writer.container("m", count: keys.count, line: 0, column: 0, depth: depth)
        for key in keys {
            try writer.string(key, line: 0, column: 0)
            guard let value = table[key] else {
                try writer.other("none", line: 0, column: 0)
                continue
            }
            try write(value, depth: depth + 1, into: &writer)
        }
    }

    private static func write(_ value: TOMLValueConvertible, depth: Int, into writer: inout TreeWriter) throws(TreeWriter.Refusal) {
        if let table = value.table {
            try write(table: table, depth: depth, into: &writer)
        } else if let array = value.array {
            try writer.container("q", count: array.count, line: 0, column: 0, depth: depth)
            for item in array { try write(item, depth: depth + 1, into: &writer) }
        } else if let string = value.string {
            try writer.string(string, line: 0, column: 0)
        } else {
            try writer.other(value.type.description, line: 0, column: 0)
        }
    }
}
