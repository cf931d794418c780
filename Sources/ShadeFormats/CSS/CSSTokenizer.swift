import ShadeJSON
import ShadeTokens

/// The tokenizer of CSS Syntax Level 3 (§ 4.3): comments, strings with escapes, numbers,
/// identifiers with escapes, `url()`, every punctuation token. Input is preprocessed as
/// § 3.3 says (CR LF, CR and FF become LF; NUL and surrogates become U+FFFD). Never fails:
/// malformed input gives bad-string/bad-url tokens, as in browsers.
struct CSSTokenizer {
    private var scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) {
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(text.unicodeScalars.count)
        var previousCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r": out.append("\n"); previousCR = true; continue
            case "\n": if !previousCR { out.append("\n") }
            case "\u{0C}": out.append("\n")
            case "\0": out.append("\u{FFFD}")
            default: out.append(scalar)
            }
            previousCR = false
        }
        scalars = out
    }

    /// Every token, in order (comments dropped), ending before EOF.
    static func tokens(_ text: String) -> [CSSToken] {
        var tokenizer = CSSTokenizer(text)
        var tokens: [CSSToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() -> Unicode.Scalar? {
        guard index < scalars.count else { return nil }
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        return scalar
    }

    /// The next token, or nil at EOF.
    mutating func next() -> CSSToken? {
        skipComments()
        let start = SourcePosition(line: line, column: column)
        guard let scalar = advance() else { return nil }
        func token(_ kind: CSSToken.Kind) -> CSSToken { CSSToken(kind: kind, position: start) }
        switch scalar {
        case _ where Self.isWhitespace(scalar):
            while let next = peek(), Self.isWhitespace(next) { _ = advance() }
            return token(.whitespace)
        case "\"", "'":
            return token(consumeString(ending: scalar))
        case "#":
            if let next = peek(), Self.isNameCode(next) || Self.isValidEscape(next, peek(1)) {
                let isID = Self.startsIdentifier(peek(), peek(1), peek(2))
                return token(.hash(consumeName(), isID: isID))
            }
            return token(.delim("#"))
        case "(": return token(.openParen)
        case ")": return token(.closeParen)
        case "+", ".":
            if Self.startsNumber(scalar, peek(), peek(1)) { index -= 1; column -= 1; return token(consumeNumeric()) }
            return token(.delim(Character(scalar)))
        case ",": return token(.comma)
        case "-":
            if Self.startsNumber(scalar, peek(), peek(1)) { index -= 1; column -= 1; return token(consumeNumeric()) }
            if peek() == "-", peek(1) == ">" { _ = advance(); _ = advance(); return token(.cdc) }
            if Self.startsIdentifier(scalar, peek(), peek(1)) { index -= 1; column -= 1; return token(consumeIdentLike()) }
            return token(.delim("-"))
        case ":": return token(.colon)
        case ";": return token(.semicolon)
        case "<":
            if peek() == "!", peek(1) == "-", peek(2) == "-" { _ = advance(); _ = advance(); _ = advance(); return token(.cdo) }
            return token(.delim("<"))
        case "@":
            if Self.startsIdentifier(peek(), peek(1), peek(2)) { return token(.atKeyword(consumeName())) }
            return token(.delim("@"))
        case "[": return token(.openSquare)
        case "\\":
            if Self.isValidEscape(scalar, peek()) { index -= 1; column -= 1; return token(consumeIdentLike()) }
            return token(.delim("\\"))
        case "]": return token(.closeSquare)
        case "{": return token(.openCurly)
        case "}": return token(.closeCurly)
        case _ where Self.isDigit(scalar):
            index -= 1; column -= 1
            return token(consumeNumeric())
        case _ where Self.isNameStart(scalar):
            index -= 1; column -= 1
            return token(consumeIdentLike())
        default:
            return token(.delim(Character(scalar)))
        }
    }

    private mutating func skipComments() {
        while peek() == "/", peek(1) == "*" {
            _ = advance(); _ = advance()
            while let scalar = advance() {
                if scalar == "*", peek() == "/" { _ = advance(); break }
            }
        }
    }

    private mutating func consumeString(ending: Unicode.Scalar) -> CSSToken.Kind {
        var value = String.UnicodeScalarView()
        while let scalar = advance() {
            switch scalar {
            case ending: return .string(String(value))
            case "\n":
                // Unescaped newline: a bad string; the newline is not consumed (§ 4.3.5).
                index -= 1; line -= 1
                return .badString
            case "\\":
                guard let next = peek() else { continue }
                if next == "\n" { _ = advance(); continue }
                value.append(consumeEscape())
            default: value.append(scalar)
            }
        }
        return .string(String(value))
    }

    /// After a backslash: a hex escape (up to 6 digits and one whitespace) or the character.
    private mutating func consumeEscape() -> Unicode.Scalar {
        guard let first = advance() else { return "\u{FFFD}" }
        guard Self.isHex(first) else { return first }
        var digits = String(Character(first))
        while digits.count < 6, let next = peek(), Self.isHex(next) { digits.append(Character(advance()!)) }
        if let next = peek(), Self.isWhitespace(next) { _ = advance() }
        guard let value = UInt32(digits, radix: 16), value != 0, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value),
              let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    private mutating func consumeName() -> String {
        var value = String.UnicodeScalarView()
        while let scalar = peek() {
            if Self.isNameCode(scalar) {
                value.append(advance()!)
            } else if Self.isValidEscape(scalar, peek(1)) {
                _ = advance()
                value.append(consumeEscape())
            } else {
                break
            }
        }
        return String(value)
    }

    private mutating func consumeNumber() -> (Double, Bool) {
        var text = ""
        var integer = true
        if let sign = peek(), sign == "+" || sign == "-" { text.append(Character(advance()!)) }
        while let digit = peek(), Self.isDigit(digit) { text.append(Character(advance()!)) }
        if peek() == ".", let after = peek(1), Self.isDigit(after) {
            integer = false
            text.append(Character(advance()!))
            while let digit = peek(), Self.isDigit(digit) { text.append(Character(advance()!)) }
        }
        if let e = peek(), e == "e" || e == "E" {
            let hasSign = peek(1) == "+" || peek(1) == "-"
            if let digit = peek(hasSign ? 2 : 1), Self.isDigit(digit) {
                integer = false
                text.append(Character(advance()!))
                if hasSign { text.append(Character(advance()!)) }
                while let digit = peek(), Self.isDigit(digit) { text.append(Character(advance()!)) }
            }
        }
        return (Double(text) ?? 0, integer)
    }

    private mutating func consumeNumeric() -> CSSToken.Kind {
        let (value, integer) = consumeNumber()
        if Self.startsIdentifier(peek(), peek(1), peek(2)) { return .dimension(value, unit: consumeName()) }
        if peek() == "%" { _ = advance(); return .percentage(value) }
        return .number(value, isInteger: integer)
    }

    private mutating func consumeIdentLike() -> CSSToken.Kind {
        let name = consumeName()
        guard peek() == "(" else { return .ident(name) }
        _ = advance()
        if name.lowercased() == "url" {
            var lookahead = 0
            while let scalar = peek(lookahead), Self.isWhitespace(scalar) { lookahead += 1 }
            if let quote = peek(lookahead), quote == "\"" || quote == "'" { return .function(name) }
            return consumeURL()
        }
        return .function(name)
    }

    private mutating func consumeURL() -> CSSToken.Kind {
        while let scalar = peek(), Self.isWhitespace(scalar) { _ = advance() }
        var value = String.UnicodeScalarView()
        while let scalar = advance() {
            switch scalar {
            case ")": return .url(String(value))
            case _ where Self.isWhitespace(scalar):
                while let next = peek(), Self.isWhitespace(next) { _ = advance() }
                if peek() == ")" || peek() == nil { _ = advance(); return .url(String(value)) }
                skipBadURL(); return .badURL
            case "\"", "'", "(":
                skipBadURL(); return .badURL
            case "\\":
                if Self.isValidEscape(scalar, peek()) { value.append(consumeEscape()) } else { skipBadURL(); return .badURL }
            default: value.append(scalar)
            }
        }
        return .url(String(value))
    }

    private mutating func skipBadURL() {
        while let scalar = advance() {
            if scalar == ")" { return }
            if Self.isValidEscape(scalar, peek()) { _ = consumeEscape() }
        }
    }

    static func isWhitespace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" || s == "\n" }
    static func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
    static func isHex(_ s: Unicode.Scalar) -> Bool { isDigit(s) || ("a"..."f").contains(s) || ("A"..."F").contains(s) }
    static func isNameStart(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) || s == "_" || s.value >= 0x80 }
    static func isNameCode(_ s: Unicode.Scalar) -> Bool { isNameStart(s) || isDigit(s) || s == "-" }

    static func isValidEscape(_ first: Unicode.Scalar?, _ second: Unicode.Scalar?) -> Bool {
        first == "\\" && second != nil && second != "\n"
    }

    static func startsIdentifier(_ a: Unicode.Scalar?, _ b: Unicode.Scalar?, _ c: Unicode.Scalar?) -> Bool {
        guard let a else { return false }
        if a == "-" {
            guard let b else { return false }
            return isNameStart(b) || b == "-" || isValidEscape(b, c)
        }
        if isNameStart(a) { return true }
        return isValidEscape(a, b)
    }

    static func startsNumber(_ a: Unicode.Scalar?, _ b: Unicode.Scalar?, _ c: Unicode.Scalar?) -> Bool {
        guard let a else { return false }
        if a == "+" || a == "-" {
            guard let b else { return false }
            if isDigit(b) { return true }
            return b == "." && c.map(isDigit) == true
        }
        if a == "." { return b.map(isDigit) == true }
        return isDigit(a)
    }
}
