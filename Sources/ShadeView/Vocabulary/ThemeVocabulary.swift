import ShadeColor
import ShadeTokens

/// A Shade theme's colours as a vocabulary: its palette ramp (each step marked with the
/// roles whose alias chain ends there), then the role tokens, then the palette stops. A
/// design system's ramps are its own numbered scales (``SystemScales``), and its tokens are,
/// with `ownTokens`, its own colour tokens instead, each with the roles it fills.
struct ThemeVocabulary: ColorVocabulary {
    let tokens: [TokenEntry]
    let page: RGB
    /// A Shade theme's palette steps, which its ramps group.
    private let steps: [RampStep]
    /// The resolved theme, kept for a design system's ramps.
    private let resolved: ResolvedTheme
    private let isSystem: Bool

    /// The ramps, worked out when asked for: only the Palette screen shows them, and a
    /// design system's scales are a walk over every one of its tokens (two-thirds of a role
    /// chooser keystroke on 6,700 tokens when the Tokens screen made them on every frame).
    var ramps: [Ramp] {
        // A design system has no palette of Shade's; its own scales are its ramps.
        isSystem ? SystemScales.ramps(resolved) : Ramp.grouping(steps)
    }

    init(theme: Theme, resolved: ResolvedTheme, ownTokens: Bool = false) {
        var rolesByPath: [String: [String]] = [:]
        for token in ColorToken.allCases {
            if let end = resolved.details(token).aliasChain.last { rolesByPath[end, default: []].append(token.rawValue) }
        }
        let stops = theme.paletteStops
        let steps = stops.map { stop in
            RampStep(name: stop.name, path: stop.path, color: stop.color.composited(over: resolved[.backgroundPrimary]),
                     roles: rolesByPath[stop.path] ?? [])
        }
        self.steps = steps
        self.resolved = resolved
        isSystem = theme.system != nil
        let roles = theme.system == nil ? nil : resolved.roles
        let roleTokens = ColorToken.allCases.map { token in
            let details = resolved.details(token)
            var entry = TokenEntry(path: token.rawValue, color: details.rgb, aliasChain: details.aliasChain,
                                   roles: [token.rawValue], outOfGamut: details.outOfGamut)
            // A design system's roles say how sure they are, and which are guesses; the chain
            // starts at the system token that fills the role (pinned, named or chosen by value).
            if let fill = roles?[token] {
                entry.confidence = fill.confidenceWord
                entry.guessed = fill.isGuess
                if let path = fill.token, entry.aliasChain.first != path { entry.aliasChain.insert(path, at: 0) }
            }
            return entry
        }
        let paletteTokens = zip(stops, steps).map { stop, step in
            TokenEntry(path: stop.path, color: step.color, roles: step.roles, outOfGamut: stop.outOfGamut)
        }
        page = resolved[.backgroundPrimary]
        tokens = ownTokens && theme.system != nil ? Self.systemTokens(resolved) : roleTokens + paletteTokens
    }

    /// A design system's own colour tokens in document order, each with the roles it fills
    /// and its place in the chart palette (`chart 1`).
    private static func systemTokens(_ resolved: ResolvedTheme) -> [TokenEntry] {
        var rolesByPath: [String: [String]] = [:]
        for fill in resolved.roles.fills {
            if let token = fill.token { rolesByPath[token, default: []].append(fill.role.rawValue) }
        }
        // The chart's colours are no roles, but a designer looks here for what draws what.
        for (offset, entry) in (resolved.chart?.entries ?? []).enumerated() {
            rolesByPath[entry.path, default: []].append("chart \(offset + 1)")
        }
        let page = resolved[.backgroundPrimary]
        return resolved.systemColors.map { token in
            TokenEntry(path: token.path, color: token.color.composited(over: page), aliasChain: token.aliases,
                       roles: rolesByPath[token.path] ?? [], deprecated: token.deprecated, outOfGamut: token.outOfGamut)
        }
    }
}
