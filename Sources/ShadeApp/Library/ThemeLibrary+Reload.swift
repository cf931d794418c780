import ShadeTokens
import ShadeFiles

extension ThemeLibrary {
    /// The reloaded themes, each variant a changed file no longer resolves kept at its last
    /// good version, plus the last good version of a user theme whose file is still there but
    /// now yields no theme, so a bad edit never changes what is on screen. A theme whose file was
    /// deleted or renamed is gone: no tab is left for it.
    ///
    /// `changed`: the files (or folders) that changed; only their themes are checked for a
    /// broken edit. `diagnostics`: the problems met reloading.
    public func merging(reloaded: ThemeLibrary, changed: Set<String>, diagnostics: [Diagnostic]) -> ThemeLibrary {
        let reloadedFiles = Set(reloaded.entries.compactMap { entry -> String? in
            if case .file(let path) = entry.source { return path }
            return nil
        })
        let brokenFiles = Set(diagnostics.map(\.file))
        let old = Dictionary(entries.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        var merged = reloaded.entries.map { entry -> Entry in
            guard let previous = old[entry.name.lowercased()] else { return entry }
            // A file the change did not touch is the same file: what it kept, it keeps.
            guard ThemeLibrary.touches(entry, changed) else {
                return entry.choosing(previous.extras).keeping(previous.lastGood)
            }
            // An edit that breaks a variant keeps that variant's last good version. A design
            // system keeps the extra-axis contexts chosen for it (those it still has).
            return entry.keepingLastGood(of: previous)
        }
        let names = Set(merged.map { $0.name.lowercased() })
        for previous in entries where !names.contains(previous.name.lowercased()) {
            // Kept only while its file exists, still yields no theme, and has a problem to show.
            guard case .file(let path) = previous.source, !reloadedFiles.contains(path), brokenFiles.contains(path),
                  FileKind.of(path) == .regular else { continue }
            // Where its file sorts among the user themes, as the catalog orders them, so the
            // header's number does not jump while the file is being fixed.
            let place = merged.firstIndex { entry in
                if case .bundled = entry.source { return false }
                return entry.source.label > path
            } ?? merged.count
            merged.insert(previous, at: place)
        }
        return ThemeLibrary(entries: merged)
    }

    /// Whether `path` is among `changed` or inside a folder that is.
    public static func touches(_ path: String, _ changed: Set<String>) -> Bool {
        changed.contains(path) || changed.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    /// Whether a change touches the user theme of `entry`: its file, or for a design system
    /// any token file its resolver reads (an edit there is an edit of the system).
    public static func touches(_ entry: Entry, _ changed: Set<String>) -> Bool {
        guard case .file(let path) = entry.source else { return false }
        return touches(path, changed) || (entry.theme.system?.sourceFiles ?? []).contains { touches($0, changed) }
    }

    /// The token files the user design systems read, for the watcher to follow: a resolver
    /// may keep them in folders the themes folder's watch does not see.
    public var systemSourceFiles: [String] {
        entries.flatMap { entry -> [String] in
            guard case .file = entry.source else { return [] }
            return entry.theme.system?.sourceFiles ?? []
        }
    }
}
