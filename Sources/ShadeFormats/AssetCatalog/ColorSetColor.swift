#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeColor
import ShadeJSON
import ShadeText
import ShadeTokens

/// The `color` object of one colour-set entry, read as Apple's asset catalog format
/// documents it: a `color-space` and `components` (`red`/`green`/`blue`/`alpha`, or
/// `white`/`alpha` for the grey spaces), or a `reference` to a system colour.
///
/// A component may be a JSON number or a string: a float (`"0.251"`), an 8-bit integer
/// (`"171"`, read as 171/255) or an 8-bit hex byte (`"0xAB"`). Alpha is always a fraction
/// (`"1"` is opaque), as Xcode writes it in every mode.
enum ColorSetColor: Equatable {
    /// A literal colour: sRGB, whether it lay outside sRGB, and the original when wider.
    case literal(RGBA, outOfGamut: Bool, wide: ColorSpaceValue?, written: String)
    /// A system colour by name (`systemBlueColor`).
    case reference(String)

    /// The colour spaces Xcode writes.
    static let spaces = ["srgb", "extended-srgb", "display-p3", "extended-linear-srgb", "gray-gamma-22", "extended-gray"]

    /// Reads a `color` object.
    static func read(_ node: JSONNode) -> Result<ColorSetColor, Diagnostic.Partial> {
        guard let object = node.object else {
            return .failure(.init(node.position, "`color` must be an object, found \(node.typeName)"))
        }
        if let reference = object["reference"] {
            guard let name = reference.string else { return .failure(.init(reference.position, "`reference` must be a string")) }
            return .success(.reference(name))
        }
        guard let spaceNode = object["color-space"], let space = spaceNode.string else {
            return .failure(.init(node.position, "a colour needs `color-space` (or `reference`)"))
        }
        guard spaces.contains(space) else {
            return .failure(.init(spaceNode.position, "unknown color-space \"\(space)\"",
                                  suggestion: Suggestion.closest(to: space, among: spaces)))
        }
        guard let components = object["components"]?.object else {
            return .failure(.init(node.position, "a colour needs a `components` object"))
        }
        let grey = space.hasSuffix("gray") || space == "gray-gamma-22"
        let keys = grey ? ["white"] : ["red", "green", "blue"]
        var values: [Double] = []
        for key in keys {
            guard let component = components[key] else {
                return .failure(.init(node.position, "`components` needs \(keys.joined(separator: ", ")) and alpha; \"\(key)\" is missing"))
            }
            switch number(component, isAlpha: false) {
            case .success(let value): values.append(value)
            case .failure(let problem): return .failure(problem)
            }
        }
        var alpha = 1.0
        if let node = components["alpha"] {
            switch number(node, isAlpha: true) {
            case .success(let value): alpha = value
            case .failure(let problem): return .failure(problem)
            }
        }
        guard (0...1).contains(alpha) else { return .failure(.init(components["alpha"]!.position, "alpha must be from 0 to 1")) }
        let extended = space.hasPrefix("extended")
        if !extended, let outside = values.first(where: { !(0...1).contains($0) }) {
            return .failure(.init(components.members.first!.value.position,
                                  "component \(outside) is outside 0…1, which only the extended colour spaces allow"))
        }
        let value: ColorSpaceValue
        do {
            switch space {
            case "srgb", "extended-srgb":
                value = try ColorSpaceValue(colorSpace: .srgb, components: values, alpha: alpha)
            case "display-p3":
                value = try ColorSpaceValue(colorSpace: .displayP3, components: values, alpha: alpha)
            case "extended-linear-srgb":
                value = try ColorSpaceValue(colorSpace: .srgbLinear, components: values, alpha: alpha)
            default:
                // Generic grey with gamma 2.2 (extended-gray reflects it below zero).
                let white = values[0]
                let linear = white < 0 ? -pow(-white, 2.2) : pow(white, 2.2)
                value = try ColorSpaceValue(colorSpace: .srgbLinear, components: [linear, linear, linear], alpha: alpha)
            }
        } catch {
            return .failure(.init(node.position, "not a colour: \(error)"))
        }
        let mapped = value.toSRGB()
        let written = "\(space)(\(values.map { format($0) }.joined(separator: " ")) / \(format(alpha)))"
        return .success(.literal(mapped.color, outOfGamut: mapped.outOfGamut, wide: mapped.outOfGamut ? value : nil, written: written))
    }

    /// One component: a number, or a float, integer or hex string.
    static func number(_ node: JSONNode, isAlpha: Bool) -> Result<Double, Diagnostic.Partial> {
        if let number = node.number { return .success(number) }
        guard let text = node.string?.trimmingCharacters(in: " ") else {
            return .failure(.init(node.position, "a component must be a number or a string, found \(node.typeName)"))
        }
        if text.lowercased().hasPrefix("0x") {
            guard let byte = Int(text.dropFirst(2), radix: 16), (0...255).contains(byte) else {
                return .failure(.init(node.position, "\"\(text)\" is not a hex byte 0x00…0xFF"))
            }
            return .success(Double(byte) / 255)
        }
        if !isAlpha, let integer = Int(text) {
            guard (0...255).contains(integer) else {
                return .failure(.init(node.position, "\"\(text)\" is an integer outside 0…255"))
            }
            return .success(Double(integer) / 255)
        }
        guard let value = Double(text), value.isFinite else {
            return .failure(.init(node.position, "\"\(text)\" is not a number"))
        }
        return .success(value)
    }

    private static func format(_ value: Double) -> String { value.decimalText(places: 3) }
}

extension Diagnostic {
    /// A diagnostic before its file is known: where and what.
    struct Partial: Error, Equatable {
        var position: SourcePosition?
        var message: String
        var suggestion: String?
        /// The token whose own value is at fault, when it is another than the one being
        /// read (`--color-chart-1: var(--chart-1)` fails where `--chart-1` names nothing).
        var holder: String?
        /// The custom property a `var()` names that nothing defines, when that is the fault: the
        /// name as data, so no reader parses it back out of the message.
        var undefined: String?

        init(_ position: SourcePosition?, _ message: String, suggestion: String? = nil, holder: String? = nil) {
            self.position = position
            self.message = message
            self.suggestion = suggestion
            self.holder = holder
        }

        func diagnostic(file: String, tokenPath: String?) -> Diagnostic {
            Diagnostic(file: file, position: position, tokenPath: tokenPath, message: message, suggestion: suggestion)
        }
    }
}

extension String {
    /// The string without `character` at either end.
    func trimmingCharacters(in character: Character) -> String {
        // Every token value passes here: rebuilding the string from a twice-reversed view
        // was a third of reading a 24,000-token YAML file.
        guard let start = firstIndex(where: { $0 != character }), let end = lastIndex(where: { $0 != character }) else { return "" }
        return start == startIndex && index(after: end) == endIndex ? self : String(self[start...end])
    }
}
