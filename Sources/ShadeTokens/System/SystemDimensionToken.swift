import ShadeJSON

/// One `dimension` token of a design system, resolved at one context.
public struct SystemDimensionToken: Hashable, Sendable {
    /// The two units DTCG 2025.10 allows.
    public enum Unit: String, Hashable, Sendable {
        /// CSS pixels.
        case px
        /// Root ems, 16 px each.
        case rem
    }

    /// The dotted token path.
    public var path: String
    /// The number as written.
    public var value: Double
    /// Its unit.
    public var unit: Unit
    /// The length in CSS pixels (`rem` at 16 px), ready for ``Dimension``.
    public var dimension: Dimension { Dimension(pixels: unit == .px ? value : value * 16) }
    /// The alias paths followed, in order, ending at the token holding the literal.
    public var aliases: [String]
    /// nil when not deprecated; the reason (possibly empty) otherwise.
    public var deprecated: String?
    /// The file that defined the token at this context.
    public var file: String
    /// Where the token's name stands in that file.
    public var position: SourcePosition?

    /// Creates a resolved dimension token.
    public init(path: String, value: Double, unit: Unit, aliases: [String] = [], deprecated: String? = nil,
                file: String, position: SourcePosition? = nil) {
        self.path = path
        self.value = value
        self.unit = unit
        self.aliases = aliases
        self.deprecated = deprecated
        self.file = file
        self.position = position
    }
}

/// A token of any other type (font, shadow, duration…): accepted, aliases followed, kept
/// as the JSON it resolved to.
public struct SystemOtherToken: Equatable, Sendable {
    /// The dotted token path.
    public var path: String
    /// Its DTCG `$type`.
    public var type: String
    /// The value after following a whole-value alias.
    public var value: JSONNode
    /// The file that defined the token at this context.
    public var file: String
    /// Where the token's name stands in that file.
    public var position: SourcePosition?
}
