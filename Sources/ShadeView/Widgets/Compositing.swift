import ShadeColor

extension Frame {
    /// Composites a translucent colour over every cell of `rect` (glyphs and grounds alike),
    /// as a scrim or a shadow dims what lies beneath.
    mutating func composite(_ color: RGBA, over rect: Rect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX {
                var cell = self[column, row]
                cell.style.background = color.composited(over: cell.style.background)
                cell.style.foreground = color.composited(over: cell.style.foreground)
                self[column, row] = cell
            }
        }
    }
}
