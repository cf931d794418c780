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
    /// Git snapshots the committed themes were read from (`H`), removed as the previewer ends.
    private let snapshots = Locked<[GitSnapshot]>([])

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
            loads.async { [sources, watcher] in _ = Self.search(sources, watching: watcher) }
            // Held until the first frame is out: see `firstFrameOut`.
            loads.suspend()
            queueHeld = true
        }
    }

    /// The loads queue waits for the first frame (the watcher's search of the subfolders
    /// would take the core it is drawn on); the first effect started, which the runner starts
    /// only once that frame is out, lets it go.
    private var queueHeld = false

    func now() -> Double {
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
        let sources = sources, watcher = watcher
        switch effect {
        case .loadCatalog:
            let bundled = bundledThemes
            loads.async {
                SourcePolicy.apply(allowOutsideSources: sources.allowOutsideSources)
                // The search follows each subfolder as it lists it, so a file saved meanwhile is seen.
                let search = Self.search(sources, watching: watcher)
                let catalog = ThemeCatalog.load(paths: sources.searchPaths, reusing: bundled, deferringChecks: true, search: search)
                // Said once, with the catalog's own problems, when the watch limit stops live reload.
                answer(.catalogLoaded(watcher.takeLimitNotice().map { catalog.adding([$0]) } ?? catalog))
            }
        case .checkProblems:
            guard let catalog = model.catalogToCheck else { return }
            background.async { answer(.problemsChecked(catalog.uncheckedProblems())) }
        case .reload(let changed):
            loads.async {
                // A subfolder made since the watch began (a system copied in) is watched from now on.
                let catalog = sources.loadCatalog(reportProblems: false, search: Self.search(sources, watching: watcher))
                answer(.themesReloaded(watcher.takeLimitNotice().map { catalog.adding([$0]) } ?? catalog, changed: changed))
            }
        case .loadCommitted:
            let snapshots = snapshots
            loads.async {
                do {
                    let (themes, snapshot) = try CommittedVersion.load(revision: "HEAD", paths: CommittedVersion.paths(sources))
                    snapshots.withLock { $0.append(snapshot) }
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
        releaseLoads()
        writes.sync {}
    }

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
    private static func search(_ sources: ThemeSources, watching watcher: ThemeWatcher) -> ThemeCatalog.FolderSearch {
        let search = sources.search(beforeListing: watcher.isActive ? { watcher.follow(folders: [$0]) } : nil)
        if watcher.isActive { watcher.follow(folders: search.folders) }
        return search
    }

    /// Removes the git snapshots `H` read committed themes from; the previewer calls it as it ends.
    func removeSnapshots() {
        loads.sync {}
        for snapshot in snapshots.withLock({ $0 }) { snapshot.remove() }
        snapshots.withLock { $0 = [] }
    }
}
