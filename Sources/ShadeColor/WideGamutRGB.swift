#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The three RGB spaces of CSS Color 4 beyond sRGB and Display P3: `a98-rgb`,
/// `prophoto-rgb` and `rec2020`, with the matrices and transfer functions of its sample code.
///
/// Every transfer function is extended to negative values by reflection, as CSS Color 4
/// does, so the result only leaves sRGB's gamut where the colour really does.
enum WideGamutRGB {
    /// Gamma-encoded sRGB (before clamping) of `components` written in `space`.
    static func encodedSRGB(_ components: SIMD3<Double>, in space: ColorSpaceName) -> SIMD3<Double> {
        switch space {
        case .a98RGB:
            return CSSConversion.sRGB(fromXYZD65: linearA98ToXYZD65.transform(map(components, a98Decode)))
        case .prophotoRGB:
            return CSSConversion.sRGB(fromXYZD50: linearProPhotoToXYZD50.transform(map(components, proPhotoDecode)))
        case .rec2020:
            return CSSConversion.sRGB(fromXYZD65: linearRec2020ToXYZD65.transform(map(components, rec2020Decode)))
        default:
            preconditionFailure("\(space.rawValue) is not one of the wide-gamut RGB spaces")
        }
    }

    /// Linear-light a98-rgb → XYZ (D65), in CSS Color 4's rational form.
    static let linearA98ToXYZD65 = ColorMatrix(
        SIMD3(573536 / 994567, 263643 / 1420810, 187206 / 994567),
        SIMD3(591459 / 1989134, 6239551 / 9945670, 374412 / 4972835),
        SIMD3(53769 / 1989134, 351524 / 4972835, 4929758 / 4972835)
    )

    /// Linear-light prophoto-rgb → XYZ (D50); ProPhoto's white is D50, so no adaptation here.
    static let linearProPhotoToXYZD50 = ColorMatrix(
        SIMD3(0.7977666449006423, 0.13518129740053308, 0.0313477341283922),
        SIMD3(0.2880748288194013, 0.711835234241873, 0.00008993693872564),
        SIMD3(0, 0, 0.8251046025104602)
    )

    /// Linear-light rec2020 → XYZ (D65), in CSS Color 4's rational form.
    static let linearRec2020ToXYZD65 = ColorMatrix(
        SIMD3(63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314),
        SIMD3(26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157),
        SIMD3(0, 19567812 / 697040785, 295819943 / 278816314)
    )

    /// a98-rgb: a pure power curve, exponent 563/256.
    static func a98Decode(_ encoded: Double) -> Double {
        let linear = pow(Swift.abs(encoded), 563.0 / 256)
        return encoded < 0 ? -linear : linear
    }

    /// prophoto-rgb: gamma 1.8 with a linear toe below 16/512.
    static func proPhotoDecode(_ encoded: Double) -> Double {
        let magnitude = Swift.abs(encoded)
        if magnitude <= 16.0 / 512 { return encoded / 16 }
        let linear = pow(magnitude, 1.8)
        return encoded < 0 ? -linear : linear
    }

    /// rec2020: ITU-R BT.2020's curve with its exact α and β.
    static func rec2020Decode(_ encoded: Double) -> Double {
        let alpha = 1.09929682680944
        let beta = 0.018053968510807
        let magnitude = Swift.abs(encoded)
        if magnitude < beta * 4.5 { return encoded / 4.5 }
        let linear = pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
        return encoded < 0 ? -linear : linear
    }

    private static func map(_ value: SIMD3<Double>, _ transfer: (Double) -> Double) -> SIMD3<Double> {
        SIMD3(transfer(value.x), transfer(value.y), transfer(value.z))
    }
}
