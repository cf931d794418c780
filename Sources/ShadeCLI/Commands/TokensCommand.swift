import ArgumentParser
import ShadeTokens

/// `shade tokens`: every token of one theme, resolved.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens", abstract: "Print every token of a theme, resolved to concrete values.")

    @OptionGroup var sources: ThemeSourceOptions
    @Option(help: "The theme: its name (case-insensitive), or a file or folder holding one theme.") var theme: String
    @Option(help: "light or dark.") var appearance: Appearance = .light
    @Option(help: "standard or high.") var contrast: Contrast = .standard
    @OptionGroup var context: ContextOptions
    @OptionGroup var vocabularies: VocabularyOptions
    @Option(help: "Output format.") var format: OutputFormat = .text

    /// `--theme` may be the path of a file or folder holding one theme.
    mutating func validate() throws {
        (sources, theme) = try ThemeArgument.resolve(theme, sources: sources)
    }

    func run() throws {
        vocabularies.apply()
        let catalog = sources.loadCatalog()
        let chosen = try catalog.requireTheme(theme)
        let (resolution, extras) = try context.apply(to: chosen, resolution: Resolution(appearance, contrast))
        let resolved = try chosen.resolve(resolution, extras: extras)
        switch format {
        case .json: print(TokensReport.json(resolved), terminator: "")
        case .text: print(ReportColor.report(TokensReport.text(resolved, swatches: Swatches.enabledForStandardOutput())), terminator: "")
        }
    }
}
