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

    /// The token's position in `allCases`, for array-backed lookups on hot paths (every
    /// colour a frame draws asks it). An enum of cases without payloads is stored as the
    /// number of its case in declaration order, which is `allCases`' order: reading that
    /// byte replaced a dictionary lookup (issue 8); a test holds the two orders equal.
    public var index: Int { withUnsafeBytes(of: self) { Int($0[0]) } }

    /// The token a translucent value is composited over when its file does not say.
    static let defaultGround: ColorToken = .backgroundPrimary
}
