import ArgumentParser
import ShadeText
import ShadeTokens

/// `shade roles`: which token fills each of the gallery's roles, and why.
struct RolesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "roles", abstract: "Show which token fills each role of a theme, and why.",
        discussion: """
            A design system's tokens fill Shade's 26 roles explicitly (a role map in its \
            $extensions["dev.shade"].roles or in a sidecar NAME.shade.json beside it), by \
            documented name-matching rules, or by derivation. --write-sidecar drafts a sidecar \
            that pins today's choices, for you to edit; it never replaces an existing file \
            without --force, and never a theme or token file.
            """)

    @OptionGroup var choice: ThemeChoiceOptions
    @Option(help: "Output format.") var format: OutputFormat = .text
    @Option(help: ArgumentHelp("Draft a sidecar with these roles into this file (atomically).", valueName: "file"))
    var writeSidecar: String?
    @Flag(help: "Let --write-sidecar replace an existing sidecar (*.shade.json).") var force = false

    mutating func validate() throws {
        _ = try choice.requiredTheme()
    }

    func run() throws {
        let chosen = try choice.choose()
        let resolved = try chosen.resolved()
        if let writeSidecar {
            let text = SidecarDraft.text(for: chosen.theme, extras: chosen.extras, fallback: resolved)
            try SidecarDraft.write(text, to: writeSidecar, force: force, catalog: chosen.catalog, theme: chosen.theme,
                                   themePaths: choice.sources.searchPaths)
            StandardError.write("shade: drafted \(VisibleText.escaping(writeSidecar))")
            return
        }
        switch format {
        case .json: print(RolesReport.json(resolved, theme: chosen.theme), terminator: "")
        case .text: print(ReportColor.report(RolesReport.text(resolved, theme: chosen.theme, swatches: Swatches.enabledForStandardOutput())),
                          terminator: "")
        }
    }
}
