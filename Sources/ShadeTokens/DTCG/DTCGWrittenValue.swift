import ShadeJSON
import ShadeText

/// How a token's value is shown as written: the alias text, the `$ref` pointer, or a
/// compact colour such as `oklch(0.62 0.2 250 / 0.5)`.
enum DTCGWrittenValue {
    /// The value as written, for display: the alias text, or a compact colour. A colour
    /// object's text is made when it is asked for, from the parts it needs (not the object,
    /// which a resolved token would then keep alive): few tokens of a large system are ever
    /// shown, and writing out every colour's numbers as it was read was 20 M instructions of
    /// a 6,700-token system's first frame.
    static func written(value: JSONNode?, reference: JSONNode?) -> WrittenText {
        if let reference = reference?.string { return WrittenText(reference) }
        guard let value else { return WrittenText("") }
        if let text = value.string { return WrittenText(text) }
        guard let object = value.object else { return WrittenText(value.typeName) }
        if let reference = object["$ref"]?.string { return WrittenText(reference) }
        return WrittenText(colour: WrittenText.Colour(space: object["colorSpace"]?.string ?? "?",
                                                      components: (object["components"]?.array ?? []).map(\.value),
                                                      alpha: object["alpha"]?.number))
    }

    /// A colour object as written: `srgb(0.2 0.4 1 / 0.5)`, the alpha only below 1.
    static func text(of colour: WrittenText.Colour) -> String {
        var text = colour.space + "("
        for (index, component) in colour.components.enumerated() {
            if index > 0 { text += " " }
            text += componentText(component)
        }
        if let alpha = colour.alpha, alpha < 1 { text += " / \(alpha)" }
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
