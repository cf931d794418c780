import ShadeColor
import ShadeJSON
import Testing
@testable import ShadeTokens

/// A token's value as written is the same text whether it was known when the token was read
/// (an alias, a hex string) or is made when asked for (a colour object's numbers).
@Suite struct WrittenTextTests {
    static let files = [
        "t.tokens.json": ##"{"c": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 1], "alpha": 0.5}}, "b": {"$value": "{c.a}"}, "d": {"$value": {"colorSpace": "oklch", "components": [0.62, 0.2, 250]}}}}"##,
    ]

    @Test func aColourObjectIsWrittenOutWhenAskedAndAnAliasAsWritten() {
        let system = DTCGMemoryFiles(Self.files).open("t.tokens.json")
        let colors = system.resolve(system.defaultContext).colors
        #expect(colors.first { $0.path == "c.a" }?.written == "srgb(0.2 0.4 1 / 0.5)")
        #expect(colors.first { $0.path == "c.b" }?.written == "{c.a}")
        #expect(colors.first { $0.path == "c.d" }?.written == "oklch(0.62 0.2 250)")
    }

    @Test func writtenTextsAreEqualByTheirText() {
        let made = WrittenText(colour: WrittenText.Colour(space: "srgb", components: [.number(0.2), .number(0.4), .number(1)], alpha: 1))
        #expect(made == WrittenText("srgb(0.2 0.4 1)"))
        #expect(made != WrittenText("srgb(0.2 0.4 1 / 0.5)"))
        #expect(Set([made, WrittenText("srgb(0.2 0.4 1)")]).count == 1)
        // Other parts that write the same text are the same text.
        #expect(made == WrittenText(colour: WrittenText.Colour(space: "srgb", components: [.number(0.2), .number(0.4), .number(1)], alpha: nil)))
        var token = SystemColorToken(path: "c.a", color: RGBA(RGB(red: 0, green: 0, blue: 0)), written: "srgb(0.2 0.4 1)", file: "t.tokens.json")
        #expect(token.writtenText == made)
        token.written = "{c.b}"
        #expect(token.written == "{c.b}")
    }
}
