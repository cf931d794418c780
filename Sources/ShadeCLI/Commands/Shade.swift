import ShadeText
import ArgumentParser
import ShadeText
import ShadeTokens
import ShadeFiles

/// The `shade` command: the previewer by default, and the data and review subcommands.
public struct Shade: ParsableCommand {
    /// Subcommands and help text.
    public static let configuration = CommandConfiguration(
        commandName: "shade",
        abstract: "Preview design-token themes in the terminal, in 24-bit colour.",
        discussion: """
            Themes are DTCG token files. The seven bundled themes are always available; add \
            your own with --themes DIR or in $XDG_CONFIG_HOME/shade/themes \
            (default ~/.config/shade/themes).
            """,
        version: ShadeVersion.current,
        subcommands: [PreviewCommand.self, ListCommand.self, TokensCommand.self, RolesCommand.self, ContrastCommand.self, ValidateCommand.self,
                      SnapshotCommand.self, SheetCommand.self, FixCommand.self, ExportCommand.self, DiffCommand.self],
        defaultSubcommand: PreviewCommand.self
    )

    /// Creates the command; ArgumentParser fills it in.
    public init() {}

    /// Runs the command line. Failures that are not usage mistakes print one `shade: …`
    /// line and exit 2 (or 1 when the environment cannot run the command).
    public static func main() {
        do {
            if let settings = PreviewSettings.bareLaunch(arguments: CommandLine.arguments) {
                try Previewer(settings: settings).run()
                return
            }
            if let typo = mistypedSubcommand(CommandLine.arguments.dropFirst().first) {
                StandardError.write("shade: unknown command '\(VisibleText.escaping(typo.word))'; did you mean \(typo.suggestion)? (shade --help lists them)")
                exit(withError: ExitCode(2))
            }
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            StandardError.write("shade: \(failure.message)")
            exit(withError: ExitCode(failure.exitCode))
        } catch let failure as ReviewOutput.Failure {
            // A review picture that was not written: said like every other runtime failure.
            StandardError.write("shade: \(failure.description)")
            exit(withError: ExitCode(1))
        } catch {
            // `shade diff` gates CI, where 1 means a regression: a usage mistake there exits 2
            // (as diff(1) does for trouble), not ArgumentParser's 64.
            if CommandLine.arguments.dropFirst().first == DiffCommand.configuration.commandName,
               exitCode(for: error) == .validationFailure {
                StandardError.write(fullMessage(for: error))
                exit(withError: ExitCode(2))
            }
            exit(withError: error)
        }
    }
}

extension Shade {
    /// The first word when it is a misspelt subcommand (`tokns`), with the one it is closest to;
    /// nil for a subcommand, an option, or a path the previewer may open (`shade mine.json`).
    /// Without this, the default subcommand's parser answers "Unexpected argument".
    static func mistypedSubcommand(_ word: String?) -> (word: String, suggestion: String)? {
        guard let word, !word.hasPrefix("-"), FileKind.of(word) == .missing else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(word), let suggestion = Suggestion.closest(to: word, among: names) else { return nil }
        return (word, suggestion)
    }
}

/// The version `shade --version` prints.
public enum ShadeVersion {
    /// Semantic version of this build.
    public static let current = "0.1.0"
}
