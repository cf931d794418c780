/// Terminal text attributes a cell can carry, independent of colour.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The attribute bits; see the static members.
    public let rawValue: UInt8

    /// Creates attributes from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (SGR 1).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Faint (SGR 2).
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic (SGR 3).
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underline (SGR 4).
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Crossed out (SGR 9).
    public static let strikethrough = TextAttributes(rawValue: 1 << 4)
}
