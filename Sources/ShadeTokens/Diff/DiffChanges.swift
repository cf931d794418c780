import ShadeColor

/// A role whose colour differs between the sides, with what fills it on each.
public struct RoleChange: Sendable, Hashable {
    /// The gallery's role.
    public var role: ColorToken
    /// What filled it before.
    public var old: RoleValue
    /// What fills it now.
    public var new: RoleValue
    /// CIEDE2000 between the two colours as drawn.
    public var deltaE: Double

    /// Creates a role change.
    public init(role: ColorToken, old: RoleValue, new: RoleValue) {
        self.role = role
        self.old = old
        self.new = new
        deltaE = deltaE2000(old.color, new.color)
    }
}

/// A role's colour on one side and the token that fills it, and why.
public struct RoleValue: Sendable, Hashable {
    /// The colour as drawn (composited, opaque).
    public var color: RGB
    /// The token that fills the role: the system token for a design system, the defining
    /// path (`light.accent`) for a theme in Shade's format; nil when derived.
    public var token: String?
    /// Theme, explicit, matched or derived.
    public var origin: RoleOrigin
    /// Why that token: the filler's reason, or for a Shade theme the alias chain.
    public var reason: String
    /// The aliases followed from the token to the literal.
    public var aliases: [String]

    /// Creates a role's value.
    public init(color: RGB, token: String?, origin: RoleOrigin, reason: String, aliases: [String]) {
        self.color = color
        self.token = token
        self.origin = origin
        self.reason = reason
        self.aliases = aliases
    }

    /// `role` of `resolved`, with what fills it.
    public init(_ role: ColorToken, of resolved: ResolvedTheme) {
        let fill = resolved.roles[role]
        let detail = resolved.details(role)
        if fill.origin == .theme {
            // A Shade theme names the role itself; what says something is where the value came from.
            let chain = detail.aliasChain.isEmpty ? detail.source : detail.aliasChain.joined(separator: " → ")
            self.init(color: detail.rgb, token: detail.path.isEmpty ? role.rawValue : detail.path, origin: .theme,
                      reason: "Shade theme: " + chain, aliases: detail.aliasChain)
        } else {
            self.init(color: detail.rgb, token: fill.token, origin: fill.origin, reason: fill.reason, aliases: detail.aliasChain)
        }
    }
}

/// A colour token added, removed or changed (value, written form or alias chain).
public struct TokenChange: Sendable, Hashable {
    /// Which way it changed.
    public enum Kind: String, Sendable, CaseIterable {
        /// Only on the new side.
        case added
        /// Only on the old side.
        case removed
        /// On both, with another value, written form or alias chain.
        case changed
    }

    /// The token's path as its system names it.
    public var path: String
    /// Its value before; nil when added.
    public var old: TokenValue?
    /// Its value now; nil when removed.
    public var new: TokenValue?

    /// Creates a token change.
    public init(path: String, old: TokenValue?, new: TokenValue?) {
        self.path = path
        self.old = old
        self.new = new
    }

    /// Added, removed or changed.
    public var kind: Kind { old == nil ? .added : (new == nil ? .removed : .changed) }

    /// On both sides with the same colour: only how it is written (an alias instead of a
    /// literal, another alias to the same colour, another colour syntax) changed.
    public var keepsColour: Bool { old != nil && old?.color == new?.color }

    /// The literal's written form changed and no alias is involved on either side: a format
    /// migration (`#fff` → `#FFFFFF`, hex → a DTCG colour object).
    public var isRewrittenLiteral: Bool { keepsColour && old?.aliases.isEmpty == true && new?.aliases.isEmpty == true }
}

/// A colour token's value on one side.
public struct TokenValue: Sendable, Hashable {
    /// The colour after aliases, with its alpha.
    public var color: RGBA
    /// As it stands in the file: `{palette.600}`, `#0A66D9`.
    public var written: String
    /// The alias paths followed, ending at the token that holds the literal.
    public var aliases: [String]

    /// Creates a token's value.
    public init(color: RGBA, written: String, aliases: [String]) {
        self.color = color
        self.written = written
        self.aliases = aliases
    }

    /// `token`'s value.
    public init(_ token: SystemColorToken) {
        self.init(color: token.color, written: token.written, aliases: token.aliases)
    }
}

/// A checked pair whose verdict or level differs between the sides.
public struct PairChange: Sendable, Hashable {
    /// The pair as measured before; nil when the pair is new.
    public var old: ContrastResult?
    /// The pair as measured now; nil when it is gone.
    public var new: ContrastResult?
    /// Whether the team owns the pair: the files declare it, or both its colours fill roles
    /// the files name themselves (a Shade theme, a role map). A regression in a pair Shade
    /// guessed or derived a colour of is advisory: nothing in the files says it is wanted.
    public var isOwned: Bool

    /// Creates a pair change.
    public init(old: ContrastResult?, new: ContrastResult?, isOwned: Bool = true) {
        self.old = old
        self.new = new
        self.isOwned = isOwned
    }

    /// The pair (as it stands now, else as it stood).
    public var pair: ContrastPair { (new ?? old)!.pair }

    /// It passed before and fails now.
    public var isRegression: Bool { old?.passes == true && new?.passes == false }
    /// A regression in a pair the team owns (``isOwned``): what `shade diff` exits 1 for.
    public var isGatedRegression: Bool { isRegression && isOwned }
    /// It failed before and passes now.
    public var isFix: Bool { old?.passes == false && new?.passes == true }
    /// Its verdict changed (or it appeared or went away).
    public var verdictChanged: Bool { old?.passes != new?.passes }
}
