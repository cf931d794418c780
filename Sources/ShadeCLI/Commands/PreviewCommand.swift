import ArgumentParser
import ShadeApp
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

    /// The options as plain values, once parsed and checked.
    var settings: PreviewSettings {
        PreviewSettings(sources: sources.plain, theme: theme, appearance: appearance, contrast: contrast, color: color, severity: severity,
                        context: context.plain, export: export, chrome: chrome, compareWith: compareWith)
    }

    func run() throws {
        try Previewer(settings: settings).run()
    }
}
