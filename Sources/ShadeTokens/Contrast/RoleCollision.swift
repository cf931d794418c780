import ShadeColor
import ShadeText

/// Two roles that carry different meanings but look alike in normal vision: the accent
/// ("Pay now") against a status colour ("Void" in error), or two status colours.
///
/// Measured as drawn on `backgroundPrimary`, with CIEDE2000, against the same bar as
/// ``StatusDistinction/threshold`` (10): below it two colours seen apart, one at a time,
/// are easily taken for each other, which is how a badge or button is read.
public struct RoleCollision: Hashable, Sendable {
    /// Pairs closer than this (CIEDE2000) are reported.
    public static let threshold = StatusDistinction.threshold

    /// The role pairs compared: accent with each status colour, and the status colours
    /// with each other.
    public static let comparedPairs: [(ColorToken, ColorToken)] = [
        (.accent, .success), (.accent, .warning), (.accent, .error),
        (.success, .warning), (.success, .error), (.warning, .error),
    ]

    /// The first role.
    public let first: ColorToken
    /// The second role.
    public let second: ColorToken
    /// The first role's colour as drawn.
    public let firstColor: RGB
    /// The second role's colour as drawn.
    public let secondColor: RGB
    /// CIEDE2000 between them.
    public let deltaE: Double

    /// ΔE with one decimal, rounded down.
    public var deltaEText: String {
        let tenths = Int(clamping: (deltaE * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)"
    }
}

extension ResolvedTheme {
    /// Every compared role pair closer than ``RoleCollision/threshold`` in normal vision,
    /// closest first. The token panel marks these roles; `shade contrast` lists them.
    public func roleCollisions() -> [RoleCollision] {
        let ground = self[.backgroundPrimary]
        return RoleCollision.comparedPairs.compactMap { first, second in
            let a = color(first, over: ground), b = color(second, over: ground)
            let difference = deltaE2000(a, b)
            guard difference < RoleCollision.threshold else { return nil }
            return RoleCollision(first: first, second: second, firstColor: a, secondColor: b, deltaE: difference)
        }.sorted { $0.deltaE < $1.deltaE }
    }

    /// The roles drawn as text on Shade's screen, for `--require-all`.
    public static let textRolesOnScreen: [ColorToken] = [
        .foregroundPrimary, .foregroundSecondary, .foregroundTertiary, .foregroundPlaceholder,
        .invertedForegroundPrimary, .invertedForegroundSecondary, .invertedForegroundTertiary,
        .accent, .onAccent, .success, .warning, .error,
    ]

    /// Text roles the screen draws that no text pair of this resolution checks.
    public var uncheckedTextRoles: [ColorToken] {
        let checked = Set(pairs.filter { $0.kind != .nonText }.map(\.foreground))
        return Self.textRolesOnScreen.filter { !checked.contains($0) }
    }
}
