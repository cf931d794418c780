import ShadeColor
import ShadeText

/// A length from a dimension token, in CSS pixels.
public struct Dimension: Hashable, Sendable {
    /// The length in px (`rem` values are converted at 16 px).
    public var pixels: Double

    /// Creates a length.
    public init(pixels: Double) { self.pixels = pixels }

    /// Columns this length spans in a terminal whose cells are about 8 px wide.
    public var columns: Int { Int(clamping: (sanePixels / 8).rounded()) }
    /// Rows this length spans in a terminal whose cells are about 16 px tall.
    public var rows: Int { Int(clamping: (sanePixels / 16).rounded()) }

    /// The length brought into the range loading accepts (NaN as 0), so that cell counts
    /// stay small enough for the layout's integer arithmetic even for a value built in code.
    private var sanePixels: Double {
        pixels.isNaN ? 0 : min(max(pixels, NumberRange.dimensionPixels.lowerBound), NumberRange.dimensionPixels.upperBound)
    }
}

/// The spacing scale, xxxs 2 px … xxxl 64 px.
public enum SpacingToken: String, CaseIterable, Sendable {
    case xxxs, xxs, xs, sm, md, lg, xl, xxl, xxxl
}

/// The radius scale, sm 4 px … full.
public enum RadiusToken: String, CaseIterable, Sendable {
    case sm, md, lg, xl, xxl, full
}

/// Elevation levels, each with a colour per appearance (none in dark).
public enum ShadowToken: String, CaseIterable, Sendable {
    case sm, md, lg
}

/// A resolved shadow: colour with opacity, offset and blur, in px.
public struct Shadow: Hashable, Sendable {
    /// The shadow colour with its opacity; fully transparent means no shadow.
    public var color: RGBA
    /// Horizontal offset.
    public var offsetX: Dimension
    /// Vertical offset.
    public var offsetY: Dimension
    /// Blur radius.
    public var blur: Dimension
    /// Spread.
    public var spread: Dimension

    /// Whether the shadow draws anything at all.
    public var isVisible: Bool { color.alpha > 0 }
}
