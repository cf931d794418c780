import Foundation
import Testing
@testable import ShadeCatalog
@testable import ShadeTokens

/// A palette kept in Sass variables (`_colors.scss` of `$name: #hex` lines, a `$colors` map) is
/// said in one line, as a palette kept in scripts is, and is no theme.
@Suite struct SassPaletteLineTests {
    static let palette = (1...30).map { "$blue-\($0 * 10): #00\(String(format: "%02x", $0 * 8))e3;" }.joined(separator: "\n")

    @Test func aSassPaletteIsSaidInOneLine() throws {
        let root = try SystemFolderTests.folder([
            "src/sass/_colors.scss": "/* generated */\n" + Self.palette + "\n",
            "src/sass/_mixins.scss": "@mixin x { color: $blue-10; }\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(catalog.themes.allSatisfy { $0.source == .bundled })
        let lines = catalog.diagnostics.filter(Unreadable.isCodePalette)
        #expect(lines.count == 1, "\(catalog.diagnostics)")
        #expect(lines.first?.message.contains("_colors.scss: 30") == true, "\(lines)")
    }

    @Test func aMapAndStraySassColoursAreCounted() {
        let map = Array("$colors: (\n  'blue': #0089e3,\n  'red': #ff341a\n);\n$ink: #111;\n.a { color: #fff; }\n".utf8)
        #expect(Unreadable.sassHexDefinitions(map) == 3)
        // Custom properties in a Sass file (SAP fundamental-styles' btp-colors) are not Sass variables.
        #expect(Unreadable.sassHexDefinitions(Array(":root {\n  --btp-Blue1: #002559;\n  --btp-Blue2: #002e6d;\n}\n".utf8)) == 0)
        #expect(Unreadable.sassHexDefinitions(Array("a:hover { x: 1 }".utf8)) == 0)
    }
}

extension SassPaletteLineTests {
    @Test func aSassPaletteBesideASystemIsNoNews() throws {
        let root = try SystemFolderTests.folder([
            // Another package of the repository: its own project, with no system of its own.
            "site/package.json": #"{"name": "site"}"#,
            "site/styles/_colors.scss": Self.palette + "\n",
            "tokens/color.json": ##"{"bg": {"$type": "color", "page": {"$value": "#ffffff"}}, "fg": {"$type": "color", "text": {"$value": "#111111"}}}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(catalog.themes.contains { $0.source != .bundled })
        #expect(!catalog.diagnostics.contains(where: Unreadable.isCodePalette), "\(catalog.diagnostics)")
    }
}
