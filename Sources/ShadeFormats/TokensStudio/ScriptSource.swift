import ShadeJSON

/// The text of a JavaScript or TypeScript module, walked without being run: white space and
/// comments skipped, strings and template literals stepped over whole, expressions measured to
/// where they end, and every offset turned into the line and column the JSON reader would give
/// (lines from 1, columns counted in characters from 1), so a value read from a module is
/// reported where it is written.
struct ScriptSource {
    /// The module's bytes (UTF-8).
    let bytes: [UInt8]
    /// Where each line starts.
    private let lineStarts: [Int]
    /// How many characters start before each multiple of ``checkpointStride``: a column is
    /// counted from the nearest, so a module written on one long line costs no more per value.
    private let checkpoints: [Int]
    private static let checkpointStride = 64

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        var marks: [Int] = []
        marks.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        var characters = 0
        for (index, byte) in bytes.enumerated() {
            if index % Self.checkpointStride == 0 { marks.append(characters) }
            if byte & 0xC0 != 0x80 { characters += 1 }
            if byte == 0x0A { starts.append(index + 1) }
        }
        marks.append(characters)
        lineStarts = starts
        checkpoints = marks
    }

    /// How many characters start before `offset`.
    private func charactersBefore(_ offset: Int) -> Int {
        let offset = min(offset, bytes.count)
        let mark = offset / Self.checkpointStride
        let from = mark * Self.checkpointStride
        return checkpoints[mark] + bytes[from..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// The byte at `offset`, or 0 past the end.
    subscript(offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    /// The line and column of `offset`.
    func position(_ offset: Int) -> SourcePosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: charactersBefore(offset) - charactersBefore(lineStarts[low]) + 1)
    }

    /// The text of `range`, with runs of white space as one space, clipped for a message.
    func excerpt(_ range: Range<Int>) -> String {
        let text = String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return text.count > 40 ? String(text.prefix(39)) + "…" : text
    }

    /// `offset` moved past white space and comments.
    func skipSpace(_ offset: Int) -> Int {
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB || byte == 0xBF {
                index += 1
            } else if byte == UInt8(ascii: "/"), self[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), self[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && self[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(index + 2, bytes.count)
            } else {
                break
            }
        }
        return index
    }

    /// Whether `byte` may start a name (ASCII letters, `_`, `$`, and any character beyond ASCII).
    static func startsName(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    /// Whether `byte` may continue a name.
    static func continuesName(_ byte: UInt8) -> Bool { startsName(byte) || (0x30...0x39).contains(byte) }

    /// The name that starts at `offset` and where it ends, or nil.
    func name(at offset: Int) -> (name: String, end: Int)? {
        guard offset < bytes.count, Self.startsName(bytes[offset]) else { return nil }
        var end = offset + 1
        while end < bytes.count, Self.continuesName(bytes[end]) { end += 1 }
        return (String(decoding: bytes[offset..<end], as: UTF8.self), end)
    }

    /// Whether the word `word` stands alone at `offset` (no name character either side).
    func isWord(_ word: String, at offset: Int) -> Bool {
        let utf8 = Array(word.utf8)
        guard offset + utf8.count <= bytes.count, bytes[offset..<(offset + utf8.count)].elementsEqual(utf8) else { return false }
        let before = offset == 0 || !Self.continuesName(bytes[offset - 1])
        return before && !Self.continuesName(self[offset + utf8.count])
    }

    /// Where the string or template literal opening at `offset` ends (past its closing quote),
    /// and whether it is a template that substitutes (`${…}`).
    func literalEnd(_ offset: Int, nesting: Int = 0) -> (end: Int, substitutes: Bool) {
        // Templates inside templates past any real module's depth: the rest is one literal.
        guard nesting < Self.maximumNesting else { return (bytes.count, true) }
        let quote = bytes[offset]
        var index = offset + 1
        var substitutes = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") { index += 2; continue }
            if byte == quote { return (index + 1, substitutes) }
            if quote == UInt8(ascii: "`"), byte == UInt8(ascii: "$"), self[index + 1] == UInt8(ascii: "{") {
                substitutes = true
                index = expressionEnd(index + 2, stopsAtStatement: false, nesting: nesting + 1) + 1
                continue
            }
            // A line break ends a quoted string that is never closed.
            if byte == 0x0A, quote != UInt8(ascii: "`") { return (index, substitutes) }
            index += 1
        }
        return (bytes.count, substitutes)
    }

    /// Where the expression starting at `offset` ends: at the first `,`, `;` or closing bracket
    /// outside every bracket, string and comment it opens, or (where `stopsAtStatement`) at a line
    /// that starts a new statement (`const`, `export`, …), as a module without semicolons is split.
    func expressionEnd(_ offset: Int, stopsAtStatement: Bool = true, nesting: Int = 0) -> Int {
        var index = offset
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
                index = literalEnd(index, nesting: nesting).end
                continue
            case UInt8(ascii: "/") where self[index + 1] == UInt8(ascii: "/") || self[index + 1] == UInt8(ascii: "*"):
                index = skipSpace(index)
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                if depth == 0 { return index }
                depth -= 1
            case UInt8(ascii: ","), UInt8(ascii: ";"):
                if depth == 0 { return index }
            case 0x0A where depth == 0 && stopsAtStatement:
                let next = skipSpace(index + 1)
                if Self.statementWords.contains(where: { isWord($0, at: next) }) { return index }
            default: break
            }
            index += 1
        }
        return bytes.count
    }

    /// How deep objects, arrays and templates may nest in a module Shade reads: deeper is no
    /// token file, and the walk's recursion stays far inside any thread's stack.
    static let maximumNesting = 48

    /// Words that start a statement at a module's top level.
    static let statementWords = ["const", "let", "var", "export", "import", "function", "module", "type", "interface", "class"]

    /// Where the bracket opening at `offset` is closed (past it).
    func bracketEnd(_ offset: Int) -> Int {
        let end = expressionEnd(offset + 1, stopsAtStatement: false)
        // A `,` at depth 0 inside the brackets is the brackets' own: keep going to their close.
        var index = end
        while index < bytes.count, bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: ";") {
            index = expressionEnd(index + 1, stopsAtStatement: false)
        }
        return min(index + 1, bytes.count)
    }
}
