import Foundation
import ShadeApp
import ShadeTokens
import ShadeTestSupport
import Testing
@testable import ShadeView
import ShadeJSON
import ShadeCatalog

/// The whole previewer driven by scripted events, no terminal anywhere: keys, clicks,
/// pastes, resizes, ticks and file changes in; frames and effects out.
@Suite struct RunnerScenarioTests {
    let sky = AppFixtures.model(theme: "Sky", .light)

    /// A user theme file named `name` extending Sky, with its own light page colour.
    static func theme(_ name: String, page: String = "#FAFAF0") -> String {
        ##"{ "$extensions": { "dev.shade": { "name": "\##(name)", "extends": "Sky" } }, "light": { "backgroundPrimary": { "$value": "\##(page)", "$type": "color" } } }"##
    }

    /// A fresh folder holding `files` (name → contents).
    static func folder(_ files: [String: String]) throws -> String {
        let path = NSTemporaryDirectory() + "shade-app-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name), options: .atomic) }
        return path
    }

    /// The app model on the bundled themes and the user themes of `folder`, showing `theme`.
    static func model(folder: String, showing theme: String) -> AppModel {
        let catalog = ThemeCatalog.load(paths: [folder])
        let library = ThemeLibrary(catalog: catalog)
        var model = AppModel(state: AppState(themeIndex: library.index(of: theme)!, themeCount: library.entries.count, appearanceMode: .light),
                             library: library)
        model.loadProblems = catalog.diagnostics
        return model
    }

    @Test func aBurstOfKeysDrawsOneFrameAndTheFrameIsTheModels() {
        let run = ScriptedRun(sky, [.keys(.right), .keys(.right, .right, .character("d")), .wait(0.1)])
        #expect(run.model.entry.name == "Grass")
        #expect(run.model.state.appearanceMode == .dark)
        // The first frame, one per burst, none for a wait that changed nothing.
        #expect(run.frames.count == 3)
        #expect(run.lastFrame == Screen.render(run.model, columns: 120, rows: 40))
        #expect(run.lastFrame.text(ofRow: 0).contains("Dark · Standard"))
    }

    @Test func aClickOnATabShowsThatTheme() throws {
        let tabs = Header.tabRects(names: sky.visibleNames, active: sky.state.themeIndex, width: 120,
                                   statusWidth: TextWidth.of(Screen.status(sky.view) + " "))
        let ruby = try #require(sky.library.index(of: "Ruby"))
        let run = ScriptedRun(sky, [Batch([.click(column: tabs[ruby].x + 1, row: 0)])])
        #expect(run.model.entry.name == "Ruby")
        // Behind the help overlay a click changes nothing.
        var helping = sky
        helping.state.showingHelp = true
        #expect(ScriptedRun(helping, [Batch([.click(column: tabs[ruby].x + 1, row: 0)])]).model.entry.name == "Sky")
    }

    @Test func aResizeStormEndsInTheLastSizeWithEveryFrameAtItsSize() {
        var random = SeededRandom(seed: 20)
        var script: [Batch] = []
        for round in 0..<150 {
            let sizes = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                ScreenSize(columns: Int.random(in: 1...220, using: &random), rows: Int.random(in: 1...70, using: &random))
            }
            var messages = sizes.map(Message.resize)
            if round % 7 == 0 { messages.append(.key(.character("s"))) }
            if round % 11 == 0 { messages.append(.key(.character("g"))) }
            script.append(Batch(after: 0.001, messages))
        }
        let run = ScriptedRun(sky, script)
        for (frame, size) in run.terminal.frames {
            #expect(frame.width == size.columns && frame.height == size.rows)
        }
        let last = run.terminal.size
        #expect(run.model.size == last)
        #expect(run.lastFrame == Screen.render(run.model, columns: last.columns, rows: last.rows))
        // Every resize forgets what was drawn, so no diff is written against a lost screen.
        #expect(run.terminal.forgets >= 150)
    }

    @Test func aReloadDuringAPickerFilterKeepsThePickerAndItsTheme() throws {
        let folder = try Self.folder(["mine.json": Self.theme("Mine"), "other.json": Self.theme("Other")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = Self.model(folder: folder, showing: "Sky")
        let edit: () -> Void = { try? Data(Self.theme("Mine", page: "#F0F0FA").utf8).write(to: URL(fileURLWithPath: folder + "/mine.json")) }
        let run = ScriptedRun(start, [
            .keys(.character("t")), Batch([.paste("min")]),
            .wait(0.4), // the file change arrives here
            .keys(.backspace),
        ]) { services in
            services.changes = [[folder + "/mine.json"]]
            services.reloadCatalog = { edit(); return ThemeCatalog.load(paths: [folder]) }
        }
        #expect(run.services.reloads == 1)
        let picker = try #require(run.model.state.picker, "the picker stays open through the reload")
        #expect(picker.query == "mi")
        #expect(run.model.entry.name == "Mine")
        #expect(run.model.entry.resolved(Resolution(.light))[.backgroundPrimary].hex == "#F0F0FA")
        #expect(run.lastFrame.allText.contains("› mi"))
        #expect(run.model.banner == nil)
    }

    @Test func aBrokenEditInSplitViewKeepsTheLastGoodThemeAndSaysWhy() throws {
        let folder = try Self.folder(["mine.json": Self.theme("Mine")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var start = Self.model(folder: folder, showing: "Mine")
        start.state.split = true
        let run = ScriptedRun(start, [.wait(0.4), .keys(.character("c")), .keys(.character("c"))]) { services in
            services.changes = [[folder + "/mine.json"]]
            services.reloadCatalog = {
                try? Data(Self.theme("Mine", page: "#FAFAZZ").utf8)
                    .write(to: URL(fileURLWithPath: folder + "/mine.json"))
                return ThemeCatalog.load(paths: [folder])
            }
        }
        #expect(run.model.state.split && run.model.entry.name == "Mine")
        #expect(run.model.entry.resolved(Resolution(.light))[.backgroundPrimary].hex == "#FAFAF0", "the last good version stays")
        let banner = try #require(run.model.banner)
        #expect(banner.contains("mine.json") && banner.contains("#FAFAZZ"))
        #expect(run.lastFrame.text(ofRow: 1).contains("mine.json"))
        #expect(run.lastFrame.text(ofRow: 0).contains("Light | Dark"))
    }

    @Test func theCompleteCatalogWaitsForThePickerToClose() throws {
        let folder = try Self.folder(["mine.json": Self.theme("Mine")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let complete = ThemeCatalog.load(paths: [folder])
        let run = ScriptedRun(sky, [.keys(.character("t")), .keys(.down), .keys(.enter)]) { $0.backgroundCatalog = complete }
        #expect(run.model.library.entries.count == complete.themes.count)
        #expect(run.model.state.picker == nil)
        // While it was open the tabs stayed those it opened on.
        let openFrames = run.frames.dropFirst().prefix(2)
        #expect(openFrames.allSatisfy { !$0.text(ofRow: 0).contains("Mine") })
        #expect(run.lastFrame.text(ofRow: 0).contains("Mine"))
    }

    /// A folder large enough that a deferred load leaves its files' tokens unchecked, with
    /// `extra` files beside the generated themes.
    static func largeFolder(_ extra: [String: String] = [:]) throws -> String {
        var files = extra
        for index in 0...ThemeCatalog.eagerStartLimit { files["generated-\(index).json"] = theme("Generated \(index)") }
        return try folder(files)
    }

    /// A large folder's token problems, checked after the complete catalog arrived, join the
    /// banner; a check that finds none draws nothing more.
    @Test func problemsCheckedAfterTheCompleteCatalogJoinTheBanner() throws {
        let folder = try Self.largeFolder(["mine.json": Self.theme("Mine")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let complete = ThemeCatalog.load(paths: [folder], deferringChecks: true)
        #expect(complete.hasUncheckedFiles)
        let typo = Diagnostic(file: folder + "/typo.json", position: SourcePosition(line: 3, column: 5), message: "unknown property '$vaule'")
        let run = ScriptedRun(sky, [.wait(0.5), .wait(0.5)]) {
            $0.backgroundCatalog = complete
            $0.backgroundProblems = [typo]
        }
        let banner = try #require(run.model.banner)
        #expect(banner.contains("typo.json:3:5") && banner.contains("$vaule"))
        #expect(run.lastFrame.allText.contains("typo.json"))

        let quiet = ScriptedRun(sky, [.wait(0.5), .wait(0.5)]) {
            $0.backgroundCatalog = complete
            $0.backgroundProblems = []
        }
        let plain = ScriptedRun(sky, [.wait(0.5), .wait(0.5)]) { $0.backgroundCatalog = ThemeCatalog.load(paths: [folder]) }
        #expect(quiet.model.banner == nil && quiet.frames.count == plain.frames.count)
        #expect(!plain.services.performed.contains(.checkProblems), "a catalog checked as it loaded is not checked again")
    }

    /// Effects start once the frame of the messages that asked for them is out: the complete
    /// catalog's load after the first frame, its token check after the frame that shows it.
    @Test func effectsStartOnceTheirFrameIsOut() throws {
        let folder = try Self.largeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = ScriptedRun(sky, [.wait(0.5), .wait(0.5)]) { $0.backgroundCatalog = ThemeCatalog.load(paths: [folder], deferringChecks: true) }
        let starts = run.services.framesAtStart.map { ($0.effect, $0.frames) }
        #expect(starts.first.map { $0 == (.loadCatalog, 1) } == true, "the load starts after the first frame")
        #expect(starts.contains { $0 == (.checkProblems, 2) }, "the check after the frame that shows the catalog")
        #expect(run.frames.count == 2 && run.model.library.index(of: "Generated 1") != nil)
    }

    /// A catalog whose load began before a reload is older than the reload's: it is dropped,
    /// and so are its problems.
    @Test func aCatalogOlderThanAReloadIsDropped() throws {
        let folder = try Self.folder(["mine.json": Self.theme("Mine")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var model = sky
        model.awaitingCatalog = true
        let (reloaded, _) = App.update(model, .themesReloaded(ThemeCatalog.load(paths: [folder]), changed: [folder + "/mine.json"]))
        #expect(!reloaded.awaitingCatalog)
        let (late, effects) = App.update(reloaded, .catalogLoaded(ThemeCatalog.load(paths: [])))
        #expect(late.library.index(of: "Mine") != nil && effects.isEmpty, "the reload's themes stay")
    }

    /// A folder whose own file is `Mine` and whose subfolder holds `Later`: a search finds the
    /// first before the second.
    static func mineAndLater() throws -> String {
        let folder = try folder(["mine.json": theme("Mine")])
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try Data(theme("Later").utf8).write(to: URL(fileURLWithPath: folder + "/sub/later.json"))
        return folder
    }

    /// What the search has found so far is shown while the complete catalog still loads, and
    /// is not checked (the whole will be); the complete catalog then replaces it. A notice from
    /// the world (the watch limit) is said in the footer.
    @Test func partOfTheCatalogIsShownAsItIsFoundAndTheWholeReplacesIt() throws {
        let folder = try Self.mineAndLater()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var model = sky
        model.awaitingCatalog = true
        let part = ThemeCatalog.load(paths: [folder + "/mine.json"])
        let (shown, effects) = App.update(model, .catalogFound(part))
        #expect(shown.library.index(of: "Mine") != nil && shown.library.index(of: "Later") == nil)
        #expect(shown.awaitingCatalog, "the complete catalog is still to come")
        #expect(!effects.contains(.checkProblems), "a part is not checked")
        let (whole, _) = App.update(shown, .catalogLoaded(ThemeCatalog.load(paths: [folder])))
        #expect(whole.library.index(of: "Later") != nil && !whole.awaitingCatalog)
        let (late, _) = App.update(whole, .catalogFound(part))
        #expect(late.library.index(of: "Later") != nil, "a part found after the whole is dropped")
        let (told, _) = App.update(whole, .notice("⚠ more than 2000 folders"))
        #expect(told.message == "⚠ more than 2000 folders")
    }

    /// The theme asked for on the command line may be one only the whole search finds (a
    /// system named by its package): shown once the catalog that holds it arrives, unless
    /// another theme was chosen meanwhile.
    @Test func aThemeTheFirstFrameCouldNotShowIsShownWhenItArrives() throws {
        let folder = try Self.mineAndLater()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var model = sky
        model.awaitingCatalog = true
        model.pendingTheme = ("Later", model.entry.name)
        let waited = sky.entry.name
        let (whole, _) = App.update(model, .catalogLoaded(ThemeCatalog.load(paths: [folder])))
        #expect(whole.entry.name == "Later")
        #expect(whole.pendingTheme == nil)
        // A theme chosen before the catalog arrived is kept.
        var moved = model
        moved.pendingTheme = ("Later", "Graphite")
        let (kept, _) = App.update(moved, .catalogLoaded(ThemeCatalog.load(paths: [folder])))
        #expect(kept.entry.name == waited)
        // A theme on screen that a part of the catalog found so far lacks comes back with the whole.
        let (first, _) = App.update(model, .catalogFound(ThemeCatalog.load(paths: [folder])))
        #expect(first.entry.name == "Later")
        let (part, _) = App.update(first, .catalogFound(ThemeCatalog.load(paths: [folder + "/mine.json"])))
        #expect(part.entry.name != "Later")
        let (back, _) = App.update(part, .catalogLoaded(ThemeCatalog.load(paths: [folder])))
        #expect(back.entry.name == "Later")
    }

    /// A slow effect (a reload of many files held back until the test lets it go) leaves the
    /// keys answering: each burst typed meanwhile gets its frame before the reload answers.
    @Test func aSlowReloadNeverHoldsUpAKey() throws {
        let folder = try Self.folder(["mine.json": Self.theme("Mine")])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var releaseReload: () -> Void = {}
        let run = ScriptedRun(sky, [
            Batch([.filesChanged([folder + "/mine.json"])]),
            .keys(.right), .keys(.character("d")), .keys(.character("g")),
            Batch([], then: { releaseReload() }), .answer, .wait(0.1),
        ]) { services in
            services.held = { if case .reload = $0 { true } else { false } }
            services.reloadCatalog = { ThemeCatalog.load(paths: [folder]) }
            releaseReload = { [release = services.release] in release.signal() }
        }
        // First frame, then one per key while the reload was out, then the reload's.
        #expect(run.frames.count == 5)
        #expect(run.frames[1].text(ofRow: 0).contains("[Tomato]") || run.frames[1].text(ofRow: 0).contains("Tomato"))
        #expect(run.frames[1...3].allSatisfy { !$0.text(ofRow: 0).contains("Mine") }, "keys answered before the reload did")
        #expect(run.lastFrame.text(ofRow: 0).contains("Mine"), "then the reload arrived")
        #expect(run.model.state.appearanceMode == .dark && run.model.state.screen == .palette)
    }

    /// A slow export (a PNG) is the same: keys go on; its message arrives when it is written.
    @Test func aSlowExportNeverHoldsUpAKey() {
        var releaseExport: () -> Void = {}
        let run = ScriptedRun(sky, [.keys(.character("x")), .keys(.right), .keys(.right), Batch([], then: { releaseExport() }), .answer]) { services in
            services.held = { $0 == .export }
            releaseExport = { [release = services.release] in release.signal() }
        }
        // First frame, one per arrow while the export was out (x itself changes nothing on
        // screen), then the export's message.
        #expect(run.frames.count == 4)
        #expect(run.frames[1...2].allSatisfy { !$0.allText.contains("shade-sky.svg") })
        #expect(run.model.entry.name == "Gold" && run.lastFrame.allText.contains("Saved shade-sky.svg"), "the export is of the screen as x found it")
    }

    /// Quitting waits for the writes asked for on the way out; the state is saved first.
    @Test func quittingFinishesTheWrites() {
        let run = ScriptedRun(sky, [.keys(.character("d"), .character("q"))])
        #expect(run.services.saved.count == 1 && run.services.saved[0].state.appearanceMode == .dark)
        #expect(run.services.finishes == 1)
    }

    @Test func problemsCheckedWhileThePickerIsOpenAreShownWithTheCatalog() throws {
        let folder = try Self.largeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let complete = ThemeCatalog.load(paths: [folder], deferringChecks: true)
        let typo = Diagnostic(file: folder + "/typo.json", position: SourcePosition(line: 3, column: 5), message: "unknown property '$vaule'")
        let run = ScriptedRun(sky, [.keys(.character("t")), .wait(0.5), .keys(.escape), .wait(0.5)]) {
            $0.backgroundCatalog = complete
            $0.backgroundProblems = [typo]
        }
        #expect(run.model.state.picker == nil && run.model.library.entries.count == complete.themes.count)
        #expect(run.model.banner?.contains("typo.json:3:5") == true)
    }

    @Test func messagesExpireOnTicksAndCopiesGoToTheClipboard() {
        var tokens = sky
        tokens.state.screen = .tokens
        let run = ScriptedRun(tokens, [.keys(.character("y")), .wait(1), .wait(3.5)])
        #expect(run.terminal.copied.count == 1 && run.terminal.copied[0].hasPrefix("#"))
        #expect(run.frames[1].text(ofRow: 39).contains("Copied " + run.terminal.copied[0]))
        #expect(run.frames.count == 3, "the wait of one second changes nothing; the message goes after four")
        #expect(!run.lastFrame.text(ofRow: 39).contains("Copied"))
        // While a message shows, the runner wakes in time to take it away.
        #expect(run.terminal.timeouts[1].map { $0 <= 4001 } == true)
    }

    @Test func choicesAreSavedOnceKeysRestAndBeforeQuitting() {
        let rested = ScriptedRun(sky, [.keys(.character("d")), .keys(.character("c"), after: 0.1), .wait(0.5)])
        #expect(rested.services.saved.count == 1)
        #expect(rested.services.saved[0].state.contrast == .high)
        let quick = ScriptedRun(sky, [.keys(.character("d")), .keys(.character("q"))])
        #expect(quick.services.saved.count == 1, "saved on the way out")
        let idle = ScriptedRun(sky, [.wait(1), .keys(.character("q"))])
        #expect(idle.services.saved.isEmpty && idle.terminal.timeouts.allSatisfy { $0 == 400 })
    }

    @Test func exportsAndFailedSavesAreToldInTheFooter() {
        let run = ScriptedRun(sky, [.keys(.character("x")), .keys(.character("d")), .wait(0.5), .wait(0.1)]) { $0.saveProblem = "could not save /x: read-only" }
        #expect(run.services.exported.count == 1 && run.services.exported[0].entry.name == "Sky")
        #expect(run.frames[1].text(ofRow: 39).contains("✔ Saved shade-sky.svg"))
        #expect(run.lastFrame.text(ofRow: 39).contains("⚠ could not save /x: read-only"))
    }

    @Test func suspendingForgetsTheScreenAndPasteOnlyTypes() {
        let run = ScriptedRun(sky, [.keys(.controlZ), Batch([.paste("dd")])])
        #expect(run.terminal.suspensions == 1 && run.terminal.forgets == 2, "one for the first size, one for fg")
        #expect(run.model.state.appearanceMode == .light, "a paste is text, not keys")
        var filtering = sky
        filtering.state.screen = .tokens
        let typed = ScriptedRun(filtering, [.keys(.character("/")), Batch([.paste("accent\n\u{1B}")])])
        #expect(typed.model.state.tokenFilter == "accent" && typed.model.state.filtering)
    }

    @Test func theTerminalsAppearanceReportIsFollowedUnderSystem() {
        let system = AppFixtures.model(theme: "Sky", .system)
        let run = ScriptedRun(system, [Batch([.appearanceReported(.light)]), Batch([.appearanceReported(.dark)])])
        #expect(run.model.state.systemAppearanceKnown && run.model.state.appearance == .dark)
        #expect(run.frames.count == 3)
    }
}
