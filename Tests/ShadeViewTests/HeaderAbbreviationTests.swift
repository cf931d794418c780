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

    /// How far the tabs have given way: 0 every name, 1 the others' names cut with "…",
    /// 2 numbers, 3 the active theme alone.
    static func tabsGiven(_ header: String) -> Int {
        if header.contains("  3  4  5") { return 2 }
        guard header.contains(" Sky ") else { return 3 }
        return header.contains("…") ? 1 : 0
    }

    /// Whether a cut tab name begins another theme's name too ("Gra…" beside Graphite).
    static func ambiguousCut(_ header: String) -> Bool {
        let names = ["System", "Graphite", "Sky", "Tomato", "Gold", "Grass", "Ruby"]
        return header.split(separator: " ").contains { word in
            guard word.hasSuffix("…") else { return false }
            return names.filter { $0.hasPrefix(word.dropLast()) }.count > 1
        }
    }

    /// Whether any status word is shortened.
    static func statusShortened(_ header: String) -> Bool {
        ["≈256", "Achr.", "Deut.", "Prot.", "Trit.", " HC ", " Std "].contains { header.contains($0) }
            || header.contains("(assumed)") && !header.contains("system, assumed")
    }

    /// The documented order (docs/previewer.md), as drawn in light and in dark at every width
    /// from 60 to 200: the tabs give way first (numbers, then the active theme alone), and
    /// only then do the status words shorten; narrowing never brings back what a wider
    /// header gave up.
    @Test(arguments: [Appearance.light, .dark])
    func tabsGiveWayBeforeAnyStatusWordShortens(appearance: Appearance) {
        var longest = Self.longest()
        longest.state.systemAppearance = appearance
        var plain = ScreenFixtures.model(theme: "Graphite", appearance == .light ? .light : .dark)
        plain.approximateColors = true
        for model in [longest, plain] {
            var previous = (tabs: 0, shortened: false)
            for width in (60...200).reversed() {
                let header = Screen.render(model, columns: width, rows: 24).text(ofRow: 0)
                let tabs = Self.tabsGiven(header), shortened = Self.statusShortened(header)
                #expect(!shortened || tabs == 3, "\(width): a status word shortened while tabs remain: \(header)")
                #expect(!Self.ambiguousCut(header), "\(width): a cut tab reads as two themes: \(header)")
                #expect(tabs >= previous.tabs && (shortened || !previous.shortened), "\(width): narrower but fuller: \(header)")
                previous = (tabs, shortened)
                #expect(header.contains(model.state.themeIndex == 0 ? " System " : " Graphite "), "\(width): \(header)")
            }
        }
    }

    /// The header at the widths people use, light and dark, as drawn (docs/previewer.md).
    @Test func theHeaderAtEightyToOneSixtyColumnsInLightAndDark() {
        var model = Self.longest()
        var drawn: [String] = []
        for appearance in [Appearance.light, .dark] {
            model.state.systemAppearance = appearance
            for width in [80, 100, 120, 160] {
                drawn.append("\(width): " + String(Screen.render(model, columns: width, rows: 24).text(ofRow: 0).reversed().drop { $0 == " " }.reversed()))
            }
        }
        #expect(drawn == [
            "80:  ◐ Shade  System  1/7    Light (system, assumed) · High contrast · Achr. · ≈256",
            "100:  ◐ Shade  System  1/7 · t   Light (system, assumed) · High contrast · Achromatopsia · ≈ 256 colours",
            "120:  ◐ Shade  System  2  3  4  5  6  7              Light (system, assumed) · High contrast · Achromatopsia · ≈ 256 colours",
            "160:  ◐ Shade  System  Graphite  Sky  Tomato  Gold  Grass  Ruby                              Light (system, assumed) · High contrast · Achromatopsia · ≈ 256 colours",
            "80:  ◐ Shade  System  1/7     Dark (system, assumed) · High contrast · Achr. · ≈256",
            "100:  ◐ Shade  System  1/7 · t    Dark (system, assumed) · High contrast · Achromatopsia · ≈ 256 colours",
            "120:  ◐ Shade  System  2  3  4  5  6  7               Dark (system, assumed) · High contrast · Achromatopsia · ≈ 256 colours",
            "160:  ◐ Shade  System  Graphite  Sky  Tomato  Gold  Grass  Ruby                               Dark (system, assumed) · High contrast · Achromatopsia · ≈ 256 colours",
        ], "\(drawn.joined(separator: "\n"))")
    }
}
