import ShadeColor

/// Turns a theme's layered definitions into concrete values for one resolution, collecting
/// every problem on the way instead of stopping at the first.
struct Resolver {
    let theme: ThemeTokens
    let resolution: Resolution
    private(set) var diagnostics: [Diagnostic] = []
    private var colorCache: [ColorToken: ResolvedColor] = [:]

    init(theme: ThemeTokens, resolution: Resolution) {
        self.theme = theme
        self.resolution = resolution
    }

    /// The whole resolved theme, or nil when a required token cannot be resolved.
    mutating func resolveAll() -> ResolvedTheme? {
        var colors: [ResolvedColor] = []
        colors.reserveCapacity(ColorToken.allCases.count)
        for token in ColorToken.allCases {
            if let color = resolveColor(token, visiting: []) { colors.append(color) }
        }
        let spacing = resolveScale(SpacingToken.allCases, group: "spacing")
        let radius = resolveScale(RadiusToken.allCases, group: "radius")
        let card = dimension(at: "shape.card") ?? radius[.lg] ?? Dimension(pixels: 12)
        let control = dimension(at: "shape.control") ?? radius[.md] ?? Dimension(pixels: 8)
        var shadows: [ShadowToken: Shadow] = [:]
        for level in ShadowToken.allCases {
            let path = resolution.groupNames.map { "\($0).shadow.\(level.rawValue)" }
            if let found = mostSpecific(path), let shadow = shadow(found.definition) { shadows[level] = shadow }
        }
        guard colors.count == ColorToken.allCases.count else { return nil }
        // The most specific file's outline decision wins; declared pairs add up, base first.
        let outline = theme.layers.reversed().lazy.compactMap(\.controlOutline).first ?? .identifies
        let pairs = ContrastPair.combined(controlOutline: outline, declared: theme.layers.flatMap(\.declaredPairs))
        return ResolvedTheme(themeName: theme.name, resolution: resolution, colors: colors, spacing: spacing,
                             radius: radius, cardRadius: card, controlRadius: control, shadows: shadows,
                             pairs: pairs)
    }

    /// Follows and parses every token of the theme, used or not.
    mutating func checkEveryToken() {
        for path in theme.merged.keys.sorted() {
            let definition = theme.merged[path]!.definition
            guard let (literal, _) = follow(definition) else { continue }
            switch literal.type {
            case .color?: _ = parseColor(literal)
            case .dimension?: _ = parseDimension(literal)
            case .shadow?: _ = shadow(literal)
            default: break
            }
        }
    }

    // MARK: Colours

    private mutating func resolveColor(_ token: ColorToken, visiting: Set<ColorToken>) -> ResolvedColor? {
        if let cached = colorCache[token] { return cached }
        let candidates = resolution.groupNames.map { "\($0).\(token.rawValue)" }
        guard let found = mostSpecific(candidates) else {
            reportMissing(token)
            return nil
        }
        let definition = found.definition
        guard let (literal, chain) = follow(definition), let parsed = parseColor(literal) else { return nil }
        var color = parsed.color
        var clipped: RGBA? = parsed.outOfGamut ? parsed.clipped : nil
        for step in [definition] + chain.compactMap({ theme.merged[$0]?.definition }) {
            if let opacity = step.opacity {
                color.alpha *= opacity
                clipped?.alpha *= opacity
            }
        }
        var ground: ColorToken?
        var rgb = color.rgb
        if !color.isOpaque {
            let groundName = definition.over ?? ColorToken.defaultGround.rawValue
            guard let groundToken = ColorToken(rawValue: groundName) else {
                report(definition, "'over' names '\(groundName)', which is not a colour token",
                       suggestion: Suggestion.closest(to: groundName, among: ColorToken.allCases.map(\.rawValue)))
                return nil
            }
            guard groundToken != token, !visiting.contains(groundToken) else {
                report(definition, "\(token.rawValue) is translucent but has nothing opaque beneath it; give it an opaque value or an 'over' token")
                return nil
            }
            guard let beneath = resolveColor(groundToken, visiting: visiting.union([token])) else { return nil }
            rgb = color.composited(over: beneath.rgb)
            ground = groundToken
        }
        let resolved = ResolvedColor(
            rgb: rgb, written: color, source: definition.value.sourceText, aliasChain: chain,
            ground: ground, outOfGamut: parsed.outOfGamut, file: definition.file, position: definition.position,
            path: definition.path, clipped: clipped, mapped: clipped == nil ? nil : color, description: definition.description)
        colorCache[token] = resolved
        return resolved
    }

    private mutating func reportMissing(_ token: ColorToken) {
        let group = resolution.groupNames.last!
        let present = theme.merged.keys.filter { $0.hasPrefix(group + ".") }.map { String($0.dropFirst(group.count + 1)) }
        let misspelt = Suggestion.closest(to: token.rawValue, among: present)
        diagnostics.append(Diagnostic(
            file: theme.layers.last!.file, tokenPath: "\(group).\(token.rawValue)",
            message: "missing required colour token" + (misspelt.map { " ('\($0)' is there: a typo?)" } ?? ""),
            suggestion: nil))
    }

    // MARK: Aliases

    /// The definition holding the literal value at the end of `definition`'s alias chain,
    /// and the paths followed to get there.
    private mutating func follow(_ definition: TokenDefinition) -> (TokenDefinition, [String])? {
        var current = definition
        var chain: [String] = []
        var seen: Set<String> = [definition.path]
        while let target = current.aliasTarget {
            guard let next = theme.merged[target]?.definition else {
                let isGroup = theme.merged.keys.contains { $0.hasPrefix(target + ".") }
                let ownFile = theme.layers.last!.file
                if !isGroup, current.file != ownFile {
                    // The alias lives in a file the theme builds on (usually the base mapping):
                    // what needs fixing is the theme's own file, which lacks the target.
                    diagnostics.append(Diagnostic(
                        file: ownFile, tokenPath: target,
                        message: "missing token: \(current.path) in \(current.file) refers to {\(target)}",
                        suggestion: nil))
                    return nil
                }
                report(current, isGroup
                       ? "alias {\(target)} points to a group, not a token"
                       : "alias {\(target)} points to nothing",
                       suggestion: isGroup ? nil : Suggestion.closest(to: target, among: theme.merged.keys).map { "{\($0)}" })
                return nil
            }
            chain.append(target)
            guard seen.insert(target).inserted else {
                report(definition, "alias cycle: " + ([definition.path] + chain).joined(separator: " → "))
                return nil
            }
            if let expected = definition.type, let actual = next.type, expected != actual {
                report(current, "alias {\(target)} is a \(actual.rawValue), but this token is a \(expected.rawValue)")
                return nil
            }
            current = next
        }
        if current.type == nil {
            // An unknown $type was reported where the file was read; say nothing twice.
            if !current.hasInvalidType { report(current, "the token has no $type and no enclosing group gives one") }
            return nil
        }
        return (current, chain)
    }

    /// Of several candidate paths, the one defined in the most specific layer; on a tie,
    /// the earlier candidate (so `lightHighContrast` beats `light` within one file).
    private func mostSpecific(_ paths: [String]) -> LayeredDefinition? {
        var best: LayeredDefinition?
        for path in paths {
            if let found = theme.merged[path], found.layer > (best?.layer ?? -1) { best = found }
        }
        return best
    }

    // MARK: Literals

    private mutating func parseColor(_ definition: TokenDefinition) -> GamutMapped? {
        do {
            return try ColorLiteral.parse(definition.value)
        } catch {
            report(definition, error.message, position: error.position)
            return nil
        }
    }

    private mutating func parseDimension(_ definition: TokenDefinition) -> Dimension? {
        do {
            return try DimensionLiteral.parse(definition.value)
        } catch {
            report(definition, error.message, position: error.position)
            return nil
        }
    }

    private mutating func dimension(at path: String) -> Dimension? {
        guard let definition = theme.merged[path]?.definition,
              let (literal, _) = follow(definition) else { return nil }
        return parseDimension(literal)
    }

    private mutating func resolveScale<Step: RawRepresentable & Hashable>(_ steps: [Step], group: String) -> [Step: Dimension]
    where Step.RawValue == String {
        var scale: [Step: Dimension] = [:]
        for step in steps {
            if let value = dimension(at: "\(group).\(step.rawValue)") { scale[step] = value }
        }
        return scale
    }

    /// A DTCG shadow; each part may itself be an alias. A list of shadows uses the first.
    private mutating func shadow(_ definition: TokenDefinition) -> Shadow? {
        guard let (literal, _) = follow(definition) else { return nil }
        let node = literal.value.array?.first ?? literal.value
        guard let parts = node.object else {
            report(literal, "a shadow must be an object with color, offsetX, offsetY, blur and spread")
            return nil
        }
        func part<T>(_ name: String, _ parse: (inout Resolver, TokenDefinition) -> T?) -> T? {
            guard let value = parts[name] else {
                report(literal, "the shadow has no '\(name)'")
                return nil
            }
            var piece = literal
            piece.value = value
            piece.type = name == "color" ? .color : .dimension
            piece.opacity = nil
            guard let (resolved, _) = follow(piece) else { return nil }
            return parse(&self, resolved)
        }
        guard let color = part("color", { $0.parseColor($1)?.color }),
              let offsetX = part("offsetX", { $0.parseDimension($1) }),
              let offsetY = part("offsetY", { $0.parseDimension($1) }),
              let blur = part("blur", { $0.parseDimension($1) }) else { return nil }
        let spread = parts["spread"] == nil ? Dimension(pixels: 0) : part("spread", { $0.parseDimension($1) })
        guard let spread else { return nil }
        return Shadow(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread)
    }

    private mutating func report(_ definition: TokenDefinition, _ message: String,
                                 position: SourcePosition? = nil, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(file: definition.file, position: position ?? definition.position,
                                      tokenPath: definition.path, message: message, suggestion: suggestion))
    }
}
