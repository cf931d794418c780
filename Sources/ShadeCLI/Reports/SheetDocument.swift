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
/// The frames are the previewer's own (``SVGExport/group(_:originX:originY:metrics:)``);
/// only the labels and the page around them are drawn here.
struct SheetDocument {
    /// Tiles, one row per theme, in ``SheetTile/columns`` order.
    let rows: [[SheetTile]]
    /// The page's title and facts.
    let caption: ExportCaption
    /// Cell size of every frame.
    let metrics = SVGCellMetrics.standard

    /// Margin around the grid and space between tiles, in px.
    static let spacing = 24.0
    /// Height of the two label lines above each frame, in px.
    static let labelHeight = 42.0
    static let pageColor = "#111113", titleColor = "#F4F4F5", passColor = "#4ADE80", failColor = "#F87171"
    static let borderColor = "#2E2E33"
    /// The monospace stack the frames use, so labels and frames read alike.
    static let fontFamily = "ui-monospace, 'SF Mono', 'JetBrains Mono', Menlo, 'DejaVu Sans Mono', Consolas, monospace"

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

    /// The size of one frame in px.
    private var frameSize: (width: Double, height: Double) {
        guard let frame = rows.first?.first?.frame else { return (0, 0) }
        return SVGExport.size(of: frame, metrics: metrics)
    }

    /// Width and height of the grid of tiles, margins included.
    var gridSize: (width: Double, height: Double) {
        let (width, height) = frameSize
        let columns = Double(SheetTile.columns.count), count = Double(rows.count)
        return (2 * Self.spacing + columns * width + (columns - 1) * Self.spacing,
                Self.spacing + count * (Self.labelHeight + height + Self.spacing))
    }

    /// The whole sheet as a standalone SVG: the caption band on top, the grid under it.
    func svg() -> String {
        let width = gridSize.width
        let band = SVGExport.captionBand(caption, width: width, originY: 0)
        let body = band.markup + grid(originY: band.height)
        return SVGExport.document(width: width, height: band.height + gridSize.height, body: body, caption: caption)
    }

    /// The grid alone as an `<svg>` element (no XML declaration), for a web page.
    func gridElement() -> String {
        let document = SVGExport.document(width: gridSize.width, height: gridSize.height, body: grid(originY: 0), caption: caption)
        guard let end = document.firstRange(of: "?>\n") else { return document }
        return String(document[end.upperBound...])
    }

    /// The page background, then each tile's label and frame, the grid's top at `originY`.
    private func grid(originY: Double) -> String {
        let (frameWidth, frameHeight) = frameSize
        var markup = "<rect y=\"\(Self.px(originY))\" width=\"\(Self.px(gridSize.width))\" height=\"\(Self.px(gridSize.height))\" fill=\"\(Self.pageColor)\"/>\n"
        for (rowIndex, row) in rows.enumerated() {
            let top = originY + Self.spacing + Double(rowIndex) * (Self.labelHeight + frameHeight + Self.spacing)
            for (columnIndex, tile) in row.enumerated() {
                let left = Self.spacing + Double(columnIndex) * (frameWidth + Self.spacing)
                markup += label(tile, x: left, y: top)
                let frameTop = top + Self.labelHeight
                markup += "<rect x=\"\(Self.px(left - 1))\" y=\"\(Self.px(frameTop - 1))\" width=\"\(Self.px(frameWidth + 2))\""
                markup += " height=\"\(Self.px(frameHeight + 2))\" fill=\"\(Self.borderColor)\"/>\n"
                markup += SVGExport.group(tile.frame, originX: left, originY: frameTop, metrics: metrics)
            }
        }
        return markup
    }

    /// Two lines above a frame: what it shows, then the verdict in pass or fail colour.
    private func label(_ tile: SheetTile, x: Double, y: Double) -> String {
        let color = tile.failed == 0 ? Self.passColor : Self.failColor
        var markup = "<g class=\"tile-label\" font-family=\"\(Self.fontFamily)\">\n"
        markup += "<text x=\"\(Self.px(x))\" y=\"\(Self.px(y + 14))\" font-size=\"14\" font-weight=\"600\" fill=\"\(Self.titleColor)\">"
        markup += XMLText.escaped(tile.title) + "</text>\n"
        markup += "<text x=\"\(Self.px(x))\" y=\"\(Self.px(y + 32))\" font-size=\"12\" fill=\"\(color)\">"
        markup += XMLText.escaped(tile.verdict) + "</text>\n</g>\n"
        return markup
    }

    /// A px value with at most two decimals and no trailing zeros.
    static func px(_ value: Double) -> String {
        let hundredths = Int(clamping: (value * 100).rounded())
        var text = hundredths < 0 ? "-" : ""
        text += String(hundredths.magnitude / 100)
        let fraction = hundredths.magnitude % 100
        if fraction != 0 { text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)") }
        return text
    }
}
