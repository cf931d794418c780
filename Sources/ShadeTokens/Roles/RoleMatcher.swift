/// Picks, for each role, the system token whose name says it fills that role.
///
/// Every token is scored against the ``NameRules`` of the known vocabularies (its name, or its
/// name after a namespace) and the generic ``WordRules``; a deprecated token loses 10 points.
/// Each role then takes its best candidate on its own, so a token fills several roles only
/// where rules name it for several (Primer's `fgColor.onEmphasis` is both `onAccent` and
/// `invertedForegroundPrimary`). Ties go to the shorter path, then to the earlier token in
/// the files (file name, line, column), then to the path in code-point order: the result does
/// not depend on the order tokens arrive in. One pass over the tokens, a few dictionary
/// look-ups each.
enum RoleMatcher {
    /// The winning token of one role and the rule that chose it.
    struct Match: Equatable {
        /// Index into the tokens given to ``match(_:)``.
        var token: Int
        var score: Int
        var rule: String
    }

    /// The best match of every role some rule recognises, by role index.
    static func match(_ tokens: [SystemColorToken]) -> [Match?] {
        let words = tokens.map { PathWords.words(of: $0.path) }
        let keys = words.map(namedKeys)
        let present = Set(keys.joined())
        var best = [Match?](repeating: nil, count: ColorToken.allCases.count)
        func offer(_ candidate: Match, for role: ColorToken) {
            if let current = best[role.index], !isBetter(candidate, than: current, in: tokens) { return }
            best[role.index] = candidate
        }
        for index in tokens.indices {
            let penalty = tokens[index].deprecated == nil ? 0 : 10
            let note = penalty == 0 ? "" : " (deprecated: −10)"
            for (offset, key) in keys[index].enumerated() {
                for rule in NameRules.byKey[key] ?? [] where applies(rule, present) {
                    // Each namespace word in front of the name costs a point.
                    let score = rule.score - offset - penalty
                    offer(Match(token: index, score: score, rule: rule.title + note), for: rule.role)
                }
            }
            if let generic = WordRules.match(words[index]) {
                offer(Match(token: index, score: generic.score - penalty, rule: generic.title + note), for: generic.role)
            }
        }
        return best
    }

    /// Whether a rule's conditions on the rest of the system hold.
    private static func applies(_ rule: NameRule, _ present: Set<String>) -> Bool {
        (rule.requires.map(present.contains) ?? true) && !(rule.unless.map(present.contains) ?? false)
    }

    /// The keys a path can be recognised by: its words, then its words after each namespace
    /// prefix made only of words no rule uses (`acme`, `brand2024`), nearest first.
    static func namedKeys(_ words: [String]) -> [String] {
        var keys: [String] = []
        var start = 0
        while start < words.count {
            keys.append(words[start...].joined(separator: " "))
            let word = words[start]
            guard !NameRules.words.contains(word), !WordRules.knownWords.contains(word) else { break }
            start += 1
        }
        return keys
    }

    /// Higher score; then the shorter path; then the earlier place in the files; then the path.
    static func isBetter(_ a: Match, than b: Match, in tokens: [SystemColorToken]) -> Bool {
        if a.score != b.score { return a.score > b.score }
        let left = tokens[a.token], right = tokens[b.token]
        let (leftLength, rightLength) = (left.path.utf8.count, right.path.utf8.count)
        if leftLength != rightLength { return leftLength < rightLength }
        if let order = documentOrder(left, right) { return order }
        if left.path != right.path { return left.path.utf8.lexicographicallyPrecedes(right.path.utf8) }
        return a.rule.utf8.lexicographicallyPrecedes(b.rule.utf8)
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
