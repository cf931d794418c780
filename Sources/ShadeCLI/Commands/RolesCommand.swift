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

    @OptionGroup var sources: ThemeSourceOptions
    @Option(help: "The theme: its name (case-insensitive), or a file or folder holding one theme.") var theme: String
    @Option(help: "light or dark.") var appearance: Appearance = .light
    @Option(help: "standard or high.") var contrast: Contrast = .standard
    @OptionGroup var context: ContextOptions
    @Option(help: "Output format.") var format: OutputFormat = .text
    @Option(help: ArgumentHelp("Draft a sidecar with these roles into this file (atomically).", valueName: "file"))
    var writeSidecar: String?
    @Flag(help: "Let --write-sidecar replace an existing sidecar (*.shade.json).") var force = false

    /// `--theme` may be the path of a file or folder holding one theme.
    mutating func validate() throws {
        (sources, theme) = try ThemeArgument.resolve(theme, sources: sources)
    }

    func run() throws {
        let catalog = sources.loadCatalog()
        let chosen = try catalog.requireTheme(theme)
        let (resolution, extras) = try context.apply(to: chosen, resolution: Resolution(appearance, contrast))
        let resolved = try chosen.resolve(resolution, extras: extras)
        if let writeSidecar {
            let text = SidecarDraft.text(for: chosen, extras: extras, fallback: resolved)
            try SidecarDraft.write(text, to: writeSidecar, force: force, catalog: catalog, theme: chosen, themePaths: sources.searchPaths)
            StandardError.write("shade: drafted \(VisibleText.escaping(writeSidecar))")
            return
        }
        switch format {
        case .json: print(RolesReport.json(resolved, theme: chosen), terminator: "")
        case .text: print(ReportColor.report(RolesReport.text(resolved, theme: chosen, swatches: Swatches.enabledForStandardOutput())),
                          terminator: "")
        }
    }
}
