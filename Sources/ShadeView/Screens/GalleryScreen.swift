import ShadeTokens

/// The component gallery: one themed body, or light and dark side by side in split view.
struct GalleryScreen: Container {
    /// What is drawn.
    let model: ScreenModel
    /// Rows at the top of the area that are the panes' page but hold nothing (split view
    /// takes the spacer row below the header).
    var spacer = 0

    /// The narrowest split view whose halves still hold the invoice card.
    static let splitMinimumColumns = 68

    func renderOwn(in rect: Rect, frame: inout Frame, styles: Styles) {}

    func children(in area: Rect, styles: Styles) -> [Placement] {
        guard model.split else {
            let theme = model.shown.resolved(model.requested)
            let body = GalleryBody(theme: theme, requested: model.requested, labelled: false, simulation: model.simulation)
            return [Placement(body, in: area, styles: Styles(theme))]
        }
        guard area.width >= GalleryScreen.splitMinimumColumns else {
            // Two panes this narrow would hold no component: say so instead of drawing nothing.
            let notice = "Split view needs \(GalleryScreen.splitMinimumColumns) columns; this is \(area.width). s shows one pane."
            return [Placement(Caption(text: notice), in: area.inset(left: 2, right: 2).row(spacer), styles: styles)]
        }
        let halves = Layout.horizontal([.ratio(1, 2), .fill(1)]).split(area)
        return zip([Appearance.light, .dark], halves).map { appearance, half in
            let requested = Resolution(appearance, model.requested.contrast)
            let theme = model.shown.resolved(requested)
            return Placement(GalleryBody(theme: theme, requested: requested, labelled: true, simulation: model.simulation, top: spacer),
                             in: half, styles: Styles(theme))
        }
    }
}
