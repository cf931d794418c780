import ArgumentParser
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

/// `shade` (or `shade preview`): the interactive previewer.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Open the interactive previewer (what `shade` runs by default).",
        discussion: PreviewHelp.keys + """
             Your last theme, appearance, contrast, split and export choice are remembered; \
            options given here win over them.
            """)

    @OptionGroup var sources: ThemeSourceOptions
    @Option(help: "The theme to open: its name (case-insensitive), or a file or folder holding one.") var theme: String?
    @Option(help: "system (follow the terminal's background), light or dark.") var appearance: AppearanceMode?
    @Option(help: "standard or high.") var contrast: Contrast?
    @Option(help: "auto, truecolor, 256 or 16.") var color: ColorChoice = .auto
    @Option(help: ArgumentHelp("How strong a simulated colour-vision deficiency is, 0 to 1 (Machado et al. 2009).", valueName: "0…1"))
    var severity: Double = 1
    @OptionGroup var context: ContextOptions
    @Option(help: "What x saves: svg, png (drawn by Shade, 2x) or both; remembered.") var export: ExportChoice?
    @Option(help: ArgumentHelp("What of the screen x keeps: header (the header, no key footer or overlays), all (as on screen) or none (the body only).",
                               valueName: "none|header|all"))
    var chrome: ExportChrome = .header
    @Option(name: .customLong("compare-with"),
            help: ArgumentHelp("Open the Compare screen with the shown theme as committed at this revision (git:HEAD, git:main) before the version you edit; saving updates it live.",
                               valueName: "git:REV"))
    var compareWith: String?

    mutating func validate() throws {
        // `--theme` may be the path of a file or folder holding one theme.
        if let name = theme { (sources, theme) = try ThemeArgument.resolve(name, sources: sources) }
        guard severity.isFinite, (0...1).contains(severity) else { throw ValidationError("--severity is a number from 0 to 1") }
        if let compareWith, !compareWith.hasPrefix("git:") || compareWith.count == 4 {
            throw ValidationError("--compare-with takes a revision, git:REV (such as git:HEAD); to compare two themes, use [ and ] on the Compare screen")
        }
    }

    func run() throws {
        let store = StateStore()
        let (saved, note) = store.load()
        let themeName = theme ?? saved?.theme
        // A large folder is read after the first frame, unless a context must be checked
        // against every theme's axes first.
        let start = try context.selections().isEmpty
            ? sources.startCatalog(showing: themeName)
            : .complete(sources.loadCatalog(reportProblems: false))
        let catalog = start.catalog
        // `--context` first; each system's remembered contexts fill the axes it leaves.
        let library = ThemeLibrary(catalog: catalog, extras: try context.extras(across: catalog.themes)).restoring(saved?.contexts ?? [:])
        guard !library.entries.isEmpty else { throw CommandFailure("no theme could be loaded; run shade validate") }
        if let theme, library.index(of: theme) == nil { _ = try catalog.requireTheme(theme) }
        let mode = appearance ?? saved?.appearance ?? .system
        // The committed version is read before the screen starts, so a bad revision is one
        // line on a terminal left as it was.
        let committed = try compareWith.map { try CommittedVersion.load(revision: String($0.dropFirst(4)), paths: CommittedVersion.paths(sources)) }
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
        let systemAppearance = PreviewCommand.systemAppearance(probe: probe)
        var state = AppState(
            themeIndex: themeName.flatMap(library.index(of:)) ?? 0, themeCount: library.entries.count,
            appearanceMode: mode, systemAppearance: systemAppearance,
            contrast: contrast ?? saved?.contrast ?? .standard, split: saved?.split ?? false)
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
        let colorMode: ColorMode = switch color {
        case .auto: session.capabilities.truecolor ? .truecolor : .palette256
        case .truecolor: .truecolor
        case .palette256: .palette256
        case .palette16: .palette16
        }
        let guess = RolesGuessNote.message(for: library.entries[state.themeIndex],
                                           appearance: mode == .system ? systemAppearance : mode == .dark ? .dark : .light)
        let exportChoice = export ?? saved?.export.flatMap(ExportChoice.init(rawValue:)) ?? .svg
        var model = AppModel(state: state, library: library, approximateColors: colorMode != .truecolor, message: note ?? guess)
        model.loadProblems = catalog.diagnostics
        model.severity = severity
        model.committed = committed?.themes
        model.approximationLabel = colorMode.approximationLabel ?? model.approximationLabel
        model.exportNoun = exportChoice.noun
        model.contexts = saved?.contexts ?? [:]
        // A choice given on the command line is remembered even if nothing else changes.
        model.unsaved = export != nil && export?.rawValue != saved?.export
        let services = PreviewServices(sources: sources, store: store, exporter: PreviewExporter(choice: exportChoice, chrome: chrome),
                                       colorMode: colorMode, completeAfterFirstFrame: start.isPartial,
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
