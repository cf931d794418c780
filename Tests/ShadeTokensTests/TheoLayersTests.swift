import Foundation
import ShadeColor
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// Theo builds side by side at the top of one folder, each built on its own and used together
/// (the Lightning Design System's shape: `design-tokens/*.yml`, one of them a theme from
/// `themes/`, others a platform's extension and icon palettes): one system, named by its
/// project, never a theme per file.
@Suite struct TheoLayersTests {
    static let project: [String: String] = [
        "package.json": #"{ "name": "design-system", "description": "Acme Lightning Design System" }"#,
        "design-tokens/aliases/palette.yml": "aliases:\n  WHITE: '#ffffff'\n  INK: '#181818'\n  BLUE: '#0176d3'\n  SKY: '#1b96ff'\n",
        "design-tokens/primitive/base.yml": """
            imports:
              - ../aliases/palette.yml
            global:
              type: color
              category: background-color
            props:
              COLOR_BACKGROUND:
                value: '{!WHITE}'
              COLOR_TEXT_DEFAULT:
                value: '{!INK}'
              COLOR_BRAND:
                value: '{!BLUE}'
            """,
        "design-tokens/extensions/ui-force/base.yml": """
            imports:
              - ../../aliases/palette.yml
            global:
              type: color
              category: border-color
            props:
              COLOR_BORDER_INPUT:
                value: '#c9c9c9'
            """,
        "design-tokens/themes/oneAcme/base.yml": """
            imports:
              - ../../aliases/palette.yml
            global:
              type: color
              category: background-color
            props:
              COLOR_BRAND:
                value: '{!SKY}'
            """,
        "design-tokens/ui-force.yml": "imports:\n  - ./primitive/base.yml\n  - ./extensions/ui-force/base.yml\n",
        "design-tokens/theme-one-acme.yml": "imports:\n  - ./primitive/base.yml\n  - ./themes/oneAcme/base.yml\n",
        "design-tokens/bg-standard.yml": "global:\n  type: color\n  category: background-color\nprops:\n  BRAND:\n    value: '#5867e8'\n  DATE_INPUT:\n    value: '#939393'\n",
    ]

    @Test func buildsBesideAThemeAreOneSystemNamedByItsProject() throws {
        let (themes, catalog) = try SystemFolderTests.load(Self.project)
        #expect(themes.map(\.name) == ["Acme Lightning Design System"])
        let theme = try #require(themes.first)
        let colors = try theme.resolve(Resolution(.light))
        // The theme over its core: its brand wins; the extension's border is there too.
        let system = try #require(theme.system)
        let resolved = system.resolve(system.defaultContext)
        #expect(resolved.colors.first { $0.path == "COLOR_BRAND" }?.color.rgb.hex == "#1B96FF")
        #expect(resolved.colors.contains { $0.path == "COLOR_BORDER_INPUT" })
        // The icon palette beside them is not merged, so its `BRAND` does not take the accent.
        #expect(!resolved.colors.contains { $0.path == "BRAND" })
        #expect(colors[.accent] == RGB(0x1B96FF))
        let explained = try #require(catalog.explanations.first { $0.reason.contains("Theo builds side by side") })
        #expect(explained.left.contains { $0.path.hasSuffix("bg-standard.yml") && $0.note.contains("beside the system, not part of it") })
        #expect(explained.nameSource.contains("description"))
    }

    @Test func withoutAThemesFolderEachBuildIsStillItsOwn() throws {
        var project = Self.project
        project["design-tokens/theme-one-acme.yml"] = "imports:\n  - ./primitive/base.yml\n  - ./extensions/ui-force/base.yml\n  - ./aliases/palette.yml\n"
        let (themes, _) = try SystemFolderTests.load(project)
        #expect(themes.count > 1, "\(themes.map(\.name))")
    }

    @Test func aGenericPackageNameGivesWayToATitleInItsDescription() {
        #expect(SystemNames.title(in: "Salesforce Lightning Design System") == "Salesforce Lightning Design System")
        #expect(SystemNames.title(in: "Design tokens for the Equinor Design System") == nil)
        #expect(SystemNames.title(in: "Design Tokens") == nil)
    }
}
