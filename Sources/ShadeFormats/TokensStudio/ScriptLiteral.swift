import ShadeJSON

/// An object literal of a JavaScript or TypeScript module as written, before the names it uses
/// are looked up (``ScriptTokenModule``): what Shade can read of a module without running it.
indirect enum ScriptLiteral {
    /// A string, number, boolean or null, as the JSON5 reader read it.
    case scalar(JSONNode)
    /// An object: its entries in order.
    case object([Entry], SourcePosition)
    /// An array.
    case array([ScriptLiteral], SourcePosition)
    /// A bare name (`primary`): the value of a `const` of the module, or of an import.
    case reference(String, SourcePosition)
    /// An expression Shade does not evaluate (a call, a template that substitutes, `a.b`), by its text.
    case unreadable(String, SourcePosition)

    /// One entry of an object literal.
    enum Entry {
        /// `key: value` (a shorthand `key` is `key: key`).
        case member(key: String, keyPosition: SourcePosition, value: ScriptLiteral)
        /// `...name`: the members of another object.
        case spread(String, SourcePosition)
        /// A computed key, a method or a spread of something other than a name, by its text.
        case unreadable(String, SourcePosition)
    }
}

/// Reading an object literal's syntax from a ``ScriptSource``: every string and number through
/// the JSON5 reader (single quotes, escapes, hex numbers), TypeScript's `as const`, `as T`,
/// `satisfies T` and `!` after a value dropped.
extension ScriptSource {
    /// The literal at `offset` (after white space) and where it ends.
    func literal(at offset: Int, depth: Int = 0) -> (ScriptLiteral, end: Int) {
        let start = skipSpace(offset)
        let place = position(start)
        guard depth < Self.maximumNesting else { return (.unreadable("nested too deeply", place), expressionEnd(start)) }
        var (value, end): (ScriptLiteral?, Int)
        switch self[start] {
        case UInt8(ascii: "{"): (value, end) = object(at: start, depth: depth)
        case UInt8(ascii: "["): (value, end) = array(at: start, depth: depth)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let close = literalEnd(start).end
            (value, end) = (scalar(start..<close, position: place), close)
        case UInt8(ascii: "`"):
            let (close, substitutes) = literalEnd(start)
            // A template with no `${…}` is a string; its backticks are read as quotes.
            var text = Array(bytes[start..<close])
            text[0] = UInt8(ascii: "'")
            if text.count > 1, text[text.count - 1] == UInt8(ascii: "`") { text[text.count - 1] = UInt8(ascii: "'") }
            let quoted = !text.dropFirst().dropLast().contains(UInt8(ascii: "'"))
            (value, end) = (substitutes || !quoted ? nil : parsed(text, position: place), close)
        default:
            if case let (name, nameEnd)? = self.name(at: start) {
                switch name {
                case "true", "false", "null": (value, end) = (scalar(start..<nameEnd, position: place), nameEnd)
                default: (value, end) = (.reference(name, place), nameEnd)
                }
            } else {
                var close = start
                while close < bytes.count, Self.continuesNumber(bytes[close]) || close == start && bytes[close] == UInt8(ascii: "-") { close += 1 }
                (value, end) = (close > start ? scalar(start..<close, position: place) : nil, close)
            }
        }
        // What follows a value: a type said of it (dropped), or more of an expression.
        var after = skipSpace(end)
        while after < bytes.count {
            if isWord("as", at: after) || isWord("satisfies", at: after) {
                after = skipSpace(typeEnd(skipSpace(after + (isWord("as", at: after) ? 2 : 9))))
            } else if self[after] == UInt8(ascii: "!"), self[after + 1] != UInt8(ascii: "=") {
                after = skipSpace(after + 1)
            } else {
                break
            }
        }
        let closes = after >= bytes.count || [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ";"), UInt8(ascii: ")")].contains(bytes[after])
        let lineEnds = bytes[end..<after].contains(0x0A) && Self.statementWords.contains { isWord($0, at: after) }
        if let value, closes || lineEnds { return (value, after) }
        let close = expressionEnd(start)
        return (.unreadable(excerpt(start..<close), place), close)
    }

    /// Where a TypeScript type starting at `offset` ends: at the first `,`, `;`, closing bracket
    /// or `=` outside the brackets and angle brackets it opens.
    func typeEnd(_ offset: Int) -> Int {
        var index = offset
        var angles = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "<"): angles += 1
            case UInt8(ascii: ">") where angles > 0 && bytes[index - 1] != UInt8(ascii: "="): angles -= 1
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): index = bracketEnd(index); continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"): index = literalEnd(index).end; continue
            case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                if angles == 0 { return index }
            case UInt8(ascii: "=") where angles == 0 && self[index + 1] != UInt8(ascii: ">"): return index
            case 0x0A where angles == 0:
                let next = skipSpace(index + 1)
                if Self.statementWords.contains(where: { isWord($0, at: next) }) { return index }
            default: break
            }
            index += 1
        }
        return index
    }

    private static func continuesNumber(_ byte: UInt8) -> Bool {
        continuesName(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    /// The string, number or word in `range`, through the JSON5 reader; nil when it is not one.
    private func scalar(_ range: Range<Int>, position: SourcePosition) -> ScriptLiteral? {
        parsed(Array(bytes[range]), position: position)
    }

    private func parsed(_ text: [UInt8], position: SourcePosition) -> ScriptLiteral? {
        // JavaScript's numeric separators (`1_000`) are not JSON5's.
        let text = text.first == UInt8(ascii: "'") || text.first == UInt8(ascii: "\"") ? text : text.filter { $0 != UInt8(ascii: "_") }
        guard let node = try? JSONParser.parseJSON5(String(decoding: text, as: UTF8.self)) else { return nil }
        return .scalar(JSONNode(value: node.value, position: position))
    }

    private func object(at start: Int, depth: Int) -> (ScriptLiteral?, Int) {
        var entries: [ScriptLiteral.Entry] = []
        var index = skipSpace(start + 1)
        while index < bytes.count, bytes[index] != UInt8(ascii: "}") {
            let entryStart = index
            let here = position(index)
            if bytes[index] == UInt8(ascii: "."), self[index + 1] == UInt8(ascii: "."), self[index + 2] == UInt8(ascii: ".") {
                let (spread, end) = literal(at: index + 3, depth: depth + 1)
                if case .reference(let name, _) = spread { entries.append(.spread(name, here)) }
                else { entries.append(.unreadable(excerpt(entryStart..<end), here)) }
                index = end
            } else if case let (key, keyEnd)? = key(at: index) {
                let next = skipSpace(keyEnd)
                switch self[next] {
                case UInt8(ascii: ":"):
                    let (value, end) = literal(at: next + 1, depth: depth + 1)
                    entries.append(.member(key: key, keyPosition: here, value: value))
                    index = end
                case UInt8(ascii: ","), UInt8(ascii: "}"):
                    entries.append(.member(key: key, keyPosition: here, value: .reference(key, here)))
                    index = next
                default:
                    // A method, an accessor: code.
                    let end = expressionEnd(index)
                    entries.append(.unreadable(excerpt(entryStart..<end), here))
                    index = end
                }
            } else {
                // A computed key (`[name]: …`) or anything else: code.
                var end = expressionEnd(index)
                if end == index { end = index + 1 }
                entries.append(.unreadable(excerpt(entryStart..<end), here))
                index = end
            }
            index = skipSpace(index)
            if self[index] == UInt8(ascii: ",") || self[index] == UInt8(ascii: ";") { index = skipSpace(index + 1) }
            else if self[index] != UInt8(ascii: "}") { return (nil, expressionEnd(index)) }
        }
        guard index < bytes.count else { return (nil, index) }
        return (.object(entries, position(start)), index + 1)
    }

    /// A member's key at `offset`: a name, a quoted string or a number, as JavaScript names it.
    private func key(at offset: Int) -> (String, end: Int)? {
        switch self[offset] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let end = literalEnd(offset).end
            guard case .scalar(let node)? = scalar(offset..<end, position: position(offset)), let string = node.string else { return nil }
            return (string, end)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            var end = offset
            while end < bytes.count, Self.continuesName(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
            let text = String(decoding: bytes[offset..<end], as: UTF8.self)
            // JavaScript names a numeric key by its number (`1.50` is "1.5"); whole numbers as written.
            if let number = Double(text), text.contains(".") { return (number == number.rounded() ? String(Int(number)) : String(number), end) }
            return (text, end)
        default:
            return name(at: offset).map { ($0.name, $0.end) }
        }
    }

    private func array(at start: Int, depth: Int) -> (ScriptLiteral?, Int) {
        var elements: [ScriptLiteral] = []
        var index = skipSpace(start + 1)
        while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
            let (element, end) = literal(at: index, depth: depth + 1)
            elements.append(element)
            index = skipSpace(end)
            if self[index] == UInt8(ascii: ",") { index = skipSpace(index + 1) }
            else if self[index] != UInt8(ascii: "]") { return (nil, expressionEnd(index)) }
        }
        guard index < bytes.count else { return (nil, index) }
        return (.array(elements, position(start)), index + 1)
    }
}
