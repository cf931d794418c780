public import ShadeColor
public import ShadeFrame

extension CellStyle {
    /// How much of the foreground a dim cell shows over its background.
    public static let dimOpacity = 0.6

    /// The colour glyphs, lines and blocks are drawn in: the foreground, composited at
    /// ``dimOpacity`` over the background when dim, so the export stays opaque and states
    /// the exact colour instead of leaving it to the viewer's idea of "faint".
    public var ink: RGB {
        attributes.contains(.dim) ? RGBA(foreground, alpha: CellStyle.dimOpacity).composited(over: background) : foreground
    }
}

extension RGB {
    /// The colour as `0xRRGGBB`: a cheap sort and dictionary key that orders like `hex`.
    public var packed: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }
}
