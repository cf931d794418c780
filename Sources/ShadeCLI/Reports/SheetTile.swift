import ShadeApp
import ShadeColor
import ShadeText
import ShadeTokens
import ShadeView

/// One frame of a contact sheet: a theme at one resolution, drawn by the previewer's own
/// code, with its contrast verdict.
struct SheetTile {
    /// The order of a sheet's columns: light and dark in standard, then in high contrast.
    static let columns: [Resolution] = [Resolution(.light, .standard), Resolution(.dark, .standard),
                                        Resolution(.light, .high), Resolution(.dark, .high)]

    /// The theme's display name, made visible (names come from files anyone can write).
    let themeName: String
    /// The resolution asked for.
    let resolution: Resolution
    /// Whether the theme has that resolution; if not, the frame shows the nearest one.
    let isExact: Bool
    /// The frame, as the previewer draws it.
    let frame: Frame
    /// How many checked pairs were measured, and how many fail.
    let checked: Int, failed: Int

    /// Draws theme `index` of `library` at `resolution`.
    init(library: ThemeLibrary, index: Int, resolution: Resolution, size: FrameSize, simulation: VisionSimulation,
         review: FrameReview = FrameReview()) {
        let entry = library.entries[index]
        let state = AppState(themeIndex: index, themeCount: library.entries.count,
                             appearanceMode: resolution.appearance == .light ? .light : .dark,
                             contrast: resolution.contrast, simulation: simulation)
        themeName = VisibleText.escaping(entry.name)
        self.resolution = resolution
        isExact = entry.has(resolution)
        let model = review.adjust(AppModel(state: state, library: library))
        frame = review.finish(Screen.render(model, columns: size.columns, rows: size.rows, chrome: review.chrome),
                              themes: [entry.resolved(resolution)], simulation: simulation)
        let results = entry.resolved(resolution).showingGamut(review.gamut).contrastResults()
        checked = results.count
        failed = results.filter { !$0.passes }.count
    }

    /// "Sky · Dark · High contrast".
    var title: String { "\(themeName) · \(resolution.title)" }

    /// "✔ all 33 pairs pass" or "✖ 2 of 33 fail", with a note when the frame falls back.
    var verdict: String {
        var text = failed == 0 ? "✔ all \(checked) pairs pass" : "✖ \(failed) of \(checked) fail"
        if !isExact { text += " · no \(resolution.name) variant, nearest shown" }
        return text
    }
}
