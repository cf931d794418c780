#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShadeApp
import ShadeOutput
import ShadeTerminal
import ShadeTokens
import ShadeView

/// The interactive previewer: waits for an event, turns it into a new state, draws the
/// frame and writes only what changed. Blocks in the terminal while nothing happens.
final class PreviewLoop {
    private let session: TerminalSession
    private var encoder: TerminalEncoder
    private var model: AppModel
    private let sources: ThemeSourceOptions
    private let watcher: ThemeWatcher
    /// Problems met loading the files, and those of the themes whose files changed at the
    /// last reload: the banner shows them, with the shown theme's own.
    private var loadProblems: [Diagnostic]
    /// The theme whose own problems the banner includes, to notice a switch.
    private var bannerTheme: String?
    private let store: StateStore
    /// The extra-axis contexts remembered per design system, including systems not loaded
    /// now; brought up to date from the library at each save.
    private var contexts: SavedContexts
    private let exporter: PreviewExporter
    private var messageExpiry: Date?
    /// The state changed since it was last saved. Saving waits until keys settle, so a
    /// file write never sits between a key and its frame.
    private var unsaved = false
    /// The model changed since the last frame; drawn once the events at hand are applied.
    private var needsDraw = false
    /// Design systems (name and extra axes) whose other resolutions are resolved, or being
    /// resolved, in the background.
    private var prefetched: Set<String> = []
    /// Set when the first frame was drawn from the bundled themes only (a large folder):
    /// the complete catalog is loaded after it.
    private var completeAfterFirstFrame: Bool
    /// The complete catalog being loaded in the background, until it is adopted.
    private var pending: PendingCatalog?
    /// How often the loop looks for the complete catalog while it loads, in milliseconds.
    static let pendingInterval = 10
    /// How long the state must rest before it is saved.
    static let saveDelay = 300
    /// How long a passing message (such as where an SVG went) stays in the footer.
    static let messageSeconds = 4.0

    init(session: TerminalSession, model: AppModel, colorMode: ColorMode, sources: ThemeSourceOptions, store: StateStore,
         loadProblems: [Diagnostic] = [], completeAfterFirstFrame: Bool = false, export: ExportChoice = .svg, exportIsNew: Bool = false,
         chrome: ExportChrome = .header, contexts: SavedContexts = [:]) {
        self.contexts = contexts
        self.completeAfterFirstFrame = completeAfterFirstFrame
        exporter = PreviewExporter(choice: export, chrome: chrome)
        // A choice given on the command line is remembered even if nothing else changes.
        unsaved = exportIsNew
        self.session = session
        self.loadProblems = loadProblems
        self.model = model
        self.model.exportNoun = export.noun
        self.sources = sources
        self.store = store
        encoder = TerminalEncoder(options: .init(colorMode: colorMode, synchronizedOutput: session.capabilities.synchronizedOutput))
        watcher = ThemeWatcher(paths: sources.searchPaths)
        if watcher.isActive { watcher.follow(files: model.library.systemSourceFiles) }
        if model.message != nil { messageExpiry = Date().addingTimeInterval(PreviewLoop.messageSeconds) }
    }

    /// Runs until the user quits or the terminal goes away.
    func run() {
        defer { saveIfNeeded() }
        draw()
        if completeAfterFirstFrame { pending = sources.loadCatalogInBackground() }
        prefetchShownSystem()
        while true {
            // Everything already typed is applied before one frame is drawn, so a burst of
            // keys (a held arrow, a paste of digits) never queues frames behind it.
            for event in session.nextEvents(timeoutMilliseconds: nextTimeout()) {
                guard handle(event) else { return }
            }
            adoptCompleteCatalog()
            if needsDraw {
                draw()
                prefetchShownSystem()
            }
        }
    }

    /// Replaces the first frame's partial catalog with the complete one once it has loaded:
    /// every tab, and the loading problems in the banner. The theme on screen stays.
    ///
    /// Waits while the picker is open: its results and the theme to go back to are indices
    /// into the library it opened on.
    private func adoptCompleteCatalog() {
        guard model.state.picker == nil, let catalog = pending?.take() else { return }
        pending = nil
        let currentName = model.entry.name
        let entries = model.library.entries
        let comparedName = model.state.compareIndex.flatMap { entries.indices.contains($0) ? entries[$0].name : nil }
        // Choices made on the first catalog are kept, and the complete one's systems get theirs.
        contexts = model.library.savedContexts(merging: contexts)
        model.library = ThemeLibrary(catalog: catalog).restoring(contexts)
        model.state.themeCount = model.library.entries.count
        model.state.themeIndex = model.library.index(of: currentName) ?? min(model.state.themeIndex, model.library.entries.count - 1)
        model.state.compareIndex = comparedName.flatMap(model.library.index(of:))
        if watcher.isActive { watcher.follow(files: model.library.systemSourceFiles) }
        loadProblems = catalog.diagnostics
        bannerTheme = nil
        needsDraw = true
    }

    /// Once a design system is on screen, resolves its other resolutions on another thread,
    /// so the first frame waits for one context only and a later switch is a lookup.
    private func prefetchShownSystem() {
        let entry = model.entry
        guard entry.theme.system != nil else { return }
        let key = entry.name.lowercased() + "\u{0}" + entry.extras.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        guard prefetched.insert(key).inserted else { return }
        let theme = entry.theme, extras = entry.extras
        Task.detached(priority: .background) { theme.prefetch(theme.availableResolutions, extras: extras) }
    }

    /// Applies one event; false when it ends the session.
    private func handle(_ event: TerminalEvent) -> Bool {
        switch event {
        case .key(let key):
            guard let inputKey = InputKey(key), let action = Keymap.action(for: inputKey, in: model.state.keyContext) else { return true }
            return perform(action)
        case .mouseClick(let column, let row):
            selectTab(column: column, row: row)
        case .resize, .resumed:
            encoder.invalidate()
            needsDraw = true
        case .colorScheme(let dark):
            // The terminal flipped (or answered the start-up query): "system" follows it.
            perform(.systemAppearanceReported(dark ? .dark : .light))
        case .timeout:
            tick()
        case .hangUp:
            return false
        }
        return true
    }

    /// Applies an action and performs its effects; false when one ends the session.
    @discardableResult
    private func perform(_ action: Action) -> Bool {
        let (next, effects) = AppState.update(model.state, action, themes: model.library)
        if next != model.state {
            model.state = next
            needsDraw = true
            unsaved = true
        }
        for effect in effects {
            switch effect {
            case .quit: return false
            case .exportSVG: show(message: exportSVG())
            case .copy:
                let content = ClipboardContent(model)
                session.write(ClipboardContent.osc52(base64: Data(content.text.utf8).base64EncodedString()))
                show(message: "✔ " + content.description + " via OSC 52")
            case .nextExtraContext(let axis):
                // The next draw prefetches the new context's other resolutions.
                model.advanceExtraContext(axis: axis)
                needsDraw = true
                unsaved = true
            case .suspend:
                session.suspend()
                // Back from `fg`: whatever was drawn is gone.
                encoder.invalidate()
                needsDraw = true
            }
        }
        return true
    }

    private func selectTab(column: Int, row: Int) {
        // Like keys, clicks do not reach the screen behind an overlay or a filter being typed.
        guard case .screen = model.state.keyContext else { return }
        if let index = Screen.tabIndex(atColumn: column, row: row, model: model, columns: session.size.columns) {
            perform(.selectTheme(index))
        }
    }

    /// Milliseconds until something timed is due (a message expiring, a file poll), or
    /// nil to block until input: idle means no wake-ups at all.
    private func nextTimeout() -> Int? {
        var timeout: Int?
        if watcher.isActive { timeout = ThemeWatcher.interval }
        if pending != nil { timeout = min(timeout ?? Self.pendingInterval, Self.pendingInterval) }
        if unsaved { timeout = min(timeout ?? Self.saveDelay, Self.saveDelay) }
        if let expiry = messageExpiry {
            let remaining = max(0, Int(expiry.timeIntervalSinceNow * 1000) + 1)
            timeout = min(timeout ?? remaining, remaining)
        }
        return timeout
    }

    private func tick() {
        saveIfNeeded()
        if let expiry = messageExpiry, expiry <= Date() {
            messageExpiry = nil
            model.message = nil
            needsDraw = true
        }
        if watcher.isActive {
            let changed = watcher.poll()
            if !changed.isEmpty { reloadThemes(changed: changed) }
        }
    }

    /// Live reload: the new files replace the old; renamed and deleted themes go; a broken
    /// edit shows its first problem in the banner and the last good version stays on screen.
    private func reloadThemes(changed: Set<String>) {
        // This load sees the files as they are now; one started earlier may not.
        pending = nil
        let catalog = sources.loadCatalog(reportProblems: false)
        let currentName = model.entry.name
        let reloaded = ThemeLibrary(catalog: catalog)
        model.library = model.library.merging(reloaded: reloaded, changed: changed, diagnostics: catalog.diagnostics)
        model.state.themeCount = model.library.entries.count
        model.state.themeIndex = model.library.index(of: currentName) ?? min(model.state.themeIndex, model.library.entries.count - 1)
        // Only the themes whose files changed are checked in full: the others were checked
        // (or not yet needed) before, and ten thousand of them must not stall a save.
        let changedThemes = reloaded.entries.filter { ThemeLibrary.touches($0, changed) }
        // A resolver edit may name token files in new folders.
        watcher.follow(files: model.library.systemSourceFiles)
        loadProblems = PreviewLoop.once(catalog.diagnostics + changedThemes.flatMap { $0.theme.problems() })
        bannerTheme = nil
        needsDraw = true
    }

    /// The banner for the loading problems and the shown user theme's own (found only once
    /// it is shown, since themes are resolved lazily).
    private func refreshBanner() {
        let entry = model.entry
        bannerTheme = entry.name
        let own = entry.source == .bundled ? [] : entry.theme.problems(at: model.drawnResolution, extras: entry.extras)
        model.banner = PreviewLoop.banner(for: PreviewLoop.once(loadProblems + own))
    }

    /// Each problem once, in order.
    private static func once(_ problems: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return problems.filter { seen.insert($0).inserted }
    }

    /// The banner text for loading problems, or nil when there are none.
    /// The file is named without its folder: a themes folder's path would take most of a
    /// one-line banner, and the problem itself is what must stay readable (`shade validate`
    /// names the full path).
    static func banner(for diagnostics: [Diagnostic]) -> String? {
        guard var first = diagnostics.first else { return nil }
        first.file = FileSystem.fileName(first.file)
        let more = diagnostics.count > 1 ? "  (+\(diagnostics.count - 1) more: shade validate)" : ""
        return first.description + more
    }

    private func show(message: String) {
        model.message = message
        messageExpiry = Date().addingTimeInterval(PreviewLoop.messageSeconds)
        needsDraw = true
    }

    private func draw() {
        needsDraw = false
        if model.entry.name != bannerTheme { refreshBanner() }
        let size = session.size
        let frame = Screen.render(model, columns: size.columns, rows: size.rows)
        encoder.options.palette = ScreenPalette.assignment(for: model, mode: encoder.options.colorMode)
        let bytes = encoder.encode(frame)
        if !bytes.isEmpty { session.write(bytes) }
    }

    private func saveIfNeeded() {
        guard unsaved else { return }
        unsaved = false
        let state = model.state
        contexts = model.library.savedContexts(merging: contexts)
        store.save(SavedState(theme: model.entry.name, appearance: state.appearanceMode, contrast: state.contrast, split: state.split,
                              export: exporter.choice.rawValue, contexts: contexts.isEmpty ? nil : contexts))
    }

    /// Writes the frame on screen (SVG, PNG or both) into the current folder; returns what to
    /// tell the user.
    private func exportSVG() -> String {
        exporter.save(model: model, columns: session.size.columns, rows: session.size.rows, colorMode: encoder.options.colorMode)
    }
}

extension InputKey {
    /// The app's view of a terminal key; nil for keys the app has no use for.
    init?(_ key: Key) {
        switch key {
        case .character(let character): self = .character(character)
        case .left: self = .left
        case .right: self = .right
        case .up: self = .up
        case .down: self = .down
        case .tab: self = .tab
        case .backTab: self = .backTab
        case .enter: self = .enter
        case .escape: self = .escape
        case .controlC: self = .controlC
        case .backspace: self = .backspace
        case .controlZ: self = .controlZ
        default: return nil
        }
    }
}
