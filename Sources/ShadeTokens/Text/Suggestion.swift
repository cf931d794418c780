/// "Did you mean …?" for misspelled names, such as a token name in a theme file.
public enum Suggestion {
    /// The candidate closest to `word`, or nil if none is close enough to be a plausible typo.
    ///
    /// Distance is the Damerau–Levenshtein distance (insertions, deletions, substitutions and
    /// swaps of neighbours, each costing 1; optimal-string-alignment variant), ignoring case. A
    /// candidate qualifies when its distance is at most `max(2, word.count / 3)` and it has
    /// something in common with the word (the distance is below the longer length, so "ab" never
    /// suggests "xy"). The nearest qualifying candidate wins; among equals, the first one given.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased())
        let limit = max(2, target.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            // Only a strictly nearer candidate can replace the current best.
            let allowed = best.map { $0.distance - 1 } ?? limit
            guard abs(other.count - target.count) <= allowed,
                let distance = distance(target, other, atMost: allowed),
                distance < max(target.count, other.count)
            else { continue }
            best = (candidate, distance)
            if distance == 0 { break }
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance between `a` and `b`, or nil as soon as it is
    /// certain to exceed `bound` (every entry of a row is above it).
    static func distance(_ a: [Character], _ b: [Character], atMost bound: Int) -> Int? {
        guard bound >= 0 else { return nil }
        if a.isEmpty { return b.count <= bound ? b.count : nil }
        if b.isEmpty { return a.count <= bound ? a.count : nil }
        // Three rows: the swap rule looks two rows back.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > bound { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        let result = previous[b.count]
        return result <= bound ? result : nil
    }
}
