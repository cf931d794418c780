#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A CIELAB colour relative to the D65 white (0.95047, 1, 1.08883), the reference
/// Shade uses to measure colour differences between sRGB colours.
public struct CIELab: Hashable, Sendable {
    /// Lightness, 0…100.
    public var l: Double
    /// Green (−) to red (+).
    public var a: Double
    /// Blue (−) to yellow (+).
    public var b: Double

    /// Creates a colour from its three coordinates.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// Converts an 8-bit sRGB colour through XYZ with the standard sRGB → XYZ matrix.
    public init(_ color: RGB) {
        let xyz = Self.linearSRGBToXYZ.transform(SRGBTransfer.linear(color)) / Self.whiteD65
        let epsilon = 216.0 / 24389
        let kappa = 24389.0 / 27
        func f(_ t: Double) -> Double {
            t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
        }
        let fx = f(xyz.x)
        let fy = f(xyz.y)
        let fz = f(xyz.z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    static let whiteD65 = SIMD3(0.95047, 1.0, 1.08883)

    /// The sRGB primaries with the D65 white (IEC 61966-2-1, as tabulated by Lindbloom).
    static let linearSRGBToXYZ = ColorMatrix(
        SIMD3(0.4124564, 0.3575761, 0.1804375),
        SIMD3(0.2126729, 0.7151522, 0.0721750),
        SIMD3(0.0193339, 0.1191920, 0.9503041)
    )
}
