import ShadeColor

/// One colour token, resolved: the opaque colour the screen shows and how it got there.
public struct ResolvedColor: Hashable, Sendable {
    /// The composited, opaque colour: what the terminal, the SVG and `shade tokens` show.
    public var rgb: RGB
    /// The colour as written (after aliases and opacity), possibly translucent.
    public var written: RGBA
    /// The value as it stands in the file, e.g. `{palette.1000}` or `#3C3C4399`.
    public var source: String
    /// The aliases followed, in order, ending at the path that held the literal value.
    public var aliasChain: [String]
    /// The token a translucent value was composited over; nil when opaque.
    public var ground: ColorToken?
    /// Whether the literal lay outside the sRGB gamut and was clamped.
    public var outOfGamut: Bool
    /// The file that defined the token for this resolution.
    public var file: String
    /// The `$description` of the token, if it has one.
    public var description: String?
}

/// A theme at one resolution: every token with a concrete value. Cheap to copy and fast to
/// read, because views ask for colours cell by cell.
public struct ResolvedTheme: Sendable {
    /// The theme's display name.
    public let themeName: String
    /// Which appearance and contrast this is.
    public let resolution: Resolution
    /// Colours, indexed by `ColorToken.index`.
    private let colors: [ResolvedColor]
    /// The spacing scale.
    public let spacing: [SpacingToken: Dimension]
    /// The radius scale.
    public let radius: [RadiusToken: Dimension]
    /// Corner radius of cards and of controls.
    public let cardRadius: Dimension, controlRadius: Dimension
    /// Elevation shadows for this appearance.
    public let shadows: [ShadowToken: Shadow]

    init(themeName: String, resolution: Resolution, colors: [ResolvedColor],
         spacing: [SpacingToken: Dimension], radius: [RadiusToken: Dimension],
         cardRadius: Dimension, controlRadius: Dimension, shadows: [ShadowToken: Shadow]) {
        precondition(colors.count == ColorToken.allCases.count)
        self.themeName = themeName
        self.resolution = resolution
        self.colors = colors
        self.spacing = spacing
        self.radius = radius
        self.cardRadius = cardRadius
        self.controlRadius = controlRadius
        self.shadows = shadows
    }

    /// The opaque colour of a token.
    public subscript(_ token: ColorToken) -> RGB { colors[token.index].rgb }

    /// Everything known about a token's value.
    public func details(_ token: ColorToken) -> ResolvedColor { colors[token.index] }

    /// A token's colour as it looks drawn over `ground`: translucent values are composited
    /// over what is really beneath them, so text on a card is judged on the card's colour.
    public func color(_ token: ColorToken, over ground: RGB) -> RGB {
        let written = colors[token.index].written
        return written.isOpaque ? written.rgb : written.composited(over: ground)
    }

    /// A spacing step.
    public func spacing(_ token: SpacingToken) -> Dimension { spacing[token] ?? Dimension(pixels: 0) }
    /// A shadow level.
    public func shadow(_ token: ShadowToken) -> Shadow? { shadows[token] }
}
