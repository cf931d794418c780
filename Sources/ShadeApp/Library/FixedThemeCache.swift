import ShadeTokens
import ShadeSync

/// The themes `F` sets beside the shown one on the Compare screen (the shown theme with
/// `shade fix`'s proposals applied), each computed once per theme, extra-axis contexts,
/// resolution and level. Proposing fixes searches every failing pair, far too slow to
/// repeat for every frame; the model drops the cache whenever its library changes (a live
/// reload), since a name then no longer stands for the same colours.
///
/// Shared by copies of the model, which may draw on several threads.
public final class FixedThemeCache: Sendable {
    /// Works out a fixed theme: nil when nothing needs fixing or it cannot be resolved.
    public typealias Compute = @Sendable (_ theme: Theme, _ resolution: Resolution, _ extras: [String: String],
                                          _ target: FixTarget) -> ResolvedTheme?

    /// What `shade fix` would write, applied in memory and resolved.
    public static let applyingFixes: Compute = { theme, resolution, extras, target in
        try? theme.applyingFixes(target: target)?.resolve(resolution, extras: extras)
    }

    private struct Key: Hashable {
        let name: String
        let extras: [String: String]
        let resolution: Resolution
        let target: FixTarget
    }

    private let compute: Compute
    private let results = Locked<[Key: ResolvedTheme?]>([:])

    /// An empty cache that works out fixed themes with `compute` (tests count its calls).
    public init(computing compute: @escaping Compute = FixedThemeCache.applyingFixes) {
        self.compute = compute
    }

    /// An empty cache computing the same way.
    public func emptied() -> FixedThemeCache { FixedThemeCache(computing: compute) }

    /// `entry` at `resolution` with the fixes for `target` applied; nil when nothing needs
    /// fixing. Computed on first use; outside the lock, so a slow proposal blocks no reader
    /// of other keys (two threads asking at once may both compute, and agree).
    func fixed(_ entry: ThemeLibrary.Entry, at resolution: Resolution, target: FixTarget) -> ResolvedTheme? {
        let key = Key(name: entry.name, extras: entry.extras, resolution: resolution, target: target)
        if let known = results.withLock({ $0[key] }) { return known }
        let result = compute(entry.theme, resolution, entry.extras, target)
        results.withLock { $0[key] = .some(result) }
        return result
    }
}
