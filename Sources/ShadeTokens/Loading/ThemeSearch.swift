/// Which folders a search of theme paths looks in: each folder given and the subfolders
/// below it, as people keep their themes (a design system in `themes/acme/`, an `.xcassets`
/// inside a project folder, a token repository's `tokens/`).
enum ThemeSearch {
    /// How far below a searched folder themes are looked for. Deep enough for a project's
    /// `Sources/App/Assets.xcassets`; a walk that stops here says nothing, since a deep
    /// project tree inside a themes folder is not a problem.
    static let limits = FolderWalk.Limits(maximumDepth: 4, maximumEntries: 100_000, reportsDepth: false)

    /// Folders never searched: version control, dependencies and build output hold copies
    /// and caches, not the user's themes. Hidden folders (`.git`, `.build`) are skipped too.
    static let skippedFolders: Set<String> = [
        "node_modules", "build", "dist", "DerivedData", "Pods", "Carthage", "target", "out", "vendor", "__pycache__",
    ]

    /// `paths`, each folder followed by its subfolders that may hold themes (a folder that is
    /// itself a theme, per `isThemeFolder`, is read by its parent's scan and not listed or
    /// entered), and the problems the walks met (links out of a folder, too many entries).
    static func folders(_ paths: [String], isThemeFolder: (String) -> Bool) -> (paths: [String], diagnostics: [Diagnostic]) {
        var result: [String] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            result.append(path)
            guard FileKind.of(path) == .directory, !isThemeFolder(path) else { continue }
            // The walk asks both whether to keep a folder and whether to enter it; whether it
            // is a theme (a few `stat`s and a listing) is worked out once.
            var themeFolders: [String: Bool] = [:]
            let wanted: (FolderWalk.Entry) -> Bool = { entry in
                guard entry.isDirectory, !entry.name.hasPrefix("."), !skippedFolders.contains(entry.name) else { return false }
                if let known = themeFolders[entry.path] { return !known }
                let isTheme = isThemeFolder(entry.path)
                themeFolders[entry.path] = isTheme
                return !isTheme
            }
            let walk = FolderWalk.walk(path, limits: limits, descend: wanted, keep: wanted)
            result += walk.entries.map(\.path)
            diagnostics += walk.diagnostics
        }
        return (result, diagnostics)
    }
}
