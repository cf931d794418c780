import Testing
import ShadeColor
@testable import ShadeTokens
import ShadeJSON

/// A large system's values and role names are read in parts on every core; whatever the
/// cut, the result is the one pass's, to the order of its problems.
@Suite struct PartedReadingTests {
    /// A palette of literals (some written as hex strings, one broken), aliases to it from
    /// far away in the document, dimensions, a string, a type clash and an untyped token:
    /// every kind of value and problem, spread so that parts share holders.
    static func sources() throws -> [DTCGFlatDocument] {
        var palette: [String] = [], semantic: [String] = []
        for index in 0..<1_200 {
            let value = index % 97 == 0 ? "\"#\(String(format6(index)))\""
                : index == 600 ? #"{"colorSpace": "srgb", "components": [2, "x", 0]}"#
                : #"{"colorSpace": "srgb", "components": [\#(Double(index % 255) / 255), 0.5, \#(Double(index % 7) / 7)]}"#
            palette.append(#""p\#(index)": {"$value": \#(value)}"#)
        }
        for index in 0..<2_400 {
            semantic.append(#""s\#(index)": {"$value": "{palette.p\#((index * 7) % 1_200)}"}"#)
        }
        let extra = #""gap": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}, "bad-gap": {"$type": "dimension", "$value": {"value": 4, "unit": "em"}}, "font": {"$type": "fontFamily", "$value": "Inter"}, "clash": {"$type": "dimension", "$value": "{palette.p3}"}, "loose": {"$value": 3}"#
        let text = #"{"palette": {"$type": "color", \#(palette.joined(separator: ", "))}, "semantic": {"$type": "color", \#(semantic.joined(separator: ", "))}, "misc": {\#(extra)}, "late": {"$type": "color", "again": {"$value": "{palette.p600}"}, "hex": {"$value": "{palette.p97}"}}}"#
        return [DTCGFlatDocument(root: try JSONParser.parse(Array(text.utf8)), file: "big.tokens.json")]
    }

    private static func format6(_ index: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<6).map { digits[(index >> ($0 * 4)) & 15] })
    }

    private static func cuts(_ count: Int) -> [[Range<Int>]] {
        [[0..<count], [0..<1, 1..<count], [0..<count / 2, count / 2..<count],
         stride(from: 0, to: count, by: 501).map { $0..<min(count, $0 + 501) }]
    }

    @Test func valuesReadInAnyPartsAreTheOnePassResult() throws {
        let sources = try Self.sources()
        let whole = DTCGTokenSetResolver.resolve(sources, context: SystemContext(), cut: { [0..<$0] })
        // 1,199 literals (p600 is broken), 2,398 of the aliases (two name p600), `late.hex`.
        #expect(whole.colors.count == 3_598, "every colour but the broken one and its aliases")
        #expect(whole.diagnostics.count > 5, "hex strings, the broken literal, the unit, the clash, the untyped token")
        for cut in Self.cuts(3_607) {
            let parted = DTCGTokenSetResolver.resolve(sources, context: SystemContext(), cut: { _ in cut })
            #expect(parted.colors == whole.colors, "\(cut.count) parts")
            #expect(parted.dimensions == whole.dimensions)
            #expect(parted.others == whole.others)
            #expect(parted.diagnostics == whole.diagnostics, "\(cut.count) parts")
        }
    }

    @Test func roleNamesReadInAnyPartsAreTheOnePassResult() throws {
        let words = ["bg", "background", "surface", "text", "fg", "primary", "secondary", "muted", "border", "accent",
                     "danger", "success", "warning", "button", "label", "disabled", "hover", "inverse", "link", "canvas"]
        let tokens = (0..<4_000).map { index in
            SystemColorToken(path: "acme.\(words[index % 20]).\(words[(index / 20) % 20]).\(index % 3 == 0 ? "default" : "v")\(index / 400)",
                             color: RGBA(RGB(red: 128, green: 128, blue: 128)), written: "", deprecated: index % 11 == 0 ? "" : nil, file: "t.json")
        }
        let whole = RoleMatcher.candidates(tokens, cut: { [0..<$0] })
        #expect(whole.contains { !$0.isEmpty })
        for cut in Self.cuts(tokens.count) {
            #expect(RoleMatcher.candidates(tokens, cut: { _ in cut }) == whole, "\(cut.count) parts")
            // The words the matching keeps for the chooser are each path's words, in order.
            #expect(RoleMatcher.candidatesAndWords(tokens, cut: { _ in cut }).words == tokens.map { PathWords.words(of: $0.path) })
        }
    }
}
