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
        print(format == .json ? ListReport.json(catalog) : ListReport.text(catalog), terminator: "")
    }
}
