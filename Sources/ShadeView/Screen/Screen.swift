import ShadeColor
import ShadeTokens

/// What one frame is drawn from: the state, the themes, and what the terminal edge wants
/// said (approximate colours, a live-reload error, a passing message).
public struct ScreenModel: Sendable {
    /// The user's choices.
    public var state: AppState
    /// The themes, resolved.
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
    public var vocabulary: any ColorVocabulary {
        ThemeVocabulary(theme: entry.theme, resolved: entry.resolved(drawnResolution), ownTokens: !state.showingRoleTokens)
    }

    /// Move the shown design system's extra axis chosen by `O` to its next context (what
    /// the `nextExtraContext` effect does); nothing for other themes.
    public mutating func advanceExtraContext(axis: Int) {
        library = library.advancingContext(ofAxis: axis, forEntry: state.themeIndex)
    }

    /// The resolution really drawn: the one asked for, or the nearest one the theme has
    /// when a broken file leaves it without that variant.
    public var drawnResolution: Resolution { entry.resolved(state.resolution).resolution }
}

/// Draws the whole previewer screen. The same function feeds the terminal, the exports and
/// the snapshot tests, so what is tested and exported is what is shown.
public enum Screen {
    /// Below this the layout cannot show a card; a message asks for more room instead.
    public static let minimumSize = (columns: 60, rows: 20)

    /// The frame for a model at a size, with the chrome `chrome` keeps (all of it on screen).
    public static func render(_ model: ScreenModel, columns: Int, rows: Int, chrome: ExportChrome = .all) -> Frame {
        let styles = Styles(model.entry.resolved(model.state.resolution))
        var frame = Frame(width: columns, height: rows, style: styles.fill(.backgroundPrimary))
        let placements = placements(model, columns: columns, rows: rows, chrome: chrome)
        for layer in [Placement.Layer.base, .overlay] {
            for placement in placements where placement.layer == layer {
                placement.widget.render(in: placement.rect, frame: &frame, styles: placement.styles)
            }
        }
        return simulated(frame, model.state.simulation, severity: model.severity)
    }

    /// Every widget of the screen and its rectangle: header, banner, the body chosen by the
    /// state, footer, and the help overlay over them; an export leaves out what `chrome`
    /// does not keep, and the body takes its rows. Tests walk these to prove that no widget
    /// leaves its rectangle and that no two overlap.
    public static func placements(_ model: ScreenModel, columns: Int, rows: Int, chrome: ExportChrome = .all) -> [Placement] {
        let styles = Styles(model.entry.resolved(model.state.resolution))
        let bounds = Rect(x: 0, y: 0, width: columns, height: rows)
        guard columns >= minimumSize.columns, rows >= minimumSize.rows else {
            return [Placement(TooSmallNotice(minimum: minimumSize), in: bounds, styles: styles)]
        }
        guard chrome != .none else { return self.body(model).children(in: bounds, styles: styles) }
        let hasBanner = model.banner != nil, hasFooter = chrome == .all
        let bands = Layout.vertical([.fixed(1)] + (hasBanner ? [.fixed(1)] : []) + [.fixed(1), .fill(1)] + (hasFooter ? [.fixed(1)] : []))
            .split(bounds)
        let statuses = self.statuses(model)
        let header = Header(names: model.visibleNames, active: model.state.themeIndex,
                            status: statuses[0], shorterStatuses: Array(statuses.dropFirst()))
        var placements = [Placement(header, in: bands[0], styles: styles)]
        if let banner = model.banner {
            placements.append(Placement(Banner(text: VisibleText.escaping(banner)), in: bands[1], styles: styles))
        }
        let body = bands[hasBanner ? 3 : 2]
        if model.state.split && model.state.screen == .gallery {
            // The row between the header and the panes belongs to the panes, so each page runs
            // up to the header in its own appearance rather than the state's.
            let panes = Rect(x: body.x, y: body.y - 1, width: body.width, height: body.height + 1)
            placements.append(contentsOf: GalleryScreen(model: model, spacer: 1).children(in: panes, styles: styles))
        } else {
            placements.append(contentsOf: self.body(model).children(in: body, styles: styles))
        }
        guard hasFooter else { return placements }
        let hints = Keymap.footerHints(in: model.state.keyContext, designSystem: model.entry.theme.system != nil,
                                       extraAxes: !model.entry.axes.isEmpty)
        let footer = Footer(message: model.message, hints: hints)
        placements.append(Placement(footer, in: bands[bands.count - 1], styles: styles))
        if let picker = model.state.picker {
            let overlay = PickerOverlay(picker: picker, names: model.visibleNames)
            placements.append(Placement(overlay, in: bounds.inset(top: 1, bottom: 1), styles: styles, layer: .overlay))
        }
        if model.state.showingHelp {
            let overlay = HelpOverlay(rows: Keymap.helpRows)
            placements.append(Placement(overlay, in: bounds.inset(top: 1, bottom: 1), styles: styles, layer: .overlay))
        }
        return placements
    }

    /// The body for the screen the state chose.
    static func body(_ model: ScreenModel) -> any Container {
        switch model.state.screen {
        case .gallery: GalleryScreen(model: model)
        case .palette: PaletteScreen(vocabulary: model.vocabulary)
        case .tokens:
            TokensScreen(vocabulary: model.vocabulary, state: model.state,
                         noun: model.entry.theme.system == nil ? "colour tokens" : model.state.showingRoleTokens ? "role tokens" : "system tokens")
        case .compare:
            CompareScreen(left: model.entry.resolved(model.state.resolution), right: compared(model),
                          simulation: model.state.simulation)
        }
    }

    /// What the Compare screen sets beside the shown theme: the other theme, or with `F` the
    /// shown one with `shade fix`'s AA proposals applied (itself when nothing needs fixing).
    static func compared(_ model: ScreenModel) -> ResolvedTheme {
        let shown = model.entry.resolved(model.state.resolution)
        guard model.state.comparingFixes else { return model.library.entries[model.state.comparedIndex].resolved(model.state.resolution) }
        return model.fixes.fixed(model.entry, at: shown.resolution, target: .aa) ?? shown
    }

    /// The theme tab at a clicked cell, if any: the same layout the header draws.
    public static func tabIndex(atColumn column: Int, row: Int, model: ScreenModel, columns: Int) -> Int? {
        guard row == 0 else { return nil }
        let status = Header.chosenStatus(statuses(model), names: model.visibleNames, active: model.state.themeIndex, width: columns)
        let tabs = Header.tabRects(names: model.visibleNames, active: model.state.themeIndex,
                                   width: columns, statusWidth: TextWidth.of(status + " "))
        return tabs.firstIndex { $0.contains(column: column, row: 0) }
    }

    /// "Sky · Dark · Standard", plus whatever else is true of the frame.
    static func status(_ model: ScreenModel) -> String { statuses(model)[0] }

    /// The header's status, longest first: for a design system, the full one names each
    /// extra axis' context and how its roles were filled ("density=compact · 8 matched ·
    /// 18 derived"), a shorter one abbreviates both ("compact · 8m/18d"), a shorter one
    /// leaves them out. Then, for every theme, its words are abbreviated one kind at a time
    /// (``HeaderWords``), so a narrow header still says every fact instead of losing one.
    static func statuses(_ model: ScreenModel) -> [String] {
        let entry = model.entry
        var statuses: [String] = []
        if entry.theme.system != nil {
            let (before, after) = statusParts(model, words: HeaderWords.full)
            let contexts = entry.chosenContexts.map { (axis: VisibleText.escaping($0.axis), context: VisibleText.escaping($0.context)) }
            let roles = entry.resolved(model.drawnResolution).roles
            let counts = [RoleOrigin.explicit, .matched, .derived].map { ($0, roles.count(of: $0)) }.filter { $0.1 > 0 }
            let full = contexts.map { "\($0.axis)=\($0.context)" } + counts.map { "\($0.1) \($0.0.rawValue)" }
            let short = contexts.map(\.context) + (counts.isEmpty ? [] : [counts.map { "\($0.1)\($0.0.rawValue.prefix(1))" }.joined(separator: "/")])
            statuses += [before + full + after, before + short + after].map { $0.joined(separator: " · ") }
        }
        for words in HeaderWords.levels {
            let (before, after) = statusParts(model, words: words)
            statuses.append((before + after).joined(separator: " · "))
        }
        return statuses
    }

    /// The status before and after what a design system adds, in `words`.
    private static func statusParts(_ model: ScreenModel, words: HeaderWords) -> (before: [String], after: [String]) {
        let state = model.state
        let drawn = model.drawnResolution
        var parts: [String] = []
        if state.screen == .compare && state.comparingFixes {
            parts.append(words.short ? "vs AA fixes" : "Compare with AA fixes")
        } else if state.screen == .compare {
            let other = VisibleText.escaping(model.library.entries[state.comparedIndex].name)
            parts.append(words.short ? "vs \(other)" : "Compare with \(other)")
        } else if state.screen != .gallery {
            parts.append(state.screen.title)
        }
        if state.split && state.screen == .gallery {
            parts.append(words.short ? "Light|Dark" : "Light | Dark")
            parts.append(words.contrast(state.contrast))
        } else {
            let followsSystem = state.appearanceMode == .system && drawn.appearance == state.appearance
            parts.append(followsSystem ? words.system(drawn.appearance, known: state.systemAppearanceKnown) : drawn.appearance.title)
            parts.append(words.contrast(drawn.contrast))
            if drawn != state.resolution { parts.append(words.short ? "no \(state.resolution.name)" : "no \(state.resolution.name) variant") }
        }
        var after: [String] = []
        if state.simulation != .normal { after.append(words.simulation(state.simulation, severity: model.severity)) }
        if model.approximateColors { after.append(words.colors(model.approximationLabel)) }
        return (parts, after)
    }

    /// The frame as a person with the simulated colour vision would see it.
    static func simulated(_ frame: Frame, _ simulation: VisionSimulation, severity: Double = 1) -> Frame {
        guard simulation != .normal else { return frame }
        var cache: [RGB: RGB] = [:]
        return frame.mappingColors { color in
            if let known = cache[color] { return known }
            let mapped = simulation.apply(to: color, severity: severity)
            cache[color] = mapped
            return mapped
        }
    }
}
