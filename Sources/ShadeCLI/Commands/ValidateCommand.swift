import ArgumentParser
import ShadeTokens

/// `shade validate`: lint theme files; every problem listed; exit 1 if any.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check theme files and list every problem.",
        discussion: "With no path, checks the bundled themes and your themes folder. Exits 1 when any problem is found.")

    @Argument(help: ArgumentHelp("Theme files or folders.", valueName: "path")) var paths: [String] = []

    func run() throws {
        let searched = paths.isEmpty ? ThemeSourceOptions.searchPaths([]) : paths
        let catalog = ThemeCatalog.load(paths: searched)
        let problems = catalog.allProblems()
        for diagnostic in problems { print(diagnostic) }
        let files = Set(problems.map(\.file)).count
        if problems.isEmpty {
            print("✔ no problems: \(catalog.themes.count) themes checked (\(searched.isEmpty ? "built-in only" : "built-in and " + searched.map(VisibleText.escaping).joined(separator: ", ")))")
        } else {
            let count = problems.problemCount
            print("✖ \(count) problem\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")")
            throw ExitCode(1)
        }
    }
}
