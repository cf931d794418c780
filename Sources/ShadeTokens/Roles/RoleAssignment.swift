import ShadeColor

/// How a role got its colour: the answer to "why is this role this colour?".
public enum RoleOrigin: String, Sendable, Hashable, CaseIterable {
    /// Shade's own theme files, which name the roles directly.
    case theme
    /// A role map said which token fills the role (`$extensions["dev.shade"].roles` or a sidecar).
    case explicit
    /// A documented naming rule picked the token (see ``RoleMatcher``), its value judged by ``RoleValueRules``.
    case matched
    /// No name did: the token was chosen by value from the system's own palette (see ``RoleChooser``).
    case palette
    /// No token fits; the colour was computed from other roles (see ``RoleDerivation``).
    case derived
}

/// How sure Shade is of a role's token, for `shade roles` and the previewer's `roles guessed`.
public enum RoleConfidence: String, Sendable, Hashable, CaseIterable {
    /// Shade's own theme, or a role map, said so.
    case stated
    /// The name says this role and the value fits it.
    case nameAndValue = "name and value agree"
    /// The name says this role, but the value breaks the role's value rule and nothing better was found.
    case nameOnly = "name only"
    /// No name said it: the value was chosen from the system's own palette.
    case valueOnly = "value only"
    /// No token: computed from other roles or one of Shade's defaults.
    case derived
}

extension RoleConfidence {
    /// The word the screen, the role editor and `shade roles` show for it: pinned (a role map
    /// or Shade's own theme said so) · named (a name chose it) · value only (its value, from the
    /// system's palette) · derived (computed, no token).
    public var label: String {
        switch self {
        case .stated: "pinned"
        case .nameAndValue, .nameOnly: "named"
        case .valueOnly: "value only"
        case .derived: "derived"
        }
    }
}

/// One role of the gallery and what fills it.
public struct RoleFill: Sendable, Hashable {
    /// The gallery's role.
    public var role: ColorToken
    /// The system token path that fills it; nil when the colour was derived.
    public var token: String?
    /// Explicit, matched, derived or Shade's own theme.
    public var origin: RoleOrigin
    /// Why, in words: the rule that matched, the map entry, or the derivation chain.
    public var reason: String
    /// The colour as written, possibly translucent; compositing happens when the theme is drawn.
    public var color: RGBA
    /// How sure the choice is.
    public var confidence: RoleConfidence
    /// The value rule the colour was judged by, and what it found (`near-neutral, light end`).
    public var valueReason: String?
    /// The best candidate that lost, and why (`color.background.primary: chromatic …`).
    public var alternative: String?

    /// Creates a role fill; its confidence follows from the origin unless given.
    public init(role: ColorToken, token: String?, origin: RoleOrigin, reason: String, color: RGBA,
                confidence: RoleConfidence? = nil, valueReason: String? = nil, alternative: String? = nil) {
        self.role = role
        self.token = token
        self.origin = origin
        self.reason = reason
        self.color = color
        self.confidence = confidence ?? (origin == .derived ? .derived : origin == .matched ? .nameAndValue : .stated)
        self.valueReason = valueReason
        self.alternative = alternative
    }
}

/// Every role filled at one context, with the problems met on the way.
public struct RoleAssignment: Sendable, Hashable {
    /// One fill per role, in `ColorToken.allCases` order.
    public var fills: [RoleFill]
    /// Problems in the role map (unknown roles, paths naming no colour token, wrong types).
    public var diagnostics: [Diagnostic]
    /// The label drawn on each status fill (the destructive button, an error banner), by the
    /// status role; empty for Shade's own themes, whose `onAccent` labels those fills
    /// (``StatusLabels``).
    public var statusLabels: [ColorToken: RoleFill] = [:]

    /// Creates an assignment; `fills` must hold every role once, in `ColorToken.allCases` order.
    public init(fills: [RoleFill], diagnostics: [Diagnostic] = []) {
        precondition(fills.map(\.role) == ColorToken.allCases, "one fill per role, in order")
        self.fills = fills
        self.diagnostics = diagnostics
    }

    /// The fill of `role`.
    public subscript(role: ColorToken) -> RoleFill { fills[role.index] }

    /// How many roles each origin filled, for the header ("20 matched, 6 derived").
    public func count(of origin: RoleOrigin) -> Int {
        fills.count { $0.origin == origin }
    }

    /// Whether the page or the primary text is a guess (not stated, and not a name its value
    /// agrees with): the previewer then says `roles guessed`.
    public var isGuessed: Bool {
        [ColorToken.backgroundPrimary, .foregroundPrimary].contains { role in
            let confidence = self[role].confidence
            return confidence != .stated && confidence != .nameAndValue
        }
    }
}

extension RoleAssignment {
    /// The roles of one of Shade's own themes, which name every role directly: each fill's
    /// token is the role's own name and its origin `theme`.
    ///
    /// - Parameter colors: every role's colour as written, in `ColorToken.allCases` order.
    public init(themeColors colors: [RGBA]) {
        precondition(colors.count == ColorToken.allCases.count, "one colour per role")
        self.init(fills: ColorToken.allCases.map { role in
            RoleFill(role: role, token: role.rawValue, origin: .theme, reason: "Shade theme", color: colors[role.index])
        })
    }
}
