/// A design system resolved at one context: every token, in document order, and what was
/// wrong on the way.
public struct ResolvedSystem: Sendable {
    /// The context (modifier → context) these tokens belong to.
    public var context: SystemContext
    /// Every colour token, in document order (first appearance across the sources).
    public var colors: [SystemColorToken]
    /// Every dimension token, in document order.
    public var dimensions: [SystemDimensionToken]
    /// Tokens of other types, kept as JSON.
    public var others: [SystemOtherToken]
    /// Problems found in the files and tokens this context uses, each once.
    public var diagnostics: [Diagnostic]
    private var colorIndex: [String: Int]

    /// Creates a resolved system and indexes its colours by path.
    public init(context: SystemContext, colors: [SystemColorToken], dimensions: [SystemDimensionToken] = [],
                others: [SystemOtherToken] = [], diagnostics: [Diagnostic] = []) {
        self.context = context
        self.colors = colors
        self.dimensions = dimensions
        self.others = others
        self.diagnostics = diagnostics
        var index = [String: Int](minimumCapacity: colors.count)
        for (offset, token) in colors.enumerated() { index[token.path] = offset }
        colorIndex = index
    }

    /// The colour token at `path` (`color.text.$root`), if there is one.
    public func color(_ path: String) -> SystemColorToken? {
        colorIndex[path].map { colors[$0] }
    }
}

/// One choice of context for every modifier of a system: the input of the DTCG resolver.
public struct SystemContext: Hashable, Sendable, CustomStringConvertible {
    /// Modifier name → context name.
    public var selections: [String: String]

    /// Creates a context from modifier → context pairs.
    public init(_ selections: [String: String] = [:]) {
        self.selections = selections
    }

    /// The context chosen for `modifier`.
    public subscript(modifier: String) -> String? {
        get { selections[modifier] }
        set { selections[modifier] = newValue }
    }

    /// `size=compact, theme=dark`: sorted by modifier, for messages and keys.
    public var description: String {
        selections.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
    }
}
