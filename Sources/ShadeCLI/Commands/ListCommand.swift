import ArgumentParser
import ShadeText
import ShadeTokens

/// `shade list`: the themes, where they come from, and which resolutions they have.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the themes: name, description, source and the resolutions each declares.",
        discussion: "Nothing is resolved: shade validate checks that every declared resolution resolves. "
            + "--explain says, for each theme, why its files are one theme, which it took and which it left.")

    @OptionGroup var sources: ThemeSourceOptions
    @Option(help: "Output format.") var format: OutputFormat = .text
    @Flag(help: "For each theme, say why its files are one theme: the files it took, those it left and why.")
    var explain = false

    func run() throws {
        let catalog = sources.loadCatalog()
        if let skipped = SkipSummary.line(catalog.diagnostics) { StandardError.write("shade: \(skipped)") }
        if !sources.directories.isEmpty, !catalog.themes.contains(where: { $0.source != .bundled }) {
            // A folder that gave no theme is said once, not left to an empty table.
            let searched = sources.directories.map(VisibleText.escaping).joined(separator: ", ")
            StandardError.write("shade: no theme found in \(searched); shade validate says what was looked at"
                                + NoThemeHint.buildFolders(sources.directories))
        }
        if explain {
            print(ExplainReport.text(catalog), terminator: "")
            return
        }
        let entries = ListReport.entries(catalog)
        print(format == .json ? ListReport.json(entries) : ReportColor.report(ListReport.text(entries, width: ReportWidth.standardOutput())), terminator: "")
    }
}
