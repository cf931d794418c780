import ShadeText

/// Evidence about a token beside the rules its name matches: what its folder and its
/// `$description` say. Kept as data in ``WordRules`` (``WordRules/deprecatedWords``) and here.
enum RoleEvidence {
    /// Phrases of a `$description` that retire a token, without their first letter so that
    /// `Deprecated` and `deprecated` are one search, and no description is lower-cased: a large
    /// system describes all its thousands of tokens. Each is searched for by one of its rarer
    /// bytes (`anchor`): anchored at its first, `e` or `o`, every phrase stopped at most words
    /// of every description.
    static let deprecatedPhrases: [(bytes: [UInt8], anchor: Int)] = ([
        ("eprecated", "p"), ("o not use", "u"), ("on't use", "'"), ("egacy", "y"), ("o longer used", "g"),
    ] as [(String, Unicode.Scalar)]).map { phrase, anchor in
        let bytes = Array(phrase.utf8)
        return (bytes, bytes.firstIndex(of: UInt8(ascii: anchor)) ?? 0)
    }

    /// Whether a token is kept only for old code: a `deprecated`, `legacy` or `obsolete` word in
    /// its path (a `deprecated/` folder; `info` is its words' ``WordInfo``) or a description
    /// that says so. `$deprecated` itself is read by the format readers into
    /// ``SystemColorToken/deprecated``.
    static func deprecated(info: [WordInfo?], description: String?) -> Bool {
        if info.contains(where: { $0?.deprecated == true }) { return true }
        guard var text = description, !text.isEmpty else { return false }
        return text.withUTF8 { bytes in
            deprecatedPhrases.contains { phrase in
                phrase.bytes.withUnsafeBytes { ByteSearch.contains($0, in: UnsafeRawBufferPointer(bytes), anchor: phrase.anchor) }
            }
        }
    }

    /// Phrases of a `$description` that say what the token is drawn on or used for, by use,
    /// lower-case and matched from a word's start in any case: the sample of real systems'
    /// descriptions ("Foreground color in actions", "text placed on a brand-colored background",
    /// "Text and icons for use on dark backgrounds", "Color used for text on reversed
    /// backgrounds", "prompt text (placeholder) within input controls"). Each is read as the
    /// same evidence as a name word (``WordRules/described(_:_:_:cssColor:)``); where several
    /// match, the earlier in this list.
    static let usePhrases: [(phrase: String, use: WordRules.DescribedUse)] = [
        ("placeholder text", .placeholder), ("placeholder txt", .placeholder), ("as a placeholder", .placeholder),
        ("and placeholders", .placeholder), ("placeholder)", .placeholder),
        ("on brand", .onAccent), ("on a brand", .onAccent), ("on the brand", .onAccent), ("on accent", .onAccent),
        ("on an accent", .onAccent), ("on the accent", .onAccent), ("on top of accent", .onAccent),
        ("on top of brand", .onAccent), ("on top of primary", .onAccent), ("on primary", .onAccent),
        ("on the primary", .onAccent), ("on emphasized", .onAccent), ("on emphasised", .onAccent), ("in actions", .onAccent),
        ("on dark background", .onInverse), ("on a dark background", .onInverse), ("on dark surface", .onInverse),
        ("on a dark surface", .onInverse), ("for use on dark", .onInverse), ("on reversed background", .onInverse),
        ("on inverse background", .onInverse), ("on an inverse background", .onInverse), ("on inversed background", .onInverse),
        ("on inverted background", .onInverse), ("on an inverted background", .onInverse),
    ]

    /// ``usePhrases`` by the key of their first word (``wordKey(_:_:)``), with their rank: a
    /// description is read in one pass over its words, and only a word that starts a phrase
    /// is compared further (a 6,700-token system describes every token).
    private static let phrasesByFirstWord: [UInt64: [(phrase: [UInt8], use: WordRules.DescribedUse, rank: Int)]] = {
        var table: [UInt64: [(phrase: [UInt8], use: WordRules.DescribedUse, rank: Int)]] = [:]
        for (rank, entry) in usePhrases.enumerated() {
            let bytes = Array(entry.phrase.utf8)
            let first = bytes.prefix { isWordByte($0) }
            table[first.withUnsafeBufferPointer { wordKey($0, 0..<$0.count) }, default: []].append((bytes, entry.use, rank))
        }
        return table
    }()

    /// Words that, among a description's first ones, say the token is a disabled state's
    /// ("Disabled inputs", "Primary disabled"): further in, they name what it stands beside.
    static let disabledHeadWord = Array("disabled".utf8)
    /// How many of a description's first words are its head for ``disabledHeadWord``.
    static let disabledHeadLength = 3

    /// A byte of a word: an ASCII letter or digit, a hyphen, or part of a larger character.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte | 0x20) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-") || byte >= 0x80
    }

    /// A word's first seven bytes, ASCII letters lower-cased, and its length: equal for equal
    /// words in any case (and, rarely, for others, which the full comparison then tells apart).
    private static func wordKey(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var key = UInt64(min(range.count, 255)) << 56
        for (offset, index) in range.prefix(7).enumerated() {
            key |= UInt64(folded(bytes[index])) << (8 * offset)
        }
        return key
    }

    private static func folded(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    /// What a description says the token is used for, if it says so (``usePhrases``): a
    /// disabled state first (``disabledHeadWord`` in its head), then the phrases in their order.
    static func use(describedBy description: String) -> WordRules.DescribedUse? {
        var text = description
        return text.withUTF8 { bytes -> WordRules.DescribedUse? in
            var index = 0, words = 0, inHead = true
            var found: (use: WordRules.DescribedUse, rank: Int)?
            while index < bytes.count {
                while index < bytes.count, !isWordByte(bytes[index]) {
                    if stopBytes.contains(bytes[index]) { inHead = false }
                    index += 1
                }
                guard index < bytes.count else { break }
                let start = index
                while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
                if inHead {
                    words += 1
                    if words > disabledHeadLength { inHead = false }
                    else if index - start == disabledHeadWord.count,
                            zip(bytes[start..<index], disabledHeadWord).allSatisfy({ folded($0) == $1 }) { return .disabled }
                }
                guard let phrases = phrasesByFirstWord[wordKey(bytes, start..<index)] else { continue }
                for entry in phrases where entry.rank < (found?.rank ?? .max) && start + entry.phrase.count <= bytes.count
                    && zip(bytes[start...], entry.phrase).allSatisfy({ folded($0) == $1 }) {
                    found = (entry.use, entry.rank)
                }
            }
            return found?.use
        }
    }

    /// What a description's own words say the token is, for a token whose name says nothing
    /// (`fn.default`: "Main interaction color for buttons and links"). Only the head of the
    /// description is read, up to its first preposition or stop ("Main text color" of "Main text
    /// color on dark background"), and words no rule knows cost nothing there: prose is not a
    /// name. It weighs ``describedPenalty`` less than the same words in a name.
    static func role(describedBy description: String, table: [String: WordInfo])
        -> (role: ColorToken, score: Int, title: String, unknown: Int)? {
        var text = description
        guard let head = text.withUTF8(headPath) else { return nil }
        var words: [String] = [], info: [WordInfo?] = []
        PathWords.analyse(head, table: table, words: &words, info: &info)
        let known = words.indices.filter { info[$0] != nil }
        guard !known.isEmpty, let match = WordRules.match(known.map { words[$0] }, known.map { info[$0] }, named: false) else { return nil }
        return (match.role, match.score - describedPenalty, "description: " + match.title.dropFirst("words: ".count), 0)
    }

    /// The head of a description as a path of its words (`Main.text.color`), read word by word
    /// and no further than a head can be; nil when it is empty or longer than ``maxHead``.
    /// By bytes, and into one path: every byte that ends a word or a head is ASCII (of them
    /// only the LF of a CR LF is part of a larger character), and a string made for each word,
    /// lower-cased and hashed to be asked whether it is a stop word, then joined, was most of
    /// the 20,000 instructions each of a 6,700-token system's 3,200 descriptions cost.
    private static func headPath(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        func separates(_ index: Int) -> Bool {
            bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") && (index == 0 || bytes[index - 1] != UInt8(ascii: "\r"))
        }
        let stops = stopBytes
        var path: [UInt8] = [], count = 0, start = 0
        func append(_ word: Slice<UnsafeBufferPointer<UInt8>>) {
            if count > 0 { path.append(UInt8(ascii: ".")) }
            path.append(contentsOf: word)
            count += 1
        }
        while count <= maxHead {
            while start < bytes.count, separates(start) { start += 1 }
            guard start < bytes.count else { break }
            var end = start
            while end < bytes.count, !separates(end) { end += 1 }
            let word = bytes[start..<end]
            start = end
            if let stop = word.firstIndex(where: stops.contains) {
                if stop > word.startIndex { append(word[..<stop]) }
                break
            }
            if isHeadStop(word) { break }
            append(word)
        }
        guard count > 0, count <= maxHead else { return nil }
        return String(decoding: path, as: UTF8.self)
    }

    /// Whether a word of a description is one of ``headStops``, in any case: an ASCII word by
    /// its bytes; a word with larger characters by its lower-cased text.
    private static func isHeadStop(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard word.allSatisfy({ $0 < 0x80 }) else { return headStops.contains(String(decoding: word, as: UTF8.self).lowercased()) }
        guard word.count <= maxStopLength else { return false }
        return headStopBytes.contains { stop in
            stop.count == word.count && zip(word, stop).allSatisfy { ($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) == $1 }
        }
    }

    /// Words that end the head of a description.
    static let headStops: Set<String> = [
        "for", "on", "of", "in", "when", "with", "used", "use", "to", "that", "which", "if", "and", "or", "at", "as",
    ]
    /// ``headStops`` as bytes, for ``isHeadStop(_:)``.
    private static let headStopBytes = headStops.map { Array($0.utf8) }
    /// The longest of ``headStops``, in bytes.
    static let maxStopLength = headStops.map(\.utf8.count).max() ?? 0
    /// Characters that end the head of a description, and the word they stand in (ASCII, as bytes).
    static let stopBytes: [UInt8] = Array(".,:;()".utf8)
    /// A head longer than this is a sentence, not a name.
    static let maxHead = 5
    /// What reading a role from a description costs against the same words in a name.
    static let describedPenalty = 8
}
