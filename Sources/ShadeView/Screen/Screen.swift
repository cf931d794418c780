import ShadeColor
import ShadeText
import ShadeTokens

/// Draws the whole previewer screen. The same function feeds the terminal, the exports and
/// the snapshot tests, so what is tested and exported is what is shown.
public enum Screen {
    /// Below this the layout cannot show a card; a message asks for more room instead.
    public static let minimumSize = (columns: 60, rows: 20)

    /// The frame for a model at a size, with the chrome `chrome` keeps (all of it on screen).
    public static func render(_ model: ScreenModel, columns: Int, rows: Int, chrome: ExportChrome = .all) -> Frame {
        let styles = Styles(model.shown.resolved(model.requested))
        var frame = Frame(width: columns, height: rows, style: styles.fill(.backgroundPrimary))
        let placements = placements(model, columns: columns, rows: rows, chrome: chrome)
        for layer in [Placement.Layer.base, .overlay] {
            for placement in placements where placement.layer == layer {
                placement.widget.render(in: placement.rect, frame: &frame, styles: placement.styles)
            }
        }
        return simulated(frame, model.simulation, severity: model.severity)
    }

    /// Every widget of the screen and its rectangle: header, banner, the body chosen by the
    /// state, footer, and the help overlay over them; an export leaves out what `chrome`
    /// does not keep, and the body takes its rows. Tests walk these to prove that no widget
    /// leaves its rectangle and that no two overlap.
    public static func placements(_ model: ScreenModel, columns: Int, rows: Int, chrome: ExportChrome = .all) -> [Placement] {
        let styles = Styles(model.shown.resolved(model.requested))
        let bounds = Rect(x: 0, y: 0, width: columns, height: rows)
        guard columns >= minimumSize.columns, rows >= minimumSize.rows else {
            return [Placement(TooSmallNotice(minimum: minimumSize), in: bounds, styles: styles)]
        }
        guard chrome != .none else { return model.screen.body(model).children(in: bounds, styles: styles) }
        let hasBanner = model.banner != nil, hasFooter = chrome == .all
        let bands = Layout.vertical([.fixed(1)] + (hasBanner ? [.fixed(1)] : []) + [.fixed(1), .fill(1)] + (hasFooter ? [.fixed(1)] : []))
            .split(bounds)
        let statuses = self.statuses(model)
        let header = Header(names: model.names, active: model.active,
                            status: statuses[0], shorterStatuses: Array(statuses.dropFirst()))
        var placements = [Placement(header, in: bands[0], styles: styles)]
        if let banner = model.banner {
            placements.append(Placement(Banner(text: VisibleText.escaping(banner)), in: bands[1], styles: styles))
        }
        let body = bands[hasBanner ? 3 : 2]
        if model.split && model.screen == .gallery {
            // The row between the header and the panes belongs to the panes, so each page runs
            // up to the header in its own appearance rather than the state's.
            let panes = Rect(x: body.x, y: body.y - 1, width: body.width, height: body.height + 1)
            placements.append(contentsOf: GalleryScreen(model: model, spacer: 1).children(in: panes, styles: styles))
        } else {
            placements.append(contentsOf: model.screen.body(model).children(in: body, styles: styles))
        }
        guard hasFooter else { return placements }
        let footer = Footer(message: model.message, hints: model.hints)
        placements.append(Placement(footer, in: bands[bands.count - 1], styles: styles))
        if let picker = model.picker {
            let overlay = PickerOverlay(picker: picker, names: model.names)
            placements.append(Placement(overlay, in: bounds.inset(top: 1, bottom: 1), styles: styles, layer: .overlay))
        }
        if let chooser = model.roleChooser {
            // The card leaves the focused role's row in view, so the preview is seen in place.
            let focused = placements.lazy.compactMap { placement -> Int? in
                guard let list = placement.widget as? TokenList, !list.tokens.isEmpty else { return nil }
                return placement.rect.y + list.cursor - list.firstVisible(height: placement.rect.height)
            }.first
            placements.append(Placement(RoleChooserOverlay(chooser: chooser, keeping: focused), in: bounds.inset(top: 1, bottom: 1),
                                        styles: chooser.card.map(Styles.init) ?? styles, layer: .overlay))
        }
        if let help = model.help {
            let overlay = HelpOverlay(rows: help)
            placements.append(Placement(overlay, in: bounds.inset(top: 1, bottom: 1), styles: styles, layer: .overlay))
        }
        return placements
    }

    /// The Compare screen: the shown theme beside what the app chose; a committed version goes
    /// on the left, before the version being edited.
    static func compareScreen(_ model: ScreenModel) -> CompareScreen {
        let shown = model.shown.resolved(model.requested)
        guard case .committed(let label, let committed)? = model.comparison else {
            return CompareScreen(left: shown, right: compared(model), simulation: model.simulation)
        }
        return CompareScreen(left: committed ?? shown, right: shown, simulation: model.simulation,
                             titles: (committed == nil ? "not in \(label)" : label, "edited"))
    }

    /// What the Compare screen sets beside the shown theme: what the app chose, or the
    /// shown theme itself when it chose nothing.
    static func compared(_ model: ScreenModel) -> ResolvedTheme {
        model.comparison?.resolved ?? model.shown.resolved(model.requested)
    }

    /// The theme tab at a clicked cell, if any: the same layout the header draws.
    public static func tabIndex(atColumn column: Int, row: Int, model: ScreenModel, columns: Int) -> Int? {
        guard row == 0 else { return nil }
        let status = Header.chosenStatus(statuses(model), names: model.names, active: model.active, width: columns)
        let tabs = Header.tabRects(names: model.names, active: model.active,
                                   width: columns, statusWidth: TextWidth.of(status + " "))
        return tabs.firstIndex { $0.contains(column: column, row: 0) }
    }

    /// "Sky · Dark · Standard", plus whatever else is true of the frame.
    static func status(_ model: ScreenModel) -> String { statuses(model)[0] }

    /// The header's status, longest first: for a design system, the full one names each
    /// extra axis' context and counts its pinned and guessed roles once, in words
    /// ("density=compact · roles: 1 pinned, 22 guessed"); a shorter one gives the contexts
    /// alone and the counts without "roles:", a shorter one leaves them out. Then, for every
    /// theme, its words are abbreviated one kind at a time (``HeaderWords``), so a narrow
    /// header still says every fact instead of losing one.
    static func statuses(_ model: ScreenModel) -> [String] {
        var statuses: [String] = []
        if model.shown.isDesignSystem {
            let (before, after) = statusParts(model, words: HeaderWords.full)
            // Only what can vary: an axis of one context is part of every resolution, no choice.
            let fixed = Set(model.shown.theme.extraAxes.filter { !$0.varies }.map(\.name))
            let contexts = model.shown.contexts.filter { !fixed.contains($0.axis) }
                .map { (axis: VisibleText.escaping($0.axis), context: VisibleText.escaping($0.context)) }
            let roles = model.shown.resolved(model.drawnResolution).roles
            // How many roles the designer pinned and how many Shade guessed (value only or
            // derived); the Tokens screen's role view marks which.
            let counts = roles.pinnedAndGuessed.map { "\($0.count) \($0.word)" }.joined(separator: ", ")
            let full = contexts.map { "\($0.axis)=\($0.context)" } + (counts.isEmpty ? [] : ["roles: " + counts])
            let short = contexts.map(\.context) + (counts.isEmpty ? [] : [counts])
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
        let drawn = model.drawnResolution, requested = model.requested
        var parts: [String] = []
        switch (model.screen, model.comparison) {
        case (.compare, .fixes?):
            parts.append(words.short ? "vs AA fixes" : "Compare with AA fixes")
        case (.compare, .theme(let name, _)?):
            parts.append(words.short ? "vs \(name)" : "Compare with \(name)")
        case (.compare, .committed(let label, _)?):
            parts.append(words.short ? "vs \(label)" : "Compare with \(label)")
        case (.gallery, _): break
        default: parts.append(model.screen.title)
        }
        if model.split && model.screen == .gallery {
            parts.append(words.short ? "Light|Dark" : "Light | Dark")
            parts.append(words.contrast(requested.contrast))
        } else {
            let followsSystem = model.followsSystem && drawn.appearance == requested.appearance
            parts.append(followsSystem ? words.system(drawn.appearance, known: model.systemAppearanceKnown) : drawn.appearance.title)
            parts.append(words.contrast(drawn.contrast))
            if drawn != requested { parts.append(words.short ? "no \(requested.name)" : "no \(requested.name) variant") }
        }
        var after: [String] = []
        if model.simulation != .normal { after.append(words.simulation(model.simulation, severity: model.severity)) }
        if let approximation = model.approximation { after.append(words.colors(approximation)) }
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
