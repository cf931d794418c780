import ShadeTokens

/// The top bar: the theme tabs (active one marked) and, on the right, what the frame
/// shows, spelled out so every screenshot says it.
public enum Header {
    /// Where each tab is drawn at a width; used for drawing and for mouse clicks alike.
    public static func tabRects(names: [String], active: Int, width: Int, statusWidth: Int) -> [Rect] {
        let available = width - statusWidth - brand.count - 2
        let full = names.map { " \($0) " }
        let labels = full.map(TextWidth.of).reduce(0, +) <= available
            ? full
            : names.indices.map { $0 == active ? full[$0] : " \($0 + 1) " }
        var rects: [Rect] = []
        var x = brand.count
        for label in labels {
            let w = TextWidth.of(label)
            rects.append(Rect(x: x, y: 0, width: w, height: 1))
            x += w
        }
        return rects
    }

    static let brand = " ◐ Shade "

    /// Draws the header into row `rect.y`.
    static func draw(in rect: Rect, names: [String], active: Int, status: String, frame: inout Frame, styles: Styles) {
        frame.fill(rect, style: styles.fill(.backgroundSecondary))
        frame.put(brand, column: rect.x, row: rect.y, style: styles.text(.foregroundPrimary, on: .backgroundSecondary, .bold), clip: rect)
        let statusText = status + " "
        let tabs = tabRects(names: names, active: active, width: rect.width, statusWidth: TextWidth.of(statusText))
        for (index, tab) in tabs.enumerated() {
            let isActive = index == active
            let label = tab.width == TextWidth.of(" \(names[index]) ") ? " \(names[index]) " : " \(index + 1) "
            let style = isActive ? styles.text(.onAccent, on: .accent, .bold) : styles.text(.foregroundSecondary, on: .backgroundSecondary)
            frame.put(label, column: rect.x + tab.x, row: rect.y, style: style, clip: rect)
        }
        frame.putTrailing(statusText, in: rect, style: styles.text(.foregroundPrimary, on: .backgroundSecondary, .bold))
    }
}

/// The bottom bar: key hints from the keymap, or a passing message.
enum Footer {
    static func draw(in rect: Rect, message: String?, frame: inout Frame, styles: Styles) {
        frame.fill(rect, style: styles.fill(.backgroundSecondary))
        if let message {
            frame.put(" " + message, column: rect.x, row: rect.y, style: styles.text(.foregroundPrimary, on: .backgroundSecondary, .bold), clip: rect)
            return
        }
        var x = rect.x + 1
        let hints = Keymap.footerHints
        for (index, hint) in hints.enumerated() {
            let width = TextWidth.of(hint.keys) + 1 + TextWidth.of(hint.label)
            // Keep room for the last hint (quit) whatever the width.
            let reserve = index == hints.count - 1 ? 0 : TextWidth.of(hints.last!.keys) + TextWidth.of(hints.last!.label) + 3
            if x + width + reserve > rect.maxX, index != hints.count - 1 { continue }
            x = frame.put(hint.keys, column: x, row: rect.y, style: styles.text(.foregroundPrimary, on: .backgroundSecondary, .bold), clip: rect)
            x = frame.put(" " + hint.label, column: x, row: rect.y, style: styles.text(.foregroundSecondary, on: .backgroundSecondary), clip: rect) + 2
        }
    }
}

/// The help overlay: the keymap as a card over the screen.
enum HelpOverlay {
    static func draw(over area: Rect, frame: inout Frame, styles: Styles) {
        let rows = Keymap.helpRows
        let keyColumn = 10
        let widest = rows.map { keyColumn + TextWidth.of($0.help) }.max() ?? 0
        let width = min(area.width - 2, widest + 4), height = min(area.height - 2, rows.count + 4)
        guard width >= 20, height >= 5 else { return }
        let rect = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        frame.fill(rect, style: styles.fill(.backgroundSecondary))
        Box.draw(rect, in: &frame, glyphs: Box.glyphs(radius: styles.theme.cardRadius), style: styles.text(.outlinePrimary, on: .backgroundSecondary))
        frame.put(" Keys ", column: rect.x + 2, row: rect.y, style: styles.text(.foregroundPrimary, on: .backgroundSecondary, .bold))
        let inner = rect.inset(dx: 2, dy: 1)
        for (offset, row) in rows.enumerated() where inner.y + 1 + offset < inner.maxY {
            let y = inner.y + 1 + offset
            frame.put(row.keys, column: inner.x, row: y, style: styles.text(.foregroundPrimary, on: .backgroundSecondary, .bold), clip: inner)
            frame.put(row.help, column: inner.x + keyColumn, row: y, style: styles.text(.foregroundSecondary, on: .backgroundSecondary), clip: inner)
        }
    }
}
