import Foundation
import ShadeColor
import ShadeFormats
import ShadeTokens
import Testing
import ShadeFiles

@Suite struct DTCGExportTests {
    @Test func everyBundledThemeRoundTripsThroughAResolver() throws {
        for theme in Support.bundled {
            let export = ExportTheme(theme: theme)
            let root = Support.scratch()
            try ExportWriter.write(DTCGWriter.files(export), into: root, force: false)
            let system = DesignSystem.open(path: root + "/" + ExportNames.typeName(theme.name) + ".resolver.json")
            #expect(system.diagnostics.isEmpty, "\(system.diagnostics)")
            #expect(system.modifiers.first?.role == .appearanceAndContrast)
            for resolution in Resolution.all {
                #expect(system.resolve(system.context(for: resolution)).diagnostics.isEmpty)
            }
            #expect(Support.mismatches(export, system) == [], "\(theme.name)")
        }
    }

    @Test func wideColoursAreWrittenInDisplayP3() throws {
        let wide = try ColorSpaceValue(colorSpace: .displayP3, components: [0, 1, 0])
        var roles = ColorToken.allCases.map { _ in ExportTheme.Color(RGBA(RGB(0x808080))) }
        roles[ColorToken.accent.index] = ExportTheme.Color(wide.toSRGB().color, wide: wide)
        let export = ExportTheme(name: "Wide", variants: [Resolution(.light): ExportTheme.Variant(roles: roles)])
        let files = DTCGWriter.files(export)
        let light = try #require(files.first { $0.path == "tokens/light.tokens.json" })
        #expect(light.text.contains("\"accent\": { \"$value\": { \"colorSpace\": \"display-p3\", \"components\": [0, 1, 0]"))
        let css = CSSWriter.text(export)
        #expect(css.contains("@supports (color: color(display-p3 0 0 0))"))
        #expect(css.contains("--accent: color(display-p3 0 1 0);"))
        let catalog = AssetCatalogWriter.files(export)
        #expect(catalog.first { $0.path.hasSuffix("accent.colorset/Contents.json") }?.text.contains("\"display-p3\"") == true)
        #expect(catalog.first { $0.path.hasSuffix("onAccent.colorset/Contents.json") }?.text.contains("\"srgb\"") == true)
    }
}

@Suite struct DTCGEscapingTests {
    /// A theme name is written into the resolver; controls a terminal would obey are escapes.
    @Test func controlsInTheNameAreEscaped() throws {
        let roles = ColorToken.allCases.map { _ in ExportTheme.Color(RGBA(RGB(0x808080))) }
        let name = "Evil\u{1B}[2J\u{9B}31m\u{7F}\u{202E}\r"
        let export = ExportTheme(name: name, variants: [Resolution(.light): ExportTheme.Variant(roles: roles)])
        let resolver = try #require(DTCGWriter.files(export).first { $0.path.hasSuffix(".resolver.json") })
        #expect(resolver.text.contains(#""name": "Evil\u001b[2J\u009b31m\u007f\u202e\r""#))
        #expect(!resolver.text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x202E })
    }
}
