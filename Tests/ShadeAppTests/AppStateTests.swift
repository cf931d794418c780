import ShadeTokens
import Testing
@testable import ShadeApp
@testable import ShadeView

/// Keys → actions → states, with no terminal anywhere.
@Suite struct AppStateTests {
    func state(_ mode: AppearanceMode = .light, system: Appearance = .dark) -> AppState {
        AppState(themeIndex: 2, themeCount: 7, appearanceMode: mode, systemAppearance: system)
    }

    func press(_ keys: InputKey..., from start: AppState) -> AppState {
        keys.reduce(start) { state, key in Keymap.action(for: key).map(state.applying) ?? state }
    }

    @Test func arrowsAndTabsCycleThemesAndWrap() {
        #expect(press(.right, from: state()).themeIndex == 3)
        #expect(press(.tab, .tab, from: state()).themeIndex == 4)
        #expect(press(.left, .backTab, .left, from: state()).themeIndex == 6)
        #expect(press(.right, .right, .right, .right, .right, from: state()).themeIndex == 0)
    }

    @Test func digitsPickThemesAndIgnoreMissingOnes() {
        #expect(press(.character("1"), from: state()).themeIndex == 0)
        #expect(press(.character("7"), from: state()).themeIndex == 6)
        #expect(press(.character("9"), from: state()).themeIndex == 2)
    }

    @Test func dTogglesTheAppearanceDrawnEvenFromSystem() {
        #expect(press(.character("d"), from: state(.light)).appearance == .dark)
        #expect(press(.character("d"), .character("d"), from: state(.light)).appearance == .light)
        let fromSystem = press(.character("d"), from: state(.system, system: .dark))
        #expect(fromSystem.appearanceMode == .light)
    }

    @Test func aCyclesSystemLightDark() {
        let modes = (0..<4).reduce(into: [state(.system)]) { states, _ in states.append(press(.character("a"), from: states.last!)) }.map(\.appearanceMode)
        #expect(modes == [.system, .light, .dark, .system, .light])
        #expect(state(.system, system: .light).appearance == .light)
    }

    @Test func contrastSplitHelpAndSimulationToggle() {
        let s = press(.character("c"), .character("s"), .character("?"), .character("v"), from: state())
        #expect(s.contrast == .high && s.split && s.showingHelp && s.simulation == .protanopia)
        let back = press(.character("c"), .character("s"), .escape, from: s)
        #expect(back.contrast == .standard && !back.split && !back.showingHelp)
    }

    @Test func quitAndExportAreLeftToTheLoop() {
        #expect(Keymap.action(for: .character("q")) == .quit)
        #expect(Keymap.action(for: .controlC) == .quit)
        #expect(Keymap.action(for: .escape) == .closeOverlayOrQuit)
        #expect(state().applying(.quit) == state())
        #expect(state().applying(.exportSVG) == state())
        #expect(Keymap.action(for: .character("z")) == nil)
    }

    @Test func theFooterAndHelpComeFromTheSameTable() {
        let hints = Keymap.footerHints.map(\.keys)
        #expect(hints == ["←/→", "d", "a", "c", "s", "v", "g", "y", "t", "x", "?", "q"])
        let help = Keymap.helpRows.map(\.keys)
        #expect(help.contains("1–9") && help.contains("Esc") && help.count == Keymap.bindings.count - 8 - 5 - 6 - 5)
        let frame = AppFixtures.frame(theme: "Sky", .light, columns: 120, rows: 40)
        #expect(frame.text(ofRow: 39).contains("←/→ theme  d light/dark"))
    }
}

/// The keymap is read per context, and effects leave the state to the loop.
@Suite struct KeyContextTests {
    let start = AppState(themeIndex: 2, themeCount: 7, appearanceMode: .light)

    func press(_ keys: InputKey..., from state: AppState) -> AppState {
        keys.reduce(state) { state, key in Keymap.action(for: key, in: state.keyContext).map(state.applying) ?? state }
    }

    @Test func whileHelpIsOpenThemeKeysDoNothingBehindIt() {
        let open = press(.character("?"), from: start)
        #expect(open.showingHelp)
        let after = press(.character("d"), .right, .character("c"), .character("3"), from: open)
        #expect(after == open)
        #expect(Keymap.footerHints(in: .help).map(\.keys) == ["?", "q"])
        #expect(press(.escape, from: after).showingHelp == false)
    }

    @Test func quitExportAndSuspendAreEffects() {
        #expect(AppState.update(start, .quit).effects == [.quit])
        #expect(AppState.update(start, .exportSVG).effects == [.export])
        #expect(AppState.update(start, .suspend).effects == [.suspend])
        #expect(AppState.update(start, .closeOverlayOrQuit).effects == [.quit])
        let help = start.applying(.toggleHelp)
        let closed = AppState.update(help, .closeOverlayOrQuit)
        #expect(closed.effects.isEmpty && !closed.state.showingHelp)
        #expect(Keymap.action(for: .controlZ, in: .help) == .suspend)
    }
}

/// The `x` key's footer hint and help line name what `x` really saves.
@Suite struct ExportHintTests {
    @Test func theFooterAndHelpNameTheChosenExport() {
        var model = AppFixtures.model(theme: "Sky", .light)
        #expect(Screen.render(model, columns: 120, rows: 40).text(ofRow: 39).contains("x save SVG"))
        model.exportNoun = "PNG"
        let footer = Screen.render(model, columns: 120, rows: 40).text(ofRow: 39)
        #expect(footer.contains("x save PNG") && !footer.contains("SVG"))
        model.state.showingHelp = true
        let frame = Screen.render(model, columns: 120, rows: 40)
        let help = (0..<40).map { frame.text(ofRow: $0) }.joined(separator: "\n")
        #expect(help.contains("Save this screen as PNG") && !help.contains("as SVG"))
    }
}
