import ShadeColor
import ShadeText
import ShadeTokens

/// Two themes side by side, each half fully themed, and what differs between them: the
/// roles whose colours differ (CIEDE2000) and the checked pairs whose verdict changes.
struct CompareScreen: Container {
    /// The shown theme, at the state's resolution.
    let left: ResolvedTheme
    /// The other theme, at the same resolution (or its nearest).
    let right: ResolvedTheme
    /// The state's colour-vision simulation.
    let simulation: VisionSimulation
    /// What each half says after the theme's name ("git:HEAD (1a2b3c4)", "edited"); nil: the
    /// name alone.
    var titles: (left: String, right: String)?

    /// Below this width the differences go under the halves instead of beside them.
    static let sideBySideWidth = 150

    func renderOwn(in rect: Rect, frame: inout Frame, styles: Styles) {}

    func children(in area: Rect, styles: Styles) -> [Placement] {
        let diff = CompareDifferences(left: left, right: right)
        let halves: [Rect], diffRect: Rect
        if area.width >= CompareScreen.sideBySideWidth {
            let columns = Layout.horizontal([.fill(1), .fill(1), .fixed(CompareDifferences.width)]).split(area)
            halves = Array(columns[0...1])
            diffRect = columns[2]
        } else {
            let rows = Layout.vertical([.fill(2), .max(diff.height)]).split(area)
            halves = Layout.horizontal([.ratio(1, 2), .fill(1)]).split(rows[0])
            diffRect = rows[1]
        }
        let words = titles.map { [$0.left, $0.right] } ?? [nil, nil]
        return zip(zip([left, right], words), halves).map { pair, half in
            let (theme, word) = pair
            let title = theme.themeName + (word.map { " · " + $0 } ?? "")
            return Placement(GalleryBody(theme: theme, requested: theme.resolution, labelled: true, simulation: simulation, title: title),
                             in: half, styles: Styles(theme))
        } + [Placement(diff, in: diffRect, styles: styles)]
    }
}

/// The differences between two themes at one resolution.
struct CompareDifferences: Widget {
    static let width = 48
    /// Colours closer than this are the same to the eye (a just noticeable difference).
    static let noticeable = 1.0

    let left: ResolvedTheme
    let right: ResolvedTheme
    /// Roles whose colours differ, most different first.
    let roles: [(token: ColorToken, deltaE: Double)]
    /// Checked pairs that pass in one theme and fail in the other.
    let verdicts: [(left: ContrastResult, right: ContrastResult)]

    init(left: ResolvedTheme, right: ResolvedTheme) {
        self.left = left
        self.right = right
        roles = ColorToken.allCases.map { ($0, deltaE2000(left[$0], right[$0])) }
            .filter { $0.1 >= CompareDifferences.noticeable }
            .sorted { $0.1 > $1.1 }
        verdicts = zip(left.contrastResults(), right.contrastResults()).filter { $0.passes != $1.passes }
    }

    /// Title, role heading and lines, a blank, verdict heading and lines.
    var height: Int { 2 + max(1, roles.count) + 2 + max(1, verdicts.count) }

    func render(in rect: Rect, frame: inout Frame, styles: Styles) {
        frame.fill(rect, style: styles.fill(.backgroundSecondary))
        let inner = rect.inset(top: 0, left: 1, bottom: 0, right: 1)
        var lines: [(String, ColorToken, [RGB])] = []
        lines.append(("\(VisibleText.escaping(left.themeName)) → \(VisibleText.escaping(right.themeName)) · \(left.resolution.title)", .foregroundPrimary, []))
        lines.append(("ROLES THAT DIFFER (ΔE2000 ≥ 1): \(roles.count) of \(ColorToken.allCases.count)", .foregroundTertiary, []))
        if roles.isEmpty { lines.append(("  none", .foregroundSecondary, [])) }
        for role in roles {
            lines.append(("\(role.token.rawValue)  ΔE \(RatioText.text(role.deltaE))", .foregroundSecondary, [left[role.token], right[role.token]]))
        }
        lines.append(("", .foregroundSecondary, []))
        lines.append(("CONTRAST VERDICTS THAT CHANGE: \(verdicts.count)", .foregroundTertiary, []))
        if verdicts.isEmpty { lines.append(("  none", .foregroundSecondary, [])) }
        for (a, b) in verdicts {
            // The verdicts first, so a narrow panel cuts the pair's name, never the verdict.
            let text = "\(verdict(a)) → \(verdict(b))  \(a.pair.foreground.rawValue) on \(a.pair.background.rawValue)"
            lines.append((text, b.passes ? .success : .error, []))
        }
        let rows = Layout.vertical(lines.map { _ in .fixed(1) }).split(inner)
        let hidden = max(0, lines.count - rows.filter { !$0.isEmpty }.count)
        for (index, (row, line)) in zip(rows, lines).enumerated() where !row.isEmpty {
            var text = line.0
            if hidden > 0, index == rows.filter({ !$0.isEmpty }).count - 1 { text = "… \(hidden + 1) more lines" }
            var x = row.x
            if !line.2.isEmpty, hidden == 0 || index < rows.filter({ !$0.isEmpty }).count - 1 {
                for color in line.2 {
                    frame.fill(Rect(x: x, y: row.y, width: 2, height: 1), style: CellStyle(foreground: color, background: color))
                    x += 3
                }
            }
            let attributes: TextAttributes = index == 0 || line.1 == .foregroundTertiary ? .bold : []
            frame.put(TextWidth.truncate(text, to: row.maxX - x), column: x, row: row.y,
                      style: styles.text(line.1, on: .backgroundSecondary, attributes), clip: row)
        }
    }

    private func verdict(_ result: ContrastResult) -> String {
        "\(RatioText.text(result.ratio)) \(result.passes ? "✔" : "✖")"
    }
}
