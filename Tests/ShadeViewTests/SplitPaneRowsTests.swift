import ShadeTokens
import Testing
@testable import ShadeView

/// Split view's panes own every row below the header (issue 14).
@Suite struct SplitPaneRowsTests {
    @Test(arguments: [false, true])
    func eachPaneKeepsItsColourUpToTheHeader(banner: Bool) {
        var model = ScreenFixtures.model(theme: "Tomato", .light, split: true)
        if banner { model.banner = "mine.json:1:1: something" }
        let frame = Screen.render(model, columns: 160, rows: 44)
        let light = model.entry.resolved(Resolution(.light))[.backgroundPrimary]
        let dark = model.entry.resolved(Resolution(.dark))[.backgroundPrimary]
        let top = banner ? 2 : 1
        for row in top..<(frame.height - 1) {
            #expect(frame[1, row].style.background == light, "row \(row), left pane")
            #expect(frame[158, row].style.background == dark, "row \(row), right pane")
        }
    }
}
