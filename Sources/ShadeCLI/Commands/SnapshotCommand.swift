import ArgumentParser
import ShadeApp
import ShadeColor
import ShadeOutput
import ShadeText
import ShadeTokens
import ShadeView
import ShadeCatalog

/// `shade snapshot`: the exact frame the previewer draws, written without a terminal.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Write the exact frame the previewer draws, as SVG, PNG, HTML, ANSI or text.",
        discussion: """
            The frame comes from the same drawing code as the interactive previewer, at the \
            size given, so it does not depend on a terminal's font, padding or colour \
            settings. SVG and HTML carry the theme, appearance, contrast and simulation as a \
            caption and as metadata. Below 60x20 the previewer only asks for a larger window, \
            and so does the snapshot. Problems in the theme drawn are printed on standard \
            error as shade validate words them, before the frame is written; the frame shows \
            no banner for them, and the exit status stays 0 (shade validate fails on them). \
            Without --theme, System is drawn.
            """)

    @OptionGroup var choice: ThemeChoiceOptions
    @Option(help: ArgumentHelp("The terminal size to draw, columns x rows, default 120x40 (at most 1000x500).", valueName: "colsxrows"),
            transform: FrameSize.parse)
    var size = FrameSize(columns: 120, rows: 40)
    @Option(name: .customLong("format"), help: "svg, png, html, ansi or text (default: from -o's extension — .png, .html, .ansi, .txt — else svg).")
    var formatOption: FrameFormat?

    /// The format asked for, else the one `-o`'s extension names, else SVG: `-o review.png`
    /// must not write an SVG under a PNG's name.
    var format: FrameFormat { formatOption ?? output.flatMap(FrameFormat.init(fileName:)) ?? .svg }
    @OptionGroup var png: PNGOptions
    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?
    @Flag(help: "Show light and dark side by side, as `s` does in the previewer.") var split = false
    @Option(help: ArgumentHelp("Colour vision to simulate: normal, protanopia, deuteranopia, tritanopia or achromatopsia.", valueName: "kind"))
    var simulate: VisionSimulation = .normal
    @Option(help: ArgumentHelp("The screen to draw: \(ScreenKind.spokenList).", valueName: "name"))
    var screen: ScreenKind = .gallery
    @Option(name: .customLong("compare-with"), help: ArgumentHelp("The theme set beside --theme on the compare screen (default: the next one).", valueName: "theme"))
    var compareWith: String?
    @OptionGroup var review: FrameReviewOptions

    /// The theme drawn: `--theme`, else System.
    var theme: String { choice.theme ?? "System" }
    /// `--contrast`, which a split view draws in both appearances.
    var contrast: Contrast { choice.contrast }

    func run() throws {
        try format.checkDestination(output: output)
        let catalog = choice.sources.loadCatalog()
        let model = try screenModel(catalog: catalog)
        ShownThemeProblems.report([model.entry], at: shownResolutions(model), catalog: catalog)
        noteFallback(model)
        if size.columns < Screen.minimumSize.columns || size.rows < Screen.minimumSize.rows {
            StandardError.write("shade: note: below \(Screen.minimumSize.columns)x\(Screen.minimumSize.rows) the frame only asks for a larger window")
        }
        try ReviewOutput.write(try render(model), to: output, catalog: catalog, themePaths: choice.sources.searchPaths,
                                force: review.force)
    }

    /// The previewer's model for these options: the chosen theme among all of them, so the
    /// header's tabs are the ones the previewer shows.
    func screenModel(catalog: ThemeCatalog) throws -> AppModel {
        let chosen = try choice.choose(theme, in: catalog)
        let (resolution, extras) = (chosen.resolution, chosen.extras)
        var library = ThemeLibrary(catalog: catalog)
        guard let index = library.index(of: theme), library.entries[index].isUsable else {
            throw CommandFailure("theme '\(VisibleText.escaping(theme))' has no resolution that resolves; see shade validate")
        }
        library = library.choosing(extras, forEntry: index)
        var state = AppState(themeIndex: index, themeCount: library.entries.count,
                             appearanceMode: resolution.appearance == .light ? .light : .dark, contrast: resolution.contrast,
                             split: split, simulation: simulate)
        state.screen = screen
        if let compareWith {
            guard let other = library.index(of: compareWith) else {
                _ = try catalog.requireTheme(compareWith)
                throw CommandFailure("theme '\(VisibleText.escaping(compareWith))' cannot be compared")
            }
            state.compareIndex = other
        }
        return review.settings.adjust(AppModel(state: state, library: library))
    }

    /// The frame in the chosen format, with its caption.
    func render(_ model: AppModel) throws -> [UInt8] {
        let shownThemes = (model.state.split ? [Resolution(.light, contrast), Resolution(.dark, contrast)] : [model.state.resolution])
            .map { model.entry.resolved($0) }
        let frame = review.settings.finish(Screen.render(model, columns: size.columns, rows: size.rows, chrome: review.settings.chrome), themes: shownThemes,
                                  simulation: model.state.simulation)
        let caption = ExportNaming.caption(model: model, columns: size.columns, rows: size.rows)
        return try FrameWriter.forCommand {
            try FrameWriter.bytes(frame, as: format, caption: caption, colorMode: review.settings.palette?.mode ?? .truecolor, raster: png.raster)
        }
    }

    /// The resolutions the frame shows: both appearances when split.
    private func shownResolutions(_ model: AppModel) -> [Resolution] {
        split ? [Resolution(.light, contrast), Resolution(.dark, contrast)] : [model.state.resolution]
    }

    /// Says so when the theme lacks a resolution shown, since the previewer then draws the
    /// nearest one it has.
    private func noteFallback(_ model: AppModel) {
        for resolution in shownResolutions(model) where !model.entry.has(resolution) {
            StandardError.write("shade: note: \(VisibleText.escaping(model.entry.name)) has no \(resolution.name) variant; the frame shows the nearest one it has")
        }
    }
}
