import Testing
import ShadeColor
import ShadeFormats
import ShadeJSON
import ShadeTokens

/// Issue 32: a DTCG token file whose colours are CSS strings other than hex (DTCG before
/// 2025.10, Style Dictionary's DTCG mode) keeps them, each read as its colour and reported
/// where its value stands, as a hex string is.
@Suite struct DTCGColorStringsTests {
    /// `lines`, one token a line inside `{ … }`, opened with the CSS colour reader and resolved.
    static func resolve(_ lines: [String], colorStrings: DTCGColorStrings = .css) -> ResolvedSystem {
        let text = "{\n" + lines.joined(separator: ",\n") + "\n}"
        let system = DesignSystem.open(path: "t.tokens.json", files: MemoryTokenFiles(["t.tokens.json": Array(text.utf8)]),
                                       colorStrings: colorStrings)
        return system.resolve(system.defaultContext)
    }

    /// Where `"value"` stands on line `index` (0-based) of `lines`: the file's line and column.
    static func position(of value: String, in lines: [String], line index: Int) -> SourcePosition {
        let line = lines[index]
        let start = line.range(of: "\"" + value + "\"")!.lowerBound
        return SourcePosition(line: index + 2, column: line.distance(from: line.startIndex, to: start) + 1)
    }

    static let forms = [
        "rgb(0 0 0 / 0.5)", "rgba(0, 0, 0, 0.5)", "oklch(0.58 0.13 240)", "hsl(210 50% 40%)", "white", "color(display-p3 1 0 0)",
    ]
    /// The colour objects the strings above name, as the Color module writes them.
    static let objects = [
        #"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}"#, #"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}"#,
        #"{"colorSpace": "oklch", "components": [0.58, 0.13, 240]}"#, #"{"colorSpace": "hsl", "components": [210, 50, 40]}"#,
        #"{"colorSpace": "srgb", "components": [1, 1, 1]}"#, #"{"colorSpace": "display-p3", "components": [1, 0, 0]}"#,
    ]

    @Test func everyCSSFormIsReadAsItsColourWithADeviationWhereItStands() throws {
        var lines: [String] = []
        for (index, form) in Self.forms.enumerated() {
            lines.append(#""s\#(index)": {"$type": "color", "$value": "\#(form)"}"#)
            lines.append(#""o\#(index)": {"$type": "color", "$value": \#(Self.objects[index])}"#)
        }
        let resolved = Self.resolve(lines)
        for (index, form) in Self.forms.enumerated() {
            let string = try #require(resolved.color("s\(index)"), "\(form) is dropped")
            let object = try #require(resolved.color("o\(index)"))
            #expect(string.color == object.color, "\(form)")
            #expect(string.outOfGamut == object.outOfGamut && string.wide == object.wide, "\(form) keeps its wide-gamut value")
            let said = resolved.diagnostics.filter { $0.tokenPath == "s\(index)" }
            #expect(said.count == 1, "\(form): \(said)")
            #expect(said.first?.severity == .deviation && said.first?.kind == "write a colour as a CSS colour string, read as that colour")
            #expect(said.first?.position == Self.position(of: form, in: lines, line: index * 2), "\(form)")
        }
        #expect(resolved.color("s5")?.wide?.colorSpace == .displayP3, "a colour outside sRGB keeps the space it was written in")
        #expect(resolved.diagnostics.first { $0.tokenPath == "s2" }?.message.contains(#""colorSpace": "oklch", "components": [0.58, 0.13, 240]"#) == true,
                "the deviation shows the object the Color module wants")
    }

    @Test func aMistypedColourFunctionIsAProblemNamingTheToken() throws {
        let lines = [#""bad": {"$type": "color", "$value": "rgb(0 0)"}"#, #""word": {"$type": "color", "$value": "whyte"}"#]
        let resolved = Self.resolve(lines)
        #expect(resolved.colors.isEmpty)
        let bad = try #require(resolved.diagnostics.first { $0.tokenPath == "bad" })
        #expect(bad.severity != .deviation && bad.message.contains("\"rgb(0 0)\" is not a colour") && bad.message.contains("3 components"), "\(bad.message)")
        #expect(bad.position == Self.position(of: "rgb(0 0)", in: lines, line: 0))
        let word = try #require(resolved.diagnostics.first { $0.tokenPath == "word" })
        #expect(word.message.contains("is not a colour"))
    }

    /// As an untyped hex string is: a colour function that reads is plainly a colour; a bare
    /// word is not (a string token may hold one), and stays untyped.
    @Test func anUntypedColourFunctionIsAColourAndABareWordIsNot() throws {
        let resolved = Self.resolve([#""fn": {"$value": "oklch(0.58 0.13 240)"}"#, #""word": {"$value": "white"}"#, #""typo": {"$value": "rgb(0 0)"}"#])
        #expect(resolved.colors.map(\.path) == ["fn"])
        #expect(resolved.diagnostics.filter { $0.tokenPath == "fn" }.allSatisfy { $0.severity == .deviation })
        #expect(resolved.messages(containing: "has no \"$type\"").map(\.tokenPath) == ["fn"])
        #expect(Set(resolved.messages(containing: "type cannot be determined").map(\.tokenPath)) == ["word", "typo"])
    }

    @Test func withoutAColourStringReaderOnlyHexStringsAreColours() {
        let resolved = Self.resolve([#""c": {"$type": "color", "$value": "rgb(0 0 0)"}"#], colorStrings: .none)
        #expect(resolved.colors.isEmpty)
        #expect(resolved.messages(containing: "a colour is an object with colorSpace and components").count == 1)
    }
}

extension ResolvedSystem {
    fileprivate func messages(containing text: String) -> [Diagnostic] { diagnostics.filter { $0.message.contains(text) } }
}
