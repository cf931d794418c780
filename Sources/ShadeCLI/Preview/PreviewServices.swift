#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeApp
import ShadeFormats
import ShadeOutput
import ShadeTokens
import ShadeCatalog

/// The files, clock and background work the interactive previewer reaches: the theme
/// watcher, the complete catalog loading after a first frame from the bundled themes, the
/// state file and `x`'s exports.
final class PreviewServices: AppServices {
    private let sources: ThemeSources
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
    /// The complete catalog whose token problems are checked once the frame that shows it is
    /// out: on two cores, a check started with it took the core that frame is drawn on.
    private var uncheckedCatalog: ThemeCatalog?
    /// The token problems of the complete catalog being checked in the background, until taken.
    private var checking: PendingCheck?
    /// Wakes the loop waiting for input: the background load and check say they are done
    /// through it, so the loop neither polls for them nor waits a poll's interval.
    private let wake: @Sendable () -> Void
    /// Git snapshots the committed themes were read from (`H`), removed as the previewer ends.
    private var snapshots: [GitSnapshot] = []
    /// Opened once the first frame is out: the complete catalog's files are read from then on,
    /// and other background work waits for it too, since on two cores it would take the core
    /// the first frame is drawn on.
    private let firstFrameOut = Gate()
    /// The theme whose other resolutions were asked for before the first frame or while the
    /// complete catalog loads.
    private var deferredPrefetch: ThemeLibrary.Entry?

    init(sources: ThemeSources, store: StateStore, exporter: PreviewExporter, colorMode: ColorMode,
         completeAfterFirstFrame: Bool, bundledThemes: [Theme] = [], systemFiles: [String], wake: @escaping @Sendable () -> Void) {
        self.sources = sources
        self.wake = wake
        self.store = store
        self.exporter = exporter
        self.colorMode = colorMode
        self.completeAfterFirstFrame = completeAfterFirstFrame
        self.bundledThemes = bundledThemes
        // The folders named are watched at once; their subfolders as the search finds them: on
        // the load's thread for a large folder, else once the first frame is out, since finding
        // them lists every folder (a folder of 10,000 themes took 5 ms of it).
        watcher = ThemeWatcher(paths: sources.searchPaths)
        if watcher.isActive { watcher.follow(files: systemFiles) }
        // The load's thread starts and searches the folders while the first frame is drawn,
        // and reads the files once it is out (see `PendingCatalog`): starting a thread and
        // listing 1,000 files took 2-3 ms after the frame.
        if completeAfterFirstFrame {
            pending = sources.loadCatalogInBackground(reusing: bundledThemes, search: { [sources, watcher] in Self.search(sources, watching: watcher) },
                                                      after: firstFrameOut, loaded: wake)
        }
    }

    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    var pollInterval: Int? { watcher.isActive ? ThemeWatcher.interval : nil }

    func changedFiles() -> Set<String> { watcher.isActive ? watcher.poll() : [] }

    func loadedCatalog() -> ThemeCatalog? {
        guard var catalog = pending?.take() else { return nil }
        pending = nil
        if catalog.hasUncheckedFiles { uncheckedCatalog = catalog }
        // Said once, with the catalog's own problems, when the watch limit stops live reload.
        if let notice = watcher.takeLimitNotice() { catalog = catalog.adding([notice]) }
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
        uncheckedCatalog = nil
        checking = nil
        // A subfolder made since the watch began (a system copied in) is watched from now on.
        let catalog = sources.loadCatalog(reportProblems: false, search: Self.search(sources, watching: watcher))
        return watcher.takeLimitNotice().map { catalog.adding([$0]) } ?? catalog
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
        // Not before the first frame, nor while the complete catalog loads: on two cores it
        // would take a core they need.
        guard firstFrameOut.isOpen, pending == nil else {
            deferredPrefetch = entry
            return
        }
        let theme = entry.theme, extras = entry.extras
        Task.detached(priority: .background) { theme.prefetch(theme.availableResolutions, extras: extras) }
    }

    func frameShown() {
        if let catalog = uncheckedCatalog {
            uncheckedCatalog = nil
            checking = PendingCheck(catalog, checked: wake)
        }
        if !firstFrameOut.isOpen {
            firstFrameOut.open()
            // Without a load to do it, the watcher's search of the subfolders is made here.
            if watcher.isActive, !completeAfterFirstFrame { _ = Self.search(sources, watching: watcher) }
        }
        if pending == nil, let entry = deferredPrefetch {
            deferredPrefetch = nil
            prefetch(entry)
        }
    }

    /// The search of the theme paths, which serves the watcher and the load that follows it.
    /// Each subfolder is watched just before it is listed, so a theme saved in it while the
    /// load runs is seen; a folder reached through a link is followed once the search has
    /// judged the link. Made on the load's thread too, which the watcher allows.
    private static func search(_ sources: ThemeSources, watching watcher: ThemeWatcher) -> ThemeCatalog.FolderSearch {
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
