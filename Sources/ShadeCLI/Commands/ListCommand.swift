import ArgumentParser
import ShadeTokens

/// `shade list`: the themes, where they come from, and which resolutions they have.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the themes: name, description, source and resolutions.")

    @OptionGroup var sources: ThemeSourceOptions
    @Option(help: "Output format.") var format: OutputFormat = .text

    func run() throws {
        let catalog = sources.loadCatalog()
        let entries = ListReport.entries(catalog)
        for entry in entries where entry.resolutions.isEmpty {
            StandardError.write("shade: warning: \(VisibleText.escaping(entry.name)) resolves in no variant; see shade validate")
        }
        print(format == .json ? ListReport.json(entries) : ReportColor.report(ListReport.text(entries, width: ReportWidth.standardOutput())), terminator: "")
    }
}
