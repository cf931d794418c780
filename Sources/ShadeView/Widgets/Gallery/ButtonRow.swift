import ShadeTokens

/// Buttons in their four kinds, primary focused: filled buttons are drawn with half blocks
/// so they stand as tall as the outlined one without a border of their own; the fill is
/// always a cell background, the half blocks drawing the page around it.
struct ButtonRow: Block {
    enum Kind { case primary, secondary, destructive, disabled }

    static let buttons: [(label: String, kind: Kind)] = [
        ("Pay now", .primary), ("Details", .secondary), ("Void", .destructive), ("Archive", .disabled),
    ]

    var minimumWidth: Int { 30 }

    func height(width: Int) -> Int { 4 }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("Buttons", in: rect, frame: &frame, styles: styles)
        frame.putTrailing("▸ focused", in: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1),
                          style: styles.text(.foregroundTertiary, on: .backgroundPrimary))
        let padding = max(1, styles.theme.spacing(.xs).columns)
        // Two columns on the left hold the focus mark of the first button.
        var x = rect.x + 2
        for (index, button) in ButtonRow.buttons.enumerated() {
            let width = TextWidth.of(button.label) + 2 * padding + 2
            guard x + width <= rect.maxX else { break }
            draw(button.label, kind: button.kind, focused: index == 0,
                 in: Rect(x: x, y: rect.y + 1, width: width, height: 3), frame: &frame, styles: styles)
            x += width + 1
        }
    }

    private func draw(_ label: String, kind: Kind, focused: Bool, in rect: Rect, frame: inout Frame, styles: Styles) {
        let fill: ColorToken, text: ColorToken
        switch kind {
        case .primary: (fill, text) = (.accent, .onAccent)
        case .destructive: (fill, text) = (.error, .onAccent)
        case .disabled: (fill, text) = (.backgroundTertiary, .foregroundPlaceholder)
        case .secondary:
            Box.draw(rect, in: &frame, glyphs: Box.glyphs(radius: styles.theme.controlRadius), style: styles.text(.outlinePrimary, on: .backgroundPrimary))
            frame.putCentered(label, in: Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: 1),
                              style: styles.text(.accent, on: .backgroundPrimary, .bold))
            return
        }
        // The caps' fill is the cell background and the page half the glyph, so the fill runs
        // on from the middle row without a seam (xterm's half blocks can fall a pixel short of
        // the cell edge); the glyph's edge faces the page, where a gap matches the page.
        let cap = styles.text(.backgroundPrimary, on: fill)
        frame.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), with: "▀", style: cap)
        frame.fill(Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: 1), with: "▄", style: cap)
        let middle = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1)
        frame.fill(middle, style: styles.fill(fill))
        var attributes: TextAttributes = kind == .disabled ? [] : [.bold]
        if focused { attributes.insert(.underline) }
        // A status fill's label is the one that reads there (a dark theme's pale error takes a
        // dark label where its accent takes white).
        frame.putCentered(label, in: middle, style: kind == .destructive ? styles.label(on: fill, attributes) : styles.text(text, on: fill, attributes))
        if focused {
            // The focus mark: a pointer beside the focused control, in the accent colour.
            frame.put("▸", column: rect.x - 2, row: rect.y + 1, style: styles.text(.accent, on: .backgroundPrimary))
        }
    }
}
