import Foundation
import ShadeTokens
import Testing
import ShadeCatalog

/// The real `shade` binary in a real terminal (a private tmux server): what reaches the
/// screen, what the keys do, and that the terminal is handed back as it was found.
@Suite(.enabled(if: TmuxDriver.executable != nil, "tmux is not installed: the end-to-end tests drive shade inside tmux"))
struct EndToEndTests {
    static let columns = 100
    static let rows = 30

    @Test func switchesThemeAppearanceAndContrastThenRestoresTheTerminal() async throws {
        let shade = try ShadeBinary.require()
        let home = try E2EHome()
        defer { home.remove() }
        let tmux = try home.startPreview(shade, "--theme sky --appearance light --contrast standard")
        defer { tmux.stop() }

        var screen = try await waitForHeader(tmux, containing: "Light · Standard")
        let skyLight = try shade.backgroundPrimary(home, theme: "sky", appearance: "light", contrast: "standard")
        #expect(screen.pageBackground(screenRows: Self.rows)?.hex == skyLight)

        let steps: [(key: String, status: String, theme: String, appearance: String, contrast: String)] = [
            ("Right", "Light · Standard", "tomato", "light", "standard"),
            ("d", "Dark · Standard", "tomato", "dark", "standard"),
            ("c", "Dark · High contrast", "tomato", "dark", "high"),
        ]
        for step in steps {
            let expected = try shade.backgroundPrimary(home, theme: step.theme, appearance: step.appearance, contrast: step.contrast)
            try tmux.send(key: step.key)
            let changed = try await tmux.waitForChange(from: screen)
            #expect(changed.satisfied, "the screen did not settle after \(step.key):\n\(changed.screen)")
            screen = changed.screen
            #expect(screen.text(row: 0).contains(step.status), "header after \(step.key): \(screen.text(row: 0))")
            #expect(screen.pageBackground(screenRows: Self.rows)?.hex == expected, "page background after \(step.key)")
        }

        try tmux.send(key: "q")
        let exited = try await tmux.waitForScreen { $0.text.contains("SHADE-EXITED:") }
        #expect(exited.screen.text.contains("SHADE-EXITED:0"), "shade did not exit cleanly:\n\(exited.screen)")
        // The alternate screen is gone, so the frame must be too: only the shell's line is left.
        #expect(!exited.screen.text.contains("◐ Shade"), "the preview is still on screen after quitting")
        let modes = try tmux.display("#{alternate_on} #{cursor_flag} #{keypad_cursor_flag} #{mouse_any_flag} #{mouse_button_flag} #{mouse_standard_flag} #{mouse_sgr_flag}")
        #expect(modes == "0 1 0 0 0 0 0", "alternate screen, cursor visible, cursor keys, mouse modes after quit")

        let saved = try home.savedState()
        #expect(saved["theme"] as? String == "Tomato")
        #expect(saved["appearance"] as? String == "dark")
        #expect(saved["contrast"] as? String == "high")
    }

    @Test func palette256DrawsOnlyPaletteColoursAndSaysSo() async throws {
        let shade = try ShadeBinary.require()
        let home = try E2EHome()
        defer { home.remove() }
        let tmux = try home.startPreview(shade, "--theme sky --appearance light --contrast standard --color 256")
        defer { tmux.stop() }

        let screen = try await waitForHeader(tmux, containing: "≈ 256 colours")
        #expect(screen.raw.contains("38;5;") && screen.raw.contains("48;5;"), "no 256-colour escapes in:\n\(screen.raw)")
        #expect(!screen.raw.contains("38;2;") && !screen.raw.contains("48;2;") && !screen.raw.contains(":2:"), "24-bit escapes in 256-colour mode")
        let trueColors = screen.colors.filter { $0.hex != nil }
        #expect(trueColors.isEmpty, "24-bit colours on screen: \(trueColors)")
        guard case .indexed(let index) = screen.pageBackground(screenRows: Self.rows) else {
            Issue.record("the page background is not a palette colour: \(String(describing: screen.pageBackground(screenRows: Self.rows)))")
            return
        }
        // 16–255 are the fixed cube and grey ramp; 0–15 are whatever the user's palette is.
        #expect(index >= 16 && index <= 255)

        try await quitCleanly(tmux)
    }

    /// tmux 3.3a, leaving the alternate screen after the window grew, keeps the alternate
    /// screen's rows beyond the old size: Shade clears its screen before leaving, so none of
    /// its frame is left among the shell's lines.
    @Test func quittingAfterTheWindowGrewLeavesNoFrameBehind() async throws {
        let shade = try ShadeBinary.require()
        let home = try E2EHome()
        defer { home.remove() }
        let tmux = try home.startPreview(shade, "--theme sky --appearance light --contrast standard")
        defer { tmux.stop() }
        var screen = try await waitForHeader(tmux, containing: "Light · Standard")
        try tmux.resize(columns: Self.columns + 40, rows: Self.rows + 14)
        screen = try await tmux.waitForChange(from: screen).screen
        try tmux.send(key: "g")
        _ = try await tmux.waitForChange(from: screen)

        try await quitCleanly(tmux)
        let left = try tmux.capture().text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(left == ["SHADE-EXITED:0"], "the shell's screen after quitting: \(left)")
    }

    @Test func brokenUserThemeShowsABannerAndTheRestStillLoad() async throws {
        let shade = try ShadeBinary.require()
        let home = try E2EHome()
        defer { home.remove() }
        let broken = #"{"$extensions":{"dev.shade":{"name":"Broken"}}, "light": {"#
        let brokenFile = try home.writeUserTheme(named: "broken-e2e.json", contents: broken)
        let tmux = try home.startPreview(shade, "--theme sky --appearance light --contrast standard")
        defer { tmux.stop() }

        let screen = try await waitForHeader(tmux, containing: "Light · Standard")
        let header = screen.text(row: 0)
        for name in ["System", "Graphite", "Sky", "Tomato", "Gold", "Grass", "Ruby"] {
            #expect(header.contains(" \(name) "), "\(name) missing from the header: \(header)")
        }
        let banner = screen.text(row: 1)
        #expect(banner.contains("⚠") && banner.contains("broken-e2e.json"), "banner: \(banner)")
        let skyLight = try shade.backgroundPrimary(home, theme: "sky", appearance: "light", contrast: "standard")
        #expect(screen.pageBackground(screenRows: Self.rows)?.hex == skyLight)

        try await quitCleanly(tmux)
        #expect(try String(contentsOfFile: brokenFile, encoding: .utf8) == broken, "shade changed a theme file")
    }

    @Test func aLargeFolderIsReadAfterTheFirstFrameAndItsProblemsStillReachTheBanner() async throws {
        let shade = try ShadeBinary.require()
        let home = try E2EHome()
        defer { home.remove() }
        // More files than the previewer reads before its first frame.
        for index in 0..<(ThemeCatalog.eagerStartLimit + 10) {
            _ = try home.writeUserTheme(named: "many\(index).json", contents: ##"{ "$extensions": { "dev.shade": { "name": "Many \##(index)", "extends": "Sky" } } }"##)
        }
        _ = try home.writeUserTheme(named: "broken-large.json", contents: #"{"$extensions":{"dev.shade":{"name":"Broken"}}, "light": {"#)
        let tmux = try home.startPreview(shade, "--theme sky --appearance light --contrast standard")
        defer { tmux.stop() }

        _ = try await waitForHeader(tmux, containing: "Light · Standard")
        let loaded = try await tmux.waitForScreen { $0.text(row: 1).contains("broken-large.json") }
        #expect(loaded.satisfied, "the broken file never reached the banner:\n\(loaded.screen)")
        #expect(loaded.screen.text(row: 0).contains(" Sky "), "the theme on screen stays")
        // Every file's theme is there once loaded: the picker finds one by name.
        try tmux.send(key: "t")
        try tmux.send(key: "many 109")
        let found = try await tmux.waitForScreen { $0.text.contains("Many 109") }
        #expect(found.satisfied, "the picker does not list the folder's themes:\n\(found.screen)")
        // Enter keeps it (Esc then q would read as Alt+q).
        try tmux.send(key: "Enter")
        let kept = try await tmux.waitForScreen { !$0.text.contains(" Themes ") && $0.text(row: 0).contains("Many 109") }
        #expect(kept.satisfied, "Enter did not keep the theme found:\n\(kept.screen)")
        try await quitCleanly(tmux)
    }

    /// Polls until the header is drawn with `status` in it; records an issue (with the
    /// screen) when it never is.
    private func waitForHeader(_ tmux: TmuxDriver, containing status: String) async throws -> TmuxScreen {
        let result = try await tmux.waitForScreen { screen in
            let header = screen.text(row: 0)
            return header.contains(" Shade ") && header.contains(status)
                && screen.text(row: Self.rows - 1).contains("quit")  // the footer is in: the frame is complete
        }
        guard result.satisfied else {
            throw E2EError("no header with '\(status)' within 5 s; the screen was:\n\(result.screen)")
        }
        return result.screen
    }

    private func quitCleanly(_ tmux: TmuxDriver) async throws {
        try tmux.send(key: "q")
        let exited = try await tmux.waitForScreen { $0.text.contains("SHADE-EXITED:") }
        #expect(exited.screen.text.contains("SHADE-EXITED:0"), "shade did not exit cleanly:\n\(exited.screen)")
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
    }
}

/// The capture parser the end-to-end assertions stand on; needs no tmux.
struct TmuxScreenParsingTests {
    @Test func readsBothTrueColourSpellingsPaletteColoursAndCarriesStateAcrossLines() {
        let screen = TmuxScreen(capture: "\u{1B}[38;2;1;2;3m\u{1B}[48:2::10:20:30mAB\n\u{1B}[49mC\u{1B}[0m\u{1B}[1;48;5;200mD\u{1B}[42;97mE\n")
        #expect(screen.rows.count == 2)
        #expect(screen.text(row: 0) == "AB" && screen.text(row: 1) == "CDE")
        #expect(screen.rows[0][0].foreground == .rgb(red: 1, green: 2, blue: 3))
        #expect(screen.rows[0][1].background.hex == "#0A141E")
        // tmux emits only changes, even across a newline.
        #expect(screen.rows[1][0].foreground == .rgb(red: 1, green: 2, blue: 3))
        #expect(screen.rows[1][0].background == .terminalDefault)
        #expect(screen.rows[1][1].foreground == .terminalDefault && screen.rows[1][1].background == .indexed(200))
        #expect(screen.rows[1][2].foreground == .indexed(15) && screen.rows[1][2].background == .indexed(2))
    }
}

/// The `shade` executable that `swift test` built next to the test bundle.
struct ShadeBinary {
    let path: String

    /// The binary, or an error that says where it was looked for.
    static func require() throws -> ShadeBinary {
        let candidates = candidatePaths()
        guard let path = candidates.first(where: isExecutableFile) else {
            throw E2EError("no shade executable; looked at:\n" + candidates.joined(separator: "\n"))
        }
        return ShadeBinary(path: path)
    }

    /// `SHADE_E2E_BINARY` if set; else beside the test runner (Linux: the runner is
    /// `.build/<config>/ShadePackageTests.xctest`; macOS: a bundle three levels deeper);
    /// else the package's default build folders.
    private static func candidatePaths() -> [String] {
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["SHADE_E2E_BINARY"] { candidates.append(override) }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            candidates.append(folder.appendingPathComponent("shade").path)
            folder.deleteLastPathComponent()
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("shade").path)
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for configuration in ["debug", "release"] {
            candidates.append(package.appendingPathComponent(".build/\(configuration)/shade").path)
        }
        return candidates
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }

    /// `backgroundPrimary` as `shade tokens --format json` reports it: the number the screen
    /// must show.
    func backgroundPrimary(_ home: E2EHome, theme: String, appearance: String, contrast: String) throws -> String {
        let result = try E2EProcess.run(path, ["tokens", "--theme", theme, "--appearance", appearance, "--contrast", contrast, "--format", "json"],
                                        environment: home.environment(adding: ProcessInfo.processInfo.environment))
        guard result.status == 0 else { throw E2EError("shade tokens failed (\(result.status)): \(result.standardError)") }
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        guard let hex = ((json as? [String: Any])?["colors"] as? [String: Any])
            .flatMap({ $0["backgroundPrimary"] as? [String: Any] })?["hex"] as? String
        else { throw E2EError("no colors.backgroundPrimary.hex in shade tokens output") }
        return hex.uppercased()
    }
}

/// A throwaway home for one test: shade's state and user-theme folders point here, so a
/// test never reads or writes the user's own files.
struct E2EHome {
    let root: URL

    init() throws {
        // A short base keeps paths (and the banner that names them) well inside 100 columns.
        let base = FileManager.default.isWritableFile(atPath: "/tmp") ? URL(fileURLWithPath: "/tmp") : FileManager.default.temporaryDirectory
        root = base.appendingPathComponent("shade-e2e-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("state"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("config"), withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// `base` with shade's folders redirected here and truecolor announced.
    func environment(adding base: [String: String] = [:]) -> [String: String] {
        var environment = base
        environment["XDG_STATE_HOME"] = root.appendingPathComponent("state").path
        environment["XDG_CONFIG_HOME"] = root.appendingPathComponent("config").path
        environment["XDG_CACHE_HOME"] = root.appendingPathComponent("cache").path
        environment["COLORTERM"] = "truecolor"
        return environment
    }

    /// Writes a file into the user theme folder; returns its path.
    func writeUserTheme(named name: String, contents: String) throws -> String {
        let folder = root.appendingPathComponent("config/shade/themes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(contents.utf8).write(to: file)
        return file.path
    }

    /// Starts `shade <arguments>` in tmux; the shell then prints `SHADE-EXITED:<status>` and
    /// lingers so the exit status and the restored screen can be read. It lingers for minutes, not
    /// seconds: in a full parallel test run on two cores an async test can wait tens of seconds to
    /// be scheduled again after sending `q`, and a pane that had closed by then took the tmux server
    /// with it. The driver's `stop()` ends the server when the test is done.
    func startPreview(_ shade: ShadeBinary, _ arguments: String) throws -> TmuxDriver {
        let quoted = "'" + shade.path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        return try TmuxDriver(columns: EndToEndTests.columns, rows: EndToEndTests.rows, environment: environment(),
                              command: "\(quoted) \(arguments); echo SHADE-EXITED:$?; sleep 600")
    }

    /// The saved state file, decoded.
    func savedState() throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("state/shade/state.json"))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw E2EError("state.json is not a JSON object")
        }
        return object
    }
}
