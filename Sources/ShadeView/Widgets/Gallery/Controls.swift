import ShadeTokens

/// A segmented control (tabs): the selected segment filled with the accent.
struct SegmentedControl: Block {
    static let segments = ["Overview", "Invoices", "Clients", "Reports"]
    var minimumWidth: Int { 30 }
    func height(width: Int) -> Int { 2 }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("Tabs", in: rect, frame: &frame, styles: styles)
        let bar = rect.row(1)
        frame.fill(bar, style: styles.fill(.backgroundTertiary))
        let parts = Layout.horizontal(SegmentedControl.segments.map { _ in .fill(1) }).split(bar)
        for (index, (part, label)) in zip(parts, SegmentedControl.segments).enumerated() {
            let selected = index == 1
            let ground: ColorToken = selected ? .accent : .backgroundTertiary
            frame.fill(part, style: styles.fill(ground))
            frame.putCentered(TextWidth.truncate(label, to: part.width - 1), in: part,
                              style: styles.text(selected ? .onAccent : .foregroundSecondary, on: ground, selected ? .bold : []))
        }
    }
}

/// A toggle (on and off), checkboxes and radio buttons.
struct SelectionControls: Block {
    var minimumWidth: Int { 30 }
    func height(width: Int) -> Int { 4 }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("Toggles", in: rect, frame: &frame, styles: styles)
        let rows = Layout.vertical([.fixed(1), .fixed(1), .fixed(1), .fixed(1)]).split(rect)
        let halves = rows.dropFirst().map { Layout.horizontal([.fill(1), .fill(1)], spacing: 2).split($0) }
        func put(_ text: String, _ rect: Rect, _ token: ColorToken, _ attributes: TextAttributes = []) -> Int {
            frame.put(text, column: rect.x, row: rect.y, style: styles.text(token, on: .backgroundPrimary, attributes), clip: rect)
        }
        // Toggle on: a knob at the right of an accent track; off: knob left on the tertiary track.
        var x = frame.put(" ", column: halves[0][0].x, row: rect.y + 1, style: styles.fill(.accent), clip: halves[0][0])
        x = frame.put("●", column: x, row: rect.y + 1, style: styles.text(.onAccent, on: .accent), clip: halves[0][0])
        _ = put(" Autopay", Rect(x: x, y: rect.y + 1, width: halves[0][0].maxX - x, height: 1), .foregroundPrimary)
        x = frame.put("●", column: halves[0][1].x, row: rect.y + 1, style: styles.text(.foregroundSecondary, on: .backgroundTertiary), clip: halves[0][1])
        x = frame.put(" ", column: x, row: rect.y + 1, style: styles.fill(.backgroundTertiary), clip: halves[0][1])
        _ = put(" Reminders", Rect(x: x, y: rect.y + 1, width: halves[0][1].maxX - x, height: 1), .foregroundSecondary)
        _ = put("☑ Send receipt", halves[1][0], .foregroundPrimary)
        _ = put("☐ Copy to me", halves[1][1], .foregroundSecondary)
        _ = put("◉ Monthly", halves[2][0], .foregroundPrimary)
        _ = put("○ Yearly", halves[2][1], .foregroundSecondary)
        // The marks in the accent, over the text drawn above.
        frame.put("☑", column: halves[1][0].x, row: halves[1][0].y, style: styles.text(.accent, on: .backgroundPrimary, .bold), clip: halves[1][0])
        frame.put("◉", column: halves[2][0].x, row: halves[2][0].y, style: styles.text(.accent, on: .backgroundPrimary, .bold), clip: halves[2][0])
    }
}

/// A progress bar with its label and percentage.
struct ProgressBar: Block {
    var minimumWidth: Int { 24 }
    func height(width: Int) -> Int { 3 }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("Progress", in: rect, frame: &frame, styles: styles)
        let label = rect.row(1)
        frame.put("Uploading invoices", column: label.x, row: label.y, style: styles.text(.foregroundSecondary, on: .backgroundPrimary), clip: label)
        frame.putTrailing("68 %", in: label, style: styles.text(.foregroundPrimary, on: .backgroundPrimary, .bold))
        let track = rect.row(2)
        let done = Layout.horizontal([.ratio(68, 100), .fill(1)]).split(track)
        frame.fill(done[0], with: "━", style: styles.text(.accent, on: .backgroundPrimary))
        frame.fill(done[1], with: "━", style: styles.text(.outlineTertiary, on: .backgroundPrimary))
    }
}
