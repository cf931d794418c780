import ShadeColor
import ShadeTokens
import Testing
import ShadeApp
@testable import ShadeView
import ShadeCatalog

/// What every frame must hold whatever the theme: token colours only, a header that says
/// what it shows, and a layout that survives any size.
@Suite struct ScreenTests {
    @Test(arguments: ["System", "Graphite", "Sky", "Tomato", "Gold", "Grass", "Ruby"], [AppearanceMode.light, .dark])
    func thePageIsTheResolvedBackground(theme: String, appearance: AppearanceMode) {
        let model = ScreenFixtures.model(theme: theme, appearance)
        let frame = Screen.render(model, columns: 120, rows: 40)
        let resolved = model.entry.resolved(model.state.resolution)
        #expect(frame[0, 30].style.background == resolved[.backgroundPrimary])
        #expect(frame[119, 20].style.background == resolved[.backgroundPrimary])
        #expect(frame[0, 0].style.background == resolved[.backgroundSecondary], "header")
    }

    @Test func everyCellColourComesFromAToken() {
        // Colours a frame may contain: every token, composited text on every ground, and the
        // shadow blended over grounds. Anything else would be a literal in a view.
        for appearance in [AppearanceMode.light, .dark] {
            let model = ScreenFixtures.model(theme: "Gold", appearance)
            let theme = model.entry.resolved(model.state.resolution)
            var allowed = Set(ColorToken.allCases.map { theme[$0] })
            for token in ColorToken.allCases { for ground in ColorToken.allCases { allowed.insert(theme.color(token, over: theme[ground])) } }
            // The dialog's scrim dims what lies behind it (its own shadow included, below).
            let page = theme[.backgroundPrimary], ink = theme[.foregroundPrimary]
            let scrim = RGBA(page.relativeLuminance < ink.relativeLuminance ? page : ink, alpha: DialogScene.scrimAlpha)
            for color in Array(allowed) { allowed.insert(scrim.composited(over: color)) }
            for shadow in theme.shadows.values where shadow.isVisible {
                for color in Array(allowed) {
                    allowed.insert(shadow.color.composited(over: color))
                    var half = shadow.color
                    half.alpha /= 2
                    allowed.insert(half.composited(over: color))
                }
            }
            let frame = Screen.render(model, columns: 140, rows: 45)
            for cell in frame.cells {
                #expect(allowed.contains(cell.style.foreground) && allowed.contains(cell.style.background))
            }
        }
    }

    @Test func theHeaderSaysWhatTheFrameShows() {
        var model = ScreenFixtures.model(theme: "Ruby", .dark, contrast: .high)
        #expect(Screen.render(model, columns: 100, rows: 30).text(ofRow: 0).contains("Dark · High contrast"))
        model.state.appearanceMode = .system
        model.state.systemAppearance = .light
        // The terminal never said: the header says the appearance is assumed.
        #expect(Screen.render(model, columns: 100, rows: 30).text(ofRow: 0).contains("Light (system, assumed) · High contrast"))
        model.state.systemAppearanceKnown = true
        #expect(Screen.render(model, columns: 100, rows: 30).text(ofRow: 0).contains("Light (system) · Standard") == false)
        #expect(Screen.render(model, columns: 100, rows: 30).text(ofRow: 0).contains("Light (system) · High contrast"))
        model.approximateColors = true
        model.state.simulation = .deuteranopia
        let header = Screen.render(model, columns: 140, rows: 30).text(ofRow: 0)
        #expect(header.contains("Deuteranopia") && header.contains("≈ 256 colours"))
    }

    @Test func theActiveTabIsMarkedAndClickable() {
        let model = ScreenFixtures.model(theme: "Gold", .light)
        let frame = Screen.render(model, columns: 120, rows: 40)
        let theme = model.entry.resolved(model.state.resolution)
        let header = Array(frame.text(ofRow: 0).unicodeScalars)
        let gold = Array(" Gold ".unicodeScalars)
        let goldColumn = (0...(header.count - gold.count)).first { Array(header[$0..<$0 + gold.count]) == gold } ?? -1
        #expect(goldColumn >= 0)
        #expect(frame[goldColumn + 1, 0].style.background == theme[.accent])
        #expect(Screen.tabIndex(atColumn: goldColumn + 2, row: 0, model: model, columns: 120) == 4)
        #expect(Screen.tabIndex(atColumn: goldColumn + 2, row: 1, model: model, columns: 120) == nil)
    }

    @Test(arguments: [(1, 1), (2, 3), (59, 20), (60, 19), (60, 20), (80, 24), (100, 30), (132, 43), (200, 60), (400, 120)])
    func anySizeRenders(columns: Int, rows: Int) {
        let frame = ScreenFixtures.frame(theme: "Sky", .dark, columns: columns, rows: rows)
        #expect(frame.width == columns && frame.height == rows)
        let text = (0..<rows).map(frame.text(ofRow:)).joined(separator: "\n")
        if columns < Screen.minimumSize.columns || rows < Screen.minimumSize.rows {
            if columns >= 24 { #expect(text.contains("Make the window larger")) }
        } else {
            #expect(text.contains("Invoice #1024"))
            #expect(text.contains("q quit"))
        }
    }

    @Test func theTokenPanelAppearsWhenThereIsRoom() {
        #expect(!(0..<24).map(ScreenFixtures.frame(theme: "Sky", .light, columns: 80, rows: 24).text(ofRow:)).joined().contains("foregroundPrimary"))
        // The panel comes last in the gallery's priority: not where it would cost a component.
        #expect(!(0..<40).map(ScreenFixtures.frame(theme: "Sky", .light, columns: 120, rows: 40).text(ofRow:)).joined().contains("foregroundPrimary"))
        let wide = ScreenFixtures.frame(theme: "Sky", .light, columns: 200, rows: 60)
        let rows = (0..<60).map(wide.text(ofRow:))
        #expect(rows.contains { $0.contains("foregroundPrimary") && $0.contains("#0F1F25") && $0.contains("AAA") })
        #expect(rows.contains { $0.contains("all 36 checked pairs pass") })
        // A reference shortfall is shown as such.
        let gold = (0..<60).map(ScreenFixtures.frame(theme: "Gold", .dark, columns: 200, rows: 60).text(ofRow:))
        #expect(gold.contains { $0.contains("✖ 2 of 36 checked pairs fail") })
        // Names are cut in the middle so that pairs stay distinct; the verdict is whole.
        #expect(gold.contains { $0.contains("foregrou…condary on backgrou…ertiary") && $0.contains("4.34 ✖ AA Large") })
    }

    @Test func splitDrawsEachHalfInItsOwnAppearance() {
        let model = ScreenFixtures.model(theme: "Grass", .dark, split: true)
        let frame = Screen.render(model, columns: 160, rows: 44)
        #expect(frame[2, 30].style.background == model.entry.resolved(Resolution(.light))[.backgroundPrimary])
        #expect(frame[158, 30].style.background == model.entry.resolved(Resolution(.dark))[.backgroundPrimary])
        #expect(frame.text(ofRow: 0).contains("Light | Dark"))
    }

    @Test func cardsHaveAShadowInLightAndAnOutlineInDark() {
        let light = ScreenFixtures.model(theme: "Graphite", .light)
        let lightFrame = Screen.render(light, columns: 120, rows: 40)
        let lightTheme = light.entry.resolved(light.state.resolution)
        // The card's top-left corner is at (2, 2); its shadow falls below its bottom edge.
        #expect(lightFrame[2, 2].scalar == "╭")
        let shadowRow = (3..<40).first { lightFrame[2, $0].scalar == "╰" }! + 1
        #expect(lightFrame[4, shadowRow].style.background != lightTheme[.backgroundPrimary])
        #expect(lightFrame[4, shadowRow].style.background == lightTheme.shadow(.md)!.color.composited(over: lightTheme[.backgroundPrimary]))

        let dark = ScreenFixtures.model(theme: "Graphite", .dark)
        let darkFrame = Screen.render(dark, columns: 120, rows: 40)
        let darkTheme = dark.entry.resolved(dark.state.resolution)
        let bottom = (3..<40).first { darkFrame[2, $0].scalar == "╰" }!
        #expect(darkFrame[4, bottom + 1].style.background == darkTheme[.backgroundPrimary], "no shadow in dark")
        #expect(darkFrame[2, 2].style.foreground == darkTheme[.outlinePrimary], "a visible outline instead")
        #expect(darkTheme[.outlinePrimary] != darkTheme[.backgroundSecondary])
    }

    @Test func simulationRecoloursEveryCell() {
        var model = ScreenFixtures.model(theme: "Tomato", .light)
        let normal = Screen.render(model, columns: 100, rows: 30)
        model.state.simulation = .achromatopsia
        let grey = Screen.render(model, columns: 100, rows: 30)
        for (before, after) in zip(normal.cells, grey.cells) {
            #expect(after.style.background == VisionSimulation.achromatopsia.apply(to: before.style.background))
            #expect(after.style.background.red == after.style.background.green && after.style.background.green == after.style.background.blue)
        }
    }

    @Test func untrustedThemeNamesAreShownVisibly() throws {
        let folder = NSTemporaryDirectory() + "shade-view-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(#"{ "$extensions": { "dev.shade": { "name": "X\u001b]2;pwned\u0007", "extends": "Sky" } } }"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/evil.json"))
        let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        let state = AppState(themeIndex: 7, themeCount: library.entries.count, appearanceMode: .dark)
        let frame = Screen.render(AppModel(state: state, library: library), columns: 140, rows: 30)
        #expect(!frame.cells.contains { $0.scalar.value < 0x20 && !$0.isContinuation })
        #expect(frame.text(ofRow: 0).contains("X^[]2;pwned^G"))
    }

    @Test func textWidthCountsWideGlyphsAndTruncates() {
        #expect(TextWidth.of("日本") == 4)
        #expect(TextWidth.truncate("foregroundSecondary", to: 8) == "foregro…")
        var frame = Frame(width: 4, height: 1, style: CellStyle(foreground: RGB(0), background: RGB(0xFFFFFF)))
        frame.put("日本", column: 1, row: 0, style: frame[0, 0].style)
        #expect(frame.text(ofRow: 0) == " 日 ", "a wide glyph cut by the edge is left out, not halved")
    }

    /// ASCII is counted from its bytes; the count must be what measuring each scalar gives,
    /// and a single non-ASCII scalar anywhere must send the text to the scalar-by-scalar path.
    @Test func asciiIsMeasuredAsItsScalarsAre() {
        for text in ["", "plain", "tab\there", "\u{1B}[31m", "/tmp/nest/shade/themes/collection-9/theme999.json"] {
            #expect(TextWidth.of(text) == text.unicodeScalars.reduce(0) { $0 + TextWidth.of($1) }, "\(text.debugDescription)")
            #expect(TextWidth.of(text) == text.utf8.count)
        }
        #expect(TextWidth.of("theme 日本.json") == 15, "two wide glyphs among ASCII")
        #expect(TextWidth.of("cafe\u{301}") == 4, "a combining mark after ASCII takes no column")
        #expect(TextWidth.of("\u{200B}ab") == 2, "a format character takes no column")
    }
}

import Foundation

@Suite struct MissingVariantTests {
    @Test func theHeaderNamesTheVariantReallyDrawn() throws {
        let folder = NSTemporaryDirectory() + "shade-variant-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The light accent is broken, so the theme has only its dark variants.
        try Data(##"{ "$extensions": { "dev.shade": { "name": "Half", "extends": "Sky" } }, "light": { "accent": { "$value": "#GG0000", "$type": "color" } } }"##.utf8)
            .write(to: URL(fileURLWithPath: folder + "/half.json"))
        let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        let index = try #require(library.index(of: "Half"))
        let model = AppModel(state: AppState(themeIndex: index, themeCount: library.entries.count, appearanceMode: .light), library: library)
        #expect(model.drawnResolution == Resolution(.dark))
        let header = Screen.render(model, columns: 140, rows: 30).text(ofRow: 0)
        #expect(header.contains("Dark · Standard · no light variant"))
        #expect(!header.contains("Light"))
    }
}
