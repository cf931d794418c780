/// The colour spaces of the DTCG 2025.10 colour module, by their `colorSpace` string.
///
/// Component ranges follow the DTCG module (which follows CSS Color 4).
public enum ColorSpaceName: String, CaseIterable, Hashable, Sendable {
    /// Gamma-encoded sRGB; red, green, blue 0…1.
    case srgb
    /// Linear-light sRGB; red, green, blue 0…1.
    case srgbLinear = "srgb-linear"
    /// sRGB as hue (degrees), saturation 0…100, lightness 0…100.
    case hsl
    /// sRGB as hue (degrees), whiteness 0…100, blackness 0…100.
    case hwb
    /// CIELAB relative to D50: L 0…100, a and b unbounded (about ±125).
    case lab
    /// CIE LCh relative to D50: L 0…100, chroma ≥ 0, hue in degrees.
    case lch
    /// Oklab: L 0…1, a and b about ±0.4.
    case oklab
    /// Oklch: L 0…1, chroma ≥ 0 (about 0…0.4), hue in degrees.
    case oklch
    /// Display P3 with the sRGB transfer function; red, green, blue 0…1.
    case displayP3 = "display-p3"
    /// Adobe RGB (1998) compatible, D65, gamma 563/256; red, green, blue 0…1.
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB, D50 (adapted to D65 by Bradford), gamma 1.8; red, green, blue 0…1.
    case prophotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020, D65, with its own transfer function; red, green, blue 0…1.
    case rec2020
    /// CIE XYZ relative to D65; Y of white is 1.
    case xyzD65 = "xyz-d65"
    /// CIE XYZ relative to D50; Y of white is 1.
    case xyzD50 = "xyz-d50"

    /// Reads a DTCG `colorSpace` string (exact, lower-case, e.g. `"display-p3"`).
    public init(dtcgName: String) throws(ColorParseError) {
        guard let name = ColorSpaceName(rawValue: dtcgName) else { throw .unknownColorSpace(dtcgName) }
        self = name
    }

    /// The string a DTCG file uses for this space.
    public var dtcgName: String { rawValue }
}
