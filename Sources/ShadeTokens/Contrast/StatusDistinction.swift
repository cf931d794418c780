import ShadeColor
import ShadeText

/// How far apart two status colours look to someone with a given colour vision.
///
/// Status colours (success, warning, error) carry meaning on their own, often as a small
/// glyph or badge with no label beside it, so they must differ by more than "noticeable
/// side by side". Each colour is taken as drawn (composited over `backgroundPrimary`),
/// passed through the simulation, and the two results compared with CIEDE2000.
public struct StatusDistinction: Hashable, Sendable {
    /// Pairs closer than this (CIEDE2000) are reported as hard to tell apart.
    ///
    /// A ΔE2000 of about 1 is a just-noticeable difference between patches side by side, and
    /// 2–10 is "perceptible at a glance" but still easy to confuse when one colour is seen
    /// alone and must be recognised, which is how status colours are read. 10 is the bar
    /// the review issue suggests and a common floor for categorical colours in data
    /// visualisation palettes; it flags the classic red/green/amber collapses under
    /// deuteranopia and protanopia while leaving distinct hues alone.
    public static let threshold = 10.0

    /// The status tokens compared, in the order pairs are listed.
    public static let tokens: [ColorToken] = [.success, .warning, .error]

    /// The vision the colours were seen with.
    public let simulation: VisionSimulation
    /// The first token of the pair.
    public let first: ColorToken
    /// The second token of the pair.
    public let second: ColorToken
    /// The first colour as drawn and then seen with `simulation`.
    public let firstSeen: RGB
    /// The second colour as drawn and then seen with `simulation`.
    public let secondSeen: RGB
    /// CIEDE2000 between the two seen colours.
    public let deltaE: Double

    /// Compares two colours as drawn; the simulation is applied here.
    public init(simulation: VisionSimulation, first: ColorToken, _ firstDrawn: RGB, second: ColorToken, _ secondDrawn: RGB) {
        self.simulation = simulation
        self.first = first
        self.second = second
        firstSeen = simulation.apply(to: firstDrawn)
        secondSeen = simulation.apply(to: secondDrawn)
        deltaE = deltaE2000(firstSeen, secondSeen)
    }

    /// Whether the pair stays easy to tell apart (ΔE2000 at or above ``threshold``).
    public var isDistinct: Bool { deltaE >= Self.threshold }
}

extension ResolvedTheme {
    /// Each pair of status colours (success/warning, success/error, warning/error) compared
    /// under `simulation`, as drawn on `backgroundPrimary`.
    public func statusDistinctions(under simulation: VisionSimulation) -> [StatusDistinction] {
        let ground = self[.backgroundPrimary]
        let tokens = StatusDistinction.tokens
        var pairs: [StatusDistinction] = []
        for (offset, first) in tokens.enumerated() {
            for second in tokens[(offset + 1)...] {
                pairs.append(StatusDistinction(simulation: simulation, first: first, color(first, over: ground),
                                               second: second, color(second, over: ground)))
            }
        }
        return pairs
    }

    /// The status pairs that are hard to tell apart under `simulation`, closest first.
    public func confusableStatusPairs(under simulation: VisionSimulation) -> [StatusDistinction] {
        statusDistinctions(under: simulation).filter { !$0.isDistinct }.sorted { $0.deltaE < $1.deltaE }
    }
}

extension StatusDistinction {
    /// ΔE with one decimal, rounded down so a pair just under the threshold never shows as
    /// reaching it (9.97 shows as 9.9, not 10.0).
    public var deltaEText: String {
        let tenths = Int(clamping: (deltaE * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)"
    }
}
