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

    /// What a description's own words say the token is, for a token whose name says nothing
    /// (`fn.default`: "Main interaction color for buttons and links"). Only the head of the
    /// description is read, up to its first preposition or stop ("Main text color" of "Main text
    /// color on dark background"), and words no rule knows cost nothing there: prose is not a
    /// name. It weighs ``describedPenalty`` less than the same words in a name.
    static func role(describedBy description: String, table: [String: WordInfo])
        -> (role: ColorToken, score: Int, title: String, unknown: Int)? {
        var head: [String] = []
        var text = description
        // Word by word, and no further than a head can be: splitting the whole of each of a
        // large system's descriptions was an eighth of its first frame. By bytes, not
        // characters: every byte that ends a word or a head is ASCII, and of them only the LF
        // of a CR LF is part of a larger character (walking characters was a third of reading
        // a 6,700-token system's descriptions).
        text.withUTF8 { bytes in
            func separates(_ index: Int) -> Bool {
                bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") && (index == 0 || bytes[index - 1] != UInt8(ascii: "\r"))
            }
            var start = 0
            while head.count <= maxHead {
                while start < bytes.count, separates(start) { start += 1 }
                guard start < bytes.count else { return }
                var end = start
                while end < bytes.count, !separates(end) { end += 1 }
                let word = bytes[start..<end]
                start = end
                if let stop = word.firstIndex(where: stopBytes.contains) {
                    if stop > word.startIndex { head.append(String(decoding: word[..<stop], as: UTF8.self)) }
                    return
                }
                let spelled = String(decoding: word, as: UTF8.self)
                // A stop word is short ASCII: a longer word is lower-cased only when it is not ASCII.
                if word.count <= maxStopLength || !word.allSatisfy({ $0 < 0x80 }), headStops.contains(spelled.lowercased()) { return }
                head.append(spelled)
            }
        }
        guard !head.isEmpty, head.count <= maxHead else { return nil }
        var words: [String] = [], info: [WordInfo?] = []
        PathWords.analyse(head.joined(separator: "."), table: table, words: &words, info: &info)
        let known = words.indices.filter { info[$0] != nil }
        guard !known.isEmpty, let match = WordRules.match(known.map { words[$0] }, known.map { info[$0] }, named: false) else { return nil }
        return (match.role, match.score - describedPenalty, "description: " + match.title.dropFirst("words: ".count), 0)
    }

    /// Words that end the head of a description.
    static let headStops: Set<String> = [
        "for", "on", "of", "in", "when", "with", "used", "use", "to", "that", "which", "if", "and", "or", "at", "as",
    ]
    /// The longest of ``headStops``, in bytes.
    static let maxStopLength = headStops.map(\.utf8.count).max() ?? 0
    /// Characters that end the head of a description, and the word they stand in (ASCII, as bytes).
    static let stopBytes: [UInt8] = Array(".,:;()".utf8)
    /// A head longer than this is a sentence, not a name.
    static let maxHead = 5
    /// What reading a role from a description costs against the same words in a name.
    static let describedPenalty = 8
}
