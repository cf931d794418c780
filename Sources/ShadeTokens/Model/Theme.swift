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

/// A named set of token values: one file, layered over the theme it extends and, at the
/// bottom, the shared semantic mapping.
///
/// Nothing is resolved when a theme is built: loading ten thousand files must not resolve
/// forty thousand variants nobody looks at. `resolve(_:)` resolves a variant on first use
/// and keeps it, so the previewer's switches stay lookups; `availableResolutions` and
/// `problems()` resolve what they need and keep only the verdicts, so listing or
/// validating a large folder does not hold every resolved theme in memory. The cache is
/// shared by copies of the theme and safe to use from any thread.
public struct Theme: Sendable {
    /// The display name (`Sky`); theme names compare case-insensitively.
    public let name: String
    /// The file's `$description`.
    public let description: String
    /// Built in, or which file.
    public let source: ThemeSource
    /// The theme this one extends, if it names one.
    public let parentName: String?
    /// Files, base first, ending with the theme's own.
    let layers: [ThemeDocument]
    /// What has been resolved so far.
    private let cache: Locked<ThemeCache>

    init(document: ThemeDocument, source: ThemeSource, ancestors: [ThemeDocument]) {
        name = document.name
        description = document.description
        self.source = source
        parentName = document.extends
        layers = ancestors + [document]
        cache = Locked(ThemeCache())
    }

    /// The layered token definitions everything is resolved from.
    var tokens: ThemeTokens { ThemeTokens(name: name, layers: layers) }

    /// Every token path, with the definition from the most specific layer.
    var merged: [String: LayeredDefinition] { tokens.merged }

    /// Every token at one resolution, or every problem that prevents it. Resolved on first
    /// use and kept.
    public func resolve(_ resolution: Resolution) throws(ThemeProblems) -> ResolvedTheme {
        let outcome = cache.withLock { cache in
            if let known = cache.outcomes[resolution] { return known }
            let tokens = cache.tokens ?? self.tokens
            cache.tokens = tokens
            let outcome = Self.outcome(tokens, resolution)
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
        cache.withLock { cache in
            let tokens = cache.tokens ?? self.tokens
            var found: [Diagnostic] = []
            for resolution in Resolution.all {
                let outcome = cache.outcomes[resolution] ?? Self.outcome(tokens, resolution)
                cache.resolves[resolution] = (try? outcome.get()) != nil
                if case .failure(let problems) = outcome { found += problems.diagnostics }
            }
            var resolver = Resolver(theme: tokens, resolution: Resolution(.light))
            resolver.checkEveryToken()
            return (found + resolver.diagnostics).uniqued()
        }
    }

    /// The resolutions that resolve without problems, in listing order. Resolves what has
    /// not been resolved yet, keeping only whether it worked.
    public var availableResolutions: [Resolution] {
        cache.withLock { cache in
            var tokens = cache.tokens
            return Resolution.all.filter { resolution in
                if let known = cache.resolves[resolution] { return known }
                if tokens == nil { tokens = self.tokens }
                let works = (try? Self.outcome(tokens!, resolution).get()) != nil
                cache.resolves[resolution] = works
                return works
            }
        }
    }

    /// True when at least one resolution resolves; stops at the first that does.
    public var resolvesAtAll: Bool {
        cache.withLock { cache in
            if cache.resolves.values.contains(true) { return true }
            let tokens = cache.tokens ?? self.tokens
            for resolution in Resolution.all where cache.resolves[resolution] == nil {
                let works = (try? Self.outcome(tokens, resolution).get()) != nil
                cache.resolves[resolution] = works
                if works { return true }
            }
            return false
        }
    }

    private static func outcome(_ tokens: ThemeTokens, _ resolution: Resolution) -> Result<ResolvedTheme, ThemeProblems> {
        var resolver = Resolver(theme: tokens, resolution: resolution)
        if let resolved = resolver.resolveAll(), resolver.diagnostics.isEmpty { return .success(resolved) }
        return .failure(ThemeProblems(diagnostics: resolver.diagnostics))
    }
}

/// What a theme has resolved so far.
private struct ThemeCache {
    /// The merged tokens, kept once a variant is resolved for use.
    var tokens: ThemeTokens?
    /// Variants resolved for use.
    var outcomes: [Resolution: Result<ResolvedTheme, ThemeProblems>] = [:]
    /// Whether each variant resolves, as far as known.
    var resolves: [Resolution: Bool] = [:]
}

/// A theme's files from the base mapping up to its own, and every token path with the
/// definition from the most specific layer: what a `Resolver` reads.
struct ThemeTokens: Sendable {
    /// The theme's display name.
    let name: String
    /// Files, base first.
    let layers: [ThemeDocument]
    /// Every token path, with the definition from the most specific layer.
    let merged: [String: LayeredDefinition]

    /// The theme's own file, where problems it must fix are reported.
    var ownFile: String { layers.last?.file ?? name }

    init(name: String, layers: [ThemeDocument]) {
        self.name = name
        self.layers = layers
        var merged: [String: LayeredDefinition] = [:]
        merged.reserveCapacity(layers.reduce(0) { $0 + $1.tokens.count })
        for (layer, file) in layers.enumerated() {
            for (path, definition) in file.tokens {
                merged[path] = LayeredDefinition(definition: definition, layer: layer)
            }
        }
        self.merged = merged
    }
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

    /// The problems, one per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension Array where Element: Hashable {
    /// The elements in order, each kept once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
