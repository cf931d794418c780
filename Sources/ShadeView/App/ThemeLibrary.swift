import ShadeTokens

/// The themes the previewer can show, each resolved in all four resolutions up front, so a
/// switch is a lookup and never a resolution.
public struct ThemeLibrary: Sendable {
    /// One theme, resolved.
    public struct Entry: Sendable {
        /// Display name.
        public let name: String
        /// Where it came from.
        public let source: ThemeSource
        /// Each resolution that resolves; missing ones fall back (see `resolved(_:)`).
        let resolutions: [Resolution: ResolvedTheme]

        /// The theme at `resolution`, or at the nearest one it has: the same appearance in
        /// standard contrast, then the first of `Resolution.all` it has (standard before
        /// high, light before dark), a fixed order so every run draws the same variant.
        public func resolved(_ resolution: Resolution) -> ResolvedTheme {
            resolutions[resolution]
                ?? resolutions[Resolution(resolution.appearance)]
                ?? Resolution.all.lazy.compactMap { resolutions[$0] }.first!
        }

        /// Whether the exact resolution exists.
        public func has(_ resolution: Resolution) -> Bool { resolutions[resolution] != nil }
    }

    /// The themes, in catalog order.
    public let entries: [Entry]

    /// A library of already-resolved themes.
    public init(entries: [Entry]) { self.entries = entries }

    /// Resolves every theme of a catalog that has at least one resolution.
    public init(catalog: ThemeCatalog) {
        entries = catalog.themes.compactMap { theme in
            var resolutions: [Resolution: ResolvedTheme] = [:]
            for resolution in Resolution.all {
                if let resolved = try? theme.resolve(resolution) { resolutions[resolution] = resolved }
            }
            return resolutions.isEmpty ? nil : Entry(name: theme.name, source: theme.source, resolutions: resolutions)
        }
    }

    /// The index of a theme by name, case-insensitively.
    public func index(of name: String) -> Int? {
        entries.firstIndex { $0.name.lowercased() == name.lowercased() }
    }
}
