import ShadeColor

/// One checked pair measured in one resolution.
public struct ContrastResult: Hashable, Sendable {
    /// The pair and its requirement.
    public let pair: ContrastPair
    /// The text colour as drawn: composited over the actual ground when translucent.
    public let foreground: RGB
    /// The ground colour.
    public let background: RGB
    /// The WCAG 2.x contrast ratio, 1…21.
    public let ratio: Double
    /// The ratio this pair needs here.
    public let required: Double

    /// Whether the ratio reaches the requirement.
    public var meetsRatio: Bool { ratio >= required }
    /// Whether the pair passes: it meets its requirement, or it is advisory only (an
    /// outline the theme says does not identify a control).
    public var passes: Bool { meetsRatio || !pair.isRequired }
    /// AAA, AA, AA Large or Fail, by the ratio alone.
    public var level: ContrastLevel { ContrastLevel(ratio: ratio) }
}

extension ResolvedTheme {
    /// Measures a pair on the colours this resolution really draws.
    public func measure(_ pair: ContrastPair) -> ContrastResult {
        let background = self[pair.background]
        let foreground = color(pair.foreground, over: background)
        return ContrastResult(pair: pair, foreground: foreground, background: background,
                              ratio: contrastRatio(foreground, background),
                              required: pair.requiredRatio(resolution.contrast))
    }

    /// Every checked pair of this resolution (``pairs``), in table order.
    public func contrastResults() -> [ContrastResult] {
        pairs.map(measure)
    }
}
