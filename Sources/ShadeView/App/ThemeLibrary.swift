import ShadeTokens

/// The themes the previewer can show. Nothing is resolved up front: a theme resolves a
/// variant the first time it is drawn and keeps it (see `Theme`), so the first frame costs
/// one theme however many files there are, and a later switch back is a lookup.
public struct ThemeLibrary: Sendable {
    /// One theme, resolved on demand.
    public struct Entry: Sendable {
        /// Display name.
        public let name: String
        /// Where it came from.
        public let source: ThemeSource
        /// The theme itself.
        public let theme: Theme
        /// What is drawn when the theme resolves in no variant at all (a broken file found
        /// only once it is shown): the library's first theme.
        let fallback: Theme?

        /// An entry for `theme`; `fallback` is drawn if it resolves in no variant.
        public init(theme: Theme, fallback: Theme? = nil) {
            name = theme.name
            source = theme.source
            self.theme = theme
            self.fallback = fallback
        }

        /// The theme at `resolution`, or at the nearest one it has: the same appearance in
        /// standard contrast, then anything; the fallback theme when nothing resolves.
        public func resolved(_ resolution: Resolution) -> ResolvedTheme {
            let candidates = [resolution, Resolution(resolution.appearance)] + Resolution.all
            for candidate in candidates {
                if let resolved = try? theme.resolve(candidate) { return resolved }
            }
            if let fallback, let resolved = try? fallback.resolve(resolution) { return resolved }
            for resolution in Resolution.all {
                if let resolved = try? fallback?.resolve(resolution) { return resolved }
            }
            preconditionFailure("no theme in the library resolves; ThemeLibrary(catalog:) keeps a bundled one first")
        }

        /// Whether the exact resolution exists.
        public func has(_ resolution: Resolution) -> Bool { (try? theme.resolve(resolution)) != nil }

        /// Whether the theme resolves in any variant (resolving as little as it can).
        public var isUsable: Bool { theme.resolvesAtAll }
    }

    /// The themes, in catalog order.
    public let entries: [Entry]

    /// A library of these entries.
    public init(entries: [Entry]) { self.entries = entries }

    /// Every theme of a catalog, unresolved. Themes whose chain is intact are all listed;
    /// one that turns out to resolve in no variant draws the first usable theme instead
    /// (the caller says why, from `Theme.problems()`).
    public init(catalog: ThemeCatalog) {
        let fallback = catalog.themes.first { $0.source == .bundled && $0.resolvesAtAll }
        entries = catalog.themes.map { Entry(theme: $0, fallback: fallback) }
    }

    /// The index of a theme by name, case-insensitively.
    public func index(of name: String) -> Int? {
        let wanted = name.lowercased()
        return entries.firstIndex { $0.name.lowercased() == wanted }
    }
}
