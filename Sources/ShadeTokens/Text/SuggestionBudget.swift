/// "Did you mean …?" for the missing names of one reading, each worked out once and for the
/// first ``names`` names only. Each suggestion compares the name with every token: a file read
/// without the files it refers to (PatternFly's semantic file alone: 1,500 missing names among
/// 3,000 tokens; a resolver's folder opened without its resolver: thousands) took seconds to
/// suggest names for lines that are cut to a summary anyway.
public struct SuggestionBudget: Sendable {
    /// How many distinct missing names get a suggestion.
    public static let names = 16
    private var known: [String: String?] = [:]

    /// An empty budget.
    public init() {}

    /// The closest of `candidates` to `missing` (``Suggestion/closest(to:among:)``), the same
    /// answer each time it is asked; nil once ``names`` other names have had theirs.
    public mutating func closest(to missing: String, among candidates: @autoclosure () -> some Sequence<String>) -> String? {
        if let answer = known[missing] { return answer }
        guard known.count < Self.names else { return nil }
        let found = Suggestion.closest(to: missing, among: candidates())
        known[missing] = .some(found)
        return found
    }
}
