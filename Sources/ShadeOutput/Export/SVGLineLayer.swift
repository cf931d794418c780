import ShadeColor
import ShadeExportGeometry
import ShadeFrame

/// Box-drawing characters as stroked paths: one `<path>` per colour and stroke width.
enum SVGLineLayer {
    /// Appends `<g class="lines">`, or nothing when the frame has no box-drawing characters.
    ///
    /// Touching strokes on the same row (or column) and lane are joined first, so a border
    /// of `─` is a single `M…H…` command; all strokes of one colour and width then share a
    /// path, which renderers fill as one shape, so joins show no anti-aliasing seams.
    static func append(_ frame: Frame, metrics: SVGCellMetrics, to output: inout String) {
        var geometry = BoxLineGeometry(metrics: metrics.lineMetrics)
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let cell = frame[column, row]
                guard let glyph = BoxGlyph.of(cell.scalar) else { continue }
                geometry.add(glyph, column: column, row: row, color: cell.style.ink)
            }
        }
        guard !geometry.segments.isEmpty || !geometry.curves.isEmpty else { return }

        struct Pen: Hashable, Comparable {
            var color: UInt32
            var isHeavy: Bool
            static func < (a: Pen, b: Pen) -> Bool { (a.color, a.isHeavy ? 1 : 0) < (b.color, b.isHeavy ? 1 : 0) }
        }
        var pathData: [Pen: String] = [:]
        for segment in joined(geometry.segments) {
            pathData[Pen(color: segment.color.packed, isHeavy: segment.isHeavy), default: ""] += command(for: segment, metrics: metrics)
        }
        for curve in geometry.curves {
            pathData[Pen(color: curve.color.packed, isHeavy: false), default: ""] += command(for: curve)
        }
        output += "<g class=\"lines\" fill=\"none\">\n"
        for pen in pathData.keys.sorted() {
            let width = pen.isHeavy ? metrics.heavyStroke : metrics.lightStroke
            output += "<path stroke=\"\(RGB(pen.color).hex)\" stroke-width=\"\(SVGNumber.format(width))\" d=\"\(pathData[pen]!)\"/>\n"
        }
        output += "</g>\n"
    }

    /// Segments with touching or overlapping extents on the same track, lane, weight and
    /// colour joined into one.
    static func joined(_ segments: [LineSegment]) -> [LineSegment] {
        let ordered = segments.sorted { a, b in
            (a.axis.rawValue, a.track, a.lane, a.isHeavy ? 1 : 0, a.color.packed, a.start)
                < (b.axis.rawValue, b.track, b.lane, b.isHeavy ? 1 : 0, b.color.packed, b.start)
        }
        // Ends are sums of the same cell sizes, so a tiny tolerance absorbs rounding only.
        let tolerance = 1e-6
        var result: [LineSegment] = []
        for segment in ordered {
            if var last = result.last, last.axis == segment.axis, last.track == segment.track, last.lane == segment.lane,
               last.isHeavy == segment.isHeavy, last.color == segment.color, segment.start <= last.end + tolerance {
                last.end = max(last.end, segment.end)
                result[result.count - 1] = last
            } else {
                result.append(segment)
            }
        }
        return result
    }

    /// The path command drawing an arc or a diagonal.
    private static func command(for curve: LineCurve) -> String {
        switch curve {
        case .quarterArc(_, let ox, let oy, let radius, let sx, let sy):
            let r = SVGNumber.format(radius)
            let sweep = sx * sy > 0 ? 0 : 1
            return "M\(SVGNumber.format(ox)) \(SVGNumber.format(oy - sy * radius))A\(r) \(r) 0 0 \(sweep) \(SVGNumber.format(ox - sx * radius)) \(SVGNumber.format(oy))"
        case .line(_, let x0, let y0, let x1, let y1):
            return "M\(SVGNumber.format(x0)) \(SVGNumber.format(y0))L\(SVGNumber.format(x1)) \(SVGNumber.format(y1))"
        }
    }

    /// The path command drawing one joined segment.
    private static func command(for segment: LineSegment, metrics: SVGCellMetrics) -> String {
        let offset = Double(segment.lane) * metrics.doubleOffset
        let start = SVGNumber.format(segment.start), end = SVGNumber.format(segment.end)
        switch segment.axis {
        case .horizontal:
            let y = SVGNumber.format(Double(segment.track) * metrics.cellHeight + metrics.lineMetrics.centreY + offset)
            return "M\(start) \(y)H\(end)"
        case .vertical:
            let x = SVGNumber.format(Double(segment.track) * metrics.cellWidth + metrics.lineMetrics.centreX + offset)
            return "M\(x) \(start)V\(end)"
        }
    }
}
