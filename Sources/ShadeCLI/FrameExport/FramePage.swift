import ShadeExportGeometry
import ShadeOutput
import ShadeText
import ShadeView

/// A page of labelled frames in a grid, under a caption band: `shade sheet`'s contact sheet
/// and `shade diff`'s before-and-after pictures. The frames are the previewer's own; the page
/// draws only each tile's two label lines, its border, an empty panel where a side has no
/// frame, and outlines around changed cells. It is written as SVG, HTML (the grid as an
/// `<svg>` element in a page) or PNG, laid out alike at every scale.
struct FramePage {
    /// One frame with its two label lines, at a place in the grid.
    struct Tile {
        /// What the frame shows ("Sky · Dark · High contrast").
        var title: String
        /// The contrast verdict, drawn in the pass or fail colour.
        var verdict: String
        /// Whether the verdict is a failure.
        var failed: Bool
        /// The frame; nil when there is nothing to draw, and then `empty` says why on the panel.
        var frame: Frame?
        /// What an empty panel says.
        var empty = "absent"
        /// Areas outlined on the frame, in cells.
        var marks: [Rect] = []
        /// Its place in the grid, in tiles.
        var column = 0, row = 0
    }

    /// The page's title and facts.
    let caption: ExportCaption
    /// The grid's size in tiles.
    let columns: Int, rows: Int
    /// Every frame's size in cells.
    let frameSize: FrameSize
    /// The tiles, in drawing order.
    let tiles: [Tile]

    /// Margin around the grid and space between tiles, in px at scale 1.
    static let spacing = 24.0
    /// Height of the two label lines above each frame, in px at scale 1.
    static let labelHeight = 42.0
    static let pageColor = "#111113", titleColor = "#F4F4F5", passColor = "#4ADE80", failColor = "#F87171"
    static let borderColor = "#2E2E33", markColor = "#FF3EA5", absentColor = "#1B1B1F", mutedColor = "#A1A1AA"
    /// The monospace stack the frames use, so labels and frames read alike.
    static let fontFamily = "ui-monospace, 'SF Mono', 'JetBrains Mono', Menlo, 'DejaVu Sans Mono', Consolas, monospace"
    /// Cell size of every frame in SVG and HTML.
    static let metrics = SVGCellMetrics.standard

    /// The page in `format`: SVG, HTML or PNG (a page has no ANSI or text form; the commands
    /// that write pages accept only ``PageFormats``).
    func bytes(as format: FrameFormat, raster: FrameWriter.Raster) throws -> [UInt8] {
        switch format {
        case .svg: Array(svg().utf8)
        case .html: Array(HTMLExport.page(content: gridElement(), caption: caption).utf8)
        case .png: try png(metrics: raster.metrics, fonts: raster.fonts())
        case .ansi, .text: throw CommandFailure("a page of frames is written as \(PageFormats.formats.map(\.rawValue).joined(separator: ", ")), not \(format.rawValue)")
        }
    }

    /// The size of one frame in px.
    private var frameSizeInPixels: (width: Double, height: Double) {
        (Double(frameSize.columns) * Self.metrics.cellWidth, Double(frameSize.rows) * Self.metrics.cellHeight)
    }

    /// Width and height of the grid of tiles, margins included.
    var gridSize: (width: Double, height: Double) {
        let (width, height) = frameSizeInPixels
        return (2 * Self.spacing + Double(columns) * width + Double(columns - 1) * Self.spacing,
                Self.spacing + Double(rows) * (Self.labelHeight + height + Self.spacing))
    }

    /// The whole page as a standalone SVG: the caption band on top, the grid under it.
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

    /// The page background, then each tile's label, border and frame, the grid's top at `originY`.
    private func grid(originY: Double) -> String {
        let (frameWidth, frameHeight) = frameSizeInPixels
        let metrics = Self.metrics
        var markup = "<rect y=\"\(Self.px(originY))\" width=\"\(Self.px(gridSize.width))\" height=\"\(Self.px(gridSize.height))\" fill=\"\(Self.pageColor)\"/>\n"
        for tile in tiles {
            let left = Self.spacing + Double(tile.column) * (frameWidth + Self.spacing)
            let top = originY + Self.spacing + Double(tile.row) * (Self.labelHeight + frameHeight + Self.spacing)
            markup += label(tile, x: left, y: top)
            let frameTop = top + Self.labelHeight
            markup += "<rect x=\"\(Self.px(left - 1))\" y=\"\(Self.px(frameTop - 1))\" width=\"\(Self.px(frameWidth + 2))\""
            markup += " height=\"\(Self.px(frameHeight + 2))\" fill=\"\(Self.borderColor)\"/>\n"
            guard let frame = tile.frame else {
                markup += "<rect x=\"\(Self.px(left))\" y=\"\(Self.px(frameTop))\" width=\"\(Self.px(frameWidth))\" height=\"\(Self.px(frameHeight))\" fill=\"\(Self.absentColor)\"/>\n"
                markup += "<text x=\"\(Self.px(left + frameWidth / 2))\" y=\"\(Self.px(frameTop + frameHeight / 2))\" text-anchor=\"middle\" font-family=\"\(Self.fontFamily)\" font-size=\"14\" fill=\"\(Self.mutedColor)\">\(XMLText.escaped(tile.empty))</text>\n"
                continue
            }
            markup += SVGExport.group(frame, originX: left, originY: frameTop, metrics: metrics)
            if !tile.marks.isEmpty {
                markup += "<g class=\"changed-cells\" fill=\"none\" stroke=\"\(Self.markColor)\" stroke-width=\"2\">\n"
                for mark in tile.marks {
                    markup += "<rect x=\"\(Self.px(left + Double(mark.x) * metrics.cellWidth))\" y=\"\(Self.px(frameTop + Double(mark.y) * metrics.cellHeight))\""
                        + " width=\"\(Self.px(Double(mark.width) * metrics.cellWidth))\" height=\"\(Self.px(Double(mark.height) * metrics.cellHeight))\"/>\n"
                }
                markup += "</g>\n"
            }
        }
        return markup
    }

    /// Two lines above a frame: what it shows, then the verdict in pass or fail colour.
    private func label(_ tile: Tile, x: Double, y: Double) -> String {
        let color = tile.failed ? Self.failColor : Self.passColor
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
