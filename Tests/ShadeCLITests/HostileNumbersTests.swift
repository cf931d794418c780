import Foundation
import ShadeTokens
import Testing
@testable import ShadeCLI
import ShadeCatalog

/// The five places a number from a theme file used to stop the process (issue 8), each
/// reproduced with the file that reached it and run through the real binary with a deadline:
/// the command now ends normally, and `validate` names the value.
@Suite struct HostileNumbersTests {
    /// A theme extending Sky with `groups` laid over it.
    static func theme(_ name: String, _ groups: String) -> String {
        #"{ "$extensions": { "dev.shade": { "name": "\#(name)", "extends": "Sky" } }, \#(groups) }"#
    }

    /// Runs each command on the file; every one must finish in time with a usage-level
    /// status at worst (0 fine, 1 problems found, 2 the theme cannot be shown), never a signal.
    func expectNoCrash(_ file: String, theme: String, commands: [[String]], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let home = try E2EHome()
        defer { home.remove() }
        let path = try home.writeUserTheme(named: file, contents: Self.theme(theme, Self.fixtures[file] ?? ""))
        let shade = try ShadeBinary.require()
        let environment = home.environment(adding: ProcessInfo.processInfo.environment)
        for arguments in commands {
            let result = try E2EProcess.run(shade.path, arguments, environment: environment, timeout: .seconds(60))
            #expect(result.status <= 2, "shade \(arguments.joined(separator: " ")) ended with \(result.status):\n\(result.standardError.suffix(2000))",
                    sourceLocation: sourceLocation)
        }
        let validate = try E2EProcess.run(shade.path, ["validate", path], environment: environment, timeout: .seconds(60))
        #expect(validate.status == 1, "validate must report the value:\n\(validate.standardOutput)", sourceLocation: sourceLocation)
        return validate.standardOutput
    }

    static let fixtures = [
        "huge-dimension.json": ##""spacing": { "$type": "dimension", "md": { "$value": { "value": 1e300, "unit": "px" } }, "xs": { "$value": { "value": -1e308, "unit": "px" } }, "sm": { "$value": { "value": 1e19, "unit": "px" } }, "lg": { "$value": { "value": 1e308, "unit": "rem" } } }"##,
        "huge-offset.json": ##""light": { "shadow": { "$type": "shadow", "md": { "$value": { "color": "#00000033", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1e300, "unit": "px" }, "blur": { "value": 8, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } } }"##,
        "huge-blur.json": ##""light": { "shadow": { "$type": "shadow", "md": { "$value": { "color": "#00000033", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 4, "unit": "px" }, "blur": { "value": 1e300, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } }, "lg": { "$value": { "color": "#00000033", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 4, "unit": "px" }, "blur": { "value": -5, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } } }"##,
        "negative-opacity.json": ##""light": { "$type": "color", "surfacePrimary": { "$value": "{palette.200}", "$extensions": { "dev.shade": { "opacity": -1e300 } } } }"##,
        "infinite-opacity.json": ##""dark": { "$type": "color", "surfacePrimary": { "$value": "{x.a}", "$extensions": { "dev.shade": { "opacity": 1e300 } } } }, "x": { "$type": "color", "a": { "$value": "{x.b}", "$extensions": { "dev.shade": { "opacity": 1e300 } } }, "b": { "$value": "#112233", "$extensions": { "dev.shade": { "opacity": -1e300 } } } }"##,
    ]

    /// Site 1: `TokensReport.format` turned the px value into an `Int` for the text report.
    @Test func aHugeDimensionInTheTokensText() throws {
        let output = try expectNoCrash("huge-dimension.json", theme: "Huge", commands: [["tokens", "--theme", "Huge"]])
        #expect(output.contains("huge-dimension.json:1:126: spacing.md: 1e+300 px is out of range: a dimension must lie within −100000…100000 px (±6250 rem)"), "\(output)")
        #expect(output.contains("spacing.xs: -1e+308 px is out of range"))
        #expect(output.contains("spacing.sm: 1e+19 px is out of range"))
        #expect(output.contains("spacing.lg: 1e+308 rem is out of range"))
    }

    /// Site 2: `Dimension.columns` (the JSON report, and the widgets that pad by spacing).
    @Test func aHugeDimensionInJSONAndOnScreen() throws {
        _ = try expectNoCrash("huge-dimension.json", theme: "Huge", commands: [
            ["tokens", "--theme", "Huge", "--format", "json"], ["snapshot", "--theme", "Huge", "--format", "svg"], ["sheet", "--theme", "Huge"],
        ])
    }

    /// Site 3: `Dimension.rows` (the card's shadow offset), and a blur that cannot be negative.
    @Test func aHugeShadowOffsetOrBlur() throws {
        let offset = try expectNoCrash("huge-offset.json", theme: "Offset", commands: [["snapshot", "--theme", "Offset", "--format", "ansi"]])
        #expect(offset.contains("light.shadow.md: 1e+300 px is out of range"), "\(offset)")
        let blur = try expectNoCrash("huge-blur.json", theme: "Blur", commands: [["snapshot", "--theme", "Blur", "--format", "ansi"], ["tokens", "--theme", "Blur"]])
        #expect(blur.contains("light.shadow.md: 1e+300 px is out of range"), "\(blur)")
        #expect(blur.contains("light.shadow.lg: blur -5 px is out of range: a blur must lie within 0…100000 px"), "\(blur)")
    }

    /// Site 4: `RatioText.text` showed the alpha of a translucent token on screen.
    @Test func anOpacityFarOutsideZeroToOne() throws {
        let output = try expectNoCrash("negative-opacity.json", theme: "Faint", commands: [
            ["snapshot", "--theme", "Faint", "--format", "ansi"], ["tokens", "--theme", "Faint"], ["contrast", "--theme", "Faint"],
        ])
        #expect(output.contains("light.surfacePrimary: opacity -1e+300 is outside 0…1"), "\(output)")
        #expect(output.components(separatedBy: "opacity -1e+300").count == 2, "reported once, not once per resolution:\n\(output)")
    }

    /// Site 5: the `try!` in JSON output met an alpha of −∞ from opacities multiplied along a chain.
    @Test func chainedOpacitiesThatMultiplyToInfinity() throws {
        let output = try expectNoCrash("infinite-opacity.json", theme: "Chain", commands: [
            ["tokens", "--theme", "Chain", "--appearance", "dark", "--format", "json"], ["snapshot", "--theme", "Chain", "--appearance", "dark"],
        ])
        #expect(output.contains("x.b: opacity -1e+300 is outside 0…1"), "\(output)")
    }

    /// Values at the very edge of their ranges load, and the screen draws them at every size.
    @Test func edgeOfRangeValuesDrawAtAnySize() throws {
        let px = { (value: Int) in #"{ "value": \#(value), "unit": "px" }"# }
        let scale = ["xxxs", "xxs", "xs", "sm", "md", "lg", "xl", "xxl", "xxxl"].enumerated().map { index, step in
            #""\#(step)": { "$value": \#(px(index.isMultiple(of: 2) ? 100_000 : -100_000)) }"#
        }.joined(separator: ", ")
        let shadow = #"{ "color": "{palette.1000}", "offsetX": \#(px(-100_000)), "offsetY": \#(px(100_000)), "blur": \#(px(100_000)), "spread": \#(px(-100_000)) }"#
        let groups = #""spacing": { "$type": "dimension", \#(scale) }, "radius": { "$type": "dimension", "lg": { "$value": \#(px(-100_000)) }, "md": { "$value": \#(px(100_000)) } }, "light": { "shadow": { "$type": "shadow", "md": { "$value": \#(shadow) }, "lg": { "$value": \#(shadow) } } }"#
        let home = try E2EHome()
        defer { home.remove() }
        let path = try home.writeUserTheme(named: "edge.json", contents: Self.theme("Edge", groups))
        let catalog = ThemeCatalog.load(paths: [path])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        for size in ["60x20", "100x36", "1000x500"] {
            let command = try SnapshotCommand.parse(["--theme", "Edge", "--themes", path, "--size", size, "--format", "svg", "--split"])
            let svg = String(decoding: try command.render( command.screenModel(catalog: catalog)), as: UTF8.self)
            #expect(svg.hasSuffix("</svg>\n"))
        }
        let resolved = try #require(catalog.theme(named: "Edge")).resolve(Resolution(.light))
        #expect(TokensReport.text(resolved, swatches: false).contains("md 100000"))
        #expect(TokensReport.json(resolved).contains("\"columns\" : 12500"))
    }

    /// The conversions that trapped now clamp, for a value that never came from a file.
    @Test func theFormerCrashSitesClampInProcess() {
        #expect(TokensReport.format(1e300) == "1e+300")
        #expect(TokensReport.format(-16) == "-16")
        #expect(Dimension(pixels: 1e300).columns == 12_500 && Dimension(pixels: -.infinity).rows == -6_250)
        #expect(Dimension(pixels: .nan).columns == 0)
        #expect(RatioText.text(-1e300).hasPrefix("-"))
        #expect(JSONOutput.encode(["alpha": -Double.infinity]).contains("\"-Infinity\""))
    }
}
