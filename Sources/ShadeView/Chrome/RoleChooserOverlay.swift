import ShadeColor
import ShadeText
import ShadeTokens

/// What the role chooser shows: the role being chosen, the query, and the system's colour
/// tokens that match it, with what each would give against the role's partner.
public struct RoleChooserView: Sendable {
    /// The role being chosen.
    public var role: ColorToken
    /// The query typed.
    public var query: String
    /// The system's colour tokens at the context drawn.
    public var tokens: [SystemColorToken]
    /// Indices into `tokens` of the matches, in order.
    public var results: [Int]
    /// The highlighted match (an index into `results`).
    public var highlighted: Int
    /// The token the role had when the chooser opened, if any.
    public var original: String?
    /// The page the tokens are composited over.
    public var page: RGB
    /// The role's partner and its colour: the ground it is read on (for text), or the label
    /// read on it (for a fill); nil for a role with no partner.
    public var partner: (role: ColorToken, color: RGB, partnerIsGround: Bool)?
    /// The theme the card itself is drawn in: the one shown when the chooser opened, so a
    /// preview that makes text unreadable (a pale token in a text role) never makes the
    /// chooser unreadable too. Nil: the screen's.
    public var card: ResolvedTheme?

    /// A chooser view.
    public init(role: ColorToken, query: String, tokens: [SystemColorToken], results: [Int], highlighted: Int, original: String?,
                page: RGB, partner: (role: ColorToken, color: RGB, partnerIsGround: Bool)?) {
        self.role = role
        self.query = query
        self.tokens = tokens
        self.results = results
        self.highlighted = highlighted
        self.original = original
        self.page = page
        self.partner = partner
    }

    /// The contrast `token` would give against the partner, composited as drawn.
    public func ratio(of token: SystemColorToken) -> Double? {
        guard let partner else { return nil }
        let color = token.color.composited(over: partner.partnerIsGround ? partner.color : page)
        return contrastRatio(color, partner.color)
    }
}

/// The role chooser: a card over the screen with the query and the matching tokens (swatch,
/// hex, path, contrast against the role's partner, description). The screen behind shows the
/// highlighted token in the role, so the card only has to list them.
public struct RoleChooserOverlay: Widget {
    /// The chooser's state.
    public let chooser: RoleChooserView
    /// A row of the screen the card leaves in view (the role being previewed), if any.
    public let keeping: Int?

    /// An overlay for `chooser`, leaving row `keeping` uncovered where there is room.
    public init(chooser: RoleChooserView, keeping: Int? = nil) {
        self.chooser = chooser
        self.keeping = keeping
    }

    /// The widest path and description shown in full; longer ones are cut.
    static let pathWidth = 40, descriptionWidth = 32
    /// The card's width bounds: what its hint line needs, and no wider than a reader's line.
    static let minimumWidth = 50, maximumWidth = 84

    /// The width of the path column: the longest path, up to ``pathWidth``.
    var pathColumn: Int {
        min(Self.pathWidth, max(12, chooser.tokens.lazy.map(\.path.utf8.count).max() ?? 0))
    }

    /// The card's width: what its columns need (mark, swatch, hex, path, ratio, description),
    /// between ``minimumWidth`` and ``maximumWidth``, so a large screen does not stretch it.
    var cardWidth: Int {
        let about = chooser.tokens.lazy.map { token in token.deprecated.map { 12 + $0.utf8.count } ?? token.description?.utf8.count ?? 0 }
        let descriptions = min(Self.descriptionWidth, about.max() ?? 0)
        let columns = 2 + 3 + 8 + pathColumn + 9 + descriptions + 5
        return min(Self.maximumWidth, max(Self.minimumWidth, columns + 6))
    }

    /// Where the card goes in `area`: centred across, and above or below the kept row,
    /// whichever side has more room (over it only when neither side holds a card).
    func card(in area: Rect) -> Rect {
        let width = min(cardWidth, area.width - 4)
        let wanted = min(24, max(9, 7 + chooser.results.count))
        guard let keeping, keeping >= area.y, keeping < area.y + area.height else {
            return area.centered(width: width, height: min(wanted, area.height - 2))
        }
        let above = Rect(x: area.x, y: area.y, width: area.width, height: keeping - area.y)
        let below = Rect(x: area.x, y: keeping + 1, width: area.width, height: area.y + area.height - keeping - 1)
        let side = above.height >= below.height ? above : below
        guard side.height >= 7 else { return area.centered(width: width, height: min(wanted, area.height - 2)) }
        let height = min(wanted, side.height)
        // Next to the kept row: below it at the top of the room, above it at the bottom.
        let y = side.y == area.y ? side.y + side.height - height : side.y
        return Rect(x: area.x + (area.width - width) / 2, y: y, width: width, height: height)
    }

    /// Draws the card over `area`, leaving the previewed role's row in view.
    public func render(in area: Rect, frame: inout Frame, styles: Styles) {
        let card = card(in: area)
        guard card.width >= 30, card.height >= 7 else { return }
        frame.fill(card, style: styles.fill(.backgroundSecondary))
        Box.draw(card, in: &frame, glyphs: Box.glyphs(radius: styles.theme.cardRadius), style: styles.text(.outlinePrimary, on: .backgroundSecondary))
        let title = " " + chooser.role.rawValue + " "
        frame.put(title, column: card.x + 2, row: card.y, style: styles.text(.foregroundPrimary, on: .backgroundSecondary, .bold), clip: card)
        let inner = card.inset(dx: 2, dy: 1)
        let rows = Layout.vertical([.fixed(1), .fixed(1), .fill(1), .fixed(1)]).split(inner)
        let count = "\(chooser.results.count) of \(chooser.tokens.count)"
        let query = Layout.horizontal([.fill(1), .fixed(TextWidth.of(count))], spacing: 1).split(rows[0])
        var x = frame.put("› ", column: query[0].x, row: query[0].y, style: styles.text(.accent, on: .backgroundSecondary, .bold), clip: query[0])
        x = frame.put(VisibleText.escaping(chooser.query), column: x, row: query[0].y, style: styles.text(.foregroundPrimary, on: .backgroundSecondary), clip: query[0])
        frame.put("▏", column: x, row: query[0].y, style: styles.text(.accent, on: .backgroundSecondary), clip: query[0])
        if chooser.query.isEmpty {
            frame.put("type to filter by path, hex or description", column: x + 1, row: query[0].y,
                      style: styles.text(.foregroundPlaceholder, on: .backgroundSecondary, .italic), clip: query[0])
        }
        frame.put(count, column: query[1].x, row: query[1].y, style: styles.text(.foregroundTertiary, on: .backgroundSecondary), clip: query[1])
        let against = chooser.partner.map { $0.partnerIsGround ? "contrast on \($0.role.rawValue)" : "contrast of \($0.role.rawValue) on it" } ?? ""
        frame.put(against, column: rows[1].x, row: rows[1].y, style: styles.text(.foregroundTertiary, on: .backgroundSecondary), clip: rows[1])
        drawMatches(in: rows[2], frame: &frame, styles: styles)
        frame.put("↑↓ preview · Enter keeps (pinned) · Esc back", column: rows[3].x, row: rows[3].y,
                  style: styles.text(.foregroundTertiary, on: .backgroundSecondary), clip: rows[3])
    }

    private func drawMatches(in list: Rect, frame: inout Frame, styles: Styles) {
        let pathWidth = pathColumn
        let matches = HighlightedList(count: chooser.results.count, highlighted: chooser.highlighted, emptyText: "No colour token matches")
        matches.draw(in: list, frame: &frame, styles: styles) { position, line, ground, highlighted, frame in
            let token = chooser.tokens[chooser.results[position]]
            let parts = Layout.horizontal([.fixed(2), .fixed(3), .fixed(8), .fixed(pathWidth), .fixed(9), .fill(1)], spacing: 1).split(line)
            let ink: ColorToken = highlighted ? .onAccent : .foregroundPrimary
            let quiet: ColorToken = highlighted ? .onAccent : .foregroundTertiary
            let mark = highlighted ? "▸" : token.path == chooser.original ? "•" : " "
            frame.put(mark, column: parts[0].x, row: line.y, style: styles.text(ink, on: ground, .bold), clip: parts[0])
            let swatch = token.color.composited(over: chooser.page)
            frame.fill(parts[1], style: CellStyle(foreground: swatch, background: swatch))
            frame.put(swatch.hex, column: parts[2].x, row: line.y, style: styles.text(quiet, on: ground), clip: parts[2])
            frame.put(TextWidth.truncate(VisibleText.escaping(token.path), to: parts[3].width), column: parts[3].x, row: line.y,
                      style: styles.text(ink, on: ground, highlighted ? .bold : []), clip: parts[3])
            if let ratio = chooser.ratio(of: token) {
                let verdict = ratio >= 4.5 ? "" : ratio >= 3 ? " ⚠" : " ✖"
                frame.put(RatioText.text(ratio).leftPadded(to: 5) + verdict, column: parts[4].x, row: line.y, style: styles.text(quiet, on: ground), clip: parts[4])
            }
            let about = token.deprecated.map { "deprecated: " + $0 } ?? token.description ?? ""
            frame.put(TextWidth.truncate(VisibleText.escaping(about), to: parts[5].width), column: parts[5].x, row: line.y,
                      style: styles.text(quiet, on: ground, .italic), clip: parts[5])
        }
    }
}
