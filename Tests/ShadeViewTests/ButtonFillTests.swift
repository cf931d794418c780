import ShadeTokens
import Testing
import ShadeApp
@testable import ShadeView

/// Filled buttons are cell backgrounds where their rows meet, so no seam shows between the
/// rows in terminals whose half-block glyphs fall short of the cell (issue 14).
@Suite struct ButtonFillTests {
    @Test(arguments: [AppearanceMode.light, .dark])
    func filledButtonsAreFilledWithCellBackgrounds(appearance: AppearanceMode) throws {
        let model = ScreenFixtures.model(theme: "Sky", appearance)
        let frame = Screen.render(model, columns: 120, rows: 40)
        let theme = model.entry.resolved(model.state.resolution)
        let row = try #require((0..<frame.height).first { frame.text(ofRow: $0).contains(" Pay now ") })
        let text = Array(frame.text(ofRow: row).unicodeScalars)
        let label = Array("Pay now".unicodeScalars)
        let column = try #require((0...(text.count - label.count)).first { Array(text[$0..<$0 + label.count]) == label })
        for x in column..<(column + label.count) {
            for y in [row - 1, row, row + 1] {
                #expect(frame[x, y].style.background == theme[.accent], "(\(x), \(y)) is filled by its background, not a half block's ink")
            }
            // The cap rows' half blocks are drawn in the page colour, outside the fill.
            #expect(frame[x, row - 1].style.foreground == theme[.backgroundPrimary])
        }
    }
}
