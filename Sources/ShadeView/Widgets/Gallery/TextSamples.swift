import ShadeTokens

/// Every foreground token as text on the page, and the inverted ones on an inverted band.
struct TextSamples: Block {
    var minimumWidth: Int { 30 }

    private static let samples: [(String, ColorToken)] = [
        ("Primary", .foregroundPrimary), ("Secondary", .foregroundSecondary),
        ("Tertiary", .foregroundTertiary), ("Placeholder…", .foregroundPlaceholder),
    ]

    /// A caption, two rows for the samples and the inverted band.
    func height(width: Int) -> Int { 1 + 2 + 1 }

    /// Where the samples fit on one row, that row alone: a screen with three rows to spare
    /// still shows the text colours instead of a blank band.
    func minimumHeight(width: Int) -> Int { 1 + Self.sampleRows(width: width) + 1 }

    /// The rows the samples wrap into at `width`, as `render` places them.
    static func sampleRows(width: Int) -> Int {
        var x = 0, rows = 1
        for (label, _) in samples {
            let labelWidth = TextWidth.of(label)
            if x + labelWidth > width { x = 0; rows += 1 }
            x += labelWidth + 2
        }
        return rows
    }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("Text", in: rect, frame: &frame, styles: styles)
        let samples = Self.samples
        var x = rect.x
        var row = rect.y + 1
        for (label, token) in samples {
            let width = TextWidth.of(label)
            if x + width > rect.maxX { x = rect.x; row += 1 }
            x = frame.put(label, column: x, row: row, style: styles.text(token, on: .backgroundPrimary), clip: rect) + 2
        }
        let band = Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
        frame.fill(band, style: styles.fill(.invertedBackgroundPrimary))
        x = band.x + 1
        for (label, token) in [("Inverted", ColorToken.invertedForegroundPrimary), ("secondary", .invertedForegroundSecondary), ("tertiary", .invertedForegroundTertiary)] {
            x = frame.put(label, column: x, row: band.y, style: styles.text(token, on: .invertedBackgroundPrimary), clip: band) + 2
        }
    }
}
