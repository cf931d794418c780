import Foundation
import ShadeTokens
import Testing
@testable import ShadeView

/// The gallery's token panel marks colours brought into sRGB and names roles that collide.
@Suite struct TokenPanelMarksTests {
    @Test func outOfGamutColoursAndRoleCollisionsAreNamed() throws {
        let folder = NSTemporaryDirectory() + "shade-view-marks-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = ##"""
        { "$extensions": { "dev.shade": { "name": "Edge", "extends": "Sky" } },
          "light": { "$type": "color",
                     "accent": { "$value": { "colorSpace": "srgb", "components": [1.5, -0.5, 0.2] } },
                     "error": { "$value": "{light.accent}" } } }
        """##
        try Data(file.utf8).write(to: URL(fileURLWithPath: folder + "/edge.json"))
        let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        let index = try #require(library.index(of: "Edge"))
        let model = ScreenModel(state: AppState(themeIndex: index, themeCount: library.entries.count, appearanceMode: .light), library: library)
        let frame = Screen.render(model, columns: 200, rows: 60)
        let text = (0..<frame.height).map(frame.text(ofRow:)).joined(separator: "\n")
        #expect(text.contains("accent ⚠gamut"))
        #expect(text.contains("⚠ accent ≈ error (ΔE"))

        let sky = ScreenFixtures.frame(theme: "Sky", .light, columns: 200, rows: 60)
        let skyText = (0..<sky.height).map(sky.text(ofRow:)).joined(separator: "\n")
        #expect(!skyText.contains("⚠gamut") && !skyText.contains(" ≈ "))
    }
}
