import ArgumentParser
import ShadeTokens
import ShadeCatalog

/// The theme a command reads and the variant it reads it at — `--themes`, `--theme`,
/// `--appearance`, `--contrast`, `--context` — with the one preamble every such command
/// runs: load the catalog, find the theme, resolve the variant asked for.
struct ThemeChoiceOptions: ParsableArguments {
    @OptionGroup var sources: ThemeSourceOptions
    @Option(help: "The theme: its name (case-insensitive), or a file or folder holding one theme.") var theme: String?
    @Option(help: "light or dark.") var appearance: Appearance = .light
    @Option(help: "standard or high.") var contrast: Contrast = .standard
    @OptionGroup var context: ContextOptions

    /// `--theme` may be the path of a file or folder holding one theme.
    mutating func validate() throws {
        if let name = theme { (sources, theme) = try ThemeArgument.resolve(name, sources: sources) }
    }

    /// The theme named, for a command that needs one named.
    func requiredTheme() throws -> String {
        guard let theme else { throw ValidationError("Missing expected argument '--theme <theme>'") }
        return theme
    }

    /// What the preamble gives a command: the catalog, the theme, and the variant asked for.
    struct Choice {
        /// Every theme, the user's and the bundled ones.
        let catalog: ThemeCatalog
        /// The theme asked for.
        let theme: Theme
        /// The appearance and contrast asked for, after `--context`.
        let resolution: Resolution
        /// The contexts of the theme's other modifiers, from `--context`.
        let extras: [String: String]

        /// The theme resolved at the variant asked for.
        func resolved() throws -> ResolvedTheme { try theme.resolve(resolution, extras: extras) }
    }

    /// Loads the catalog and finds the theme (`--theme`, else `defaultTheme`) at the variant
    /// asked for; a missing theme or context fails with one line saying what there is.
    func choose(defaultTheme: String? = nil) throws -> Choice {
        let name = try theme ?? defaultTheme ?? requiredTheme()
        let catalog = sources.loadCatalog()
        return try choose(name, in: catalog)
    }

    /// `name` in `catalog` at the variant asked for.
    func choose(_ name: String, in catalog: ThemeCatalog) throws -> Choice {
        let chosen = try catalog.requireTheme(name)
        let (resolution, extras) = try context.apply(to: chosen, resolution: Resolution(appearance, contrast))
        return Choice(catalog: catalog, theme: chosen, resolution: resolution, extras: extras)
    }
}
