/// The help overlay: the keymap as a card centred over the screen.
public struct HelpOverlay: Widget {
    /// (keys, what they do), from the keymap.
    public let rows: [(keys: String, help: String)]

    /// An overlay listing `rows`.
    public init(rows: [(keys: String, help: String)]) { self.rows = rows }

    static let keyColumn = 10

    /// Draws the card centred in `area`; nothing when the area is too small for it.
    public func render(in area: Rect, frame: inout Frame, styles: Styles) {
        let widest = rows.map { HelpOverlay.keyColumn + TextWidth.of($0.help) }.max() ?? 0
        let width = min(area.width - 2, widest + 4), height = min(area.height - 2, rows.count + 4)
        guard width >= 20, height >= 5 else { return }
        let rect = area.centered(width: width, height: height)
        frame.fill(rect, style: styles.fill(.backgroundSecondary))
        Box.draw(rect, in: &frame, glyphs: Box.glyphs(radius: styles.theme.cardRadius), style: styles.text(.outlinePrimary, on: .backgroundSecondary))
        frame.put(" Keys ", column: rect.x + 2, row: rect.y, style: styles.text(.foregroundPrimary, on: .backgroundSecondary, .bold), clip: rect)
        let inner = rect.inset(dx: 2, dy: 1)
        let lines = Array(Layout.vertical([.fixed(1)] + rows.map { _ in .fixed(1) }).split(inner).dropFirst().filter { !$0.isEmpty })
        // Rows that do not fit are counted on the last line, never cut off silently; long
        // sentences end in an ellipsis.
        let hidden = rows.count - lines.count
        for (index, (line, row)) in zip(lines, rows).enumerated() {
            let parts = Layout.horizontal([.fixed(HelpOverlay.keyColumn), .fill(1)]).split(line)
            if hidden > 0, index == lines.count - 1 {
                frame.put("… \(hidden + 1) more: a larger window shows them", column: line.x, row: line.y,
                          style: styles.text(.foregroundTertiary, on: .backgroundSecondary), clip: line)
                break
            }
            frame.put(row.keys, column: parts[0].x, row: line.y, style: styles.text(.foregroundPrimary, on: .backgroundSecondary, .bold), clip: inner)
            frame.put(TextWidth.truncate(row.help, to: parts[1].width), column: parts[1].x, row: line.y,
                      style: styles.text(.foregroundSecondary, on: .backgroundSecondary), clip: inner)
        }
    }
}
