extension RGB {
    /// WCAG 2.x relative luminance, 0 (black) … 1 (white): the Rec. 709 weights
    /// applied to linear-light channels.
    public var relativeLuminance: Double {
        let linear = SRGBTransfer.linear(self)
        return 0.2126 * linear.x + 0.7152 * linear.y + 0.0722 * linear.z
    }

    /// Whether this reads as a dark background (relative luminance below 0.18, the
    /// mid-grey point), used to tell a dark terminal from a light one.
    public var isDark: Bool { relativeLuminance < 0.18 }
}

/// The WCAG 2.x contrast ratio, 1…21, `(lighter + 0.05) / (darker + 0.05)`; the
/// order of the two colours does not matter.
public func contrastRatio(_ first: RGB, _ second: RGB) -> Double {
    let a = first.relativeLuminance
    let b = second.relativeLuminance
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
}
