import ShadeColor
import ShadeJSON

/// A colour read from a DTCG 2025.10 colour object.
public struct DTCGColor: Hashable, Sendable {
    /// The colour in 8-bit sRGB with the written alpha, clamped into sRGB's gamut.
    public var color: RGBA
    /// Whether the written colour lay outside sRGB and was clamped.
    public var outOfGamut: Bool
    /// Linear-light sRGB before clamping, for work that needs more than 8 bits.
    public var linearSRGB: SIMD3<Double>
    /// The colour as written, or nil when the `hex` fallback had to stand in for it.
    public var value: ColorSpaceValue?
    /// Why the `hex` fallback was used, when it was (e.g. an unknown colour space).
    public var fallbackReason: String?
    /// A `hex` field that names a different colour than the components, beyond rounding.
    public var hexMismatch: HexMismatch?
    /// Departures from the Color module that left the colour known (a `hex` fallback of 3 or
    /// 8 digits beside valid components): reported, not fatal.
    public var deviations: [DTCGValueError] = []

    /// A `hex` fallback that disagrees with the components it stands beside.
    public struct HexMismatch: Hashable, Sendable {
        /// The colour the `hex` field names.
        public var hex: RGB
        /// Where the `hex` string stands.
        public var position: SourcePosition
    }
}

/// The strict reader of DTCG 2025.10 colour values (the Color module).
///
/// A colour is an object with `colorSpace` (one of the module's fourteen), `components`
/// (three numbers, each in the space's range, or `"none"`, which converts as 0, or a
/// `{"$ref": "#/…"}` to a number elsewhere), an optional numeric `alpha` 0…1 (default 1)
/// and an optional `hex` fallback of exactly six digits. The colour is computed from the
/// components; `hex` is used only when the colour space is unknown, and then the written
/// `alpha` still applies. A fallback of 3, 4 or 8 digits breaks the module but not the colour,
/// which is the components': it is a deviation (``DTCGColor/deviations``), and is still
/// read when it has to stand in. Everything else the module rules out is an error.
public enum DTCGColorValue {
    /// Resolves a `$ref` JSON pointer to the node it names.
    public typealias ReferenceResolver = (_ pointer: String, _ position: SourcePosition) throws(DTCGValueError) -> JSONNode

    /// Reads a colour object; throws the first rule it breaks.
    public static func parse(_ node: JSONNode, resolvingReferencesWith resolve: ReferenceResolver? = nil) throws(DTCGValueError) -> DTCGColor {
        guard let object = node.object else {
            let hint = node.string.map { $0.hasPrefix("#") ? " (write {\"colorSpace\": \"srgb\", \"components\": […], \"hex\": \"\($0)\"})" : "" } ?? ""
            throw DTCGValueError(message: "a colour value is an object with colorSpace and components, not \(node.typeName)" + hint,
                                 position: node.position)
        }
        let alpha = try readAlpha(object)
        var deviations: [DTCGValueError] = []
        let hex = try readHex(object, deviations: &deviations)
        guard let spaceNode = object["colorSpace"] else {
            throw DTCGValueError(message: "a colour needs \"colorSpace\"", position: node.position)
        }
        guard let spaceName = spaceNode.string else {
            throw DTCGValueError(message: "\"colorSpace\" is a string, not \(spaceNode.typeName)", position: spaceNode.position)
        }
        guard let space = ColorSpaceName(rawValue: spaceName) else {
            let supported = ColorSpaceName.allCases.map(\.rawValue).joined(separator: ", ")
            let reason = "\"\(spaceName)\" is not a colour space of the DTCG colour module (\(supported))"
            guard let hex else { throw DTCGValueError(message: reason, position: spaceNode.position) }
            let color = RGBA(hex.rgb, alpha: alpha)
            return DTCGColor(color: color, outOfGamut: false, linearSRGB: linear(hex.rgb), value: nil,
                             fallbackReason: reason + "; its hex fallback is shown", hexMismatch: nil, deviations: deviations)
        }
        let components = try readComponents(object, space: space, at: node.position, resolve: resolve)
        let value: ColorSpaceValue
        do {
            value = try ColorSpaceValue(colorSpace: space, components: components, alpha: alpha)
        } catch {
            throw DTCGValueError(message: error.description, position: node.position)
        }
        let mapped = value.toSRGB()
        var mismatch: DTCGColor.HexMismatch?
        if let hex, !mapped.outOfGamut, !agrees(hex.rgb, mapped.color.rgb) {
            mismatch = DTCGColor.HexMismatch(hex: hex.rgb, position: hex.position)
        }
        return DTCGColor(color: mapped.color, outOfGamut: mapped.outOfGamut, linearSRGB: value.linearSRGB,
                         value: value, fallbackReason: nil, hexMismatch: mismatch, deviations: deviations)
    }

    private static func readAlpha(_ object: JSONObject) throws(DTCGValueError) -> Double {
        guard let node = object["alpha"] else { return 1 }
        guard let alpha = node.number else {
            throw DTCGValueError(message: "\"alpha\" is a number from 0 to 1, not \(node.typeName)", position: node.position)
        }
        guard alpha >= 0, alpha <= 1 else {
            throw DTCGValueError(message: "\"alpha\" \(alpha) is outside 0 to 1", position: node.position)
        }
        return alpha
    }

    private static func readHex(_ object: JSONObject, deviations: inout [DTCGValueError]) throws(DTCGValueError)
        -> (rgb: RGB, position: SourcePosition)? {
        guard let node = object["hex"] else { return nil }
        guard let text = node.string else {
            throw DTCGValueError(message: "\"hex\" is a string such as \"#0969DA\", not \(node.typeName)", position: node.position)
        }
        let digits = text.utf8.dropFirst()
        guard text.hasPrefix("#"), digits.allSatisfy(isHexDigit) else {
            throw DTCGValueError(message: "\"hex\" \"\(text)\" is not a hex colour such as \"#0969DA\"", position: node.position)
        }
        guard [3, 4, 6, 8].contains(digits.count) else {
            throw DTCGValueError(message: "\"hex\" \"\(text)\" has \(digits.count) digits; the fallback has exactly 6",
                                 position: node.position)
        }
        if digits.count != 6 {
            let why = digits.count == 8 || digits.count == 4
                ? "has \(digits.count) digits; the fallback has exactly 6 and alpha goes in \"alpha\""
                : "has \(digits.count) digits; the fallback has exactly 6"
            deviations.append(DTCGValueError(message: "\"hex\" \"\(text)\" \(why) (the colour is read from its components)",
                                             position: node.position))
        }
        guard let parsed = try? RGBA(hex: text) else {
            throw DTCGValueError(message: "\"hex\" \"\(text)\" is not a hex colour", position: node.position)
        }
        return (parsed.rgb, node.position)
    }

    private static func readComponents(_ object: JSONObject, space: ColorSpaceName, at position: SourcePosition,
                                       resolve: ReferenceResolver?) throws(DTCGValueError) -> [Double?] {
        guard let node = object["components"] else {
            throw DTCGValueError(message: "a colour needs \"components\", an array of 3 values", position: position)
        }
        guard let elements = node.array else {
            throw DTCGValueError(message: "\"components\" is an array of 3 values, not \(node.typeName)", position: node.position)
        }
        guard elements.count == 3 else {
            throw DTCGValueError(message: "\(space.rawValue) has 3 components, not \(elements.count)", position: node.position)
        }
        var components: [Double?] = []
        for (index, element) in elements.enumerated() {
            let name = space.componentNames[index]
            var resolved = element
            if let pointer = element.object?["$ref"]?.string {
                guard let resolve else {
                    throw DTCGValueError(message: "the reference \"\(pointer)\" cannot be followed here", position: element.position)
                }
                resolved = try resolve(pointer, element.position)
            }
            if resolved.string == "none" {
                components.append(nil)
                continue
            }
            guard let number = resolved.number else {
                throw DTCGValueError(message: "\(space.rawValue) \(name) is a number or \"none\", not \(resolved.typeName)",
                                     position: element.position)
            }
            let range = space.componentRanges[index]
            guard range.contains(number) else {
                let negativeChroma = name == "chroma" && number < 0
                throw DTCGValueError(message: negativeChroma ? "\(space.rawValue) chroma \(number) is negative"
                                                             : "\(space.rawValue) \(name) \(number) is outside \(range)",
                                     position: element.position)
            }
            components.append(number)
        }
        return components
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// Equal within one step per channel: a hex written from rounded components may
    /// round the other way.
    private static func agrees(_ hex: RGB, _ computed: RGB) -> Bool {
        abs(Int(hex.red) - Int(computed.red)) <= 1 && abs(Int(hex.green) - Int(computed.green)) <= 1
            && abs(Int(hex.blue) - Int(computed.blue)) <= 1
    }

    private static func linear(_ rgb: RGB) -> SIMD3<Double> {
        // Through the public colour-space path, so ShadeColor's internals stay internal.
        let value = try? ColorSpaceValue(colorSpace: .srgb, components: [Double(rgb.red) / 255, Double(rgb.green) / 255, Double(rgb.blue) / 255])
        return value?.linearSRGB ?? .zero
    }
}
