import ShadeTokens

/// A problem across the screen (a broken theme edit), on the error colour.
public struct Banner: Widget {
    /// The problem, already made visible.
    public let text: String

    /// A banner saying `text`.
    public init(text: String) { self.text = text }

    /// Draws the banner into the first row of `rect`.
    public func render(in rect: Rect, frame: inout Frame, styles: Styles) {
        frame.fill(rect, style: styles.fill(.error))
        frame.put(" ⚠ " + TextWidth.truncate(text, to: rect.width - 4), column: rect.x, row: rect.y,
                  style: styles.label(on: .error, .bold), clip: rect)
    }
}

/// What is drawn when the window is below the smallest size a screen can use.
public struct TooSmallNotice: Widget {
    /// The smallest size.
    public let minimum: (columns: Int, rows: Int)

    /// A notice naming `minimum`.
    public init(minimum: (columns: Int, rows: Int)) { self.minimum = minimum }

    /// Three centred lines in the middle of `rect`.
    public func render(in rect: Rect, frame: inout Frame, styles: Styles) {
        let lines = ["Make the window larger", "Shade needs \(minimum.columns)×\(minimum.rows); this is \(rect.width)×\(rect.height)", "q quits"]
        let top = max(0, rect.height / 2 - 1)
        for (offset, line) in lines.enumerated() {
            let style = offset == 0 ? styles.text(.foregroundPrimary, on: .backgroundPrimary, .bold)
                                    : styles.text(.foregroundSecondary, on: .backgroundPrimary)
            frame.putCentered(TextWidth.truncate(line, to: rect.width), in: rect.row(top + offset), style: style)
        }
    }
}
