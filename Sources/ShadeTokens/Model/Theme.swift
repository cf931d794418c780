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
    /// Files from the base mapping up to this theme's own.
    let layers: [ThemeDocument]
    /// Every token path, with the definition from the most specific layer.
    let merged: [String: LayeredDefinition]

    init(document: ThemeDocument, source: ThemeSource, ancestors: [ThemeDocument]) {
        name = document.name
        description = document.description
        self.source = source
        parentName = document.extends
        layers = ancestors + [document]
        var merged: [String: LayeredDefinition] = [:]
        for (layer, file) in layers.enumerated() {
            for (path, definition) in file.tokens {
                merged[path] = LayeredDefinition(definition: definition, layer: layer)
            }
        }
        self.merged = merged
    }

    /// Every token at one resolution, or every problem that prevents it.
    public func resolve(_ resolution: Resolution) throws(ThemeProblems) -> ResolvedTheme {
        var resolver = Resolver(theme: self, resolution: resolution)
        let resolved = resolver.resolveAll()
        guard let resolved, resolver.diagnostics.isEmpty else {
            throw ThemeProblems(diagnostics: resolver.diagnostics)
        }
        return resolved
    }

    /// Every problem in the theme: each of its four resolutions, plus every token that no
    /// resolution uses (a broken palette stop is still a broken file).
    public func problems() -> [Diagnostic] {
        var found: [Diagnostic] = []
        for resolution in Resolution.all {
            var resolver = Resolver(theme: self, resolution: resolution)
            _ = resolver.resolveAll()
            found += resolver.diagnostics
        }
        var resolver = Resolver(theme: self, resolution: Resolution(.light))
        resolver.checkEveryToken()
        found += resolver.diagnostics
        return found.uniqued()
    }

    /// The resolutions that resolve without problems, in listing order.
    public var availableResolutions: [Resolution] {
        Resolution.all.filter { (try? resolve($0)) != nil }
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
