import Testing
import ShadeJSON

/// JSON5 as Style Dictionary's `.json5` token sources write it (spec.json5.org 1.0.0).
@Suite struct JSON5Tests {
    private func parse(_ text: String) throws(JSONParseError) -> JSONNode {
        try JSONParser.parseJSON5(text)
    }

    private func failure(_ text: String) -> JSONParseError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func aTokenFileWithCommentsUnquotedNamesSingleQuotesAndTrailingCommasReads() throws {
        let text = """
        // Brand colours
        {
          /* the primary action */
          color: {
            brand: { value: '#0055ff', comment: 'it\\'s ours', },
            $type: "color",
          },
        }
        """
        let root = try parse(text)
        let color = try #require(root.object?["color"]?.object)
        #expect(color["brand"]?.object?["value"]?.string == "#0055ff")
        #expect(color["brand"]?.object?["comment"]?.string == "it's ours")
        #expect(color["$type"]?.string == "color")
        // Positions count the lines comments take: its object opens on line 5, column 12.
        #expect(color["brand"]?.position == SourcePosition(line: 5, column: 12))
    }

    @Test func numbersTakeJSON5sForms() throws {
        let root = try parse("[0xFF, +1, .5, 5., -.25e1, Infinity, -Infinity, NaN, 1e3]")
        let numbers = try #require(root.array).map { $0.number ?? 0 }
        #expect(Array(numbers.prefix(5)) == [255, 1, 0.5, 5, -2.5])
        #expect(numbers[5] == .infinity && numbers[6] == -.infinity && numbers[7].isNaN && numbers[8] == 1000)
    }

    @Test func stringsTakeJSON5sEscapesAndEscapedLineBreaks() throws {
        let root = try parse("['\\x41\\v\\0\\q', 'one \\\ntwo', \"a'b\", 'tab\there']")
        let strings = try #require(root.array).map { $0.string ?? "" }
        #expect(strings == ["A\u{0B}\u{00}q", "one two", "a'b", "tab\there"])
    }

    @Test func unquotedNamesFollowECMAScriptIdentifiers() throws {
        let root = try parse("{ café: 1, _x$: 2, \\u0061b: 3 }")
        let object = try #require(root.object)
        #expect(object.members.map(\.key) == ["café", "_x$", "ab"])
    }

    @Test func whatJSON5StillForbidsIsAnErrorWithAPosition() {
        #expect(failure("{ a: 1, a: 2 }")?.message.hasPrefix("duplicate member \"a\"") == true)
        #expect(failure("{ a: 1 /* never closed }")?.message == "unterminated comment: '/*' without '*/'")
        #expect(failure("{ a: 01 }")?.message.contains("leading zero") == true)
        #expect(failure("{ a: 'one\ntwo' }")?.message.hasPrefix("unterminated string") == true)
        #expect(failure("{ a: '\\1' }")?.message.contains("a digit cannot be escaped") == true)
        #expect(failure("{ 1a: 2 }")?.position == SourcePosition(line: 1, column: 3))
        #expect(failure("[1,,2]") != nil)
        // A comment before an error is counted: the stray `]` is on line 3.
        #expect(failure("{\n// note\n]")?.position == SourcePosition(line: 3, column: 1))
    }

    @Test func strictJSONIsUnchanged() {
        #expect(throws: JSONParseError.self) { try JSONParser.parse("{ a: 1 }") }
        #expect(throws: JSONParseError.self) { try JSONParser.parse("{ \"a\": 1, }") }
        #expect(throws: JSONParseError.self) { try JSONParser.parse("[0xFF]") }
    }
}
