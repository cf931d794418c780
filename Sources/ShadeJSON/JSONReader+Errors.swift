import ShadeText

/// Building errors: positions recomputed from scratch, and characters shown visibly.
extension JSONReader {
    /// Rejects the file unless every byte is well-formed UTF-8, naming the first bad byte.
    func validateEncoding() throws(JSONParseError) {
        if let bad = UTF8Decoding.firstInvalidOffset(in: bytes) {
            let byte = "0x" + VisibleText.hexDigits(bytes[bad], width: 2)
            throw error("the file is not UTF-8: invalid byte \(byte) (save the file as UTF-8)", at: bad)
        }
    }

    /// An error at `offset`.
    func error(_ message: String, at offset: Int) -> JSONParseError {
        JSONParseError(message: message, position: absolutePosition(at: offset))
    }

    /// An error about whatever is at the current offset: the end of the file, a comment, or
    /// (for anything else) `message`.
    func unexpected(_ message: String) -> JSONParseError {
        guard offset < bytes.count else { return endOfFileError() }
        if bytes[offset] == JSONByte.slash, offset + 1 < bytes.count,
            bytes[offset + 1] == JSONByte.slash || bytes[offset + 1] == JSONByte.asterisk
        {
            // A JSON5 comment is white space; one left here is a block comment never closed.
            return error(isJSON5 ? "unterminated comment: '/*' without '*/'" : "comments are not allowed in JSON", at: offset)
        }
        if bytes[offset] == JSONByte.apostrophe {
            return error("strings must be in double quotes (\"), not single quotes (')", at: offset)
        }
        return error(message, at: offset)
    }

    /// The file ended inside the document: say how many containers are still open.
    private func endOfFileError() -> JSONParseError {
        guard !openContainers.isEmpty else {
            return error("unexpected end of file: expected a value", at: bytes.count)
        }
        let objects = openContainers.count { $0.isObject }
        let arrays = openContainers.count - objects
        var parts: [String] = []
        if objects > 0 { parts.append(objects == 1 ? "1 object" : "\(objects) objects") }
        if arrays > 0 { parts.append(arrays == 1 ? "1 array" : "\(arrays) arrays") }
        return error("unexpected end of file: \(parts.joined(separator: " and ")) still open", at: bytes.count)
    }

    /// The position of `target` counted from the start of the file. Slower than
    /// ``position(at:)`` but correct anywhere, which error paths need.
    func absolutePosition(at target: Int) -> SourcePosition {
        var line = 1
        var lineStart = bodyStart
        var cursor = bodyStart
        while cursor < target {
            switch bytes[cursor] {
            case JSONByte.lineFeed:
                line += 1
                lineStart = cursor + 1
            case JSONByte.carriageReturn where cursor + 1 >= bytes.count || bytes[cursor + 1] != JSONByte.lineFeed:
                line += 1
                lineStart = cursor + 1
            default:
                break
            }
            cursor += 1
        }
        var column = 1
        for byte in bytes[lineStart..<max(lineStart, target)] where byte & 0xC0 != 0x80 {
            column += 1
        }
        return SourcePosition(line: line, column: column)
    }

    /// The character at `offset` in single quotes and shown visibly, or "end of file".
    func characterDescription(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        return "'" + VisibleText.escaping(characterText(at: offset)) + "'"
    }

    /// The scalar starting at `offset` as text (not yet escaped), or `\xHH` for a stray byte.
    func characterText(at offset: Int) -> String {
        guard offset < bytes.count else { return "" }
        if let (scalar, _) = UTF8Decoding.scalar(in: bytes, at: offset) {
            return String(scalar)
        }
        return "\\x" + VisibleText.hexDigits(bytes[offset], width: 2)
    }

    /// A member name for a message: quoted, shown visibly, and shortened if very long.
    func quotedForMessage(_ key: String) -> String {
        let limit = 60
        let shortened = key.count > limit ? String(key.prefix(limit)) + "…" : key
        return "\"" + VisibleText.escaping(shortened) + "\""
    }
}
