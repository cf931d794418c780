import ShadeColor
import ShadeTokens

/// A Shade theme's colours as a vocabulary: its palette ramp (each step marked with the
/// roles whose alias chain ends there), then the role tokens, then the palette stops. A
/// design system's ramps are its own numbered scales (``SystemScales``), and its tokens are,
/// with `ownTokens`, its own colour tokens instead, each with the roles it fills.
struct ThemeVocabulary: ColorVocabulary {
    let ramps: [Ramp]
    let tokens: [TokenEntry]
    let page: RGB

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
        // A design system has no palette of Shade's; its own scales are its ramps.
        ramps = theme.system == nil ? Ramp.grouping(steps) : SystemScales.ramps(resolved)
        let roles = theme.system == nil ? nil : resolved.roles
        let roleTokens = ColorToken.allCases.map { token in
            let details = resolved.details(token)
            var entry = TokenEntry(path: token.rawValue, color: details.rgb, aliasChain: details.aliasChain,
                                   roles: [token.rawValue], outOfGamut: details.outOfGamut)
            // A design system's roles say how sure they are, and which are guesses.
            if let fill = roles?[token] {
                entry.confidence = RoleConfidenceWord.word(fill)
                entry.guessed = RoleConfidenceWord.isGuess(fill)
            }
            return entry
        }
        let paletteTokens = zip(stops, steps).map { stop, step in
            TokenEntry(path: stop.path, color: step.color, roles: step.roles, outOfGamut: stop.outOfGamut)
        }
        page = resolved[.backgroundPrimary]
        tokens = ownTokens && theme.system != nil ? Self.systemTokens(resolved) : roleTokens + paletteTokens
    }

    /// A design system's own colour tokens in document order, each with the roles it fills.
    private static func systemTokens(_ resolved: ResolvedTheme) -> [TokenEntry] {
        var rolesByPath: [String: [String]] = [:]
        for fill in resolved.roles.fills {
            if let token = fill.token { rolesByPath[token, default: []].append(fill.role.rawValue) }
        }
        let page = resolved[.backgroundPrimary]
        return resolved.systemColors.map { token in
            TokenEntry(path: token.path, color: token.color.composited(over: page), aliasChain: token.aliases,
                       roles: rolesByPath[token.path] ?? [], deprecated: token.deprecated, outOfGamut: token.outOfGamut)
        }
    }
}
