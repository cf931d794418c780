import ShadeTokens

extension ThemeLibrary: ThemeDirectory {
    /// Display names, in catalog order.
    public var themeNames: [String] { entries.map(\.name) }

    /// Whether theme `index` has a variant in `appearance` (resolves it, lazily, on demand).
    public func offers(_ index: Int, _ appearance: Appearance) -> Bool {
        entries.indices.contains(index) && (entries[index].has(Resolution(appearance)) || entries[index].has(Resolution(appearance, .high)))
    }
}
