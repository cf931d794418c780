import ShadeColor
import ShadeText
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
    /// Rows of page above the label (split view's spacer row).
    var top = 0

    /// The gallery's rectangle inside the body's margins, below the label.
    private func content(of area: Rect) -> Rect {
        let content = area.inset(top: top, left: 2, bottom: 1, right: 2)
        return labelled ? content.inset(top: 2) : content
    }

    func renderOwn(in area: Rect, frame: inout Frame, styles: Styles) {
        frame.fill(area, style: styles.fill(.backgroundPrimary))
        guard labelled else { return }
        var label = theme.resolution.appearance.title.uppercased() + " · " + theme.resolution.contrast.title
        if let title { label = VisibleText.escaping(title).uppercased() + " · " + label }
        if theme.resolution != requested { label += " · no \(requested.name) variant" }
        let margins = area.inset(top: top, left: 2, bottom: 1, right: 2)
        frame.put(label, column: margins.x, row: margins.y,
                  style: styles.text(.foregroundSecondary, on: .backgroundPrimary, .bold), clip: margins.row(0))
    }

    func children(in area: Rect, styles: Styles) -> [Placement] {
        let content = content(of: area)
        var placements: [Placement] = []
        var placed = GalleryLayout.place(GalleryLayout.priority, in: GalleryLayout.columns(in: content))
        // The token panel comes last in the gallery's priority: it is pinned on the right only
        // where every component still fits beside and below it, so it never costs a component
        // and a larger screen always shows what a smaller one does.
        if content.width >= 55 + GalleryLayout.columnGap + TokenPanel.width {
            let sides = Layout.horizontal([.fill(1), .fixed(TokenPanel.width)], spacing: GalleryLayout.columnGap).split(content)
            let panel = TokenPanel(theme: theme, simulation: simulation)
            // The panel leaves seven rows below it for the gallery to carry on in; failing pairs
            // beyond the first four are listed only where the gallery still fits without those
            // rows. On a short screen its tokens give way (its verdict stays; the tokens it
            // cannot list are counted).
            let least = panel.minimumHeight(width: TokenPanel.width)
            let tallest = content.height < 26 ? least : min(panel.height(width: TokenPanel.width), content.height - 7)
            for height in Set([tallest, min(least, tallest)]).sorted(by: >) {
                let stack = Layout.vertical([.fixed(height), .fill(1)], spacing: GalleryLayout.gap + 1).split(sides[1])
                // Below the panel, when it is short, the gallery carries on.
                let columns = GalleryLayout.columns(in: sides[0]) + (stack[1].height >= 4 ? [stack[1]] : [])
                let beside = GalleryLayout.place(GalleryLayout.priority, in: columns)
                guard beside.count == GalleryLayout.priority.count else { continue }
                placements.append(Placement(panel, in: stack[0], styles: styles))
                placed = beside
                break
            }
        }
        for (block, rect) in placed {
            placements.append(Placement(block, in: rect, styles: styles))
        }
        return placements
    }
}
