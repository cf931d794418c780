import ShadeColor
import ShadeJSON

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
    /// Where the token's name stands in `file`, for annotations (SARIF, editors).
    public var position: SourcePosition?
    /// The token path that defined it for this resolution, e.g. `lightHighContrast.accent`.
    public var path: String = ""
    /// What per-channel clipping shows for an out-of-gamut literal (`--gamut clip`); nil
    /// when the colour was inside sRGB.
    public var clipped: RGBA?
    /// The gamut-mapped value of an out-of-gamut literal, kept so a clipped copy can go back.
    var mapped: RGBA?
    /// The `$description` of the token, if it has one.
    public var description: String?
    /// ``written`` in the literal's own space (Display P3, OKLCH…, alpha included) when that
    /// lies outside sRGB, so exports that can say so write `display-p3` rather than the
    /// gamut-mapped value; nil for colours inside sRGB. Aliases keep it; opacity scales its
    /// alpha, which is exact; ``rgb``'s compositing is not carried (exports write ``written``).
    public var wide: ColorSpaceValue?
}

/// A theme at one resolution: every token with a concrete value. Cheap to copy and fast to
/// read, because views ask for colours cell by cell.
public struct ResolvedTheme: Sendable {
    /// The theme's display name.
    public let themeName: String
    /// Which appearance and contrast this is.
    public let resolution: Resolution
    /// Colours, indexed by `ColorToken.index`.
    private var colors: [ResolvedColor]
    /// The spacing scale.
    public let spacing: [SpacingToken: Dimension]
    /// The radius scale.
    public let radius: [RadiusToken: Dimension]
    /// Corner radius of cards and of controls.
    public let cardRadius: Dimension, controlRadius: Dimension
    /// Elevation shadows for this appearance.
    public let shadows: [ShadowToken: Shadow]
    /// The contrast pairs checked in this resolution: Shade's defaults, with the theme's
    /// outline decision, plus the pairs its files declare.
    public let pairs: [ContrastPair]
    /// The system's chart colours at this resolution (``ChartSeries``); nil for a Shade
    /// theme and for a system without any, whose charts are drawn in its accent and outline.
    public let chart: ChartPalette?
    /// How out-of-sRGB colours are shown in this copy.
    public private(set) var gamut: GamutMethod = .map
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
                                    wide: color.wide, written: color.source, aliases: color.aliasChain, description: color.description,
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
         pairs: [ContrastPair] = ContrastPair.defaults, chart: ChartPalette? = nil,
         system: (roles: RoleAssignment, colors: [SystemColorToken], context: SystemContext)? = nil) {
        self.pairs = pairs
        self.chart = chart
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
                   systemColors: [SystemColorToken], context: SystemContext, pairs: [ContrastPair],
                   chart: ChartPalette? = nil) -> ResolvedTheme {
        ResolvedTheme(themeName: themeName, resolution: resolution, colors: colors, spacing: spacing, radius: radius,
                      cardRadius: cardRadius, controlRadius: controlRadius, shadows: shadows, pairs: pairs, chart: chart,
                      system: (roles, systemColors, context))
    }

    /// The opaque colour of a token.
    public subscript(_ token: ColorToken) -> RGB { colors[token.index].rgb }

    /// Everything known about a token's value.
    public func details(_ token: ColorToken) -> ResolvedColor { colors[token.index] }

    /// The label drawn on `fill` (the accent, or a status fill such as the destructive
    /// button's), as it looks there: the accent's is `onAccent`; a status fill's is the
    /// system's (``RoleAssignment/statusLabels``), and on Shade's own themes `onAccent`, which
    /// they give for accent and destructive fills alike.
    public func label(on fill: ColorToken) -> RGB {
        let ground = self[fill]
        if fill != .accent, let label = system?.roles.statusLabels[fill] { return label.color.composited(over: ground) }
        return color(.onAccent, over: ground)
    }

    /// A token's colour as it looks drawn over `ground`: translucent values are composited
    /// over what is really beneath them, so text on a card is judged on the card's colour.
    public func color(_ token: ColorToken, over ground: RGB) -> RGB {
        let written = colors[token.index].written
        return written.isOpaque ? written.rgb : written.composited(over: ground)
    }

    /// The same theme with out-of-sRGB colours shown by `method`: `.map` (CSS Color 4 gamut
    /// mapping, how Shade resolves) or `.clip` (per-channel clamping). Translucent tokens
    /// are composited again over the grounds as now shown, so contrast is measured on what
    /// is shown.
    public func showingGamut(_ method: GamutMethod) -> ResolvedTheme {
        guard method != gamut, colors.contains(where: { $0.clipped != nil }) else {
            var copy = self
            copy.gamut = method
            return copy
        }
        var copy = self
        copy.gamut = method
        copy.colors = colors.map { color in
            var shown = color
            if let clipped = color.clipped { shown.written = method == .clip ? clipped : Self.mappedWritten(color) }
            return shown
        }
        // Grounds are resolved before the tokens drawn on them; two passes settle a
        // translucent token over a translucent ground.
        for _ in 0..<2 {
            for index in copy.colors.indices {
                let color = copy.colors[index]
                if color.written.isOpaque {
                    copy.colors[index].rgb = color.written.rgb
                } else if let ground = color.ground {
                    copy.colors[index].rgb = color.written.composited(over: copy.colors[ground.index].rgb)
                }
            }
        }
        return copy
    }

    private static func mappedWritten(_ color: ResolvedColor) -> RGBA { color.mapped ?? color.written }

    /// The tokens whose literal lies outside sRGB, in token order.
    public var outOfGamutTokens: [ColorToken] { zip(ColorToken.allCases, colors).filter(\.1.outOfGamut).map(\.0) }

    /// A spacing step.
    public func spacing(_ token: SpacingToken) -> Dimension { spacing[token] ?? Dimension(pixels: 0) }
    /// A shadow level.
    public func shadow(_ token: ShadowToken) -> Shadow? { shadows[token] }
}
