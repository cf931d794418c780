import ShadeColor
import ShadeJSON
import ShadeText

/// What `shade fix` aims for.
public enum FixTarget: String, CaseIterable, Sendable {
    /// WCAG AA: each pair's standard requirement (4.5:1 text, 3:1 large text and non-text).
    case aa = "AA"
    /// WCAG AAA for text (7:1, 4.5:1 large), and 4.5:1 for non-text (Shade's increased-contrast bar).
    case aaa = "AAA"

    /// The ratio `pair` must reach at `contrast`: this level's requirement, or what the pair
    /// needs there (7:1 for text in increased contrast, a declared ratio) if that is higher.
    public func ratio(for pair: ContrastPair, at contrast: Contrast = .standard) -> Double {
        let level: Double
        if let relaxed = pair.relaxed {
            level = self == .aa ? relaxed.standard : relaxed.high
        } else {
            level = self == .aa ? pair.kind.requiredRatio(.standard) : pair.kind.derivedHighContrastRatio
        }
        return max(level, pair.requiredRatio(contrast))
    }
}

/// One way to make a failing token pass: a new colour, the worst ratio it then reaches
/// among the token's pairs, and how far it is from the colour shown now.
public struct FixCandidate: Hashable, Sendable {
    /// What to write in a theme file: an alias such as `{palette.800}`, or a hex colour.
    public let value: String
    /// The colour as written (opacity kept from the original token).
    public let color: RGBA
    /// The lowest ratio over the token's pairs, measured as drawn.
    public let ratio: Double
    /// CIEDE2000 between the colour drawn now and the candidate drawn on the same ground.
    public let deltaE: Double
}

/// The proposals for one token in one resolution: the nearest passing step of the ramp it
/// aliases (if it aliases one), and an OKLCH lightness change keeping hue and chroma
/// (gamut-mapped, CSS Color 4).
public struct ContrastFix: Sendable {
    /// The token to change (the foreground of the failing pairs).
    public let token: ColorToken
    /// The resolution.
    public let resolution: Resolution
    /// The failing pairs, as measured now.
    public let failing: [ContrastResult]
    /// The value the token has now, as written (`{palette.700}` or a literal).
    public let currentValue: String
    /// The nearest step of the same ramp that passes, if the token aliases a ramp and one does.
    public let rampStep: FixCandidate?
    /// The OKLCH lightness change, if one within 0…1 passes.
    public let lightness: FixCandidate?

    /// The smaller change of the two (by ΔE2000), the one a fix file writes.
    public var chosen: FixCandidate? {
        switch (rampStep, lightness) {
        case let (step?, light?): step.deltaE <= light.deltaE ? step : light
        case let (step?, nil): step
        case let (nil, light?): light
        default: nil
        }
    }
}

extension Theme {
    /// For every token that is the foreground of a pair failing `target` in `resolution`,
    /// the smallest changes that make all of the token's pairs reach `target` (pairs where
    /// it is the ground are kept passing too).
    public func contrastFixes(_ resolution: Resolution, target: FixTarget) throws(ThemeProblems) -> [ContrastFix] {
        let resolved = try resolve(resolution)
        let results = resolved.contrastResults()
        let failing = results.filter { $0.pair.isRequired && $0.ratio < target.ratio(for: $0.pair, at: resolution.contrast) }
        var order: [ColorToken] = []
        for result in failing where !order.contains(result.pair.foreground) { order.append(result.pair.foreground) }
        let tokens = self.tokens
        return order.map { token in
            let involved = resolved.pairs.filter { ($0.foreground == token || $0.background == token) && $0.isRequired }
            let written = resolved.details(token).written
            let page = resolved[.backgroundPrimary]
            func drawn(_ candidate: RGBA, over ground: RGB) -> RGB { candidate.isOpaque ? candidate.rgb : candidate.composited(over: ground) }
            /// The candidate's ratios over the token's pairs: the worst as a share of its
            /// target (≥ 1 passes all), the worst ratio itself, and ΔE2000 from now.
            func candidate(_ value: String, _ rgb: RGB) -> FixCandidate? {
                let color = RGBA(rgb, alpha: written.alpha)
                var share = Double.infinity, worst = Double.infinity
                for pair in involved {
                    let ground = pair.background == token ? drawn(color, over: page) : resolved[pair.background]
                    let text = pair.foreground == token ? drawn(color, over: ground) : resolved.color(pair.foreground, over: ground)
                    let ratio = contrastRatio(text, ground)
                    share = min(share, ratio / target.ratio(for: pair, at: resolution.contrast))
                    worst = min(worst, ratio)
                }
                guard share >= 1 else { return nil }
                return FixCandidate(value: value, color: color, ratio: worst,
                                    deltaE: deltaE2000(drawn(written, over: page), drawn(color, over: page)))
            }
            let step = Self.rampSteps(for: resolved.details(token), in: tokens)
                .compactMap { candidate("{\($0.path)}", $0.color) }
                .min { $0.deltaE < $1.deltaE }
            let lightness = Self.lightnessCandidate(from: written.rgb, ground: resolved[failing.first { $0.pair.foreground == token }!.pair.background])
                .flatMap { path in path.lazy.compactMap { candidate($0.hex, $0) }.first }
            return ContrastFix(token: token, resolution: resolution, failing: failing.filter { $0.pair.foreground == token },
                               currentValue: resolved.details(token).source, rampStep: step, lightness: lightness)
        }
    }

    /// The other steps of the ramp the token's value aliases (`palette.700` → every
    /// `palette.N`), in ramp order, with their colours.
    static func rampSteps(for color: ResolvedColor, in tokens: ThemeTokens) -> [(path: String, color: RGB)] {
        guard let end = color.aliasChain.last, let dot = end.lastIndex(of: ".") else { return [] }
        let group = String(end[..<dot]) + "."
        // A ramp is a group of numbered steps (`palette.50` … `palette.1000`); a token that
        // aliases a sibling role (`{light.foregroundSecondary}`) has no ramp.
        guard Double(end.dropFirst(group.count)) != nil else { return [] }
        let steps = tokens.merged.keys.filter { key in
            key.hasPrefix(group) && key != end && Double(key.dropFirst(group.count)) != nil
        }
        return steps.compactMap { path -> (String, RGB, Double)? in
            var definition = tokens.merged[path]!.definition
            var hops = 0
            while let target = definition.aliasTarget, let next = tokens.merged[target]?.definition, hops < 32 {
                definition = next
                hops += 1
            }
            guard let parsed = try? ColorLiteral.parse(definition.value) else { return nil }
            return (path, parsed.color.rgb, Double(path.dropFirst(group.count)) ?? 0)
        }.sorted { $0.2 < $1.2 }.map { ($0.0, $0.1) }
    }

    /// Colours along OKLCH lightness from `color`, hue and chroma kept and gamut-mapped, in
    /// steps of 0.002: first away from `ground` (darker on a light ground, lighter on a dark
    /// one), then the other way, so the first that passes is the smallest lightness change
    /// in the direction that can work.
    static func lightnessCandidate(from color: RGB, ground: RGB) -> [RGB]? {
        let darker = color.relativeLuminance <= ground.relativeLuminance
        return lightnessPath(from: color, darker: darker) + lightnessPath(from: color, darker: !darker)
    }

    private static func lightnessPath(from color: RGB, darker: Bool) -> [RGB] {
        let start = OKLab(color).lch
        var path: [RGB] = []
        var l = start.l
        while darker ? l > 0 : l < 1 {
            l += darker ? -0.002 : 0.002
            let mapped = CSSGamutMapping.map(OKLCh(l: min(max(l, 0), 1), c: start.c, h: start.h).lab)
            let rgb = RGB(red: UInt8(clamping: (mapped.x * 255).rounded()), green: UInt8(clamping: (mapped.y * 255).rounded()),
                          blue: UInt8(clamping: (mapped.z * 255).rounded()))
            if path.last != rgb { path.append(rgb) }
        }
        return path
    }
}

extension Theme {
    /// The theme with every proposal `shade fix` would write applied, as an in-memory layer
    /// over this one: for showing the fixed theme beside the original (compare or split).
    /// Nil when nothing needs fixing. Resolutions that cannot be resolved are skipped.
    public func applyingFixes(target: FixTarget) -> Theme? {
        var document = ThemeDocument(name: name + " (fixed)", file: "<shade fix>/" + name)
        for resolution in Resolution.all where availableResolutions.contains(resolution) {
            guard let fixes = try? contrastFixes(resolution, target: target) else { continue }
            let group = resolution.groupNames[0]
            for fix in fixes {
                guard let chosen = fix.chosen else { continue }
                let path = "\(group).\(fix.token.rawValue)"
                var definition = TokenDefinition(
                    path: path, type: .color, value: JSONNode(value: .string(chosen.value), position: SourcePosition(line: 1, column: 1)),
                    description: nil, opacity: chosen.color.isOpaque ? nil : chosen.color.alpha, over: nil,
                    file: document.file, position: SourcePosition(line: 1, column: 1))
                definition.description = "proposed by shade fix"
                document.tokens[path] = definition
                // A standard-group fix would otherwise replace the increased-contrast value
                // a lower layer gives; keep that value.
                if resolution.contrast == .standard, let high = try? resolve(Resolution(resolution.appearance, .high)) {
                    let highPath = "\(resolution.appearance.rawValue)HighContrast.\(fix.token.rawValue)"
                    if document.tokens[highPath] == nil {
                        let kept = high.details(fix.token)
                        document.tokens[highPath] = TokenDefinition(
                            path: highPath, type: .color,
                            value: JSONNode(value: .string(kept.written.rgb.hex), position: SourcePosition(line: 1, column: 1)),
                            description: nil, opacity: kept.written.isOpaque ? nil : kept.written.alpha, over: nil,
                            file: document.file, position: SourcePosition(line: 1, column: 1))
                    }
                }
            }
        }
        guard !document.tokens.isEmpty else { return nil }
        return Theme(document: document, source: source, ancestors: layers)
    }
}
