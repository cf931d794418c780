/// Everything the rules know about one word, found with a single look-up: matching thousands
/// of tokens reads each word of each path once.
struct WordInfo: Sendable {
    /// The classes a word belongs to.
    struct Classes: OptionSet, Sendable {
        let rawValue: UInt32
        static let foreground = Classes(rawValue: 1 << 0)
        static let background = Classes(rawValue: 1 << 1)
        static let line = Classes(rawValue: 1 << 2)
        static let accent = Classes(rawValue: 1 << 3)
        static let bareAccent = Classes(rawValue: 1 << 4)
        static let link = Classes(rawValue: 1 << 5)
        static let inverse = Classes(rawValue: 1 << 6)
        static let emphasis = Classes(rawValue: 1 << 7)
        /// Known to cost nothing.
        static let neutral = Classes(rawValue: 1 << 8)
        /// Rules the path out of word matching.
        static let excluding = Classes(rawValue: 1 << 9)
        /// Used in some ``NameRules`` name: only such words can make up a key worth looking up.
        static let named = Classes(rawValue: 1 << 10)
        /// Known to ``WordRules``: cannot be part of a namespace.
        static let known = Classes(rawValue: 1 << 11)
        /// Dropped from paths (``PathWords/noise``).
        static let noise = Classes(rawValue: 1 << 12)
        /// A level word that yields to any other (``WordRules/weakLevelWords``).
        static let weakLevel = Classes(rawValue: 1 << 13)
        /// After an accent word, names what is drawn on it (``WordRules/pairWords``).
        static let pair = Classes(rawValue: 1 << 14)
        /// Names the page itself (``WordRules/pageWords``).
        static let page = Classes(rawValue: 1 << 15)
    }

    var classes: Classes = []
    var level: WordRules.Level?
    var status: WordRules.Status?
    /// Says the token is kept only for old code (``WordRules/deprecatedWords``): a flag beside
    /// the classes, which other rules compare whole.
    var deprecated = false

    /// Every word any rule in use knows, with its classes (see ``RoleVocabularies``).
    static var table: [String: WordInfo] { tables.value }

    private static let tables = RoleVocabularies.Cache { off in
        var table: [String: WordInfo] = [:]
        func add(_ words: some Sequence<String>, _ classes: Classes) {
            for word in words { table[word, default: WordInfo()].classes.formUnion(classes) }
        }
        add(WordRules.foregroundWords, .foreground)
        add(WordRules.backgroundWords, .background)
        add(WordRules.lineWords, .line)
        add(WordRules.accentWords, .accent)
        add(WordRules.bareAccentWords, .bareAccent)
        add(["link"], .link)
        add(WordRules.inverseWords, .inverse)
        add(WordRules.emphasisWords, .emphasis)
        add(WordRules.neutralWords, .neutral)
        add(WordRules.excludingWords, .excluding)
        for (vocabulary, words) in WordRules.vocabularyExcludingWords where !off.contains(vocabulary) { add(words, .excluding) }
        add(WordRules.knownWords, .known)
        add(NameRules.words, .named)
        add(PathWords.noise, .noise)
        add(WordRules.weakLevelWords, .weakLevel)
        add(WordRules.pairWords, .pair)
        add(WordRules.pageWords, .page)
        add(WordRules.deprecatedWords, .neutral)
        for word in WordRules.deprecatedWords { table[word, default: WordInfo()].deprecated = true }
        for (word, level) in WordRules.levelWords { table[word, default: WordInfo()].level = level }
        for (word, status) in WordRules.statusWords { table[word, default: WordInfo()].status = status }
        return table
    }
}
