import ShadeColor
import Testing
@testable import ShadeTokens
import ShadeJSON
@testable import ShadeCatalog
import ShadeFiles

/// The appearance axis is read from what the page does, not from a word; and a JSON file
/// with no token at all is no theme.
@Suite struct AppearanceFromValuesTests {
    private func system(inverted: String) -> DesignSystem {
        DTCGMemoryFiles([
            "inv.resolver.json": ##"""
            {"version": "2025.10", "name": "Inv", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
             "modifiers": {"mode": {"contexts": {"default": [], "inverted": [{"$ref": "inverted.json"}]}, "default": "default"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}]}
            """##,
            "base.json": ##"""
            {"color": {"$type": "color", "bg": {"default": {"$value": "#ffffff"}}, "text": {"default": {"$value": "#111111"}},
              "banner": {"bg": {"$value": "#ffe6e8"}}}}
            """##,
            "inverted.json": inverted,
        ]).open("inv.resolver.json")
    }

    @Test func anInvertedContextThatFlipsOnlyABannerIsAnExtraAxis() {
        let flipsBanner = system(inverted: ##"{"color": {"$type": "color", "banner": {"bg": {"$value": "#5c0a10"}}}}"##)
        #expect(flipsBanner.appearanceModifier == nil)
        #expect(flipsBanner.appearances == [.light])
        #expect(flipsBanner.modifiers.first?.role == .extra)
    }

    @Test func anInvertedContextThatDarkensThePageIsDark() {
        let flipsPage = system(inverted: ##"""
        {"color": {"$type": "color", "bg": {"default": {"$value": "#101010"}}, "text": {"default": {"$value": "#eeeeee"}}}}
        """##)
        #expect(flipsPage.appearanceModifier?.name == "mode")
        #expect(flipsPage.appearances == [.light, .dark])
    }

    @Test func aSystemWithOnlySystemColoursIsDarkInDark() {
        let tokens = RoleFixtures.tokens([("systemBlue", "#0A84FF"), ("systemGreen", "#30D158"), ("systemRed", "#FF453A")])
        let dark = RoleFiller.fill(tokens: tokens, appearance: .dark)
        #expect(dark[.backgroundPrimary].color.rgb.isDark)
        #expect(!dark[.foregroundPrimary].color.rgb.isDark)
        #expect(dark[.accent].token == "systemBlue")
    }

    @Test(arguments: [
        ##"{"name": "app", "version": "1.0.0", "dependencies": {"a": "^1"}}"##,
        ##"{"compilerOptions": {"strict": true, "paths": {"x": ["y"]}}}"##,
    ])
    func aJSONFileWithNoTokenIsNoTheme(json: String) throws {
        let root = try JSONParser.parse(Array(json.utf8))
        #expect(FileClassifier.kind(of: root, name: "package.json") == .notATheme(.noToken))
    }

    @Test func aListOfOtherDataIsNoThemeButAListOfTokensIsReported() throws {
        let assets = try JSONParser.parse(Array(##"[{"name": "icons", "source": {"bucket": "b"}}]"##.utf8))
        #expect(FileClassifier.kind(of: assets, name: "map.json") == .notATheme(.noToken))
        #expect(FileClassifier.kind(of: assets, name: "map.tokens.json") == .dialect, "a token file by name reports its wrong root")
        let tokens = try JSONParser.parse(Array(##"[{"ink": {"$value": "#000000", "$type": "color"}}]"##.utf8))
        #expect(FileClassifier.kind(of: tokens, name: "x.json") == .dialect)
    }

    @Test func aFileWithATokenDeepInsideIsATokenFile() throws {
        let root = try JSONParser.parse(Array(##"{"a": {"b": {"c": {"$value": "#ffffff", "$type": "color"}}}}"##.utf8))
        #expect(FileClassifier.kind(of: root, name: "x.json") == .tokenFile)
        let empty = try JSONParser.parse(Array("{}".utf8))
        #expect(FileClassifier.kind(of: empty, name: "x.json") == .dialect, "an empty object is still reported as a theme")
    }
}
