/// TOML 1.0's grammar, checked before TOMLKit sees a document.
///
/// toml++ (the parser under TOMLKit) asserts on some malformed input instead of reporting it:
/// a table header whose `[` is followed by a line break or `#`, a `}` where an array expects a
/// value, a date followed by a space and one digit, a number with a hundred underscores. In a
/// debug build that aborts the process (every command, once such a file is in a themes
/// folder); in a release build the assertions become optimiser assumptions, which is worse.
/// Only text that follows the grammar is handed on, so those paths are never reached; what the
/// grammar cannot say (a key defined twice, month 13, an integer too large) is still toml++'s
/// to report. The check is never stricter than TOML 1.0: a valid document always passes.
struct TOMLSyntax {
    /// Where and why the text is not TOML. Line and column count from 1, the column in
    /// Unicode scalars, as toml++ counts them.
    struct Failure: Error, Equatable {
        var message: String
        var line: Int
        var column: Int
    }

    /// The first place `text` breaks TOML 1.0's grammar, or nil when it follows it.
    static func firstFailure(in text: String) -> Failure? {
        var syntax = TOMLSyntax(bytes: Array(text.utf8))
        do {
            try syntax.document()
            return nil
        } catch {
            return syntax.failure(error)
        }
    }

    /// A grammar error at a byte offset; ``failure(_:)`` turns it into a line and column.
    struct Refusal: Error {
        var message: String
        var offset: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: The document, line by line

    private mutating func document() throws(Refusal) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count {
            skipSpaces()
            guard let byte = current else { return }
            var what = "a comment"
            if byte == UInt8(ascii: "[") {
                try tableHeader()
                what = "a table header"
            } else if Self.isBareKeyByte(byte) || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                try keyValue()
                what = "a value"
            } else if byte != UInt8(ascii: "#") && byte != 0x0A && byte != 0x0D {
                throw refusal("expected a key, a [table] or a comment, saw \(described(index))")
            }
            skipSpaces()
            if current == UInt8(ascii: "#") { try comment() }
            try endOfLine(after: what)
        }
    }

    /// `[key]` or `[[key]]`, both brackets of a pair written together.
    private mutating func tableHeader() throws(Refusal) {
        index += 1
        let isArray = current == UInt8(ascii: "[")
        if isArray { index += 1 }
        skipSpaces()
        try key(in: "a table header")
        skipSpaces()
        try expect("]", in: "a table header")
        if isArray { try expect("]", in: "an array-of-tables header ([[…]] closes with ]])") }
    }

    /// `key = value`, the key possibly dotted.
    private mutating func keyValue() throws(Refusal) {
        try key(in: "a key/value pair")
        skipSpaces()
        try expect("=", in: "a key/value pair")
        skipSpaces()
        try value()
    }

    /// One or more simple keys joined by `.`, spaces allowed around each dot.
    private mutating func key(in place: String) throws(Refusal) {
        try simpleKey(in: place)
        while true {
            let save = index
            skipSpaces()
            guard current == UInt8(ascii: ".") else {
                index = save
                return
            }
            index += 1
            skipSpaces()
            try simpleKey(in: place)
        }
    }

    private mutating func simpleKey(in place: String) throws(Refusal) {
        guard let byte = current else { throw refusal("expected a key in \(place), saw the end of the file") }
        if Self.isBareKeyByte(byte) {
            while let next = current, Self.isBareKeyByte(next) { index += 1 }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            if starts(with: [byte, byte, byte]) { throw refusal("a key cannot be a multi-line string") }
            try string()
        } else {
            throw refusal("expected a key in \(place) (letters, digits, - or _, or a quoted name), saw \(described(index))")
        }
    }

    // MARK: Values

    private mutating func value() throws(Refusal) {
        guard let byte = current else { throw refusal("expected a value, saw the end of the file") }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): try string()
        case UInt8(ascii: "["): try array()
        case UInt8(ascii: "{"): try inlineTable()
        default: try scalar()
        }
    }

    /// `[a, b, …]`: values separated by commas, a trailing comma allowed, line breaks and
    /// comments allowed between them.
    private mutating func array() throws(Refusal) {
        let open = index
        try enter()
        index += 1
        while true {
            try skipSpacesCommentsAndLineBreaks()
            guard let byte = current else { throw Refusal(message: "this array is not closed", offset: open) }
            if byte == UInt8(ascii: "]") { break }
            try value()
            try skipSpacesCommentsAndLineBreaks()
            guard let after = current else { throw Refusal(message: "this array is not closed", offset: open) }
            if after == UInt8(ascii: "]") { break }
            guard after == UInt8(ascii: ",") else { throw refusal("expected ',' or ']' in an array, saw \(described(index))") }
            index += 1
        }
        index += 1
        depth -= 1
    }

    /// `{k = v, …}` on one line, no trailing comma (TOML 1.0).
    private mutating func inlineTable() throws(Refusal) {
        try enter()
        index += 1
        skipSpaces()
        if current == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return
        }
        while true {
            try keyValue()
            skipSpaces()
            if current == UInt8(ascii: "}") { break }
            guard current == UInt8(ascii: ",") else {
                throw refusal("expected ',' or '}' in an inline table (which stays on one line), saw \(described(index))")
            }
            index += 1
            skipSpaces()
            if current == 0x0A || current == 0x0D { throw refusal("an inline table stays on one line (TOML 1.0), saw a line break") }
        }
        index += 1
        depth -= 1
    }

    private mutating func enter() throws(Refusal) {
        depth += 1
        guard depth <= TreeWriter.maximumDepth else {
            throw refusal("arrays and inline tables nested deeper than \(TreeWriter.maximumDepth) levels")
        }
    }

    /// A number, date, time or boolean: the run of bytes up to the next space, line break,
    /// comma, bracket, brace or comment, with a date's ` HH:MM:SS` joined on as toml++ does.
    private mutating func scalar() throws(Refusal) {
        let start = index
        skipScalarRun()
        if TOMLScalar.isDate(bytes[start..<index]), index + 1 < bytes.count, bytes[index] == 0x20,
           TOMLScalar.isDigit(bytes[index + 1]) {
            index += 1
            skipScalarRun()
        }
        let token = bytes[start..<index]
        guard !token.isEmpty else { throw refusal("expected a value, saw \(described(index))") }
        guard TOMLScalar.isValid(token) else {
            throw Refusal(message: "\(quoted(token)) is not a TOML value (text needs quotes; numbers, dates and true/false are written as TOML 1.0 says)",
                          offset: start)
        }
    }

    private mutating func skipScalarRun() {
        while let byte = current, !Self.endsScalar(byte) { index += 1 }
    }

    // MARK: Strings

    /// A basic (`"…"`), literal (`'…'`) or multi-line (`"""…"""`, `'''…'''`) string.
    private mutating func string() throws(Refusal) {
        let quote = bytes[index]
        let isBasic = quote == UInt8(ascii: "\"")
        let open = index
        if starts(with: [quote, quote, quote]) {
            index += 3
            try multiLineBody(quote: quote, isBasic: isBasic, open: open)
            return
        }
        index += 1
        while true {
            guard let byte = current else { throw Refusal(message: "this string is not closed", offset: open) }
            if byte == quote {
                index += 1
                return
            }
            if byte == 0x0A || byte == 0x0D {
                throw Refusal(message: "this string is not closed on its line (a multi-line string uses \(isBasic ? "\"\"\"" : "'''"))", offset: open)
            }
            if isBasic && byte == UInt8(ascii: "\\") {
                try escape()
            } else {
                try textByte(byte)
            }
        }
    }

    /// The body of a multi-line string after its opening quotes, up to and including the
    /// closing ones (which may carry one or two of the string's own quotes before them).
    private mutating func multiLineBody(quote: UInt8, isBasic: Bool, open: Int) throws(Refusal) {
        while true {
            guard let byte = current else { throw Refusal(message: "this multi-line string is not closed", offset: open) }
            if byte == quote {
                var run = 0
                while current == quote { index += 1; run += 1 }
                if run >= 3 {
                    guard run <= 5 else { throw refusal("more than five quotes in a row end a multi-line string") }
                    return
                }
            } else if byte == 0x0A || byte == 0x0D {
                try lineBreak()
            } else if isBasic && byte == UInt8(ascii: "\\") {
                try multiLineEscape()
            } else {
                try textByte(byte)
            }
        }
    }

    /// One byte of string text (not a quote, backslash or line break): control characters
    /// other than tab are refused.
    private mutating func textByte(_ byte: UInt8) throws(Refusal) {
        guard byte >= 0x20 || byte == 0x09, byte != 0x7F else {
            throw refusal("a control character (\(described(index))) in a string must be escaped")
        }
        index += 1
    }

    /// `\` in a multi-line basic string: an escape, or a line-ending backslash that trims the
    /// line break and the spaces around it.
    private mutating func multiLineEscape() throws(Refusal) {
        var next = index + 1
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
        guard next < bytes.count, bytes[next] == 0x0A || bytes[next] == 0x0D else {
            try escape()
            return
        }
        index = next
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            if byte == 0x20 || byte == 0x09 { index += 1 } else { try lineBreak() }
        }
    }

    /// `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, `\uXXXX` or `\UXXXXXXXX`.
    private mutating func escape() throws(Refusal) {
        let start = index
        index += 1
        guard let letter = current else { throw refusal("a string ends in the middle of an escape") }
        index += 1
        let digits: Int
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
             UInt8(ascii: "r"), UInt8(ascii: "t"): return
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default: throw Refusal(message: "unknown escape \\\(Self.printable(letter) ?? "…") in a string", offset: start)
        }
        for _ in 0..<digits {
            guard let byte = current, TOMLScalar.isHexDigit(byte) else {
                throw Refusal(message: "\\\(Self.printable(letter) ?? "u") needs \(digits) hexadecimal digits", offset: start)
            }
            index += 1
        }
    }

    // MARK: Spaces, comments, line breaks

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func starts(with prefix: [UInt8]) -> Bool {
        bytes[index...].starts(with: prefix)
    }

    private mutating func skipSpaces() {
        while let byte = current, byte == 0x20 || byte == 0x09 { index += 1 }
    }

    private mutating func skipSpacesCommentsAndLineBreaks() throws(Refusal) {
        while let byte = current {
            if byte == 0x20 || byte == 0x09 {
                index += 1
            } else if byte == UInt8(ascii: "#") {
                try comment()
            } else if byte == 0x0A || byte == 0x0D {
                try lineBreak()
            } else {
                return
            }
        }
    }

    /// `#` to the end of the line; tab is the only control character allowed in it.
    private mutating func comment() throws(Refusal) {
        index += 1
        while let byte = current, byte != 0x0A, byte != 0x0D {
            guard byte >= 0x20 || byte == 0x09 else { throw refusal("a control character (\(described(index))) in a comment") }
            index += 1
        }
    }

    /// LF or CR LF.
    private mutating func lineBreak() throws(Refusal) {
        if current == 0x0D {
            guard index + 1 < bytes.count, bytes[index + 1] == 0x0A else {
                throw refusal("a carriage return must be followed by a line feed")
            }
            index += 1
        }
        index += 1
    }

    /// The end of the file or of a line, after `what` and its trailing spaces and comment.
    private mutating func endOfLine(after what: String) throws(Refusal) {
        guard let byte = current else { return }
        guard byte == 0x0A || byte == 0x0D else {
            throw refusal("expected the end of the line after \(what), saw \(described(index))")
        }
        try lineBreak()
    }

    private mutating func expect(_ character: Character, in place: String) throws(Refusal) {
        guard let ascii = character.asciiValue, current == ascii else {
            throw refusal("expected '\(character)' in \(place), saw \(described(index))")
        }
        index += 1
    }

    // MARK: Bytes

    private static func isBareKeyByte(_ byte: UInt8) -> Bool {
        TOMLScalar.isDigit(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// Whether `byte` ends a number, date or boolean.
    private static func endsScalar(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "#"): true
        default: false
        }
    }

    private func refusal(_ message: String) -> Refusal {
        Refusal(message: message, offset: index)
    }

    /// How a message names the character at `offset`: printable ASCII quoted, anything else by
    /// its code point, so no byte of the file reaches a terminal raw.
    private func described(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        switch byte {
        case 0x0A, 0x0D: return "a line break"
        case 0x20: return "a space"
        case 0x09: return "a tab"
        default: break
        }
        if let printable = Self.printable(byte) { return "'\(printable)'" }
        let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let scalar = String(decoding: bytes[offset..<min(offset + length, bytes.count)], as: UTF8.self).unicodeScalars.first
        return "U+" + Self.hex(scalar?.value ?? UInt32(byte))
    }

    private static func printable(_ byte: UInt8) -> Character? {
        (0x21...0x7E).contains(byte) ? Character(UnicodeScalar(byte)) : nil
    }

    /// A short value quoted when it is plain ASCII; else named by its first unprintable character.
    private func quoted(_ token: ArraySlice<UInt8>) -> String {
        if let odd = token.firstIndex(where: { Self.printable($0) == nil && $0 != 0x20 }) { return "a value with \(described(odd))" }
        return token.count <= 40 ? "'" + String(decoding: token, as: UTF8.self) + "'" : "a value of \(token.count) characters"
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `refusal` as a line and a column.
    private func failure(_ refusal: Refusal) -> Failure {
        var line = 1, lineStart = 0
        for offset in 0..<min(refusal.offset, bytes.count) where bytes[offset] == 0x0A {
            line += 1
            lineStart = offset + 1
        }
        let column = bytes[lineStart..<min(refusal.offset, bytes.count)].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return Failure(message: refusal.message, line: line, column: column)
    }
}
