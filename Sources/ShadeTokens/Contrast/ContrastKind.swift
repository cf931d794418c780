import ShadeJSON

/// What a checked pair draws, which decides the WCAG requirement it gets by default.
public enum ContrastKind: String, CaseIterable, Sendable, Codable {
    /// Body-size text (WCAG 1.4.3 / 1.4.6): 4.5:1, or 7:1 in increased contrast.
    case text
    /// Large text, 18 pt or 14 pt bold (WCAG 1.4.3 / 1.4.6): 3:1, or 4.5:1 in increased contrast.
    case largeText = "large-text"
    /// Graphical objects and the parts of controls needed to identify them (WCAG 1.4.11):
    /// 3:1 in both contrasts, because WCAG sets no enhanced level for non-text contrast.
    case nonText = "non-text"

    /// The ratio this kind needs at `contrast` when a pair does not set its own.
    public func requiredRatio(_ contrast: Contrast) -> Double {
        switch self {
        case .text: contrast.requiredRatio
        case .largeText: contrast == .standard ? 3 : 4.5
        case .nonText: 3
        }
    }

    /// The ratio `shade fix --derive-high-contrast` aims for: 7:1 for text, 4.5:1 otherwise.
    public var derivedHighContrastRatio: Double { self == .text ? 7 : 4.5 }
}

/// Where a checked pair comes from.
public enum ContrastPairOrigin: Hashable, Sendable {
    /// Shade's own table, defined on roles.
    case shade
    /// Declared in `$extensions["dev.shade"].pairs` of a file, at a position.
    case declared(file: String, position: SourcePosition?)

    /// "shade" or the file, for reports.
    public var label: String {
        switch self {
        case .shade: "shade"
        case .declared(let file, _): file
        }
    }
}
