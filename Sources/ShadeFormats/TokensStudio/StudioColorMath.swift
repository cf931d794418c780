#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeColor

/// Tokens Studio's colour modifiers (`$extensions["studio.tokens"].modify`), as its
/// style-dictionary transforms compute them with colorjs:
///
/// - `lighten` by a: LCH moves L a of the way to 100 and cuts chroma by a; HSL moves L a of
///   the way to 100; sRGB and P3 move each channel a of the way to 1.
/// - `darken` by a: LCH and HSL scale L (and LCH's chroma) by 1 − a; sRGB and P3 scale each
///   channel by 1 − a.
/// - `mix` with a colour by a: linear interpolation in the space (hue the shorter way; an
///   achromatic end takes the other's hue).
/// - `alpha`: sets the alpha.
enum StudioColorMath {
    /// The spaces the modifiers work in.
    enum Space: String {
        case srgb, hsl, lch, p3
    }

    /// Unclamped gamma-encoded sRGB components of `value`.
    static func srgb(_ value: ColorSpaceValue) -> SIMD3<Double> { value.unclampedSRGB }

    /// `color` (sRGB components) in `space`: [r,g,b], [h,s,l] (s,l 0–100, h nil when grey),
    /// [l,c,h] (D50 LCh, h nil when grey), or Display P3 [r,g,b]; nil when the components
    /// are no colour (a file's `lab(50 1e300 0)` overflows to infinity on the way).
    static func to(_ space: Space, _ rgb: SIMD3<Double>) -> [Double?]? {
        switch space {
        case .srgb: return [rgb.x, rgb.y, rgb.z]
        case .p3:
            guard let value = try? ColorSpaceValue(colorSpace: .srgb, components: [rgb.x, rgb.y, rgb.z]) else { return nil }
            return DisplayP3.components(value).map { $0 }
        case .hsl:
            let maximum = max(rgb.x, rgb.y, rgb.z), minimum = min(rgb.x, rgb.y, rgb.z)
            let lightness = (maximum + minimum) / 2
            let delta = maximum - minimum
            guard delta > 1e-9 else { return [nil, 0, lightness * 100] }
            let saturation = lightness == 0 || lightness == 1 ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
            var hue: Double
            switch maximum {
            case rgb.x: hue = (rgb.y - rgb.z) / delta + (rgb.y < rgb.z ? 6 : 0)
            case rgb.y: hue = (rgb.z - rgb.x) / delta + 2
            default: hue = (rgb.x - rgb.y) / delta + 4
            }
            hue *= 60
            return [hue, saturation * 100, lightness * 100]
        case .lch:
            let linear = SIMD3(decode(rgb.x), decode(rgb.y), decode(rgb.z))
            // linear sRGB → XYZ D65 → (Bradford) XYZ D50 → Lab D50.
            let x65 = 0.41239079926595934 * linear.x + 0.357584339383878 * linear.y + 0.1804807884018343 * linear.z
            let y65 = 0.21263900587151027 * linear.x + 0.715168678767756 * linear.y + 0.07219231536073371 * linear.z
            let z65 = 0.01933081871559182 * linear.x + 0.11919477979462598 * linear.y + 0.9505321522496606 * linear.z
            let x = 1.0479297925449969 * x65 + 0.022946870601609652 * y65 - 0.05019226628920524 * z65
            let y = 0.02962780877005599 * x65 + 0.9904344267538799 * y65 - 0.017073799063418826 * z65
            let z = -0.009243040646204504 * x65 + 0.015055191490298152 * y65 + 0.7518742814281371 * z65
            let white = SIMD3(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
            let epsilon = 216.0 / 24389, kappa = 24389.0 / 27
            func f(_ t: Double) -> Double { t > epsilon ? cbrt(t) : (kappa * t + 16) / 116 }
            let fx = f(x / white.x), fy = f(y / white.y), fz = f(z / white.z)
            let l = 116 * fy - 16, a = 500 * (fx - fy), b = 200 * (fy - fz)
            let chroma = (a * a + b * b).squareRoot()
            var hue = atan2(b, a) * 180 / .pi
            if hue < 0 { hue += 360 }
            return [l, chroma, chroma < 0.02 ? nil : hue]
        }
    }

    /// Back to a colour value.
    static func from(_ space: Space, _ components: [Double?], alpha: Double) -> ColorSpaceValue? {
        switch space {
        case .srgb: return try? ColorSpaceValue(colorSpace: .srgb, components: components, alpha: alpha)
        case .p3: return try? ColorSpaceValue(colorSpace: .displayP3, components: components, alpha: alpha)
        case .hsl: return try? ColorSpaceValue(colorSpace: .hsl, components: components, alpha: alpha)
        case .lch: return try? ColorSpaceValue(colorSpace: .lch, components: components, alpha: alpha)
        }
    }

    static func lighten(_ value: ColorSpaceValue, _ amount: Double, in space: Space) -> ColorSpaceValue? {
        guard var c = to(space, srgb(value)) else { return nil }
        switch space {
        case .lch:
            c[0] = min(100, c[0]! + (100 - c[0]!) * amount)
            c[1] = max(0, c[1]! - amount * c[1]!)
        case .hsl:
            c[2] = min(100, c[2]! + (100 - c[2]!) * amount)
        case .srgb, .p3:
            c = c.map { min(1, $0! + amount * (1 - $0!)) }
        }
        return from(space, c, alpha: value.alpha)
    }

    static func darken(_ value: ColorSpaceValue, _ amount: Double, in space: Space) -> ColorSpaceValue? {
        guard var c = to(space, srgb(value)) else { return nil }
        switch space {
        case .lch:
            c[0] = max(0, c[0]! - c[0]! * amount)
            c[1] = max(0, c[1]! - amount * c[1]!)
        case .hsl:
            c[2] = max(0, c[2]! - c[2]! * amount)
        case .srgb, .p3:
            c = c.map { max(0, $0! - amount * $0!) }
        }
        return from(space, c, alpha: value.alpha)
    }

    static func mix(_ value: ColorSpaceValue, with other: ColorSpaceValue, _ amount: Double, in space: Space) -> ColorSpaceValue? {
        guard let a = to(space, srgb(value)), let b = to(space, srgb(other)) else { return nil }
        let hueIndex: Int? = space == .hsl ? 0 : space == .lch ? 2 : nil
        var out: [Double?] = []
        for index in 0..<3 {
            switch (a[index], b[index]) {
            case (let x?, let y?):
                if index == hueIndex {
                    var delta = y - x
                    if delta > 180 { delta -= 360 } else if delta < -180 { delta += 360 }
                    out.append(x + delta * amount)
                } else {
                    out.append(x + (y - x) * amount)
                }
            case (let x?, nil): out.append(x)
            case (nil, let y?): out.append(y)
            case (nil, nil): out.append(nil)
            }
        }
        return from(space, out, alpha: value.alpha + (other.alpha - value.alpha) * amount)
    }

    /// Linear-light sRGB of one gamma-encoded component, sign kept (out-of-gamut values).
    static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// Evaluates a modifier amount: a number or simple arithmetic (`0.5 + 6 * 0.04`).
    static func evaluate(_ text: String) -> Double? {
        var parser = Arithmetic(Array(text.filter { !$0.isWhitespace }))
        guard let value = parser.sum(), parser.index == parser.characters.count, value.isFinite else { return nil }
        return value
    }

    /// `+ - * /` and parentheses over decimal numbers.
    struct Arithmetic {
        let characters: [Character]
        var index = 0
        var depth = 0

        init(_ characters: [Character]) { self.characters = characters }

        mutating func sum() -> Double? {
            guard var value = product() else { return nil }
            while index < characters.count, characters[index] == "+" || characters[index] == "-" {
                let plus = characters[index] == "+"
                index += 1
                guard let next = product() else { return nil }
                value = plus ? value + next : value - next
            }
            return value
        }

        mutating func product() -> Double? {
            guard var value = factor() else { return nil }
            while index < characters.count, characters[index] == "*" || characters[index] == "/" {
                let times = characters[index] == "*"
                index += 1
                guard let next = factor() else { return nil }
                value = times ? value * next : value / next
            }
            return value
        }

        mutating func factor() -> Double? {
            // Signs are counted in a loop, not by recursion: a file may write thousands.
            var negative = false
            while index < characters.count, characters[index] == "-" {
                negative.toggle()
                index += 1
            }
            guard index < characters.count else { return nil }
            if negative { return factor().map { -$0 } }
            if characters[index] == "(" {
                guard depth < 32 else { return nil }
                depth += 1
                index += 1
                let value = sum()
                guard index < characters.count, characters[index] == ")" else { return nil }
                index += 1
                depth -= 1
                return value
            }
            let start = index
            while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
            return Double(String(characters[start..<index]))
        }
    }
}
