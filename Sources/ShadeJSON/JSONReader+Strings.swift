import ShadeText

/// Strings: the fast path for plain text and the slow path for escapes.
extension JSONReader {
    /// Reads the string whose opening quote is at `offset` and steps past its closing quote
    /// (in JSON5, the quote may be a single one, and closes only at its like).
    mutating func readString() throws(JSONParseError) -> String {
        let bytes = self.bytes
        let quoteOffset = offset
        let quote = bytes[offset]
        var cursor = offset + 1
        // Most theme strings have no escapes: find the closing quote and decode in one go.
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == quote {
                offset = cursor + 1
                return String(decoding: bytes[(quoteOffset + 1)..<cursor], as: UTF8.self)
            }
            if byte == JSONByte.backslash || byte < 0x20 { break }
            cursor += 1
        }
        var decoded = Array(bytes[(quoteOffset + 1)..<cursor])
        while cursor < bytes.count {
            let byte = bytes[cursor]
            switch byte {
            case quote:
                offset = cursor + 1
                return String(decoding: decoded, as: UTF8.self)
            case JSONByte.backslash:
                if isJSON5, try readJSON5Escape(at: &cursor, into: &decoded, stringStart: quoteOffset) { continue }
                try readEscape(at: &cursor, into: &decoded, stringStart: quoteOffset)
            case JSONByte.lineFeed, JSONByte.carriageReturn:
                throw error(
                    "unterminated string: a string cannot span lines (write \\n for a line break)",
                    at: quoteOffset)
            case 0x00..<0x20 where isJSON5:
                // JSON5 strings may hold any character but their quote, a backslash and a line break.
                decoded.append(byte)
                cursor += 1
            case JSONByte.tab:
                throw error("tab character in a string: write it as \\t", at: cursor)
            case 0x00..<0x20:
                let escape = "\\u00" + VisibleText.hexDigits(byte, width: 2)
                let shown = characterDescription(at: cursor)
                throw error("control character \(shown) in a string: write it as \(escape)", at: cursor)
            default:
                decoded.append(byte)
                cursor += 1
            }
        }
        throw error("unterminated string", at: quoteOffset)
    }

    /// Decodes the escape whose backslash is at `cursor` and steps past it.
    private func readEscape(
        at cursor: inout Int, into decoded: inout [UInt8], stringStart: Int
    ) throws(JSONParseError) {
        let escapeOffset = cursor
        guard cursor + 1 < bytes.count else { throw error("unterminated string", at: stringStart) }
        let simple: UInt8? =
            switch bytes[cursor + 1] {
            case JSONByte.quote: JSONByte.quote
            case JSONByte.backslash: JSONByte.backslash
            case JSONByte.slash: JSONByte.slash
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): JSONByte.lineFeed
            case UInt8(ascii: "r"): JSONByte.carriageReturn
            case UInt8(ascii: "t"): JSONByte.tab
            default: nil
            }
        if let simple {
            decoded.append(simple)
            cursor += 2
            return
        }
        guard bytes[cursor + 1] == UInt8(ascii: "u") else {
            let shown = VisibleText.escaping(characterText(at: cursor + 1))
            throw error(
                "invalid escape '\\\(shown)' in a string (write a backslash as \\\\)", at: escapeOffset)
        }
        let first = try hexQuad(at: cursor + 2, escapeOffset: escapeOffset)
        cursor += 6
        var scalarValue = UInt32(first)
        let written = "\\u" + VisibleText.hexDigits(first, width: 4)
        switch first {
        case 0xD800...0xDBFF:
            let second =
                cursor + 1 < bytes.count && bytes[cursor] == JSONByte.backslash
                    && bytes[cursor + 1] == UInt8(ascii: "u")
                ? try hexQuad(at: cursor + 2, escapeOffset: cursor) : nil
            guard let second, (0xDC00...0xDFFF).contains(second) else {
                throw error(
                    "unpaired surrogate \(written) in a string: it must be followed by a low surrogate \\uDC00–\\uDFFF",
                    at: escapeOffset)
            }
            scalarValue = 0x10000 + (UInt32(first - 0xD800) << 10) + UInt32(second - 0xDC00)
            cursor += 6
        case 0xDC00...0xDFFF:
            throw error(
                "unpaired surrogate \(written) in a string: a low surrogate must follow a high surrogate \\uD800–\\uDBFF",
                at: escapeOffset)
        default:
            break
        }
        // Surrogates were handled above, so this always succeeds.
        if let scalar = Unicode.Scalar(scalarValue) {
            UTF8.encode(scalar) { decoded.append($0) }
        }
    }

    /// The four hex digits of a `\u` escape starting at `start`.
    private func hexQuad(at start: Int, escapeOffset: Int) throws(JSONParseError) -> UInt16 {
        var value: UInt16 = 0
        for digitOffset in start..<(start + 4) {
            let digit: UInt8? =
                if digitOffset >= bytes.count {
                    nil
                } else {
                    switch bytes[digitOffset] {
                    case UInt8(ascii: "0")...UInt8(ascii: "9"): bytes[digitOffset] - UInt8(ascii: "0")
                    case UInt8(ascii: "a")...UInt8(ascii: "f"): bytes[digitOffset] - UInt8(ascii: "a") + 10
                    case UInt8(ascii: "A")...UInt8(ascii: "F"): bytes[digitOffset] - UInt8(ascii: "A") + 10
                    default: nil
                    }
                }
            guard let digit else {
                throw error("invalid escape: \\u must be followed by four hex digits", at: escapeOffset)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }
}
