/// The shapes TOML 1.0 gives a bare value: booleans, integers (decimal, `0x`, `0o`, `0b`),
/// floats (`inf` and `nan` included), offset and local date-times, dates and times. Shapes
/// only: ranges (month 13, an integer past 64 bits) are toml++'s to judge.
enum TOMLScalar {
    /// Whether `token` is one whole bare TOML value.
    static func isValid(_ token: ArraySlice<UInt8>) -> Bool {
        if token.elementsEqual("true".utf8) || token.elementsEqual("false".utf8) { return true }
        return matchesWhole(token, isNumber) || matchesWhole(token, isDateTime) || matchesWhole(token, partialTime)
    }

    /// Whether `token` is a date alone (`1979-05-27`), which a space and a time may follow.
    static func isDate(_ token: ArraySlice<UInt8>) -> Bool {
        matchesWhole(token, fullDate)
    }

    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    // MARK: A cursor over the token

    /// A reading position in a token; each shape advances it and answers whether it matched.
    private struct Cursor {
        let bytes: ArraySlice<UInt8>
        var index: Int

        var current: UInt8? { index < bytes.endIndex ? bytes[index] : nil }

        mutating func take(_ allowed: (UInt8) -> Bool) -> Bool {
            guard let byte = current, allowed(byte) else { return false }
            index += 1
            return true
        }

        mutating func take(_ character: Character) -> Bool {
            take { $0 == character.asciiValue }
        }

        mutating func take(anyOf characters: String) -> Bool {
            take { byte in characters.utf8.contains(byte) }
        }
    }

    private static func matchesWhole(_ token: ArraySlice<UInt8>, _ shape: (inout Cursor) -> Bool) -> Bool {
        var cursor = Cursor(bytes: token, index: token.startIndex)
        return shape(&cursor) && cursor.index == token.endIndex
    }

    // MARK: Numbers

    private static func isNumber(_ cursor: inout Cursor) -> Bool {
        let start = cursor.index
        if cursor.take("0") {
            if cursor.take("x") { return digits(&cursor, isHexDigit) }
            if cursor.take("o") { return digits(&cursor) { (0x30...0x37).contains($0) } }
            if cursor.take("b") { return digits(&cursor) { $0 == 0x30 || $0 == 0x31 } }
            cursor.index = start
        }
        _ = cursor.take(anyOf: "+-")
        if cursor.bytes[cursor.index...].starts(with: "inf".utf8) || cursor.bytes[cursor.index...].starts(with: "nan".utf8) {
            cursor.index += 3
            return true
        }
        // The integer part: 0 alone, or digits without a leading zero.
        if cursor.take("0") {
            if let next = cursor.current, isDigit(next) || next == UInt8(ascii: "_") { return false }
        } else if !digits(&cursor, isDigit) {
            return false
        }
        if cursor.take("."), !digits(&cursor, isDigit) { return false }
        if cursor.take(anyOf: "eE") {
            _ = cursor.take(anyOf: "+-")
            return digits(&cursor, isDigit)
        }
        return true
    }

    /// One or more digits, an underscore allowed only between two of them.
    private static func digits(_ cursor: inout Cursor, _ isDigit: (UInt8) -> Bool) -> Bool {
        guard cursor.take(isDigit) else { return false }
        while true {
            if cursor.take(isDigit) { continue }
            let save = cursor.index
            guard cursor.take("_") else { return true }
            guard cursor.take(isDigit) else {
                cursor.index = save
                return false
            }
        }
    }

    // MARK: Dates and times

    /// A date, optionally followed by `T`, `t` or a space, a time, and an offset.
    private static func isDateTime(_ cursor: inout Cursor) -> Bool {
        guard fullDate(&cursor) else { return false }
        guard cursor.current != nil else { return true }
        guard cursor.take(anyOf: "Tt ") else { return false }
        guard partialTime(&cursor) else { return false }
        guard cursor.current != nil else { return true }
        if cursor.take(anyOf: "Zz") { return true }
        return cursor.take(anyOf: "+-") && fixed(&cursor, 2) && cursor.take(":") && fixed(&cursor, 2)
    }

    /// `YYYY-MM-DD`.
    private static func fullDate(_ cursor: inout Cursor) -> Bool {
        fixed(&cursor, 4) && cursor.take("-") && fixed(&cursor, 2) && cursor.take("-") && fixed(&cursor, 2)
    }

    /// `HH:MM:SS` with optional fractional seconds.
    private static func partialTime(_ cursor: inout Cursor) -> Bool {
        guard fixed(&cursor, 2), cursor.take(":"), fixed(&cursor, 2), cursor.take(":"), fixed(&cursor, 2) else { return false }
        if cursor.take(".") {
            guard cursor.take(isDigit) else { return false }
            while cursor.take(isDigit) {}
        }
        return true
    }

    private static func fixed(_ cursor: inout Cursor, _ count: Int) -> Bool {
        (0..<count).allSatisfy { _ in cursor.take(isDigit) }
    }
}
