import Testing
import ShadeJSON
@testable import ShadeTokens
@testable import ShadeCatalog

/// A design system's palette file sorted by appearance (`light.blue.1`, `dark.blue.1`) uses
/// the names of Shade's own groups but is one of the system's token files: read with its
/// folder, not listed as a broken Shade theme of its own (Equinor's `dtcg/colors/default.json`
/// beside the `color-scheme/` files that alias it, issue 32).
@Suite struct AppearancePaletteFileTests {
    static func ramp(_ appearance: String, _ values: [String]) -> String {
        let stops = values.indices.map { "\"\($0 + 1)\": {\"$type\": \"color\", \"$value\": \"\(values[$0])\"}" }.joined(separator: ", ")
        return "\"\(appearance)\": {\"blue\": {\(stops)}}"
    }

    static let lightRamp = ["#f0f6ff", "#c8dcf5", "#7aa7e0", "#2f6fbf", "#17406f"]
    static let darkRamp = ["#0b1626", "#17304f", "#2f5f99", "#7aa7e0", "#e6f0ff"]

    /// A colour scheme's file: its page and text, aliasing the palette of its appearance.
    static func scheme(_ appearance: String) -> String {
        func token(_ stop: Int) -> String { "{\"$type\": \"color\", \"$value\": \"{\(appearance).blue.\(stop)}\"}" }
        return "{\"background\": {\"default\": \(token(1)), \"subtle\": \(token(2))}, \"text\": {\"default\": \(token(5)), \"accent\": \(token(4))}}"
    }

    @Test func dialectGroupsHoldingOnlyGroupsOfTokensAreATokenFile() throws {
        let palette = try JSONParser.parse(Array(("{" + Self.ramp("light", Self.lightRamp) + ", " + Self.ramp("dark", Self.darkRamp) + "}").utf8))
        #expect(FileClassifier.kind(of: palette, name: "default.json") == .tokenFile)
        // Shade's own groups hold their tokens themselves, and stay Shade's.
        let dialect = try JSONParser.parse(Array(##"{"light": {"$type": "color", "accent": {"$value": "#2f6fbf"}}, "dark": {}}"##.utf8))
        #expect(FileClassifier.kind(of: dialect, name: "mine.json") == .dialect)
        let empty = try JSONParser.parse(Array(##"{"light": {}}"##.utf8))
        #expect(FileClassifier.kind(of: empty, name: "mine.json") == .dialect)
        let misspelt = try JSONParser.parse(Array(##"{"light": {"accent": {"$vaule": "#336699"}}}"##.utf8))
        #expect(FileClassifier.kind(of: misspelt, name: "mine.json") == .dialect, "its typo is reported as a theme's")
        // A skim cannot see inside the groups: the whole file decides.
        let skimmed = try #require(JSONParser.skim(Array(("{" + Self.ramp("light", Self.lightRamp) + "}").utf8)))
        #expect(!FileClassifier.isDialect(skimmed: skimmed, name: "default.json"))
    }

    @Test func aPaletteByAppearanceInsideASystemsFolderIsPartOfIt() throws {
        let root = try SystemFolderTests.folder([
            "package.json": ##"{"name": "@acme/ocean-tokens"}"##,
            "dtcg/colors/default.json": "{" + Self.ramp("light", Self.lightRamp) + ", " + Self.ramp("dark", Self.darkRamp) + "}",
            "dtcg/color-scheme/light.json": Self.scheme("light"),
            "dtcg/color-scheme/dark.json": Self.scheme("dark"),
        ])
        let catalog = ThemeCatalog.load(paths: [root])
        let listed = catalog.themes.filter { $0.source != .bundled }
        #expect(listed.map(\.name) == ["ocean-tokens"], "\(catalog.explanations.map(\.reason))")
        #expect(Set(listed.first?.system?.appearances ?? []) == [.light, .dark])
        // The folder's system reads the palette its schemes alias.
        let taken = catalog.explanations.flatMap(\.taken).map { String($0.path.dropFirst(root.count + 1)) }
        #expect(taken.contains { $0.hasSuffix("colors/default.json") }, "\(taken)")
    }
}
