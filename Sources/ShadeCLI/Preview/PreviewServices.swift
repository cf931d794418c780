#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import ShadeApp
import ShadeFormats
import ShadeOutput
import ShadeSync
import ShadeTokens
import ShadeCatalog

/// The files, clock and effects the interactive previewer reaches: the theme watcher, and
/// every effect done off the loop on queues of its own — loads (the complete catalog, a
/// reload, the committed themes) in order on one, writes (the state, exports, role maps) in
/// order on another, and what only warms caches (a token check, a prefetch) at background
/// priority.
final class PreviewServices: AppServices {
    private let sources: ThemeSources
    private let watcher: ThemeWatcher
    private let store: StateStore
    private let exporter: PreviewExporter
    private let colorMode: ColorMode
    /// The first catalog's bundled themes, which the complete one takes over with what they
    /// resolved for the first frame, rather than parsing and resolving them again.
    private let bundledThemes: [Theme]
    /// Loads, one after another, so a reload's answer always follows the load before it.
    private let loads = DispatchQueue(label: "shade.loads", qos: .userInitiated)
    /// Writes, one after another, so the last state saved is the last one asked for.
    private let writes = DispatchQueue(label: "shade.writes", qos: .userInitiated)
    /// Work whose answer only warms a cache or joins the banner: below the loop's priority,
    /// so it never takes the core a frame is drawn on.
    private let background = DispatchQueue(label: "shade.background", qos: .background, attributes: .concurrent)
    /// Git snapshots the committed themes were read from (`H`), removed as the previewer ends;
    /// nil once it has ended, when a snapshot made late removes itself.
    private let snapshots = Locked<[GitSnapshot]?>([])
    /// Whether the session has ended: a search still running stops at its next step, so `q`
    /// never waits for a tree of 99,000 folders to be listed.
    private let ended = Locked(false)
    /// Whether the committed themes were asked for: their git snapshot is being made on the
    /// loads queue, and the end waits for it rather than leave a temporary folder behind.
    private let committedAsked = Locked(false)

    init(sources: ThemeSources, store: StateStore, exporter: PreviewExporter, colorMode: ColorMode,
         searchesFolders: Bool, bundledThemes: [Theme] = [], systemFiles: [String]) {
        self.sources = sources
        self.store = store
        self.exporter = exporter
        self.colorMode = colorMode
        self.bundledThemes = bundledThemes
        // The folders named are watched at once; their subfolders as the search finds them
        // (on the loads queue, once the first frame is out: finding them lists every folder).
        watcher = ThemeWatcher(paths: sources.searchPaths)
        if watcher.isActive { watcher.follow(files: systemFiles) }
        // Without a complete load to come (which searches them itself), the search is made for
        // the watcher alone.
        if watcher.isActive, searchesFolders {
            loads.async { [sources, watcher, ended] in _ = Self.search(sources, watching: watcher, ended: ended, answer: nil) }
            // Held until the first frame is out: see `firstFrameOut`.
            loads.suspend()
            queueHeld = true
        }
    }

    /// The loads queue waits for the first frame (the watcher's search of the subfolders
    /// would take the core it is drawn on); the first effect started, which the runner starts
    /// only once that frame is out, lets it go.
    private var queueHeld = false

    func now() -> Double { Self.monotonicNow() }

    /// The monotonic clock, in seconds.
    private static func monotonicNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    var pollInterval: Int? { watcher.isActive ? ThemeWatcher.interval : nil }

    func changedFiles() -> Set<String> {
        releaseLoads()
        return watcher.isActive ? watcher.poll() : []
    }

    func perform(_ effect: Effect, of model: AppModel, answer: @escaping @Sendable (Message) -> Void) {
        releaseLoads()
        let sources = sources, watcher = watcher, ended = ended
        switch effect {
        case .loadCatalog:
            let bundled = bundledThemes
            loads.async {
                let now = Self.monotonicNow
                SourcePolicy.apply(allowOutsideSources: sources.allowOutsideSources)
                // What the search finds is shown as it is found: a catalog of the folders found so
                // far, whenever they hold files it has not shown, at most as often as leaves three
                // quarters of the time to the search (a load of a large part costs more).
                var shownFiles = 0
                var nextShowing = 0.0
                let found: (ThemeCatalog.FolderSearch, Int) -> Void = { search, files in
                    guard files > shownFiles, now() >= nextShowing else { return }
                    let started = now()
                    answer(.catalogFound(ThemeCatalog.load(paths: sources.searchPaths, reusing: bundled, deferringChecks: true, search: search)))
                    shownFiles = files
                    nextShowing = now() + max(Self.showingInterval, 3 * (now() - started))
                }
                // The search follows each subfolder as it lists it, so a file saved meanwhile is seen.
                guard let search = Self.search(sources, watching: watcher, ended: ended, answer: answer, found: found) else { return }
                answer(.catalogLoaded(ThemeCatalog.load(paths: sources.searchPaths, reusing: bundled, deferringChecks: true, search: search)))
            }
        case .checkProblems:
            guard let catalog = model.catalogToCheck else { return }
            background.async { answer(.problemsChecked(catalog.uncheckedProblems())) }
        case .reload(let changed):
            loads.async {
                // A subfolder made since the watch began (a system copied in) is watched from now on.
                guard let search = Self.search(sources, watching: watcher, ended: ended, answer: answer) else { return }
                answer(.themesReloaded(sources.loadCatalog(reportProblems: false, search: search), changed: changed))
            }
        case .loadCommitted:
            committedAsked.withLock { $0 = true }
            let snapshots = snapshots
            loads.async {
                do {
                    let (themes, snapshot) = try CommittedVersion.load(revision: "HEAD", paths: CommittedVersion.paths(sources))
                    let kept = snapshots.withLock { list -> Bool in
                        guard list != nil else { return false }
                        list?.append(snapshot)
                        return true
                    }
                    // The previewer ended while it was made.
                    guard kept else { return snapshot.remove() }
                    answer(.committedLoaded(themes, problem: nil))
                } catch let failure as CommandFailure {
                    answer(.committedLoaded(nil, problem: failure.message))
                } catch {
                    answer(.committedLoaded(nil, problem: "\(error)"))
                }
            }
        case .export:
            let exporter = exporter, colorMode = colorMode
            writes.async {
                answer(.exportFinished(exporter.save(model: model, columns: model.size.columns, rows: model.size.rows, colorMode: colorMode)))
            }
        case .saveState:
            let store = store, state = model.state
            let saved = SavedState(theme: model.entry.name, appearance: state.appearanceMode, contrast: state.contrast, split: state.split,
                                   export: exporter.choice.rawValue, contexts: model.contexts.isEmpty ? nil : model.contexts)
            writes.async { answer(.stateSaved(problem: store.save(saved))) }
        case .writeRoles(let path, let text):
            writes.async { answer(.rolesWritten(path: path, problem: RoleMapFile.write(text, to: path))) }
        case .watch(let files):
            if watcher.isActive { watcher.follow(files: files) }
        case .prefetchShown:
            let theme = model.entry.theme, extras = model.entry.extras
            background.async { theme.prefetch(theme.availableResolutions, extras: extras) }
        case .quit, .suspend, .repaint, .copy:
            break
        }
    }

    func finish() {
        ended.withLock { $0 = true }
        releaseLoads()
        writes.sync {}
    }

    /// The least time between two catalogs of what a search has found so far, in seconds.
    static let showingInterval = 0.25

    /// Lets the loads queue run: the first frame is out.
    private func releaseLoads() {
        guard queueHeld else { return }
        queueHeld = false
        loads.resume()
    }

    /// The search of the theme paths, which serves the watcher and the load that follows it.
    /// Each subfolder is watched just before it is listed, so a theme saved in it while the
    /// load runs is seen; a folder reached through a link is followed once the search has
    /// judged the link. Made on the loads queue, which the watcher allows.
    ///
    /// When the watch limit first stops live reload, `answer` is told at once, in the
    /// footer. `found` is told what the search found so far at each step. Nil when the
    /// previewer ended during the search, which then stopped.
    private static func search(_ sources: ThemeSources, watching watcher: ThemeWatcher, ended: Locked<Bool>,
                               answer: (@Sendable (Message) -> Void)?,
                               found: ((ThemeCatalog.FolderSearch, Int) -> Void)? = nil) -> ThemeCatalog.FolderSearch? {
        func sayLimit() {
            if let answer, let notice = watcher.takeLimitNotice() { answer(.notice("⚠ " + notice.message)) }
        }
        let search = sources.search(beforeListing: watcher.isActive ? { watcher.follow(folders: [$0]) } : nil) { soFar, files in
            sayLimit()
            guard !ended.withLock({ $0 }) else { return false }
            found?(soFar, files)
            return true
        }
        guard !ended.withLock({ $0 }) else { return nil }
        if watcher.isActive { watcher.follow(folders: search.folders) }
        sayLimit()
        return search
    }

    /// Removes the git snapshots `H` read committed themes from; the previewer calls it as it
    /// ends. A search still running is not waited for (it stops at its next step), but the
    /// committed themes' load is: its snapshot is a temporary folder.
    func removeSnapshots() {
        if committedAsked.withLock({ $0 }) { loads.sync {} }
        let made = snapshots.withLock { list -> [GitSnapshot] in
            defer { list = nil }
            return list ?? []
        }
        for snapshot in made { snapshot.remove() }
    }
}
