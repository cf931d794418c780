#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ColorSpaceValue {
    /// The colour in 8-bit sRGB: CSS Color 4 gamut-mapped (OKLCH chroma reduction) when
    /// it lies outside sRGB, with `outOfGamut` saying so and `clipped` holding what
    /// per-channel clamping would show instead.
    ///
    /// Conversions follow CSS Color 4: Lab and LCh are D50-relative and reach sRGB's
    /// D65 through the Bradford adaptation; Oklab goes through its LMS matrices.
    public func toSRGB() -> GamutMapped {
        GamutMapped(encodedSRGB: encodedSRGB, alpha: alpha)
    }

    /// Gamma-encoded sRGB, before clamping.
    var encodedSRGB: SIMD3<Double> {
        let value = resolvedComponents
        switch colorSpace {
        case .srgb:
            return value
        case .srgbLinear:
            return SRGBTransfer.encode(value)
        case .hsl:
            return CSSConversion.hslToSRGB(value)
        case .hwb:
            return CSSConversion.hwbToSRGB(value)
        case .lab:
            return CSSConversion.sRGB(fromXYZD50: CSSConversion.labToXYZD50(value))
        case .lch:
            return CSSConversion.sRGB(fromXYZD50: CSSConversion.labToXYZD50(CSSConversion.polarToRectangular(value)))
        case .oklab:
            return CSSConversion.sRGB(fromXYZD65: CSSConversion.oklabToXYZD65(value))
        case .oklch:
            return CSSConversion.sRGB(fromXYZD65: CSSConversion.oklabToXYZD65(CSSConversion.polarToRectangular(value)))
        case .displayP3:
            return CSSConversion.sRGB(fromXYZD65: CSSConversion.linearP3ToXYZD65.transform(SRGBTransfer.decode(value)))
        case .a98RGB, .prophotoRGB, .rec2020:
            return WideGamutRGB.encodedSRGB(value, in: colorSpace)
        case .xyzD65:
            return CSSConversion.sRGB(fromXYZD65: value)
        case .xyzD50:
            return CSSConversion.sRGB(fromXYZD50: value)
        }
    }
}

/// The conversion functions and matrices of CSS Color 4 (§ "Sample code for colour
/// conversions"), in the rational forms the specification gives.
enum CSSConversion {
    /// D50 white from its chromaticity (0.3457, 0.3585).
    static let whiteD50 = SIMD3(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

    /// Bradford chromatic adaptation, D50 → D65.
    static let bradfordD50ToD65 = ColorMatrix(
        SIMD3(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        SIMD3(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        SIMD3(0.012314014864481998, -0.020507649298898964, 1.330365926242124)
    )

    /// XYZ (D65) → linear-light sRGB.
    static let xyzD65ToLinearSRGB = ColorMatrix(
        SIMD3(12831 / 3959, -329 / 214, -1974 / 3959),
        SIMD3(-851781 / 878810, 1648619 / 878810, 36519 / 878810),
        SIMD3(705 / 12673, -2585 / 12673, 705 / 667)
    )

    /// XYZ (D50) → linear-light sRGB, folded once.
    static let xyzD50ToLinearSRGB = xyzD65ToLinearSRGB * bradfordD50ToD65

    /// Linear-light Display P3 → XYZ (D65).
    static let linearP3ToXYZD65 = ColorMatrix(
        SIMD3(608311 / 1250200, 189793 / 714400, 198249 / 1000160),
        SIMD3(35783 / 156275, 247089 / 357200, 198249 / 2500400),
        SIMD3(0, 32229 / 714400, 5220557 / 5000800)
    )

    /// Oklab → non-linear LMS.
    static let oklabToLMS = ColorMatrix(
        SIMD3(1, 0.3963377773761749, 0.2158037573099136),
        SIMD3(1, -0.1055613458156586, -0.0638541728258133),
        SIMD3(1, -0.0894841775298119, -1.2914855480194092)
    )

    /// Linear LMS → XYZ (D65).
    static let lmsToXYZD65 = ColorMatrix(
        SIMD3(1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        SIMD3(-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        SIMD3(-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)
    )

    static func sRGB(fromXYZD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
        SRGBTransfer.encode(xyzD65ToLinearSRGB.transform(xyz))
    }

    static func sRGB(fromXYZD50 xyz: SIMD3<Double>) -> SIMD3<Double> {
        SRGBTransfer.encode(xyzD50ToLinearSRGB.transform(xyz))
    }

    /// (lightness, chroma, hue°) → (lightness, a, b); shared by LCh and Oklch.
    static func polarToRectangular(_ lch: SIMD3<Double>) -> SIMD3<Double> {
        let radians = lch.z * .pi / 180
        return SIMD3(lch.x, lch.y * cos(radians), lch.y * sin(radians))
    }

    /// CIELAB (D50) → XYZ (D50) with the CIE's exact ε and κ.
    static func labToXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        func inverse(_ f: Double) -> Double {
            let cube = f * f * f
            return cube > epsilon ? cube : (116 * f - 16) / kappa
        }
        let y = lab.x > kappa * epsilon ? fy * fy * fy : lab.x / kappa
        return SIMD3(inverse(fx), y, inverse(fz)) * whiteD50
    }

    static func oklabToXYZD65(_ oklab: SIMD3<Double>) -> SIMD3<Double> {
        let lms = oklabToLMS.transform(oklab)
        return lmsToXYZD65.transform(lms * lms * lms)
    }

    /// CSS Color 4 `hslToRgb`, with saturation and lightness as 0…100.
    static func hslToSRGB(_ hsl: SIMD3<Double>) -> SIMD3<Double> {
        var hue = hsl.x.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        let saturation = hsl.y / 100
        let lightness = hsl.z / 100
        func channel(_ offset: Double) -> Double {
            let k = (offset + hue / 30).truncatingRemainder(dividingBy: 12)
            let spread = saturation * min(lightness, 1 - lightness)
            return lightness - spread * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    /// CSS Color 4 `hwbToRgb`, with whiteness and blackness as 0…100.
    static func hwbToSRGB(_ hwb: SIMD3<Double>) -> SIMD3<Double> {
        let white = hwb.y / 100
        let black = hwb.z / 100
        if white + black >= 1 {
            let grey = white / (white + black)
            return SIMD3(repeating: grey)
        }
        let pure = hslToSRGB(SIMD3(hwb.x, 100, 50))
        return pure * (1 - white - black) + white
    }
}
