import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// A style sheet a project keeps for the token object it marks `@deprecated` (Equinor's
/// `tokens.css` beside its Figma export) is legacy: left out, never listed beside the current
/// system; without the mark it is a system like any other.
@Suite struct LegacySheetsTests {
    /// Colours of an older generation, none of them the current system's.
    static let old: [(String, String)] = [("ui-background", "#f7f7f7"), ("text-default", "#3d3d3d"), ("text-secondary", "#565656"),
                                          ("primary", "#007079"), ("primary-hover", "#004f55"), ("danger", "#eb0000"),
                                          ("warning", "#ff9200"), ("success", "#4bb748"), ("info", "#0084c4"), ("border", "#dcdcdc")]

    static func project(deprecated: Bool) -> [String: String] {
        let literals = old.map { "  \($0.0.replacingOccurrences(of: "-", with: "_")): { hex: '\($0.1)' }," }.joined(separator: "\n")
        return [
            "package.json": ##"{"name": "@acme/acme-tokens"}"##,
            "tokens/light.json": RenditionsTests.tokens(RenditionsTests.light),
            "tokens/dark.json": RenditionsTests.tokens(RenditionsTests.dark),
            "tokens.css": RenditionsTests.sheet(old, nil, prefix: "acme"),
            "src/base/colors.ts": "export const colors = {\n\(literals)\n}\n",
            "src/base/index.ts": "import { colors } from './colors'\n"
                + (deprecated ? "/**\n * @deprecated Do not use in new code.\n */\n" : "/** The token object. */\n") + "export const tokens = { colors }\n",
        ]
    }

    @Test func aSheetOfADeprecatedModulesColoursIsLegacy() throws {
        let (themes, catalog) = try SystemFolderTests.load(Self.project(deprecated: true))
        #expect(themes.count == 1, "\(themes.map(\.source.label))")
        #expect(themes.first?.source.label.hasSuffix("/tokens/") == true)
        let legacy = try #require(catalog.explanations.first { $0.reason.contains("legacy") })
        #expect(legacy.system.hasSuffix("/tokens.css"))
        #expect(legacy.reason.contains("src/base/index.ts"))
    }

    @Test func withoutTheMarkTheSheetIsASystem() throws {
        let (themes, _) = try SystemFolderTests.load(Self.project(deprecated: false))
        #expect(themes.count == 2, "\(themes.map(\.source.label))")
    }

    @Test func onlyAMarkBeforeAnExportCounts() {
        #expect(LegacySheets.marksExportDeprecated("/**\n * @deprecated use X\n */\nexport const tokens = {}"))
        #expect(!LegacySheets.marksExportDeprecated("/** @deprecated */\nfunction helper() {}\nexport const tokens = {}"))
        #expect(LegacySheets.hexLiterals("a = '#3d3d3d', b = \"#fff\", c = '#12345'") == [0x3D3D3D, 0xFFFFFF])
    }
}
