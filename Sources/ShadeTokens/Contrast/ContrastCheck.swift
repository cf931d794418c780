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

    /// Whether the pair meets its requirement.
    public var passes: Bool { ratio >= required }
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

    /// Every checked pair, in table order.
    public func contrastResults() -> [ContrastResult] {
        ContrastPair.checked.map(measure)
    }
}
