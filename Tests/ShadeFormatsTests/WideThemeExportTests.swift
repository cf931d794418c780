import Foundation
import ShadeColor
import ShadeFormats
import ShadeTokens
import Testing
import ShadeCatalog

/// A Shade theme's own wide-gamut literals reach the exports as they do for design systems:
/// a Display P3 or OKLCH colour outside sRGB (directly, through an alias, or with an opacity)
/// is written as `display-p3` in an asset catalog and in CSS's `@supports` block; a P3 colour
/// inside sRGB and a hex colour stay sRGB.
@Suite struct WideThemeExportTests {
    static let theme = ##"""
    { "$extensions": { "dev.shade": { "name": "Gamut", "extends": "Sky" } },
      "palette": { "$type": "color",
        "vivid": { "$value": { "colorSpace": "oklch", "components": [0.7, 0.3, 30] } } },
      "light": { "$type": "color",
        "accent": { "$value": { "colorSpace": "display-p3", "components": [0, 1, 0] } },
        "error": { "$value": "{palette.vivid}" },
        "success": { "$value": { "colorSpace": "display-p3", "components": [0.3, 0.35, 0.4] } },
        "warning": { "$value": "#C08000" },
        "surfacePrimary": { "$value": "{light.accent}", "$extensions": { "dev.shade": { "opacity": 0.5 } } } } }
    """##

    func theme() throws -> Theme {
        let root = Support.scratch()
        Support.write(Self.theme, root + "/gamut.json")
        let catalog = ThemeCatalog.load(paths: [root])
        return try #require(catalog.theme(named: "Gamut"))
    }

    @Test func theResolvedColoursKeepTheWideValueThroughAliasesAndOpacity() throws {
        let light = try theme().resolve(Resolution(.light))
        #expect(light.details(.accent).wide?.colorSpace == .displayP3)
        #expect(light.details(.accent).wide?.components == [0, 1, 0])
        #expect(light.details(.error).wide?.colorSpace == .oklch)
        #expect(light.details(.error).aliasChain.isEmpty == false)
        #expect(light.details(.surfacePrimary).wide?.colorSpace == .displayP3)
        #expect(light.details(.surfacePrimary).wide?.alpha == 0.5)
        #expect(light.details(.success).wide == nil && light.details(.success).outOfGamut == false)
        #expect(light.details(.warning).wide == nil)
        // Sky's own dark colours are hex: nothing wide.
        let dark = try theme().resolve(Resolution(.dark))
        #expect(ColorToken.allCases.allSatisfy { dark.details($0).wide == nil })
    }

    @Test func theAssetCatalogWritesDisplayP3OnlyForTheWideColours() throws {
        let files = AssetCatalogWriter.files(ExportTheme(theme: try theme()))
        func colorSet(_ name: String) throws -> String {
            try #require(files.first { $0.path.hasSuffix("/\(name).colorset/Contents.json") }?.text, "\(name)")
        }
        for wide in ["accent", "error", "surfacePrimary"] {
            // Light is wide; Sky's dark stays sRGB in the same colour set.
            let text = try colorSet(wide)
            #expect(text.contains("\"display-p3\"") && text.contains("\"srgb\""), "\(wide): \(text)")
        }
        #expect(try colorSet("accent").contains("\"green\" : \"1.000\"") || colorSet("accent").contains("\"green\" : \"1\""))
        for narrow in ["success", "warning", "backgroundPrimary"] {
            let text = try colorSet(narrow)
            #expect(!text.contains("display-p3"), "\(narrow): \(text)")
        }
    }

    @Test func theCSSRestatesOnlyTheWideColoursInDisplayP3() throws {
        let css = CSSWriter.text(ExportTheme(theme: try theme()))
        let parts = css.components(separatedBy: "@supports (color: color(display-p3 0 0 0))")
        #expect(parts.count == 2, "\(css)")
        guard parts.count == 2 else { return }
        let (plain, wide) = (parts[0], parts[1])
        #expect(!plain.contains("display-p3"), "\(plain)")
        #expect(wide.contains("--accent: light-dark(color(display-p3 0 1 0), #"), "\(wide)")
        #expect(wide.contains("--error: light-dark(color(display-p3 "), "\(wide)")
        #expect(wide.contains("--surfacePrimary: light-dark(color(display-p3 0 1 0 / 0.5), #"), "\(wide)")
        for narrow in ["--success:", "--warning:", "--backgroundPrimary:"] {
            #expect(!wide.contains(narrow), "\(narrow) \(wide)")
        }
    }

    @Test func aCSSRoundTripKeepsTheWideColoursForTheAssetCatalog() throws {
        let export = ExportTheme(theme: try theme())
        let (read, problems) = CSSReader.read(text: CSSWriter.text(export), file: "gamut.css")
        #expect(problems.isEmpty, "\(problems)")
        let system = try #require(read)
        #expect(Support.mismatches(export, system) == [])
        let files = AssetCatalogWriter.files(ExportTheme(system: system))
        func role(_ name: String) -> String? { files.first { $0.path.hasSuffix(".xcassets/\(name).colorset/Contents.json") }?.text }
        #expect(role("accent")?.contains("\"display-p3\"") == true, "\(role("accent") ?? "none")")
        #expect(role("error")?.contains("\"display-p3\"") == true)
        #expect(role("success")?.contains("display-p3") == false)
        #expect(role("warning")?.contains("display-p3") == false)
    }
}
