import ShadeTokens

/// Every foreground token as text on the page, and the inverted ones on an inverted band.
struct TextSamples: Block {
    var minimumWidth: Int { 30 }

    func height(width: Int) -> Int { 1 + 2 + 1 }

    func render(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("Text", in: rect, frame: &frame, styles: styles)
        let samples: [(String, ColorToken)] = [
            ("Primary", .foregroundPrimary), ("Secondary", .foregroundSecondary),
            ("Tertiary", .foregroundTertiary), ("Placeholder…", .foregroundPlaceholder),
        ]
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
