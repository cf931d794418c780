import Foundation
import ShadeColor
import ShadeText
import Testing
@testable import ShadeTokens
import ShadeJSON
@testable import ShadeCatalog

/// Every number a theme holds is checked once, when the file is loaded: out of its range it
/// is one diagnostic on its own token, and the rest of the theme still loads.
@Suite struct NumberRangeTests {
    func load(_ groups: String) throws -> ThemeCatalog {
        let file = #"{ "$extensions": { "dev.shade": { "name": "Edge", "extends": "Sky" } }, "# + groups + " }"
        return ThemeCatalog.load(paths: [try Fixtures.folder(["edge.json": file])])
    }

    func onlyProblem(_ groups: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Diagnostic {
        let catalog = try load(groups)
        #expect(catalog.allProblems().count == 1, "\(catalog.allProblems())", sourceLocation: sourceLocation)
        return try #require(catalog.allProblems().first, sourceLocation: sourceLocation)
    }

    @Test func dimensionsWithinTheirRangeLoad() throws {
        let catalog = try load(#""spacing": { "$type": "dimension", "md": { "$value": { "value": 100000, "unit": "px" } }, "xs": { "$value": { "value": -6250, "unit": "rem" } } }"#)
        #expect(catalog.allProblems().isEmpty, "\(catalog.allProblems())")
        let edge = try #require(catalog.theme(named: "Edge")).resolve(Resolution(.light))
        #expect(edge.spacing(.md).columns == 12_500)
        #expect(edge.spacing(.xs).pixels == -100_000)
    }

    @Test func aDimensionOutOfRangeIsNamedWhereItStands() throws {
        let problem = try onlyProblem(#""spacing": { "$type": "dimension", "md": { "$value": { "value": 100001, "unit": "px" } } }"#)
        #expect(problem.tokenPath == "spacing.md")
        #expect(problem.position == SourcePosition(line: 1, column: 126))
        #expect(problem.message == "100001 px is out of range: a dimension must lie within −100000…100000 px (±6250 rem)")
    }

    @Test func aWrittenDimensionOutOfRangeIsRefusedToo() throws {
        let problem = try onlyProblem(#""radius": { "$type": "dimension", "lg": { "$value": "99999999999999999999px" } }"#)
        #expect(problem.message.hasPrefix("1e+20 px is out of range"))
    }

    @Test func aNegativeBlurIsRefused() throws {
        let problem = try onlyProblem(#""light": { "shadow": { "$type": "shadow", "md": { "$value": { "color": "{palette.1000}", "offsetX": "0px", "offsetY": "4px", "blur": "-8px" } } } }"#)
        #expect(problem.tokenPath == "light.shadow.md")
        #expect(problem.message == "blur -8 px is out of range: a blur must lie within 0…100000 px")
    }

    @Test func anOpacityOutOfRangeFailsItsTokenAndIsReportedOnce() throws {
        let catalog = try load(#""light": { "$type": "color", "surfacePrimary": { "$value": "{palette.200}", "$extensions": { "dev.shade": { "opacity": 1.5 } } } }"#)
        #expect(catalog.allProblems().map(\.message) == ["opacity 1.5 is outside 0…1"])
        let theme = try #require(catalog.theme(named: "Edge"))
        #expect(theme.availableResolutions == [Resolution(.dark), Resolution(.dark, .high)], "the bad value is not used")
    }

    @Test func anOpacityThatIsNotANumberIsReported() throws {
        let problem = try onlyProblem(#""light": { "$type": "color", "surfacePrimary": { "$value": "{palette.200}", "$extensions": { "dev.shade": { "opacity": "0.5" } } } }"#)
        #expect(problem.message == "opacity must be a number from 0 to 1, not string")
    }

    @Test(arguments: [
        ("srgb", "[1e308, 0, 0]", "srgb red 1e+308 is out of range: it must lie within −1…2"),
        ("oklch", "[0.5, 0.1, 1e300]", "oklch hue 1e+300 is out of range: it must lie within −3600…3600"),
        ("lab", "[50, -1001, 0]", "lab a -1001 is out of range: it must lie within −1000…1000"),
        ("hsl", "[0, 250, 50]", "hsl saturation 250 is out of range: it must lie within −100…200"),
    ])
    func aColourComponentOutOfItsSpacesRangeIsNamed(space: String, components: String, message: String) throws {
        let problem = try onlyProblem(#""light": { "$type": "color", "accent": { "$value": { "colorSpace": ""# + space + #"", "components": "# + components + " } } }")
        #expect(problem.tokenPath == "light.accent")
        #expect(problem.message == message)
    }

    @Test func componentsJustOutsideTheGamutStillLoadAndAreFlagged() throws {
        let catalog = try load(#""light": { "$type": "color", "accent": { "$value": { "colorSpace": "srgb", "components": [1.5, -0.5, 0.2] } } }"#)
        #expect(catalog.allProblems().isEmpty, "\(catalog.allProblems())")
        #expect(try #require(catalog.theme(named: "Edge")).resolve(Resolution(.light)).details(.accent).outOfGamut)
    }

    @Test func theClampingConversionNeverTraps() {
        #expect(Int(clamping: 1e300) == .max && Int(clamping: -1e300) == .min)
        #expect(Int(clamping: Double.nan) == 0 && Int(clamping: -Double.infinity) == .min)
        #expect(Int(clamping: 0x1p63) == .max && Int(clamping: -0x1p63) == .min)
        #expect(Int(clamping: -12.9) == -12)
        #expect(1e300.compactText == "1e+300" && 16.0.compactText == "16" && 0.05.compactText == "0.05")
    }
}
