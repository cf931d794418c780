import ShadeColor
import ShadeTokens

/// One bar of a chart, grown from the bottom of its rectangle in eighths of a cell.
enum ChartBar {
    /// The glyphs of 0…8 eighths of a cell filled from the bottom.
    static let eighths: [Unicode.Scalar] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// Below this contrast against the chart's ground a bar's colour alone does not show
    /// where the bar is (the 1.5:1 a chart's non-text elements need at least to be seen).
    static let faintContrast = 1.5

    /// A bar of `eighths` eighths in `style`'s foreground, from the bottom of `rect`.
    static func draw(eighths total: Int, in rect: Rect, style: CellStyle, frame: inout Frame) {
        for level in 0..<rect.height {
            let filled = min(8, max(0, total - level * 8))
            guard filled > 0 else { break }
            frame.fill(Rect(x: rect.x, y: rect.maxY - 1 - level, width: rect.width, height: 1), with: eighths[filled], style: style)
        }
    }

    /// A bar in a chart palette's `color`, on the page. A colour the system chose that hardly
    /// differs from the page is kept, and the bar is outlined in the tertiary text colour so
    /// the chart still reads: whole cells of the colour, edged left and on top.
    static func draw(eighths total: Int, in rect: Rect, color: RGBA, frame: inout Frame, styles: Styles) {
        let ground = styles.theme[.backgroundPrimary]
        let rgb = color.isOpaque ? color.rgb : color.composited(over: ground)
        guard contrastRatio(rgb, ground) < faintContrast else {
            draw(eighths: total, in: rect, style: CellStyle(foreground: rgb, background: ground), frame: &frame)
            return
        }
        let cells = min(rect.height, max(total > 0 ? 1 : 0, (total + 4) / 8))
        let edge = styles.theme.color(.foregroundTertiary, over: rgb)
        for level in 0..<cells {
            let row = rect.maxY - 1 - level
            let top = level == cells - 1
            for x in rect.x..<rect.maxX {
                let glyph = top ? "▔" : x == rect.x ? "▏" : x == rect.maxX - 1 ? "▕" : " "
                frame.put(glyph, column: x, row: row, style: CellStyle(foreground: edge, background: rgb))
            }
        }
    }
}
