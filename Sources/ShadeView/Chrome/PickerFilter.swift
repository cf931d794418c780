/// Which themes the picker lists by the variants they offer.
public enum PickerFilter: String, CaseIterable, Hashable, Sendable {
    /// Every theme.
    case all
    /// Themes with a light variant.
    case light
    /// Themes with a dark variant.
    case dark

    /// all → light → dark → all, as Tab cycles.
    public var next: PickerFilter {
        let all = PickerFilter.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
