import ShadeColor
import ShadeTokens

/// Parses a CSS Color 4 `<color>`: hex (3, 4, 6, 8 digits), named colours, `transparent`,
/// `rgb()`/`rgba()`, `hsl()`/`hsla()` (modern and legacy comma forms), `hwb()`, `lab()`,
/// `lch()`, `oklab()`, `oklch()` and `color(space …)` with `none`, percentages, angles
/// (deg, rad, grad, turn), components written as `calc()`, `min()`, `max()` or `clamp()` (``CSSCalc``)
/// and `/ alpha`; and CSS Color 5's `color-mix()` (``CSSColorMix``). Percentages scale by the reference ranges of
/// CSS Color 4 (e.g. 100 % is 125 for lab's a, 0.4 for oklch's chroma).
package enum CSSColorParser {
    /// A parsed colour: its value in its own space (what a wide-gamut writer keeps) and sRGB.
    struct Parsed: Equatable {
        var value: ColorSpaceValue
        var srgb: GamutMapped
    }

    /// Whether `components` is a single function or hash/ident that CSS would read as a colour
    /// attempt (so a failure is worth reporting rather than "not a colour value").
    static func looksLikeColor(_ components: [CSSComponent]) -> Bool {
        let list = components.filter { !$0.isWhitespace }
        guard list.count == 1 else { return false }
        switch list[0] {
        case .function(let name, _, _): return functions.contains(name.lowercased())
        case .token(let token):
            if case .hash = token.kind { return true }
            return false
        default: return false
        }
    }

    /// The names of CSS's colour functions, lowercased.
    package static let functions: Set<String> = ["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix"]

    /// The function whose components `text` separates with commas where CSS takes only
    /// spaces (`oklch` in `oklch(0.58, 0.13, 240)`), for the deviation a token file is told of.
    static func commasInModernSyntax(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "("), text.contains(",") else { return nil }
        let name = String(text[..<open]).trimmingCharacters(in: " ").lowercased()
        return functions.subtracting(["rgb", "rgba", "hsl", "hsla", "color-mix"]).contains(name) ? name : nil
    }

    /// Parses `components` (whitespace around is ignored); nil when they are not a colour at all
    /// (a length, a keyword), a failure when they try to be one and are wrong.
    /// `commasEverywhere`: components of any colour function may be separated by commas, as
    /// the colour libraries token builds use read them (`oklch(0.58, 0.13, 240)`); CSS itself
    /// drops such a declaration, so a style sheet is never read so.
    static func parse(_ components: [CSSComponent], commasEverywhere: Bool = false) -> Result<Parsed, Diagnostic.Partial>? {
        let list = components.filter { !$0.isWhitespace }
        guard list.count == 1 else { return nil }
        switch list[0] {
        case .token(let token):
            switch token.kind {
            case .hash(let digits, _):
                guard [3, 4, 6, 8].contains(digits.count), let color = try? RGBA(hex: "#" + digits) else {
                    return .failure(.init(token.position, "\"#\(digits)\" is not a hex colour (3, 4, 6 or 8 hex digits)"))
                }
                return .success(srgb(color))
            case .ident(let name):
                guard let color = CSSNamedColors.table[name.lowercased()] else { return nil }
                return .success(srgb(color))
            default: return nil
            }
        case .function(let name, let arguments, let position):
            let lower = name.lowercased()
            guard functions.contains(lower) else { return nil }
            do {
                let value = try lower == "color-mix"
                    ? CSSColorMix.mix(arguments) { part in if case .success(let parsed)? = parse(part, commasEverywhere: commasEverywhere) { parsed.value } else { nil } }
                    : function(lower, arguments, commasEverywhere: commasEverywhere)
                return .success(Parsed(value: value, srgb: value.toSRGB()))
            } catch {
                return .failure(.init(position, "\(name)(): \(error.message)"))
            }
        default:
            return nil
        }
    }

    static func srgb(_ color: RGBA) -> Parsed {
        Parsed(value: ColorSpaceValue(color), srgb: GamutMapped(color: color, outOfGamut: false))
    }

    /// One argument after splitting: a number, a percentage, an angle in degrees, or `none`.
    enum Argument {
        case number(Double)
        case percentage(Double)
        case degrees(Double)
        case none
    }

    private static func function(_ name: String, _ arguments: [CSSComponent], commasEverywhere: Bool = false) throws(FormatProblem) -> ColorSpaceValue {
        var items = arguments.filter { !$0.isWhitespace }
        let legacy = items.contains { if case .token(let token) = $0, token.kind == .comma { return true }; return false }
        var channels: [Argument] = []
        var alpha: Argument?
        var afterSlash = false
        var space: String?
        if legacy {
            if ["rgb", "rgba", "hsl", "hsla"].contains(name) { return try legacyFunction(name, items) }
            guard commasEverywhere, name != "color" else { throw FormatProblem("commas are only allowed in rgb() and hsl()") }
            // `oklch(0.58, 0.13, 240[, 0.5])`: the commas stand where spaces and a slash would.
            let parts = items.split { if case .token(let token) = $0, token.kind == .comma { return true }; return false }
            guard parts.count == 3 || parts.count == 4, parts.allSatisfy({ $0.count == 1 }) else {
                throw FormatProblem("expected 3 or 4 comma-separated components")
            }
            for part in parts {
                let item = part[part.startIndex]
                let argument: Argument
                if case .token(let token) = item { argument = try self.argument(token) } else { argument = try calculated(item) }
                if channels.count < 3 { channels.append(argument) } else { alpha = argument }
            }
            afterSlash = alpha != nil
            items = []
        }
        for (offset, item) in items.enumerated() {
            let argument: Argument
            if case .token(let token) = item {
                if case .ident(let word) = token.kind, word.lowercased() == "from", offset == 0 {
                    throw FormatProblem("relative colours (\(name)(from …)) are not read; write the colour itself")
                }
                if name == "color", offset == 0 {
                    guard case .ident(let word) = token.kind else { throw FormatProblem("color() needs a colour space first") }
                    space = word.lowercased()
                    continue
                }
                if token.kind == .delim("/") {
                    guard !afterSlash else { throw FormatProblem("more than one `/`") }
                    afterSlash = true
                    continue
                }
                argument = try self.argument(token)
            } else {
                argument = try calculated(item)
            }
            if afterSlash {
                guard alpha == nil else { throw FormatProblem("one alpha after `/`") }
                alpha = argument
            } else {
                channels.append(argument)
            }
        }
        guard channels.count == 3 else { throw FormatProblem("expected 3 components, found \(channels.count)") }
        guard !afterSlash || alpha != nil else { throw FormatProblem("expected an alpha after `/`") }
        let alphaValue = try alphaFraction(alpha)
        let c = channels
        switch name {
        case "rgb", "rgba":
            let values = try c.map { argument throws(FormatProblem) -> Double? in
                switch argument {
                case .number(let value): return value / 255
                case .percentage(let value): return value / 100
                case .none: return nil
                case .degrees: throw FormatProblem("angles are not rgb() components")
                }
            }
            return try make(.srgb, values.map { $0.map { min(max($0, 0), 1) } }, alphaValue)
        case "hsl", "hsla", "hwb":
            let hue = try hueValue(c[0])
            let second = try percentLike(c[1], scale: 100), third = try percentLike(c[2], scale: 100)
            return try make(name == "hwb" ? .hwb : .hsl, [hue, second, third], alphaValue)
        case "lab":
            let l = try percentLike(c[0], scale: 100).map { min(max($0, 0), 100) }
            return try make(.lab, [l, try percentLike(c[1], scale: 125), try percentLike(c[2], scale: 125)], alphaValue)
        case "lch":
            let l = try percentLike(c[0], scale: 100).map { min(max($0, 0), 100) }
            let chroma = try percentLike(c[1], scale: 150).map { max($0, 0) }
            return try make(.lch, [l, chroma, try hueValue(c[2])], alphaValue)
        case "oklab":
            let l = try percentLike(c[0], scale: 1).map { min(max($0, 0), 1) }
            return try make(.oklab, [l, try percentLike(c[1], scale: 0.4), try percentLike(c[2], scale: 0.4)], alphaValue)
        case "oklch":
            let l = try percentLike(c[0], scale: 1).map { min(max($0, 0), 1) }
            let chroma = try percentLike(c[1], scale: 0.4).map { max($0, 0) }
            return try make(.oklch, [l, chroma, try hueValue(c[2])], alphaValue)
        default:
            let spaces: [String: ColorSpaceName] = [
                "srgb": .srgb, "srgb-linear": .srgbLinear, "display-p3": .displayP3, "a98-rgb": .a98RGB,
                "prophoto-rgb": .prophotoRGB, "rec2020": .rec2020, "xyz": .xyzD65, "xyz-d65": .xyzD65, "xyz-d50": .xyzD50,
            ]
            guard let space, let named = spaces[space] else {
                throw FormatProblem("unknown colour space \"\(space ?? "")\" (srgb, srgb-linear, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz, xyz-d50, xyz-d65)")
            }
            return try make(named, try c.map { argument throws(FormatProblem) in try percentLike(argument, scale: 1) }, alphaValue)
        }
    }

    private static func legacyFunction(_ name: String, _ items: [CSSComponent]) throws(FormatProblem) -> ColorSpaceValue {
        var values: [Argument] = []
        var expectComma = false
        for item in items {
            if expectComma {
                guard case .token(let token) = item, token.kind == .comma else { throw FormatProblem("legacy syntax separates every component with a comma") }
                expectComma = false
                continue
            }
            let argument: Argument
            if case .token(let token) = item { argument = try self.argument(token) } else { argument = try calculated(item) }
            if case .none = argument { throw FormatProblem("`none` is not allowed in the legacy comma syntax") }
            values.append(argument)
            expectComma = true
        }
        guard values.count == 3 || values.count == 4 else { throw FormatProblem("expected 3 or 4 comma-separated components") }
        let alpha = try alphaFraction(values.count == 4 ? values[3] : nil)
        if name.hasPrefix("rgb") {
            let percentages = values.prefix(3).allSatisfy { if case .percentage = $0 { return true }; return false }
            let numbers = values.prefix(3).allSatisfy { if case .number = $0 { return true }; return false }
            guard percentages || numbers else { throw FormatProblem("legacy rgb() takes all numbers or all percentages") }
            let channels = values.prefix(3).map { argument -> Double? in
                switch argument {
                case .number(let value): return min(max(value / 255, 0), 1)
                case .percentage(let value): return min(max(value / 100, 0), 1)
                default: return 0
                }
            }
            return try make(.srgb, channels, alpha)
        }
        guard case .percentage(let saturation) = values[1], case .percentage(let lightness) = values[2] else {
            throw FormatProblem("legacy hsl() takes percentages for saturation and lightness")
        }
        return try make(.hsl, [try hueValue(values[0]), saturation, lightness], alpha)
    }

    /// A component written as a calculation (``CSSCalc``); any other function or block is a
    /// problem that names it.
    private static func calculated(_ item: CSSComponent) throws(FormatProblem) -> Argument {
        guard case .function(let name, let arguments, _) = item else {
            throw FormatProblem("unexpected \"\(CSSParser.text([item]))\" among the components")
        }
        let lower = name.lowercased()
        if lower == "from" { throw FormatProblem("relative colours (from …) are not read; write the colour itself") }
        guard CSSCalc.functions.contains(lower) else {
            throw FormatProblem("\(name)() is not read as a component (calc(), min(), max() and clamp() are)")
        }
        let value = try CSSCalc.evaluate(lower, arguments)
        switch value.kind {
        case .number: return .number(value.amount)
        case .percentage: return .percentage(value.amount)
        case .angle: return .degrees(value.amount)
        }
    }

    private static func argument(_ token: CSSToken) throws(FormatProblem) -> Argument {
        switch token.kind {
        case .number(let value, _): return .number(value)
        case .percentage(let value): return .percentage(value)
        case .dimension(let value, let unit):
            guard let degrees = CSSCalc.angle(value, unit) else { throw FormatProblem("unexpected unit \"\(unit)\"") }
            return .degrees(degrees)
        case .ident(let word) where word.lowercased() == "none": return .none
        default: throw FormatProblem("unexpected \"\(CSSParser.text(token))\"")
        }
    }

    private static func percentLike(_ argument: Argument, scale: Double) throws(FormatProblem) -> Double? {
        switch argument {
        case .number(let value): return value
        case .percentage(let value): return value / 100 * scale
        case .none: return nil
        case .degrees: throw FormatProblem("an angle where a number or percentage belongs")
        }
    }

    private static func hueValue(_ argument: Argument) throws(FormatProblem) -> Double? {
        switch argument {
        case .number(let value), .degrees(let value):
            var hue = value.truncatingRemainder(dividingBy: 360)
            if hue < 0 { hue += 360 }
            return hue
        case .none: return nil
        case .percentage: throw FormatProblem("a hue is a number or an angle, not a percentage")
        }
    }

    private static func alphaFraction(_ argument: Argument?) throws(FormatProblem) -> Double {
        guard let argument else { return 1 }
        switch argument {
        case .number(let value): return min(max(value, 0), 1)
        case .percentage(let value): return min(max(value / 100, 0), 1)
        case .none: return 0
        case .degrees: throw FormatProblem("alpha is a number or a percentage")
        }
    }

    private static func make(_ space: ColorSpaceName, _ components: [Double?], _ alpha: Double) throws(FormatProblem) -> ColorSpaceValue {
        guard components.allSatisfy({ $0?.isFinite ?? true }) else { throw FormatProblem("components must be finite") }
        do {
            return try ColorSpaceValue(colorSpace: space, components: components, alpha: alpha)
        } catch {
            throw FormatProblem("\(error)")
        }
    }
}
