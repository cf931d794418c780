import Foundation
import Testing
@testable import ShadeCLI

/// Issue 35, item 5, driven in tmux: a themes folder of more folders than the watcher follows.
/// The root's own theme is in the first frame, a theme deep in the tree is shown once found,
/// the footer says once that the limit stops live reload, and `q` ends the session.
@Suite(.enabled(if: TmuxDriver.executable != nil, "tmux is not installed: the end-to-end tests drive shade inside tmux"))
struct WatchLimitEndToEndTests {
    static let columns = 160

    static func theme(_ name: String, extending parent: String) -> String {
        ##"{ "$extensions": { "dev.shade": { "name": "\##(name)", "extends": "\##(parent)" } }, "light": {} }"##
    }

    @Test func aTreeOverTheWatchLimitShowsItsThemesAsFoundAndSaysTheLimitInTheFooter() async throws {
        let shade = try ShadeBinary.require()
        let home = try E2EHome()
        defer { home.remove() }
        let themes = home.root.appendingPathComponent("config/shade/themes").path
        // More folders than are watched, in two levels as a project tree has them.
        let wide = ThemeWatcher.maximumFolders / 1000 + 2
        for group in 0..<wide {
            for inner in 0..<1000 {
                try FileManager.default.createDirectory(atPath: "\(themes)/g\(group)/f\(inner)", withIntermediateDirectories: true)
            }
        }
        try Data(Self.theme("Rootish", extending: "Sky").utf8).write(to: URL(fileURLWithPath: themes + "/rootish.json"))
        try Data(Self.theme("Found", extending: "Grass").utf8).write(to: URL(fileURLWithPath: "\(themes)/g\(wide - 1)/f999/found.json"))

        let tmux = try TmuxDriver(columns: Self.columns, rows: EndToEndTests.rows, environment: home.environment(),
                                  command: "'\(shade.path)'; echo SHADE-EXITED:$?; sleep 600")
        defer { tmux.stop() }
        let footer = EndToEndTests.rows - 1
        let first = try await tmux.waitForScreen(timeout: .seconds(40)) { $0.text(row: 0).contains("Graphite") && !$0.text(row: footer).isEmpty }
        #expect(first.satisfied && first.screen.text(row: 0).contains("Rootish"), "the root's own theme is in the first frame:\n\(first.screen)")
        // The notice is a passing message: every screen is looked at until both have shown.
        var noticed = first.screen.text(row: footer).contains("more than \(ThemeWatcher.maximumFolders) folders")
        let found = try await tmux.waitForScreen(timeout: .seconds(40)) { screen in
            if screen.text(row: footer).contains("more than \(ThemeWatcher.maximumFolders) folders") { noticed = true }
            return noticed && screen.text(row: 0).contains("Found")
        }
        #expect(noticed, "the watch limit was never said in the footer:\n\(found.screen)")
        #expect(found.screen.text(row: 0).contains("Found"), "the theme deep in the tree never showed:\n\(found.screen)")
        try tmux.send(key: "q")
        let exited = try await tmux.waitForScreen { $0.text.contains("SHADE-EXITED:") }
        #expect(exited.screen.text.contains("SHADE-EXITED:0"), "shade did not exit cleanly:\n\(exited.screen)")
    }
}
