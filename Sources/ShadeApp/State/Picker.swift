import ShadeTokens
import ShadeView

/// What the picker needs to know about the themes: names, and (only when filtering by
/// appearance) which variants each offers, so 1,000 lazy themes are not resolved to open it.
public protocol ThemeDirectory {
    /// Display names, in catalog order.
    var themeNames: [String] { get }
    /// Whether theme `index` has a variant in `appearance`.
    func offers(_ index: Int, _ appearance: Appearance) -> Bool
}

/// The picker's state: the query, the filter, the matches and the highlighted one. The
/// theme behind it is the highlighted match, so moving previews live.
public struct PickerState: Hashable, Sendable {
    /// What has been typed.
    public var query = ""
    /// The appearance filter.
    public var filter = PickerFilter.all
    /// Matching theme indices, best first.
    public var results: [Int] = []
    /// Position of the highlighted match in `results`.
    public var highlighted = 0
    /// The theme shown when the picker opened, restored by Esc.
    public var original: Int

    /// A picker opened on theme `original`.
    public init(original: Int) { self.original = original }

    /// The card the view draws.
    public var view: PickerView { PickerView(query: query, filter: filter, results: results, highlighted: highlighted) }

    /// Recomputes the matches for the query and filter, keeping the highlighted theme when
    /// it still matches.
    mutating func refresh(_ directory: any ThemeDirectory) {
        let keep = results.indices.contains(highlighted) ? results[highlighted] : original
        let names = directory.themeNames
        var scored: [(index: Int, score: Int)] = []
        scored.reserveCapacity(names.count)
        for (index, name) in names.enumerated() {
            guard let score = FuzzyMatch.score(query, in: name) else { continue }
            if filter != .all, !directory.offers(index, filter == .light ? .light : .dark) { continue }
            scored.append((index, score))
        }
        scored.sort { ($0.score, -$0.index) > ($1.score, -$1.index) }
        results = scored.map(\.index)
        highlighted = query.isEmpty ? (results.firstIndex(of: keep) ?? 0) : 0
    }
}

/// Subsequence matching, as fuzzy finders do: every query character in order, case
/// ignored; consecutive runs, word starts and a match at the start score higher.
public enum FuzzyMatch {
    /// A score (higher is better), or nil when `query` is not a subsequence of `text`.
    public static func score(_ query: String, in text: String) -> Int? {
        if query.isEmpty { return 0 }
        let needle = Array(query.lowercased().unicodeScalars)
        let haystack = Array(text.lowercased().unicodeScalars)
        var score = 0, position = 0, previous = -2
        for scalar in needle {
            guard let found = haystack[position...].firstIndex(of: scalar) else { return nil }
            score += 1
            if found == previous + 1 { score += 5 }
            if found == 0 { score += 8 } else if !haystack[found - 1].properties.isAlphabetic { score += 4 }
            previous = found
            position = found + 1
        }
        return score * 100 - haystack.count
    }
}
