import ShadeColor
import ShadeJSON
import ShadeText

/// Turns a theme's layered definitions into concrete values for one resolution, collecting
/// every problem on the way instead of stopping at the first.
struct Resolver {
    let theme: ThemeTokens
    let resolution: Resolution
    var diagnostics: [Diagnostic] = []
    /// Colours resolved so far, by `ColorToken.index`.
    private var colorCache: [ResolvedColor?]
    /// The tokens (by `TokenNumbering` number) whose check `checkEveryToken` would come
    /// through without a word, as resolving this variant's colours shows: each colour's
    /// token and every step of its chain, when all of them are colours. The check follows
    /// the same chain to the same literal and parses it as a colour, which resolving did
    /// (meaningful once the variant resolved without a problem); with no other type on the
    /// chain there is no mismatch to find from any step. What such a check leaves in a
    /// resolver's caches any token would work out alike, so leaving these out of a check
    /// of some tokens changes nothing it reports (issue 8: the variants have just followed
    /// every chain the check would follow again).
    private(set) var settled: [Int] = []
    /// Colour literals parsed so far, by `TokenNumbering` number; handed from one variant's
    /// resolver to the next of the same tokens, as parsing depends on the literal alone.
    var parsedColors: [GamutMapped?]
    /// Where each token's alias chain ends (by `TokenNumbering` number), so a long chain
    /// shared by many tokens is walked once.
    var aliasOutcomes: [AliasOutcome?]
    /// The first type mismatch below each token, per expected type, for the same reason.
    var mismatches: [MismatchKey: MismatchSite?] = [:]
    /// Every path that is a group (a proper prefix of a token path), built on first need.
    var groupPaths: Set<String>?
    /// Per colour resolved (by `ColorToken.index`), every path its value depends on; see
    /// `ReusableResolution`.
    private(set) var colorDependencies: [[String]?]
    /// Every path the scales, shape radii and shadows depend on, once worked out.
    private(set) var restDependencies: [String] = []
    /// Whether to note dependencies at all: only what a theme extending this one will reuse.
    var recordsDependencies = false
    /// `sortedPaths()`, once asked for.
    private var sortedPathsKept: [String]?
    /// Per literal token checked by `checkEveryToken` (by `TokenNumbering` number), what
    /// parsing it reported.
    private var checkedLiterals: [Int: [Diagnostic]] = [:]
    /// A resolved theme whose scales, shape radii, shadows and pairs are taken as this one's.
    private var adoptedRest: ResolvedRest?

    init(theme: ThemeTokens, resolution: Resolution) {
        self.theme = theme
        self.resolution = resolution
        colorDependencies = Array(repeating: nil, count: ColorToken.allCases.count)
        colorCache = Array(repeating: nil, count: ColorToken.allCases.count)
        aliasOutcomes = Array(repeating: nil, count: theme.numbering.count)
        parsedColors = Array(repeating: nil, count: theme.numbering.count)
    }

    /// Takes the colours at `indices` (`ColorToken.index`) of `resolved` as already resolved,
    /// with their `dependencies`, as if this resolver had resolved them itself (which, for
    /// colours the caller knows to be unaffected, it would have: identically and without a
    /// problem).
    mutating func adopt(_ indices: [Int], of resolved: ResolvedTheme, dependencies: [[String]]) {
        for index in indices {
            colorCache[index] = resolved.details(ColorToken.allCases[index])
            colorDependencies[index] = dependencies[index]
        }
    }

    /// Takes everything but the colours from `resolved`, with `dependencies`, in the same sense.
    mutating func adoptRest(of resolved: ResolvedRest, dependencies: [String]) {
        adoptedRest = resolved
        restDependencies = dependencies
    }

    /// The whole resolved theme, or nil when a required token cannot be resolved.
    mutating func resolveAll() -> ResolvedTheme? {
        var colors: [ResolvedColor] = []
        colors.reserveCapacity(ColorToken.allCases.count)
        for (index, token) in ColorToken.allCases.enumerated() {
            if let color = resolveColor(token, at: index, visiting: 0) { colors.append(color) }
        }
        let rest = adoptedRest ?? resolveRest()
        guard colors.count == ColorToken.allCases.count else { return nil }
        return ResolvedTheme(themeName: theme.name, resolution: resolution, colors: colors, spacing: rest.spacing,
                             radius: rest.radius, cardRadius: rest.cardRadius, controlRadius: rest.controlRadius,
                             shadows: rest.shadows, pairs: rest.pairs)
    }

    /// Everything but the colours: the scales, shape radii, shadows and pairs.
    mutating func resolveRest() -> ResolvedRest {
        let spacing = resolveScale(SpacingToken.allCases, group: "spacing")
        let radius = resolveScale(RadiusToken.allCases, group: "radius")
        let card = dimension(at: "shape.card") ?? radius[.lg] ?? Dimension(pixels: 12)
        let control = dimension(at: "shape.control") ?? radius[.md] ?? Dimension(pixels: 8)
        var shadows: [ShadowToken: Shadow] = [:]
        for level in ShadowToken.allCases {
            let path = resolution.groupNames.map { "\($0).shadow.\(level.rawValue)" }
            guard let found = mostSpecific(path) else {
                if recordsDependencies { restDependencies += path }
                continue
            }
            if recordsDependencies { restDependencies += path + aliasChain(from: found.definition) }
            if let shadow = shadow(found.definition) { shadows[level] = shadow }
        }
        // The most specific file's outline decision wins; declared pairs add up, base first.
        let outline = theme.layers.reversed().lazy.compactMap(\.controlOutline).first ?? .identifies
        let pairs = ContrastPair.combined(controlOutline: outline, declared: theme.layers.flatMap(\.declaredPairs))
        return ResolvedRest(spacing: spacing, radius: radius, cardRadius: card, controlRadius: control, shadows: shadows, pairs: pairs)
    }

    /// Follows and parses every token of the theme, used or not; or, given `only`, just
    /// those tokens (in the same order, so what they report is reported alike).
    /// `dependencies`, when given, receives every path each token's check read, and whether
    /// the check came through: it reported nothing and reached a usable value (a token that
    /// fails silently, its chain already reported by another, does not).
    mutating func checkEveryToken(only: Set<String>? = nil, dependencies: ((String, [String], Bool) -> Void)? = nil) {
        recordsDependencies = dependencies != nil
        let numbering = theme.numbering
        for path in only.map({ Array($0).sorted() }) ?? sortedPaths() {
            guard let number = numbering.numbers[path] else { continue }
            restDependencies = []
            let reportedBefore = diagnostics.count
            var usable = false
            defer {
                dependencies?(path, [path] + aliasChain(from: numbering.definitions[number]) + restDependencies,
                              usable && diagnostics.count == reportedBefore)
            }
            guard let literalNumber = literal(ofToken: number) else { continue }
            switch numbering.definitions[literalNumber].type {
            case .color?: checkOnce(literalNumber) { _ = $0.parseColor($1) }
            case .dimension?: checkOnce(literalNumber) { _ = $0.parseDimension($1) }
            case .shadow?: usable = shadow(numbering.definitions[literalNumber]) != nil
            default: break
            }
            if numbering.definitions[literalNumber].type != .shadow { usable = true }
        }
    }

    /// Every token path in order, sorted once per resolver: a file of thousands of dangling
    /// aliases sorted them for each of its first fifty (the ones shown with a suggestion).
    mutating func sortedPaths() -> [String] {
        if let sorted = sortedPathsKept { return sorted }
        let sorted = theme.numbering.paths.sorted()
        sortedPathsKept = sorted
        return sorted
    }

    /// Parses the literal token numbered `number` with `parse` the first time it is met; when more
    /// tokens lead to it (thousands may share one chain), repeats what that parse reported
    /// instead, so the diagnostics are exactly those of parsing it each time. Only for
    /// parses that note no dependencies (a shadow's parts do).
    private mutating func checkOnce(_ number: Int, _ parse: (inout Resolver, TokenDefinition) -> Void) {
        if let reported = checkedLiterals[number] {
            diagnostics += reported
            return
        }
        let before = diagnostics.count
        parse(&self, theme.numbering.definitions[number])
        checkedLiterals[number] = Array(diagnostics[before...])
    }

    // MARK: Colours

    /// `index` is `token.index`; `visiting` holds a bit per token (by index) whose ground is
    /// being resolved, so a loop of grounds ends (a set allocated per colour cost more).
    private mutating func resolveColor(_ token: ColorToken, at index: Int, visiting: UInt64) -> ResolvedColor? {
        if let cached = colorCache[index] { return cached }
        let numbering = theme.numbering
        guard let number = mostSpecificToken(resolution.candidateSlotsByColor[index]) else {
            reportMissing(token)
            return nil
        }
        // Steps go by number, and definitions are read in place: hashing the chain's paths
        // again and copying each definition was most of resolving a colour (issue 8).
        guard let literalNumber = literal(ofToken: number), let parsed = parseColor(literal: literalNumber) else { return nil }
        var chainNumbers: [Int] = []
        var next = numbering.target(of: number)
        while let step = next, chainNumbers.count <= numbering.count {
            chainNumbers.append(step)
            next = numbering.target(of: step)
        }
        var color = parsed.color
        var clipped: RGBA? = parsed.outOfGamut ? parsed.clipped : nil
        for position in -1..<chainNumbers.count {
            let step = position < 0 ? number : chainNumbers[position]
            if let problem = numbering.definitions[step].opacityProblem {
                // Already reported where the file was read; the same line again is merged away.
                report(numbering.definitions[step], problem)
                return nil
            }
            if let opacity = numbering.definitions[step].opacity {
                color.alpha *= opacity
                clipped?.alpha *= opacity
            }
        }
        if numbering.definitions[number].type == .color, chainNumbers.allSatisfy({ numbering.definitions[$0].type == .color }) {
            settled.append(number)
            settled += chainNumbers
        }
        let definition = numbering.definitions[number]
        let chain = chainNumbers.map { numbering.paths[$0] }
        var ground: ColorToken?
        var rgb = color.rgb
        if !color.isOpaque {
            let groundName = definition.over ?? ColorToken.defaultGround.rawValue
            guard let groundToken = ColorToken(rawValue: groundName) else {
                report(definition, "'over' names '\(groundName)', which is not a colour token",
                       suggestion: Suggestion.closest(to: groundName, among: ColorToken.allCases.map(\.rawValue)))
                return nil
            }
            guard groundToken != token, visiting & (1 << UInt64(groundToken.index)) == 0 else {
                report(definition, "\(token.rawValue) is translucent but has nothing opaque beneath it; give it an opaque value or an 'over' token")
                return nil
            }
            guard let beneath = resolveColor(groundToken, at: groundToken.index, visiting: visiting | (1 << UInt64(index))) else { return nil }
            rgb = color.composited(over: beneath.rgb)
            ground = groundToken
        }
        if recordsDependencies {
            var dependencies = resolution.candidatePaths[index] + chain
            if let ground { dependencies += colorDependencies[ground.index] ?? [] }
            colorDependencies[index] = dependencies
        }
        let resolved = ResolvedColor(
            rgb: rgb, written: color, source: definition.value.sourceText, aliasChain: chain,
            ground: ground, outOfGamut: parsed.outOfGamut, file: definition.file, position: definition.position,
            path: definition.path, clipped: clipped, mapped: clipped == nil ? nil : color, description: definition.description,
            wide: parsed.outOfGamut ? Self.wide(numbering.definitions[literalNumber], alpha: color.alpha) : nil)
        colorCache[index] = resolved
        return resolved
    }

    private mutating func reportMissing(_ token: ColorToken) {
        let group = resolution.groupNames.last ?? token.rawValue
        let present = theme.merged.keys.filter { $0.hasPrefix(group + ".") }.map { String($0.dropFirst(group.count + 1)) }.sorted()
        let misspelt = Suggestion.closest(to: token.rawValue, among: present)
        diagnostics.append(Diagnostic(
            file: theme.ownFile, tokenPath: "\(group).\(token.rawValue)",
            message: "missing required colour token" + (misspelt.map { " ('\($0)' is there: a typo?)" } ?? ""),
            suggestion: nil))
    }

    /// `mostSpecific(_:)`'s choice by `TokenNumbering` number, of candidate paths given as
    /// places in `Resolution.candidateSlots` (numbered ahead: no path is hashed here).
    private func mostSpecificToken(_ slots: [Int]) -> Int? {
        let numbering = theme.numbering
        var best: Int?
        var bestLayer = -1
        for slot in slots {
            let number = numbering.candidateNumbers[slot]
            if number >= 0, numbering.layers[number] > bestLayer {
                best = number
                bestLayer = numbering.layers[number]
            }
        }
        return best
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

    /// `parseColor(_:)` of the literal token numbered `number`, each literal parsed once per
    /// resolver (a palette stop serves several colours). Only what parses is kept: a
    /// literal that does not reports each time, as before.
    private mutating func parseColor(literal number: Int) -> GamutMapped? {
        if let known = parsedColors[number] { return known }
        let parsed = parseColor(theme.numbering.definitions[number])
        if parsed != nil { parsedColors[number] = parsed }
        return parsed
    }

    private mutating func parseColor(_ definition: TokenDefinition) -> GamutMapped? {
        do {
            return try ColorLiteral.parse(definition.value)
        } catch {
            report(definition, error.message, position: error.position)
            return nil
        }
    }

    /// The wide value of an out-of-gamut literal with the alpha its opacities left, which is
    /// exactly what the file means (followed aliases change nothing).
    private static func wide(_ literal: TokenDefinition, alpha: Double) -> ColorSpaceValue? {
        guard let value = ColorLiteral.wide(literal.value) else { return nil }
        return try? ColorSpaceValue(colorSpace: value.colorSpace, components: value.components, alpha: alpha)
    }

    private mutating func parseDimension(_ definition: TokenDefinition) -> Dimension? {
        do {
            return try DimensionLiteral.parse(definition.value)
        } catch {
            report(definition, error.message, position: error.position)
            return nil
        }
    }

    /// A blur radius: a dimension that cannot be negative.
    private mutating func parseBlur(_ definition: TokenDefinition) -> Dimension? {
        guard let blur = parseDimension(definition) else { return nil }
        guard NumberRange.blurPixels.contains(blur.pixels) else {
            report(definition, "blur \(blur.pixels.compactText) px is out of range: a blur must lie within \(NumberRange.text(NumberRange.blurPixels)) px",
                   position: definition.value.position)
            return nil
        }
        return blur
    }

    private mutating func dimension(at path: String) -> Dimension? {
        if recordsDependencies {
            restDependencies.append(path)
            if let definition = theme.merged[path]?.definition { restDependencies += aliasChain(from: definition) }
        }
        guard let definition = theme.merged[path]?.definition, let literal = literal(of: definition) else { return nil }
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
        guard let literal = literal(of: definition) else { return nil }
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
            guard let resolved = self.literal(of: piece, isToken: false) else { return nil }
            if recordsDependencies { restDependencies += aliasChain(from: piece) }
            return parse(&self, resolved)
        }
        guard let color = part("color", { $0.parseColor($1)?.color }),
              let offsetX = part("offsetX", { $0.parseDimension($1) }),
              let offsetY = part("offsetY", { $0.parseDimension($1) }),
              let blur = part("blur", { $0.parseBlur($1) }) else { return nil }
        let spread = parts["spread"] == nil ? Dimension(pixels: 0) : part("spread", { $0.parseDimension($1) })
        guard let spread else { return nil }
        return Shadow(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread)
    }

    mutating func report(_ definition: TokenDefinition, _ message: String,
                                 position: SourcePosition? = nil, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(file: definition.file, position: position ?? definition.position,
                                      tokenPath: definition.path, message: message, suggestion: suggestion))
    }
}
