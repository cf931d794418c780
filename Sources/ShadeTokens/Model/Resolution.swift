/// Light or dark: the appearance axis, separate from the theme.
public enum Appearance: String, CaseIterable, Sendable, Codable {
    case light, dark

    /// The other appearance.
    public var toggled: Appearance { self == .light ? .dark : .light }
    /// "Light" or "Dark", for headers and captions.
    public var title: String { self == .light ? "Light" : "Dark" }
}

/// Standard or increased contrast (Apple's "Increase Contrast").
public enum Contrast: String, CaseIterable, Sendable, Codable {
    case standard, high

    /// The other contrast.
    public var toggled: Contrast { self == .standard ? .high : .standard }
    /// "Standard" or "High contrast", for headers and captions.
    public var title: String { self == .standard ? "Standard" : "High contrast" }
    /// The ratio every checked text pair must reach: WCAG AA in standard, AAA in high.
    public var requiredRatio: Double { self == .standard ? 4.5 : 7 }
}

/// One of a theme's four concrete variants: appearance × contrast.
public struct Resolution: Hashable, Sendable, Codable {
    /// Light or dark.
    public var appearance: Appearance
    /// Standard or high contrast.
    public var contrast: Contrast

    /// Creates a resolution.
    public init(_ appearance: Appearance, _ contrast: Contrast = .standard) {
        self.appearance = appearance
        self.contrast = contrast
    }

    /// All four, in the order listings use.
    public static let all: [Resolution] = Contrast.allCases.flatMap { contrast in
        Appearance.allCases.map { Resolution($0, contrast) }
    }

    /// The token groups a theme file uses for this resolution, most specific first:
    /// `lightHighContrast` overrides `light`.
    var groupNames: [String] {
        contrast == .high ? [appearance.rawValue + "HighContrast", appearance.rawValue] : [appearance.rawValue]
    }

    /// Per colour token (by `ColorToken.index`), the paths that may define it here, most
    /// specific first: made once, not once per token per theme.
    var candidatePaths: [[String]] { Self.candidates[variant] }

    /// This resolution's place in the tables below: light, dark, light-high, dark-high.
    private var variant: Int {
        switch (appearance, contrast) {
        case (.light, .standard): 0
        case (.dark, .standard): 1
        case (.light, .high): 2
        case (.dark, .high): 3
        }
    }

    private static let candidates: [[[String]]] = [Resolution(.light), Resolution(.dark), Resolution(.light, .high), Resolution(.dark, .high)]
        .map { resolution in ColorToken.allCases.map { token in resolution.groupNames.map { "\($0).\(token.rawValue)" } } }

    /// Every path some resolution takes a colour from, each once: what a `TokenNumbering`
    /// numbers ahead (``TokenNumbering/candidateNumbers``), so the four variants of a theme
    /// do not each hash the same paths again.
    static let candidateSlots: [String] = {
        var seen = Set<String>()
        return candidates.flatMap { $0.flatMap { $0 } }.filter { seen.insert($0).inserted }
    }()

    /// Each path of ``candidateSlots``, by its place there.
    static let candidateSlotIndex: [String: Int] = Dictionary(uniqueKeysWithValues: candidateSlots.enumerated().map { ($1, $0) })

    /// ``candidatePaths`` as places in ``candidateSlots``.
    var candidateSlotsByColor: [[Int]] { Self.slots[variant] }

    private static let slots: [[[Int]]] = candidates.map { $0.map { $0.map { candidateSlotIndex[$0]! } } }

    /// "light", "dark-high", …: a short stable name for listings and JSON.
    public var name: String { contrast == .high ? "\(appearance.rawValue)-high" : appearance.rawValue }
    /// "Dark · High contrast", for headers and captions.
    public var title: String { "\(appearance.title) · \(contrast.title)" }
}
