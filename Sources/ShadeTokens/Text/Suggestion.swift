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
        let target = letters(word)
        let limit = max(2, target.count / 3)
        // The word's letters counted in 64 buckets. An insertion or deletion changes the
        // counts by one, a substitution by two, a swap not at all: half the difference of
        // two words' counts never exceeds their distance, and rules most names out for the
        // price of counting them (a system of 30,000 tokens, asked for 16 missing names).
        var counts = [Int](repeating: 0, count: 64)
        for letter in target { counts[Int(letter & 63)] += 1 }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            // Only a strictly nearer candidate can replace the current best.
            let allowed = best.map { $0.distance - 1 } ?? limit
            // A name has at least as many UTF-8 bytes as letters: one far too short is passed
            // over before it is lowercased.
            guard candidate.utf8.count >= target.count - allowed else { continue }
            let other = letters(candidate)
            guard abs(other.count - target.count) <= allowed else { continue }
            for letter in other { counts[Int(letter & 63)] -= 1 }
            var difference = 0
            for bucket in counts { difference += abs(bucket) }
            for letter in other { counts[Int(letter & 63)] += 1 }
            guard difference <= 2 * allowed,
                let distance = distance(target, other, atMost: allowed),
                distance < max(target.count, other.count)
            else { continue }
            best = (candidate, distance)
            if distance == 0 { break }
        }
        return best?.candidate
    }

    /// A name's lowercased Unicode scalars: compared as numbers, where comparing `Character`s
    /// compares strings (a system of 10,000 tokens with a few missing names spent most of
    /// `list` there).
    static func letters(_ name: String) -> [UInt32] {
        name.lowercased().unicodeScalars.map(\.value)
    }

    /// The optimal-string-alignment distance between `a` and `b`, or nil as soon as it is
    /// certain to exceed `bound` (every entry of a row is above it).
    static func distance(_ a: [UInt32], _ b: [UInt32], atMost bound: Int) -> Int? {
        guard bound >= 0 else { return nil }
        // A shared start and end cost nothing in some optimal alignment: token paths share
        // their groups (`color.brand.` … `.default`), and only what differs is compared.
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var end = 0
        while end < a.count - start, end < b.count - start, a[a.count - 1 - end] == b[b.count - 1 - end] { end += 1 }
        let x = a[start..<(a.count - end)], y = b[start..<(b.count - end)]
        if x.isEmpty { return y.count <= bound ? y.count : nil }
        if y.isEmpty { return x.count <= bound ? x.count : nil }
        let (xs, ys) = (x.startIndex, y.startIndex)
        // Three rows: the swap rule looks two rows back.
        var beforePrevious = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...y.count {
                let cost = x[xs + i - 1] == y[ys + j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[xs + i - 1] == y[ys + j - 2], x[xs + i - 2] == y[ys + j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > bound { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        let result = previous[y.count]
        return result <= bound ? result : nil
    }
}
