import ShadeSync
/// A resolved theme without its colours: the scales, shape radii, shadows and pairs.
struct ResolvedRest: Sendable {
    var spacing: [SpacingToken: Dimension]
    var radius: [RadiusToken: Dimension]
    var cardRadius: Dimension, controlRadius: Dimension
    var shadows: [ShadowToken: Shadow]
    var pairs: [ContrastPair]
}

extension ResolvedRest {
    /// The rest of `resolved`.
    init(_ resolved: ResolvedTheme) {
        self.init(spacing: resolved.spacing, radius: resolved.radius, cardRadius: resolved.cardRadius,
                  controlRadius: resolved.controlRadius, shadows: resolved.shadows, pairs: resolved.pairs)
    }
}

/// The rest of one variant resolved from some layers alone without a problem, with every
/// path it read: what a theme with one more layer on top takes as its own when that layer
/// defines none of those paths, declares no pairs and makes no outline decision (the same
/// argument as `ReusableResolution`'s).
struct ReusableRest: Sendable {
    /// The scales, radii, shadows and pairs.
    let rest: ResolvedRest
    /// Every path they read, aliases included.
    let dependencies: [String]
    /// How many layers they were resolved from: a theme reusing them has one more.
    let layerCount: Int
}

/// What the themes built straight on the same layers (the base mapping: every theme that
/// extends none) share, worked out once on first need: per variant, the rest resolved from
/// those layers alone; and their token check, with the tokens that did not come through.
///
/// Ten thousand theme files each holding a palette resolve the base's spacing, radii and
/// shadows exactly alike; resolving them once instead took a fifth of `shade validate`
/// (issue 8). The colours almost all lead into each theme's own palette and are resolved
/// per theme as before.
package final class SharedLayers: Sendable {
    /// How many themes must be built on the same layers before they share: fewer resolve
    /// faster than the shared copy costs in memory.
    package static let minimumThemes = 16

    /// The layers, merged.
    let tokens: ThemeTokens
    private let rests: Locked<[Resolution: ReusableRest?]>
    private let checked: Locked<ReusableCheck?>

    package init(layers: [ThemeDocument]) {
        tokens = ThemeTokens(name: layers.last?.name ?? "", layers: layers)
        rests = Locked([:])
        checked = Locked(nil)
    }

    /// The rest of `resolution` resolved from the layers alone, or nil when that reports
    /// any problem.
    func rest(_ resolution: Resolution) -> ReusableRest? {
        rests.withLock { rests in
            if let known = rests[resolution] { return known }
            var resolver = Resolver(theme: tokens, resolution: resolution)
            resolver.recordsDependencies = true
            let rest = resolver.resolveRest()
            let reusable = resolver.diagnostics.isEmpty
                ? ReusableRest(rest: rest, dependencies: resolver.restDependencies, layerCount: tokens.layers.count) : nil
            rests[resolution] = .some(reusable)
            return reusable
        }
    }

    /// The layers' token check, problems or not: the tokens that reported one are among
    /// those a theme on top checks again.
    func check() -> ReusableCheck? {
        checked.withLock { checked in
            if let known = checked { return known }
            let made = ReusableCheck.check(tokens, reusing: nil, reusable: true, evenIfUnsettled: true).reusable
            checked = made
            return made
        }
    }
}
