import Dispatch
import ShadeSync
import ShadeFiles
import ShadeTokens
import ShadeFormats

/// What the previewer draws its first frame from. A large themes folder is not read before
/// the first frame: reading and parsing a thousand files costs several frames, and the
/// first frame needs one theme. The rest is loaded on another thread (``PendingCatalog``)
/// and replaces this catalog once it is ready.
public enum CatalogStart: Sendable {
    /// Everything, as ``ThemeCatalog/load(paths:reusing:deferringChecks:search:)`` gives it (small folders, or when
    /// the theme asked for could not be found cheaply).
    case complete(ThemeCatalog)
    /// The bundled themes, plus the theme asked for when it is a user theme. No other file
    /// has been read: their themes and their problems come with the complete catalog.
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
    /// loaded, plus, for a user theme, the one file whose name (without `.json`) is the
    /// theme's, when that file is a self-contained theme or extends a bundled one. Anything
    /// else (a name not found that way) falls back to the complete load, so the theme asked
    /// for is always there when it exists.
    public static func start(paths: [String], showing name: String?) -> CatalogStart {
        start(paths: paths, showing: name, foreign: .formats)
    }

    /// ``start(paths:showing:)`` with other readers of other formats than Shade's (a test's).
    package static func start(paths: [String], showing name: String?, foreign: ForeignThemes?) -> CatalogStart {
        ReadConfinement.confine(below: paths)
        guard entryCount(paths, upTo: eagerStartLimit + 1) > eagerStartLimit else {
            return .complete(load(paths: paths, foreign: foreign))
        }
        let bundled = bundledPrepared
        let bundledOnly = assemble(bundled, foreign: [], diagnostics: [])
        guard let name, bundledOnly.theme(named: name) == nil else { return .partial(bundledOnly) }
        var problems: [Diagnostic] = []
        if let file = candidateFile(for: name, in: paths), let source = ThemeFileReader.read(file, diagnostics: &problems),
           problems.isEmpty, foreign?.claim?(file, source.bytes) == nil {
            let catalog = assemble(bundled + [PreparedSource(source)], foreign: [], diagnostics: [])
            if catalog.theme(named: name)?.source == .file(file) { return .partial(catalog) }
        }
        return .complete(load(paths: paths, foreign: foreign))
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
            count += FolderWalk.walk(path, limits: limits, descend: { !$0.name.hasPrefix(".") && !ThemeSearch.skippedFolders.contains($0.name) })
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

/// A value made on another thread, handed over once: nil before it is made, and after it
/// was taken.
final class HandOver<Value: Sendable>: Sendable {
    private let value = Locked<Value?>(nil)

    /// Makes the value available.
    func put(_ made: Value) { value.withLock { $0 = made } }

    /// The value once made, and nil before; it is given out once.
    func take() -> Value? {
        value.withLock { value in
            defer { value = nil }
            return value
        }
    }
}

/// Holds background work back until it is opened, once; opening it again does nothing.
public final class Gate: Sendable {
    private let opened = Locked(false)
    private let signal = DispatchSemaphore(value: 0)

    /// A closed gate.
    public init() {}

    /// Lets every waiter through, now and later.
    public func open() {
        let first = opened.withLock { opened in
            defer { opened = true }
            return !opened
        }
        if first { signal.signal() }
    }

    /// Whether the gate has been opened.
    public var isOpen: Bool { opened.withLock { $0 } }

    /// Blocks until the gate is open.
    func wait() {
        signal.wait()
        signal.signal()  // for the next waiter
    }
}

/// The complete catalog, loaded on another thread while the previewer already shows its
/// first frame. `take()` hands it over once, when it is ready.
public final class PendingCatalog: Sendable {
    private let result = HandOver<ThemeCatalog>()
    private let finished = Locked(false)

    /// Starts loading `paths` at once, in the background, taking over the
    /// bundled themes of `reusing`, `deferringChecks` and using the search `search` makes as
    /// ``ThemeCatalog/load(paths:reusing:deferringChecks:search:)`` does.
    ///
    /// `gate`: the files are read once it opens, and only the search is made before. The
    /// previewer starts its load while it draws its first frame, so that the thread is up and
    /// the folders listed when the frame is out, and opens the gate then: reading 1,000 files
    /// beside the first frame made it later on two cores. `loaded` is called on the loading
    /// thread once the catalog can be taken.
    public convenience init(paths: [String], reusing: [Theme] = [], deferringChecks: Bool = false,
                            search: (@Sendable () -> ThemeCatalog.FolderSearch)? = nil, after gate: Gate? = nil,
                            loaded: (@Sendable () -> Void)? = nil) {
        self.init(paths: paths, foreign: .formats, reusing: reusing, deferringChecks: deferringChecks, search: search,
                  after: gate, loaded: loaded)
    }

    /// ``init(paths:reusing:deferringChecks:search:after:loaded:)`` with other readers of other
    /// formats than Shade's (a test's).
    package init(paths: [String], foreign: ForeignThemes?, reusing: [Theme] = [], deferringChecks: Bool = false,
                 search: (@Sendable () -> ThemeCatalog.FolderSearch)? = nil, after gate: Gate? = nil,
                 loaded: (@Sendable () -> Void)? = nil) {
        let result = result, finished = finished
        DispatchQueue.global(qos: .userInitiated).async {
            let searched = search?()
            gate?.wait()
            result.put(ThemeCatalog.load(paths: paths, foreign: foreign, reusing: reusing, deferringChecks: deferringChecks, search: searched))
            finished.withLock { $0 = true }
            loaded?()
        }
    }

    /// The catalog once loaded, and nil before; it is given out once.
    public func take() -> ThemeCatalog? { result.take() }

    /// True once loading has finished (whether or not the catalog was taken).
    public var isFinished: Bool { finished.withLock { $0 } }
}

/// The problems of the tokens a catalog left unchecked (``ThemeCatalog/uncheckedProblems()``),
/// found in the background at low priority, after the screen that catalog completes is drawn.
/// `take()` hands them over once.
public final class PendingCheck: Sendable {
    private let result = HandOver<[Diagnostic]>()

    /// Starts checking `catalog`'s unchecked files at once, in the background; `checked` is
    /// called on the checking thread once the problems can be taken.
    public init(_ catalog: ThemeCatalog, checked: (@Sendable () -> Void)? = nil) {
        let result = result
        // Background: below the main thread, which is drawing the screen this catalog completes.
        DispatchQueue.global(qos: .background).async {
            result.put(catalog.uncheckedProblems())
            checked?()
        }
    }

    /// The problems once found, and nil before; they are given out once.
    public func take() -> [Diagnostic]? { result.take() }
}
