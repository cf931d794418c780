import ShadeColor
import ShadeText
import ShadeTokens
import ShadeView
import ShadeCatalog

/// Everything the previewer holds between events: the user's choices, the themes, and what
/// the terminal edge wants said (approximate colours, a live-reload problem, a passing
/// message). `view` is what one frame is drawn from.
public struct AppModel: Sendable {
    /// The user's choices.
    public var state: AppState
    /// The themes, resolved on demand.
    public var library: ThemeLibrary {
        didSet {
            visibleNames = library.entries.map { VisibleText.escaping($0.name) }
            // A reloaded file may change what a name stands for.
            fixes = fixes.emptied()
        }
    }
    /// The fixed themes `F` has shown, kept until the library changes.
    public var fixes = FixedThemeCache()
    /// Every theme's name made visible, once per library rather than once per frame: the
    /// header and the picker read them on every keystroke, for up to thousands of themes.
    public private(set) var visibleNames: [String]
    /// True when the output is downsampled to 256 colours: the header must say so.
    public var approximateColors: Bool
    /// A problem to show across the top (a broken theme edit), if any.
    public var banner: String?
    /// A passing message for the footer (e.g. where an SVG was saved), if any.
    public var message: String?
    /// How strong the simulated colour-vision deficiency is, 0…1 (Machado et al. 2009);
    /// 1 is the dichromacy.
    public var severity: Double = 1
    /// What the header says when `approximateColors` is set: "≈ 256 colours" or "≈ 16 colours".
    public var approximationLabel = "≈ 256 colours"
    /// The word for the `x` key's footer hint and help line: what `x` saves ("SVG", "PNG").
    public var exportNoun = "SVG"
    /// The terminal's size, from the last `.resize`.
    public var size = ScreenSize(columns: 80, rows: 24)
    /// Problems met loading the files, and those of the themes whose files changed at the
    /// last reload: the banner shows them, with the shown theme's own.
    public var loadProblems: [Diagnostic] = []
    /// The theme whose own problems the banner includes, to notice a switch.
    var bannerTheme: String?
    /// The extra-axis contexts remembered per design system, including systems not loaded
    /// now; brought up to date from the library at each save.
    public var contexts: SavedContexts = [:]
    /// The clock at the last tick, in seconds.
    public internal(set) var clock: Double = 0
    /// When the footer's message goes, on the tick clock.
    public internal(set) var messageExpiry: Double?
    /// Whether the footer's message stays until the next key or click (a notice from the
    /// world, such as the watch limit, which the user may not be looking at as it comes).
    public internal(set) var messageLasts = false
    /// The choices changed since they were last saved; saved once keys rest (`App.saveDelay`),
    /// so a file write never sits between a key and its frame.
    public var unsaved = false
    /// When the choices last changed, on the tick clock; nil for choices made before the
    /// first tick (on the command line), which count from it.
    var changedAt: Double?
    /// Design systems (name and extra axes) whose other resolutions were asked for in the
    /// background.
    var prefetched: Set<String> = []
    /// The complete catalog, loaded while the picker was open: adopted once it closes, since
    /// the picker's matches are indices into the library it opened on.
    var waitingCatalog: ThemeCatalog?
    /// The first frame was drawn from a partial catalog (a large folder) and the complete
    /// one is loading: `App.start` asks for it, and `.catalogLoaded` is taken while set.
    public var awaitingCatalog = false
    /// The theme asked for (`--theme`, or the one saved) that the partial catalog of the first
    /// frame does not hold yet (a system named by its package, found only by the whole
    /// search), with the theme shown in its place: the first catalog adopted that holds it
    /// shows it, unless another theme was chosen meanwhile.
    public var pendingTheme: (name: String, shownInstead: String)?
    /// The adopted catalog whose unchecked token problems are being found (`.checkProblems`);
    /// nil once they arrived, or when a reload made them stale.
    public internal(set) var catalogToCheck: ThemeCatalog?
    /// What the background check of the complete catalog found (a large folder's token
    /// problems), kept so that a catalog adopted later still shows them.
    var checkedProblems: [Diagnostic] = []
    /// Counts changes to what the frame shows: a runner draws when it differs from the
    /// version it drew last, so a tick that changes nothing costs no frame.
    public internal(set) var version = 0
    /// The shown theme as it was when the role chooser opened: drawn again on Esc, and the
    /// base every preview pins on.
    var chooserBefore: Theme?
    /// What the open role chooser searches, made when it opened.
    var chooserIndex: RoleChooserIndex?
    /// The role-map changes kept or reset in this session, latest last: `u` takes them back.
    var roleChanges: [RoleMapChange] = []
    /// The themes as a revision has them, once loaded (`--compare-with git:REV`, `H`).
    public var committed: CommittedThemes?

    /// Creates a model.
    public init(state: AppState, library: ThemeLibrary, approximateColors: Bool = false,
                banner: String? = nil, message: String? = nil) {
        self.state = state
        self.library = library
        visibleNames = library.entries.map { VisibleText.escaping($0.name) }
        self.approximateColors = approximateColors
        self.banner = banner
        self.message = message
    }

    /// The theme shown.
    public var entry: ThemeLibrary.Entry { library.entries[state.themeIndex] }

    /// The shown theme's colours, for the Palette and Tokens screens.
    public var vocabulary: any ColorVocabulary { view.vocabulary }

    /// Move the shown design system's extra axis chosen by `O` to its next context (what
    /// the `nextExtraContext` effect does); nothing for other themes.
    public mutating func advanceExtraContext(axis: Int) {
        library = library.advancingContext(ofAxis: axis, forEntry: state.themeIndex)
    }

    /// The resolution really drawn: the one asked for, or the nearest one the theme has
    /// when a broken file leaves it without that variant.
    public var drawnResolution: Resolution { entry.resolved(state.resolution).resolution }

    /// What the frame shows may have changed.
    mutating func touch() { version &+= 1 }

    /// The frame at the terminal's size.
    public var frame: Frame { Screen.render(self, columns: size.columns, rows: size.rows) }

    /// What the frame is drawn from: the state and the shown theme as the view reads them,
    /// with the keymap's hints for where keys go now.
    public var view: ScreenModel {
        let entry = entry
        let shown = ShownTheme(theme: entry.theme, contexts: entry.chosenContexts) { entry.resolved($0) }
        var view = ScreenModel(names: visibleNames, active: state.themeIndex, shown: shown, requested: state.resolution)
        view.screen = state.screen
        view.split = state.split
        view.followsSystem = state.appearanceMode == .system
        view.systemAppearanceKnown = state.systemAppearanceKnown
        view.simulation = state.simulation
        view.severity = severity
        view.approximation = approximateColors ? approximationLabel : nil
        view.banner = banner
        view.message = message
        view.hints = Keymap.footerHints(in: state.keyContext, designSystem: entry.theme.system != nil, extraAxes: !entry.axes.isEmpty,
                                        exportNoun: exportNoun)
        view.help = state.showingHelp ? Keymap.helpRows(exportNoun: exportNoun) : nil
        view.picker = state.picker?.view
        view.roleChooser = roleChooserView
        view.tokenList = TokenListView(filter: state.tokenFilter, filtering: state.filtering, cursor: state.tokenCursor,
                                       showingRoles: state.showingRoleTokens)
        if state.screen == .compare { view.comparison = comparison }
        return view
    }

    /// What the Compare screen sets beside the shown theme: the other theme, or with `F` the
    /// shown one with `shade fix`'s AA proposals applied (itself when nothing needs fixing).
    private var comparison: Comparison {
        if state.comparingCommitted {
            let label = committed?.label ?? "git:HEAD"
            // A committed file that resolves in no variant is shown as missing, not drawn.
            let before = committed?.theme(named: entry.name).flatMap { theme -> ResolvedTheme? in
                theme.resolvesAtAll ? ThemeLibrary.Entry(theme: theme, extras: entry.extras).resolved(state.resolution) : nil
            }
            return .committed(label: label, resolved: before)
        }
        guard state.comparingFixes else {
            let other = library.entries[state.comparedIndex]
            return .theme(name: visibleNames[state.comparedIndex], resolved: other.resolved(state.resolution))
        }
        let shown = entry.resolved(state.resolution)
        return .fixes(fixes.fixed(entry, at: shown.resolution, target: .aa) ?? shown)
    }
}

extension Screen {
    /// The frame for an app model at a size (its `view`), with the chrome `chrome` keeps.
    public static func render(_ model: AppModel, columns: Int, rows: Int, chrome: ExportChrome = .all) -> Frame {
        render(model.view, columns: columns, rows: rows, chrome: chrome)
    }

    /// Every widget of an app model's screen and its rectangle.
    public static func placements(_ model: AppModel, columns: Int, rows: Int, chrome: ExportChrome = .all) -> [Placement] {
        placements(model.view, columns: columns, rows: rows, chrome: chrome)
    }

    /// The theme tab at a clicked cell of an app model's screen, if any.
    public static func tabIndex(atColumn column: Int, row: Int, model: AppModel, columns: Int) -> Int? {
        tabIndex(atColumn: column, row: row, model: model.view, columns: columns)
    }
}
