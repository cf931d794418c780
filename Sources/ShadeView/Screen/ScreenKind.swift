/// The screens the previewer can show; the state chooses one. This file is a screen's
/// registration: its case, and the body drawn for it in ``body(_:)``.
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

extension ScreenKind {
    /// The body drawn for this screen, below the header and above the footer.
    func body(_ model: ScreenModel) -> any Container {
        switch self {
        case .gallery: GalleryScreen(model: model)
        case .palette: PaletteScreen(vocabulary: model.vocabulary)
        case .tokens:
            TokensScreen(vocabulary: model.vocabulary, list: model.tokenList,
                         noun: !model.shown.isDesignSystem ? "colour tokens" : model.tokenList.showingRoles ? "role tokens" : "system tokens")
        case .compare:
            Screen.compareScreen(model)
        }
    }
}
