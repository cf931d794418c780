public import ShadeExportGeometry

/// The pixel grid of a PNG export: whole-pixel cells, so every cell's background is an exact
/// rectangle, and box-drawing strokes whose edges fall on pixel boundaries.
///
/// At scale 1 a cell is 8 × 18 px with 13 px text (DejaVu Sans Mono's advance is 0.6 em,
/// 7.8 px); every length is multiplied by the scale.
public struct RasterMetrics: Hashable, Sendable {
    /// 1, 2 or 3 (HiDPI).
    public let scale: Int

    /// The scales a PNG can be made at.
    public static let scales = 1...3

    /// Metrics at `scale` (clamped to ``scales``).
    public init(scale: Int) {
        self.scale = min(max(scale, Self.scales.lowerBound), Self.scales.upperBound)
    }

    /// Width of a cell in px.
    public var cellWidth: Int { 8 * scale }
    /// Height of a cell in px.
    public var cellHeight: Int { 18 * scale }
    /// Font size of the glyphs in px.
    public var fontSize: Int { 13 * scale }
    /// Distance from the top of a cell to the text baseline, in px.
    public var baseline: Int { 13 * scale }

    /// Box-drawing strokes: light is `scale` px and heavy about twice that, with the same
    /// parity, and the centre lines sit half a pixel off centre when the stroke is odd, so
    /// both edges of every stroke are whole pixels and lines are sharp.
    public var lineMetrics: BoxLineMetrics {
        let light = Double(scale)
        let odd = scale % 2 == 1
        return BoxLineMetrics(
            cellWidth: Double(cellWidth), cellHeight: Double(cellHeight),
            centreX: Double(cellWidth / 2) + (odd ? 0.5 : 0), centreY: Double(cellHeight / 2) + (odd ? 0.5 : 0),
            lightStroke: light, heavyStroke: light * 2 + (odd ? 1 : 0), doubleOffset: (light * 1.25).rounded(.toNearestOrEven))
    }

    /// The size in px of a frame of `columns` × `rows` cells.
    public func size(columns: Int, rows: Int) -> (width: Int, height: Int) {
        (columns * cellWidth, rows * cellHeight)
    }
}
