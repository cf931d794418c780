import ArgumentParser
import ShadeTokens

/// `shade list`: the themes, where they come from, and which resolutions they have.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the themes: name, description, source and the resolutions each declares.",
        discussion: "Nothing is resolved: shade validate checks that every declared resolution resolves.")

    @OptionGroup var sources: ThemeSourceOptions
    @Option(help: "Output format.") var format: OutputFormat = .text

    func run() throws {
        let catalog = sources.loadCatalog()
        if let skipped = SkipSummary.line(catalog.diagnostics) { StandardError.write("shade: \(skipped)") }
        let entries = ListReport.entries(catalog)
        print(format == .json ? ListReport.json(entries) : ReportColor.report(ListReport.text(entries, width: ReportWidth.standardOutput())), terminator: "")
    }
}
