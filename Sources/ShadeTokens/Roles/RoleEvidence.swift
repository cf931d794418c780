import ShadeText

/// Evidence about a token beside the rules its name matches: what its folder and its
/// `$description` say. Kept as data in ``WordRules`` (``WordRules/deprecatedWords``) and here.
enum RoleEvidence {
    /// Phrases of a `$description` that retire a token, without their first letter so that
    /// `Deprecated` and `deprecated` are one search, and no description is lower-cased: a large
    /// system describes all its thousands of tokens.
    static let deprecatedPhrases = ["eprecated", "o not use", "on't use", "egacy", "o longer used"].map { Array($0.utf8) }

    /// Whether a token is kept only for old code: a `deprecated`, `legacy` or `obsolete` word in
    /// its path (a `deprecated/` folder) or a description that says so. `$deprecated` itself is
    /// read by the format readers into ``SystemColorToken/deprecated``.
    static func deprecated(words: [String], description: String?) -> Bool {
        if words.contains(where: WordRules.deprecatedWords.contains) { return true }
        guard let description, !description.isEmpty else { return false }
        return deprecatedPhrases.contains { description.containsUTF8Bytes($0) }
    }
}
