/// Which of the role passes' word sets a token's path holds, one bit each.
///
/// The passes that read every token of a system (the palette, the primary button, the
/// surfaces' pairs, the tooltip) asked each path's words of several string sets on every run:
/// hashing each word of 6,700 paths again per pass and per preview. ``RoleMatches`` reads
/// every path once into these bits (one table look-up a word), and the passes test bits.
struct PathClasses: OptionSet, Sendable {
    let rawValue: UInt32

    /// A text word other than `icon` (``WordRules/foregroundWords``): the path names text.
    static let text = PathClasses(rawValue: 1 << 0)
    /// The word `icon`.
    static let icon = PathClasses(rawValue: 1 << 1)
    /// A ground word (``WordRules/backgroundWords``).
    static let ground = PathClasses(rawValue: 1 << 2)
    /// A line word (``WordRules/lineWords``).
    static let line = PathClasses(rawValue: 1 << 3)
    /// An accent word, bare or not (``WordRules/accentWords``, ``WordRules/bareAccentWords``).
    static let accent = PathClasses(rawValue: 1 << 4)
    /// An inverse word (``WordRules/inverseWords``).
    static let inverse = PathClasses(rawValue: 1 << 5)
    /// An interaction state (``RoleValueRules/stateWords``).
    static let state = PathClasses(rawValue: 1 << 6)
    /// A fill word (``RoleValueRules/fillWords``).
    static let fill = PathClasses(rawValue: 1 << 7)
    /// A button word (``RoleValueRules/buttonWords``).
    static let button = PathClasses(rawValue: 1 << 8)
    /// A component word before the last word (``RoleChooser/component(in:)``).
    static let component = PathClasses(rawValue: 1 << 9)
    /// A word of meaning (``RoleValueRules/meaningWords``).
    static let meaning = PathClasses(rawValue: 1 << 10)
    /// A component drawn inverted (``RoleValueRules/invertedComponents``).
    static let invertedComponent = PathClasses(rawValue: 1 << 11)
    /// A label word (``RoleValueRules/labelWords``).
    static let label = PathClasses(rawValue: 1 << 12)
    /// A neutral word (``RoleValueRules/neutralWords``).
    static let neutral = PathClasses(rawValue: 1 << 13)
    /// An `on` word (``WordRules/onWords``) with a word after it.
    static let onSomething = PathClasses(rawValue: 1 << 14)
    /// The last word pairs a fill (``WordRules/pairedForegroundWords``: `X-foreground`).
    static let pairedLast = PathClasses(rawValue: 1 << 15)
    /// A word the surfaces' pairs rule out (``RoleValueRules/layerWords``, `container`, or a
    /// known word of a kind, excluded or inverse: ``WordInfo/Classes``).
    static let notQuietFill = PathClasses(rawValue: 1 << 16)
    /// The last word names what is drawn on a fill (``WordRules/pairWords``: `X-inverse`,
    /// `X-contrast`).
    static let pairLast = PathClasses(rawValue: 1 << 17)
    /// A word that names a control as the primary one by its emphasis
    /// (``RoleValueRules/primaryActionWords``: `emphasized`, `prominent`, `cta`).
    static let primaryAction = PathClasses(rawValue: 1 << 18)

    /// What one word sets: wherever it stands, before the path's last word, and as the last
    /// word of a path of two or more.
    fileprivate struct WordBits {
        var anywhere: PathClasses = []
        var beforeLast: PathClasses = []
        var last: PathClasses = []
    }

    /// What each word sets (``of(_:in:)``), for the vocabularies in use.
    struct Table: Sendable {
        fileprivate let bits: [String: WordBits]
    }

    /// The table for the vocabularies in use: read it once, then ask ``of(_:in:)`` of each path.
    static var table: Table { tables.value }

    /// What each word sets, made once: one look-up a word. Every word set the passes ask about
    /// is folded in here, the word table's classes too: asking each set of each word of 6,700
    /// paths in turn was a twelfth of a large system's first frame.
    private static let tables = RoleVocabularies.Cache { _ in
        var table: [String: WordBits] = [:]
        func add(_ words: some Sequence<String>, _ classes: PathClasses) {
            for word in words { table[word, default: WordBits()].anywhere.formUnion(classes) }
        }
        add(WordRules.foregroundWords.filter { $0 != "icon" }, .text)
        add(["icon"], .icon)
        add(WordRules.backgroundWords, .ground)
        add(WordRules.lineWords, .line)
        add(WordRules.accentWords.union(WordRules.bareAccentWords), .accent)
        add(WordRules.inverseWords, .inverse)
        add(RoleValueRules.stateWords, .state)
        add(RoleValueRules.fillWords, .fill)
        add(RoleValueRules.buttonWords, .button)
        add(RoleValueRules.primaryActionWords, .primaryAction)
        add(RoleValueRules.meaningWords, .meaning)
        add(RoleValueRules.invertedComponents, .invertedComponent)
        add(RoleValueRules.labelWords, .label)
        add(RoleValueRules.neutralWords, .neutral)
        add(RoleValueRules.layerWords.union(["container"]), .notQuietFill)
        // A known word of a kind, excluded or inverse rules out a quiet fill too.
        add(WordInfo.table.filter { !$0.value.classes.isDisjoint(with: [.foreground, .background, .line, .excluding, .inverse]) }.keys,
            .notQuietFill)
        for word in RoleValueRules.componentWords { table[word, default: WordBits()].beforeLast.insert(.component) }
        for word in WordRules.onWords { table[word, default: WordBits()].beforeLast.insert(.onSomething) }
        for word in WordRules.pairedForegroundWords { table[word, default: WordBits()].last.insert(.pairedLast) }
        for word in WordRules.pairWords { table[word, default: WordBits()].last.insert(.pairLast) }
        return Table(bits: table)
    }

    /// The classes of one path's words.
    static func of(_ words: [String], in table: Table = table) -> PathClasses {
        var classes: PathClasses = []
        for (offset, word) in words.enumerated() {
            guard let known = table.bits[word] else { continue }
            classes.formUnion(known.anywhere)
            if offset < words.count - 1 {
                classes.formUnion(known.beforeLast)
            } else if words.count >= 2 {
                classes.formUnion(known.last)
            }
        }
        return classes
    }
}
