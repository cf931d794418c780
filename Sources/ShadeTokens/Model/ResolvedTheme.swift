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
    /// What fills each role and why: origin `theme` for Shade's own themes; explicit,
    /// matched or derived for a design system (see ``RoleFiller``).
    public var roles: RoleAssignment { system?.roles ?? RoleAssignment(themeColors: colors.map(\.written)) }
    /// The theme's own colour tokens at this resolution, in document order: for a design
    /// system every colour token it has; for a Shade theme its role tokens under their names.
    public var systemColors: [SystemColorToken] {
        if let system { return system.colors }
        return ColorToken.allCases.map { role in
            let color = colors[role.index]
            return SystemColorToken(path: role.rawValue, color: color.written, outOfGamut: color.outOfGamut,
                                    written: color.source, aliases: color.aliasChain, description: color.description,
                                    file: color.file)
        }
    }
    /// The chosen context of every axis: each modifier of a design system
    /// (`mode=dark, size=compact`); `appearance` and `contrast` for a Shade theme.
    public var context: SystemContext {
        system?.context ?? SystemContext(["appearance": resolution.appearance.rawValue, "contrast": resolution.contrast.rawValue])
    }
    /// What a design system adds; nil for a Shade theme, whose roles, tokens and axes are
    /// worked out from its colours when asked (listing ten thousand themes never needs them).
    private let system: SystemParts?

    /// A design system's roles, own tokens and context.
    private struct SystemParts: Sendable {
        var roles: RoleAssignment
        var colors: [SystemColorToken]
        var context: SystemContext
    }

    init(themeName: String, resolution: Resolution, colors: [ResolvedColor],
         spacing: [SpacingToken: Dimension], radius: [RadiusToken: Dimension],
         cardRadius: Dimension, controlRadius: Dimension, shadows: [ShadowToken: Shadow],
         system: (roles: RoleAssignment, colors: [SystemColorToken], context: SystemContext)? = nil) {
        precondition(colors.count == ColorToken.allCases.count)
        self.themeName = themeName
        self.resolution = resolution
        self.colors = colors
        self.spacing = spacing
        self.radius = radius
        self.cardRadius = cardRadius
        self.controlRadius = controlRadius
        self.shadows = shadows
        self.system = system.map { SystemParts(roles: $0.roles, colors: $0.colors, context: $0.context) }
    }

    /// The same theme with other colours and roles: how a design system's roles are drawn
    /// with a Shade theme's spacing, radius and shadows.
    func replacing(themeName: String, resolution: Resolution, colors: [ResolvedColor], roles: RoleAssignment,
                   systemColors: [SystemColorToken], context: SystemContext) -> ResolvedTheme {
        ResolvedTheme(themeName: themeName, resolution: resolution, colors: colors, spacing: spacing, radius: radius,
                      cardRadius: cardRadius, controlRadius: controlRadius, shadows: shadows,
                      system: (roles, systemColors, context))
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
