import ShadeTokens

/// The extra-axis contexts `o` chose for each design system, remembered in the state file
/// like the theme and appearance: theme name → axis → context.
public typealias SavedContexts = [String: [String: String]]

extension ThemeLibrary {
    /// The library with each design system at the contexts `saved` holds for it. An axis
    /// the system no longer has, or a context its axis does not offer, is left at its
    /// default without a word (the state file is a preference, not a document to
    /// validate); an axis already chosen (`--context`) keeps that choice.
    public func restoring(_ saved: SavedContexts) -> ThemeLibrary {
        guard !saved.isEmpty else { return self }
        return ThemeLibrary(entries: entries.map { entry in
            guard let remembered = saved[entry.name], !entry.axes.isEmpty else { return entry }
            var extras = entry.extras
            for axis in entry.axes where extras[axis.name] == nil {
                if let context = remembered[axis.name], axis.contexts.contains(context) { extras[axis.name] = context }
            }
            return entry.choosing(extras)
        })
    }

    /// `previous` with the contexts chosen in this library in place of the old ones for its
    /// design systems; systems not loaded this time keep what they had.
    public func savedContexts(merging previous: SavedContexts) -> SavedContexts {
        var result = previous
        for entry in entries where !entry.axes.isEmpty {
            result[entry.name] = entry.extras.isEmpty ? nil : entry.extras
        }
        return result
    }
}
