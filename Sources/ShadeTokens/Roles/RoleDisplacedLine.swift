import ShadeColor

/// The line a control's border displaced from the primary outline.
///
/// A system that names the border of its interactive controls (`border.interactive.primary`,
/// an input's border) beside its separators (`separator.primary`, `separator.secondary`) has
/// three lines: the control's border is the primary outline (it shows where a control is), and
/// the separator named primary, which lost that role to it, is still the system's next line,
/// not a name to drop. Without this it is left out, the quieter separator takes the second
/// outline and the third is derived.
extension RoleChooser {
    /// Where a control's border won the primary outline, and the second outline holds a line
    /// ranked second (`separator.secondary`) whose first rank (`separator.primary`) lost the
    /// primary outline to that border, the first rank is the second outline and the second rank
    /// steps down to the third, where no name filled it: the system's own order of its lines.
    mutating func keepTheDisplacedLine(excluding stated: Set<Int>) {
        let (first, second, third) = (ColorToken.outlinePrimary, ColorToken.outlineSecondary, ColorToken.outlineTertiary)
        guard !stated.contains(second.index), !stated.contains(third.index), fills[third.index] == nil,
              let primary = fills[first.index], primary.origin == .matched, let path = primary.token,
              candidates[first.index].contains(where: { tokens[$0.token].path == path && $0.title == WordRules.controlBorderTitle }),
              var quieter = fills[second.index], quieter.origin == .matched, let quieterPath = quieter.token,
              let quieterIndex = byPath[quieterPath] else { return }
        // The second rank's words with its level word for the first rank's.
        let table = WordInfo.table
        let words = pathWords[quieterIndex]
        guard let at = words.firstIndex(where: { table[$0]?.level == .rank(2) }) else { return }
        func firstRank(_ index: Int) -> Bool {
            let other = pathWords[index]
            guard other.count == words.count, table[other[at]]?.level == .rank(1) else { return false }
            return other.indices.allSatisfy { $0 == at || other[$0] == words[$0] }
        }
        guard let line = ranked(first).first(where: { judged in
            judged.failure == nil && judged.match.title != WordRules.controlBorderTitle && firstRank(judged.match.token)
                && component(of: judged.match.token) == nil
        }) else { return }
        let loud = contrast(line.match.token)
        guard contrastRatio(quieter.color.composited(over: page), page) < loud else { return }
        quieter.role = third
        quieter.valueReason = "ranked below \(tokens[line.match.token].path), the second line: the third outline"
        fills[third.index] = quieter
        set(second, line, loser: nil, valueRule: "the system's first-ranked line, whose name the control's border (\(path)) took; \(Self.ratio(loud)) on the page")
    }
}
