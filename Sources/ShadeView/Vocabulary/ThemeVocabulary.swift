import ShadeColor
import ShadeTokens

/// A Shade theme's colours as a vocabulary: its palette ramp (each step marked with the
/// roles whose alias chain ends there), then the role tokens, then the palette stops.
struct ThemeVocabulary: ColorVocabulary {
    let ramps: [Ramp]
    let tokens: [TokenEntry]
    let page: RGB

    init(theme: Theme, resolved: ResolvedTheme) {
        var rolesByPath: [String: [String]] = [:]
        for token in ColorToken.allCases {
            if let end = resolved.details(token).aliasChain.last { rolesByPath[end, default: []].append(token.rawValue) }
        }
        let stops = theme.paletteStops
        let steps = stops.map { stop in
            RampStep(name: stop.name, path: stop.path, color: stop.color.composited(over: resolved[.backgroundPrimary]),
                     roles: rolesByPath[stop.path] ?? [])
        }
        ramps = Ramp.grouping(steps)
        let roleTokens = ColorToken.allCases.map { token in
            let details = resolved.details(token)
            return TokenEntry(path: token.rawValue, color: details.rgb, aliasChain: details.aliasChain,
                              roles: [token.rawValue], outOfGamut: details.outOfGamut)
        }
        let paletteTokens = zip(stops, steps).map { stop, step in
            TokenEntry(path: stop.path, color: step.color, roles: step.roles, outOfGamut: stop.outOfGamut)
        }
        tokens = roleTokens + paletteTokens
        page = resolved[.backgroundPrimary]
    }
}
