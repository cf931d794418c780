import ShadeColor
import ShadeTokens

/// Every colour token with its swatch and hex, and for text tokens the contrast against the
/// ground it is checked on, with the verdict. Failures are marked; faint-by-design pairs
/// say so instead of failing silently. Colours brought into sRGB are marked, and status
/// roles too close to tell apart are named.
struct TokenPanel: Block {
    /// Swatch, the longest role name, hex, ratio and the longest verdict, a space apart.
    static let width = 55
    /// Failing pairs listed under the tokens however short the panel; a taller panel lists
    /// as many more as fit, and counts the rest.
    static let listedFailures = 4
    /// Where the hex, ratio and verdict columns start: the verdict's ten columns ("✖ AA Large")
    /// end at the panel's edge, so no verdict is ever cut.
    static let hexColumn = 31, ratioColumn = 39, verdictColumn = 45

    /// Every checked pair that fails in this resolution.
    let failures: [ContrastResult]
    /// How many pairs were checked.
    let checkedCount: Int
    /// Status colour pairs the active colour-vision simulation makes hard to tell apart.
    let confusable: [StatusDistinction]
    /// Accent and status roles too close to tell apart with normal vision.
    let collisions: [RoleCollision]

    init(theme: ResolvedTheme, simulation: VisionSimulation = .normal) {
        collisions = theme.roleCollisions()
        let results = theme.contrastResults()
        failures = results.filter { !$0.passes }.sorted { $0.ratio < $1.ratio }
        checkedCount = results.count
        confusable = simulation == .normal ? [] : theme.confusableStatusPairs(under: simulation)
    }

    var minimumWidth: Int { TokenPanel.width }

    /// Every failing pair listed.
    func height(width: Int) -> Int { height(listing: failures.count) }

    /// The first four failing pairs listed, the rest counted.
    func minimumHeight(width: Int) -> Int { height(listing: TokenPanel.listedFailures) }

    /// The panel's height with up to `listed` failing pairs on lines of their own.
    private func height(listing listed: Int) -> Int {
        1 + ColorToken.allCases.count + 1 + summaryHeight(listing: listed)
    }

    /// The verdict line, the failing pairs listed (at most `listed`), the line counting the
    /// rest, and the collision and simulation lines.
    private func summaryHeight(listing listed: Int) -> Int {
        1 + min(failures.count, listed) + (failures.count > listed ? 1 : 0) + (confusable.isEmpty ? 0 : 1) + (collisions.isEmpty ? 0 : 1)
    }

    /// How many failing pairs `rect` lists: four, plus one for each row it has beyond the
    /// shortest panel; all of them when they fit without the counting line.
    private func listed(in rect: Rect) -> Int {
        let room = TokenPanel.listedFailures + max(0, rect.height - minimumHeight(width: rect.width))
            + (failures.count > TokenPanel.listedFailures ? 1 : 0)
        return failures.count <= room ? failures.count : max(TokenPanel.listedFailures, room - 1)
    }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        let theme = styles.theme
        let heading = styles.text(.foregroundTertiary, on: .backgroundPrimary, .bold)
        frame.put("TOKENS", column: rect.x, row: rect.y, style: heading, clip: rect)
        frame.put("HEX", column: rect.x + TokenPanel.hexColumn, row: rect.y, style: heading, clip: rect)
        frame.put("CONTRAST", column: rect.x + TokenPanel.ratioColumn, row: rect.y, style: heading, clip: rect)
        // The verdict is pinned: when rows run short, tokens give way first and say how many.
        let listed = listed(in: rect)
        let summary = 1 + summaryHeight(listing: listed)
        let room = max(0, rect.height - 1 - summary)
        let cut = room < ColorToken.allCases.count
        let shown = cut ? max(0, room - 1) : ColorToken.allCases.count
        var row = rect.y + 1
        for token in ColorToken.allCases.prefix(shown) where row < rect.maxY {
            let color = theme[token]
            frame.put("██", column: rect.x, row: row, style: CellStyle(foreground: color, background: theme[.backgroundPrimary]), clip: rect)
            frame.put(token.rawValue, column: rect.x + 3, row: row, style: styles.text(.foregroundPrimary, on: .backgroundPrimary), clip: rect)
            if theme.details(token).outOfGamut {
                // Right after the name, which leaves room for the mark before the hex.
                frame.put("⚠gamut", column: rect.x + 4 + TextWidth.of(token.rawValue), row: row,
                          style: styles.text(.warning, on: .backgroundPrimary, .bold), clip: rect)
            }
            frame.put(color.hex, column: rect.x + TokenPanel.hexColumn, row: row, style: styles.text(.foregroundSecondary, on: .backgroundPrimary), clip: rect)
            if let pair = ContrastPair.primaryPair(for: token) {
                drawVerdict(theme.measure(pair), row: row, rect: rect, frame: &frame, styles: styles)
            } else if !theme.details(token).written.isOpaque {
                frame.put("α\(alphaText(theme.details(token).written.alpha))", column: rect.x + TokenPanel.ratioColumn, row: row,
                          style: styles.text(.foregroundTertiary, on: .backgroundPrimary), clip: rect)
            }
            row += 1
        }
        if cut, row < rect.maxY {
            frame.put("… \(ColorToken.allCases.count - shown) more: the Tokens screen (g) lists all", column: rect.x, row: row,
                      style: styles.text(.foregroundTertiary, on: .backgroundPrimary), clip: rect)
            row += 1
        }
        let next = drawSummary(from: row + 1, listing: listed, rect: rect, frame: &frame, styles: styles)
        drawCollisions(at: next, rect: rect, frame: &frame, styles: styles)
        drawConfusable(at: next + (collisions.isEmpty ? 0 : 1), rect: rect, frame: &frame, styles: styles)
    }

    /// One line naming the closest pair of roles that collide, and how many more.
    private func drawCollisions(at row: Int, rect: Rect, frame: inout Frame, styles: Styles) {
        guard let closest = collisions.first, row < rect.maxY else { return }
        var line = "⚠ \(closest.first.rawValue) ≈ \(closest.second.rawValue) (ΔE \(closest.deltaEText))"
        if collisions.count > 1 { line += " +\(collisions.count - 1) more" }
        frame.put(TextWidth.truncate(line, to: rect.width), column: rect.x, row: row,
                  style: styles.text(.warning, on: .backgroundPrimary, .bold), clip: rect)
    }

    /// One line naming the closest status pair the simulation merges, and how many more.
    private func drawConfusable(at row: Int, rect: Rect, frame: inout Frame, styles: Styles) {
        guard let closest = confusable.first, row < rect.maxY else { return }
        var line = "⚠ \(closest.simulation.label): \(closest.first.rawValue) ≈ \(closest.second.rawValue) (ΔE \(closest.deltaEText))"
        if confusable.count > 1 { line += " +\(confusable.count - 1) more" }
        frame.put(TextWidth.truncate(line, to: rect.width), column: rect.x, row: row,
                  style: styles.text(.warning, on: .backgroundPrimary, .bold), clip: rect)
    }

    /// All pairs pass, or which fail (the first `listed` of them on lines of their own): the
    /// token rows show one pair each, and a failure on another ground must not hide behind
    /// them. Returns the row below the summary.
    private func drawSummary(from start: Int, listing listed: Int, rect: Rect, frame: inout Frame, styles: Styles) -> Int {
        var row = start
        guard !failures.isEmpty else {
            frame.put("✔ all \(checkedCount) checked pairs pass", column: rect.x, row: row,
                      style: styles.text(.success, on: .backgroundPrimary, .bold), clip: rect)
            return row + 1
        }
        frame.put("✖ \(failures.count) of \(checkedCount) checked pairs fail", column: rect.x, row: row,
                  style: styles.text(.error, on: .backgroundPrimary, .bold), clip: rect)
        for failure in failures.prefix(listed) {
            row += 1
            // Names are cut in the middle, where role names differ least ("foreg…condary").
            let names = PairNames.text(failure.pair.foreground.rawValue, failure.pair.background.rawValue,
                                       width: TokenPanel.ratioColumn - 3)
            frame.put(names, column: rect.x + 2, row: row, style: styles.text(.foregroundSecondary, on: .backgroundPrimary), clip: rect)
            drawVerdict(failure, row: row, rect: rect, frame: &frame, styles: styles)
        }
        if failures.count > listed {
            row += 1
            frame.put("  … and \(failures.count - listed) more: shade contrast", column: rect.x, row: row,
                      style: styles.text(.foregroundTertiary, on: .backgroundPrimary), clip: rect)
        }
        return row + 1
    }

    private func drawVerdict(_ result: ContrastResult, row: Int, rect: Rect, frame: inout Frame, styles: Styles) {
        let ratio = RatioText.text(result.ratio)
        let verdict: String, token: ColorToken
        if !result.passes {
            (verdict, token) = ("✖ " + result.level.label, .error)
        } else if result.pair.relaxed != nil {
            (verdict, token) = ("faint", .foregroundTertiary)
        } else {
            (verdict, token) = ("✔ " + result.level.label, .success)
        }
        frame.put(ratio.leftPadded(to: 5), column: rect.x + TokenPanel.ratioColumn, row: row, style: styles.text(.foregroundPrimary, on: .backgroundPrimary), clip: rect)
        frame.put(verdict, column: rect.x + TokenPanel.verdictColumn, row: row, style: styles.text(token, on: .backgroundPrimary, result.passes ? [] : .bold), clip: rect)
    }

    private func alphaText(_ alpha: Double) -> String { RatioText.text(alpha) }
}

extension String {
    /// The string right-aligned in `width` columns.
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - TextWidth.of(self))) + self
    }
}
