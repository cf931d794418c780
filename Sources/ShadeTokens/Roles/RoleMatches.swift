/// Which token each role matches, worked out once for a set of token paths.
///
/// Matching reads only names (and `$deprecated`), never colours, so the contexts of a system
/// that share their token paths share one `RoleMatches`: build it once and pass it to
/// ``RoleFiller/fill(tokens:roleMap:context:matches:)`` on every context switch. A value built
/// for other paths is noticed and ignored.
public struct RoleMatches: Sendable {
    let paths: [String]
    let deprecated: [Bool]
    /// Every role's candidates, best name first.
    let candidates: [[RoleMatcher.Match]]

    /// Matches the roles against `tokens`' names.
    public init(tokens: [SystemColorToken]) {
        paths = tokens.map(\.path)
        deprecated = tokens.map { $0.deprecated != nil }
        candidates = RoleMatcher.candidates(tokens)
    }

    /// Whether this was built for exactly these token names, in this order.
    func fits(_ tokens: [SystemColorToken]) -> Bool {
        guard tokens.count == paths.count else { return false }
        for (index, token) in tokens.enumerated()
        where token.path != paths[index] || (token.deprecated != nil) != deprecated[index] {
            return false
        }
        return true
    }
}
