extension Theme {
    /// Every axis the theme varies on: a design system's modifiers in resolution order, or,
    /// for a theme in Shade's dialect, `appearance` (light, dark) and `contrast` (standard,
    /// high). What `shade list` shows and `--context` accepts.
    public var axes: [SystemModifier] {
        guard system == nil else { return modifiers }
        return Self.dialectAxes
    }

    /// The two axes of every theme in Shade's dialect.
    static let dialectAxes = [
        SystemModifier(name: "appearance", description: nil, contexts: ["light", "dark"], defaultContext: "light",
                       role: .appearance, positions: ["light": .init(appearance: .light), "dark": .init(appearance: .dark)],
                       isExplicit: true),
        SystemModifier(name: "contrast", description: nil, contexts: ["standard", "high"], defaultContext: "standard",
                       role: .contrast, positions: ["standard": .init(contrast: .standard), "high": .init(contrast: .high)],
                       isExplicit: true),
    ]
}
