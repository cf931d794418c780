import ShadeTokens

/// A timeline of recent events, a dot in each event's colour; it lists more the taller it is.
struct ActivityFeed: Block {
    static let events: [(String, String, ColorToken)] = [
        ("09:12", "Acme Studio paid #1024", .success), ("09:05", "Reminder sent to Northwind", .accent),
        ("08:47", "Globex payment failed", .error), ("08:30", "Invoice #1023 due in 3 days", .warning),
        ("Yesterday", "Initech invoice drafted", .foregroundTertiary), ("Yesterday", "Hooli paid #1019", .success),
        ("Mon", "Umbrella disputed #1020", .warning), ("Mon", "Card updated by Stark & Co", .accent),
        ("Sun", "Weekly report exported", .foregroundTertiary), ("Fri", "Tyrell paid #1016", .success),
        ("Fri", "Cyberdyne limit reached", .error), ("Thu", "Soylent invoice voided", .foregroundTertiary),
    ]
    var minimumWidth: Int { 30 }
    func height(width: Int) -> Int { 1 + 5 }
    var stretches: Bool { true }
    /// A feed goes back as far as there is room for.
    var maximumHeight: Int { Int.max }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("Activity", in: rect, frame: &frame, styles: styles)
        // Spaced out with a connecting line when there is room, one per row when not.
        let spaced = rect.height - 1 >= 12
        let step = spaced ? 2 : 1
        let rows = Layout.vertical(Array(repeating: .fixed(1), count: max(0, rect.height - 1))).split(rect.inset(top: 1))
        for (offset, row) in rows.enumerated() {
            guard offset % step == 0 else {
                frame.put("│", column: row.x + 1, row: row.y, style: styles.text(.outlineSecondary, on: .backgroundPrimary), clip: row)
                continue
            }
            let index = offset / step
            let event = ActivityFeed.events[index % ActivityFeed.events.count]
            let week = index / ActivityFeed.events.count
            let parts = Layout.horizontal([.fixed(3), .fill(1), .fixed(10)]).split(row)
            frame.put(" ●", column: parts[0].x, row: row.y, style: styles.text(event.2, on: .backgroundPrimary), clip: parts[0])
            frame.put(TextWidth.truncate(event.1, to: parts[1].width), column: parts[1].x, row: row.y,
                      style: styles.text(.foregroundPrimary, on: .backgroundPrimary), clip: parts[1])
            // Older weeks repeat the events, dated by how long ago.
            frame.putTrailing(week == 0 ? event.0 : "\(week) wk ago", in: parts[2], style: styles.text(.foregroundTertiary, on: .backgroundPrimary))
        }
    }
}
