import ShadeText
import ShadeTokens
import ShadeView
import ShadeCatalog

/// The app core: every ``Message`` goes through `update`, which returns the next model and
/// the ``Effect``s a runner performs. Pure: no clock, no file, no terminal, so scripted
/// messages drive the whole previewer in tests.
public enum App {
    /// How long a passing message (such as where an SVG went) stays in the footer, in seconds.
    public static let messageSeconds = 4.0
    /// How long the choices must rest before they are saved, in seconds.
    public static let saveDelay = 0.3

    /// What the world must do as the session starts, before any message (Bubble Tea's
    /// `Init`): load the complete catalog when the first frame is drawn from a partial one.
    /// The runner starts it once that frame is out.
    public static func start(_ model: AppModel) -> [Effect] {
        model.awaitingCatalog ? [.loadCatalog] : []
    }

    /// The model after `message`, and what the world must do about it.
    public static func update(_ model: AppModel, _ message: Message) -> (model: AppModel, effects: [Effect]) {
        var model = model
        var effects: [Effect] = []
        switch message {
        case .key(let key):
            model.noticeSeen()
            if let action = Keymap.action(for: key, in: model.state.keyContext) { effects += model.perform(action) }
        case .paste(let text):
            for character in text where !character.isNewline && character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) {
                switch model.state.keyContext {
                case .filter: effects += model.perform(.typeFilter(character))
                case .picker: effects += model.perform(.pickerType(character))
                case .chooser: effects += model.perform(.chooserType(character))
                default: break
                }
            }
        case .click(let column, let row):
            model.noticeSeen()
            // Like keys, clicks do not reach the screen behind an overlay or a filter being typed.
            guard case .screen = model.state.keyContext,
                  let index = Screen.tabIndex(atColumn: column, row: row, model: model, columns: model.size.columns) else { break }
            effects += model.perform(.selectTheme(index))
        case .resize(let size):
            model.size = size
            model.touch()
            effects.append(.repaint)
        case .resumed:
            model.touch()
            effects.append(.repaint)
        case .appearanceReported(let appearance):
            // The terminal flipped (or answered the start-up query): "system" follows it.
            effects += model.perform(.systemAppearanceReported(appearance))
        case .tick(let now):
            model.clock = now
            // A message or choice from before the first tick (the start-up note, `--export`)
            // counts from it.
            if model.message != nil, model.messageExpiry == nil, !model.messageLasts { model.messageExpiry = now + messageSeconds }
            if model.unsaved, model.changedAt == nil { model.changedAt = now }
            if let expiry = model.messageExpiry, expiry <= now {
                model.messageExpiry = nil
                model.message = nil
                model.touch()
            }
            if model.unsaved, let changedAt = model.changedAt, now - changedAt >= saveDelay { effects.append(model.save()) }
        case .filesChanged(let changed):
            effects.append(.reload(changed: changed))
        case .themesReloaded(let catalog, let changed):
            effects.append(model.reload(catalog, changed: changed))
        case .catalogLoaded(let catalog):
            // A reload since the load began read the files as they are now; this is older.
            if model.awaitingCatalog {
                model.awaitingCatalog = false
                model.waitingCatalog = catalog
            }
        case .catalogFound(let catalog):
            // Part of the catalog still loading: shown until more, or all of it, arrives.
            if model.awaitingCatalog { model.waitingCatalog = catalog }
        case .notice(let text):
            // Said once and while the user may be looking elsewhere: it waits for them.
            model.show(text, lasting: true)
        case .problemsChecked(let problems):
            // Problems of a catalog a reload has replaced since are stale.
            if model.catalogToCheck != nil {
                model.catalogToCheck = nil
                model.addCheckedProblems(problems)
            }
        case .exportFinished(let text):
            model.show(text)
        case .stateSaved(let problem):
            if let problem { model.show("⚠ " + problem) }
        case .committedLoaded(let committed, let problem):
            if let committed { model.committed = committed }
            if let problem { model.show("✖ " + problem) }
            model.touch()
        case .rolesWritten(let path, let problem):
            model.show(problem.map { "✖ " + $0 } ?? "✔ Roles saved in " + VisibleText.escaping(FileSystem.fileName(path)) + " · u undoes")
        case .hangUp:
            effects += model.perform(.quit)
        }
        if model.state.picker == nil, let catalog = model.waitingCatalog {
            model.waitingCatalog = nil
            if let watch = model.adopt(catalog) { effects.append(watch) }
            // A part of the catalog is not checked: the whole of it soon will be.
            if catalog.hasUncheckedFiles, !model.awaitingCatalog {
                model.catalogToCheck = catalog
                effects.append(.checkProblems)
            }
        }
        model.refreshBanner()
        if model.needsPrefetch() { effects.append(.prefetchShown) }
        return (model, effects)
    }
}

extension AppModel {
    /// Applies an action: the state's own update, or for the actions that need the model
    /// (copy, the next extra context), the model's.
    mutating func perform(_ action: Action) -> [Effect] {
        switch action {
        case .copy:
            let content = ClipboardContent(self)
            show("✔ " + content.description + " via OSC 52")
            return [.copy(content.text)]
        case .nextExtraContext:
            advanceExtraContext(axis: state.extraAxis)
            choicesChanged()
            return []
        case .chooseRole, .chooserType, .chooserErase, .chooserMove, .chooserAccept, .chooserCancel, .undoRole, .resetRole:
            return performRoleEdit(action)
        case .toggleTokenSource where entry.theme.system == nil:
            show("r: " + VisibleText.escaping(entry.name) + " is one of Shade's themes: its tokens are its roles, so it has no role map to write. "
                 + "Role views and role maps are for design systems (--themes DIR)")
            return []
        default: break
        }
        let (next, effects) = AppState.update(state, action, themes: library)
        if next != state {
            state = next
            choicesChanged()
        }
        return effects.flatMap { effect -> [Effect] in
            switch effect {
            case .quit: unsaved ? [save(), .quit] : [.quit]
            case .loadCommitted: committed == nil ? [.loadCommitted] : []
            default: [effect]
            }
        }
    }

    /// The choices changed: the frame shows it, and they are saved once keys rest.
    mutating func choicesChanged() {
        unsaved = true
        changedAt = clock
        touch()
    }

    /// Shows a passing message in the footer until `App.messageSeconds` have passed; a
    /// `lasting` one until `App.messageSeconds` after the next key or click.
    mutating func show(_ text: String, lasting: Bool = false) {
        message = text
        messageLasts = lasting
        messageExpiry = lasting ? nil : clock + App.messageSeconds
        touch()
    }

    /// A key or click: a lasting message has been seen and now passes like any other.
    mutating func noticeSeen() {
        guard messageLasts else { return }
        messageLasts = false
        messageExpiry = clock + App.messageSeconds
    }

    /// The save effect, with the remembered contexts brought up to date from the library.
    mutating func save() -> Effect {
        unsaved = false
        contexts = library.savedContexts(merging: contexts)
        return .saveState
    }

    /// Live reload: the new files replace the old; renamed and deleted themes go; a broken
    /// edit shows its first problem in the banner and the last good version stays on screen.
    mutating func reload(_ catalog: ThemeCatalog, changed: Set<String>) -> Effect {
        // A catalog loading since before this edit is stale, and so are its unchecked
        // problems; this one is newer and checked in full.
        waitingCatalog = nil
        awaitingCatalog = false
        catalogToCheck = nil
        let currentName = entry.name
        let reloaded = ThemeLibrary(catalog: catalog)
        library = library.merging(reloaded: reloaded, changed: changed, diagnostics: catalog.diagnostics)
        keepShowing(currentName)
        // Only the themes whose files changed are checked in full: the others were checked
        // (or not yet needed) before, and ten thousand of them must not stall a save.
        let changedThemes = reloaded.entries.filter { ThemeLibrary.touches($0, changed) }
        loadProblems = Self.once(catalog.diagnostics + changedThemes.flatMap { $0.theme.problems() })
        // A reload checks every file, so what a background check found is in it, or mended.
        checkedProblems = []
        bannerTheme = nil
        touch()
        // A resolver edit may name token files in new folders.
        return .watch(files: library.systemSourceFiles)
    }

    /// Replaces the first frame's partial catalog with the complete one: every tab, and the
    /// loading problems in the banner. The theme on screen stays.
    mutating func adopt(_ catalog: ThemeCatalog) -> Effect? {
        let currentName = entry.name
        let comparedName = state.compareIndex.flatMap { library.entries.indices.contains($0) ? library.entries[$0].name : nil }
        // Choices made on the first catalog are kept, and the complete one's systems get theirs.
        contexts = library.savedContexts(merging: contexts)
        library = ThemeLibrary(catalog: catalog).restoring(contexts)
        if let pending = pendingTheme, pending.shownInstead == currentName, library.index(of: pending.name) != nil {
            pendingTheme = nil
            keepShowing(pending.name)
        } else {
            if pendingTheme?.shownInstead != currentName { pendingTheme = nil }
            keepShowing(currentName)
            // A part of the catalog found so far may not hold the theme on screen yet (read
            // at first from the folder's own files, it is assembled again as the search goes
            // on): it comes back when the catalog that holds it arrives.
            if awaitingCatalog, library.index(of: currentName) == nil, pendingTheme == nil {
                pendingTheme = (currentName, entry.name)
            }
        }
        state.compareIndex = comparedName.flatMap(library.index(of:))
        loadProblems = Self.once(catalog.diagnostics + checkedProblems)
        bannerTheme = nil
        touch()
        let files = library.systemSourceFiles
        return files.isEmpty ? nil : .watch(files: files)
    }

    /// Problems the background check of the complete catalog found: into the banner, now or
    /// (when the catalog waits for the picker to close) when it is adopted.
    mutating func addCheckedProblems(_ problems: [Diagnostic]) {
        guard !problems.isEmpty else { return }
        checkedProblems += problems
        if waitingCatalog == nil {
            loadProblems = Self.once(loadProblems + problems)
            bannerTheme = nil
        }
    }

    /// After the library changed: the theme named `name` stays on screen if it is still there.
    private mutating func keepShowing(_ name: String) {
        state.themeCount = library.entries.count
        state.themeIndex = library.index(of: name) ?? min(state.themeIndex, library.entries.count - 1)
    }

    /// The banner for the loading problems and the shown user theme's own (found only once
    /// it is shown, since themes are resolved lazily); worked out when the shown theme changes.
    mutating func refreshBanner() {
        guard entry.name != bannerTheme else { return }
        bannerTheme = entry.name
        let own = entry.source == .bundled ? [] : entry.theme.problems(at: drawnResolution, extras: entry.extras)
        let next = Self.banner(for: Self.once(loadProblems + own))
        if next != banner {
            banner = next
            touch()
        }
    }

    /// Whether the shown design system's other resolutions were not yet asked for; marks
    /// them asked.
    mutating func needsPrefetch() -> Bool {
        // Not while the complete catalog loads: on two cores it would take the core it needs.
        guard entry.theme.system != nil, !awaitingCatalog else { return false }
        let key = entry.name.lowercased() + "\u{0}" + entry.extras.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        return prefetched.insert(key).inserted
    }

    /// Seconds until something timed is due (a message expiring, the choices to save), or
    /// nil when nothing is: idle means no wake-ups.
    public var nextDeadline: Double? {
        let due = [messageExpiry, unsaved ? (changedAt ?? clock) + App.saveDelay : nil].compactMap { $0 }.min()
        return due.map { max(0, $0 - clock) }
    }

    /// Each problem once, in order.
    static func once(_ problems: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return problems.filter { seen.insert($0).inserted }
    }

    /// The banner text for loading problems, or nil when there are none. The file is named
    /// without its folder: a themes folder's path would take most of a one-line banner, and
    /// the problem itself is what must stay readable (`shade validate` names the full path).
    public static func banner(for diagnostics: [Diagnostic]) -> String? {
        guard var first = diagnostics.first else { return nil }
        first.file = FileSystem.fileName(first.file)
        let more = diagnostics.count > 1 ? "  (+\(diagnostics.count - 1) more: shade validate)" : ""
        return first.description + more
    }
}
