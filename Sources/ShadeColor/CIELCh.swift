#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A CIE LCh(ab) colour relative to the D65 white, as the ColorTokensKit palettes
/// behind Shade's themes are written (not the D50 `lch` of DTCG and CSS).
public struct CIELCh: Hashable, Sendable {
    /// Lightness, 0…100.
    public var l: Double
    /// Chroma, 0…about 128.
    public var c: Double
    /// Hue in degrees; any value, wrapped to 0…360.
    public var h: Double

    /// Creates a colour from lightness, chroma and hue (degrees).
    public init(l: Double, c: Double, h: Double) {
        self.l = l
        self.c = c
        self.h = h
    }

    /// The colour in 8-bit sRGB exactly as ColorTokensKit computes it, so hex values
    /// match the published palettes: its D65 white (0.95047, 1, 1.08883), its inverse
    /// f with 7.787036, its XYZ → sRGB matrix, the sRGB transfer function, then
    /// per-channel clamping and `round(v * 255)`.
    public func srgbD65() -> GamutMapped {
        let radians = h * .pi / 180
        let fy = (l + 16) / 116
        let fx = fy + c * cos(radians) / 500
        let fz = fy - c * sin(radians) / 200
        func inverse(_ f: Double) -> Double {
            let cube = f * f * f
            return cube > 0.008856 ? cube : (f - 16.0 / 116) / 7.787036
        }
        let xyz = SIMD3(inverse(fx), inverse(fy), inverse(fz)) * Self.whiteD65
        return GamutMapped(encodedSRGB: SRGBTransfer.encode(Self.xyzToLinearSRGB.transform(xyz)), alpha: 1)
    }

    static let whiteD65 = SIMD3(0.95047, 1.0, 1.08883)

    static let xyzToLinearSRGB = ColorMatrix(
        SIMD3(3.2404542, -1.5371385, -0.4985314),
        SIMD3(-0.9692660, 1.8760108, 0.0415560),
        SIMD3(0.0556434, -0.2040259, 1.0572252)
    )
}
