import ShadeColor
import ShadeExportGeometry
import ShadeFrame

/// Box-drawing characters from ``BoxLineGeometry`` (the strokes the SVG export draws):
/// straight strokes as solid pixel rectangles, arcs and diagonals antialiased inside their cell.
struct LineRasterizer {
    let metrics: BoxLineMetrics

    /// Samples per pixel along each axis for arcs and diagonals.
    static let samples = 4

    func draw(_ frame: Frame, into image: inout RasterImage, originX: Int, originY: Int) {
        var geometry = BoxLineGeometry(metrics: metrics)
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let cell = frame[column, row]
                guard let glyph = BoxGlyph.of(cell.scalar) else { continue }
                geometry.add(glyph, column: column, row: row, color: cell.style.ink)
            }
        }
        for segment in geometry.segments {
            let box = rectangle(of: segment)
            image.fill(x0: originX + box.x0, y0: originY + box.y0, x1: originX + box.x1, y1: originY + box.y1, color: segment.color)
        }
        for curve in geometry.curves {
            draw(curve, into: &image, originX: originX, originY: originY)
        }
    }

    /// A pixel edge: the geometry puts every stroke edge on a whole pixel (see
    /// ``RasterMetrics/lineMetrics``); rounding absorbs floating-point error only.
    static func snap(_ value: Double) -> Int { Int((value + 0.5).rounded(.down)) }

    /// The pixels a straight stroke covers, in frame coordinates.
    func rectangle(of segment: LineSegment) -> PixelBox {
        let width = segment.isHeavy ? metrics.heavyStroke : metrics.lightStroke
        let offset = Double(segment.lane) * metrics.doubleOffset
        let start = Self.snap(segment.start), end = Self.snap(segment.end)
        switch segment.axis {
        case .horizontal:
            let centre = Double(segment.track) * metrics.cellHeight + metrics.centreY + offset
            return PixelBox(x0: start, y0: Self.snap(centre - width / 2), x1: end, y1: Self.snap(centre + width / 2))
        case .vertical:
            let centre = Double(segment.track) * metrics.cellWidth + metrics.centreX + offset
            return PixelBox(x0: Self.snap(centre - width / 2), y0: start, x1: Self.snap(centre + width / 2), y1: end)
        }
    }

    /// Arcs and diagonals by supersampled coverage, clipped to the cell they belong to.
    private func draw(_ curve: LineCurve, into image: inout RasterImage, originX: Int, originY: Int) {
        let half = metrics.lightStroke / 2
        let inside: (Double, Double) -> Bool
        let anchorX: Double, anchorY: Double
        switch curve {
        case .quarterArc(_, let ox, let oy, let radius, let sx, let sy):
            inside = { x, y in
                let dx = x - ox, dy = y - oy
                guard dx * sx <= 0, dy * sy <= 0 else { return false }
                return abs((dx * dx + dy * dy).squareRoot() - radius) <= half
            }
            (anchorX, anchorY) = (ox - sx * radius / 2, oy - sy * radius / 2)
        case .line(_, let x0, let y0, let x1, let y1):
            let length = ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot()
            inside = { x, y in abs((x - x0) * (y1 - y0) - (y - y0) * (x1 - x0)) / length <= half }
            (anchorX, anchorY) = ((x0 + x1) / 2, (y0 + y1) / 2)
        }
        // The cell the curve belongs to: the one holding a point well inside it.
        let column = Int((anchorX / metrics.cellWidth).rounded(.down)), row = Int((anchorY / metrics.cellHeight).rounded(.down))
        let cell = PixelBox(x0: Int(Double(column) * metrics.cellWidth), y0: Int(Double(row) * metrics.cellHeight),
                            x1: Int(Double(column + 1) * metrics.cellWidth), y1: Int(Double(row + 1) * metrics.cellHeight))
        let n = Self.samples
        for y in cell.y0..<cell.y1 {
            for x in cell.x0..<cell.x1 {
                var hits = 0
                for sy in 0..<n {
                    for sx in 0..<n where inside(Double(x) + (Double(sx) + 0.5) / Double(n), Double(y) + (Double(sy) + 0.5) / Double(n)) {
                        hits += 1
                    }
                }
                guard hits > 0 else { continue }
                image.blend(x: originX + x, y: originY + y, color: curve.color, coverage: (hits * 255 + n * n / 2) / (n * n))
            }
        }
    }
}
