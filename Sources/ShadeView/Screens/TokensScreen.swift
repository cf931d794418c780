import ShadeColor
import ShadeText
import ShadeTokens

/// Every colour token of the theme, one per line: path, swatch, hex, alias chain, roles,
/// and flags (deprecated, out of gamut). `/` filters; arrows move the focus, which `y`
/// copies; the list scrolls to keep the focus in view and says what is above and below.
struct TokensScreen: Container {
    /// The tokens, after the filter.
    let tokens: [TokenEntry]
    /// How many there are before the filter.
    let total: Int
    /// The filter text, and whether it is being typed.
    let filter: String, filtering: Bool
    /// The focused row, already clamped to `tokens`.
    let cursor: Int
    /// What the tokens are: "colour tokens", or for a design system "system tokens" or
    /// "role tokens", as `r` switches.
    let noun: String

    init(vocabulary: any ColorVocabulary, list: TokenListView, noun: String = "colour tokens") {
        self.noun = noun
        tokens = TokenEntry.matching(vocabulary.tokens, list.filter)
        total = vocabulary.tokens.count
        filter = list.filter
        filtering = list.filtering
        cursor = TokenEntry.focus(list.cursor, among: tokens.count)
    }

    func renderOwn(in rect: Rect, frame: inout Frame, styles: Styles) {
        frame.fill(rect, style: styles.fill(.backgroundPrimary))
    }

    func children(in area: Rect, styles: Styles) -> [Placement] {
        let content = area.inset(top: 0, left: 2, bottom: 0, right: 2)
        let rows = Layout.vertical([.fixed(1), .fixed(1), .fill(1), .fixed(1)]).split(content)
        let deprecated = tokens.count { $0.deprecated != nil }
        let apart = deprecated == 0 ? "" : " (\(deprecated) deprecated, listed last)"
        let status = filtering || !filter.isEmpty
            ? "/ \(VisibleText.escaping(filter))\(filtering ? "▏" : "")   \(tokens.count) of \(total) tokens\(apart)"
            : "\(total) \(noun)\(apart)   / filters · ↑↓ move · y copies the focused hex"
        let list = TokenList(tokens: tokens, cursor: cursor)
        return [
            Placement(Caption(text: status), in: rows[0], styles: styles),
            Placement(TokenTableHeader(), in: rows[1], styles: styles),
            Placement(list, in: rows[2], styles: styles),
            Placement(Caption(text: list.scrollNote(height: rows[2].height)), in: rows[3], styles: styles),
        ]
    }
}

/// The column widths of the token table, shared by its header and its lines.
enum TokenColumns {
    static func split(_ line: Rect) -> [Rect] {
        // Flags hold a role's confidence in full ("? value only").
        Layout.horizontal([.fixed(2), .fixed(3), .fill(3), .fixed(8), .fill(3), .fill(2), .fixed(12)], spacing: 1).split(line)
    }
}

/// The table's heading row.
struct TokenTableHeader: Widget {
    func render(in rect: Rect, frame: inout Frame, styles: Styles) {
        let style = styles.text(.foregroundTertiary, on: .backgroundPrimary, .bold)
        for (part, title) in zip(TokenColumns.split(rect).dropFirst(2), ["TOKEN", "HEX", "ALIAS CHAIN", "ROLES", "FLAGS"]) {
            frame.put(title, column: part.x, row: rect.y, style: style, clip: part)
        }
    }
}

/// The visible window of token lines, the focused one highlighted.
struct TokenList: Widget {
    let tokens: [TokenEntry]
    let cursor: Int

    /// The first line shown so that the focus stays in view, roughly centred.
    func firstVisible(height: Int) -> Int {
        guard tokens.count > height, height > 0 else { return 0 }
        return max(0, min(cursor - height / 2, tokens.count - height))
    }

    /// "↑ 3 above · ↓ 12 below", or nothing when all fit.
    func scrollNote(height: Int) -> String {
        let first = firstVisible(height: height)
        let below = max(0, tokens.count - first - height)
        var parts: [String] = []
        if first > 0 { parts.append("↑ \(first) above") }
        if below > 0 { parts.append("↓ \(below) below") }
        return parts.joined(separator: " · ")
    }

    func render(in rect: Rect, frame: inout Frame, styles: Styles) {
        let first = firstVisible(height: rect.height)
        let lines = Layout.vertical(Array(repeating: .fixed(1), count: rect.height)).split(rect)
        for (offset, line) in lines.enumerated() where first + offset < tokens.count {
            let index = first + offset
            drawToken(tokens[index], focused: index == cursor, in: line, frame: &frame, styles: styles)
        }
    }

    private func drawToken(_ token: TokenEntry, focused: Bool, in line: Rect, frame: inout Frame, styles: Styles) {
        let ground: ColorToken = focused ? .backgroundTertiary : .backgroundPrimary
        if focused { frame.fill(line, style: styles.fill(ground)) }
        let parts = TokenColumns.split(line)
        if focused { frame.put("▸", column: parts[0].x, row: line.y, style: styles.text(.accent, on: ground, .bold), clip: parts[0]) }
        frame.fill(parts[1].inset(right: 1), style: CellStyle(foreground: token.color, background: token.color))
        func text(_ value: String, _ part: Rect, _ token: ColorToken, _ attributes: TextAttributes = []) {
            frame.put(TextWidth.truncate(VisibleText.escaping(value), to: part.width), column: part.x, row: line.y,
                      style: styles.text(token, on: ground, attributes), clip: part)
        }
        text(token.path, parts[2], .foregroundPrimary, focused ? .bold : [])
        text(token.color.hex, parts[3], .foregroundSecondary)
        text(token.aliasChain.isEmpty ? "—" : token.aliasChain.joined(separator: " → "), parts[4], .foregroundSecondary)
        text(token.roles.joined(separator: ", "), parts[5], .foregroundTertiary)
        var flags: [String] = []
        if token.deprecated != nil { flags.append("deprecated") }
        if token.outOfGamut { flags.append("⚠ gamut") }
        if let confidence = token.confidence {
            // A guessed role is marked; a pinned or named one is said quietly.
            if token.guessed { flags.append("? " + confidence) } else {
                text(([confidence] + flags).joined(separator: " "), parts[6], .foregroundTertiary)
                return
            }
        }
        text(flags.joined(separator: " "), parts[6], .warning, .bold)
    }
}
