#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeColor

/// Display P3 components for colours wider than sRGB, for the writers that can say so
/// (asset catalogs' `display-p3`, CSS `color(display-p3 …)`, UIKit's `displayP3Red:`).
/// The matrices are CSS Color 4's (linear sRGB → XYZ D65 → linear P3).
public enum DisplayP3 {
    /// Gamma-encoded Display P3 red, green, blue of `value` (may lie outside 0…1 when the
    /// colour is wider than P3 too).
    public static func components(_ value: ColorSpaceValue) -> [Double] {
        let linear = value.linearSRGB
        let x = 0.41239079926595934 * linear.x + 0.357584339383878 * linear.y + 0.1804807884018343 * linear.z
        let y = 0.21263900587151027 * linear.x + 0.715168678767756 * linear.y + 0.07219231536073371 * linear.z
        let z = 0.01933081871559182 * linear.x + 0.11919477979462598 * linear.y + 0.9505321522496606 * linear.z
        let r = 2.493496911941425 * x - 0.9313836179191239 * y - 0.40271078445071684 * z
        let g = -0.8294889695615747 * x + 1.7626640603183463 * y + 0.023624685841943577 * z
        let b = 0.03584583024378447 * x - 0.07617238926804182 * y + 0.9568845240076872 * z
        return [r, g, b].map(encode)
    }

    /// Whether `color` should be written as Display P3: it has a wider original that lies
    /// outside sRGB.
    public static func isWide(_ color: ExportTheme.Color) -> Bool {
        guard let wide = color.wide else { return false }
        return wide.toSRGB().outOfGamut
    }

    private static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }
}
