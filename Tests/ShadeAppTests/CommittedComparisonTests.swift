import Foundation
import ShadeApp
import ShadeTokens
import ShadeView
import Testing
import ShadeCatalog

/// The Compare screen's committed version (`--compare-with git:REV`, `H`): the theme as a
/// revision has it, before the one being edited, following every reload of the edited file.
@Suite struct CommittedComparisonTests {
    /// A catalog holding one theme, Ocean over Sky, with `light` tokens overridden.
    private func catalog(_ light: [String: String]) throws -> (catalog: ThemeCatalog, folder: String) {
        let folder = NSTemporaryDirectory() + "shade-committed-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let tokens = light.sorted { $0.key < $1.key }.map { #""\#($0.key)": { "$value": "\#($0.value)", "$type": "color" }"# }
        let json = ##"{ "$extensions": { "dev.shade": { "name": "Ocean", "extends": "Sky" } }, "light": { \##(tokens.joined(separator: ", ")) } }"##
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/ocean.json"))
        return (ThemeCatalog.load(paths: [folder]), folder)
    }

    private func model(editing light: [String: String], committed: ThemeCatalog?) throws -> AppModel {
        let (edited, folder) = try catalog(light)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = ThemeLibrary(catalog: edited)
        var state = AppState(themeIndex: library.index(of: "Ocean")!, themeCount: library.entries.count, appearanceMode: .light)
        state.screen = .compare
        state.comparingCommitted = true
        var model = AppModel(state: state, library: library)
        model.committed = committed.map { CommittedThemes(label: "git:HEAD (1a2b3c4)", themes: $0.themes.filter { $0.name == "Ocean" }) }
        return model
    }

    @Test func hTogglesTheCommittedVersionAndAsksForItOnce() {
        var state = AppState(themeCount: 7)
        state.screen = .compare
        let (on, effects) = AppState.update(state, .toggleCommitted)
        #expect(on.comparingCommitted && effects == [.loadCommitted])
        let (off, none) = AppState.update(on, .toggleCommitted)
        #expect(!off.comparingCommitted && none.isEmpty)
        #expect(!AppState.update(on, .toggleFixes).state.comparingCommitted, "F compares with fixes instead")
        #expect(!AppState.update(on, .cycleCompared(1)).state.comparingCommitted, "] compares with another theme instead")
        #expect(Keymap.footerHints(in: .screen(.compare)).contains { $0.keys == "H" })
    }

    @Test func theCommittedVersionStandsBeforeTheEditedOneAndFollowsEachReload() throws {
        let (committed, folder) = try catalog([:])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var model = try model(editing: ["accent": "{palette.850}"], committed: committed)
        guard case .committed(let label, let before?)? = model.view.comparison else {
            Issue.record("the comparison is the committed version")
            return
        }
        #expect(label == "git:HEAD (1a2b3c4)")
        let edited = model.entry.resolved(model.state.resolution)
        #expect(before[.accent] != edited[.accent] && before[.foregroundPrimary] == edited[.foregroundPrimary])
        let frame = Screen.render(model, columns: 160, rows: 45)
        let text = (0..<frame.height).map(frame.text(ofRow:)).joined(separator: "\n")
        #expect(text.contains("Compare with git:HEAD (1a2b3c4)"))
        #expect(text.contains("OCEAN · GIT:HEAD (1A2B3C4)") && text.contains("OCEAN · EDITED"))
        #expect(text.contains("ROLES THAT DIFFER (ΔE2000 ≥ 1): 1 of 26") && text.contains("accent  ΔE"))

        // A save re-reads the edited file: the committed side stays, the differences follow.
        let (reloaded, reloadedFolder) = try catalog(["accent": "{palette.850}", "foregroundSecondary": "{palette.200}"])
        defer { try? FileManager.default.removeItem(atPath: reloadedFolder) }
        model.library = ThemeLibrary(catalog: reloaded)
        let after = Screen.render(model, columns: 160, rows: 45)
        let afterText = (0..<after.height).map(after.text(ofRow:)).joined(separator: "\n")
        #expect(afterText.contains("ROLES THAT DIFFER (ΔE2000 ≥ 1): 2 of 26") && afterText.contains("foregroundSecondary  ΔE"))
    }

    @Test func aThemeTheRevisionLacksIsSaidSo() throws {
        let model = try model(editing: ["accent": "{palette.850}"], committed: nil)
        guard case .committed(_, let before)? = model.view.comparison else {
            Issue.record("the comparison is the committed version")
            return
        }
        #expect(before == nil)
        let frame = Screen.render(model, columns: 160, rows: 45)
        let text = (0..<frame.height).map(frame.text(ofRow:)).joined(separator: "\n")
        #expect(text.contains("NOT IN GIT:HEAD") && text.contains("ROLES THAT DIFFER (ΔE2000 ≥ 1): 0 of 26"))
    }
}
