import ShadeSync
import ShadeTokens
import ShadeCatalog

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
        /// only once it is shown): the library's first usable bundled theme.
        private let fallback: FallbackTheme?
        /// The chosen context of each extra axis of a design system (modifier → context);
        /// axes not named stay at their defaults. Empty for Shade's own themes.
        public var extras: [String: String]
        /// The last version of each variant that resolved, for the variants a live-reloaded
        /// edit broke: drawn instead of the broken one, so a typo never changes what is shown.
        public private(set) var lastGood: [Resolution: Theme] = [:]

        /// An entry for `theme`; `fallback` is drawn if it resolves in no variant.
        public init(theme: Theme, fallback: Theme? = nil, extras: [String: String] = [:]) {
            self.init(theme: theme, fallback: fallback.map(FallbackTheme.init), extras: extras)
        }

        /// An entry for `theme` drawing `fallback`'s theme if it resolves in no variant.
        init(theme: Theme, fallback: FallbackTheme?, extras: [String: String] = [:]) {
            name = theme.name
            source = theme.source
            self.theme = theme
            self.fallback = fallback
            self.extras = extras
        }

        /// The extra axes of a design system (size, density, brand…), each with its contexts
        /// and default; empty for Shade's own themes.
        public var axes: [SystemModifier] { theme.extraAxes }

        /// The order in which resolutions are tried when `resolution` is missing: the same
        /// appearance first (the asked contrast, then standard, then high), then the other
        /// appearance in the same order. Fixed, so a theme always draws the same variant, and
        /// appearance before contrast, since a dark terminal showing a light page is the
        /// bigger surprise.
        public static func fallbackOrder(for resolution: Resolution) -> [Resolution] {
            func order(_ appearance: Appearance) -> [Resolution] {
                [Resolution(appearance, resolution.contrast), Resolution(appearance, .standard), Resolution(appearance, .high)]
            }
            var seen: Set<Resolution> = []
            return (order(resolution.appearance) + order(resolution.appearance.toggled)).filter { seen.insert($0).inserted }
        }

        /// The theme at `resolution` (extra axes at `extras`), or at the first resolution of
        /// ``fallbackOrder(for:)`` it has; the fallback theme when nothing resolves. Each
        /// candidate is the file's variant, else its last good version (live reload).
        public func resolved(_ resolution: Resolution) -> ResolvedTheme {
            resolved(resolution, extras: extras)
        }

        /// The theme at `resolution` with extra axes at `extras`, falling back as
        /// ``resolved(_:)`` does.
        public func resolved(_ resolution: Resolution, extras: [String: String]) -> ResolvedTheme {
            let candidates = Self.fallbackOrder(for: resolution)
            for candidate in candidates {
                if let resolved = try? theme.resolve(candidate, extras: extras) { return resolved }
                if let resolved = try? lastGood[candidate]?.resolve(candidate, extras: extras) { return resolved }
            }
            for candidate in candidates {
                if let resolved = try? fallback?.theme?.resolve(candidate) { return resolved }
            }
            preconditionFailure("no theme in the library resolves; ThemeLibrary(catalog:) keeps a bundled one first")
        }

        /// The same entry drawn at `extras`, keeping only the axes the theme has.
        public func choosing(_ extras: [String: String]) -> Entry {
            var entry = self
            let names = Set(theme.extraAxes.map(\.name))
            entry.extras = extras.filter { names.contains($0.key) }
            return entry
        }

        /// The same entry with extra axis `index` (modulo the axes) at its next context,
        /// wrapping; unchanged when the theme has no extra axes.
        public func advancingContext(ofAxis index: Int) -> Entry {
            let axes = axes
            guard !axes.isEmpty else { return self }
            let axis = axes[((index % axes.count) + axes.count) % axes.count]
            guard !axis.contexts.isEmpty else { return self }
            let current = axis.contexts.firstIndex(of: extras[axis.name] ?? axis.defaultContext) ?? 0
            var chosen = extras
            chosen[axis.name] = axis.contexts[(current + 1) % axis.contexts.count]
            return choosing(chosen)
        }

        /// Each extra axis and its chosen context, in the theme's axis order.
        public var chosenContexts: [(axis: String, context: String)] {
            axes.map { ($0.name, extras[$0.name] ?? $0.defaultContext) }
        }

        /// Whether the exact resolution exists (in the file, or as a last good version).
        public func has(_ resolution: Resolution) -> Bool {
            (try? theme.resolve(resolution, extras: extras)) != nil || lastGood[resolution] != nil
        }

        /// Whether the theme resolves in any variant (resolving as little as it can), or
        /// keeps a last good version of one.
        public var isUsable: Bool { !lastGood.isEmpty || theme.resolvesAtAll }

        /// This reloaded entry, drawn at `previous`'s extra-axis contexts, with every variant
        /// its file no longer resolves kept at its last good version: `previous`'s own when
        /// that resolved, else what `previous` kept itself.
        public func keepingLastGood(of previous: Entry) -> Entry {
            var entry = choosing(previous.extras)
            entry.lastGood = [:]
            for resolution in Resolution.all where (try? theme.resolve(resolution, extras: entry.extras)) == nil {
                if (try? previous.theme.resolve(resolution, extras: previous.extras)) != nil {
                    entry.lastGood[resolution] = previous.theme
                } else if let kept = previous.lastGood[resolution] {
                    entry.lastGood[resolution] = kept
                }
            }
            return entry
        }

        /// This entry drawing `theme` instead (the same system with another role map), with its
        /// fallback and extra contexts.
        func replacingTheme(with theme: Theme) -> Entry {
            var entry = Entry(theme: theme, fallback: fallback, extras: extras)
            entry.lastGood = lastGood
            return entry
        }

        /// This entry keeping `lastGood` (a reload that did not touch its file).
        public func keeping(_ lastGood: [Resolution: Theme]) -> Entry {
            var entry = self
            entry.lastGood = lastGood
            return entry
        }
    }

    /// The themes, in catalog order.
    public let entries: [Entry]

    /// A library of these entries.
    public init(entries: [Entry]) { self.entries = entries }

    /// Every theme of a catalog, unresolved. Themes whose chain is intact are all listed;
    /// one that turns out to resolve in no variant draws the first usable theme instead
    /// (the caller says why, from `Theme.problems()`).
    public init(catalog: ThemeCatalog) {
        self.init(catalog: catalog, extras: [:])
    }

    /// Every theme of a catalog, each design system with the extra-axis contexts of `extras`
    /// that it has (`--context size=compact`); other themes ignore them.
    public init(catalog: ThemeCatalog, extras: [String: String]) {
        let fallback = FallbackTheme(candidates: catalog.themes.filter { $0.source == .bundled })
        entries = catalog.themes.map { Entry(theme: $0, fallback: fallback).choosing(extras) }
    }

    /// The same library with entry `index` drawn at `extras` (extra-axis contexts).
    public func choosing(_ extras: [String: String], forEntry index: Int) -> ThemeLibrary {
        var entries = entries
        entries[index] = entries[index].choosing(extras)
        return ThemeLibrary(entries: entries)
    }

    /// The same library with entry `index`'s extra axis `axis` at its next context.
    public func advancingContext(ofAxis axis: Int, forEntry index: Int) -> ThemeLibrary {
        var entries = entries
        entries[index] = entries[index].advancingContext(ofAxis: axis)
        return ThemeLibrary(entries: entries)
    }

    /// The index of a theme by name, case-insensitively.
    public func index(of name: String) -> Int? {
        let wanted = name.lowercased()
        return entries.firstIndex { $0.name.lowercased() == wanted }
    }
}

/// The theme drawn in place of one that resolves in no variant: the first bundled theme that
/// resolves, found the first time it is needed. Finding it resolves a theme, which neither
/// the first frame nor the complete catalog's arrival should wait for, and a theme that
/// resolves nowhere is rare. Shared by a library's entries; safe from any thread.
final class FallbackTheme: Sendable {
    private let candidates: [Theme]
    private let chosen = Locked<Theme??>(nil)

    /// The first of `candidates` that resolves in some variant, when asked.
    init(candidates: [Theme]) {
        self.candidates = candidates
    }

    /// A fallback that is `theme`, whether or not it resolves.
    convenience init(_ theme: Theme) {
        self.init(candidates: [theme])
        chosen.withLock { $0 = .some(theme) }
    }

    /// The fallback theme; nil when no candidate resolves.
    var theme: Theme? {
        chosen.withLock { chosen in
            if let known = chosen { return known }
            let found = candidates.first { $0.resolvesAtAll }
            chosen = .some(found)
            return found
        }
    }
}
