import ShadeColor
import ShadeTokens

/// Alert banners: info, success, warning and error, each a coloured edge, an icon and a
/// message on the raised background.
struct Alerts: Block {
    static let alerts: [(String, String, ColorToken)] = [
        ("ℹ", "Invoices sync every hour.", .accent), ("✔", "Payment received from Acme.", .success),
        ("⚠", "Northwind's card expires soon.", .warning), ("✖", "Globex payment failed.", .error),
    ]
    var minimumWidth: Int { 30 }
    func height(width: Int) -> Int { 1 + Alerts.alerts.count }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("Alerts", in: rect, frame: &frame, styles: styles)
        let lines = Layout.vertical(Alerts.alerts.map { _ in .fixed(1) }).split(rect.inset(top: 1))
        for (line, alert) in zip(lines, Alerts.alerts) where !line.isEmpty {
            frame.fill(line, style: styles.fill(.backgroundSecondary))
            var x = frame.put("▌", column: line.x, row: line.y, style: styles.text(alert.2, on: .backgroundSecondary), clip: line)
            x = frame.put(alert.0 + " ", column: x + 1, row: line.y, style: styles.text(alert.2, on: .backgroundSecondary, .bold), clip: line)
            frame.put(TextWidth.truncate(alert.1, to: line.maxX - x - 1), column: x, row: line.y,
                      style: styles.text(.foregroundPrimary, on: .backgroundSecondary), clip: line)
        }
    }
}

/// A control with a tooltip above it: the tooltip on the inverted background.
struct Tooltip: Block {
    var minimumWidth: Int { 30 }
    func height(width: Int) -> Int { 4 }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("Tooltip", in: rect, frame: &frame, styles: styles)
        let tip = "Sends a reminder today"
        let bubble = Rect(x: rect.x, y: rect.y + 1, width: min(rect.width, TextWidth.of(tip) + 2), height: 1)
        frame.fill(bubble, style: styles.fill(.invertedBackgroundPrimary))
        frame.put(" " + tip, column: bubble.x, row: bubble.y, style: styles.text(.invertedForegroundPrimary, on: .invertedBackgroundPrimary), clip: bubble)
        frame.put("▼", column: rect.x + 3, row: rect.y + 2, style: styles.text(.invertedBackgroundPrimary, on: .backgroundPrimary), clip: rect)
        frame.put("Remind ›", column: rect.x + 1, row: rect.y + 3, style: styles.text(.accent, on: .backgroundPrimary, [.bold, .underline]), clip: rect)
    }
}

/// A modal dialog over a translucent scrim: the page behind is dimmed by compositing the
/// inverted background over it, then the dialog is drawn on top. Grows with the height.
struct DialogScene: Block {
    /// How much the scrim covers what is behind it.
    static let scrimAlpha = 0.45
    var minimumWidth: Int { 34 }
    func height(width: Int) -> Int { 1 + 9 }
    var stretches: Bool { true }
    /// A dialog over a long page is what apps show.
    var maximumHeight: Int { Int.max }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("Dialog", in: rect, frame: &frame, styles: styles)
        let scene = rect.inset(top: 1)
        // The page behind: a few lines of an invoice list.
        frame.fill(scene, style: styles.fill(.backgroundSecondary))
        for (offset, line) in Layout.vertical(Array(repeating: .fixed(1), count: scene.height)).split(scene).enumerated() {
            let row = DataTable.row(offset)
            frame.put(" \(row.0)  \(row.1)", column: line.x, row: line.y, style: styles.text(.foregroundPrimary, on: .backgroundSecondary), clip: line)
            frame.putTrailing(row.2 + " ", in: line, style: styles.text(.foregroundSecondary, on: .backgroundSecondary))
        }
        // The scrim: composited, so what is behind still shows, dimmed.
        // The scrim is the theme's darkest role colour (the page in dark, the text in light).
        let page = styles.theme[.backgroundPrimary], ink = styles.theme[.foregroundPrimary]
        let scrim = RGBA(page.relativeLuminance < ink.relativeLuminance ? page : ink, alpha: DialogScene.scrimAlpha)
        frame.composite(scrim, over: scene)
        let dialog = scene.centered(width: scene.width - 6, height: 7)
        frame.fill(dialog, style: styles.fill(.backgroundPrimary))
        Box.draw(dialog, in: &frame, glyphs: Box.glyphs(radius: styles.theme.cardRadius), style: styles.text(.outlinePrimary, on: .backgroundPrimary))
        let inner = dialog.inset(dx: 2, dy: 1)
        let rows = Layout.vertical([.fixed(1), .fixed(1), .fixed(1), .fixed(1), .fixed(1)]).split(inner)
        frame.put("Void invoice #1022?", column: rows[0].x, row: rows[0].y, style: styles.text(.foregroundPrimary, on: .backgroundPrimary, .bold), clip: rows[0])
        frame.put(TextWidth.truncate("Globex will be notified.", to: rows[1].width), column: rows[1].x, row: rows[1].y,
                  style: styles.text(.foregroundSecondary, on: .backgroundPrimary), clip: rows[1])
        let buttons = rows[3]
        let void = " Void ", cancel = " Cancel "
        let voidRect = Rect(x: buttons.maxX - TextWidth.of(void), y: buttons.y, width: TextWidth.of(void), height: 1)
        frame.fill(voidRect, style: styles.fill(.error))
        frame.put(void, column: voidRect.x, row: buttons.y, style: styles.label(on: .error, .bold), clip: voidRect)
        frame.put(cancel, column: voidRect.x - TextWidth.of(cancel) - 1, row: buttons.y,
                  style: styles.text(.accent, on: .backgroundPrimary, .bold), clip: buttons)
    }
}
