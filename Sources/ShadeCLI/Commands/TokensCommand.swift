import ArgumentParser
import ShadeTokens

/// `shade tokens`: every token of one theme, resolved.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens", abstract: "Print every token of a theme, resolved to concrete values.")

    @OptionGroup var choice: ThemeChoiceOptions
    @Option(help: "Output format.") var format: OutputFormat = .text

    mutating func validate() throws {
        _ = try choice.requiredTheme()
    }

    func run() throws {
        let resolved = try choice.choose().resolved()
        switch format {
        case .json: print(TokensReport.json(resolved), terminator: "")
        case .text: print(ReportColor.report(TokensReport.text(resolved, swatches: Swatches.enabledForStandardOutput())), terminator: "")
        }
    }
}
