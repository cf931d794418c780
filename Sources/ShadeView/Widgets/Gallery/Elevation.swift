import ShadeColor
import ShadeTokens

/// Card elevation, as seed 000 describes it: a shadow in light mode, blended over whatever
/// lies beneath; in dark mode the shadow token is transparent and nothing is drawn.
enum Elevation {
    /// Darkens the cells a shadow falls on: one row below and one column to the right of
    /// `rect`, offset like the token says, plus a fainter outer band when the blur is wide;
    /// nothing outside `clip`.
    static func drawShadow(_ shadow: Shadow?, under rect: Rect, clip: Rect, in frame: inout Frame) {
        guard let shadow, shadow.isVisible, !rect.isEmpty else { return }
        // A cell is coarse: any offset shows as at least one cell, so the shadow is seen.
        let dx = max(1, shadow.offsetX.columns), dy = max(1, shadow.offsetY.rows)
        let near = Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
        blend(shadow.color, into: near.intersection(clip), excluding: rect, in: &frame)
        if shadow.blur.pixels >= 12 {
            // A wide blur spreads the shadow: a second, half-strength band softens the edge.
            let far = Rect(x: near.x + 1, y: near.y, width: near.width, height: near.height)
            var faint = shadow.color
            faint.alpha /= 2
            blend(faint, into: far.intersection(clip), excluding: rect.union(near), in: &frame)
        }
    }

    private static func blend(_ color: RGBA, into area: Rect, excluding covered: Rect, in frame: inout Frame) {
        let clipped = area.intersection(frame.drawingArea)
        guard !clipped.isEmpty else { return }
        for row in clipped.y..<clipped.maxY {
            for column in clipped.x..<clipped.maxX where !covered.contains(column: column, row: row) {
                var cell = frame[column, row]
                cell.style.background = color.composited(over: cell.style.background)
                cell.style.foreground = color.composited(over: cell.style.foreground)
                frame[column, row] = cell
            }
        }
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = min(x, other.x), top = min(y, other.y)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }
}
