import ShadeApp
import ShadeColor
import ShadeExportGeometry
import ShadeOutput
import ShadeText
import ShadeTokens
import ShadeView

/// A contact sheet: one row per theme, one column per resolution (``SheetTile/columns``),
/// each frame labelled with what it shows and its contrast verdict.
///
/// The frames are the previewer's own; ``FramePage`` draws the labels and the page around them.
struct SheetDocument {
    /// Tiles, one row per theme, in ``SheetTile/columns`` order.
    let rows: [[SheetTile]]
    /// The page's title and facts.
    let caption: ExportCaption
    /// Draws every theme of `indices` in `library` in the four resolutions.
    init(library: ThemeLibrary, indices: [Int], size: FrameSize, simulation: VisionSimulation, generator: String,
         review: FrameReview = FrameReview()) {
        rows = indices.map { index in
            SheetTile.columns.map { SheetTile(library: library, index: index, resolution: $0, size: size, simulation: simulation, review: review) }
        }
        let names = indices.map { VisibleText.escaping(library.entries[$0].name) }
        var title = "Shade contact sheet — \(names.count == 1 ? names[0] : "\(names.count) themes") × light/dark × standard/high"
        if simulation != .normal { title += " · \(simulation.label(severity: review.severity))" }
        if let label = review.palette?.mode.approximationLabel { title += " · \(label)" }
        if review.gamut == .clip { title += " · gamut clipped" }
        caption = ExportCaption(title: title, pairs: [
            ("themes", names.joined(separator: ", ")),
            ("simulation", simulation == .normal ? "none" : simulation.label(severity: review.severity)),
            ("frame size", "\(size.columns)×\(size.rows)"),
            ("generator", generator),
        ])
    }

    /// The sheet as a page of frames, one row per theme, one column per resolution.
    var page: FramePage {
        let first = rows.first?.first?.frame
        let tiles = rows.enumerated().flatMap { rowIndex, row in
            row.enumerated().map { columnIndex, tile in
                FramePage.Tile(title: tile.title, verdict: tile.verdict, failed: tile.failed > 0, frame: tile.frame, column: columnIndex, row: rowIndex)
            }
        }
        return FramePage(caption: caption, columns: SheetTile.columns.count, rows: rows.count,
                         frameSize: FrameSize(columns: first?.width ?? 0, rows: first?.height ?? 0), tiles: tiles)
    }
}
