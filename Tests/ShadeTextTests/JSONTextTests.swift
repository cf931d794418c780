import Foundation
import ShadeText
import Testing

@Suite struct JSONTextTests {
    @Test func quotesBackslashesAndWhitespaceUseShortEscapes() {
        #expect(JSONText.quoted("a\"b\\c\nd\re\tf") == #""a\"b\\c\nd\re\tf""#)
        #expect(JSONText.quoted("") == "\"\"")
    }

    @Test func everyOtherControlIsAUnicodeEscape() {
        #expect(JSONText.quoted("\u{0}\u{1B}]52\u{7}") == #""\u0000\u001b]52\u0007""#)
        #expect(JSONText.quoted("\u{7F}\u{80}\u{9B}31m\u{9F}") == #""\u007f\u0080\u009b31m\u009f""#, "DEL and C1")
        #expect(JSONText.quoted("a\u{2028}b\u{2029}") == #""a\u2028b\u2029""#, "line and paragraph separators")
        #expect(JSONText.quoted("\u{202A}\u{202E}evil\u{2066}\u{2069}") == #""\u202a\u202eevil\u2066\u2069""#, "bidi controls")
    }

    /// Encoded JSON gets the same policy as a quoted string, its own line breaks kept.
    @Test func encodedJSONIsEscapedAsQuotedStringsAre() {
        let encoded = "{\n  \"a\" : \"\u{80}\u{9F}\u{7F}\u{202E}\u{2028}é\"\n}"
        #expect(JSONText.escapingInvisibles(inEncoded: encoded) == "{\n  \"a\" : \"\\u0080\\u009f\\u007f\\u202e\\u2028é\"\n}")
        for text in ["\u{80}", "\u{7F}", "\u{202E}", "\u{2029}", "plain ✓"] {
            let inside = String(JSONText.quoted(text).dropFirst().dropLast())
            #expect(JSONText.escapingInvisibles(inEncoded: text) == inside, "the same escape as quoted gives \(inside)")
        }
    }

    @Test func printableTextIsKeptAsIs() {
        #expect(JSONText.quoted("café \u{A0}— ✓ 🎨 /") == "\"café \u{A0}— ✓ 🎨 /\"")
    }

    @Test func everyScalarReadsBackAsItself() throws {
        var text = ""
        for value in UInt32(0)...0x2100 {
            if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
        }
        text += "\u{10FFFF}"
        let quoted = JSONText.quoted(text)
        let decoded = try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: .fragmentsAllowed) as? String
        #expect(decoded == text)
        #expect(!quoted.unicodeScalars.dropFirst().dropLast().contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
}

/// Names in comments and headers of written files (issue 19).
@Suite struct OneLineTextTests {
    @Test func everyControlBecomesAQuestionMark() {
        #expect(ControlCharacters.oneLine("evil\ninclude /tmp/x.conf\r\n\u{1B}]0;T\u{7}") == "evil?include /tmp/x.conf???]0;T?")
        #expect(ControlCharacters.oneLine("a\u{9B}31m\u{85}b\u{2028}\u{202E}c\u{7F}") == "a?31m?b??c?", "C1, NEL, separators, bidi, DEL")
        #expect(ControlCharacters.oneLine("Café — ✓ 🎨") == "Café — ✓ 🎨")
    }
}
