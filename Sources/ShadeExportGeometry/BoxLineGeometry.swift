public import ShadeColor

/// One straight stroke of a box-drawing line inside one cell, before joining its neighbours.
public struct LineSegment: Sendable {
    /// Which way the stroke runs.
    public enum Axis: UInt8, Sendable {
        /// Along a row.
        case horizontal
        /// Along a column.
        case vertical
    }

    /// Which way the stroke runs.
    public var axis: Axis
    /// The row of a horizontal stroke or the column of a vertical one.
    public var track: Int
    /// −1, 0 or +1: the stroke's offset from the cell's centre line, in double-line offsets.
    /// −1 is the upper (or left) stroke of a double line.
    public var lane: Int
    /// Whether the stroke is heavy rather than light.
    public var isHeavy: Bool
    /// The stroke's colour.
    public var color: RGB
    /// Extent along the axis in px, `start < end`.
    public var start: Double
    /// See ``start``.
    public var end: Double
}

/// A light curved or diagonal stroke (arcs and diagonals never merge with other strokes).
public enum LineCurve: Sendable {
    /// A quarter circle of `radius` around (`centerX`, `centerY`): the quarter that faces the
    /// cell centre, i.e. towards −`signX` across and −`signY` down from the circle's centre.
    case quarterArc(color: RGB, centerX: Double, centerY: Double, radius: Double, signX: Double, signY: Double)
    /// A straight line from (`x0`, `y0`) to (`x1`, `y1`).
    case line(color: RGB, x0: Double, y0: Double, x1: Double, y1: Double)

    /// The stroke's colour.
    public var color: RGB {
        switch self {
        case .quarterArc(let color, _, _, _, _, _), .line(let color, _, _, _, _): color
        }
    }
}

/// Turns box-drawing glyphs into strokes that meet at the cell centre and run to the cell
/// edges, so a border drawn from many cells is continuous whatever the viewer's font.
///
/// Arms are strokes with butt ends; where arms turn a corner each is lengthened by half the
/// width of the other so the corner is filled. Double lines follow the usual glyph shapes:
/// at a corner the outer strokes meet each other and the inner strokes meet each other.
///
/// The SVG export and the PNG rasteriser both draw these strokes, so borders have one shape.
public struct BoxLineGeometry: Sendable {
    /// The cell grid and stroke widths.
    public let metrics: BoxLineMetrics
    /// The straight strokes, in the order added.
    public private(set) var segments: [LineSegment] = []
    /// The arcs and diagonals, in the order added.
    public private(set) var curves: [LineCurve] = []

    /// An empty geometry on the grid of `metrics`.
    public init(metrics: BoxLineMetrics) {
        self.metrics = metrics
    }

    /// Adds the strokes of `glyph` drawn in the cell at (`column`, `row`).
    public mutating func add(_ glyph: BoxGlyph, column: Int, row: Int, color: RGB) {
        switch glyph {
        case .arms(let arms): addArms(arms, column: column, row: row, color: color)
        case .arc(let arms): addArc(arms, column: column, row: row, color: color)
        case .diagonal(let rising, let falling): addDiagonals(rising: rising, falling: falling, column: column, row: row, color: color)
        }
    }

    private enum Direction: CaseIterable { case up, right, down, left }

    private mutating func addArms(_ arms: BoxArms, column: Int, row: Int, color: RGB) {
        for direction in Direction.allCases {
            let weight: LineWeight, opposite: LineWeight, first: LineWeight, second: LineWeight
            switch direction {
            case .up: (weight, opposite, first, second) = (arms.up, arms.down, arms.left, arms.right)
            case .down: (weight, opposite, first, second) = (arms.down, arms.up, arms.left, arms.right)
            case .left: (weight, opposite, first, second) = (arms.left, arms.right, arms.up, arms.down)
            case .right: (weight, opposite, first, second) = (arms.right, arms.left, arms.up, arms.down)
            }
            guard weight != .none else { continue }
            let axis: LineSegment.Axis = direction == .left || direction == .right ? .horizontal : .vertical
            let towardsEnd = direction == .right || direction == .down
            if weight == .double {
                for (lane, side) in [(-1, first), (1, second)] {
                    let reach = doubleReach(side: side, first: first, second: second)
                    append(axis, column: column, row: row, lane: lane, heavy: false, towardsEnd: towardsEnd, reach: reach, color: color)
                }
            } else {
                let reach = singleReach(opposite: opposite, first: first, second: second)
                append(axis, column: column, row: row, lane: 0, heavy: weight == .heavy, towardsEnd: towardsEnd, reach: reach, color: color)
            }
        }
    }

    /// Half the width a crossing arm of `weight` occupies around the centre line.
    private func halfExtent(_ weight: LineWeight) -> Double {
        switch weight {
        case .none: 0
        case .light: metrics.lightStroke / 2
        case .heavy: metrics.heavyStroke / 2
        case .double: metrics.doubleOffset + metrics.lightStroke / 2
        }
    }

    /// How far past the centre a light or heavy arm reaches (negative: stops short of it),
    /// given the opposite arm and the two crossing arms.
    private func singleReach(opposite: LineWeight, first: LineWeight, second: LineWeight) -> Double {
        if first == .none && second == .none { return 0 }
        if first != .double && second != .double { return max(halfExtent(first), halfExtent(second)) }
        if opposite != .none { return 0 }  // ╪ ╫ ╥: crosses the double line
        if first != .none && second != .none { return nearStroke }  // ╟: ends at the nearer stroke
        return farStroke  // ╓: turns the corner onto the farther stroke
    }

    /// How far past the centre one stroke of a double arm reaches; `side` is the crossing arm
    /// on that stroke's side.
    private func doubleReach(side: LineWeight, first: LineWeight, second: LineWeight) -> Double {
        if first == .none && second == .none { return 0 }
        if first != .double && second != .double { return max(halfExtent(first), halfExtent(second)) }
        return side == .none ? farStroke : nearStroke
    }

    /// Reach that stops on the nearer stroke of a crossing double line.
    private var nearStroke: Double { -(metrics.doubleOffset - metrics.lightStroke / 2) }
    /// Reach that runs to the outer edge of the farther stroke of a crossing double line.
    private var farStroke: Double { metrics.doubleOffset + metrics.lightStroke / 2 }

    private func centre(column: Int) -> Double { Double(column) * metrics.cellWidth + metrics.centreX }
    private func centre(row: Int) -> Double { Double(row) * metrics.cellHeight + metrics.centreY }

    private mutating func append(
        _ axis: LineSegment.Axis, column: Int, row: Int, lane: Int, heavy: Bool,
        towardsEnd: Bool, reach: Double, color: RGB
    ) {
        let centre = axis == .horizontal ? centre(column: column) : centre(row: row)
        let cellStart = axis == .horizontal ? Double(column) * metrics.cellWidth : Double(row) * metrics.cellHeight
        let cellEnd = cellStart + (axis == .horizontal ? metrics.cellWidth : metrics.cellHeight)
        let (start, end) = towardsEnd ? (centre - reach, cellEnd) : (cellStart, centre + reach)
        segments.append(LineSegment(
            axis: axis, track: axis == .horizontal ? row : column, lane: lane,
            isHeavy: heavy, color: color, start: start, end: end
        ))
    }

    private mutating func addArc(_ arms: BoxArms, column: Int, row: Int, color: RGB) {
        let sx = arms.right != .none ? 1.0 : -1.0, sy = arms.down != .none ? 1.0 : -1.0
        let cx = centre(column: column), cy = centre(row: row)
        // Where the two arms leave the cell; the radius fits the shorter of them.
        let edgeX = Double(sx > 0 ? column + 1 : column) * metrics.cellWidth
        let edgeY = Double(sy > 0 ? row + 1 : row) * metrics.cellHeight
        let radius = min(abs(edgeX - cx), abs(edgeY - cy))
        // The straight remainder of each arm joins the neighbouring cell's line as a segment.
        if radius < abs(edgeX - cx) {
            let from = cx + sx * radius
            segments.append(LineSegment(axis: .horizontal, track: row, lane: 0, isHeavy: false, color: color, start: min(from, edgeX), end: max(from, edgeX)))
        }
        if radius < abs(edgeY - cy) {
            let from = cy + sy * radius
            segments.append(LineSegment(axis: .vertical, track: column, lane: 0, isHeavy: false, color: color, start: min(from, edgeY), end: max(from, edgeY)))
        }
        curves.append(.quarterArc(color: color, centerX: cx + sx * radius, centerY: cy + sy * radius, radius: radius, signX: sx, signY: sy))
    }

    private mutating func addDiagonals(rising: Bool, falling: Bool, column: Int, row: Int, color: RGB) {
        let left = Double(column) * metrics.cellWidth, right = Double(column + 1) * metrics.cellWidth
        let top = Double(row) * metrics.cellHeight, bottom = Double(row + 1) * metrics.cellHeight
        if rising { curves.append(.line(color: color, x0: left, y0: bottom, x1: right, y1: top)) }
        if falling { curves.append(.line(color: color, x0: left, y0: top, x1: right, y1: bottom)) }
    }
}
