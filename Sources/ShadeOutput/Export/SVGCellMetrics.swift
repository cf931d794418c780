public import ShadeExportGeometry

/// The size of one terminal cell in an SVG export, and the strokes derived from it.
///
/// The default is a 14 px monospace font (advance ≈ 0.6 em = 8.4 px) on an 18 px line,
/// close to what a terminal shows at that size. Everything is placed on this grid
/// explicitly, so the viewer's font never moves a glyph or a border.
public struct SVGCellMetrics: Hashable, Sendable {
    /// Width of a cell in px.
    public var cellWidth: Double
    /// Height of a cell in px.
    public var cellHeight: Double
    /// Font size of the glyphs in px.
    public var fontSize: Double
    /// Distance from the top of a cell to the text baseline, in px.
    public var baseline: Double

    /// Creates metrics.
    public init(cellWidth: Double, cellHeight: Double, fontSize: Double, baseline: Double) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.fontSize = fontSize
        self.baseline = baseline
    }

    /// 8.4 × 18 px cells, 14 px text, baseline 13 px below the cell top.
    public static let standard = SVGCellMetrics(cellWidth: 8.4, cellHeight: 18, fontSize: 14, baseline: 13)

    /// The grid and strokes of box-drawing lines: centred, light a seventh of the cell
    /// width (1.2 px by default), heavy twice that.
    public var lineMetrics: BoxLineMetrics { BoxLineMetrics(cellWidth: cellWidth, cellHeight: cellHeight) }
    /// Stroke width of a light box-drawing line.
    var lightStroke: Double { lineMetrics.lightStroke }
    /// Stroke width of a heavy line.
    var heavyStroke: Double { lineMetrics.heavyStroke }
    /// Distance from the cell centre line to each stroke of a double line.
    var doubleOffset: Double { lineMetrics.doubleOffset }
    /// Thickness of underline and strikethrough bars.
    var decorationThickness: Double { DecorationGeometry.thickness(fontSize: fontSize) }
    /// Top of the underline bar, measured from the cell top.
    var underlineTop: Double { DecorationGeometry.underlineTop(baseline: baseline, fontSize: fontSize) }
    /// Top of the strikethrough bar, measured from the cell top.
    var strikethroughTop: Double { DecorationGeometry.strikethroughTop(baseline: baseline, fontSize: fontSize) }
}
