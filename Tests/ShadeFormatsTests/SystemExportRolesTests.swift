import Foundation
import ShadeCatalog
import ShadeFormats
import ShadeTokens
import Testing

/// `shade export FILE` (a system read from its file) and `shade export --theme NAME` (the
/// catalog's theme, as the previewer draws it) give the same roles: the export is what was
/// drawn, in every resolution.
@Suite struct SystemExportRolesTests {
    /// Kong's day and night themes (corpus/roles/kong, Apache-2.0): one system with an
    /// appearance axis whose night ladder turns over, so night filled alone, without its
    /// appearance or light's choices, takes other tokens than the previewer draws.
    @Test func aSystemExportsTheRolesThePreviewerDraws() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("corpus/roles/kong/system").path
        let theme = try #require(ThemeCatalog.load(paths: [folder]).themes.first { $0.source != .bundled })
        let system = try #require(theme.system)
        let drawn = ExportTheme(theme: theme)
        let exported = ExportTheme(system: system, roleMap: theme.roleMap)
        #expect(Set(exported.variants.keys) == Set(drawn.variants.keys))
        #expect(exported.variants.count == 2)
        for (resolution, variant) in drawn.variants {
            let other = try #require(exported.variants[resolution])
            let differing = ColorToken.allCases.indices.filter { variant.roles[$0].rgba != other.roles[$0].rgba }
            #expect(differing.isEmpty, "\(resolution.name): \(differing.map { ColorToken.allCases[$0].rawValue })")
        }
    }
}
