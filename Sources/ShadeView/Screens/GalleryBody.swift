import ShadeColor
import ShadeTokens

/// One themed gallery (the whole body, or one half of split view): the page, an optional
/// label naming the variant, the component blocks, and the token panel beside them when
/// there is room. The panel is told the simulation so it can name the status colours it
/// merges.
struct GalleryBody: Container {
    /// The variant drawn.
    let theme: ResolvedTheme
    /// The variant asked for; differs from `theme.resolution` when the theme lacks it.
    let requested: Resolution
    /// Whether to name the variant above the gallery (split view).
    let labelled: Bool
    /// The active colour-vision simulation.
    let simulation: VisionSimulation
    /// A theme name to put before the variant in the label (compare), if any.
    var title: String? = nil

    static let blocks: [any Block] = [InvoiceCard(), ButtonRow(), TextSamples(), Badges(), InputField(), ClientList()]

    /// The gallery's rectangle inside the body's margins, below the label.
    private func content(of area: Rect) -> Rect {
        let content = area.inset(top: 0, left: 2, bottom: 1, right: 2)
        return labelled ? content.inset(top: 2) : content
    }

    func renderOwn(in area: Rect, frame: inout Frame, styles: Styles) {
        frame.fill(area, style: styles.fill(.backgroundPrimary))
        guard labelled else { return }
        var label = theme.resolution.appearance.title.uppercased() + " · " + theme.resolution.contrast.title
        if let title { label = VisibleText.escaping(title).uppercased() + " · " + label }
        if theme.resolution != requested { label += " · no \(requested.name) variant" }
        let margins = area.inset(top: 0, left: 2, bottom: 1, right: 2)
        frame.put(label, column: margins.x, row: margins.y,
                  style: styles.text(.foregroundSecondary, on: .backgroundPrimary, .bold), clip: margins.row(0))
    }

    func children(in area: Rect, styles: Styles) -> [Placement] {
        let content = content(of: area)
        let panel = TokenPanel(theme: theme, simulation: simulation)
        var gallery = content
        var placements: [Placement] = []
        if content.width >= 40 + GalleryLayout.columnGap + TokenPanel.width {
            let columns = Layout.horizontal([.fill(1), .fixed(TokenPanel.width)], spacing: GalleryLayout.columnGap).split(content)
            gallery = columns[0]
            let panelRect = Layout.vertical([.max(panel.height(width: TokenPanel.width))]).split(columns[1])[0]
            placements.append(Placement(panel, in: panelRect, styles: styles))
        }
        for (block, rect) in GalleryLayout.place(GalleryBody.blocks, in: gallery) {
            placements.append(Placement(block, in: rect, styles: styles))
        }
        return placements
    }
}
