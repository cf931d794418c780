import Foundation
@testable import ShadeFormats
import ShadeTokens
import Testing

/// Issues 32 and 33: Style Dictionary projects that type a measure as a colour (monday.com's
/// Vibe writes `"type": "color"` on its shadows and on an alias of an opacity) or alias an
/// untyped opacity from a colour token. A value of numbers and lengths is never a colour:
/// no "is not a colour" warning, one deviation for the type's mistake, and no real colour lost.
@Suite struct MeasureTypedAsColourTests {
    static let files: [String: String] = [
        "data/core.json": ##"{ "opacity": { "50": { "value": "0.5" } }, "shadow": { "size": { "xs": { "value": "0px 4px 6px -4px" } } } }"##,
        "data/colors.json": ##"""
        { "color": { "ink": { "value": "#101018", "type": "color" } },
          "theme": {
            "shadow": { "opacity": { "value": "{opacity.50.value}", "type": "color" } },
            "box-shadow": {
              "xs": { "value": "{shadow.size.xs.value} {color.ink.value}", "type": "color" },
              "sm": { "value": "{shadow.size.xs.value} rgba({color.ink.value},{opacity.50.value})", "type": "color" }
            },
            "veil": { "value": "rgba({color.ink.value},{opacity.50.value})", "type": "color" },
            "broken": { "value": "rgba({shadow.size.xs.value}, 0.5)", "type": "color" }
          } }
        """##,
    ]

    @Test func aMeasureTypedAsAColourIsADeviationNotAColourAtFault() throws {
        let (system, problems) = try UnreadColourShapesTests.read(Self.files)
        let colours = try UnreadColourShapesTests.colours(system, .light)
        #expect(colours["theme.veil"] != nil, "a colour built with an opacity is still read")
        let notColour = problems.filter { $0.message.hasSuffix("is not a colour") && $0.severity != .deviation && $0.tokenPath != "theme.broken" }
        #expect(notColour.isEmpty, "\(notColour)")
        let measures = problems.filter { $0.severity == .deviation && $0.message.contains("holds a measure") }
        #expect(Set(measures.compactMap(\.tokenPath)) == ["theme.shadow.opacity", "theme.box-shadow.xs", "theme.box-shadow.sm"], "\(problems)")
        // A measure inside a colour function is a colour at fault, and said so.
        #expect(problems.contains { $0.tokenPath == "theme.broken" && $0.severity != .deviation }, "\(problems)")
    }

    @Test func aMeasureIsNumbersAndLengths() {
        #expect(TokensStudioReader.Resolver.isMeasure("0.5"))
        #expect(TokensStudioReader.Resolver.isMeasure("0px 4px 6px -4px"))
        #expect(TokensStudioReader.Resolver.isMeasure("40%"))
        #expect(!TokensStudioReader.Resolver.isMeasure("#fff"))
        #expect(!TokensStudioReader.Resolver.isMeasure("red"))
        #expect(!TokensStudioReader.Resolver.isMeasure("0px 4px #000"))
    }
}
