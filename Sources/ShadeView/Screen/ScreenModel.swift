import ShadeColor
import ShadeTokens

/// What one frame is drawn from, and nothing else: the view's side of the app model. The app
/// core (`ShadeApp`) builds it from its state and themes; `Screen.render` turns it into a
/// frame. It holds no key, no effect and no theme library, so the view never decides what a
/// key does or which theme comes next.
public struct ScreenModel: Sendable {
    /// Every theme's name, already made visible, in tab order.
    public var names: [String]
    /// The shown theme's position in `names`.
    public var active: Int
    /// The shown theme.
    public var shown: ShownTheme
    /// The screen drawn.
    public var screen: ScreenKind = .gallery
    /// The resolution asked for (the shown theme may draw a nearer one it has).
    public var requested: Resolution
    /// Light and dark side by side (on the gallery).
    public var split = false
    /// The appearance follows the terminal's (`system`).
    public var followsSystem = false
    /// Whether the terminal said which appearance it has, or it is only assumed.
    public var systemAppearanceKnown = false
    /// A colour-vision simulation applied to the whole frame, and its strength (0…1).
    public var simulation = VisionSimulation.normal
    /// How strong the simulated deficiency is, 0…1; 1 is the dichromacy.
    public var severity: Double = 1
    /// What the header says when the output is downsampled ("≈ 256 colours"); nil for truecolour.
    public var approximation: String?
    /// A problem to show across the top (a broken theme edit), if any.
    public var banner: String?
    /// A passing message for the footer, shown instead of the hints.
    public var message: String?
    /// The footer's key hints for what is on screen.
    public var hints: [(keys: String, label: String)] = []
    /// The help overlay's rows while it is open; nil when closed.
    public var help: [(keys: String, help: String)]?
    /// The role chooser over the Tokens screen's role view, while it is open.
    public var roleChooser: RoleChooserView?
    /// The theme picker's card while it is open.
    public var picker: PickerView?
    /// The Tokens screen's filter, focus and source.
    public var tokenList = TokenListView()
    /// What the Compare screen sets beside the shown theme (only on that screen).
    public var comparison: Comparison?

    /// A model of the shown theme among `names`; the rest is set field by field.
    public init(names: [String], active: Int, shown: ShownTheme, requested: Resolution) {
        self.names = names
        self.active = active
        self.shown = shown
        self.requested = requested
    }

    /// The resolution really drawn: the one asked for, or the nearest one the theme has.
    public var drawnResolution: Resolution { shown.resolved(requested).resolution }

    /// The shown theme's colours, for the Palette and Tokens screens.
    public var vocabulary: any ColorVocabulary {
        ThemeVocabulary(theme: shown.theme, resolved: shown.resolved(drawnResolution), ownTokens: !tokenList.showingRoles)
    }
}

/// The theme on screen, as the view reads it: resolved on demand by whoever owns the themes
/// (the app keeps the last good variant of a broken edit and a fallback), never here.
public struct ShownTheme: Sendable {
    /// The theme itself (its palette stops and system, for the Palette and Tokens screens).
    public let theme: Theme
    /// A design system's chosen extra-axis contexts, in the order the header names them.
    public let contexts: [(axis: String, context: String)]
    private let resolve: @Sendable (Resolution) -> ResolvedTheme

    /// A shown theme whose variants `resolve` gives.
    public init(theme: Theme, contexts: [(axis: String, context: String)] = [],
                resolve: @escaping @Sendable (Resolution) -> ResolvedTheme) {
        self.theme = theme
        self.contexts = contexts
        self.resolve = resolve
    }

    /// The variant drawn for `resolution` (the nearest the theme has).
    public func resolved(_ resolution: Resolution) -> ResolvedTheme { resolve(resolution) }

    /// Whether it is a design system (its own tokens, roles filled from them).
    public var isDesignSystem: Bool { theme.system != nil }
}

/// The Tokens screen's filter and focus, as the app state keeps them.
public struct TokenListView: Hashable, Sendable {
    /// The filter text.
    public var filter = ""
    /// The filter is being typed.
    public var filtering = false
    /// The focused row (clamped when drawn).
    public var cursor = 0
    /// A design system's Tokens screen lists the 26 roles rather than its own tokens.
    public var showingRoles = false

    /// A token list's view.
    public init(filter: String = "", filtering: Bool = false, cursor: Int = 0, showingRoles: Bool = false) {
        self.filter = filter
        self.filtering = filtering
        self.cursor = cursor
        self.showingRoles = showingRoles
    }
}

/// What the Compare screen sets beside the shown theme.
public enum Comparison: Sendable {
    /// Another theme, by its visible name.
    case theme(name: String, resolved: ResolvedTheme)
    /// The shown theme with `shade fix`'s AA proposals applied.
    case fixes(ResolvedTheme)
    /// The shown theme as a revision has it (`--compare-with git:HEAD`, `H`), drawn before the
    /// version being edited; `label` names the revision ("git:HEAD (1a2b3c4)"). Nil when the
    /// revision has no theme of that name.
    case committed(label: String, resolved: ResolvedTheme?)

    /// The theme drawn beside the shown one (for a committed version that is missing, nil).
    public var resolved: ResolvedTheme? {
        switch self {
        case .theme(_, let resolved), .fixes(let resolved): resolved
        case .committed(_, let resolved): resolved
        }
    }
}

/// The picker's card: the query, the filter and the matches around the highlighted one.
public struct PickerView: Hashable, Sendable {
    /// What has been typed.
    public var query: String
    /// The appearance filter.
    public var filter: PickerFilter
    /// Matching theme indices into the names, best first.
    public var results: [Int]
    /// Position of the highlighted match in `results`.
    public var highlighted: Int

    /// A picker's card.
    public init(query: String = "", filter: PickerFilter = .all, results: [Int] = [], highlighted: Int = 0) {
        self.query = query
        self.filter = filter
        self.results = results
        self.highlighted = highlighted
    }
}
