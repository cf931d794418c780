import Foundation
import Testing
@testable import ShadeCatalog
@testable import ShadeTokens

/// A style sheet read through another's imports, from a folder below it, is part of that
/// sheet's theme: not listed, and what it says read alone (the var()s its theme defines) is
/// not said. Salt's shape: `index.css` → `css/theme.css` → `foundations/index.css` →
/// `foundations/color.css`, with each palette sheet in `palette/` naming the foundations.
@Suite struct ImportedSheetsTests {
    @Test func sheetsReadThroughImportsInFoldersBelowAreParts() throws {
        let root = try SystemFolderTests.folder([
            "package.json": ##"{"name": "@acme/theme"}"##,
            "index.css": "@import url(css/theme.css);\n",
            "css/theme.css": "@import url(foundations/index.css);\n@import url(palette/neutral.css);\n@import url(palette/accent.css);\n",
            "css/foundations/index.css": "@import url(./color.css);\n",
            "css/foundations/color.css": ".acme-theme {\n  --acme-white: #ffffff;\n  --acme-gray-900: #1b1d22;\n  --acme-blue-500: #2670a9;\n}\n",
            "css/palette/neutral.css": """
                .acme-theme[data-mode="light"] { --acme-page: var(--acme-white); --acme-text: var(--acme-gray-900); }
                .acme-theme[data-mode="dark"] { --acme-page: var(--acme-gray-900); --acme-text: var(--acme-white); }
                """,
            "css/palette/accent.css": ".acme-theme { --acme-accent: var(--acme-blue-500); }\n",
        ])
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(SystemFolderTests.userThemes(catalog) == ["acme"])
        #expect(catalog.theme(named: "acme")?.system?.appearances == [.light, .dark])
        let undefined = catalog.allProblems().filter { $0.message.contains("not defined") }
        #expect(undefined.isEmpty, "\(undefined)")
    }
}
