import Yams

/// A YAML document's first node tree, with Yams' positions, as a ``TreeWriter`` answer.
enum YAMLTree {
    /// The answer for `text` (`byteCount` bytes long): its nodes, or the one-line error.
    static func answer(_ text: String, byteCount: Int) -> String {
        let root: Node?
        do {
            // Every scalar is read as text, so the default resolver's regular expressions
            // (ints, floats, dates…: a third of a base16 read) would only be thrown away.
            root = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                return TreeWriter.error("not valid YAML: \(problem)", line: mark.line, column: mark.column)
            default:
                return TreeWriter.error("not valid YAML: \(error)")
            }
        } catch {
            return TreeWriter.error("not YAML: \(error)")
        }
        // Without aliases a document has fewer nodes than bytes; the margin is for aliases.
        var writer = TreeWriter(maximumNodes: 2 * byteCount + 1024)
        do {
            if let root { try write(root, depth: 0, into: &writer) }
        } catch {
            return TreeWriter.error("not usable YAML: \(error.message)")
        }
        return writer.answer
    }

    private static func write(_ node: Node, depth: Int, into writer: inout TreeWriter) throws(TreeWriter.Refusal) {
        let line = node.mark?.line ?? 0, column = node.mark?.column ?? 0
        switch node {
        case .scalar(let scalar):
            try writer.string(scalar.string, line: line, column: column)
        case .mapping(let mapping):
            try writer.container("m", count: mapping.count, line: line, column: column, depth: depth)
            for (key, value) in mapping {
                try write(key, depth: depth + 1, into: &writer)
                try write(value, depth: depth + 1, into: &writer)
            }
        case .sequence(let sequence):
            try writer.container("q", count: sequence.count, line: line, column: column, depth: depth)
            for item in sequence { try write(item, depth: depth + 1, into: &writer) }
        case .alias:
            // compose() puts the anchored node itself in an alias's place; kept for completeness.
            try writer.other("alias", line: line, column: column)
        }
    }
}
