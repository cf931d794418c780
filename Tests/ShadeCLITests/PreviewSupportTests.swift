import Foundation
import ShadeApp
import ShadeColor
import ShadeTerminal
import ShadeTokens
import ShadeView
import Testing
@testable import ShadeCLI
import ShadeCatalog

@Suite struct PreviewSupportTests {
    func temporaryPath() -> String { NSTemporaryDirectory() + "shade-cli-" + UUID().uuidString }

    /// A bare `shade` opens the previewer without ArgumentParser: its settings must be the
    /// ones parsing no arguments gives, whatever options `preview` gains.
    @Test func aBareLaunchHasTheSettingsParsingNoArgumentsGives() throws {
        #expect(PreviewSettings.bareLaunch(arguments: ["shade"]) == (try PreviewCommand.parse([])).settings)
        #expect(PreviewSettings.bareLaunch(arguments: ["shade", "--theme", "Sky"]) == nil)
        #expect(PreviewSettings.bareLaunch(arguments: ["shade", "list"]) == nil)
        #expect(try Shade.parseAsRoot([]) is PreviewCommand, "no arguments still means the previewer to ArgumentParser")
    }

    @Test func everyPreviewOptionReachesTheSettings() throws {
        let command = try PreviewCommand.parse(["--themes", "/nonexistent/a", "--allow-outside-sources", "--theme", "Sky", "--appearance", "dark",
                                                "--contrast", "high", "--color", "256", "--severity", "0.5", "--context", "size=compact",
                                                "--export", "png", "--chrome", "all", "--compare-with", "git:HEAD"])
        let expected = PreviewSettings(sources: ThemeSources(directories: ["/nonexistent/a"], allowOutsideSources: true), theme: "Sky",
                                       appearance: .dark, contrast: .high, color: .palette256, severity: 0.5,
                                       context: ContextChoice(pairs: ["size=compact"]), export: .png, chrome: .all, compareWith: "git:HEAD")
        #expect(command.settings == expected)
    }

    @Test func stateIsSavedAtomicallyAndReadBack() throws {
        let folder = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = StateStore(environment: ["XDG_STATE_HOME": folder, "HOME": "/nonexistent"])
        #expect(store.path == folder + "/shade/state.json")
        #expect(store.load().state == nil && store.load().note == nil)
        let saved = SavedState(theme: "Gold", appearance: .dark, contrast: .high, split: true)
        #expect(store.save(saved) == nil)
        #expect(store.load().state == saved)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder + "/shade")
        #expect(leftovers == ["state.json"], "no temporary file left behind")
    }

    @Test func aCorruptStateFileIsIgnoredWithANote() throws {
        let folder = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/shade", withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: folder + "/shade/state.json"))
        let (state, note) = StateStore(environment: ["XDG_STATE_HOME": folder]).load()
        #expect(state == nil)
        #expect(note?.contains("ignored") == true)
    }

    @Test func theDefaultStatePathFollowsXDG() {
        #expect(StateStore(environment: ["HOME": "/home/ada"]).path == "/home/ada/.local/state/shade/state.json")
        #expect(ThemeCatalog.userThemesDirectory(environment: ["HOME": "/home/ada"]) == "/home/ada/.config/shade/themes")
        #expect(ThemeCatalog.userThemesDirectory(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/ada"]) == "/cfg/shade/themes")
    }

    @Test func exportNamesSayWhatTheyShowAndAreSafe() {
        let state = AppState(themeIndex: 0, themeCount: 1, appearanceMode: .dark, contrast: .high)
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        let name = ExportNaming.fileName(theme: "Sky/../\u{1B}x", state: state, drawn: state.resolution, date: date, extension: "svg")
        #expect(name.hasPrefix("shade-sky-----x-dark-high-"))
        #expect(name.hasSuffix(".svg"))
        #expect(!name.contains("/") && !name.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func exportTimestampsMatchTheDateFormatterTheyReplaced() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        for seconds in [0, 1_795_000_000.999, 1_700_000_000, 951_782_400, 2_000_000_000.5] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(ExportNaming.timestamp(date) == formatter.string(from: date), "\(seconds)")
        }
        let state = AppState(themeIndex: 0, themeCount: 1, appearanceMode: .light, contrast: .standard)
        let name = ExportNaming.fileName(theme: "Sky", state: state, drawn: state.resolution, date: Date(timeIntervalSince1970: 0), extension: "svg")
        #expect(name == "shade-sky-light-standard-" + formatter.string(from: Date(timeIntervalSince1970: 0)) + ".svg")
    }

    @Test func systemAppearanceFollowsTheTerminalThenCOLORFGBGThenDark() {
        let light = TerminalProbeResult(background: RGB(red: 250, green: 250, blue: 250), synchronizedOutput: false, terminalAnswered: true)
        #expect(Previewer.systemAppearance(probe: light, environment: [:]) == .light)
        let silent = TerminalProbeResult()
        #expect(Previewer.systemAppearance(probe: silent, environment: ["COLORFGBG": "0;15"]) == .light)
        #expect(Previewer.systemAppearance(probe: silent, environment: ["COLORFGBG": "15;0"]) == .dark)
        #expect(Previewer.systemAppearance(probe: silent, environment: [:]) == .dark)
    }

    @Test func aBrokenEditKeepsTheLastGoodTheme() throws {
        let folder = temporaryPath()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = URL(fileURLWithPath: folder + "/mine.json")
        try Data(##"{ "$extensions": { "dev.shade": { "name": "Mine", "extends": "Sky" } }, "light": { "accent": { "$value": "#112233", "$type": "color" } } }"##.utf8).write(to: file)
        try Data(##"{ "$extensions": { "dev.shade": { "name": "Zed", "extends": "Sky" } } }"##.utf8).write(to: URL(fileURLWithPath: folder + "/zed.json"))
        let before = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        try Data(#"{ "$extensions": { "dev.shade": { "name": "Mine", "#.utf8).write(to: file)
        let broken = ThemeCatalog.load(paths: [folder])
        let after = before.merging(reloaded: ThemeLibrary(catalog: broken), changed: [file.path], diagnostics: broken.diagnostics)
        let mine = try #require(after.entries.first { $0.name == "Mine" })
        #expect(mine.resolved(Resolution(.light))[.accent].hex == "#112233")
        #expect(after.index(of: "Mine") == before.index(of: "Mine") && after.entries.last?.name == "Zed", "the kept theme stays in its place")
        let banner = try #require(AppModel.banner(for: broken.diagnostics))
        #expect(banner.hasPrefix("mine.json:1:"), "the banner names the file without its folder: \(banner)")
        #expect(AppModel.banner(for: []) == nil)
    }
}
