import ShadeColor
@testable import ShadeFormats
import ShadeTokens
import Testing
import ShadeCatalog

/// Tokens Studio's set statuses across theme groups, one-theme groups, and colour functions
/// around references, in the shape of a real multi-group `$themes.json` (Esri Calcite's:
/// a `color` group of Light and Dark, one-theme groups `core`, `border`, `shadow`, the
/// `shadow` group sourcing both appearances' colour sets for its references). The values are
/// written here; Calcite's own files are under a licence that does not allow excerpts.
@Suite struct TokensStudioSetStatusTests {
    private func tokens(_ system: DesignSystem?, _ resolution: Resolution = Resolution(.light)) -> [String: SystemColorToken] {
        guard let system, let list = ResolvedVariants.tokens(of: system, at: resolution) else { return [:] }
        return Dictionary(list.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// A folder in the shape: `sources` is what the `shadow` group's one theme selects.
    private func folder(shadowSets: String) -> String {
        let root = Support.scratch() + "/tokens"
        Support.write(##"{ "tokenSetOrder": ["core/color", "core/opacity", "semantic/border", "semantic/shadow", "semantic/color/light", "semantic/color/dark"] }"##,
                      root + "/$metadata.json")
        Support.write("""
        [
          { "id": "a", "name": "🌞 Brand Light", "group": "color",
            "selectedTokenSets": { "core/color": "source", "semantic/color/light": "enabled", "core/opacity": "source" } },
          { "id": "b", "name": "🌚 Brand Dark", "group": "color",
            "selectedTokenSets": { "core/color": "source", "semantic/color/dark": "enabled", "core/opacity": "source" } },
          { "id": "c", "name": "Mode 1", "group": "core", "selectedTokenSets": { "core/color": "enabled", "core/opacity": "enabled" } },
          { "id": "d", "name": "Mode 1", "group": "border", "selectedTokenSets": { "semantic/border": "enabled" } },
          { "id": "e", "name": "styles", "group": "shadow", "selectedTokenSets": { \(shadowSets) } }
        ]
        """, root + "/$themes.json")
        Support.write(##"{ "core": { "color": { "white": { "value": "#FFFFFF", "type": "color" }, "ink": { "value": "#151515", "type": "color" },"##
                      + ##" "night": { "value": "#2B2B2B", "type": "color" }, "blue": { "value": "#007AC2", "type": "color" } } } }"##, root + "/core/color.json")
        Support.write(##"{ "core": { "opacity": { "0": { "value": "0%", "type": "opacity" }, "80": { "value": "80%", "type": "opacity" }, "half": { "value": "0.5", "type": "opacity" } } } }"##,
                      root + "/core/opacity.json")
        Support.write(##"{ "semantic": { "border": { "width": { "value": "1px", "type": "borderWidth" } } } }"##, root + "/semantic/border.json")
        Support.write(##"{ "semantic": { "shadow": { "sm": { "value": "0 1px 2px {semantic.color.text.1}", "type": "boxShadow" } } } }"##, root + "/semantic/shadow.json")
        Support.write("""
        { "semantic": { "color": {
          "background": { "default": { "value": "{core.color.white}", "type": "color" },
                          "none": { "value": "rgba({core.color.white}, {core.opacity.0})", "type": "color" } },
          "text": { "1": { "value": "{core.color.ink}", "type": "color" } },
          "scrim": { "value": "rgba({core.color.white}, {core.opacity.80})", "type": "color" },
          "tint": { "value": "rgba({core.color.ink}, {core.opacity.half})", "type": "color" } } } }
        """, root + "/semantic/color/light.json")
        Support.write("""
        { "semantic": { "color": {
          "background": { "default": { "value": "{core.color.night}", "type": "color" },
                          "none": { "value": "rgba({core.color.night}, {core.opacity.0})", "type": "color" } },
          "text": { "1": { "value": "{core.color.white}", "type": "color" } },
          "scrim": { "value": "rgba({core.color.night}, {core.opacity.80})", "type": "color" } } } }
        """, root + "/semantic/color/dark.json")
        return root
    }

    @Test func aSetAnotherGroupOnlySourcesNeverOverridesTheSetTheAppearanceEnables() throws {
        let root = folder(shadowSets: ##""semantic/shadow": "enabled", "semantic/color/light": "source", "semantic/color/dark": "source""##)
        let reading = FormatRegistry.read(root, as: .tokensStudio)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let system = try #require(reading.system)
        let light = tokens(system), dark = tokens(system, Resolution(.dark))
        #expect(light["semantic.color.text.1"]?.color.rgb == RGB(0x151515), "light reads its own enabled set, not dark's")
        #expect(light["semantic.color.background.default"]?.color.rgb == RGB(0xFFFFFF))
        #expect(dark["semantic.color.text.1"]?.color.rgb == RGB(0xFFFFFF))
        #expect(dark["semantic.color.background.default"]?.color.rgb == RGB(0x2B2B2B))
        #expect(dark["semantic.color.tint"] == nil, "the light option's own set is not read into dark")
        #expect(light["core.color.blue"]?.color.rgb == RGB(0x007AC2), "a source set's primitives are listed")
    }

    @Test func anEnabledSetLayersOverASourceSetWhateverTheSetOrder() throws {
        // `brand` comes later in the set order, but it is only a source here: `base`, the
        // theme's output, keeps its accent; the brand's own token is still listed.
        let root = Support.scratch() + "/order"
        Support.write(##"{ "tokenSetOrder": ["base", "brand"] }"##, root + "/$metadata.json")
        Support.write(##"[ { "id": "1", "name": "Light", "selectedTokenSets": { "base": "enabled", "brand": "source" } } ]"##, root + "/$themes.json")
        Support.write(##"{ "accent": { "value": "#0969DA", "type": "color" }, "link": { "value": "{red}", "type": "color" } }"##, root + "/base.json")
        Support.write(##"{ "accent": { "value": "#CF222E", "type": "color" }, "red": { "value": "#CF222E", "type": "color" } }"##, root + "/brand.json")
        let reading = FormatRegistry.read(root, as: .tokensStudio)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let system = try #require(reading.system)
        let light = tokens(system)
        #expect(light["accent"]?.color.rgb == RGB(0x0969DA))
        #expect(light["link"]?.color.rgb == RGB(0xCF222E), "a source set still resolves references")
    }

    @Test func aGroupOfOneThemeIsNoAxisButPartOfEveryContext() throws {
        let root = folder(shadowSets: ##""semantic/shadow": "enabled", "semantic/color/light": "source", "semantic/color/dark": "source""##)
        let system = try #require(FormatRegistry.read(root, as: .tokensStudio).system)
        #expect(system.modifiers.map(\.name) == [ResolvedVariants.modifierName], "\(system.modifiers.map(\.name))")
        #expect(system.appearances == [.light, .dark])
        // The `core` group's one theme enables core/color in every context.
        #expect(tokens(system, Resolution(.dark))["core.color.ink"]?.color.rgb == RGB(0x151515))
    }

    @Test func aColourFunctionAroundAColourAndAnOpacityReference() throws {
        let root = folder(shadowSets: ##""semantic/shadow": "enabled""##)
        let system = try #require(FormatRegistry.read(root, as: .tokensStudio).system)
        let light = tokens(system), dark = tokens(system, Resolution(.dark))
        #expect(light["semantic.color.background.none"]?.color == RGBA(RGB(0xFFFFFF), alpha: 0))
        #expect(light["semantic.color.scrim"]?.color == RGBA(RGB(0xFFFFFF), alpha: 0.8))
        #expect(light["semantic.color.tint"]?.color == RGBA(RGB(0x151515), alpha: 0.5))
        #expect(dark["semantic.color.scrim"]?.color == RGBA(RGB(0x2B2B2B), alpha: 0.8))
    }

    @Test(arguments: [("rgba(#FF0000, 40%)", 0.4), ("rgba(#FF0000, 0.25)", 0.25), ("rgb(#FF0000, 50%)", 0.5), ("rgba(255, 0, 0, 20%)", 0.2),
                     ("oklch(#FF0000 / 0.3)", 0.3)])
    func aWrittenColourFunctionReadsItsAlphaAsANumberOrAPercentage(value: String, alpha: Double) throws {
        let path = Support.scratch() + "/a.json"
        Support.write(##"{ "c": { "value": "\##(value)", "type": "color" } }"##, path)
        let (system, problems) = TokensStudioReader.read(path: path)
        #expect(problems.isEmpty, "\(problems)")
        let color = try #require(tokens(system)["c"]?.color)
        #expect(color.rgb == RGB(0xFF0000))
        #expect(abs(color.alpha - alpha) < 0.01)
    }

    @Test func aReferenceToAnRGBTripleInsideAColourFunction() throws {
        let path = Support.scratch() + "/t.json"
        Support.write(##"{ "base": { "value": "21, 101, 192" }, "op": { "value": 0.5 }, "c": { "value": "rgba({base}, {op})", "type": "color" } }"##, path)
        let (system, problems) = TokensStudioReader.read(path: path)
        #expect(problems.isEmpty, "\(problems)")
        #expect(tokens(system)["c"]?.color == RGBA(RGB(0x1565C0), alpha: 0.5))
    }

    /// A colour token whose hex has lost its `#` (Paste's `"FDF4F4"`) is read, as the colour
    /// libraries the builds use read it, and said as a deviation where the value stands; a
    /// string of hex letters that is no colour token (`"ADDED"`, `"BEADED"` untyped) is not.
    @Test func aColourTokensHexWithoutItsHashIsReadAndSaid() throws {
        let path = Support.scratch() + "/bare.json"
        Support.write("""
            { "weakest": { "value": "FDF4F4", "type": "color" },
              "short": { "value": "fa0", "type": "color" },
              "status": { "value": "BEADED" } }
            """, path)
        let (system, problems) = TokensStudioReader.read(path: path)
        let read = tokens(system)
        #expect(read["weakest"]?.color == RGBA(RGB(0xFDF4F4)))
        #expect(read["short"]?.color == RGBA(RGB(0xFFAA00)))
        #expect(read["status"] == nil)
        let said = try #require(problems.first { $0.tokenPath == "weakest" }, "\(problems)")
        #expect(said.severity == .deviation && said.position?.line == 1 && said.position?.column == 25, "\(said)")
        #expect(said.message == "\"FDF4F4\" is a hex colour without its '#'; read as #FDF4F4")
        #expect(!problems.contains { $0.severity == .problem }, "\(problems)")
    }
}
