/// The bottom bar: key hints from the keymap for what is on screen, or a passing message.
public struct Footer: Widget {
    /// A passing message shown instead of the hints.
    public let message: String?
    /// The hints, from the keymap.
    public let hints: [(keys: String, label: String)]

    /// A footer.
    public init(message: String?, hints: [(keys: String, label: String)]) {
        self.message = message
        self.hints = hints
    }

    /// Draws the hints (or the message) into the first row of `rect`. A message too long for
    /// the row is cut in its middle: it ends with what matters most (the saved file's name,
    /// the reloaded theme), and its start says what happened.
    public func render(in rect: Rect, frame: inout Frame, styles: Styles) {
        frame.fill(rect, style: styles.fill(.backgroundSecondary))
        if let message {
            let shown = PairNames.middleCut(message, to: max(0, rect.width - 2))
            frame.put(" " + shown, column: rect.x, row: rect.y, style: styles.text(.foregroundPrimary, on: .backgroundSecondary, .bold), clip: rect)
            return
        }
        guard let last = hints.last else { return }
        var x = rect.x + 1
        for (index, hint) in hints.enumerated() {
            let width = TextWidth.of(hint.keys) + 1 + TextWidth.of(hint.label)
            // Keep room for the last hint (quit) whatever the width.
            let reserve = index == hints.count - 1 ? 0 : TextWidth.of(last.keys) + TextWidth.of(last.label) + 3
            if x + width + reserve > rect.maxX, index != hints.count - 1 { continue }
            x = frame.put(hint.keys, column: x, row: rect.y, style: styles.text(.foregroundPrimary, on: .backgroundSecondary, .bold), clip: rect)
            x = frame.put(" " + hint.label, column: x, row: rect.y, style: styles.text(.foregroundSecondary, on: .backgroundSecondary), clip: rect) + 2
        }
    }
}
