import ShadeColor

/// The members of a family of categories named after an accent word: `tint.job`,
/// `tint.candidate`, `tint.contact` (a record type's colour each), siblings that differ in hue.
///
/// The words after an accent word name either the accent's own steps (`accent.bright`,
/// `primary.dark`: one hue, lighter and darker) or a family of categories drawn in that
/// manner (an entity's tint, a tag's colour). Their names do not tell them apart, their
/// values do: a family is at least ``least`` sibling names after one accent word (the words
/// before it the same) whose chromatic colours spread over at least ``hueSpan`` degrees of
/// hue. None of them is the system's accent, which is the one colour its primary action is
/// drawn with. (``RoleBrandFamilies`` reads the product names before an accent word.)
enum RoleCategoryFamilies {
    /// How many sibling names, and chromatic colours among them, make a family.
    static let least = RoleBrandFamilies.least
    /// The least hue arc, in degrees, a family's chromatic colours span: a quarter turn. A ramp
    /// of one hue drifts as it darkens (a yellow towards brown), never that far.
    static let hueSpan = 90.0

    /// The indices of the tokens that belong to a family of categories.
    static func members(pathWords: [[String]], classes: [PathClasses], lchs: [OKLCh]) -> Set<Int> {
        var groups: [[String]: [Int]] = [:]
        for (index, words) in pathWords.enumerated() where classes[index].contains(.accent) {
            // The last accent word with names, and nothing but names, after it.
            guard let at = words.lastIndex(where: { WordRules.accentWords.contains($0) || WordRules.bareAccentWords.contains($0) }),
                  at + 1 < words.count, words[(at + 1)...].allSatisfy(RoleBrandFamilies.isName) else { continue }
            groups[Array(words[...at]), default: []].append(index)
        }
        var members: Set<Int> = []
        for siblings in groups.values where Set(siblings.map { pathWords[$0] }).count >= least {
            let hues = siblings.filter { lchs[$0].c >= RoleValueRules.chromatic }.map { lchs[$0].h }
            guard hues.count >= least, arc(hues) >= hueSpan else { continue }
            members.formUnion(siblings)
        }
        return members
    }

    /// The smallest arc of the hue circle that holds every hue: a full turn less the widest gap.
    static func arc(_ hues: [Double]) -> Double {
        let sorted = hues.sorted()
        guard let first = sorted.first, let last = sorted.last else { return 0 }
        var widest = 360 - last + first
        for (a, b) in zip(sorted, sorted.dropFirst()) { widest = max(widest, b - a) }
        return 360 - widest
    }
}
