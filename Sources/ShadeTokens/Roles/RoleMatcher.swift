import ShadeSync
/// Picks, for each role, the system token whose name says it fills that role.
///
/// Every token is scored against the ``NameRules`` of the known vocabularies (its name, or its
/// name after a namespace) and the generic ``WordRules``; a deprecated token loses 10 points.
/// Each role keeps its candidates best first, and ``RoleChooser`` then judges their values;
/// a token fills several roles only where rules name it for several (Primer's
/// `fgColor.onEmphasis` is both `onAccent` and `invertedForegroundPrimary`). Ties go to the
/// shorter path, then to the earlier token in the files (file name, line, column), then to
/// the path in code-point order: the result does not depend on the order tokens arrive in.
/// One pass over the tokens, a few dictionary look-ups each.
enum RoleMatcher {
    /// The winning token of one role and the rule that chose it.
    struct Match: Equatable {
        /// Index into the tokens given to ``match(_:)``.
        var token: Int
        var score: Int
        /// The rule's title, a string made once when the rules were built.
        var title: String
        /// Words of the path no rule knows (word rules only), each costing 3 points.
        var unknownWords = 0
        var deprecated = false

        /// The rule in a reason, with what the score lost.
        var rule: String {
            var text = title
            if unknownWords > 0 { text += " (−3 for each of \(unknownWords) unknown words)" }
            if deprecated { text += " (deprecated: −10)" }
            return text
        }
    }

    /// The best match of every role some rule recognises, by role index.
    static func match(_ tokens: [SystemColorToken]) -> [Match?] {
        candidates(tokens).map(\.first)
    }

    /// Every role's candidates by role index, best name first, one match per token (its best).
    /// `cut` divides the names into the parts read side by side (tests cut them anywhere).
    static func candidates(_ tokens: [SystemColorToken],
                           cut: (Int) -> [Range<Int>] = { CoreParts.of($0, least: pathsPerPart) }) -> [[Match]] {
        candidatesAndWords(tokens, cut: cut).candidates
    }

    /// ``candidates(_:cut:)``, with the words of each token's path (``PathWords/words(of:)``)
    /// the matching split them into: the chooser reads them too, and splitting 6,700 paths a
    /// second time cost the first frame of a large system a millisecond and more.
    static func candidatesAndWords(_ tokens: [SystemColorToken],
                                   cut: (Int) -> [Range<Int>] = { CoreParts.of($0, least: pathsPerPart) })
        -> (candidates: [[Match]], words: [[String]]) {
        // The tables are read into locals once: a static's dictionary is retained on every use.
        let byKey = NameRules.byKey, conditionKeys = NameRules.conditionKeys
        var byToken = [[Int: Match]](repeating: [:], count: ColorToken.allCases.count)
        func offer(_ candidate: Match, for role: ColorToken) {
            if let current = byToken[role.index][candidate.token], !isBetter(candidate, than: current, in: tokens) { return }
            byToken[role.index][candidate.token] = candidate
        }
        // Rules that depend on the rest of the system wait until every name has been seen.
        var present = Set<String>()
        var conditional: [(Match, NameRule)] = []
        // Names read after a namespace, by key: a name many namespaces share is a ramp's step.
        var namespaced: [String: [(Match, NameRule)]] = [:]
        let readings = readings(tokens, parts: cut(tokens.count))
        // First words no rule knows that start a share of the names: the system's prefix.
        var firstWords: [String: Int] = [:]
        for reading in readings where reading.firstUnknown { firstWords[reading.firstWord, default: 0] += 1 }
        let prefixWords = Set(firstWords.filter { Double($0.value) >= Double(readings.count) * namespaceShare }.keys)
        // Groups whose children are a ladder of the system's own level words (Sage's `txt.severe`,
        // `txt.moderate`, `txt.delicate`): there such a word names a level, not an unknown use.
        var ladderSteps: [Substring: Int] = [:]
        for reading in readings where reading.generic != nil && reading.lastLadderWord != nil {
            ladderSteps[reading.parentKey, default: 0] += 1
        }
        for (index, reading) in readings.enumerated() {
            let deprecated = tokens[index].deprecated != nil || reading.deprecated
            let penalty = deprecated ? 10 : 0
            for (offset, key) in reading.keys.enumerated() {
                if conditionKeys.contains(key) { present.insert(key) }
                let behindNamespace = key.utf8.count < reading.fullKey.utf8.count
                for rule in byKey[key] ?? [] {
                    // Each namespace word in front of the name costs a point.
                    let match = Match(token: index, score: rule.score - offset - penalty, title: rule.title,
                                      deprecated: deprecated)
                    if behindNamespace {
                        namespaced[key, default: []].append((match, rule))
                    } else if rule.requires == nil && rule.unless == nil {
                        offer(match, for: rule.role)
                    } else {
                        conditional.append((match, rule))
                    }
                }
            }
            for generic in [reading.generic, reading.described].compactMap({ $0 }) {
                // The system's own prefix (`kui-`, `ids.`) is no unknown word.
                let prefixed = generic.unknown > 0 && prefixWords.contains(reading.firstWord)
                let laddered = reading.lastLadderWord == true && generic.unknown > (prefixed ? 1 : 0)
                    && ladderSteps[reading.parentKey, default: 0] >= ladderLeast
                let unknown = generic.unknown - (prefixed ? 1 : 0) - (laddered ? 1 : 0)
                let match = Match(token: index, score: generic.score - penalty + (prefixed ? 3 : 0) + (laddered ? 3 : 0),
                                  title: generic.title, unknownWords: unknown, deprecated: deprecated)
                offer(match, for: generic.role)
                // `attention`, `critical`: a warning in one system, an error in another; both
                // are offered, and the chooser keeps the one its hue is.
                if WordRules.ambiguousStatusTitles.contains(generic.title) {
                    offer(match, for: generic.role == .warning ? .error : .warning)
                }
            }
        }
        if !namespaced.isEmpty {
            // A namespace is what a share of the system's names start with (`acme.`, `kui-`,
            // `dark.`): `Global.Color.Navy.Primary` is a step of the navy ramp, and
            // `semanticColors.blockingBackground` a background of one use, not the page.
            let fullKeys = readings.map(\.fullKey)
            var share: [String: Bool] = [:]
            for (key, matches) in namespaced {
                for (match, rule) in matches {
                    let full = fullKeys[match.token]
                    let prefix = String(full.utf8.prefix(full.utf8.count - key.utf8.count))!
                    if share[prefix] == nil {
                        let starting = fullKeys.count { $0.hasPrefix(prefix) }
                        share[prefix] = Double(starting) >= Double(fullKeys.count) * namespaceShare
                    }
                    guard share[prefix] == true else { continue }
                    if rule.requires == nil && rule.unless == nil { offer(match, for: rule.role) } else { conditional.append((match, rule)) }
                }
            }
        }
        for (match, rule) in conditional where applies(rule, present) {
            offer(match, for: rule.role)
        }
        return (byToken.map { $0.values.sorted { isBetter($0, than: $1, in: tokens) } }, readings.map(\.words))
    }

    /// What one path's words say: the keys name rules know it by, nearest first, and the
    /// generic word rule's reading.
    private struct Reading: Sendable {
        /// The path's words, noise removed.
        var words: [String]
        var keys: [String]
        /// The whole path's key: a shorter key is read behind a namespace.
        var fullKey: String
        /// The path's first word, and whether no rule knows it.
        var firstWord: String
        var firstUnknown: Bool
        var generic: (role: ColorToken, score: Int, title: String, unknown: Int)?
        /// The role its description's use adds (``WordRules/described(_:_:_:cssColor:)``).
        var described: (role: ColorToken, score: Int, title: String, unknown: Int)?
        /// A `deprecated`/`legacy` folder or a description saying so (``RoleEvidence``).
        var deprecated: Bool
        /// Whether the last word may be a step of a ladder: true when no rule knows it, false
        /// for an intensity level word (``WordRules/intensityWords``), nil otherwise.
        var lastLadderWord: Bool?

        /// The key of the path's group: its full key without the last word.
        var parentKey: Substring {
            guard let space = fullKey.lastIndex(of: " ") else { return "" }
            return fullKey[..<space]
        }
    }

    /// The least steps of a ladder: two words are a pair, not a scale.
    static let ladderLeast = 3

    /// The least share of a system's names that start with a namespace: a system's prefix
    /// (`acme`, `kui`) or a mode (`light`, `dark`) starts a large part of them; a ramp's name
    /// (`Global.Color.Navy`) or one use (`blocking`) a few.
    static let namespaceShare = 0.25

    /// Paths a part reads at least: below this, one core reads faster than two start.
    private static let pathsPerPart = 1_500

    /// Every token's ``Reading``, in order. Reading a path depends on no other, so a system's
    /// thousands of names are read on every core, in contiguous parts joined in order.
    private static func readings(_ tokens: [SystemColorToken], parts: [Range<Int>]) -> [Reading] {
        let paths = tokens.map(\.path), descriptions = tokens.map(\.description)
        // A system grouped by CSS property names its text colours `color.base`, `color.subtle`.
        let colorGroupIsText = PathWords.groupsByCSSProperty(paths)
        @Sendable func read(_ range: Range<Int>) -> [Reading] {
            // The tables are read into locals once: a static's dictionary is retained on every use.
            let table = WordInfo.table, byKey = NameRules.byKey
            var words: [String] = [], info: [WordInfo?] = []
            return range.map { index in
                let cssColor = PathWords.analyse(paths[index], table: table, words: &words, info: &info)
                    || (colorGroupIsText && PathWords.startsWithColorGroup(paths[index]))
                let keys = namedKeys(words, info, byKey: byKey)
                var generic = WordRules.match(words, info, cssColor: cssColor)
                let deprecated = RoleEvidence.deprecated(info: info, description: descriptions[index])
                // A step of a ladder is the last word of a path whose group names a kind
                // (`txt`, `bg`) and no level: no ramp's step (`light`, `700`) is one.
                var ladderWord: Bool?
                if generic != nil, let last = words.last, words.count > 1,
                   info[info.count - 1] == nil || WordRules.intensityWords.contains(last),
                   !RoleValueRules.stepWords.contains(last), !last.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                   info.dropLast().contains(where: { !($0?.classes.isDisjoint(with: [.foreground, .background, .line]) ?? true) }),
                   !info.dropLast().contains(where: { $0?.level != nil }) {
                    ladderWord = info[info.count - 1] == nil
                }
                let reading = Reading(words: words, keys: keys, fullKey: words.joined(separator: " "), firstWord: words.first ?? "",
                                      firstUnknown: !words.isEmpty && info[0] == nil, generic: nil, deprecated: deprecated,
                                      lastLadderWord: ladderWord)
                // What the description says the token is used for weighs as a name word: it may
                // add a role (the accent's label, the inverted text, the placeholder) and rule
                // out the name's own.
                var described: (role: ColorToken, score: Int, title: String, unknown: Int)?
                var ruledOut = false
                if let description = descriptions[index], !description.isEmpty,
                   let use = RoleEvidence.use(describedBy: description) {
                    let (keepName, role) = WordRules.described(use, words, info, cssColor: cssColor)
                    if !keepName { generic = nil; ruledOut = true }
                    described = role
                }
                // A name that says nothing is read by its description; one that rules itself out
                // (a palette step, a component, a state) is not rescued by it.
                if generic == nil, !ruledOut, described == nil, keys.isEmpty, let description = descriptions[index], !description.isEmpty,
                   !info.contains(where: { $0?.classes.contains(.excluding) == true }) {
                    generic = RoleEvidence.role(describedBy: description, table: table)
                }
                var done = reading
                done.generic = generic
                done.described = described
                return done
            }
        }
        return parts.concurrentMap(chunk: 1, read).flatMap { $0 }
    }

    /// Whether a rule's conditions on the rest of the system hold.
    private static func applies(_ rule: NameRule, _ present: Set<String>) -> Bool {
        (rule.requires.map(present.contains) ?? true) && !(rule.unless.map(present.contains) ?? false)
    }

    /// The keys a path is recognised by, among those some name rule uses: its words, then its
    /// words after each namespace prefix holding no word the word rules read (`acme`, `dark`,
    /// `brand2024`), nearest first.
    static func namedKeys(_ words: [String], _ info: [WordInfo?],
                          byKey: [String: [NameRule]] = NameRules.byKey) -> [String] {
        // From `named` on, every word appears in some rule's name; no key starts earlier.
        var named = words.count
        while named > 0, info[named - 1]?.classes.contains(.named) == true { named -= 1 }
        guard named < words.count else { return [] }
        var keys: [String] = []
        for start in words.indices {
            if start >= named {
                let key = words[start...].joined(separator: " ")
                if byKey[key] != nil { keys.append(key) }
            }
            // A word the word rules read (`text`, `primary`, `button`) is part of the name, not a
            // namespace: `text.primary` is not `primary`.
            if info[start]?.classes.contains(.known) == true { break }
        }
        return keys
    }

    /// ``namedKeys(_:_:byKey:)`` for words alone.
    static func namedKeys(_ words: [String]) -> [String] {
        let table = WordInfo.table
        return namedKeys(words, words.map { table[$0] })
    }

    /// Higher score; then the shorter path; then the earlier place in the files; then the path.
    static func isBetter(_ a: Match, than b: Match, in tokens: [SystemColorToken]) -> Bool {
        if a.score != b.score { return a.score > b.score }
        let left = tokens[a.token], right = tokens[b.token]
        let (leftLength, rightLength) = (left.path.utf8.count, right.path.utf8.count)
        if leftLength != rightLength { return leftLength < rightLength }
        if let order = documentOrder(left, right) { return order }
        if left.path != right.path { return left.path.utf8.lexicographicallyPrecedes(right.path.utf8) }
        return a.title.utf8.lexicographicallyPrecedes(b.title.utf8)
    }

    /// Whether `a` stands before `b` in the files, or nil when their places are equal.
    private static func documentOrder(_ a: SystemColorToken, _ b: SystemColorToken) -> Bool? {
        if a.file != b.file { return a.file.utf8.lexicographicallyPrecedes(b.file.utf8) }
        switch (a.position, b.position) {
        case let (left?, right?) where left != right: return left < right
        case (.some, nil): return true
        case (nil, .some): return false
        default: return nil
        }
    }
}
