import ShadeColor
import ShadeText

/// The range each kind of number in a theme file must lie in. Loading checks every number
/// it reads against these, once, and refuses the token with a diagnostic otherwise, so the
/// layers above only ever meet sane values (README: "Numbers a theme may use").
enum NumberRange {
    /// Any length, in px after converting rem at 16 px: far beyond any screen, yet small
    /// enough that cells, SVG coordinates and integer arithmetic stay exact.
    static let dimensionPixels: ClosedRange<Double> = -100_000...100_000

    /// A shadow's blur radius: a length that cannot be negative.
    static let blurPixels: ClosedRange<Double> = 0...dimensionPixels.upperBound

    /// `$extensions.dev.shade.opacity` and a colour's `alpha`.
    static let unit: ClosedRange<Double> = 0...1

    /// Hue angles: any angle of up to ten turns either way (they are taken modulo 360°).
    static let hue: ClosedRange<Double> = -3600...3600

    /// Each component a colour space accepts, with its name for diagnostics. A value may lie
    /// beyond the nominal range by up to one nominal span (it is then clamped into sRGB and
    /// flagged out of gamut); further out is taken for a mistake.
    static func components(of space: ColorSpaceName) -> [(name: String, range: ClosedRange<Double>)] {
        let channel: ClosedRange<Double> = -1...2
        let percent: ClosedRange<Double> = -100...200
        switch space {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            return [("red", channel), ("green", channel), ("blue", channel)]
        case .xyzD65, .xyzD50:
            return [("x", channel), ("y", channel), ("z", channel)]
        case .hsl:
            return [("hue", hue), ("saturation", percent), ("lightness", percent)]
        case .hwb:
            return [("hue", hue), ("whiteness", percent), ("blackness", percent)]
        case .lab:
            return [("lightness", percent), ("a", -1000...1000), ("b", -1000...1000)]
        case .lch:
            return [("lightness", percent), ("chroma", -1000...1000), ("hue", hue)]
        case .oklab:
            return [("lightness", channel), ("a", -10...10), ("b", -10...10)]
        case .oklch:
            return [("lightness", channel), ("chroma", -10...10), ("hue", hue)]
        }
    }

    /// "−100000…100000", the way diagnostics show a range.
    static func text(_ range: ClosedRange<Double>) -> String {
        "\(signed(range.lowerBound))…\(signed(range.upperBound))"
    }

    /// A number with a real minus sign, as the other range texts ("0…1") are typeset.
    static func signed(_ value: Double) -> String {
        value < 0 ? "−" + (-value).compactText : value.compactText
    }
}
