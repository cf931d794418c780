public import ShadeColor
public import ShadeFrame

extension Cell {
    /// The colour that fills the whole cell: its background, or for a full block or shade
    /// (█ ░ ▒ ▓) the ink composited over it, so a swatch is one flat colour in every export.
    public var fillColor: RGB {
        if case .fill(let opacity) = BlockGlyph.of(scalar) {
            return RGBA(style.ink, alpha: opacity).composited(over: style.background)
        }
        return style.background
    }

    /// Whether the cell is drawn as a font glyph: not blank, not the right half of a wide
    /// glyph, and neither a box-drawing nor a block character (those are geometry).
    public var isTextGlyph: Bool {
        scalar != " " && !isContinuation && BoxGlyph.of(scalar) == nil && BlockGlyph.of(scalar) == nil
    }
}

/// Where underline and strikethrough bars sit, relative to the font size and baseline.
public enum DecorationGeometry {
    /// Thickness of the bars.
    public static func thickness(fontSize: Double) -> Double { max(1, fontSize / 14) }
    /// Top of the underline bar, measured from the cell top.
    public static func underlineTop(baseline: Double, fontSize: Double) -> Double { baseline + fontSize * 0.1 }
    /// Top of the strikethrough bar, measured from the cell top (about the middle of the x-height).
    public static func strikethroughTop(baseline: Double, fontSize: Double) -> Double { baseline - fontSize * 0.3 }
}
