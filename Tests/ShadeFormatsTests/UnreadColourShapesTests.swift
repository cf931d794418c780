import Foundation
import ShadeColor
@testable import ShadeFormats
import ShadeJSON
import ShadeTokens
import Testing

/// Issues 32 and 33: a token whose colour is known is never dropped. Shapes real projects write
/// that Style Dictionary's reader used to leave: references without braces (Chakra UI's
/// `colors.green.600`, Vy's Spor), light and dark as Chakra's colour-mode conditions
/// (`_light`, `_dark`) or as a `darkValue` beside the value (Bullhorn Novo), CSS gradients in
/// colour tokens (Element's Compound), and commas in a modern colour function in DTCG files.
@Suite struct UnreadColourShapesTests {
    static func read(_ files: [String: String]) throws -> (DesignSystem, [Diagnostic]) {
        let root = "/shade-memory-\(UUID().uuidString)"
        let memory = MemoryTokenFiles(Dictionary(uniqueKeysWithValues: files.map { (root + "/" + $0.key, Array($0.value.utf8)) }))
        let (system, problems) = TokensStudioReader.read(path: root, files: memory)
        return (try #require(system, "\(problems)"), problems)
    }

    static func colours(_ system: DesignSystem, _ appearance: Appearance) throws -> [String: String] {
        let tokens = try #require(ResolvedVariants.tokens(of: system, at: Resolution(appearance)))
        return Dictionary(tokens.map { ($0.path, $0.color.rgb.hex) }, uniquingKeysWith: { first, _ in first })
    }

    /// Spor's shape: a palette, aliases that name its steps as Chakra's `colors` scale does,
    /// and semantic tokens in light and dark that name the aliases so.
    static let spor: [String: String] = [
        "tokens/color/palette.json": ##"{ "color": { "palette": { "green": { "50": { "value": "#E5F4F1" }, "600": { "value": "#00685E" } }, "white": { "value": "#FFFFFF" }, "grey": { "600": { "value": "#4F5054" }, "900": { "value": "#1C1C1D" } } } } }"##,
        "tokens/color/alias.json": ##"{ "color": { "alias": { "pine": { "value": "colors.green.600" }, "mint": { "value": "colors.green.50" }, "ink": { "value": "color.palette.grey.900" } } } }"##,
        "tokens/color/brand.json": ##"""
            { "color": { "brand": {
              "text": { "value": { "_light": "colors.ink", "_dark": "colors.white" } },
              "accent": { "value": { "_light": "colors.pine", "_dark": "colors.mint" } },
              "guess": { "value": "colors.600" },
              "nothing": { "value": "colors.whiteAlpha.700" } } } }
            """##,
        "config.json": ##"{ "source": ["tokens/**/*.json"], "platforms": { "css": { "transforms": ["name/kebab"], "files": [{ "format": "css/variables", "destination": "dist/tokens.css" }] } } }"##,
    ]

    @Test func aReferenceWithoutBracesIsReadWhereItNamesOneTokenAndSaid() throws {
        let (system, problems) = try Self.read(Self.spor)
        let light = try Self.colours(system, .light)
        #expect(light["color.alias.pine"] == "#00685E", "the scale's name, then the end of one token's path")
        #expect(light["color.alias.ink"] == "#1C1C1D", "a token's whole path")
        #expect(light["color.brand.accent"] == "#00685E" && light["color.brand.text"] == "#1C1C1D")
        #expect(light["color.brand.nothing"] == nil, "a path that names no token is no colour")
        #expect(light["color.brand.guess"] == nil, "`600` ends two paths (green.600 and grey.600): never a guess")
        let said = problems.filter { $0.message.contains("without braces") }
        #expect(said.allSatisfy { $0.severity == .deviation }, "\(said)")
        let pine = try #require(said.first { $0.tokenPath == "color.alias.pine" }, "\(problems)")
        #expect(pine.message.contains("\"{color.palette.green.600}\""), "\(pine.message)")
        #expect(pine.position?.line == 1 && pine.position.map { $0.column > 1 } == true)
    }

    @Test func chakrasColourModeConditionsAreTheAppearances() throws {
        let (system, _) = try Self.read(Self.spor)
        let dark = try Self.colours(system, .dark)
        #expect(dark["color.brand.accent"] == "#E5F4F1")
        #expect(dark["color.brand.text"] == "#FFFFFF")
    }

    /// Two colour tokens end in the same names: the bare path names neither.
    @Test func aBarePathThatEndsTwoTokensIsNotRead() throws {
        var files = Self.spor
        files["tokens/color/extra.json"] = ##"{ "color": { "other": { "green": { "600": { "value": "#112233" } } } } }"##
        let (system, _) = try Self.read(files)
        #expect(try Self.colours(system, .light)["color.alias.pine"] == nil)
    }

    /// Spor keeps a theme a file (`color.vyDigital.*` in `vy-digital.json`, `color.cargonet.*` in
    /// `cargonet.json`), each token in light and dark: the files are a `theme` axis, and each
    /// theme's tokens are read under the group's path, never mixed with another's.
    @Test func themesKeptOneAFileEachInLightAndDarkAreAThemeAxis() throws {
        var files = Self.spor
        files["tokens/color/other.json"] = ##"""
            { "color": { "other": {
              "text": { "value": { "_light": "#111111", "_dark": "#EEEEEE" } },
              "accent": { "value": { "_light": "#FF9B33", "_dark": "#FFB466" } },
              "guess": { "value": { "_light": "#222222", "_dark": "#DDDDDD" } },
              "nothing": { "value": { "_light": "#333333", "_dark": "#CCCCCC" } } } } }
            """##
        files["tokens/color/brand.json"] = files["tokens/color/brand.json"]!
            .replacingOccurrences(of: #""guess": { "value": "colors.600" }"#, with: #""guess": { "value": { "_light": "colors.ink", "_dark": "colors.white" } }"#)
            .replacingOccurrences(of: #""nothing": { "value": "colors.whiteAlpha.700" }"#, with: #""nothing": { "value": { "_light": "colors.ink", "_dark": "colors.white" } }"#)
        let (system, _) = try Self.read(files)
        let axis = try #require(system.modifiers.first { $0.name == "theme" }, "\(system.modifiers.map(\.name))")
        #expect(Set(axis.contexts) == ["brand", "other"])
        let brand = system.resolve(system.context(for: Resolution(.light), extras: ["theme": "brand"]))
        let other = system.resolve(system.context(for: Resolution(.light), extras: ["theme": "other"]))
        #expect(brand.color("color.accent")?.color.rgb.hex == "#00685E")
        #expect(other.color("color.accent")?.color.rgb.hex == "#FF9B33")
        #expect(brand.color("color.other.accent") == nil, "another theme's tokens are not the context's colours")
    }

    /// Bullhorn Novo's semantic file: `darkValue` beside `value`, which its dark build swaps in.
    @Test func aDarkValueBesideTheValueIsTheDarkAppearance() throws {
        let (system, _) = try Self.read([
            "tokens/base.json": ##"{ "color": { "white": { "value": "#FFFFFF" }, "midnight": { "value": "#202945" }, "ink": { "value": "#282828" } } }"##,
            "tokens/semantic.json": ##"{ "background": { "body": { "value": "{color.white}", "darkValue": "{color.midnight}" } }, "text": { "value": "{color.ink}" } }"##,
        ])
        #expect(try Self.colours(system, .light)["background.body"] == "#FFFFFF")
        #expect(try Self.colours(system, .dark)["background.body"] == "#202945")
    }

    /// Compound's gradients: DTCG's `gradient` type, not one colour; said once as a deviation.
    @Test func aGradientInAColourTokenIsADeviationNotAProblem() throws {
        let (system, problems) = try Self.read([
            "tokens/color.json": ##"{ "color": { "stop": { "value": "#98E1C1", "type": "color" }, "action": { "value": "linear-gradient(180deg, {color.stop} 0%, #005C45 100%)", "type": "color" } } }"##,
        ])
        #expect(try Self.colours(system, .light)["color.action"] == nil)
        let said = problems.filter { $0.tokenPath == "color.action" }
        #expect(said.count == 1 && said.allSatisfy { $0.severity == .deviation && $0.message.contains("gradient") }, "\(problems)")
        #expect(TokensStudioReader.gradientFunction("repeating-radial-gradient(red, blue)") == "repeating-radial-gradient")
        #expect(TokensStudioReader.gradientFunction("rgb(0 0 0)") == nil)
    }

    /// The DTCG reader tolerates commas in `oklch()` as the Tokens Studio reader does, and says
    /// so as it does.
    @Test func commasInADTCGColourStringAreSaidAsInTokensStudio() throws {
        let text = ##"{ "c": { "$type": "color", "$value": "oklch(0.58, 0.13, 240)" }, "s": { "$type": "color", "$value": "oklch(0.58 0.13 240)" } }"##
        let system = DesignSystem.open(path: "t.tokens.json", files: MemoryTokenFiles(["t.tokens.json": Array(text.utf8)]), colorStrings: .css)
        let resolved = system.resolve(system.defaultContext)
        #expect(resolved.color("c")?.color == resolved.color("s")?.color)
        let commas = resolved.diagnostics.filter { $0.message.contains("commas") }
        #expect(commas.map(\.tokenPath) == ["c"], "\(resolved.diagnostics)")
        #expect(commas.first?.severity == .deviation && commas.first?.kind == "separate a colour function's components with commas, read as spaces")
    }
}
