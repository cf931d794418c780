/// How sure a role is, in the designer's four words, the one vocabulary every place that
/// shows a role uses (`shade roles`, `shade tokens`, their JSON, the header, the Tokens
/// screen, the role chooser): pinned · named · value only · derived. The last two are
/// guesses.
extension RoleFill {
    /// `pinned` (a role map, or Shade's own theme file, says which token), `named` (a token's
    /// name said it), `value only` (chosen by its colour from the system's palette) or
    /// `derived` (computed from other roles; no token).
    public var confidenceWord: String { confidence.label }

    /// Whether Shade guessed the role: no role map and no name said it (value only, derived).
    public var isGuess: Bool { confidence == .valueOnly || confidence == .derived }
}

extension RoleAssignment {
    /// How many roles are pinned and how many guessed, each left out at zero:
    /// `[(1, "pinned"), (22, "guessed")]`. Named roles are neither: what the files say.
    public var pinnedAndGuessed: [(count: Int, word: String)] {
        let pinned = fills.count { $0.confidence == .stated && $0.origin == .explicit }
        let guessed = fills.count(where: \.isGuess)
        return [(pinned, "pinned"), (guessed, "guessed")].filter { $0.count > 0 }
    }

    /// How many roles each confidence word covers, in the words' order, each left out at zero:
    /// `[(1, "pinned"), (3, "named"), (22, "derived")]`.
    public var confidenceCounts: [(count: Int, word: String)] {
        ["pinned", "named", "value only", "derived"].compactMap { word in
            let count = fills.count { $0.confidenceWord == word }
            return count == 0 ? nil : (count, word)
        }
    }
}
