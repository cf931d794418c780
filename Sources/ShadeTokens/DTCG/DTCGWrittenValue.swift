import ShadeJSON
import ShadeText

/// How a token's value is shown as written: the alias text, the `$ref` pointer, or a
/// compact colour such as `oklch(0.62 0.2 250 / 0.5)`.
enum DTCGWrittenValue {
    /// The value as written, for display: the alias text, or a compact colour.
    static func text(value: JSONNode?, reference: JSONNode?) -> String {
        if let reference = reference?.string { return reference }
        guard let value else { return "" }
        if let text = value.string { return text }
        guard let object = value.object else { return value.typeName }
        if let reference = object["$ref"]?.string { return reference }
        let space = object["colorSpace"]?.string ?? "?"
        var components: [String] = []
        for node in object["components"]?.array ?? [] {
            components.append(componentText(node.value))
        }
        var text = "\(space)(\(components.joined(separator: " "))"
        if let alpha = object["alpha"]?.number, alpha < 1 { text += " / \(alpha)" }
        return text + ")"
    }

    /// One component as written: a number, `none`, or `ref` for a `$ref`. A plain switch,
    /// because nested optional closures here crashed the 6.3 optimiser (CopyPropagation).
    static func componentText(_ value: JSONValue) -> String {
        switch value {
        case .number(let number):
            return number.compactText
        case .string(let text):
            return text
        default:
            return "ref"
        }
    }

}
