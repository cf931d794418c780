#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeApp
import ShadeFormats
import ShadeOutput
import ShadeTokens

/// The files, clock and background work the interactive previewer reaches: the theme
/// watcher, the complete catalog loading after a first frame from the bundled themes, the
/// state file and `x`'s exports.
final class PreviewServices: AppServices {
    private let sources: ThemeSourceOptions
    private let watcher: ThemeWatcher
    private let store: StateStore
    private let exporter: PreviewExporter
    private let colorMode: ColorMode
    /// Set when the first frame was drawn from the bundled themes only: the complete catalog
    /// is loaded after it.
    private let completeAfterFirstFrame: Bool
    /// The first catalog's bundled themes, which the complete one takes over with what they
    /// resolved for the first frame, rather than parsing and resolving them again.
    private let bundledThemes: [Theme]
    /// The complete catalog being loaded in the background, until it is taken.
    private var pending: PendingCatalog?
    /// The token problems of the complete catalog being checked in the background, until taken.
    private var checking: PendingCheck?
    /// How often the loop looks for the complete catalog while it loads, in milliseconds:
    /// often, since the wait adds to when the screen is complete, and the load is short.
    static let pendingInterval = 1
    /// Git snapshots the committed themes were read from (`H`), removed as the previewer ends.
    private var snapshots: [GitSnapshot] = []
    /// Whether the first frame is out: background work waits for it, since on two cores it
    /// would take the core the first frame is drawn on.
    private var firstFrameDone = false
    /// The theme whose other resolutions were asked for before the first frame.
    private var deferredPrefetch: ThemeLibrary.Entry?

    init(sources: ThemeSourceOptions, store: StateStore, exporter: PreviewExporter, colorMode: ColorMode,
         completeAfterFirstFrame: Bool, bundledThemes: [Theme] = [], systemFiles: [String]) {
        self.sources = sources
        self.store = store
        self.exporter = exporter
        self.colorMode = colorMode
        self.completeAfterFirstFrame = completeAfterFirstFrame
        self.bundledThemes = bundledThemes
        // The folders named are watched at once; their subfolders once the first frame is out,
        // since finding them lists every folder (a folder of 10,000 themes took 5 ms of it).
        watcher = ThemeWatcher(paths: sources.searchPaths)
        if watcher.isActive { watcher.follow(files: systemFiles) }
    }

    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    var pollInterval: Int? {
        [watcher.isActive ? ThemeWatcher.interval : nil, pending != nil || checking != nil ? Self.pendingInterval : nil].compactMap { $0 }.min()
    }

    func changedFiles() -> Set<String> { watcher.isActive ? watcher.poll() : [] }

    func loadedCatalog() -> ThemeCatalog? {
        guard let catalog = pending?.take() else { return nil }
        pending = nil
        if catalog.hasUncheckedFiles { checking = PendingCheck(catalog) }
        return catalog
    }

    func checkedProblems() -> [Diagnostic]? {
        guard let problems = checking?.take() else { return nil }
        checking = nil
        return problems
    }

    func reload() -> ThemeCatalog {
        // This load sees the files as they are now, and checks them all; one started earlier
        // may not.
        pending = nil
        checking = nil
        // A subfolder made since the watch began (a system copied in) is watched from now on.
        return sources.loadCatalog(reportProblems: false, search: searchWatching())
    }

    func watch(files: [String]) {
        if watcher.isActive { watcher.follow(files: files) }
    }

    func export(_ model: AppModel) -> String {
        exporter.save(model: model, columns: model.size.columns, rows: model.size.rows, colorMode: colorMode)
    }

    func save(_ model: AppModel) -> String? {
        let state = model.state
        return store.save(SavedState(theme: model.entry.name, appearance: state.appearanceMode, contrast: state.contrast, split: state.split,
                                     export: exporter.choice.rawValue, contexts: model.contexts.isEmpty ? nil : model.contexts))
    }

    func prefetch(_ entry: ThemeLibrary.Entry) {
        guard firstFrameDone else {
            deferredPrefetch = entry
            return
        }
        let theme = entry.theme, extras = entry.extras
        Task.detached(priority: .background) { theme.prefetch(theme.availableResolutions, extras: extras) }
    }

    func firstFrameShown() {
        firstFrameDone = true
        if let entry = deferredPrefetch {
            deferredPrefetch = nil
            prefetch(entry)
        }
        guard watcher.isActive || completeAfterFirstFrame else { return }
        let search = searchWatching()
        // Not before: loaded while the first frame is drawn, it competes with it for both
        // cores (on 2 cores the first frame with 1,000 files went from ~40 to ~106 ms).
        if completeAfterFirstFrame { pending = sources.loadCatalogInBackground(reusing: bundledThemes, search: search) }
    }

    /// The search of the theme paths, which serves the watcher and the load that follows it.
    /// Each subfolder is watched just before it is listed, so a theme saved in it while the
    /// load runs is seen; a folder reached through a link is followed once the search has
    /// judged the link.
    private func searchWatching() -> ThemeCatalog.FolderSearch {
        let watcher = watcher
        let search = sources.search(beforeListing: watcher.isActive ? { watcher.follow(folders: [$0]) } : nil)
        if watcher.isActive { watcher.follow(folders: search.folders) }
        return search
    }

    func loadCommitted() -> (CommittedThemes?, problem: String?) {
        do {
            let (themes, snapshot) = try CommittedVersion.load(revision: "HEAD", paths: CommittedVersion.paths(sources))
            snapshots.append(snapshot)
            return (themes, nil)
        } catch let failure as CommandFailure {
            return (nil, failure.message)
        } catch {
            return (nil, "\(error)")
        }
    }

    /// Removes the git snapshots `H` read committed themes from; the previewer calls it as it ends.
    func removeSnapshots() {
        for snapshot in snapshots { snapshot.remove() }
        snapshots = []
    }
}
