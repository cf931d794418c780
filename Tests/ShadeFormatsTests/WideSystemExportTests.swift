import Foundation
import ShadeColor
import ShadeFormats
import ShadeTokens
import Testing
import ShadeFiles

/// A DTCG design system's wide-gamut colours reach the exports: a Display P3 or OKLCH colour
/// outside sRGB is written as `display-p3` in an asset catalog and in CSS's
/// `@supports (color: color(display-p3 0 0 0))` block; a colour inside sRGB stays sRGB.
@Suite struct WideSystemExportTests {
    static let tokens = ##"""
    { "color": { "$type": "color",
        "accent": { "$value": { "colorSpace": "display-p3", "components": [0, 1, 0] } },
        "link": { "$value": "{color.accent}" },
        "brand": { "$value": { "colorSpace": "oklch", "components": [0.7, 0.3, 30] } },
        "text": { "$value": { "colorSpace": "display-p3", "components": [0.2, 0.2, 0.2] } },
        "background": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }
    """##

    func system() throws -> DesignSystem {
        let root = Support.scratch()
        Support.write(Self.tokens, root + "/wide.tokens.json")
        let system = DesignSystem.open(path: root + "/wide.tokens.json")
        #expect(system.diagnostics.isEmpty, "\(system.diagnostics)")
        return system
    }

    @Test func theResolvedTokensKeepTheWideValue() throws {
        let system = try system()
        let resolution = try #require(Resolution.all.first { ResolvedVariants.tokens(of: system, at: $0) != nil })
        let colors = system.resolve(system.context(for: resolution)).colors
        func token(_ path: String) -> SystemColorToken? { colors.first { $0.path == path } }
        #expect(token("color.accent")?.wide?.colorSpace == .displayP3)
        #expect(token("color.accent")?.wide?.components == [0, 1, 0])
        #expect(token("color.link")?.wide == token("color.accent")?.wide)
        #expect(token("color.brand")?.wide?.colorSpace == .oklch)
        #expect(token("color.text")?.wide == nil && token("color.text")?.outOfGamut == false)
        #expect(token("color.background")?.wide == nil)
    }

    @Test func theAssetCatalogWritesDisplayP3OnlyForTheWideColours() throws {
        let export = ExportTheme(system: try system())
        let files = AssetCatalogWriter.files(export)
        func colorSet(_ name: String) -> String? { files.first { $0.path.hasSuffix("/\(name).colorset/Contents.json") }?.text }
        for wide in ["Tokens/color/accent", "Tokens/color/link", "Tokens/color/brand"] {
            let text = try #require(colorSet(wide), "\(files.map(\.path))")
            #expect(text.contains("\"display-p3\"") && !text.contains("\"srgb\""), "\(wide): \(text)")
        }
        let accent = try #require(colorSet("Tokens/color/accent"))
        #expect(accent.contains("\"green\" : \"1.000\"") || accent.contains("\"green\" : \"1\""), "\(accent)")
        for narrow in ["Tokens/color/text", "Tokens/color/background"] {
            let text = try #require(colorSet(narrow))
            #expect(text.contains("\"srgb\"") && !text.contains("display-p3"), "\(narrow): \(text)")
        }
        // The accent role is filled by color.accent and so is wide too.
        let role = try #require(colorSet("accent"))
        #expect(role.contains("\"display-p3\""), "\(role)")
    }

    @Test func theCSSRestatesOnlyTheWideColoursInDisplayP3() throws {
        let css = CSSWriter.text(ExportTheme(system: try system()))
        let parts = css.components(separatedBy: "@supports (color: color(display-p3 0 0 0))")
        #expect(parts.count == 2, "\(css)")
        guard parts.count == 2 else { return }
        let (plain, wide) = (parts[0], parts[1])
        #expect(plain.contains("--color-accent: #") && !plain.contains("display-p3"), "\(plain)")
        #expect(wide.contains("--color-accent: color(display-p3 0 1 0);"), "\(wide)")
        #expect(wide.contains("--color-link: color(display-p3 0 1 0);"), "\(wide)")
        #expect(wide.contains("--color-brand: color(display-p3 "), "\(wide)")
        #expect(!wide.contains("--color-text:") && !wide.contains("--color-background:"), "\(wide)")
    }

    @Test func wideColoursSurviveAnAssetCatalogAndACSSRoundTrip() throws {
        let export = ExportTheme(system: try system())
        let root = Support.scratch()
        try ExportWriter.write(AssetCatalogWriter.files(export), into: root, force: false)
        let catalog = try #require(AssetCatalogReader.read(path: root + "/" + ExportNames.typeName(export.name) + ".xcassets").system)
        let fromCatalog = CSSWriter.text(ExportTheme(system: catalog))
        #expect(fromCatalog.contains("color(display-p3 0 1 0)"), "\(fromCatalog)")
        let css = try #require(CSSReader.read(text: CSSWriter.text(export), file: "wide.css").system)
        let fromCSS = AssetCatalogWriter.files(ExportTheme(system: css))
        let accent = fromCSS.first { $0.path.hasSuffix("/color-accent.colorset/Contents.json") || $0.path.hasSuffix("/color/accent.colorset/Contents.json") }
        #expect(accent?.text.contains("\"display-p3\"") == true, "\(fromCSS.map(\.path))")
    }
}
