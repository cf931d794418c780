import ShadeText

/// Contrast ratios as Shade shows them, on screen, in text and in JSON alike: cut to two
/// decimals, never rounded up, so a ratio never looks as if it passes when it does not
/// (4.499 shows as 4.49, not 4.50).
public enum RatioText {
    /// The value cut to hundredths.
    public static func hundredths(_ value: Double) -> Double {
        (value * 100).rounded(.down) / 100
    }

    /// The value with exactly two decimals, e.g. "4.49", "21.00".
    public static func text(_ value: Double) -> String {
        let hundredths = Int(clamping: (value * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
