/// The invoice card of seed 001: a raised card with title, status badge, line items,
/// a total and actions. Cards fill with backgroundSecondary; elevation comes from the
/// shadow token in light mode and a subtle outline in dark mode (seed 000).
struct InvoiceCard: Block {
    static let lines: [(item: String, amount: String)] = [
        ("Consulting, 12 h", "€1,440"), ("Design review, 3 h", "€360"), ("Travel", "€96"),
    ]

    var minimumWidth: Int { 34 }

    func height(width: Int) -> Int { 2 + 2 + InvoiceCard.lines.count + 2 + 1 }

    /// The shadow falls up to two columns right and one row below the card.
    var overhang: (right: Int, bottom: Int) { (2, 1) }

    func draw(in area: Rect, frame: inout Frame, styles: Styles) {
        let rect = area.inset(bottom: overhang.bottom, right: overhang.right)
        let theme = styles.theme
        let dark = theme.resolution.appearance == .dark
        frame.fill(rect, style: styles.fill(.backgroundSecondary))
        // Dark mode: a visible hairline replaces the invisible shadow (outlinePrimary, since
        // the reference mapping makes outlineSecondary the card's own fill colour in dark).
        // Light mode: the edge is the faintest outline, so depth comes from the shadow.
        let edge = styles.text(dark ? .outlinePrimary : .outlineTertiary, on: .backgroundSecondary)
        Box.draw(rect, in: &frame, glyphs: Box.glyphs(radius: theme.cardRadius), style: edge)
        Elevation.drawShadow(theme.shadow(.md), under: rect, clip: area, in: &frame)

        let padX = max(1, theme.spacing(.md).columns)
        let inner = rect.inset(top: 1, left: padX, bottom: 1, right: padX)
        var row = inner.y
        frame.put("Invoice #1024", column: inner.x, row: row, style: styles.text(.foregroundPrimary, on: .backgroundSecondary, .bold), clip: inner)
        frame.putTrailing("✔ Paid", in: Rect(x: inner.x, y: row, width: inner.width, height: 1),
                          style: styles.text(.success, on: .backgroundSecondary, .bold))
        row += 1
        frame.put("Acme Studio · due 12 Dec", column: inner.x, row: row, style: styles.text(.foregroundSecondary, on: .backgroundSecondary), clip: inner)
        row += 1
        Box.rule(column: inner.x, row: row, width: inner.width, in: &frame, style: styles.text(.outlineSecondary, on: .backgroundSecondary))
        row += 1
        for line in InvoiceCard.lines {
            let band = Rect(x: inner.x, y: row, width: inner.width, height: 1)
            frame.put(line.item, column: inner.x, row: row, style: styles.text(.foregroundPrimary, on: .backgroundSecondary), clip: inner)
            frame.putTrailing(line.amount, in: band, style: styles.text(.foregroundSecondary, on: .backgroundSecondary))
            row += 1
        }
        Box.rule(column: inner.x, row: row, width: inner.width, in: &frame, style: styles.text(.outlineSecondary, on: .backgroundSecondary))
        row += 1
        let totalBand = Rect(x: inner.x, y: row, width: inner.width, height: 1)
        frame.put("Total", column: inner.x, row: row, style: styles.text(.foregroundPrimary, on: .backgroundSecondary, .bold), clip: inner)
        frame.putTrailing("€1,896", in: totalBand, style: styles.text(.foregroundPrimary, on: .backgroundSecondary, .bold))
        row += 1
        frame.put("Paid by card on 9 Dec", column: inner.x, row: row, style: styles.text(.foregroundTertiary, on: .backgroundSecondary), clip: inner)
    }
}
