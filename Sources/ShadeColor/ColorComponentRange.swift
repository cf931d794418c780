import ShadeText

/// Which values a colour component may take in the DTCG colour module (2025.10, which
/// follows CSS Color 4), so a reader can reject a component the module rules out.
public enum ColorComponentRange: Hashable, Sendable, CustomStringConvertible {
    /// A closed interval, e.g. 0…1 for RGB channels or 0…100 for CIELAB lightness.
    case closed(Double, Double)
    /// A hue angle in degrees: 0 ≤ h < 360.
    case hue
    /// Chroma: any number ≥ 0.
    case nonNegative
    /// Any finite number (Lab and Oklab a and b).
    case unbounded

    /// Whether `value` lies in the range.
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        switch self {
        case .closed(let low, let high): return value >= low && value <= high
        case .hue: return value >= 0 && value < 360
        case .nonNegative: return value >= 0
        case .unbounded: return true
        }
    }

    /// The range as a designer reads it, e.g. `0 to 1` or `0 to under 360`.
    public var description: String {
        switch self {
        case .closed(let low, let high): return "\(Self.text(low)) to \(Self.text(high))"
        case .hue: return "0 to under 360 (degrees)"
        case .nonNegative: return "0 or more"
        case .unbounded: return "any number"
        }
    }

    private static func text(_ value: Double) -> String {
        value.compactText
    }
}

extension ColorSpaceName {
    /// The ranges of the three components, in order, as the DTCG colour module lists them.
    /// XYZ is listed as 0…1 there, and Shade follows the module to the letter.
    public var componentRanges: [ColorComponentRange] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            return [.closed(0, 1), .closed(0, 1), .closed(0, 1)]
        case .hsl, .hwb:
            return [.hue, .closed(0, 100), .closed(0, 100)]
        case .lab:
            return [.closed(0, 100), .unbounded, .unbounded]
        case .lch:
            return [.closed(0, 100), .nonNegative, .hue]
        case .oklab:
            return [.closed(0, 1), .unbounded, .unbounded]
        case .oklch:
            return [.closed(0, 1), .nonNegative, .hue]
        }
    }

    /// The components' names, for messages (`chroma`, `hue`, …).
    public var componentNames: [String] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: return ["red", "green", "blue"]
        case .hsl: return ["hue", "saturation", "lightness"]
        case .hwb: return ["hue", "whiteness", "blackness"]
        case .lab, .oklab: return ["lightness", "a", "b"]
        case .lch, .oklch: return ["lightness", "chroma", "hue"]
        case .xyzD65, .xyzD50: return ["x", "y", "z"]
        }
    }
}

extension ColorSpaceValue {
    /// Linear-light sRGB before clamping (may lie outside 0…1), for precise work later
    /// (mixing, contrast) without the 8-bit rounding of ``toSRGB()``.
    public var linearSRGB: SIMD3<Double> {
        SRGBTransfer.decode(encodedSRGB)
    }

    /// Gamma-encoded sRGB before clamping (may lie outside 0…1).
    public var unclampedSRGB: SIMD3<Double> { encodedSRGB }
}
