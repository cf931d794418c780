import Testing
import ShadeJSON

// MARK: Helpers

private func parse(_ text: String) throws(JSONParseError) -> JSONNode {
    try JSONParser.parse(text)
}

private func failure(_ text: String) -> JSONParseError? {
    failure(bytes: Array(text.utf8))
}

private func failure(bytes: [UInt8]) -> JSONParseError? {
    do {
        _ = try JSONParser.parse(bytes)
        return nil
    } catch {
        return error
    }
}

/// Expects `text` to be rejected with exactly `message` at `line`:`column`.
private func expectError(
    _ text: String, _ message: String, line: Int, column: Int,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectError(bytes: Array(text.utf8), message, line: line, column: column, sourceLocation: sourceLocation)
}

private func expectError(
    bytes: [UInt8], _ message: String, line: Int, column: Int,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = JSONParseError(message: message, position: SourcePosition(line: line, column: column))
    #expect(failure(bytes: bytes) == expected, sourceLocation: sourceLocation)
}

private func at(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

/// The text split into lines of scalars the way the parser documents (LF, CR LF, lone CR).
private struct SourceLines {
    let lines: [[Unicode.Scalar]]

    init(_ text: String) {
        var lines: [[Unicode.Scalar]] = [[]]
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            lines[lines.count - 1].append(scalar)
            let isLoneCR = scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")
            if scalar == "\n" || isLoneCR { lines.append([]) }
        }
        self.lines = lines
    }

    subscript(position: SourcePosition) -> Unicode.Scalar? {
        guard position.line >= 1, position.line <= lines.count else { return nil }
        let line = lines[position.line - 1]
        guard position.column >= 1, position.column <= line.count else { return nil }
        return line[position.column - 1]
    }
}

/// Checks every node's and key's position points at the character that starts it in `text`;
/// returns how many positions were checked.
@discardableResult
private func checkPositions(_ node: JSONNode, in text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
    checkPositions(node, in: SourceLines(text), sourceLocation: sourceLocation)
}

private func checkPositions(_ node: JSONNode, in source: SourceLines, sourceLocation: SourceLocation) -> Int {
    let first = source[node.position]
    var checked = 1
    switch node.value {
    case .null: #expect(first == "n", sourceLocation: sourceLocation)
    case .bool(let flag): #expect(first == (flag ? "t" : "f"), sourceLocation: sourceLocation)
    case .number: #expect(first == "-" || first.map { ("0"..."9").contains($0) } == true, sourceLocation: sourceLocation)
    case .string: #expect(first == "\"", sourceLocation: sourceLocation)
    case .array(let elements):
        #expect(first == "[", sourceLocation: sourceLocation)
        for element in elements { checked += checkPositions(element, in: source, sourceLocation: sourceLocation) }
    case .object(let object):
        #expect(first == "{", sourceLocation: sourceLocation)
        for member in object.members {
            #expect(source[member.keyPosition] == "\"", sourceLocation: sourceLocation)
            #expect(member.keyPosition < member.value.position, sourceLocation: sourceLocation)
            checked += 1 + checkPositions(member.value, in: source, sourceLocation: sourceLocation)
        }
    }
    return checked
}

// MARK: Positions

@Suite struct JSONPositionTests {
    let text = """
        {
          "name": "Sky",
          "colors": {
            "accent": { "$value": "#0A84FF" },
            "list": [1, -2.5, true, null]
          },
          "café": "é😀", "z": 1
        }
        """

    @Test func valuesAndKeysCarryLineAndColumn() throws {
        let root = try parse(text)
        let object = try #require(root.object)
        #expect(root.position == at(1, 1))
        #expect(object.member(named: "name")?.keyPosition == at(2, 3))
        #expect(object["name"]?.position == at(2, 11))
        #expect(object.member(named: "colors")?.keyPosition == at(3, 3))
        let colors = try #require(object["colors"])
        #expect(colors.position == at(3, 13))
        let accent = try #require(colors.object?["accent"])
        #expect(colors.object?.member(named: "accent")?.keyPosition == at(4, 5))
        #expect(accent.position == at(4, 15))
        #expect(accent.object?.member(named: "$value")?.keyPosition == at(4, 17))
        #expect(accent.object?["$value"]?.position == at(4, 27))
        #expect(accent.object?["$value"]?.string == "#0A84FF")
        let list = try #require(colors.object?["list"])
        #expect(list.position == at(5, 13))
        #expect(list.array?.map(\.position) == [at(5, 14), at(5, 17), at(5, 23), at(5, 29)])
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        let object = try #require(try parse(text).object)
        #expect(object.member(named: "café")?.keyPosition == at(7, 3))
        #expect(object["café"]?.position == at(7, 11))
        #expect(object["café"]?.string == "é😀")
        // "é😀" is 4 scalars wide with its quotes, though 8 bytes long.
        #expect(object.member(named: "z")?.keyPosition == at(7, 17))
        #expect(object["z"]?.position == at(7, 22))
    }

    @Test func everyPositionPointsAtTheValuesFirstCharacter() throws {
        let root = try parse(text)
        #expect(checkPositions(root, in: text) == 19)
    }

    @Test func aTabCountsAsOneColumn() throws {
        let object = try #require(try parse("{\t\"a\":\t1}").object)
        #expect(object.member(named: "a")?.keyPosition == at(1, 3))
        #expect(object["a"]?.position == at(1, 8))
    }

    @Test func crLfAndLoneCrEndLines() throws {
        let crlf = "{\r\n  \"a\": [1,\r\n 2]\r\n}"
        let object = try #require(try parse(crlf).object)
        #expect(object.member(named: "a")?.keyPosition == at(2, 3))
        #expect(object["a"]?.array?.map(\.position) == [at(2, 9), at(3, 2)])
        let loneCR = "[\r1,\r\r2]"
        #expect(try parse(loneCR).array?.map(\.position) == [at(2, 1), at(4, 1)])
        checkPositions(try parse(crlf), in: crlf)
        checkPositions(try parse(loneCR), in: loneCR)
        // Errors compute positions separately; they must agree.
        expectError("{\r\n  \"a\": [1,\r\n 2,]\r\n}", "trailing comma before ']'", line: 3, column: 3)
        expectError("[\r1,\r\r2 3]", "expected ',' or ']' after array element", line: 4, column: 3)
    }

    @Test func membersKeepSourceOrder() throws {
        let object = try #require(try parse(#"{"z": 1, "a": 2, "m": {"y": 0, "b": 0}}"#).object)
        #expect(object.keys == ["z", "a", "m"])
        #expect(object["m"]?.object?.keys == ["y", "b"])
        #expect(object.members.map { $0.value.position.column } == [7, 15, 23])
    }

    @Test func aByteOrderMarkIsSkippedAndTakesNoColumn() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8)
        let root = try JSONParser.parse(bytes)
        #expect(root.position == at(1, 1))
        #expect(root.object?.member(named: "a")?.keyPosition == at(1, 2))
        expectError(bytes: [0xEF, 0xBB, 0xBF] + Array("[1,]".utf8), "trailing comma before ']'", line: 1, column: 3)
        // Only at the very start: elsewhere U+FEFF is just an unexpected character.
        expectError("[\u{FEFF}1]", "unexpected character '\u{FEFF}'", line: 1, column: 2)
    }
}

// MARK: Values and helpers

@Suite struct JSONValueTests {
    @Test func scalarsAndHelpers() throws {
        let object = try #require(
            try parse(#"{"s": "x", "n": 2.5, "t": true, "f": false, "z": null, "a": [1], "o": {}}"#).object)
        #expect(object["s"]?.string == "x")
        #expect(object["n"]?.number == 2.5)
        #expect(object["t"]?.bool == true)
        #expect(object["f"]?.bool == false)
        #expect(object["z"]?.isNull == true)
        #expect(object["a"]?.array?.first?.number == 1)
        #expect(object["o"]?.object?.isEmpty == true)
        #expect(object["s"]?.number == nil)
        #expect(object["n"]?.string == nil)
        #expect(object["a"]?.object == nil)
        #expect(object["missing"] == nil)
        #expect(object.members.map(\.value.typeName) == ["string", "number", "boolean", "boolean", "null", "array", "object"])
    }

    @Test func largeObjectsLookUpEveryMember() throws {
        let members = (0..<50).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let object = try #require(try parse("{\(members)}").object)
        #expect(object.count == 50)
        for index in 0..<50 {
            #expect(object["k\(index)"]?.number == Double(index))
        }
        #expect(object["k50"] == nil)
        // The public initializer indexes the same way.
        let rebuilt = JSONObject(members: object.members)
        #expect(rebuilt == object)
        #expect(rebuilt["k49"]?.number == 49)
    }

    @Test func topLevelScalarsAreDocuments() throws {
        #expect(try parse(" 42 ").number == 42)
        #expect(try parse("\"hi\"").string == "hi")
        #expect(try parse("null").isNull)
        #expect(try parse("\n  true").position == at(2, 3))
    }

    @Test func inputCanBeAnyByteCollection() throws {
        let bytes = Array(#"{"a": [1, 2]}"#.utf8)
        let fromArray = try JSONParser.parse(bytes)
        let fromSlice = try JSONParser.parse(bytes[...])
        let fromNonContiguous = try JSONParser.parse(bytes.lazy.map { $0 })
        #expect(fromSlice == fromArray)
        #expect(fromNonContiguous == fromArray)
    }
}

// MARK: Strings

@Suite struct JSONStringTests {
    @Test func simpleEscapes() throws {
        #expect(try parse(#""\"\\\/\b\f\n\r\t""#).string == "\"\\/\u{08}\u{0C}\n\r\t")
        #expect(try parse(#""a\nb""#).string == "a\nb")
    }

    @Test func unicodeEscapes() throws {
        #expect(try parse(#""caf\u00e9 \u00E9""#).string == "café é")
        #expect(try parse(#""\u0000""#).string == "\u{0}")
        #expect(try parse(#""\u20AC""#).string == "€")
        #expect(try parse(#""\uD83D\uDE00!""#).string == "😀!")
        #expect(try parse(#""\udbff\udfff""#).string == "\u{10FFFF}")
        // Raw UTF-8 passes through untouched.
        #expect(try parse("\"é😀\"").string == "é😀")
    }

    @Test func loneSurrogatesAreErrors() {
        expectError(
            #"["ok", "\uD83D"]"#,
            #"unpaired surrogate \uD83D in a string: it must be followed by a low surrogate \uDC00–\uDFFF"#,
            line: 1, column: 9)
        expectError(
            #""x\uD83D\u0041""#,
            #"unpaired surrogate \uD83D in a string: it must be followed by a low surrogate \uDC00–\uDFFF"#,
            line: 1, column: 3)
        expectError(
            #""\uDE00""#,
            #"unpaired surrogate \uDE00 in a string: a low surrogate must follow a high surrogate \uD800–\uDBFF"#,
            line: 1, column: 2)
    }

    @Test func malformedEscapes() {
        expectError(#""\u12""#, #"invalid escape: \u must be followed by four hex digits"#, line: 1, column: 2)
        expectError(#""\uGGGG""#, #"invalid escape: \u must be followed by four hex digits"#, line: 1, column: 2)
        expectError(#"{"a": "C:\dir"}"#, #"invalid escape '\d' in a string (write a backslash as \\)"#, line: 1, column: 10)
        expectError("\"\\\u{1B}\"", #"invalid escape '\^[' in a string (write a backslash as \\)"#, line: 1, column: 2)
        expectError(#""abc\"#, "unterminated string", line: 1, column: 1)
    }

    @Test func unterminatedStrings() {
        expectError("{\n  \"a\": \"abc", "unterminated string", line: 2, column: 8)
        expectError(
            "{\"a\": \"abc\n}", #"unterminated string: a string cannot span lines (write \n for a line break)"#,
            line: 1, column: 7)
    }

    @Test func controlCharactersMustBeEscaped() {
        expectError("[\"a\tb\"]", #"tab character in a string: write it as \t"#, line: 1, column: 4)
        expectError("[\"a\u{1}b\"]", #"control character '^A' in a string: write it as \u0001"#, line: 1, column: 4)
        expectError("[\"\u{1B}]52\"]", #"control character '^[' in a string: write it as \u001B"#, line: 1, column: 3)
    }
}

// MARK: Numbers

@Suite struct JSONNumberTests {
    @Test func validNumbers() throws {
        let negativeZero = try #require(try parse("-0").number)
        #expect(negativeZero == 0 && negativeZero.sign == .minus)
        #expect(try parse("-0.0").number?.sign == .minus)
        #expect(try parse("0").number?.sign == .plus)
        #expect(try parse("1e-3").number == 0.001)
        #expect(try parse("1E+2").number == 100)
        #expect(try parse("1e2").number == 100)
        #expect(try parse("-12.5e-1").number == -1.25)
        #expect(try parse("0.1").number == 0.1)
        #expect(try parse("123456789012345678901234567890").number == 1.2345678901234568e29)
        #expect(try parse("9007199254740993").number == 9_007_199_254_740_992)
        #expect(try parse("1.7976931348623157e308").number == .greatestFiniteMagnitude)
        #expect(try parse("5e-324").number == .leastNonzeroMagnitude)
        #expect(try parse("1e-400").number == 0)
        #expect(try parse("[1,2]").array?.compactMap(\.number) == [1, 2])
    }

    @Test func numbersAgreeWithTheStandardLibrary() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            var text = Bool.random(using: &generator) ? "-" : ""
            text += String(Int.random(in: 1...9, using: &generator))
            for _ in 0..<Int.random(in: 0...20, using: &generator) { text += String(Int.random(in: 0...9, using: &generator)) }
            if Bool.random(using: &generator) {
                text += "."
                for _ in 0..<Int.random(in: 1...12, using: &generator) { text += String(Int.random(in: 0...9, using: &generator)) }
            }
            if Bool.random(using: &generator) { text += "e" + String(Int.random(in: -40...40, using: &generator)) }
            let expected = try #require(Double(text))
            #expect(try parse(text).number?.bitPattern == expected.bitPattern, "\(text)")
        }
    }

    @Test func malformedNumbers() {
        expectError("01", #"invalid number "01": numbers cannot start with a leading zero"#, line: 1, column: 1)
        expectError("[-012]", #"invalid number "-012": numbers cannot start with a leading zero"#, line: 1, column: 2)
        expectError("[1.]", #"invalid number "1.": expected a digit after the decimal point"#, line: 1, column: 2)
        expectError("1.e5", #"invalid number "1.e5": expected a digit after the decimal point"#, line: 1, column: 1)
        expectError("{\"a\":\n  2e}", #"invalid number "2e": expected a digit in the exponent"#, line: 2, column: 3)
        expectError("2E+", #"invalid number "2E+": expected a digit in the exponent"#, line: 1, column: 1)
        expectError("[-]", #"invalid number "-": expected a digit after '-'"#, line: 1, column: 2)
        expectError("+1", #"invalid number "+1": a number must start with a digit or '-'"#, line: 1, column: 1)
        expectError("[.5]", #"invalid number ".5": a number must start with a digit or '-'"#, line: 1, column: 2)
        expectError("1e400", #"number "1e400" is too large"#, line: 1, column: 1)
        expectError("[0x10]", "expected ',' or ']' after array element", line: 1, column: 3)
    }

    @Test func nonFiniteWordsAreRejected() {
        expectError("[NaN]", "'NaN' is not allowed in JSON: numbers must be finite", line: 1, column: 2)
        expectError("[Infinity]", "'Infinity' is not allowed in JSON: numbers must be finite", line: 1, column: 2)
        expectError("[-Infinity]", "'-Infinity' is not allowed in JSON: numbers must be finite", line: 1, column: 2)
    }
}

// MARK: Errors

@Suite struct JSONErrorTests {
    @Test func missingCommaAfterMember() {
        expectError(#"{"foo": 1 "bar": 2}"#, #"expected ',' or '}' after member "foo""#, line: 1, column: 11)
        expectError("{\n  \"foo\": 1\n  \"bar\": 2\n}", #"expected ',' or '}' after member "foo""#, line: 3, column: 3)
        expectError(#"{"size": 1px}"#, #"expected ',' or '}' after member "size""#, line: 1, column: 11)
        expectError("[1, 2 3]", "expected ',' or ']' after array element", line: 1, column: 7)
        expectError("[1}", "expected ',' or ']' after array element", line: 1, column: 3)
    }

    @Test func trailingCommas() {
        expectError(#"{"a": 1,}"#, "trailing comma before '}'", line: 1, column: 8)
        expectError("{\n  \"a\": 1,\n}", "trailing comma before '}'", line: 2, column: 9)
        expectError("[1,\n]", "trailing comma before ']'", line: 1, column: 3)
    }

    @Test func endOfFileSaysWhatIsStillOpen() {
        expectError(#"{"a": {"b": 1"#, "unexpected end of file: 2 objects still open", line: 1, column: 14)
        expectError(#"[{"a": ["#, "unexpected end of file: 1 object and 2 arrays still open", line: 1, column: 9)
        expectError(#"{"a""#, "unexpected end of file: 1 object still open", line: 1, column: 5)
        expectError(#"{"a":"#, "unexpected end of file: 1 object still open", line: 1, column: 6)
        expectError("{\n  \"a\": [1,\n", "unexpected end of file: 1 object and 1 array still open", line: 3, column: 1)
        expectError("", "the file is empty: expected a JSON value", line: 1, column: 1)
        expectError("  \n ", "the file is empty: expected a JSON value", line: 2, column: 2)
    }

    @Test func commentsAreRejected() {
        expectError("{\n  // note\n  \"a\": 1\n}", "comments are not allowed in JSON", line: 2, column: 3)
        expectError("/* header */ {}", "comments are not allowed in JSON", line: 1, column: 1)
        expectError("[1 /* one */]", "comments are not allowed in JSON", line: 1, column: 4)
        expectError("{\"a\": 1} // end", "comments are not allowed in JSON", line: 1, column: 10)
        expectError("{ /* */ \"a\": 1}", "comments are not allowed in JSON", line: 1, column: 3)
        expectError("[/]", "unexpected character '/'", line: 1, column: 2)
    }

    @Test func unexpectedCharactersAreShownVisibly() {
        expectError(bytes: [0x5B, 0x01, 0x5D], "unexpected character '^A'", line: 1, column: 2)
        expectError("[\u{1B}]", "unexpected character '^['", line: 1, column: 2)
        expectError("[\u{7F}]", "unexpected character '^?'", line: 1, column: 2)
        expectError("[\u{9B}]", "unexpected character '<U+009B>'", line: 1, column: 2)
        expectError("[@]", "unexpected character '@'", line: 1, column: 2)
        expectError("{\"a\": 1,\n \"é\": 😀}", "unexpected character '😀'", line: 2, column: 7)
    }

    @Test func keysInMessagesAreShownVisibly() throws {
        let error = try #require(failure("{\"\\u001b]52;c;aGk=\\u0007\": 1 2}"))
        #expect(error.message == #"expected ',' or '}' after member "^[]52;c;aGk=^G""#)
        #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func expectedValueOrMemberName() {
        expectError("[1,,2]", "expected a value, found ','", line: 1, column: 4)
        expectError(#"{"a": }"#, "expected a value, found '}'", line: 1, column: 7)
        expectError("[:]", "expected a value, found ':'", line: 1, column: 2)
        expectError("{a: 1}", "expected a member name in double quotes, found 'a'", line: 1, column: 2)
        expectError("{1: 1}", "expected a member name in double quotes, found '1'", line: 1, column: 2)
        expectError("{,}", "expected a member name in double quotes, found ','", line: 1, column: 2)
        expectError(#"{"a" 1}"#, #"expected ':' after member name "a""#, line: 1, column: 6)
    }

    @Test func quotesAndWords() {
        expectError("{'a': 1}", "strings must be in double quotes (\"), not single quotes (')", line: 1, column: 2)
        expectError("['a']", "strings must be in double quotes (\"), not single quotes (')", line: 1, column: 2)
        expectError("[True]", "'True' is not a JSON value: write 'true' in lower case", line: 1, column: 2)
        expectError("[NULL]", "'NULL' is not a JSON value: write 'null' in lower case", line: 1, column: 2)
        expectError("{\"a\": red}", "unexpected text: JSON text must be in double quotes", line: 1, column: 7)
        expectError("[tru]", "unexpected text: JSON text must be in double quotes", line: 1, column: 2)
        expectError("[truex]", "unexpected text: JSON text must be in double quotes", line: 1, column: 2)
        expectError("[undefined]", "unexpected text: JSON text must be in double quotes", line: 1, column: 2)
    }

    /// A file that is not JSON (a token, a password file) is named by position, never quoted.
    @Test func aBareWordIsNeverQuoted() {
        for text in ["ghp_0123456789abcdef", "  AKIA1234 secret", "{\"a\": hunter2}", "[1, sk-live-xyz]", "password=hunter2"] {
            let message = failure(bytes: Array(text.utf8))?.message ?? ""
            for word in ["ghp_", "AKIA", "secret", "hunter2", "sk-live", "password"] {
                #expect(!message.contains(word), "\(text): \(message)")
            }
        }
    }

    @Test func contentAfterTheDocument() {
        expectError("{} {}", "unexpected '{' after the end of the JSON document", line: 1, column: 4)
        expectError("[1]\n]", "unexpected ']' after the end of the JSON document", line: 2, column: 1)
    }

    @Test func duplicateKeysNameBothPositions() {
        expectError(
            "{\n  \"a\": 1,\n  \"a\": 2\n}", #"duplicate member "a": first defined at line 2, column 3"#,
            line: 3, column: 3)
        // Escapes are decoded before comparing.
        expectError(
            #"{"é": 1, "\u00e9": 2}"#, #"duplicate member "é": first defined at line 1, column 2"#,
            line: 1, column: 10)
        // Past the linear-search size, the index must catch it too.
        let members = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ",\n")
        expectError(
            "{\n\(members),\n\"k5\": 0}", #"duplicate member "k5": first defined at line 7, column 1"#,
            line: 22, column: 1)
    }

    @Test func sameKeyInDifferentObjectsIsFine() throws {
        let root = try parse(#"{"a": {"a": 1}, "b": {"a": 2}}"#)
        #expect(root.object?["b"]?.object?["a"]?.number == 2)
    }

    @Test func depthLimit() throws {
        let deepest = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        var node = try parse(deepest)
        var depth = 1
        while let inner = node.array?.first {
            node = inner
            depth += 1
        }
        #expect(depth == 256)
        let message = "too deeply nested: more than 256 objects and arrays inside each other"
        expectError(String(repeating: "[", count: 257) + String(repeating: "]", count: 257), message, line: 1, column: 257)
        expectError(String(repeating: "{\"a\":", count: 300), message, line: 1, column: 5 * 256 + 1)
        // Far deeper than any stack would take by recursion.
        expectError(String(repeating: "[", count: 1_000_000), message, line: 1, column: 257)
    }
}

// MARK: Encoding

@Suite struct JSONEncodingTests {
    @Test func invalidUTF8NamesTheFirstBadByte() {
        let message = { (byte: String) in "the file is not UTF-8: invalid byte 0x\(byte) (save the file as UTF-8)" }
        expectError(bytes: Array(#"{"a": "caf"#.utf8) + [0xC3, 0x22, 0x7D], message("C3"), line: 1, column: 11)
        expectError(bytes: Array("{\n \"é\": \"".utf8) + [0xFF, 0x22, 0x7D], message("FF"), line: 2, column: 8)
        expectError(bytes: [0x5B, 0xC0, 0x80, 0x5D], message("C0"), line: 1, column: 2)  // overlong NUL
        expectError(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], message("ED"), line: 1, column: 2)  // surrogate
        expectError(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], message("F4"), line: 1, column: 2)  // > U+10FFFF
        expectError(bytes: [0x22, 0x80, 0x22], message("80"), line: 1, column: 2)  // stray continuation
        expectError(bytes: [0x22, 0x61, 0xE2, 0x82], message("E2"), line: 1, column: 3)  // truncated at end
        // It wins over a syntax error earlier in the file: the file as a whole is unreadable.
        expectError(bytes: Array("[1,]\n".utf8) + [0xFE], message("FE"), line: 2, column: 1)
    }

    @Test func validMultiByteSequencesAreAccepted() throws {
        let text = "[\"\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}\"]"
        #expect(try parse(text).array?.first?.string == "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}")
    }
}

// MARK: Large input

@Suite struct JSONLargeInputTests {
    /// About 1 MiB of theme-like JSON: many tokens, nested groups, escapes, numbers.
    static func largeDocument(tokens: Int) -> String {
        var text = "{\n  \"palette\": {\n"
        for index in 0..<tokens {
            let separator = index == tokens - 1 ? "" : ","
            text += "    \"tone\(index)\": { \"$type\": \"color\", \"$value\": \"#\(String(index % 0xFFFFFF, radix: 16))\", "
            text += "\"$description\": \"Tone \(index) \\u00e9 \\\"quoted\\\" — ✓\", \"weight\": [\(index), -\(index).5e-2, true, null] }\(separator)\n"
        }
        return text + "  }\n}\n"
    }

    @Test func aMebibyteParsesWithCorrectPositions() throws {
        let tokens = 7_000
        let text = Self.largeDocument(tokens: tokens)
        #expect(text.utf8.count > 1 << 20)
        let clock = ContinuousClock()
        var root: JSONNode?
        let elapsed = try clock.measure { root = try JSONParser.parse(Array(text.utf8)) }
        let palette = try #require(root?.object?["palette"]?.object)
        #expect(palette.count == tokens)
        let last = try #require(palette.members.last)
        #expect(last.keyPosition == at(tokens + 2, 5))
        #expect(last.value.object?["$description"]?.string == "Tone \(tokens - 1) é \"quoted\" — ✓")
        #expect(last.value.object?["weight"]?.array?[1].number == Double("-\(tokens - 1).5e-2"))
        #expect(checkPositions(root!, in: text) == 1 + 2 + tokens * (1 + 1 + 4 * 2 + 4))
        // A loose bound that holds even in debug builds; release is far faster (see report).
        #expect(elapsed < .seconds(5))
    }
}
