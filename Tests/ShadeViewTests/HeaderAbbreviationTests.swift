import ShadeColor
import ShadeTokens
import Testing
import ShadeApp
@testable import ShadeView

/// The header gives up tabs first, then abbreviates its words, and never loses the active
/// theme's name or any fact of the frame (issue 14).
@Suite struct HeaderAbbreviationTests {
    /// The longest status there is: System, Light assumed from the terminal, High contrast,
    /// Achromatopsia, 256 colours.
    static func longest() -> AppModel {
        var model = ScreenFixtures.model(theme: "System", .system, contrast: .high)
        model.state.systemAppearance = .light
        model.state.simulation = .achromatopsia
        model.approximateColors = true
        return model
    }

    /// Whether `header` still says each fact, in its full or abbreviated form.
    static func readable(_ header: String) -> Bool {
        header.contains(" System ") && header.contains("Light")
            && (header.contains("High contrast") || header.contains("HC"))
            && (header.contains("Achromatopsia") || header.contains("Achr."))
            && header.contains("256")
    }

    @Test func everyFactStaysReadableAtEveryWidth() {
        let model = Self.longest()
        for width in 60...300 {
            let header = Screen.render(model, columns: width, rows: 20).text(ofRow: 0)
            #expect(Self.readable(header), "\(width): \(header)")
        }
    }

    @Test func atSixtyAndEightyColumnsWordsAreAbbreviatedNotCut() {
        let model = Self.longest()
        let sixty = Screen.render(model, columns: 60, rows: 20).text(ofRow: 0)
        #expect(sixty.contains(" System ") && sixty.contains("Light") && sixty.contains("HC") && sixty.contains("Achr.") && sixty.contains("≈256"), "\(sixty)")
        let eighty = Screen.render(model, columns: 80, rows: 24).text(ofRow: 0)
        #expect(Self.readable(eighty) && eighty.contains("assumed"), "\(eighty)")
        let wide = Screen.render(model, columns: 200, rows: 24).text(ofRow: 0)
        #expect(wide.contains("Light (system, assumed) · High contrast · Achromatopsia · ≈ 256 colours"), "\(wide)")
    }

    @Test func deuteranopiaAbbreviatesBeforeTheThemeNameIsLost() {
        var model = ScreenFixtures.model(theme: "Graphite", .light)
        model.state.simulation = .deuteranopia
        model.approximateColors = true
        let header = Screen.render(model, columns: 60, rows: 20).text(ofRow: 0)
        #expect(header.contains(" Graphite ") && (header.contains("Deuteranopia") || header.contains("Deut.")), "\(header)")
    }
}
