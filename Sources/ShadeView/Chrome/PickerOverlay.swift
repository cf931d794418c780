import ShadeText
import ShadeTokens

/// The theme picker: a card over the screen with the query, the appearance filter and the
/// matching themes around the highlighted one. The screen behind shows the highlighted
/// theme, so the card only has to list names.
public struct PickerOverlay: Widget {
    /// The picker's state.
    public let picker: PickerView
    /// Every theme name, made visible.
    public let names: [String]

    /// An overlay for `picker` over themes named `names`.
    public init(picker: PickerView, names: [String]) {
        self.picker = picker
        self.names = names
    }

    /// Draws the card centred in `area`.
    public func render(in area: Rect, frame: inout Frame, styles: Styles) {
        // As tall as the matches need, up to 22 rows: a short list makes a short card.
        let card = area.centered(width: min(64, area.width - 4), height: min(22, area.height - 2, max(8, 6 + picker.results.count)))
        guard card.width >= 24, card.height >= 6 else { return }
        frame.fill(card, style: styles.fill(.backgroundSecondary))
        Box.draw(card, in: &frame, glyphs: Box.glyphs(radius: styles.theme.cardRadius), style: styles.text(.outlinePrimary, on: .backgroundSecondary))
        frame.put(" Themes ", column: card.x + 2, row: card.y, style: styles.text(.foregroundPrimary, on: .backgroundSecondary, .bold), clip: card)
        let inner = card.inset(dx: 2, dy: 1)
        let rows = Layout.vertical([.fixed(1), .fixed(1), .fill(1)]).split(inner)
        // The query, with a caret, and how many match.
        let count = "\(picker.results.count) of \(names.count)"
        let query = Layout.horizontal([.fill(1), .fixed(TextWidth.of(count))], spacing: 1).split(rows[0])
        var x = frame.put("› ", column: query[0].x, row: query[0].y, style: styles.text(.accent, on: .backgroundSecondary, .bold), clip: query[0])
        x = frame.put(VisibleText.escaping(picker.query), column: x, row: query[0].y, style: styles.text(.foregroundPrimary, on: .backgroundSecondary), clip: query[0])
        frame.put("▏", column: x, row: query[0].y, style: styles.text(.accent, on: .backgroundSecondary), clip: query[0])
        if picker.query.isEmpty {
            frame.put("type to filter", column: x + 1, row: query[0].y, style: styles.text(.foregroundPlaceholder, on: .backgroundSecondary, .italic), clip: query[0])
        }
        frame.put(count, column: query[1].x, row: query[1].y, style: styles.text(.foregroundTertiary, on: .backgroundSecondary), clip: query[1])
        // The filter, as a segmented control.
        var chip = rows[1].x
        for filter in PickerFilter.allCases {
            let label = " " + (filter == .all ? "All" : filter == .light ? "Light only" : "Dark only") + " "
            let on = filter == picker.filter
            chip = frame.put(label, column: chip, row: rows[1].y, style: on ? styles.text(.onAccent, on: .accent, .bold) : styles.text(.foregroundSecondary, on: .backgroundTertiary), clip: rows[1]) + 1
        }
        drawMatches(in: rows[2].inset(top: 1), frame: &frame, styles: styles)
    }

    private func drawMatches(in list: Rect, frame: inout Frame, styles: Styles) {
        let matches = HighlightedList(count: picker.results.count, highlighted: picker.highlighted, emptyText: "No theme matches")
        matches.draw(in: list, frame: &frame, styles: styles) { position, line, ground, highlighted, frame in
            let index = picker.results[position]
            let parts = Layout.horizontal([.fixed(2), .fill(1), .fixed(6)]).split(line)
            if highlighted { frame.put("▸", column: parts[0].x, row: line.y, style: styles.text(.onAccent, on: ground, .bold), clip: parts[0]) }
            frame.put(TextWidth.truncate(names[index], to: parts[1].width), column: parts[1].x, row: line.y,
                      style: styles.text(highlighted ? .onAccent : .foregroundPrimary, on: ground, highlighted ? .bold : []), clip: parts[1])
            frame.putTrailing("\(index + 1)", in: parts[2], style: styles.text(highlighted ? .onAccent : .foregroundTertiary, on: ground))
        }
    }
}
