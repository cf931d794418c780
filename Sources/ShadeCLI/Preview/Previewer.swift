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
import ShadeFiles

/// The interactive previewer, opened with ``PreviewSettings``: from `shade preview`'s parsed
/// options, or for a bare `shade` from the defaults without parsing at all.
struct Previewer {
    /// What the previewer was asked for.
    let settings: PreviewSettings

    /// Opens the previewer and runs it until the user quits.
    func run() throws {
        let store = StateStore()
        let (saved, note) = store.load()
        let themeName = settings.theme ?? saved?.theme
        // A large folder is read after the first frame, unless a context must be checked
        // against every theme's axes first.
        let start = try settings.context.selections().isEmpty
            ? settings.sources.startCatalog(showing: themeName)
            : .complete(settings.sources.loadCatalog(reportProblems: false))
        let catalog = start.catalog
        // `--context` first; each system's remembered contexts fill the axes it leaves.
        let library = ThemeLibrary(catalog: catalog, extras: try settings.context.extras(across: catalog.themes)).restoring(saved?.contexts ?? [:])
        guard !library.entries.isEmpty else { throw CommandFailure("no theme could be loaded; run shade validate") }
        if let theme = settings.theme, library.index(of: theme) == nil { _ = try catalog.requireTheme(theme) }
        let mode = settings.appearance ?? saved?.appearance ?? .system
        let contrast = settings.contrast ?? saved?.contrast ?? .standard
        let shown = themeName.flatMap(library.index(of:)) ?? 0
        // Where the appearance is known without asking the terminal, the shown theme is
        // resolved while the terminal is set up: what the roles note reads, then the frame.
        let known: Appearance? = switch mode {
        case .light: .light
        case .dark: .dark
        case .system: nil
        }
        let early = known.map { appearance in
            EarlyResolution(library.entries[shown], at: [Resolution(appearance), Resolution(appearance, contrast)].uniqued())
        }
        // The committed version is read before the screen starts, so a bad revision is one
        // line on a terminal left as it was.
        let committed = try settings.compareWith.map { try CommittedVersion.load(revision: String($0.dropFirst(4)), paths: CommittedVersion.paths(settings.sources)) }
        defer { committed?.snapshot.remove() }
        // Refuse a terminal that cannot draw frames (TERM=dumb) before writing the probe's
        // queries to it, which it would show as text.
        do {
            try TerminalSession.checkTerminal()
        } catch {
            throw CommandFailure("\(error)", exitCode: 1)
        }
        // Ask the terminal for its background before the screen starts: once the session
        // reads input, it swallows replies as sequences it does not use.
        let probe = TerminalProbe.probe()
        let systemAppearance = Self.systemAppearance(probe: probe)
        var state = AppState(
            themeIndex: shown, themeCount: library.entries.count,
            appearanceMode: mode, systemAppearance: systemAppearance,
            contrast: contrast, split: saved?.split ?? false)
        if committed != nil {
            state.screen = .compare
            state.comparingCommitted = true
        }
        state.systemAppearanceKnown = probe.background != nil
            || TerminalProbe.colorFGBGBackgroundIsDark(FileSystem.environment("COLORFGBG")["COLORFGBG"]) != nil
        let session: TerminalSession
        do {
            session = try TerminalSession.start(synchronizedOutput: probe.synchronizedOutput)
        } catch {
            throw CommandFailure("\(error)", exitCode: 1)
        }
        defer { session.stop() }
        let colorMode: ColorMode = switch settings.color {
        case .auto: session.capabilities.truecolor ? .truecolor : .palette256
        case .truecolor: .truecolor
        case .palette256: .palette256
        case .palette16: .palette16
        }
        early?.wait()
        let guess = RolesGuessNote.message(for: library.entries[state.themeIndex],
                                           appearance: mode == .system ? systemAppearance : mode == .dark ? .dark : .light)
        let exportChoice = settings.export ?? saved?.export.flatMap(ExportChoice.init(rawValue:)) ?? .svg
        var model = AppModel(state: state, library: library, approximateColors: colorMode != .truecolor, message: note ?? guess)
        model.loadProblems = catalog.diagnostics
        model.severity = settings.severity
        model.committed = committed?.themes
        model.approximationLabel = colorMode.approximationLabel ?? model.approximationLabel
        model.exportNoun = exportChoice.noun
        model.contexts = saved?.contexts ?? [:]
        // A choice given on the command line is remembered even if nothing else changes.
        model.unsaved = settings.export != nil && settings.export?.rawValue != saved?.export
        model.awaitingCatalog = start.isPartial
        if start.isPartial, let themeName, library.index(of: themeName) == nil {
            model.pendingTheme = (themeName, library.entries[shown].name)
        }
        let services = PreviewServices(sources: settings.sources, store: store, exporter: PreviewExporter(choice: exportChoice, chrome: settings.chrome),
                                       colorMode: colorMode, searchesFolders: !start.isPartial,
                                       bundledThemes: catalog.themes.filter { $0.source == .bundled },
                                       systemFiles: library.systemSourceFiles)
        defer { services.removeSnapshots() }
        AppRunner(model: model, terminal: SessionTerminal(session: session, colorMode: colorMode), world: services).run()
    }

    /// The terminal's own appearance: its reported background, else `COLORFGBG`, else dark.
    static func systemAppearance(probe: TerminalProbeResult, environment: [String: String] = FileSystem.environment("COLORFGBG")) -> Appearance {
        if let background = probe.background { return background.isDark ? .dark : .light }
        if let dark = TerminalProbe.colorFGBGBackgroundIsDark(environment["COLORFGBG"]) { return dark ? .dark : .light }
        return .dark
    }
}
