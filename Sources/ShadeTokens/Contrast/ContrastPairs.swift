/// A foreground/background pairing that the screen draws as text, with the ratio it needs.
///
/// This table is the one place that says which pairs are checked: `shade contrast`, the
/// token panel and the tests all read it. Disabled button labels are not listed: WCAG 1.4.3
/// exempts inactive controls, and their faintness is the point.
public struct ContrastPair: Hashable, Sendable {
    /// The text colour.
    public let foreground: ColorToken
    /// What the text is drawn on.
    public let background: ColorToken
    /// A lower requirement for text that is faint on purpose, with the reason; nil means
    /// the full WCAG requirement (AA 4.5:1 standard, AAA 7:1 high contrast).
    public let relaxed: Relaxation?

    /// A requirement below the usual one, and why.
    public struct Relaxation: Hashable, Sendable {
        /// Required in standard contrast.
        public let standard: Double
        /// Required in increased contrast.
        public let high: Double
        /// Why the pair may be fainter than body text.
        public let reason: String
    }

    /// The ratio this pair must reach at `contrast`.
    public func requiredRatio(_ contrast: Contrast) -> Double {
        guard let relaxed else { return contrast.requiredRatio }
        return contrast == .standard ? relaxed.standard : relaxed.high
    }
}

extension ContrastPair {
    private static let placeholder = Relaxation(
        standard: 3, high: 4.5,
        reason: "placeholder text is faint by design (seed 000); it must still be legible, so AA Large in standard, AA in high contrast")

    /// Every checked pair, in the order listings show them.
    public static let checked: [ContrastPair] = {
        let text: [ColorToken] = [.foregroundPrimary, .foregroundSecondary, .foregroundTertiary]
        let grounds: [ColorToken] = [.backgroundPrimary, .backgroundSecondary, .backgroundTertiary,
                                     .surfacePrimary, .surfaceSecondary, .surfaceTertiary]
        var pairs = grounds.flatMap { ground in text.map { ContrastPair(foreground: $0, background: ground, relaxed: nil) } }
        pairs += [.invertedForegroundPrimary, .invertedForegroundSecondary, .invertedForegroundTertiary].map {
            ContrastPair(foreground: $0, background: .invertedBackgroundPrimary, relaxed: nil)
        }
        pairs += [.invertedBackgroundSecondary, .invertedBackgroundTertiary].map {
            ContrastPair(foreground: .invertedForegroundPrimary, background: $0, relaxed: nil)
        }
        pairs += [.invertedSurfacePrimary, .invertedSurfaceSecondary].map {
            ContrastPair(foreground: .foregroundPrimary, background: $0, relaxed: nil)
        }
        pairs += [
            ContrastPair(foreground: .foregroundPlaceholder, background: .backgroundPrimary, relaxed: placeholder),
            ContrastPair(foreground: .onAccent, background: .accent, relaxed: nil),
            ContrastPair(foreground: .accent, background: .backgroundPrimary, relaxed: nil),
            ContrastPair(foreground: .onAccent, background: .error, relaxed: nil),
            ContrastPair(foreground: .success, background: .backgroundPrimary, relaxed: nil),
            ContrastPair(foreground: .success, background: .backgroundSecondary, relaxed: nil),
            ContrastPair(foreground: .warning, background: .backgroundPrimary, relaxed: nil),
            ContrastPair(foreground: .error, background: .backgroundPrimary, relaxed: nil),
        ]
        return pairs
    }()

    /// The pair a token panel shows beside a text token: the token on the ground it is
    /// usually drawn on. Nil for tokens that are not text.
    public static func primaryPair(for token: ColorToken) -> ContrastPair? {
        checked.first { $0.foreground == token }
    }
}
