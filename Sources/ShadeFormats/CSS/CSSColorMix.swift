#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeColor

/// CSS Color 5 `color-mix(in <space> [<hue-method> hue], <color> [<p>], <color> [<p>])`, which
/// Tailwind v4 and shadcn/ui write for their translucent and in-between colours. Read to the
/// letter of CSS Color 5 § 3: percentages normalised (both omitted: 50 % each; one omitted: the
/// rest of 100 %; a sum under 100 % scales the alpha), interpolation in the named space with
/// premultiplied alpha, and hue by the named method (shorter by default).
enum CSSColorMix {
    /// The interpolation spaces read: rectangular ones and the polar ones whose hue is interpolated.
    enum Space: String {
        case srgb, srgbLinear = "srgb-linear", displayP3 = "display-p3", lab, oklab, hsl, lch, oklch

        /// The index of the hue among the components, for polar spaces.
        var hueIndex: Int? {
            switch self {
            case .hsl: 0
            case .lch, .oklch: 2
            case .srgb, .srgbLinear, .displayP3, .lab, .oklab: nil
            }
        }
    }

    /// How a hue travels from the first colour to the second.
    enum HueMethod: String {
        case shorter, longer, increasing, decreasing
    }

    /// The mixed colour of `arguments` (the function's component values, `var()`s resolved);
    /// `parse` reads each colour argument.
    static func mix(_ arguments: [CSSComponent], parse: ([CSSComponent]) -> ColorSpaceValue?) throws(FormatProblem) -> ColorSpaceValue {
        let parts = CSSReader.split(arguments).map { $0.filter { !$0.isWhitespace } }
        guard parts.count == 3 else { throw FormatProblem("color-mix() takes an interpolation space and two colours") }
        let (space, hue) = try interpolation(parts[0])
        let (first, p1) = try colour(parts[1], parse: parse)
        let (second, p2) = try colour(parts[2], parse: parse)
        // § 3.1: normalise the percentages.
        var w1 = p1 ?? (p2.map { 100 - $0 } ?? 50), w2 = p2 ?? (p1.map { 100 - $0 } ?? 50)
        guard w1 >= 0, w2 >= 0, w1 <= 100, w2 <= 100 else { throw FormatProblem("a percentage must be 0 % to 100 %") }
        let sum = w1 + w2
        guard sum > 0 else { throw FormatProblem("the percentages add up to 0 %") }
        let alphaScale = sum < 100 ? sum / 100 : 1
        w1 /= sum
        w2 /= sum
        guard let a = components(first, in: space), let b = components(second, in: space) else {
            throw FormatProblem("a colour cannot be carried into \(space.rawValue)")
        }
        // § 3.3 with CSS Color 4 § 12.3: premultiplied alpha, hue not premultiplied.
        let alpha = first.alpha * w1 + second.alpha * w2
        var mixed: [Double?] = []
        for index in 0..<3 {
            let (x, y) = (a[index], b[index])
            if index == space.hueIndex {
                switch (x, y) {
                case (let x?, let y?): mixed.append(mixHue(x, y, w2, method: hue))
                case (let x?, nil): mixed.append(x)
                case (nil, let y?): mixed.append(y)
                case (nil, nil): mixed.append(nil)
                }
                continue
            }
            // A missing component takes the other colour's (CSS Color 4 § 4.4).
            let px = (x ?? y ?? 0) * first.alpha, py = (y ?? x ?? 0) * second.alpha
            let premultiplied = px * w1 + py * w2
            mixed.append(alpha > 0 ? premultiplied / alpha : 0)
        }
        return try value(mixed, in: space, alpha: min(1, max(0, alpha * alphaScale)))
    }

    /// `in oklch`, `in hsl longer hue`.
    private static func interpolation(_ part: [CSSComponent]) throws(FormatProblem) -> (Space, HueMethod) {
        let words = part.compactMap { component -> String? in
            if case .token(let token) = component, case .ident(let word) = token.kind { return word.lowercased() }
            return nil
        }
        guard words.count == part.count, words.first == "in", words.count >= 2 else {
            throw FormatProblem("color-mix() starts with `in` and a colour space")
        }
        guard let space = Space(rawValue: words[1]) else { throw FormatProblem("color-mix() cannot interpolate in \(words[1])") }
        guard words.count > 2 else { return (space, .shorter) }
        guard space.hueIndex != nil, words.count == 4, words[3] == "hue", let method = HueMethod(rawValue: words[2]) else {
            throw FormatProblem("a hue method (`shorter hue`) follows a polar space only")
        }
        return (space, method)
    }

    /// A colour argument and its percentage, in either order.
    private static func colour(_ part: [CSSComponent], parse: ([CSSComponent]) -> ColorSpaceValue?) throws(FormatProblem) -> (ColorSpaceValue, Double?) {
        var percentage: Double?
        var rest: [CSSComponent] = []
        for component in part {
            if case .token(let token) = component, case .percentage(let value) = token.kind, percentage == nil {
                percentage = value
            } else {
                rest.append(component)
            }
        }
        guard rest.count == 1, let colour = parse(rest) else { throw FormatProblem("each colour-mix() argument is one colour and a percentage") }
        return (colour, percentage)
    }

    /// `value`'s components in `space`, nil where a hue is undefined (a grey); nil when they overflow.
    private static func components(_ value: ColorSpaceValue, in space: Space) -> [Double?]? {
        let rgb = StudioColorMath.srgb(value)
        let linear = SIMD3(StudioColorMath.decode(rgb.x), StudioColorMath.decode(rgb.y), StudioColorMath.decode(rgb.z))
        let result: [Double?]?
        switch space {
        case .srgb: result = [rgb.x, rgb.y, rgb.z]
        case .srgbLinear: result = [linear.x, linear.y, linear.z]
        case .displayP3: result = StudioColorMath.to(.p3, rgb)
        case .hsl: result = StudioColorMath.to(.hsl, rgb)
        case .lch: result = StudioColorMath.to(.lch, rgb)
        case .lab:
            guard let lch = StudioColorMath.to(.lch, rgb), let l = lch[0], let c = lch[1] else { return nil }
            let h = (lch[2] ?? 0) * .pi / 180
            result = [l, c * cos(h), c * sin(h)]
        case .oklab, .oklch:
            let lab = OKLab(linearSRGB: linear)
            if space == .oklab { result = [lab.l, lab.a, lab.b]; break }
            let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
            var hue = atan2(lab.b, lab.a) * 180 / .pi
            if hue < 0 { hue += 360 }
            result = [lab.l, chroma, chroma < 1e-4 ? nil : hue]
        }
        guard let result, result.allSatisfy({ $0.map(\.isFinite) ?? true }) else { return nil }
        return result
    }

    /// The hue `amount` of the way from `x` to `y`, travelling as `method` says.
    private static func mixHue(_ x: Double, _ y: Double, _ amount: Double, method: HueMethod) -> Double {
        var from = x.truncatingRemainder(dividingBy: 360), to = y.truncatingRemainder(dividingBy: 360)
        if from < 0 { from += 360 }
        if to < 0 { to += 360 }
        let delta = to - from
        switch method {
        case .shorter:
            if delta > 180 { from += 360 } else if delta < -180 { to += 360 }
        case .longer:
            if delta > 0, delta < 180 { from += 360 } else if delta > -180, delta <= 0 { to += 360 }
        case .increasing:
            if delta < 0 { to += 360 }
        case .decreasing:
            if delta > 0 { from += 360 }
        }
        var hue = (from + (to - from) * amount).truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        return hue
    }

    /// The colour of `components` in `space`, whose name is its DTCG colour space's.
    private static func value(_ components: [Double?], in space: Space, alpha: Double) throws(FormatProblem) -> ColorSpaceValue {
        guard let name = ColorSpaceName(rawValue: space.rawValue),
              let value = try? ColorSpaceValue(colorSpace: name, components: components, alpha: alpha) else {
            throw FormatProblem("the mixed colour is out of range")
        }
        return value
    }
}
