/// The semantic colour tokens every theme defines, for light and dark.
///
/// The order is the order of the token panel and of every listing: text first, then the
/// grounds it sits on, then lines and signals.
public enum ColorToken: String, CaseIterable, Sendable, Codable {
    case foregroundPrimary, foregroundSecondary, foregroundTertiary, foregroundPlaceholder
    case invertedForegroundPrimary, invertedForegroundSecondary, invertedForegroundTertiary
    case backgroundPrimary, backgroundSecondary, backgroundTertiary
    case invertedBackgroundPrimary, invertedBackgroundSecondary, invertedBackgroundTertiary
    case surfacePrimary, surfaceSecondary, surfaceTertiary
    case invertedSurfacePrimary, invertedSurfaceSecondary
    case outlinePrimary, outlineSecondary, outlineTertiary
    case accent, onAccent, success, warning, error

    /// The token's position in `allCases`, for array-backed lookups on hot paths.
    public var index: Int { ColorToken.indexByToken[self]! }

    private static let indexByToken: [ColorToken: Int] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($0.element, $0.offset) })

    /// The token a translucent value is composited over when its file does not say.
    static let defaultGround: ColorToken = .backgroundPrimary
}
