import ShadeFiles
import ShadeTokens
import ShadeFormats

/// What the previewer draws its first frame from. A large themes folder is not read before
/// the first frame: reading and parsing a thousand files costs several frames, and the
/// first frame needs one theme. The rest is loaded off the previewer's loop (its
/// `.loadCatalog` effect) and replaces this catalog once it is ready.
public enum CatalogStart: Sendable {
    /// Everything, as ``ThemeCatalog/load(paths:reusing:deferringChecks:search:)`` gives it (small folders, or when
    /// the theme asked for could not be found cheaply).
    case complete(ThemeCatalog)
    /// The bundled themes and the themes of the files the searched folders hold themselves
    /// (not their subfolders'), when they are few; plus the theme asked for when it is a user
    /// theme. No other file has been read: their themes and their problems come with the
    /// complete catalog.
    case partial(ThemeCatalog)

    /// The catalog to draw from now.
    public var catalog: ThemeCatalog {
        switch self {
        case .complete(let catalog), .partial(let catalog): catalog
        }
    }

    /// True when the complete catalog is still to be loaded.
    public var isPartial: Bool {
        if case .partial = self { return true }
        return false
    }
}

extension ThemeCatalog {
    /// Up to this many entries in the search paths, the previewer reads them all before its
    /// first frame, as every other command does: so few files cost less than a frame, and the
    /// first frame then shows every tab and every loading problem.
    public static let eagerStartLimit = 100

    /// The catalog for the previewer's first frame, showing the theme called `name` (nil: the
    /// first bundled one). Over ``eagerStartLimit`` entries, only the bundled themes are
    /// loaded, with the files the folders named hold themselves when there are no more than
    /// ``eagerStartLimit`` (a tree of 99,000 folders shows its root's own theme at once), plus,
    /// for a user theme, the one file whose name (without `.json`) is the
    /// theme's, when that file is a self-contained theme or extends a bundled one. Anything
    /// else (a name not found that way) falls back to the complete load, so the theme asked
    /// for is always there when it exists.
    public static func start(paths: [String], showing name: String?) -> CatalogStart {
        start(paths: paths, showing: name, foreign: .formats)
    }

    /// ``start(paths:showing:)`` with other readers of other formats than Shade's (a test's).
    package static func start(paths: [String], showing name: String?, foreign: ForeignThemes?) -> CatalogStart {
        ReadConfinement.confine(below: paths)
        let crowded = holdManyFilesThemselves(paths)
        guard crowded || entryCount(paths, upTo: eagerStartLimit + 1) > eagerStartLimit else {
            return .complete(load(paths: paths, foreign: foreign))
        }
        let bundled = bundledPrepared
        let bundledOnly = (crowded ? nil : ownFiles(paths, foreign: foreign)) ?? assemble(bundled, foreign: [], diagnostics: [])
        guard let name, bundledOnly.theme(named: name) == nil else { return .partial(bundledOnly) }
        var problems: [Diagnostic] = []
        if let file = candidateFile(for: name, in: paths), let source = ThemeFileReader.read(file, diagnostics: &problems),
           problems.isEmpty, FileClassifier.markedFormat(jsonAt: file, bytes: source.bytes).flatMap({ foreign?.claim?(file, source.bytes, $0) }) == nil {
            let catalog = assemble(bundled + [PreparedSource(source)], foreign: [], diagnostics: [])
            if catalog.theme(named: name)?.source == .file(file) { return .partial(catalog) }
        }
        return .complete(load(paths: paths, foreign: foreign))
    }

    /// Whether the folders in `paths` hold more than ``eagerStartLimit`` files themselves, so
    /// that both the walk's count (``entryCount(_:upTo:)``) and the folders' own files
    /// (``ownFiles(_:foreign:)``) are over the limit: one listing of each folder, not sorted,
    /// answers both. A second way to the start ``entryCount(_:upTo:)`` and ``ownFiles(_:foreign:)``
    /// reach: they list and sort such a folder twice, and with 10,000 files the first frame
    /// took 21.6 ms with them, 15.6 ms with this (2026-11-28, docs/benchmarks.md).
    static func holdManyFilesThemselves(_ paths: [String]) -> Bool {
        // `files` counts as `ownFiles` does; `kept` no more than the walk keeps (files and
        // folders whose kind the listing names), so over the limit it is over for the walk too.
        var files = 0, kept = 0
        for path in paths {
            guard FileKind.of(path) == .directory else {
                files += 1
                kept += 1
                continue
            }
            guard case .success(let entries) = FileSystem.listing(ofDirectory: path) else {
                files += 1
                continue
            }
            files += entries.count { $0.kind != .directory }
            kept += entries.count { $0.kind == .regular || $0.kind == .directory }
        }
        return files > eagerStartLimit && kept > eagerStartLimit
    }

    /// The catalog of the files the folders in `paths` hold themselves, none of their
    /// subfolders' (nor a subfolder that is a theme in another format: judging that may list
    /// it); nil when they hold more than ``eagerStartLimit`` files, which would cost frames.
    private static func ownFiles(_ paths: [String], foreign: ForeignThemes?) -> ThemeCatalog? {
        var searched: [ThemeSearch.Searched] = []
        var files = 0
        for path in paths {
            guard FileKind.of(path) == .directory, case .success(var listing) = FolderListing.read(path) else {
                searched.append(ThemeSearch.Searched(path: path, listing: nil))
                files += 1
                continue
            }
            for entry in listing.entries where entry.kind ?? .directory == .directory { listing.judgedSubfolders[entry.name] = false }
            files += listing.entries.count { $0.kind != .directory }
            searched.append(ThemeSearch.Searched(path: path, listing: listing))
        }
        guard files <= eagerStartLimit else { return nil }
        return load(paths: paths, foreign: foreign, search: FolderSearch(searched: searched, problems: []))
    }

    /// How many entries the search paths hold (a file counts one), subfolders included as
    /// the search walks them, counting no further than `limit`: a themes folder of a few
    /// collections, each a folder of hundreds of files, is a large folder too.
    static func entryCount(_ paths: [String], upTo limit: Int) -> Int {
        var count = 0
        for path in paths where count < limit {
            guard FileKind.of(path) == .directory else {
                count += 1
                continue
            }
            // The walk lists at most what is still to count, so a huge tree costs no more than
            // `limit` entries; folders the search skips are not entered.
            let limits = FolderWalk.Limits(maximumDepth: ThemeSearch.limits.maximumDepth, maximumEntries: limit - count, reportsDepth: false)
            count += FolderWalk.walk(path, limits: limits, descend: { ThemeSearch.searches(folderNamed: $0.name) })
                .entries.count
        }
        return count
    }

    /// The theme file most likely to hold the theme called `name`: a search path that is a
    /// file of that name, else `NAME.json` in a searched folder (compared case-insensitively).
    private static func candidateFile(for name: String, in paths: [String]) -> String? {
        let wanted = name.lowercased() + ".json"
        for path in paths {
            if FileKind.of(path) == .directory {
                // The first match in name order, found without sorting a large folder's names.
                guard case .success(let names) = FileSystem.entries(ofDirectory: path),
                      let match = names.filter({ $0.lowercased() == wanted }).min() else { continue }
                return FileSystem.join(path, match)
            }
            if (path.split(separator: "/").last.map { $0.lowercased() == wanted }) ?? false { return path }
        }
        return nil
    }
}
