import ShadeColor
import ShadeTokens

/// What one frame is drawn from: the state, the themes, and what the terminal edge wants
/// said (approximate colours, a live-reload error, a passing message).
public struct ScreenModel: Sendable {
    /// The user's choices.
    public var state: AppState
    /// The themes, resolved.
    public var library: ThemeLibrary
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
        self.approximateColors = approximateColors
        self.banner = banner
        self.message = message
    }

    /// The theme shown.
    public var entry: ThemeLibrary.Entry { library.entries[state.themeIndex] }

    /// The resolution really drawn: the one asked for, or the nearest one the theme has
    /// when a broken file leaves it without that variant.
    public var drawnResolution: Resolution { entry.resolved(state.resolution).resolution }
}

/// Draws the whole previewer screen. The same function feeds the terminal, the exports and
/// the snapshot tests, so what is tested and exported is what is shown.
public enum Screen {
    /// Below this the layout cannot show a card; a message asks for more room instead.
    public static let minimumSize = (columns: 60, rows: 20)

    /// The frame for a model at a size.
    public static func render(_ model: ScreenModel, columns: Int, rows: Int) -> Frame {
        let resolved = model.entry.resolved(model.state.resolution)
        let styles = Styles(resolved)
        var frame = Frame(width: columns, height: rows, style: styles.fill(.backgroundPrimary))
        guard columns >= minimumSize.columns, rows >= minimumSize.rows else {
            drawTooSmall(in: &frame, styles: styles)
            return simulated(frame, model.state.simulation, severity: model.severity)
        }
        let header = Rect(x: 0, y: 0, width: columns, height: 1)
        let footer = Rect(x: 0, y: rows - 1, width: columns, height: 1)
        var body = Rect(x: 0, y: 2, width: columns, height: rows - 3)
        Header.draw(in: header, names: model.library.entries.map { VisibleText.escaping($0.name) }, active: model.state.themeIndex,
                    status: status(model), frame: &frame, styles: styles)
        if let banner = model.banner {
            let band = Rect(x: 0, y: 1, width: columns, height: 1)
            frame.fill(band, style: styles.fill(.error))
            frame.put(" ⚠ " + TextWidth.truncate(VisibleText.escaping(banner), to: columns - 4), column: 0, row: 1,
                      style: styles.text(.onAccent, on: .error, .bold), clip: band)
            body = body.inset(top: 1)
        }
        if model.state.split {
            let half = columns / 2
            let left = Rect(x: 0, y: body.y, width: half, height: body.height)
            let right = Rect(x: half, y: body.y, width: columns - half, height: body.height)
            drawBody(in: left, theme: model.entry.resolved(Resolution(.light, model.state.contrast)),
                     requested: Resolution(.light, model.state.contrast), labelled: true, simulation: model.state.simulation, frame: &frame)
            drawBody(in: right, theme: model.entry.resolved(Resolution(.dark, model.state.contrast)),
                     requested: Resolution(.dark, model.state.contrast), labelled: true, simulation: model.state.simulation, frame: &frame)
        } else {
            drawBody(in: body, theme: resolved, requested: model.state.resolution, labelled: false,
                     simulation: model.state.simulation, frame: &frame)
        }
        Footer.draw(in: footer, message: model.message, frame: &frame, styles: styles)
        if model.state.showingHelp {
            HelpOverlay.draw(over: Rect(x: 0, y: 1, width: columns, height: rows - 2), frame: &frame, styles: styles)
        }
        return simulated(frame, model.state.simulation, severity: model.severity)
    }

    /// The theme tab at a clicked cell, if any: the same layout the header draws.
    public static func tabIndex(atColumn column: Int, row: Int, model: ScreenModel, columns: Int) -> Int? {
        guard row == 0 else { return nil }
        let tabs = Header.tabRects(names: model.library.entries.map { VisibleText.escaping($0.name) }, active: model.state.themeIndex,
                                   width: columns, statusWidth: TextWidth.of(status(model) + " "))
        return tabs.firstIndex { $0.contains(column: column, row: 0) }
    }

    /// "Sky · Dark · Standard", plus whatever else is true of the frame.
    static func status(_ model: ScreenModel) -> String {
        let state = model.state
        let drawn = model.drawnResolution
        var parts: [String] = []
        if state.split {
            parts.append("Light | Dark")
            parts.append(state.contrast.title)
        } else {
            let followsSystem = state.appearanceMode == .system && drawn.appearance == state.appearance
            parts.append(followsSystem ? "\(drawn.appearance.title) (system)" : drawn.appearance.title)
            parts.append(drawn.contrast.title)
            if drawn != state.resolution { parts.append("no \(state.resolution.name) variant") }
        }
        if state.simulation != .normal { parts.append(state.simulation.label(severity: model.severity)) }
        if model.approximateColors { parts.append(model.approximationLabel) }
        return parts.joined(separator: " · ")
    }

    /// One themed half (or the whole) of the body: background, gallery, and the token
    /// panel when there is room for it beside a gallery column. The panel is told the
    /// simulation so it can name the status colours it merges.
    private static func drawBody(in area: Rect, theme: ResolvedTheme, requested: Resolution, labelled: Bool,
                                 simulation: VisionSimulation, frame: inout Frame) {
        let styles = Styles(theme)
        frame.fill(area, style: styles.fill(.backgroundPrimary))
        var content = area.inset(top: 0, left: 2, bottom: 1, right: 2)
        if labelled {
            var label = theme.resolution.appearance.title.uppercased() + " · " + theme.resolution.contrast.title
            if theme.resolution != requested { label += " · no \(requested.name) variant" }
            frame.put(label, column: content.x, row: content.y,
                      style: styles.text(.foregroundSecondary, on: .backgroundPrimary, .bold), clip: content)
            content = content.inset(top: 2)
        }
        let panel = TokenPanel(theme: theme, simulation: simulation)
        var gallery = content
        if content.width >= 40 + GalleryLayout.columnGap + TokenPanel.width {
            let panelRect = Rect(x: content.maxX - TokenPanel.width, y: content.y, width: TokenPanel.width,
                                 height: min(content.height, panel.height(width: TokenPanel.width)))
            panel.draw(in: panelRect, frame: &frame, styles: styles)
            gallery = Rect(x: content.x, y: content.y, width: content.width - TokenPanel.width - GalleryLayout.columnGap, height: content.height)
        }
        let blocks: [any Block] = [InvoiceCard(), ButtonRow(), TextSamples(), Badges(), InputField(), ClientList()]
        for (block, rect) in GalleryLayout.place(blocks, in: gallery) {
            block.draw(in: rect, frame: &frame, styles: styles)
        }
    }

    private static func drawTooSmall(in frame: inout Frame, styles: Styles) {
        let lines = ["Make the window larger", "Shade needs \(minimumSize.columns)×\(minimumSize.rows); this is \(frame.width)×\(frame.height)", "q quits"]
        let top = max(0, frame.height / 2 - 1)
        for (offset, line) in lines.enumerated() {
            let style = offset == 0 ? styles.text(.foregroundPrimary, on: .backgroundPrimary, .bold)
                                    : styles.text(.foregroundSecondary, on: .backgroundPrimary)
            frame.putCentered(TextWidth.truncate(line, to: frame.width), in: Rect(x: 0, y: top + offset, width: frame.width, height: 1), style: style)
        }
    }

    /// The frame as a person with the simulated colour vision would see it.
    static func simulated(_ frame: Frame, _ simulation: VisionSimulation, severity: Double = 1) -> Frame {
        guard simulation != .normal else { return frame }
        var result = frame
        var cache: [RGB: RGB] = [:]
        func map(_ color: RGB) -> RGB {
            if let known = cache[color] { return known }
            let mapped = simulation.apply(to: color, severity: severity)
            cache[color] = mapped
            return mapped
        }
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                var cell = frame[column, row]
                cell.style.foreground = map(cell.style.foreground)
                cell.style.background = map(cell.style.background)
                result[column, row] = cell
            }
        }
        return result
    }
}
