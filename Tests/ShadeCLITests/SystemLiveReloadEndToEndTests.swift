import Foundation
import Testing

/// A design system in the user themes folder, driven in tmux: editing a token file in its
/// own subfolder changes the screen, and the context `o` chose comes back at the next launch.
@Suite(.enabled(if: TmuxDriver.executable != nil, "tmux is not installed: the end-to-end tests drive shade inside tmux"))
struct SystemLiveReloadEndToEndTests {
    /// Acme's files in the user themes folder (`acme/…` in a subfolder); the folder's path.
    func writeAcme(_ home: E2EHome) throws -> String {
        let folder = home.root.appendingPathComponent("config/shade/themes").path
        try SystemCommandFixtures.write(SystemCommandFixtures.acme, to: folder)
        return folder
    }

    /// Polls until the frame is complete (footer drawn) and `condition` holds.
    func wait(_ tmux: TmuxDriver, for what: String, _ condition: @escaping (TmuxScreen) -> Bool) async throws -> TmuxScreen {
        let result = try await tmux.waitForScreen(timeout: .seconds(15)) { screen in
            screen.text(row: EndToEndTests.rows - 1).contains("quit") && condition(screen)
        }
        guard result.satisfied else { throw E2EError("\(what) never showed; the screen was:\n\(result.screen)") }
        return result.screen
    }

    @Test func aTokenFileEditReachesTheScreenAndTheChosenContextIsRemembered() async throws {
        let shade = try ShadeBinary.require()
        let home = try E2EHome()
        defer { home.remove() }
        let folder = try writeAcme(home)
        let before = try shade.backgroundPrimary(home, theme: "Acme", appearance: "light", contrast: "standard")
        let tmux = try home.startPreview(shade, "--theme Acme --appearance light --contrast standard")
        defer { tmux.stop() }
        var screen = try await wait(tmux, for: "Acme in light") { $0.text(row: 0).contains("Acme") && $0.text(row: 0).contains("Light") }
        #expect(screen.pageBackground(screenRows: EndToEndTests.rows)?.hex == before)

        // Edit the light page colour in acme/light.json, as an editor would (write and rename).
        let file = folder + "/acme/light.json"
        let edited = SystemCommandFixtures.acme["acme/light.json"]!
            .replacingOccurrences(of: ##""default": { "$value": "{gray.0}" }"##, with: ##""default": { "$value": "#FFEEDD" }"##)
        #expect(edited != SystemCommandFixtures.acme["acme/light.json"], "the fixture still has the page colour")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        let after = try shade.backgroundPrimary(home, theme: "Acme", appearance: "light", contrast: "standard")
        #expect(after != before)
        screen = try await wait(tmux, for: "the edited page colour") { $0.pageBackground(screenRows: EndToEndTests.rows)?.hex == after }

        // `o`: the size axis to compact; remembered on quit, shown again at the next launch.
        try tmux.send(key: "o")
        screen = try await wait(tmux, for: "the compact context") { $0.text(row: 0).contains("compact") }
        try tmux.send(key: "q")
        let exited = try await tmux.waitForScreen { $0.text.contains("SHADE-EXITED:") }
        #expect(exited.screen.text.contains("SHADE-EXITED:0"), "shade did not exit cleanly:\n\(exited.screen)")
        let saved = try home.savedState()
        #expect((saved["contexts"] as? [String: Any])?["Acme"] as? [String: String] == ["size": "compact"], "\(saved)")

        let again = try home.startPreview(shade, "--theme Acme --appearance light --contrast standard")
        defer { again.stop() }
        _ = try await wait(again, for: "the remembered context") { $0.text(row: 0).contains("compact") }
    }
}
