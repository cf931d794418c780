import ShadeTokens

/// A list of rows with separators; the selected row uses the inverted surface, with all its
/// text in foregroundPrimary (the pair the contrast table checks there).
struct ClientList: Block {
    static let rows: [(name: String, amount: String, status: String, token: ColorToken)] = [
        ("Acme Studio", "€1,896", "Paid", .success),
        ("Northwind Ltd", "€640", "Due soon", .warning),
        ("Globex", "€2,150", "Overdue", .error),
        ("Initech", "€310", "Draft", .foregroundTertiary),
    ]

    var minimumWidth: Int { 30 }

    func height(width: Int) -> Int { 1 + ClientList.rows.count * 2 - 1 }

    /// Without the rules between clients.
    func minimumHeight(width: Int) -> Int { 1 + ClientList.rows.count }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("List", in: rect, frame: &frame, styles: styles)
        // Short of rows, the rules between clients go first.
        let ruled = rect.height >= height(width: rect.width)
        var row = rect.y + 1
        for (index, client) in ClientList.rows.enumerated() where row < rect.maxY {
            let selected = index == 1
            let ground: ColorToken = selected ? .invertedSurfaceSecondary : .backgroundPrimary
            let band = Rect(x: rect.x, y: row, width: rect.width, height: 1)
            frame.fill(band, style: styles.fill(ground))
            if selected { frame.put("▌", column: band.x, row: row, style: styles.text(.accent, on: ground)) }
            frame.put(client.name, column: band.x + 2, row: row, style: styles.text(.foregroundPrimary, on: ground, selected ? .bold : []), clip: band)
            let statusWidth = 9
            frame.putTrailing(client.status, in: Rect(x: band.x, y: row, width: band.width - 1, height: 1),
                              style: styles.text(selected ? .foregroundPrimary : client.token, on: ground))
            frame.putTrailing(client.amount, in: Rect(x: band.x, y: row, width: band.width - 1 - statusWidth - 1, height: 1),
                              style: styles.text(selected ? .foregroundPrimary : .foregroundSecondary, on: ground))
            row += 1
            if ruled, index < ClientList.rows.count - 1 {
                Box.rule(column: band.x, row: row, width: band.width, in: &frame, style: styles.text(.outlineTertiary, on: .backgroundPrimary))
                row += 1
            }
        }
    }
}
