import ShadeTokens

/// Status badges: success, warning and error, each a symbol and a word in its colour.
struct Badges: Block {
    static let badges: [(String, ColorToken)] = [("✔ Saved", .success), ("⚠ Due soon", .warning), ("✖ Failed", .error)]

    var minimumWidth: Int { 30 }

    func height(width: Int) -> Int { 2 }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("Status", in: rect, frame: &frame, styles: styles)
        var x = rect.x
        for (label, token) in Badges.badges {
            x = frame.put(label, column: x, row: rect.y + 1, style: styles.text(token, on: .backgroundPrimary, .bold), clip: rect) + 3
        }
    }
}
