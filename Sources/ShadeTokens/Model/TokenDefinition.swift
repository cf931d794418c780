import ShadeJSON

/// The DTCG token types Shade recognises. Shade resolves colours, dimensions and shadows;
/// the others are accepted so a file written for other tools still loads.
public enum TokenType: String, CaseIterable, Sendable {
    case color, dimension, shadow
    case number, fontFamily, fontWeight, duration, cubicBezier
    case strokeStyle, border, transition, gradient, typography
}

/// One token as written in one file, before aliases are followed.
///
/// A value whose fields live in one shared box, copied only when a copy is changed: every
/// theme's numbering holds the definitions of the layers beneath it, and resolvers pass them
/// around, so a copy must cost one reference count, not one per string (issue 8: copying
/// and releasing definitions field by field was a tenth of `shade validate` over 10,000
/// files).
struct TokenDefinition: Sendable {
    /// Dotted path from the file's root, e.g. `light.foregroundPrimary`.
    var path: String {
        get { storage.path }
        set { unique().path = newValue }
    }
    /// The token's own `$type`, or the nearest enclosing group's.
    var type: TokenType? {
        get { storage.type }
        set { unique().type = newValue }
    }
    /// The raw `$value`.
    var value: JSONNode {
        get { storage.value }
        set { unique().value = newValue }
    }
    /// `$description`, if any.
    var description: String? {
        get { storage.description }
        set { unique().description = newValue }
    }
    /// `$extensions.dev.shade.opacity`: multiplies the colour's alpha.
    var opacity: Double? {
        get { storage.opacity }
        set { unique().opacity = newValue }
    }
    /// `$extensions.dev.shade.over`: the colour token a translucent value is drawn over.
    var over: String? {
        get { storage.over }
        set { unique().over = newValue }
    }
    /// True when the token's own `$type` was there but unknown (already reported).
    var hasInvalidType: Bool {
        get { storage.hasInvalidType }
        set { unique().hasInvalidType = newValue }
    }
    /// The file the token was written in.
    var file: String {
        get { storage.file }
        set { unique().file = newValue }
    }
    /// Where the token's name stands in that file.
    var position: SourcePosition {
        get { storage.position }
        set { unique().position = newValue }
    }

    private var storage: Storage

    init(path: String, type: TokenType?, value: JSONNode, description: String?, opacity: Double?, over: String?,
         hasInvalidType: Bool = false, file: String, position: SourcePosition) {
        storage = Storage(path: path, type: type, value: value, description: description, opacity: opacity, over: over,
                          hasInvalidType: hasInvalidType, file: file, position: position)
    }

    /// The box, made this value's own first if it is shared.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// The fields. Changed only through `unique()`, that is while one value alone holds the
    /// box, which is what makes the unchecked `Sendable` sound.
    private final class Storage: @unchecked Sendable {
        var path: String
        var type: TokenType?
        var value: JSONNode
        var description: String?
        var opacity: Double?
        var over: String?
        var hasInvalidType: Bool
        var file: String
        var position: SourcePosition

        init(path: String, type: TokenType?, value: JSONNode, description: String?, opacity: Double?, over: String?,
             hasInvalidType: Bool, file: String, position: SourcePosition) {
            self.path = path
            self.type = type
            self.value = value
            self.description = description
            self.opacity = opacity
            self.over = over
            self.hasInvalidType = hasInvalidType
            self.file = file
            self.position = position
        }

        func copy() -> Storage {
            Storage(path: path, type: type, value: value, description: description, opacity: opacity, over: over,
                    hasInvalidType: hasInvalidType, file: file, position: position)
        }
    }

    /// Why `opacity` cannot be used, or nil when it lies within 0…1; loading reports it and
    /// resolution refuses the token, so no out-of-range opacity reaches a colour.
    var opacityProblem: String? { Self.opacityProblem(opacity) }

    /// Why an `opacity` of this value cannot be used, or nil when it is none or lies within 0…1.
    static func opacityProblem(_ opacity: Double?) -> String? {
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
