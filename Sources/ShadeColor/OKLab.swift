#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour in Oklab (Björn Ottosson, 2020), the perceptual space CSS Color 4 uses for
/// gamut mapping and `oklch()`. Lightness is 0…1.
public struct OKLab: Hashable, Sendable {
    /// Perceived lightness, 0 (black) … 1 (white).
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

    /// Converts linear-light sRGB (any range: out-of-gamut values convert too) through
    /// XYZ (D65) with CSS Color 4's matrices.
    public init(linearSRGB: SIMD3<Double>) {
        let lms = OKLabMatrices.xyzD65ToLMS.transform(OKLabMatrices.linearSRGBToXYZD65.transform(linearSRGB))
        let cubeRoot = SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z))
        let lab = OKLabMatrices.lmsToOKLab.transform(cubeRoot)
        self.init(l: lab.x, a: lab.y, b: lab.z)
    }

    /// Converts an 8-bit sRGB colour.
    public init(_ color: RGB) {
        self.init(linearSRGB: SRGBTransfer.linear(color))
    }

    /// Linear-light sRGB, unclamped.
    public var linearSRGB: SIMD3<Double> {
        CSSConversion.xyzD65ToLinearSRGB.transform(CSSConversion.oklabToXYZD65(SIMD3(l, a, b)))
    }

    /// Gamma-encoded sRGB, unclamped (channels outside 0…1 mean out of gamut).
    public var encodedSRGB: SIMD3<Double> { SRGBTransfer.encode(linearSRGB) }

    /// The polar form.
    public var lch: OKLCh {
        let chroma = hypot(a, b)
        var hue = atan2(b, a) * 180 / .pi
        if hue < 0 { hue += 360 }
        return OKLCh(l: l, c: chroma, h: hue)
    }

    /// Euclidean distance in Oklab: CSS Color 4's ΔEOK (about 0.02 is just noticeable).
    public func deltaEOK(_ other: OKLab) -> Double {
        let dl = l - other.l, da = a - other.a, db = b - other.b
        return (dl * dl + da * da + db * db).squareRoot()
    }
}

/// Oklab in polar form: lightness 0…1, chroma (0 … about 0.4), hue in degrees.
public struct OKLCh: Hashable, Sendable {
    /// Lightness, 0…1.
    public var l: Double
    /// Chroma, 0 and up.
    public var c: Double
    /// Hue angle in degrees, 0..<360.
    public var h: Double

    /// Creates a colour from lightness, chroma and hue.
    public init(l: Double, c: Double, h: Double) {
        self.l = l
        self.c = c
        self.h = h
    }

    /// The rectangular form.
    public var lab: OKLab {
        let radians = h * .pi / 180
        return OKLab(l: l, a: c * cos(radians), b: c * sin(radians))
    }
}

/// The matrices of CSS Color 4's sample code that Oklab needs beyond `CSSConversion`'s.
enum OKLabMatrices {
    /// Linear-light sRGB → XYZ (D65), in CSS Color 4's rational form.
    static let linearSRGBToXYZD65 = ColorMatrix(
        SIMD3(506752 / 1228815, 87881 / 245763, 12673 / 70218),
        SIMD3(87098 / 409605, 175762 / 245763, 12673 / 175545),
        SIMD3(7918 / 409605, 87881 / 737289, 1001167 / 1053270)
    )

    /// XYZ (D65) → linear LMS.
    static let xyzD65ToLMS = ColorMatrix(
        SIMD3(0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        SIMD3(0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        SIMD3(0.0481771893596242, 0.2642395317527308, 0.6335478284694309)
    )

    /// Non-linear (cube-rooted) LMS → Oklab.
    static let lmsToOKLab = ColorMatrix(
        SIMD3(0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        SIMD3(1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        SIMD3(0.0259040424655478, 0.7827717124575296, -0.8086757549230774)
    )
}
