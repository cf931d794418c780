/// The screens the previewer can show; the state chooses one.
public enum ScreenKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// The component gallery and the token panel.
    case gallery
    /// The theme's colour ramps, step by step.
    case palette
    /// Every colour token, filterable.
    case tokens
    /// Two themes side by side, and what differs.
    case compare

    /// The name the header and `--screen` use.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The screen after this one, as `g` cycles.
    public var next: ScreenKind {
        let all = ScreenKind.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
