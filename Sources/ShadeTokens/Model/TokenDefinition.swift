/// The DTCG token types Shade recognises. Shade resolves colours, dimensions and shadows;
/// the others are accepted so a file written for other tools still loads.
public enum TokenType: String, CaseIterable, Sendable {
    case color, dimension, shadow
    case number, fontFamily, fontWeight, duration, cubicBezier
    case strokeStyle, border, transition, gradient, typography
}

/// One token as written in one file, before aliases are followed.
struct TokenDefinition: Sendable {
    /// Dotted path from the file's root, e.g. `light.foregroundPrimary`.
    var path: String
    /// The token's own `$type`, or the nearest enclosing group's.
    var type: TokenType?
    /// The raw `$value`.
    var value: JSONNode
    /// `$description`, if any.
    var description: String?
    /// `$extensions.dev.shade.opacity`: multiplies the colour's alpha.
    var opacity: Double?
    /// `$extensions.dev.shade.over`: the colour token a translucent value is drawn over.
    var over: String?
    /// True when the token's own `$type` was there but unknown (already reported).
    var hasInvalidType = false
    /// The file the token was written in.
    var file: String
    /// Where the token's name stands in that file.
    var position: SourcePosition

    /// Why `opacity` cannot be used, or nil when it lies within 0…1; loading reports it and
    /// resolution refuses the token, so no out-of-range opacity reaches a colour.
    var opacityProblem: String? {
        guard let opacity, !NumberRange.unit.contains(opacity) else { return nil }
        return "opacity \(opacity) is outside 0…1"
    }

    /// The referenced path when the value is an alias such as `{palette.450}`.
    var aliasTarget: String? { value.string.flatMap(TokenDefinition.aliasPath(in:)) }

    /// `palette.450` for `{palette.450}`; nil for anything that is not a whole-value alias.
    static func aliasPath(in text: String) -> String? {
        // Counting characters walks grapheme breaks; in ASCII text a byte is a character, and
        // resolvers ask this of every token (issue 8).
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> String?? in
            guard bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return .some(nil) }
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            guard bytes.count > 2 else { return .some(nil) }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)]), as: UTF8.self)
        }
        if let ascii, let answer = ascii { return answer }
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        return String(text.dropFirst().dropLast())
    }
}
