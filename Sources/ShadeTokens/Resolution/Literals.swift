import ShadeColor
import ShadeJSON
import ShadeText

/// A literal value that does not mean what its type needs, with where it stands.
struct LiteralError: Error {
    var message: String
    var position: SourcePosition
}

/// Colour values: a hex string, or a DTCG 2025.10 colour object.
enum ColorLiteral {
    /// The colour shown (gamut-mapped when it lies outside sRGB), whether it lay outside,
    /// and what clipping would show instead.
    static func parse(_ node: JSONNode) throws(LiteralError) -> GamutMapped {
        if let text = node.string {
            do {
                return GamutMapped(color: try RGBA(hex: text), outOfGamut: false)
            } catch {
                throw LiteralError(message: error.description, position: node.position)
            }
        }
        return try colorObject(node).shown
    }

    /// The colour as written in its own space when that lies outside sRGB, for exports that
    /// can say so (`display-p3`); nil for hex strings, colours inside sRGB, and values
    /// ``parse(_:)`` rejects. Asked only of out-of-gamut literals, so parsing twice is rare.
    static func wide(_ node: JSONNode) -> ColorSpaceValue? {
        guard node.string == nil, let parsed = try? colorObject(node), parsed.shown.outOfGamut else { return nil }
        return parsed.value
    }

    /// A colour object: the colour shown and, unless it fell back to its `hex`, the value in
    /// its own space.
    private static func colorObject(_ node: JSONNode) throws(LiteralError) -> (shown: GamutMapped, value: ColorSpaceValue?) {
        guard let object = node.object else {
            throw LiteralError(message: "a colour is a hex string or a colour object, not \(node.typeName)", position: node.position)
        }
        guard let spaceNode = object["colorSpace"], let spaceName = spaceNode.string else {
            throw LiteralError(message: "a colour object needs \"colorSpace\" (e.g. \"srgb\", \"oklch\")", position: node.position)
        }
        guard let space = ColorSpaceName(rawValue: spaceName) else {
            if let hex = object["hex"]?.string, let fallback = try? RGBA(hex: hex) {
                return (GamutMapped(color: fallback, outOfGamut: false), nil)
            }
            throw LiteralError(
                message: "unknown colorSpace '\(spaceName)'; supported: " + ColorSpaceName.allCases.map(\.rawValue).joined(separator: ", "),
                position: spaceNode.position)
        }
        guard let componentNodes = object["components"]?.array else {
            throw LiteralError(message: "a colour object needs \"components\", an array of 3 numbers", position: node.position)
        }
        var components: [Double?] = []
        let accepted = NumberRange.components(of: space)
        for component in componentNodes {
            if let number = component.number {
                if components.count < accepted.count {
                    let (name, range) = accepted[components.count]
                    guard range.contains(number) else {
                        throw LiteralError(message: "\(spaceName) \(name) \(number.compactText) is out of range: it must lie within \(NumberRange.text(range))",
                                           position: component.position)
                    }
                }
                components.append(number)
            } else if component.string == "none" {
                components.append(nil)
            } else {
                throw LiteralError(message: "a colour component must be a number or \"none\", not \(component.typeName)",
                                   position: component.position)
            }
        }
        guard components.count == 3 else {
            throw LiteralError(message: "\(spaceName) needs 3 components, found \(components.count)", position: node.position)
        }
        let alphaNode = object["alpha"]
        if let alphaNode, alphaNode.number == nil {
            throw LiteralError(message: "alpha must be a number, not \(alphaNode.typeName)", position: alphaNode.position)
        }
        let alpha = alphaNode?.number ?? 1
        guard NumberRange.unit.contains(alpha) else {
            throw LiteralError(message: "alpha \(alpha) is outside 0…1", position: alphaNode?.position ?? node.position)
        }
        do {
            let value = try ColorSpaceValue(colorSpace: space, components: components, alpha: alpha)
            return (value.toSRGB(), value)
        } catch {
            throw LiteralError(message: error.description, position: node.position)
        }
    }
}

/// Dimension values: DTCG's `{ "value": 16, "unit": "px" }`, or the older `"16px"` string.
enum DimensionLiteral {
    static func parse(_ node: JSONNode) throws(LiteralError) -> Dimension {
        if let object = node.object {
            guard let value = object["value"]?.number else {
                throw LiteralError(message: "a dimension needs a numeric \"value\"", position: node.position)
            }
            let unit = object["unit"]?.string ?? ""
            return try dimension(value, unit: unit, at: node.position)
        }
        if let text = node.string {
            let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" }
            guard let value = Double(digits) else {
                throw LiteralError(message: "'\(text)' is not a dimension such as \"16px\"", position: node.position)
            }
            return try dimension(value, unit: String(text.dropFirst(digits.count)), at: node.position)
        }
        throw LiteralError(message: "a dimension is an object {\"value\", \"unit\"}, not \(node.typeName)", position: node.position)
    }

    private static func dimension(_ value: Double, unit: String, at position: SourcePosition) throws(LiteralError) -> Dimension {
        switch unit {
        case "px", "rem":
            let pixels = unit == "rem" ? value * 16 : value
            guard NumberRange.dimensionPixels.contains(pixels) else {
                throw LiteralError(message: "\(value.compactText) \(unit) is out of range: a dimension must lie within "
                                   + "\(NumberRange.text(NumberRange.dimensionPixels)) px (±\((NumberRange.dimensionPixels.upperBound / 16).compactText) rem)",
                                   position: position)
            }
            return Dimension(pixels: pixels)
        default: throw LiteralError(message: "unit '\(unit)' is not px or rem", position: position)
        }
    }
}
