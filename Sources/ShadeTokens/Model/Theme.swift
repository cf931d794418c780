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
public struct Theme: Sendable {
    /// The display name (`Sky`); theme names compare case-insensitively.
    public let name: String
    /// The file's `$description`.
    public let description: String
    /// Built in, or which file.
    public let source: ThemeSource
    /// The theme this one extends, if it names one.
    public let parentName: String?
    /// The layered token definitions everything is resolved from.
    let tokens: ThemeTokens
    /// Each of the four resolutions, resolved once when the theme is built: switching,
    /// listing and checking all read these instead of resolving again.
    private let outcomes: [Resolution: Result<ResolvedTheme, ThemeProblems>]
    /// Problems in tokens that no resolution uses (a broken palette stop is still broken).
    private let unusedTokenProblems: [Diagnostic]

    init(document: ThemeDocument, source: ThemeSource, ancestors: [ThemeDocument]) {
        name = document.name
        description = document.description
        self.source = source
        parentName = document.extends
        let tokens = ThemeTokens(name: document.name, layers: ancestors + [document])
        self.tokens = tokens
        var outcomes: [Resolution: Result<ResolvedTheme, ThemeProblems>] = [:]
        for resolution in Resolution.all {
            var resolver = Resolver(theme: tokens, resolution: resolution)
            if let resolved = resolver.resolveAll(), resolver.diagnostics.isEmpty {
                outcomes[resolution] = .success(resolved)
            } else {
                outcomes[resolution] = .failure(ThemeProblems(diagnostics: resolver.diagnostics))
            }
        }
        self.outcomes = outcomes
        var resolver = Resolver(theme: tokens, resolution: Resolution(.light))
        resolver.checkEveryToken()
        unusedTokenProblems = resolver.diagnostics
    }

    /// Every token path, with the definition from the most specific layer.
    var merged: [String: LayeredDefinition] { tokens.merged }

    /// Every token at one resolution, or every problem that prevents it.
    public func resolve(_ resolution: Resolution) throws(ThemeProblems) -> ResolvedTheme {
        try outcomes[resolution]!.get()
    }

    /// Every problem in the theme: each of its four resolutions, plus every token that no
    /// resolution uses.
    public func problems() -> [Diagnostic] {
        let resolving = Resolution.all.flatMap { resolution -> [Diagnostic] in
            if case .failure(let problems) = outcomes[resolution]! { return problems.diagnostics }
            return []
        }
        return (resolving + unusedTokenProblems).uniqued()
    }

    /// The resolutions that resolve without problems, in listing order.
    public var availableResolutions: [Resolution] {
        Resolution.all.filter { (try? resolve($0)) != nil }
    }
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
