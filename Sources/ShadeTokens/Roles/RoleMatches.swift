import ShadeSync

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
    /// The words of each token's path (``PathWords``), by index: the chooser reads them for
    /// layer and palette many times a run, and splitting 6,700 paths on every run (each
    /// preview in the role chooser) was half of the inference on the bench's 6,700 tokens.
    let pathWords: [[String]]
    /// Whether each token's path holds a word of meaning (``RoleValueRules/meaningWords``):
    /// the palette asks it of every token sharing a colour seen before, on every run.
    let namesMeaning: [Bool]
    /// Which of the passes' word sets each token's path holds (``PathClasses``), by index: the
    /// passes that read every token test bits instead of hashing its words again on every run.
    let classes: [PathClasses]
    /// Each path's first token: the chooser looks tokens up by path, and hashing 6,700 paths on
    /// every run (each preview in the role chooser) cost a tenth of the inference.
    let byPath: [String: Int]

    /// Matches the roles against `tokens`' names.
    public init(tokens: [SystemColorToken]) {
        paths = tokens.map(\.path)
        deprecated = tokens.map { $0.deprecated != nil }
        (candidates, pathWords) = RoleMatcher.candidatesAndWords(tokens)
        let table = PathClasses.table
        classes = pathWords.map { PathClasses.of($0, in: table) }
        namesMeaning = classes.map { $0.contains(.meaning) }
        var byPath = [String: Int](minimumCapacity: tokens.count)
        for (index, path) in paths.enumerated() where byPath[path] == nil { byPath[path] = index }
        self.byPath = byPath
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

extension RoleMatches {
    /// How many matchings ``recent(for:)`` keeps: a system's page appearance, its contexts
    /// and a compared theme's share a few sets of names.
    private static let kept = 4
    private static let recentMatches = Locked<[RoleMatches]>([])

    /// The matching for `tokens`: one made recently for the same names when there is one
    /// (the page appearance of a system and the context it first draws share every name,
    /// and matching thousands of names costs more than resolving them), else a new one, kept.
    public static func recent(for tokens: [SystemColorToken]) -> RoleMatches {
        if let found = recentMatches.withLock({ list in list.first { $0.fits(tokens) } }) { return found }
        let made = RoleMatches(tokens: tokens)
        recentMatches.withLock { list in
            list.insert(made, at: 0)
            if list.count > kept { list.removeLast() }
        }
        return made
    }
}
