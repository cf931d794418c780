import Testing
import ShadeText

/// Byte search and replacement give what the standard library's give for the words Shade
/// looks for.
@Suite struct PlainSearchTests {
    private static let texts = ["", "SVG", "x save SVG", "SVGSVG", "aSVGbSVGc", "SV", "svg", "«SVG»", "tmux-direct", "a`b``c", "x.json.json"]
    private static let targets = ["SVG", "-direct", ".json", "`", "\\", "\"", "«", "SS"]

    @Test func containsAgreesWithTheStandardLibrary() {
        for text in Self.texts {
            for target in Self.targets {
                #expect(text.containsText(target) == text.contains(target), "\(text) ∋ \(target)")
                #expect(text[...].containsText(target) == text.contains(target))
            }
            #expect(text.containsText(""))
        }
    }

    @Test func replacingAgreesWithTheStandardLibrary() {
        for text in Self.texts {
            for target in Self.targets {
                for replacement in ["", "PNG", "SVG and PNG", "''"] {
                    #expect(text.replacingEvery(target, with: replacement) == text.replacing(target, with: replacement),
                            "\(text): \(target) → \(replacement)")
                }
            }
        }
        #expect("abc".replacingEvery("", with: "x") == "abc")
    }

    @Test func firstRangeAgreesWithTheStandardLibrary() {
        for text in Self.texts + ["<?xml?>\n<svg>", "a:not(b):not(c)"] {
            for target in Self.targets + ["?>\n", ":not("] {
                #expect(text.firstTextRange(of: target) == text.firstRange(of: target), "\(text) ∋ \(target)")
            }
        }
    }
}
