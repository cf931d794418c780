/// A labelled text input showing its placeholder, with the caret at the start.
struct InputField: Block {
    var minimumWidth: Int { 24 }

    func height(width: Int) -> Int { 4 }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("Input", in: rect, frame: &frame, styles: styles)
        let box = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 3)
        frame.fill(box.inset(dx: 1, dy: 1), style: styles.fill(.backgroundPrimary))
        Box.draw(box, in: &frame, glyphs: Box.glyphs(radius: styles.theme.controlRadius),
                 style: styles.text(.outlinePrimary, on: .backgroundPrimary))
        frame.put(" Client ", column: box.x + 2, row: box.y, style: styles.text(.foregroundSecondary, on: .backgroundPrimary), clip: box)
        frame.put("▏", column: box.x + 2, row: box.y + 1, style: styles.text(.accent, on: .backgroundPrimary), clip: box)
        frame.put("Search clients…", column: box.x + 3, row: box.y + 1,
                  style: styles.text(.foregroundPlaceholder, on: .backgroundPrimary, .italic), clip: box.inset(dx: 1, dy: 0))
    }
}
