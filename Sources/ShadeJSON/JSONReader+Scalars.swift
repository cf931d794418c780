/// Scalar values: strings, numbers and the words `true`, `false` and `null`.
extension JSONReader {
    /// Reads the string, number or literal at `offset`, or explains why none starts there.
    mutating func readScalar() throws(JSONParseError) -> JSONNode {
        let start = offset
        guard let byte = currentByte else { throw unexpected("expected a value") }
        let position = position(at: start)
        let value: JSONValue
        switch byte {
        case JSONByte.quote:
            value = .string(try readString())
        case JSONByte.apostrophe where isJSON5:
            value = .string(try readString())
        case JSONByte.minus where isJSON5, JSONByte.plus where isJSON5, JSONByte.period where isJSON5,
             JSONByte.zero...JSONByte.nine where isJSON5:
            value = .number(try readJSON5Number())
        case _ where isJSON5 && (startsWord("Infinity") || startsWord("NaN")):
            value = .number(try readJSON5Number())
        case JSONByte.minus, JSONByte.zero...JSONByte.nine:
            value = .number(try readNumber())
        case JSONByte.plus, JSONByte.period:
            throw error(
                "invalid number \(numberText(from: start)): a number must start with a digit or '-'",
                at: start)
        case JSONByte.apostrophe:
            throw error("strings must be in double quotes (\"), not single quotes (')", at: start)
        case JSONByte.comma, JSONByte.colon, JSONByte.closeBrace, JSONByte.closeBracket:
            throw error("expected a value, found \(characterDescription(at: start))", at: start)
        case _ where JSONByte.isWordByte(byte):
            value = try readWord()
        default:
            throw unexpected("unexpected character \(characterDescription(at: start))")
        }
        return JSONNode(value: value, position: position)
    }

    // MARK: Words

    /// Whether the bare word at `offset` is exactly `word`.
    func startsWord(_ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard offset + length <= bytes.count else { return false }
        let matches = word.withUTF8Buffer { expected in (0..<length).allSatisfy { bytes[offset + $0] == expected[$0] } }
        return matches && (offset + length == bytes.count || !JSONByte.isWordByte(bytes[offset + length]))
    }

    private mutating func readWord() throws(JSONParseError) -> JSONValue {
        let start = offset
        var end = offset
        while end < bytes.count, JSONByte.isWordByte(bytes[end]) { end += 1 }
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        switch word {
        case "true":
            offset = end
            return .bool(true)
        case "false":
            offset = end
            return .bool(false)
        case "null":
            offset = end
            return .null
        default:
            throw error(Self.explanation(forWord: word), at: start)
        }
    }

    private static func explanation(forWord fullWord: String) -> String {
        let word = fullWord.count > 40 ? fullWord.prefix(40) + "…" : fullWord
        switch word.lowercased() {
        case "true", "false", "null":
            return "'\(word)' is not a JSON value: write '\(word.lowercased())' in lower case"
        case "nan", "infinity", "inf":
            return "'\(word)' is not allowed in JSON: numbers must be finite"
        default:
            // The word itself is never quoted: a file that is not JSON at all (a token file, a
            // password file reached by mistake) would put its first word, a secret, in a log.
            return "unexpected text: JSON text must be in double quotes"
        }
    }

    // MARK: Numbers

    /// Reads a number per RFC 8259: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func readNumber() throws(JSONParseError) -> Double {
        let bytes = self.bytes
        let start = offset
        var cursor = offset
        let isNegative = bytes[cursor] == JSONByte.minus
        if isNegative { cursor += 1 }

        // Up to 19 decimal digits fit a UInt64; more only happen on the slow path.
        var significand: UInt64 = 0
        var significantDigits = 0
        var fractionDigits = 0
        func takeDigits(_ cursor: inout Int, counting count: inout Int) {
            while cursor < bytes.count, JSONByte.isDigit(bytes[cursor]) {
                if significantDigits < 19 {
                    significand = significand &* 10 &+ UInt64(bytes[cursor] &- JSONByte.zero)
                }
                significantDigits += 1
                count += 1
                cursor += 1
            }
        }

        guard cursor < bytes.count, JSONByte.isDigit(bytes[cursor]) else {
            if cursor < bytes.count, JSONByte.isWordByte(bytes[cursor]) {
                offset = cursor
                throw error("'-\(wordText(from: cursor))' is not allowed in JSON: numbers must be finite", at: start)
            }
            throw error("invalid number \(numberText(from: start)): expected a digit after '-'", at: start)
        }
        if bytes[cursor] == JSONByte.zero {
            cursor += 1
            if cursor < bytes.count, JSONByte.isDigit(bytes[cursor]) {
                throw error(
                    "invalid number \(numberText(from: start)): numbers cannot start with a leading zero",
                    at: start)
            }
        } else {
            var integerDigits = 0
            takeDigits(&cursor, counting: &integerDigits)
        }
        if cursor < bytes.count, bytes[cursor] == JSONByte.period {
            cursor += 1
            takeDigits(&cursor, counting: &fractionDigits)
            if fractionDigits == 0 {
                throw error(
                    "invalid number \(numberText(from: start)): expected a digit after the decimal point",
                    at: start)
            }
        }
        var exponent = 0
        if cursor < bytes.count, bytes[cursor] == JSONByte.lowerE || bytes[cursor] == JSONByte.upperE {
            cursor += 1
            var exponentIsNegative = false
            if cursor < bytes.count, bytes[cursor] == JSONByte.plus || bytes[cursor] == JSONByte.minus {
                exponentIsNegative = bytes[cursor] == JSONByte.minus
                cursor += 1
            }
            let exponentStart = cursor
            while cursor < bytes.count, JSONByte.isDigit(bytes[cursor]) {
                // Saturate: anything this large goes to the slow path, which rounds correctly.
                exponent = min(exponent * 10 + Int(bytes[cursor] &- JSONByte.zero), 100_000)
                cursor += 1
            }
            if cursor == exponentStart {
                throw error(
                    "invalid number \(numberText(from: start)): expected a digit in the exponent",
                    at: start)
            }
            if exponentIsNegative { exponent = -exponent }
        }
        offset = cursor

        let value: Double
        if let exact = Self.exactDouble(
            significand: significand, digits: significantDigits,
            decimalExponent: exponent - fractionDigits)
        {
            value = isNegative ? -exact : exact
        } else {
            // Rare: long significands or large exponents. Foundation-free and correctly rounded.
            value = Double(String(decoding: bytes[start..<cursor], as: UTF8.self)) ?? .infinity
        }
        guard value.isFinite else {
            throw error("number \(numberText(from: start)) is too large", at: start)
        }
        return value
    }

    /// Powers of ten that a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        var power = 1.0
        for _ in 0..<exponent { power *= 10 }
        return power
    }

    /// The value when one correctly rounded multiplication or division gives it exactly
    /// (Clinger's fast path): the significand fits 53 bits and the power of ten is exact.
    private static func exactDouble(significand: UInt64, digits: Int, decimalExponent: Int) -> Double? {
        guard digits <= 19, significand <= 1 << 53, abs(decimalExponent) <= 22 else { return nil }
        let value = Double(significand)
        return decimalExponent >= 0
            ? value * exactPowersOfTen[decimalExponent]
            : value / exactPowersOfTen[-decimalExponent]
    }

    /// The number-like characters from `start`, quoted, for messages about a malformed number.
    func numberText(from start: Int) -> String {
        var end = start
        while end < bytes.count, end - start < 40, Self.isNumberByte(bytes[end]) { end += 1 }
        return "\"" + String(decoding: bytes[start..<end], as: UTF8.self) + "\""
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case JSONByte.zero...JSONByte.nine, JSONByte.plus, JSONByte.minus, JSONByte.period,
            JSONByte.lowerE, JSONByte.upperE:
            true
        default:
            false
        }
    }

    private func wordText(from start: Int) -> String {
        var end = start
        while end < bytes.count, end - start < 40, JSONByte.isWordByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
