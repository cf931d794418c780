import ShadeTokens

/// How sure a role is, in the designer's words, everywhere a role is shown: `pinned` (a role
/// map says so: the designer's), `named` (a token's name says so), `value only` (chosen by its
/// colour from the system's palette) and `derived` (computed; no token). The last two are
/// guesses.
public enum RoleConfidenceWord {
    /// The word for a role's fill.
    public static func word(_ fill: RoleFill) -> String {
        if fill.origin == .explicit { return "pinned" }
        switch fill.confidence {
        case .stated, .nameAndValue, .nameOnly: return "named"
        case .valueOnly: return "value only"
        case .derived: return "derived"
        }
    }

    /// Whether Shade guessed the role: no role map and no name said it.
    public static func isGuess(_ fill: RoleFill) -> Bool {
        fill.origin != .explicit && (fill.confidence == .valueOnly || fill.confidence == .derived)
    }

    /// The header's counts, each left out at zero: (3, "pinned"), (6, "named"), (17, "guessed").
    public static func counts(_ roles: RoleAssignment) -> [(count: Int, word: String)] {
        let pinned = roles.fills.count { $0.origin == .explicit }
        let guessed = roles.fills.count(where: isGuess)
        return [(pinned, "pinned"), (roles.fills.count - pinned - guessed, "named"), (guessed, "guessed")].filter { $0.0 > 0 }
    }
}
