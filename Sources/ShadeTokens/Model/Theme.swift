import ShadeSync
/// Where a theme came from.
public enum ThemeSource: Hashable, Sendable {
    /// Built into the binary from the repository's `themes/` folder.
    case bundled
    /// A file the user supplied (from `--themes` or the user themes folder).
    case file(String)

    /// "built-in" or the file path, for listings.
    public var label: String {
        switch self {
        case .bundled: "built-in"
        case .file(let path): path
        }
    }
}

/// A named set of token values: one file in Shade's dialect, layered over the theme it
/// extends and, at the bottom, the shared semantic mapping; or a DTCG design system (a
/// resolver document or a token file in its own names) whose tokens fill the gallery's roles
/// (see ``system``).
///
/// Nothing is resolved when a theme is built: loading ten thousand files must not resolve
/// forty thousand variants nobody looks at. `resolve(_:)` resolves a variant on first use
/// and keeps it, so the previewer's switches stay lookups; `availableResolutions` and
/// `problems()` resolve what they need and keep only the verdicts, so listing or
/// validating a large folder does not hold every resolved theme in memory. The cache is
/// shared by copies of the theme and safe to use from any thread.
public struct Theme: Sendable {
    /// The display name (`Sky`); theme names compare case-insensitively.
    public var name: String { storage.name }
    /// The file's `$description`.
    public var description: String { storage.description }
    /// Built in, or which file.
    public var source: ThemeSource { storage.source }
    /// The theme this one extends, if it names one.
    public var parentName: String? { storage.parentName }
    /// Files, base first, ending with the theme's own.
    var layers: [ThemeDocument] { storage.layers }
    /// What has been resolved so far.
    private var cache: Locked<ThemeCache> { storage.cache }
    /// The design system behind the theme, when it is one.
    var backing: SystemTheme? { storage.backing }
    /// The theme this one extends, whose layers are this one's without its own file.
    private var parent: ThemeParent? { storage.parent }
    /// What the themes built on the same `ancestors` share, when they are shared.
    private var shared: SharedLayers? { storage.shared }
    /// Whether this theme adopts what the base mapping alone gives (`SharedLayers`).
    var sharesBaseWork: Bool { shared != nil }
    /// Whether `other` is a copy of this theme (and so shares what it has resolved).
    func sharesStorage(with other: Theme) -> Bool { storage === other.storage }
    /// Everything above, in one shared box: a theme is copied wherever a catalog, a library
    /// or a sort moves it, and a copy of one reference costs a retain where nine fields cost
    /// nine (a thousand themes were copied several times each while a folder was assembled).
    private let storage: ThemeStorage

    /// `parent`, when given, must be the theme built from `ancestors` (its resolutions are
    /// reused); `shared`, when given, must have been made from `ancestors` (what it worked
    /// out from them is reused). Without either, everything is resolved from the layers.
    package init(document: ThemeDocument, source: ThemeSource, ancestors: [ThemeDocument], parent: Theme? = nil, shared: SharedLayers? = nil) {
        storage = ThemeStorage(name: document.name, description: document.description, source: source, parentName: document.extends,
                               layers: ancestors + [document], backing: nil, parent: parent.map(ThemeParent.init), shared: shared)
    }

    private init(storage: ThemeStorage) { self.storage = storage }

    /// A design system as a theme, drawn with `layout`'s spacing, radius and shadows, and
    /// listed as `name` (the system's own name unless the catalog told it apart from another);
    /// its role sidecar is read from `files`.
    package init(system: DesignSystem, source: ThemeSource, layout: Theme?, name: String? = nil, files: any TokenFiles) {
        let listed = name ?? system.name
        storage = ThemeStorage(name: listed, description: system.description ?? "", source: source, parentName: nil, layers: [],
                               backing: SystemTheme(system: system, name: listed, layout: layout, files: files), parent: nil, shared: nil)
    }

    /// The same design system drawn with `roleMap` in place of the one its files give (its
    /// sidecar, or its own `$extensions["dev.shade"].roles`): what the previewer shows while
    /// the designer chooses a role, and after keeping a choice it has written. Nothing is read
    /// from disk, and the name matching already done is reused. A Shade theme is returned as
    /// it is: its roles are its own tokens.
    public func pinning(_ roleMap: RoleMap) -> Theme {
        guard let backing else { return self }
        return Theme(storage: ThemeStorage(name: name, description: description, source: source, parentName: nil, layers: [],
                                           backing: SystemTheme(pinning: roleMap, over: backing), parent: nil, shared: nil))
    }

    /// The role map a design system is drawn with (its sidecar first, else its own
    /// `$extensions["dev.shade"].roles`); nil for a Shade theme or a system without one.
    public var roleMap: RoleMap? { backing?.roleMap() }

    /// The design system behind the theme; nil for a theme in Shade's own dialect.
    public var system: DesignSystem? { backing?.system }

    /// Every modifier of the design system, in resolution order, with the role Shade gives
    /// it (appearance, contrast, both, or an extra axis); empty for a Shade theme, whose only
    /// axes are appearance and contrast.
    public var modifiers: [SystemModifier] { backing?.system.modifiers ?? [] }

    /// The extra axes (size, density, brand…): modifiers that are neither appearance nor
    /// contrast, each with its contexts and default. What a key cycles and `--context` picks.
    public var extraAxes: [SystemModifier] { modifiers.filter { $0.role == .extra } }

    /// The sidecar that supplies the system's role map, when one stands beside it.
    public var sidecar: String? {
        guard let backing, backing.hasSidecar else { return nil }
        return backing.sidecarPath
    }

    /// Where a sidecar for this system would stand (`NAME.shade.json` beside the resolver);
    /// nil for a Shade theme.
    public var sidecarPath: String? { backing?.sidecarPath }

    /// The theme at `resolution` with extra axes at `extras` (modifier → context; axes not
    /// named stay at their defaults). Resolved on first use and kept; a Shade theme has no
    /// extra axes and ignores `extras`.
    public func resolve(_ resolution: Resolution, extras: [String: String]) throws(ThemeProblems) -> ResolvedTheme {
        guard let backing else { return try resolve(resolution) }
        return try backing.resolve(resolution, extras: extras).get()
    }

    /// The problems worth showing while the theme is on screen at `resolution`: for a Shade
    /// theme all of them (``problems()``); for a design system the resolver's, the role
    /// map's and those of the context drawn, so showing a large system never resolves every
    /// context first.
    public func problems(at resolution: Resolution, extras: [String: String]) -> [Diagnostic] {
        guard let backing else { return problems() }
        return backing.problems(at: resolution, extras: extras)
    }

    /// Resolves these contexts now (e.g. from a background thread after the first frame) so
    /// that switching to them is a lookup. Does nothing for a Shade theme.
    public func prefetch(_ resolutions: [Resolution] = Resolution.all, extras: [String: String] = [:]) {
        guard let backing else { return }
        for resolution in resolutions { _ = backing.resolve(resolution, extras: extras) }
    }

    /// The layered token definitions everything is resolved from.
    var tokens: ThemeTokens { tokens(own: nil) }

    /// ``tokens``, with `own` (the theme's own file, its table read) as the top layer when given.
    private func tokens(own read: ThemeDocument?) -> ThemeTokens {
        guard let own = read ?? layers.last else { return ThemeTokens(name: name, layers: layers) }
        guard let shared, shared.tokens.layers.count == layers.count - 1 else {
            return ThemeTokens(name: name, layers: Array(layers.dropLast()) + [own])
        }
        return ThemeTokens(name: name, over: shared.tokens, adding: own)
    }

    /// Every token at one resolution, or every problem that prevents it. Resolved on first
    /// use and kept.
    public func resolve(_ resolution: Resolution) throws(ThemeProblems) -> ResolvedTheme {
        if let backing { return try backing.resolve(resolution, extras: [:]).get() }
        let outcome = cache.withLock { cache in
            if let known = cache.outcomes[resolution] { return known }
            let tokens = cache.tokens ?? self.tokens
            cache.tokens = tokens
            let outcome = self.outcome(tokens, resolution)
            cache.outcomes[resolution] = outcome
            cache.resolves[resolution] = (try? outcome.get()) != nil
            return outcome
        }
        return try outcome.get()
    }

    /// Every problem in the theme: each of its four resolutions, plus every token that no
    /// resolution uses (a broken palette stop is still broken). Nothing but the verdicts is
    /// kept afterwards.
    public func problems() -> [Diagnostic] {
        problems(checkingOwnTokens: false)
    }

    /// ``problems()``, and with `checkingOwnTokens`, when loading left the tokens of the
    /// theme's own file unchecked (``ThemeDocument/tokenChecksDeferred``), theirs too, found in
    /// the one reading of the file the theme is resolved from: `shade validate` of a large
    /// folder reads each file once for both.
    package func problems(checkingOwnTokens: Bool) -> [Diagnostic] {
        if let backing { return backing.problems() }
        return cache.withLock { cache in
            var ownProblems: [Diagnostic] = []
            let tokens: ThemeTokens
            if checkingOwnTokens, let own = layers.last, own.tokenChecksDeferred {
                if let known = cache.tokens {
                    tokens = known
                    ownProblems = own.tokenProblems()
                } else if let (read, problems) = own.readingTokensOnce() {
                    tokens = self.tokens(own: read)
                    ownProblems = problems
                } else {
                    tokens = self.tokens
                }
            } else {
                tokens = cache.tokens ?? self.tokens
            }
            var found: [Diagnostic] = ownProblems
            var settled = Array(repeating: false, count: tokens.numbering.count)
            let parsed = ParsedColors()
            for resolution in Resolution.all {
                let outcome: Result<ResolvedTheme, ThemeProblems>
                if let known = cache.outcomes[resolution] {
                    outcome = known
                } else {
                    let made = self.resolved(tokens, resolution, parsed: parsed)
                    outcome = made.outcome
                    // Only a variant that resolved without a problem says anything of the check.
                    if case .success = outcome { for number in made.settled { settled[number] = true } }
                }
                switch outcome {
                case .success(let resolved):
                    cache.resolves[resolution] = true
                    cache.outOfGamut[resolution] = resolved.outOfGamutTokens.map(resolved.details)
                case .failure(let problems):
                    cache.resolves[resolution] = false
                    found += problems.diagnostics
                }
            }
            let checked = ReusableCheck.check(tokens, reusing: parent?.theme.reusableCheck() ?? shared?.check(), reusable: false,
                                              settled: settled).diagnostics
            return (found + checked).uniqued()
        }
    }

    /// The resolutions that resolve without problems, in listing order. Resolves what has
    /// not been resolved yet, keeping only whether it worked.
    public var availableResolutions: [Resolution] {
        if let backing { return backing.availableResolutions }
        return cache.withLock { cache in
            var tokens = cache.tokens
            return Resolution.all.filter { resolution in
                if let known = cache.resolves[resolution] { return known }
                if tokens == nil { tokens = self.tokens }
                let works = (try? outcome(tokens!, resolution).get()) != nil
                cache.resolves[resolution] = works
                return works
            }
        }
    }

    /// True when at least one resolution resolves; stops at the first that does.
    public var resolvesAtAll: Bool {
        if let backing { return backing.availableResolutions.contains { (try? resolve($0)) != nil } }
        return cache.withLock { cache in
            if cache.resolves.values.contains(true) { return true }
            let tokens = cache.tokens ?? self.tokens
            for resolution in Resolution.all where cache.resolves[resolution] == nil {
                let works = (try? outcome(tokens, resolution).get()) != nil
                cache.resolves[resolution] = works
                if works { return true }
            }
            return false
        }
    }

    /// The colours of one variant whose literal lies outside sRGB, in token order; empty
    /// when it does not resolve. Kept by `problems()`, so `shade validate` need not resolve
    /// every variant of every theme twice (or keep them all).
    public func outOfGamutColors(_ resolution: Resolution) -> [ResolvedColor] {
        if backing != nil { return (try? resolve(resolution)).map { $0.outOfGamutTokens.map($0.details) } ?? [] }
        let kept = cache.withLock { cache in
            cache.outOfGamut[resolution] ?? cache.outcomes[resolution].flatMap { try? $0.get() }.map { $0.outOfGamutTokens.map($0.details) }
        }
        if let kept { return kept }
        guard let resolved = try? cache.withLock({ cache in self.outcome(cache.tokens ?? tokens, resolution) }).get() else { return [] }
        return resolved.outOfGamutTokens.map(resolved.details)
    }

    /// Resolves one variant, reusing what the parent's resolved (`ReusableResolution`).
    /// Call it with this theme's cache locked; it locks the parent's (never the other way).
    private func outcome(_ tokens: ThemeTokens, _ resolution: Resolution) -> Result<ResolvedTheme, ThemeProblems> {
        resolved(tokens, resolution).outcome
    }

    /// `outcome(_:_:)` with the tokens whose check the resolution settled (`Resolver.settled`).
    /// `parsed` carries colour literals parsed from one variant to the next.
    private func resolved(_ tokens: ThemeTokens, _ resolution: Resolution, parsed: ParsedColors? = nil)
        -> (outcome: Result<ResolvedTheme, ThemeProblems>, settled: [Int]) {
        let made = Resolver.outcome(tokens, resolution, reusing: parent?.theme.reusable(resolution), sharing: shared?.rest(resolution),
                                    parsed: parsed)
        return (made.outcome, made.settled)
    }

    /// This theme's variant with its dependencies, for the themes that extend it; nil when
    /// it does not resolve. Worked out once and kept.
    private func reusable(_ resolution: Resolution) -> ReusableResolution? {
        cache.withLock { cache in
            if let known = cache.reusable[resolution] { return known }
            // Kept: the themes extending this one ask once per variant and for the check,
            // and what they reuse holds as much again.
            let tokens = cache.tokens ?? self.tokens
            cache.tokens = tokens
            let reused = Resolver.outcome(tokens, resolution, reusing: parent?.theme.reusable(resolution), sharing: shared?.rest(resolution),
                                          reusable: true).reusable
            cache.reusable[resolution] = .some(reused)
            cache.resolves[resolution] = reused != nil
            return reused
        }
    }

    /// This theme's check of every token with what it read, for the themes that extend it;
    /// nil when the check finds a problem. Worked out once and kept.
    private func reusableCheck() -> ReusableCheck? {
        cache.withLock { cache in
            if let known = cache.reusableCheck { return known }
            let tokens = cache.tokens ?? self.tokens
            cache.tokens = tokens
            let kept = ReusableCheck.check(tokens, reusing: nil, reusable: true).reusable
            cache.reusableCheck = .some(kept)
            return kept
        }
    }
}

/// A reference to the theme a theme extends (a struct cannot hold its own type).
private final class ThemeParent: Sendable {
    let theme: Theme

    init(_ theme: Theme) { self.theme = theme }
}

/// What a theme has resolved so far.
private struct ThemeCache {
    /// The merged tokens, kept once a variant is resolved for use.
    var tokens: ThemeTokens?
    /// Variants resolved for use.
    var outcomes: [Resolution: Result<ResolvedTheme, ThemeProblems>] = [:]
    /// Whether each variant resolves, as far as known.
    var resolves: [Resolution: Bool] = [:]
    /// What themes extending this one reuse, once one has asked (nil: does not resolve).
    var reusable: [Resolution: ReusableResolution?] = [:]
    /// Per variant checked by `problems()`, its out-of-sRGB colours.
    var outOfGamut: [Resolution: [ResolvedColor]] = [:]
    /// What themes extending this one reuse of its token check, once one has asked.
    var reusableCheck: ReusableCheck??
}

/// A theme's files from the base mapping up to its own, and every token path with the
/// definition from the most specific layer: what a `Resolver` reads.
struct ThemeTokens: Sendable {
    /// The theme's display name.
    let name: String
    /// Files, base first.
    let layers: [ThemeDocument]
    /// Every token path numbered, with the definition from the most specific layer and
    /// where each alias points: what resolvers follow chains by.
    let numbering: TokenNumbering

    /// Every token path, with the definition from the most specific layer.
    var merged: MergedTokens { MergedTokens(numbering: numbering) }

    /// The theme's own file, where problems it must fix are reported.
    var ownFile: String { layers.last?.file ?? name }

    /// Whether the theme's own file (the top layer) defines `path`. Read from the numbering, not
    /// from the file's table: a loaded user file keeps only its bytes, and reading its table
    /// again for every variant cost more than resolving it.
    func ownFileDefines(_ path: String) -> Bool { numbering.numbers[path].map { numbering.layers[$0] } == layers.count - 1 }

    init(name: String, layers: [ThemeDocument]) {
        self.name = name
        self.layers = layers
        var merged: [String: LayeredDefinition] = [:]
        // Each layer's table asked for once: a loaded user file reads it from its bytes.
        let tables = layers.map(\.tokens)
        merged.reserveCapacity(tables.reduce(0) { $0 + $1.count })
        for (layer, table) in tables.enumerated() {
            for (path, definition) in table {
                merged[path] = LayeredDefinition(definition: definition, layer: layer)
            }
        }
        numbering = TokenNumbering(merged)
    }

    /// `beneath` with `top` as one more layer: what `init(name:layers:)` gives for all those
    /// layers, sharing `beneath`'s numbering rather than copying it.
    init(name: String, over beneath: ThemeTokens, adding top: ThemeDocument) {
        self.name = name
        layers = beneath.layers + [top]
        numbering = TokenNumbering(beneath.numbering, adding: top.tokens, layer: beneath.layers.count)
    }
}

/// Every token path with the definition from the most specific layer, read from a
/// ``TokenNumbering`` (which holds them once) rather than kept as a table of its own.
struct MergedTokens {
    let numbering: TokenNumbering

    /// The definition of `path` from the most specific layer, or nil when none defines it.
    subscript(path: String) -> LayeredDefinition? {
        numbering.numbers[path].map { LayeredDefinition(definition: numbering.definitions[$0], layer: numbering.layers[$0]) }
    }

    /// Every path, in no particular order.
    var keys: [String] { numbering.paths }
}

/// A definition and the layer (0 = base) it came from; higher layers win.
struct LayeredDefinition: Sendable {
    var definition: TokenDefinition
    var layer: Int
}

/// The problems that stop a theme from resolving.
public struct ThemeProblems: Error, Sendable, CustomStringConvertible {
    /// One line each.
    public var diagnostics: [Diagnostic]

    /// The problems, one per line, each once: every token that leads to a broken literal
    /// reports it, and a user needs to read it only once.
    public var description: String { diagnostics.uniqued().map(\.description).joined(separator: "\n") }
}

extension Array where Element: Hashable {
    /// The elements in order, each kept once.
    package func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

/// A theme's fields, shared by its copies; immutable but for the cache, which locks.
private final class ThemeStorage: Sendable {
    let name: String
    let description: String
    let source: ThemeSource
    let parentName: String?
    let layers: [ThemeDocument]
    let cache = Locked(ThemeCache())
    let backing: SystemTheme?
    let parent: ThemeParent?
    let shared: SharedLayers?

    init(name: String, description: String, source: ThemeSource, parentName: String?, layers: [ThemeDocument],
         backing: SystemTheme?, parent: ThemeParent?, shared: SharedLayers?) {
        self.name = name
        self.description = description
        self.source = source
        self.parentName = parentName
        self.layers = layers
        self.backing = backing
        self.parent = parent
        self.shared = shared
    }
}
