import ArgumentParser
import ShadeApp
import ShadeColor
import ShadeOutput
import ShadeText
import ShadeTokens
import ShadeView
import ShadeCatalog

/// `shade sheet`: every chosen theme in light and dark, standard and high contrast, on one
/// labelled page with each frame's contrast verdict.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Put themes × light/dark × standard/high contrast side by side on one page.",
        discussion: """
            One row per theme, four frames per row (light and dark in standard contrast, then \
            in high contrast), each the exact frame the previewer draws, labelled with what \
            it shows and whether every checked text pair passes WCAG. HTML pages are \
            self-contained; SVG files open in any browser or design tool. Problems in the \
            themes drawn are printed on standard error as shade validate words them; the \
            exit status stays 0 (shade validate fails on them).
            """)

    @OptionGroup var sources: ThemeSourceOptions
    @Option(help: "A theme to include, by name or by a file or folder holding one (repeatable); every theme when omitted.") var theme: [String] = []
    @Option(help: ArgumentHelp("The terminal size of each frame, columns x rows, default 100x36 (at most 1000x500).", valueName: "colsxrows"),
            transform: FrameSize.parse)
    var size = FrameSize(columns: 100, rows: 36)
    @OptionGroup var context: ContextOptions
    @Option(name: .customLong("format"), help: "html, svg or png.") var formatOption = FrameFormats<PageFormats>(.html)
    /// The page's format.
    var format: FrameFormat { formatOption.format }
    @OptionGroup var png: PNGOptions
    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?
    @Option(help: ArgumentHelp("Colour vision to simulate: normal, protanopia, deuteranopia, tritanopia or achromatopsia.", valueName: "kind"))
    var simulate: VisionSimulation = .normal
    @OptionGroup var review: FrameReviewOptions

    /// Each `--theme` may be the path of a file or folder holding one theme.
    mutating func validate() throws {
        (sources, theme) = try ThemeArgument.resolve(theme, sources: sources)
    }

    func run() throws {
        try format.checkDestination(output: output)
        let catalog = sources.loadCatalog()
        let (library, indices) = try selection(catalog: catalog)
        if format == .png {
            try FramePage.checkPNGSize(columns: SheetTile.columns.count, rows: indices.count, frameSize: size, metrics: png.metrics)
        }
        ShownThemeProblems.report(indices.map { library.entries[$0] }, at: SheetTile.columns, catalog: catalog)
        let sheet = document(library: library, indices: indices)
        try ReviewOutput.write(try render(sheet), to: output, catalog: catalog, themePaths: sources.searchPaths,
                                force: review.force)
    }

    /// The sheet for these options.
    func document(catalog: ThemeCatalog) throws -> SheetDocument {
        let (library, indices) = try selection(catalog: catalog)
        return document(library: library, indices: indices)
    }

    /// The themes these options put on the sheet: the library and the indices of its rows.
    func selection(catalog: ThemeCatalog) throws -> (library: ThemeLibrary, indices: [Int]) {
        let library = ThemeLibrary(catalog: catalog, extras: try context.extras(across: catalog.themes))
        guard !library.entries.isEmpty else { throw CommandFailure("no theme could be loaded; run shade validate") }
        var indices: [Int] = []
        for name in theme {
            guard let index = library.index(of: name), library.entries[index].isUsable else {
                _ = try catalog.requireTheme(name)
                throw CommandFailure("theme '\(VisibleText.escaping(name))' has no resolution that resolves; see shade validate")
            }
            if !indices.contains(index) { indices.append(index) }
        }
        if indices.isEmpty { indices = library.entries.indices.filter { library.entries[$0].isUsable } }
        return (library, indices)
    }

    /// The sheet of `indices` in `library`.
    private func document(library: ThemeLibrary, indices: [Int]) -> SheetDocument {
        SheetDocument(library: library, indices: indices, size: size, simulation: simulate,
                      generator: "shade \(ShadeVersion.current)", review: review.settings)
    }

    /// The sheet in the chosen format.
    func render(_ sheet: SheetDocument) throws -> [UInt8] {
        try FrameWriter.forCommand { try sheet.page.bytes(as: format, raster: png.raster) }
    }
}
