import ShadeTokens

/// The named and guessed roles a report listed for a theme, and under which resolution:
/// a system's other resolutions mostly fill the same roles the same way, and four copies of
/// the same fourteen names bury the changes a review is for.
struct RolesListed {
    var named: [ColorToken]
    var guessed: [ColorToken]
    var title: String

    /// The title the same lists were first given under, when `diff`'s were listed already;
    /// else nil, and `diff`'s are added to `listed`.
    static func same(_ diff: ResolutionDiff, as listed: inout [RolesListed]) -> String? {
        if let earlier = listed.first(where: { $0.named == diff.namedRoles && $0.guessed == diff.guessedRoles }) { return earlier.title }
        listed.append(RolesListed(named: diff.namedRoles, guessed: diff.guessedRoles, title: diff.resolution.title))
        return nil
    }
}
