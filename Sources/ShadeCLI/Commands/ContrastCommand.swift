import ArgumentParser
import ShadeColor
import ShadeText
import ShadeTokens
import ShadeCatalog

/// `shade contrast`: the checked pairs with ratios and verdicts; exit 1 when any fails.
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Check every text/background pair against WCAG 2.x.",
        discussion: "Exits 0 when every required pair passes and 1 when any fails, so it can gate CI.")

    /// `all` or one value, for `--appearance` and `--contrast`.
    enum Choice<Value: RawRepresentable & CaseIterable>: ExpressibleByArgument where Value.RawValue == String {
        case all
        case one(Value)
        init?(argument: String) {
            if argument == "all" { self = .all } else if let value = Value(rawValue: argument) { self = .one(value) } else { return nil }
        }
        var values: [Value] { if case .one(let value) = self { [value] } else { Array(Value.allCases) } }
        static var allValueStrings: [String] { ["all"] + Value.allCases.map(\.rawValue) }
    }

    @OptionGroup var sources: ThemeSourceOptions
    @Option(help: "A theme to check, by name or by a file or folder holding one (repeatable); all themes when omitted.") var theme: [String] = []
    @Option(help: "light, dark or all.") var appearance: Choice<Appearance> = .all
    @Option(help: "standard, high or all.") var contrast: Choice<Contrast> = .all
    @OptionGroup var context: ContextOptions
    @Flag(help: "Show only the pairs that fail.") var onlyFailures = false
    /// What `--format` accepts.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, junit, sarif, markdown
    }

    @Option(help: "Output format: text, json, junit, sarif (2.1.0, results at the failing token's line) or markdown (a table for a pull-request comment).")
    var format: Format = .text
    @Flag(help: "Also fail when a colour drawn as text on screen is in no checked pair.") var requireAll = false
    @Option(help: "How colours outside sRGB are shown and measured: map (CSS Color 4 gamut mapping) or clip.")
    var gamut: GamutMethod = .map
    @Option(help: ArgumentHelp("Also say which status colours (success, warning, error) this colour vision merges: normal, protanopia, deuteranopia, tritanopia, achromatopsia or all. Advisory; never changes the exit status.", valueName: "kind"))
    var simulate: Choice<VisionSimulation>?

    /// Each `--theme` may be the path of a file or folder holding one theme.
    mutating func validate() throws {
        (sources, theme) = try ThemeArgument.resolve(theme, sources: sources)
    }

    func run() throws {
        let sections = try measure(sources.loadCatalog())
        switch format {
        case .json: print(ContrastReport.json(sections), terminator: "")
        case .text: print(ReportColor.report(ContrastReport.text(sections, onlyFailures: onlyFailures)), terminator: "")
        case .junit: print(ContrastJUnit.document(sections), terminator: "")
        case .sarif: print(ContrastSARIF.document(sections), terminator: "")
        case .markdown: print(ContrastMarkdown.document(sections, onlyFailures: onlyFailures), terminator: "")
        }
        try Self.exitStatus(sections, requireAll: requireAll)
    }

    /// Every chosen theme × contrast × appearance, measured.
    func measure(_ catalog: ThemeCatalog) throws -> [ContrastReport.Section] {
        var themes = try theme.isEmpty ? catalog.themes : theme.map(catalog.requireTheme)
        if theme.isEmpty {
            // Every theme was asked for: one that resolves in no variant is skipped with its
            // problems, as loading used to skip it, instead of failing the whole check.
            themes = themes.filter { theme in
                if theme.resolvesAtAll { return true }
                StandardError.write("shade: warning: \(VisibleText.escaping(theme.name)) resolves in no variant and is skipped:")
                WarningLines.write(theme.problems())
                return false
            }
        }
        var sections: [ContrastReport.Section] = []
        let shared = self.theme.isEmpty ? try context.extras(across: themes) : [:]
        for theme in themes {
            // A design system is checked at the resolutions it has (one appearance is one).
            let has = Set(theme.system == nil ? Resolution.all : theme.availableResolutions)
            // `--context mode=dark-hc` fixes the resolution: check it once, not per loop.
            var checked: Set<Resolution> = []
            for contrast in contrast.values {
                for appearance in appearance.values {
                    var resolution = Resolution(appearance, contrast)
                    var extras = shared.filter { name, _ in theme.extraAxes.contains { $0.name == name } }
                    if !self.theme.isEmpty { (resolution, extras) = try context.apply(to: theme, resolution: resolution) }
                    if theme.system != nil, !has.contains(resolution) { continue }
                    guard checked.insert(resolution).inserted else { continue }
                    do {
                        var section = ContrastReport.Section(resolved: try theme.resolve(resolution, extras: extras).showingGamut(gamut),
                                                             simulations: simulate?.values ?? [])
                        if requireAll { section.unchecked = section.resolved.uncheckedTextRoles }
                        sections.append(section)
                    } catch {
                        StandardError.write("shade: \(VisibleText.escaping(theme.name)) \(resolution.name) cannot be checked:\n\(error)")
                        throw ExitCode(1)
                    }
                }
            }
        }
        return sections
    }

    /// Exit 1 when any required pair fails (or, with `requireAll`, a text role is
    /// unchecked), so the command can gate CI.
    static func exitStatus(_ sections: [ContrastReport.Section], requireAll: Bool = false) throws {
        if sections.contains(where: { !$0.failures.isEmpty }) { throw ExitCode(1) }
        if requireAll, sections.contains(where: { !$0.unchecked.isEmpty }) { throw ExitCode(1) }
    }
}
