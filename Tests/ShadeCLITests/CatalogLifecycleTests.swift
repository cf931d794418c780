import Foundation
import ShadeApp
import ShadeFormats
import ShadeOutput
import ShadeTokens
import ShadeView
import ShadeTestSupport
import Testing
@testable import ShadeCLI
import ShadeCatalog

/// Watching, live reload without ghost tabs, the state folder's leftovers, NO_COLOR and the
/// previewer's key help.
@Suite struct CatalogLifecycleTests {
    func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "shade-lifecycle-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    func theme(_ name: String, accent: String = "#112233") -> String {
        ##"{ "$extensions": { "dev.shade": { "name": "\##(name)", "extends": "Sky" } }, "light": { "accent": { "$value": "\##(accent)", "$type": "color" } } }"##
    }

    // MARK: Watching

    @Test(arguments: [true, false])
    func theWatcherSeesFilesAppearChangeAndGo(notifications: Bool) throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(theme("A"), to: folder + "/a.json")
        let watcher = ThemeWatcher(paths: [folder], preferNotifications: notifications)
        #if os(Linux)
        #expect(watcher.usesNotifications == notifications)
        #endif
        #expect(watcher.poll().isEmpty, "nothing changed yet")
        try write(theme("B"), to: folder + "/b.json")
        #expect(watcher.changesWithinTwoSeconds().contains(folder + "/b.json"))
        watcher.settle()
        try write("ignored", to: folder + "/notes.txt")
        try write("ignored", to: folder + "/.b.json.swp")
        usleep(100_000)
        #expect(watcher.poll().isEmpty, "only names that can be themes matter")
        try write(":root { --bg: #fff; }", to: folder + "/sheet.css")
        #expect(watcher.changesWithinTwoSeconds().contains(folder + "/sheet.css"), "a theme in any format Shade reads")
        try FileManager.default.removeItem(atPath: folder + "/a.json")
        #expect(watcher.changesWithinTwoSeconds().contains(folder + "/a.json"))
    }

    /// Themes live in subfolders too (issue 18): a theme saved in one is seen, and so is a
    /// subfolder made while the previewer runs, once the reload it causes follows it.
    @Test(arguments: [true, false])
    func theWatcherSeesThemesInSubfoldersOldAndNew(notifications: Bool) throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/acme", withIntermediateDirectories: true)
        try write(theme("A"), to: folder + "/acme/a.json")
        let watcher = ThemeWatcher(paths: ThemeCatalog.searchedFolders([folder], foreign: .formats), preferNotifications: notifications)
        #expect(watcher.poll().isEmpty)
        try write(theme("B"), to: folder + "/acme/b.json")
        #expect(watcher.changesWithinTwoSeconds().contains(folder + "/acme/b.json"), "a theme saved in a subfolder")
        watcher.settle()
        try FileManager.default.createDirectory(atPath: folder + "/new", withIntermediateDirectories: true)
        #expect(watcher.changesWithinTwoSeconds().contains(folder + "/new"), "a new subfolder is a change")
        // The reload that change causes follows the searched folders again.
        watcher.follow(folders: ThemeCatalog.searchedFolders([folder], foreign: .formats))
        watcher.settle()
        try write(theme("C"), to: folder + "/new/c.json")
        #expect(watcher.changesWithinTwoSeconds().contains(folder + "/new/c.json"), "a theme saved in the new subfolder")
    }

    @Test func aFIFOAppearingInAWatchedFolderDoesNotBlockTheReload() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let watcher = ThemeWatcher(paths: [folder])
        #expect(mkfifo(folder + "/x.json", 0o644) == 0)
        #expect(watcher.changesWithinTwoSeconds().contains(folder + "/x.json"))
        let catalog = try withinDeadline { ThemeCatalog.load(paths: [folder]) }
        #expect(catalog.diagnostics.map(\.message) == ["not a regular file: a FIFO; skipped"])
    }

    // MARK: Live reload

    @Test func aDeletedOrRenamedThemeLeavesNoGhostTab() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(theme("Keep"), to: folder + "/keep.json")
        try write(theme("Gone"), to: folder + "/gone.json")
        try write(#"{ "$extensions": { "dev.shade": { "extends": "Sky" } } }"#, to: folder + "/old-name.json")
        let before = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        #expect(before.index(of: "Gone") != nil && before.index(of: "old-name") != nil)
        try FileManager.default.removeItem(atPath: folder + "/gone.json")
        try FileManager.default.moveItem(atPath: folder + "/old-name.json", toPath: folder + "/new-name.json")
        let reloaded = ThemeCatalog.load(paths: [folder])
        let after = before.merging(reloaded: ThemeLibrary(catalog: reloaded),
                                   changed: [folder + "/gone.json", folder + "/old-name.json", folder + "/new-name.json"],
                                   diagnostics: reloaded.diagnostics)
        #expect(after.index(of: "Gone") == nil, "a deleted theme's tab goes")
        #expect(after.index(of: "old-name") == nil, "a renamed file's old tab goes")
        #expect(after.index(of: "new-name") != nil)
        #expect(after.index(of: "Keep") != nil)
    }

    @Test func anEditThatBreaksEveryVariantKeepsTheLastGoodVersion() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/mine.json"
        try write(theme("Mine"), to: file)
        let before = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        // Parses, but no variant resolves: found only by resolving, which the load does not do.
        try write(##"{ "$extensions": { "dev.shade": { "name": "Mine" } }, "palette": { "$type": "color", "50": { "$value": "#FFFFFF" } } }"##, to: file)
        let reloaded = ThemeCatalog.load(paths: [folder])
        let after = before.merging(reloaded: ThemeLibrary(catalog: reloaded), changed: [file], diagnostics: reloaded.diagnostics)
        let mine = try #require(after.entries.first { $0.name == "Mine" })
        #expect(mine.isUsable)
        #expect(mine.resolved(Resolution(.light))[.accent].hex == "#112233")
    }

    /// A Sky child with one light background; `value` is written as is.
    func lightBackground(_ value: String) -> String {
        ##"{ "$extensions": { "dev.shade": { "name": "Mine", "extends": "Sky" } }, "light": { "backgroundPrimary": { "$value": "\##(value)", "$type": "color" } } }"##
    }

    @Test func anEditThatBreaksOneVariantKeepsTheLastGoodVersionOfIt() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/mine.json"
        try write(lightBackground("#E0F0FA"), to: file)
        let before = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        let index = try #require(before.index(of: "Mine"))
        #expect(before.entries[index].resolved(Resolution(.light))[.backgroundPrimary].hex == "#E0F0FA")
        try write(lightBackground("#E0F0FZ"), to: file)
        let reloaded = ThemeCatalog.load(paths: [folder])
        let after = before.merging(reloaded: ThemeLibrary(catalog: reloaded), changed: [file], diagnostics: reloaded.diagnostics)
        let mine = try #require(after.entries.first { $0.name == "Mine" })
        #expect(mine.resolved(Resolution(.light)).resolution == Resolution(.light), "the light variant stays on screen")
        #expect(mine.resolved(Resolution(.light))[.backgroundPrimary].hex == "#E0F0FA", "as its last good version")
        #expect(mine.theme.problems().contains { $0.message.contains("E0F0FZ") }, "the banner still names the error")
        let model = AppModel(state: AppState(themeIndex: index, themeCount: after.entries.count, appearanceMode: .light), library: after)
        let header = ANSIExport.text(Screen.render(model, columns: 120, rows: 40)).split(separator: "\n")[0]
        #expect(header.contains("Light · Standard") && !header.contains("variant"), "\(header)")
    }

    @Test func aBrokenVariantFallsBackInOneOrderInTheSnapshotAndThePreviewer() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(lightBackground("#E0F0FZ"), to: folder + "/mine.json")
        let catalog = ThemeCatalog.load(paths: [folder])
        let command = try SnapshotCommand.parse(["--theme", "Mine", "--themes", folder, "--appearance", "light", "--format", "text", "--size", "120x40"])
        let snapshot = String(decoding: try command.render(command.screenModel(catalog: catalog)), as: UTF8.self)
        let library = ThemeLibrary(catalog: catalog)
        let index = try #require(library.index(of: "Mine"))
        let previewer = AppModel(state: AppState(themeIndex: index, themeCount: library.entries.count, appearanceMode: .light), library: library)
        #expect(previewer.drawnResolution == Resolution(.dark, .standard), "the same appearance has no variant, so the other one at standard")
        #expect(snapshot.split(separator: "\n")[0] == ANSIExport.text(Screen.render(previewer, columns: 120, rows: 40)).split(separator: "\n")[0])
        #expect(snapshot.contains("Dark · Standard · no light variant"), "\(snapshot.split(separator: "\n")[0])")
    }

    @Test func aThemeThatResolvesInNoVariantIsDrawnWithTheFallbackNotACrash() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(##"{ "$extensions": { "dev.shade": { "name": "Husk" } }, "palette": { "$type": "color", "50": { "$value": "#FFFFFF" } } }"##, to: folder + "/husk.json")
        let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        let entry = try #require(library.entries.first { $0.name == "Husk" })
        #expect(!entry.isUsable)
        #expect(entry.resolved(Resolution(.dark)).themeName == "System")
        #expect(throws: CommandFailure.self) {
            _ = try SnapshotCommand.parse(["--theme", "Husk", "--themes", folder]).screenModel(catalog: ThemeCatalog.load(paths: [folder]))
        }
    }

    // MARK: State folder

    @Test func staleTemporaryFilesOfAKilledSaveAreSwept() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = StateStore(path: folder + "/state.json")
        #expect(store.save(SavedState(theme: "Sky")) == nil)
        let dead = folder + "/.dat.nosync7FFFFFF0.AbCdEf"  // no such process
        let live = folder + "/.dat.nosync\(String(getpid(), radix: 16, uppercase: true)).XyZ123"  // a save in progress here
        let old = folder + "/.dat.nosync\(String(getpid(), radix: 16, uppercase: true)).Old123"
        for path in [dead, live, old] { try write("{", to: path) }
        var hourAgo = timespec(tv_sec: time(nil) - 7200, tv_nsec: 0)
        _ = withUnsafePointer(to: &hourAgo) { pointer in
            [pointer.pointee, pointer.pointee].withUnsafeBufferPointer { utimensat(AT_FDCWD, old, $0.baseAddress, 0) }
        }
        let (state, note) = store.load()
        #expect(state?.theme == "Sky" && note == nil)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        #expect(left == ["state.json", (live as NSString).lastPathComponent], "\(left)")
        #expect(StateStore.owner(ofTemporaryName: ".dat.nosync1A2B.x") == 0x1A2B)
        #expect(StateStore.owner(ofTemporaryName: ".dat.nosync") == nil)
    }

    @Test func aSaveLeavesOnlyTheStateFile() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = StateStore(path: folder + "/state.json")
        for theme in ["Sky", "Gold", "Ruby"] { #expect(store.save(SavedState(theme: theme)) == nil) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["state.json"])
    }

    // MARK: Command line

    @Test func noColorSetAndNotEmptyTurnsColourOffEverywhere() {
        #expect(ReportColor.allowed(environment: [:]))
        #expect(ReportColor.allowed(environment: ["NO_COLOR": ""]), "set but empty is ignored (no-color.org)")
        #expect(!ReportColor.allowed(environment: ["NO_COLOR": "1"]))
        #expect(!Swatches.enabledForStandardOutput(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]))
        let coloured = "\u{1B}[38;2;1;2;3m██\u{1B}[0m sky \u{1B}[1mbold\u{1B}[m"
        #expect(ReportColor.report(coloured, environment: ["NO_COLOR": "yes"]) == "██ sky bold")
        #expect(ReportColor.report(coloured, environment: [:]) == coloured)
        #expect(ReportColor.removingColor(from: "a^[[31mb") == "a^[[31mb", "escaped text is not colour")
    }

    @Test func previewHelpListsExactlyTheBoundKeys() throws {
        let help = PreviewCommand.configuration.discussion
        let digits = Keymap.bindings.compactMap { binding -> Int? in
            guard case .selectTheme = binding.action, case .character(let character)? = binding.keys.first else { return nil }
            return character.wholeNumberValue
        }
        let high = try #require(digits.max())
        #expect(help.contains("1–\(high):"), "\(help)")
        for other in 2...9 where other != high { #expect(!help.contains("1–\(other)")) }
        for binding in Keymap.bindings {
            guard let label = binding.keyLabel else { continue }
            if case .selectTheme = binding.action { continue }
            for key in label.split(separator: " ") { #expect(help.contains(String(key)), "\(key) missing from --help") }
            #expect(help.lowercased().contains(binding.help.lowercased()), "\(binding.help)")
        }
        #expect(help.hasPrefix(PreviewHelp.keys))
    }
}
