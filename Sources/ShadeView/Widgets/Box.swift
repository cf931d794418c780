import ShadeTokens

/// Box-drawing borders. Corners are rounded when the radius token is at least 8 px (half a
/// cell's height): below that a terminal cell cannot show a curve, so they stay square.
public enum Box {
    /// The corner and edge glyphs of one border style.
    struct Glyphs {
        let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Unicode.Scalar
    }

    static let rounded = Glyphs(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
    static let square = Glyphs(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
    static let heavy = Glyphs(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃")

    /// The glyphs for a corner radius.
    static func glyphs(radius: Dimension) -> Glyphs { radius.pixels >= 8 ? rounded : square }

    /// Draws the border of `rect` in `style`; the inside is left as it is.
    static func draw(_ rect: Rect, in frame: inout Frame, glyphs: Glyphs, style: CellStyle) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        for x in rect.x + 1..<rect.maxX - 1 {
            frame.set(Cell(glyphs.horizontal, style: style), column: x, row: rect.y)
            frame.set(Cell(glyphs.horizontal, style: style), column: x, row: rect.maxY - 1)
        }
        for y in rect.y + 1..<rect.maxY - 1 {
            frame.set(Cell(glyphs.vertical, style: style), column: rect.x, row: y)
            frame.set(Cell(glyphs.vertical, style: style), column: rect.maxX - 1, row: y)
        }
        frame.set(Cell(glyphs.topLeft, style: style), column: rect.x, row: rect.y)
        frame.set(Cell(glyphs.topRight, style: style), column: rect.maxX - 1, row: rect.y)
        frame.set(Cell(glyphs.bottomLeft, style: style), column: rect.x, row: rect.maxY - 1)
        frame.set(Cell(glyphs.bottomRight, style: style), column: rect.maxX - 1, row: rect.maxY - 1)
    }

    /// A horizontal rule across `width` cells.
    static func rule(column: Int, row: Int, width: Int, in frame: inout Frame, style: CellStyle) {
        guard width > 0 else { return }
        frame.fill(Rect(x: column, y: row, width: width, height: 1), with: "─", style: style)
    }
}
