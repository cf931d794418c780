import ShadeTokens
import Testing
@testable import ShadeApp
@testable import ShadeView

/// The picker filters by fuzzy match and appearance, previews the highlighted theme, keeps
/// it on Enter and goes back on Esc; the header copes with a thousand themes.
@Suite struct PickerTests {
    struct Directory: ThemeDirectory {
        let themeNames: [String]
        let dark: Set<Int>
        func offers(_ index: Int, _ appearance: Appearance) -> Bool { appearance == .dark ? dark.contains(index) : !dark.contains(index) }
    }

    static let directory = Directory(themeNames: (0..<1000).map { "Theme \($0)" } + ["Solarized Dark", "Sky", "Nord"],
                                     dark: [1000, 1002])

    func press(_ keys: [InputKey], from state: AppState) -> AppState {
        keys.reduce(state) { state, key in
            Keymap.action(for: key, in: state.keyContext).map { AppState.update(state, $0, themes: Self.directory).state } ?? state
        }
    }

    @Test func fuzzyMatchingPrefersWordStartsAndRuns() {
        #expect(FuzzyMatch.score("sd", in: "Solarized Dark") != nil)
        #expect(FuzzyMatch.score("ds", in: "Solarized Dark") == nil)
        #expect(FuzzyMatch.score("sky", in: "Sky")! > FuzzyMatch.score("sky", in: "Solarized Key Yellow")!)
    }

    @Test func typingFiltersAndPreviewsEnterKeepsEscGoesBack() {
        let start = AppState(themeIndex: 5, themeCount: 1003)
        let typed = press([.character("t"), .character("n"), .character("o"), .character("r")], from: start)
        #expect(typed.picker?.query == "nor")
        #expect(typed.themeIndex == 1002, "the best match, Nord, is previewed")
        #expect(press([.character("d")], from: typed).themeIndex == 1002)
        let kept = press([.enter], from: typed)
        #expect(kept.picker == nil && kept.themeIndex == 1002)
        let back = press([.escape], from: typed)
        #expect(back.picker == nil && back.themeIndex == 5)
    }

    @Test func arrowsMoveTheHighlightAndTabFiltersByAppearance() {
        let open = press([.character("t")], from: AppState(themeIndex: 0, themeCount: 1003))
        #expect(open.picker?.results.count == 1003)
        let moved = press([.down, .down], from: open)
        #expect(moved.themeIndex == moved.picker!.results[2])
        let darkOnly = press([.tab, .tab], from: open)
        #expect(darkOnly.picker?.filter == .dark && darkOnly.picker?.results.sorted() == [1000, 1002])
        // While the picker is open, theme keys are text.
        #expect(press([.character("q")], from: open).picker?.query == "q")
    }

    @Test func theHeaderKeepsTheActiveThemeNamedAmongAThousand() {
        let names = Self.directory.themeNames
        let labels = Header.tabLabels(names: names, active: 1001, width: 80, statusWidth: 30)
        #expect(labels.filter { !$0.isEmpty } == [" Sky  1002/1003 · t themes "], "the key, worded as the footer words it")
        let rects = Header.tabRects(names: names, active: 1001, width: 80, statusWidth: 30)
        #expect(rects.allSatisfy { $0.maxX <= 80 - 30 })
    }

    /// Where the picker's key no longer fits, the place still does: the header never drops
    /// it for a blank stretch (seen at 60 columns in Light, one column longer than Dark).
    @Test func thePlaceStaysWhenThePickersKeyDoesNotFit() {
        let names = ["System", "Graphite", "Sky", "Tomato", "Gold", "Grass", "Ruby"]
        let roomier = Header.tabLabels(names: names, active: 0, width: 60, statusWidth: 25)
        #expect(roomier.filter { !$0.isEmpty } == [" System  1/7 · t themes "])
        let roomy = Header.tabLabels(names: names, active: 0, width: 60, statusWidth: 32)
        #expect(roomy.filter { !$0.isEmpty } == [" System  1/7 · t "], "the key alone where its word does not fit")
        let tight = Header.tabLabels(names: names, active: 0, width: 60, statusWidth: 33)
        #expect(tight.filter { !$0.isEmpty } == [" System  1/7 "])
        let tighter = Header.tabLabels(names: names, active: 0, width: 40, statusWidth: 32)
        #expect(tighter.filter { !$0.isEmpty }.allSatisfy { !$0.contains("/") })
    }
}
