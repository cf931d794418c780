import Foundation
import Testing
@testable import ShadeCLI

/// Issue 35, item 5, driven in tmux: a themes folder of more folders than the watcher follows.
/// The root's own theme is in the first frame, a theme deep in the tree is shown once found,
/// the footer says that the limit stops live reload (until a key: it is said once), and `q`
/// ends the session.
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
        // Every failure says what the screen showed: the last capture, and each distinct tab
        // bar and footer seen on the way (the limit's notice is a passing message, so the last
        // screen alone may no longer hold it). A harness error (tmux gone, shade ended) too.
        let footer = EndToEndTests.rows - 1
        var last: TmuxScreen?
        var seen: [String] = []
        func look(_ screen: TmuxScreen) {
            last = screen
            for line in [screen.text(row: 0), screen.text(row: footer)] where !line.isEmpty && !seen.contains(line) {
                seen.append(line)
            }
        }
        func shown(_ screen: TmuxScreen?) -> String {
            "\n--- the screen ---\n\(screen.map { "\($0)" } ?? "(never captured)")\n--- tab bars and footers seen, in order ---\n"
                + (seen.isEmpty ? "(none)" : seen.suffix(12).joined(separator: "\n"))
        }
        do {
            let first = try await tmux.waitForScreen(timeout: .seconds(40)) { screen in
                look(screen)
                return screen.text(row: 0).contains("Graphite") && !screen.text(row: footer).isEmpty
            }
            #expect(first.satisfied, "no frame with a tab bar and a footer within 40 s\(shown(first.screen))")
            #expect(!first.satisfied || first.screen.text(row: 0).contains("Rootish"),
                    "the root's own theme is not in the first frame\(shown(first.screen))")
            // The notice stays in the footer until a key (a lasting message): the wait is for
            // both facts on one screen, not for a sample that happened to catch a passing line.
            let notice = "more than \(ThemeWatcher.maximumFolders) folders"
            let found = try await tmux.waitForScreen(timeout: .seconds(60)) { screen in
                look(screen)
                return screen.text(row: footer).contains(notice) && screen.text(row: 0).contains("Found")
            }
            #expect(found.screen.text(row: footer).contains(notice), "the footer does not say \"\(notice)\" within 60 s\(shown(found.screen))")
            #expect(found.screen.text(row: 0).contains("Found"), "the theme deep in the tree never showed within 60 s\(shown(found.screen))")
            try tmux.send(key: "q")
            // On a loaded machine the search's next step (where q stops it) may be seconds away.
            let exited = try await tmux.waitForScreen(timeout: .seconds(30)) { screen in
                look(screen)
                return screen.text.contains("SHADE-EXITED:")
            }
            #expect(exited.screen.text.contains("SHADE-EXITED:0"),
                    "q did not end shade cleanly within 30 s\(shown(exited.screen))")
        } catch {
            Issue.record("the session broke off (\(error))\(shown(last ?? (try? tmux.capture())))")
        }
    }
}
