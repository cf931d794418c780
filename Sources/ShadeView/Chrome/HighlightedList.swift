import ShadeFrame
import ShadeTokens

/// A list of `count` items drawn into a rectangle one item a row, scrolled so the highlighted
/// item stays near the middle, the highlighted row filled with the accent. The theme picker and
/// the role chooser both draw their matches this way; each draws its own row's contents.
struct HighlightedList {
    /// How many items there are.
    var count: Int
    /// The position of the highlighted item.
    var highlighted: Int
    /// What the list says when it has no item.
    var emptyText: String

    /// Draws the list into `list`; `row` draws item `position` into `line` on `ground`
    /// (the accent for the highlighted row, else the overlay's own ground).
    func draw(in list: Rect, frame: inout Frame, styles: Styles,
              row: (_ position: Int, _ line: Rect, _ ground: ColorToken, _ highlighted: Bool, _ frame: inout Frame) -> Void) {
        guard list.height > 0 else { return }
        guard count > 0 else {
            frame.put(emptyText, column: list.x, row: list.y, style: styles.text(.foregroundTertiary, on: .backgroundSecondary, .italic), clip: list)
            return
        }
        let first = max(0, min(highlighted - list.height / 2, count - list.height))
        for (offset, line) in Layout.vertical(Array(repeating: .fixed(1), count: list.height)).split(list).enumerated() {
            let position = first + offset
            guard position < count else { break }
            let isHighlighted = position == highlighted
            let ground: ColorToken = isHighlighted ? .accent : .backgroundSecondary
            if isHighlighted { frame.fill(line, style: styles.fill(ground)) }
            row(position, line, ground, isHighlighted, &frame)
        }
    }
}
