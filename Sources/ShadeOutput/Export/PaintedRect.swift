import ShadeColor
import ShadeExportGeometry

/// A filled rectangle on an integer grid (cells, or eighths of cells), half-open on both axes.
struct PaintedRect: Hashable, Sendable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int
    var color: RGB

    /// Fewest-element form of `rects`, covering exactly the same points in the same colours.
    ///
    /// Same-colour rectangles that touch along a whole side are joined: first horizontal
    /// runs (same rows), then equal runs stacked in consecutive rows. Input rectangles of
    /// different colours must not overlap. The result is sorted (colour, top, left) so the
    /// SVG is byte-for-byte stable.
    static func merged(_ rects: [PaintedRect]) -> [PaintedRect] {
        let runs = joined(rects, band: { ($0.color.packed, $0.y0, $0.y1) }, start: \.x0, end: \.x1) { run, next in
            run.x1 = max(run.x1, next.x1)
        }
        let stacks = joined(runs, band: { ($0.color.packed, $0.x0, $0.x1) }, start: \.y0, end: \.y1) { stack, next in
            stack.y1 = max(stack.y1, next.y1)
        }
        return stacks.sorted { a, b in
            (a.color.packed, a.y0, a.x0) < (b.color.packed, b.y0, b.x0)
        }
    }

    /// Joins rectangles of one band (same colour and cross extent) whose spans touch or overlap.
    private static func joined(
        _ rects: [PaintedRect],
        band: (PaintedRect) -> (UInt32, Int, Int),
        start: KeyPath<PaintedRect, Int>,
        end: KeyPath<PaintedRect, Int>,
        extend: (inout PaintedRect, PaintedRect) -> Void
    ) -> [PaintedRect] {
        let ordered = rects.sorted { a, b in
            let bandA = band(a), bandB = band(b)
            return (bandA.0, bandA.1, bandA.2, a[keyPath: start]) < (bandB.0, bandB.1, bandB.2, b[keyPath: start])
        }
        var result: [PaintedRect] = []
        result.reserveCapacity(ordered.count)
        for rect in ordered {
            if var last = result.last, band(last) == band(rect), rect[keyPath: start] <= last[keyPath: end] {
                extend(&last, rect)
                result[result.count - 1] = last
            } else {
                result.append(rect)
            }
        }
        return result
    }
}
