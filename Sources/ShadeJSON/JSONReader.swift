/// The parser's cursor over a document's bytes, and the structural half of the grammar:
/// objects, arrays and how values nest. Scalars, positions and errors live in extensions.
///
/// Nesting is kept on an explicit stack rather than the call stack, so depth is bounded by
/// ``JSONParser/maximumDepth`` and never by the thread's stack size.
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the document proper starts: 3 after a byte order mark, otherwise 0.
    let bodyStart: Int
    /// The next byte to read.
    var offset: Int
    /// The line `offset` is on, advanced as whitespace is skipped: JSON only allows line breaks
    /// in whitespace, so on every successful path that is the only place lines change.
    var line = 1
    /// Offset of the first byte of `line`.
    var lineStart: Int
    /// A known column on the current line, so columns are counted incrementally and a long
    /// minified line costs linear time, not quadratic.
    var knownColumnOffset: Int
    var knownColumn = 1
    /// The objects and arrays open around `offset`, outermost first.
    var openContainers: [JSONOpenContainer] = []
    /// Whether the objects and arrays that are the values of the top-level object's members
    /// (but `$extensions`) are skimmed rather than read (see `skipContainer()`).
    var skimsMembers = false
    /// The skipper of the last skimmed value, whose lists the next one reuses.
    var spareSkipper: JSONSkipper?
    /// Whether the document is read as JSON5 (comments, trailing commas, single quotes,
    /// unquoted member names, hex and signed numbers; see `JSONReader+JSON5.swift`).
    var isJSON5 = false

    /// Whether the value at `offset` is skimmed: a top-level member's, but `$extensions`'.
    private var skimsValue: Bool {
        skimsMembers && openContainers.count == 1 && openContainers[0].isObject && openContainers[0].pendingKey != "$extensions"
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        bodyStart = bytes.starts(with: JSONByte.byteOrderMark) ? JSONByte.byteOrderMark.count : 0
        offset = bodyStart
        lineStart = bodyStart
        knownColumnOffset = bodyStart
    }

    /// The byte at `offset`, or nil at the end of the file.
    var currentByte: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Reads the single top-level value and checks nothing but whitespace follows it.
    mutating func readDocument() throws(JSONParseError) -> JSONNode {
        skipWhitespace()
        if offset == bytes.count {
            throw error("the file is empty: expected a JSON value", at: offset)
        }
        var completed: JSONNode
        readingValues: while true {
            skipWhitespace()
            switch currentByte {
            case JSONByte.openBrace where skimsValue, JSONByte.openBracket where skimsValue:
                // Stands for the skipped value: an empty container of its kind.
                let isObject = currentByte == JSONByte.openBrace
                let position = try skipContainer()
                completed = JSONNode(value: isObject ? .object(JSONObject(members: [])) : .array([]), position: position)
            case JSONByte.openBrace:
                try open(isObject: true)
                skipWhitespace()
                if currentByte == JSONByte.closeBrace {
                    offset += 1
                    completed = openContainers.removeLast().node()
                } else {
                    try readMemberName()
                    continue readingValues
                }
            case JSONByte.openBracket:
                try open(isObject: false)
                skipWhitespace()
                if currentByte == JSONByte.closeBracket {
                    offset += 1
                    completed = openContainers.removeLast().node()
                } else {
                    continue readingValues
                }
            default:
                completed = try readScalar()
            }

            // Hand the finished value to its container; close every container that ends here.
            while !openContainers.isEmpty {
                let top = openContainers.count - 1
                if openContainers[top].isObject {
                    openContainers[top].appendMember(value: completed)
                    skipWhitespace()
                    switch currentByte {
                    case JSONByte.comma:
                        try skipComma(before: JSONByte.closeBrace)
                        // JSON5 allows a comma after the last member.
                        guard isJSON5, currentByte == JSONByte.closeBrace else {
                            try readMemberName()
                            continue readingValues
                        }
                        offset += 1
                        completed = openContainers.removeLast().node()
                    case JSONByte.closeBrace:
                        offset += 1
                        completed = openContainers.removeLast().node()
                    default:
                        let key = quotedForMessage(openContainers[top].pendingKey)
                        throw unexpected("expected ',' or '}' after member \(key)")
                    }
                } else {
                    openContainers[top].elements.append(completed)
                    skipWhitespace()
                    switch currentByte {
                    case JSONByte.comma:
                        try skipComma(before: JSONByte.closeBracket)
                        guard isJSON5, currentByte == JSONByte.closeBracket else { continue readingValues }
                        offset += 1
                        completed = openContainers.removeLast().node()
                    case JSONByte.closeBracket:
                        offset += 1
                        completed = openContainers.removeLast().node()
                    default:
                        throw unexpected("expected ',' or ']' after array element")
                    }
                }
            }
            break readingValues
        }
        skipWhitespace()
        if offset < bytes.count {
            throw unexpected(
                "unexpected \(characterDescription(at: offset)) after the end of the JSON document")
        }
        return completed
    }

    /// Pushes the object or array whose bracket is at `offset`.
    private mutating func open(isObject: Bool) throws(JSONParseError) {
        guard openContainers.count < JSONParser.maximumDepth else {
            throw error(
                "too deeply nested: more than \(JSONParser.maximumDepth) objects and arrays inside each other",
                at: offset)
        }
        openContainers.append(
            JSONOpenContainer(isObject: isObject, position: position(at: offset), offset: offset))
        offset += 1
    }

    /// Steps over the comma at `offset`, refusing a trailing comma before `closing`.
    private mutating func skipComma(before closing: UInt8) throws(JSONParseError) {
        let commaOffset = offset
        offset += 1
        skipWhitespace()
        if currentByte == closing, !isJSON5 {
            throw error("trailing comma before '\(Character(Unicode.Scalar(closing)))'", at: commaOffset)
        }
    }

    /// Reads `"key" :` into the innermost object, rejecting a key it already has.
    private mutating func readMemberName() throws(JSONParseError) {
        skipWhitespace()
        let keyOffset = offset
        let keyPosition = position(at: offset)
        let key: String
        if currentByte == JSONByte.quote {
            key = try readString()
        } else if isJSON5 {
            key = try readJSON5MemberName()
        } else {
            throw unexpected("expected a member name in double quotes, found \(characterDescription(at: offset))")
        }
        let top = openContainers.count - 1
        if let earlier = openContainers[top].earlierMemberIndex(named: key) {
            let firstPosition = openContainers[top].members[earlier].keyPosition
            throw error(
                "duplicate member \(quotedForMessage(key)): first defined at \(firstPosition)",
                at: keyOffset)
        }
        openContainers[top].pendingKey = key
        openContainers[top].pendingKeyPosition = keyPosition
        skipWhitespace()
        guard currentByte == JSONByte.colon else {
            throw unexpected("expected ':' after member name \(quotedForMessage(key))")
        }
        offset += 1
    }

    /// Skips JSON whitespace (space, tab, LF, CR), keeping `line` up to date.
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case JSONByte.space, JSONByte.tab:
                break
            case JSONByte.lineFeed:
                startLine(at: offset + 1)
            case JSONByte.carriageReturn:
                // CR LF is one line break, counted at the LF; a lone CR is a line break too.
                if offset + 1 >= bytes.count || bytes[offset + 1] != JSONByte.lineFeed {
                    startLine(at: offset + 1)
                }
            default:
                if isJSON5, skipJSON5Space() { continue }
                return
            }
            offset += 1
        }
    }

    mutating func startLine(at start: Int) {
        line += 1
        lineStart = start
        knownColumnOffset = start
        knownColumn = 1
    }

    /// The position of `target`, which must be on the current line at or after `lineStart`.
    /// Positions are asked for in increasing order, so counting resumes where it last stopped.
    mutating func position(at target: Int) -> SourcePosition {
        if target < knownColumnOffset {
            knownColumnOffset = lineStart
            knownColumn = 1
        }
        var column = knownColumn
        // Indexed, not iterated over a slice: this runs over every byte of a minified file, and
        // in a debug build the slice's generic iterator cost a third of parsing an 800 KB one.
        var cursor = knownColumnOffset
        while cursor < target {
            if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        knownColumnOffset = target
        knownColumn = column
        return SourcePosition(line: line, column: column)
    }
}
