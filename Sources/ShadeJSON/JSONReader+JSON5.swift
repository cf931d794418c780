import ShadeText

/// JSON5 (https://spec.json5.org, 1.0.0): what it adds to JSON, read to its letter.
///
/// Style Dictionary reads `.json5` token sources itself, so a design system may keep its
/// tokens in them: comments, trailing commas, single-quoted strings, unquoted member names,
/// hexadecimal and signed numbers, `Infinity` and `NaN`, escaped line breaks in strings. The
/// rest of the grammar, its limits and its messages are JSON's; a duplicate member is still
/// an error, since it would make a token ambiguous.
extension JSONReader {
    // MARK: White space and comments (spec § 5, § 6)

    /// Steps over the JSON5 white space or comment at `offset` that JSON lacks: a comment, a
    /// vertical tab or form feed, or a Unicode space separator. False when none starts there.
    /// An unterminated block comment is left in place, for the parser to report.
    mutating func skipJSON5Space() -> Bool {
        let byte = bytes[offset]
        switch byte {
        case 0x0B, 0x0C:
            offset += 1
            return true
        case JSONByte.slash where offset + 1 < bytes.count && bytes[offset + 1] == JSONByte.slash:
            // To the end of the line; the line break itself is counted as white space.
            offset += 2
            while offset < bytes.count, bytes[offset] != JSONByte.lineFeed, bytes[offset] != JSONByte.carriageReturn {
                offset += 1
            }
            return true
        case JSONByte.slash where offset + 1 < bytes.count && bytes[offset + 1] == JSONByte.asterisk:
            return skipBlockComment()
        case 0x80...:
            guard let (scalar, length) = UTF8Decoding.scalar(in: bytes, at: offset), Self.isJSON5Space(scalar) else {
                return false
            }
            offset += length
            return true
        default:
            return false
        }
    }

    /// Steps over the `/* … */` at `offset`, counting the lines inside it.
    private mutating func skipBlockComment() -> Bool {
        var cursor = offset + 2
        while cursor + 1 < bytes.count {
            switch bytes[cursor] {
            case JSONByte.asterisk where bytes[cursor + 1] == JSONByte.slash:
                offset = cursor + 2
                return true
            case JSONByte.lineFeed:
                startLine(at: cursor + 1)
            case JSONByte.carriageReturn where bytes[cursor + 1] != JSONByte.lineFeed:
                startLine(at: cursor + 1)
            default:
                break
            }
            cursor += 1
        }
        return false
    }

    /// JSON5's white space beyond JSON's: no-break space, byte order mark, line and paragraph
    /// separators, and every space separator (Unicode category Zs).
    private static func isJSON5Space(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA0, 0xFEFF, 0x2028, 0x2029: true
        default: scalar.properties.generalCategory == .spaceSeparator
        }
    }

    // MARK: Member names (spec § 3)

    /// Reads a member name that is not in double quotes: a single-quoted string, or an
    /// ECMAScript 5.1 IdentifierName (`color`, `$value`, `_private`, `café`, `\u0061`).
    mutating func readJSON5MemberName() throws(JSONParseError) -> String {
        if currentByte == JSONByte.apostrophe { return try readString() }
        let start = offset
        var name = String.UnicodeScalarView()
        while offset < bytes.count {
            let scalar: Unicode.Scalar
            let length: Int
            if bytes[offset] == JSONByte.backslash {
                guard offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u"),
                      let escaped = unicodeEscape(at: offset + 2) else {
                    throw error("invalid escape in a member name: only \\u followed by four hex digits is allowed", at: offset)
                }
                (scalar, length) = (escaped, 6)
            } else if let decoded = UTF8Decoding.scalar(in: bytes, at: offset) {
                (scalar, length) = decoded
            } else {
                break
            }
            guard name.isEmpty ? Self.startsIdentifier(scalar) : Self.continuesIdentifier(scalar) else { break }
            name.append(scalar)
            offset += length
        }
        guard !name.isEmpty else {
            throw unexpected("expected a member name (in quotes, or a name such as color or $value), found \(characterDescription(at: start))")
        }
        return String(name)
    }

    /// The scalar of the four hex digits at `start`, if they are four hex digits of a scalar.
    private func unicodeEscape(at start: Int) -> Unicode.Scalar? {
        guard start + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[start..<(start + 4)], as: UTF8.self), radix: 16) else { return nil }
        return Unicode.Scalar(value)
    }

    private static func startsIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "$", "_": return true
        default:
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber: return true
            default: return false
            }
        }
    }

    private static func continuesIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        if startsIdentifier(scalar) || scalar.value == 0x200C || scalar.value == 0x200D { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }

    // MARK: Strings (spec § 5)

    /// Decodes the escape at `cursor` if it is one JSON5 adds (`\'`, `\v`, `\0`, `\xHH`, a
    /// backslash before a line break, or any other character standing for itself) and steps
    /// past it; false for JSON's own escapes, which the JSON reader decodes.
    mutating func readJSON5Escape(at cursor: inout Int, into decoded: inout [UInt8], stringStart: Int) throws(JSONParseError) -> Bool {
        guard cursor + 1 < bytes.count else { throw error("unterminated string", at: stringStart) }
        let next = bytes[cursor + 1]
        switch next {
        case JSONByte.quote, JSONByte.backslash, JSONByte.slash,
             UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "u"):
            return false
        case UInt8(ascii: "v"):
            decoded.append(0x0B)
            cursor += 2
        case UInt8(ascii: "0"):
            if cursor + 2 < bytes.count, JSONByte.isDigit(bytes[cursor + 2]) {
                throw error("invalid escape '\\0' before a digit in a string", at: cursor)
            }
            decoded.append(0)
            cursor += 2
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw error("invalid escape '\\\(Character(Unicode.Scalar(next)))' in a string: a digit cannot be escaped", at: cursor)
        case UInt8(ascii: "x"):
            guard cursor + 4 <= bytes.count,
                  let value = UInt8(String(decoding: bytes[(cursor + 2)..<(cursor + 4)], as: UTF8.self), radix: 16) else {
                throw error("invalid escape: \\x must be followed by two hex digits", at: cursor)
            }
            UTF8.encode(Unicode.Scalar(value)) { decoded.append($0) }
            cursor += 4
        case JSONByte.lineFeed:
            cursor += 2
            startLine(at: cursor)
        case JSONByte.carriageReturn:
            cursor += cursor + 2 < bytes.count && bytes[cursor + 2] == JSONByte.lineFeed ? 3 : 2
            startLine(at: cursor)
        default:
            // Any other character stands for itself (`\'`, `\a`, `\é`), as in ECMAScript.
            guard let (_, length) = UTF8Decoding.scalar(in: bytes, at: cursor + 1) else {
                throw error("invalid escape in a string", at: cursor)
            }
            decoded.append(contentsOf: bytes[(cursor + 1)..<(cursor + 1 + length)])
            cursor += 1 + length
        }
        return true
    }

    // MARK: Numbers (spec § 6)

    /// Reads a JSON5 number: an optional sign, then `Infinity`, `NaN`, a hexadecimal integer
    /// (`0xFF`), or a decimal whose point may lead or trail (`.5`, `5.`), with an exponent.
    mutating func readJSON5Number() throws(JSONParseError) -> Double {
        let start = offset
        var cursor = offset
        var sign = 1.0
        if bytes[cursor] == JSONByte.plus || bytes[cursor] == JSONByte.minus {
            sign = bytes[cursor] == JSONByte.minus ? -1 : 1
            cursor += 1
        }
        var wordEnd = cursor
        while wordEnd < bytes.count, JSONByte.isWordByte(bytes[wordEnd]) { wordEnd += 1 }
        let word = String(decoding: bytes[cursor..<wordEnd], as: UTF8.self)
        if word == "Infinity" || word == "NaN" {
            offset = wordEnd
            return word == "NaN" ? .nan : sign * .infinity
        }
        if word.count > 2, word.hasPrefix("0x") || word.hasPrefix("0X") {
            guard let value = UInt64(word.dropFirst(2), radix: 16) else {
                throw error("invalid hexadecimal number \(numberText(from: start))", at: start)
            }
            offset = wordEnd
            return sign * Double(value)
        }
        func digits(_ cursor: inout Int) -> String {
            let first = cursor
            while cursor < bytes.count, JSONByte.isDigit(bytes[cursor]) { cursor += 1 }
            return String(decoding: bytes[first..<cursor], as: UTF8.self)
        }
        let integer = digits(&cursor)
        if integer.count > 1, integer.first == "0" {
            throw error("invalid number \(numberText(from: start)): numbers cannot start with a leading zero", at: start)
        }
        var fraction = ""
        if cursor < bytes.count, bytes[cursor] == JSONByte.period {
            cursor += 1
            fraction = digits(&cursor)
        }
        guard !integer.isEmpty || !fraction.isEmpty else {
            throw error("invalid number \(numberText(from: start)): expected a digit", at: start)
        }
        var exponent = ""
        if cursor < bytes.count, bytes[cursor] == JSONByte.lowerE || bytes[cursor] == JSONByte.upperE {
            cursor += 1
            exponent = "e"
            if cursor < bytes.count, bytes[cursor] == JSONByte.plus || bytes[cursor] == JSONByte.minus {
                exponent += bytes[cursor] == JSONByte.minus ? "-" : "+"
                cursor += 1
            }
            let power = digits(&cursor)
            guard !power.isEmpty else {
                throw error("invalid number \(numberText(from: start)): expected a digit in the exponent", at: start)
            }
            exponent += power
        }
        offset = cursor
        // `5.` and `.5` are JSON5's; Swift's reading of a number wants a digit on each side.
        let written = (integer.isEmpty ? "0" : integer) + "." + (fraction.isEmpty ? "0" : fraction) + exponent
        guard let magnitude = Double(written), magnitude.isFinite else {
            throw error("number \(numberText(from: start)) is too large", at: start)
        }
        return sign * magnitude
    }
}
