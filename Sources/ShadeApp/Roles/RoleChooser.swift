import ShadeTokens

/// The role chooser's state: which role, the query, the matches among the shown system's
/// colour tokens (by index) and which one is highlighted, and so previewed.
public struct RoleChooser: Hashable, Sendable {
    /// The role being chosen.
    public var role: ColorToken
    /// The query typed.
    public var query = ""
    /// Indices of the matching tokens, in the system's order.
    public var results: [Int] = []
    /// The highlighted match, an index into `results`.
    public var highlighted = 0
    /// The token the role had when the chooser opened.
    public var original: String?

    /// A chooser for `role`, which has `original` now.
    public init(role: ColorToken, original: String?) {
        self.role = role
        self.original = original
    }

    /// The tokens whose path, hex or description contain every word of `query`, ignoring
    /// case, in the system's order: all of them for an empty query. (The chooser keeps a
    /// ``RoleChooserIndex`` while it is open, so that each keystroke reads bytes only.)
    public static func matches(_ tokens: [SystemColorToken], query: String) -> [Int] {
        RoleChooserIndex(tokens).matches(query)
    }
}
