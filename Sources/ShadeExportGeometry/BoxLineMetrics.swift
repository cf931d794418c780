/// The cell grid box-drawing strokes are laid on, and how thick they are.
///
/// The SVG export centres strokes in the cell; the PNG rasteriser moves the centre lines by
/// half a pixel where that puts every stroke edge on a pixel boundary, so lines stay sharp.
public struct BoxLineMetrics: Hashable, Sendable {
    /// Width of a cell in px.
    public var cellWidth: Double
    /// Height of a cell in px.
    public var cellHeight: Double
    /// Distance from a cell's left edge to its vertical centre line.
    public var centreX: Double
    /// Distance from a cell's top edge to its horizontal centre line.
    public var centreY: Double
    /// Width of a light stroke.
    public var lightStroke: Double
    /// Width of a heavy stroke.
    public var heavyStroke: Double
    /// Distance from the centre line to each stroke of a double line.
    public var doubleOffset: Double

    /// Metrics with every value given.
    public init(cellWidth: Double, cellHeight: Double, centreX: Double, centreY: Double,
                lightStroke: Double, heavyStroke: Double, doubleOffset: Double) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.centreX = centreX
        self.centreY = centreY
        self.lightStroke = lightStroke
        self.heavyStroke = heavyStroke
        self.doubleOffset = doubleOffset
    }

    /// Centred strokes scaled to the cell: light is a seventh of the cell width, heavy twice
    /// that, and the strokes of a double line 1.25 light widths either side of the centre.
    public init(cellWidth: Double, cellHeight: Double) {
        let light = cellWidth / 7
        self.init(cellWidth: cellWidth, cellHeight: cellHeight, centreX: cellWidth / 2, centreY: cellHeight / 2,
                  lightStroke: light, heavyStroke: light * 2, doubleOffset: light * 1.25)
    }
}
