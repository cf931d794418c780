import ShadeColor
import ShadeFormats
import ShadeTokens
import Testing
@testable import ShadeCatalog

/// A palette sheet that the theme sheets beside it read (eBay Skin's `evo-core.css`, linked
/// beside `evo-light.css` and `evo-dark.css`; values cut down as in
/// ``FolderFormatsFromMemoryTests``) is a part of their theme, not a light theme of its own
/// (issue 32).
@Suite struct PartSheetsTests {
    private let palette = ":root {\n    --color-neutral-100: #fff;\n    --color-neutral-800: #191919;\n    --color-neutral-900: #000;\n"
        + "    --color-blue-400: #659eff;\n    --color-blue-500: #3665f3;\n}\n"

    @Test func aPaletteSheetTheThemeSheetsReadIsNoThemeOfItsOwn() throws {
        let root = Support.scratch() + "/skin-shape/tokens"
        Support.write(palette, root + "/evo-core.css")
        Support.write(":root {\n    --color-background-primary: var(--color-neutral-100);\n    --color-foreground-primary: var(--color-neutral-800);\n"
                      + "    --color-background-accent: var(--color-blue-500);\n}\n", root + "/evo-light.css")
        Support.write("@media (prefers-color-scheme: dark) {\n    :root {\n        --color-background-primary: var(--color-neutral-900);\n"
                      + "        --color-foreground-primary: var(--color-neutral-100);\n        --color-background-accent: var(--color-blue-400);\n    }\n}\n",
                      root + "/evo-dark.css")
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        let found = catalog.themes.filter { $0.source != .bundled }
        #expect(found.map(\.name) == ["evo-light"], "\(found.map(\.name))")
        let explanation = try #require(found.first.flatMap(catalog.explanation(of:)))
        #expect(explanation.taken.contains { $0.path.hasSuffix("evo-core.css") })
    }

    /// Two sheets that each define their own colours stay two themes, and so do two that
    /// read only each other's names (neither reads the other whole and more).
    @Test func sheetsThatReadNothingOfEachOtherStayThemes() {
        let root = Support.scratch() + "/two-sheets"
        Support.write(palette, root + "/ocean.css")
        Support.write(":root { --color-neutral-100: #fafafa; --color-neutral-800: #202020; --color-blue-500: #1a7f37; }\n", root + "/forest.css")
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        #expect(Set(catalog.themes.filter { $0.source != .bundled }.map(\.name)) == ["ocean", "forest"])
    }
}
