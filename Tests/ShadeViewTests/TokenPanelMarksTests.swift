import Foundation
import ShadeTokens
import Testing
import ShadeApp
@testable import ShadeView
import ShadeCatalog

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
        let model = AppModel(state: AppState(themeIndex: index, themeCount: library.entries.count, appearanceMode: .light), library: library)
        let frame = Screen.render(model, columns: 200, rows: 60)
        let text = (0..<frame.height).map(frame.text(ofRow:)).joined(separator: "\n")
        #expect(text.contains("accent ⚠gamut"))
        #expect(text.contains("⚠ accent ≈ error (ΔE"))

        let sky = ScreenFixtures.frame(theme: "Sky", .light, columns: 200, rows: 60)
        let skyText = (0..<sky.height).map(sky.text(ofRow:)).joined(separator: "\n")
        #expect(!skyText.contains("⚠gamut") && !skyText.contains(" ≈ "))
    }
}

/// `F` on the Compare screen sets the shown theme beside its AA contrast fixes.
@Suite struct CompareFixesTests {
    @Test func fShowsTheThemeBesideItsFixes() throws {
        let folder = NSTemporaryDirectory() + "shade-view-fixes-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = ##"{ "$extensions": { "dev.shade": { "name": "Faint", "extends": "Sky" } }, "light": { "$type": "color", "foregroundSecondary": { "$value": "#c8c8c8" } } }"##
        try Data(file.utf8).write(to: URL(fileURLWithPath: folder + "/faint.json"))
        let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        let index = try #require(library.index(of: "Faint"))
        var model = AppModel(state: AppState(themeIndex: index, themeCount: library.entries.count, appearanceMode: .light), library: library)
        model.state.screen = .compare
        let action = try #require(Keymap.action(for: .character("F"), in: model.state.keyContext))
        model.state = model.state.applying(action)
        #expect(model.state.comparingFixes)
        let fixed = Screen.compared(model.view)
        #expect(fixed.themeName == "Faint (fixed)")
        #expect(fixed[.foregroundSecondary] != model.entry.resolved(Resolution(.light))[.foregroundSecondary])
        let frame = Screen.render(model, columns: 200, rows: 60)
        #expect(frame.text(ofRow: 0).contains("Compare with AA fixes"))
        #expect((0..<frame.height).map(frame.text(ofRow:)).joined().contains("Faint (fixed)"))
        #expect(!model.state.applying(.cycleCompared(1)).comparingFixes, "[ and ] go back to another theme")
        #expect(Keymap.action(for: .character("F"), in: .screen(.gallery)) == nil, "only on Compare")
    }
}
