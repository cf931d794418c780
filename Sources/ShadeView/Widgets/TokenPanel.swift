import ShadeColor
import ShadeTokens

/// Every colour token with its swatch and hex, and for text tokens the contrast against the
/// ground it is checked on, with the verdict. Failures are marked; faint-by-design pairs
/// say so instead of failing silently. Colours brought into sRGB are marked, and status
/// roles too close to tell apart are named.
struct TokenPanel: Block {
    static let width = 52
    /// Failing pairs listed under the tokens; the rest are counted.
    static let listedFailures = 4

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

    func height(width: Int) -> Int {
        1 + ColorToken.allCases.count + 2 + min(failures.count, TokenPanel.listedFailures) + (failures.count > TokenPanel.listedFailures ? 1 : 0)
            + (confusable.isEmpty ? 0 : 1) + (collisions.isEmpty ? 0 : 1)
    }

    func render(in rect: Rect, frame: inout Frame, styles: Styles) {
        let theme = styles.theme
        let heading = styles.text(.foregroundTertiary, on: .backgroundPrimary, .bold)
        frame.put("TOKENS", column: rect.x, row: rect.y, style: heading, clip: rect)
        frame.put("HEX", column: rect.x + 32, row: rect.y, style: heading, clip: rect)
        frame.put("CONTRAST", column: rect.x + 40, row: rect.y, style: heading, clip: rect)
        // The verdict is pinned: when rows run short, tokens give way first and say how many.
        let summary = height(width: rect.width) - 1 - ColorToken.allCases.count
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
            frame.put(color.hex, column: rect.x + 32, row: row, style: styles.text(.foregroundSecondary, on: .backgroundPrimary), clip: rect)
            if let pair = ContrastPair.primaryPair(for: token) {
                drawVerdict(theme.measure(pair), row: row, rect: rect, frame: &frame, styles: styles)
            } else if !theme.details(token).written.isOpaque {
                frame.put("α\(alphaText(theme.details(token).written.alpha))", column: rect.x + 40, row: row,
                          style: styles.text(.foregroundTertiary, on: .backgroundPrimary), clip: rect)
            }
            row += 1
        }
        if cut, row < rect.maxY {
            frame.put("… \(ColorToken.allCases.count - shown) more: the Tokens screen (g) lists all", column: rect.x, row: row,
                      style: styles.text(.foregroundTertiary, on: .backgroundPrimary), clip: rect)
            row += 1
        }
        let next = drawSummary(from: row + 1, rect: rect, frame: &frame, styles: styles)
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

    /// All pairs pass, or which fail: the token rows show one pair each, and a failure on
    /// another ground must not hide behind them. Returns the row below the summary.
    private func drawSummary(from start: Int, rect: Rect, frame: inout Frame, styles: Styles) -> Int {
        var row = start
        guard !failures.isEmpty else {
            frame.put("✔ all \(checkedCount) checked pairs pass", column: rect.x, row: row,
                      style: styles.text(.success, on: .backgroundPrimary, .bold), clip: rect)
            return row + 1
        }
        frame.put("✖ \(failures.count) of \(checkedCount) checked pairs fail", column: rect.x, row: row,
                  style: styles.text(.error, on: .backgroundPrimary, .bold), clip: rect)
        for failure in failures.prefix(TokenPanel.listedFailures) {
            row += 1
            let line = "\(failure.pair.foreground.rawValue) on \(failure.pair.background.rawValue)"
            frame.put(TextWidth.truncate(line, to: rect.width - 8), column: rect.x + 2, row: row,
                      style: styles.text(.foregroundSecondary, on: .backgroundPrimary), clip: rect)
            frame.putTrailing(RatioText.text(failure.ratio), in: Rect(x: rect.x, y: row, width: rect.width - 1, height: 1),
                              style: styles.text(.error, on: .backgroundPrimary))
        }
        if failures.count > TokenPanel.listedFailures {
            row += 1
            frame.put("  … and \(failures.count - TokenPanel.listedFailures) more: shade contrast", column: rect.x, row: row,
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
        frame.put(ratio.leftPadded(to: 5), column: rect.x + 40, row: row, style: styles.text(.foregroundPrimary, on: .backgroundPrimary), clip: rect)
        frame.put(verdict, column: rect.x + 46, row: row, style: styles.text(token, on: .backgroundPrimary, result.passes ? [] : .bold), clip: rect)
    }

    private func alphaText(_ alpha: Double) -> String { RatioText.text(alpha) }
}

extension String {
    /// The string right-aligned in `width` columns.
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - TextWidth.of(self))) + self
    }
}
