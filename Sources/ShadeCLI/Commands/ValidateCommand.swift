import ArgumentParser
import ShadeFormats
import ShadeText
import ShadeTokens
import ShadeCatalog

/// `shade validate`: lint theme files; every problem listed; exit 1 if any.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check theme files and list every problem.",
        discussion: """
            With no path, checks the bundled themes and your themes folder. Exits 1 when any problem is found; \
            warnings (a value that breaks its format but is still used) fail only with --strict.
            """)

    @Argument(help: ArgumentHelp("Theme files or folders.", valueName: "path")) var paths: [String] = []
    @Flag(help: "Also exit 1 for warnings: departures from a format that Shade could still use, colours outside sRGB.")
    var strict = false
    @Flag(help: "Let a resolver read sources outside its own folder (also SHADE_ALLOW_OUTSIDE_SOURCES=1).")
    var allowOutsideSources = false

    func run() throws {
        SourcePolicy.apply(allowOutsideSources: allowOutsideSources)
        let searched = paths.isEmpty ? ThemeSources.searchPaths([]) : paths
        // A large folder's token checks are made as each theme is resolved, from the same reading.
        let catalog = ThemeCatalog.load(paths: searched, deferringChecks: true)
        let found = catalog.allProblems()
        // Deviations left their values known and were used: warnings, fatal only with --strict.
        let problems = found.filter { $0.severity == .problem }
        for diagnostic in problems { print(diagnostic) }
        let files = Set(problems.map(\.file)).count
        let warnings = found.filter { $0.severity == .deviation } + Self.gamutWarnings(catalog)
        for warning in warnings { print("warning: \(warning)") }
        if strict, !warnings.isEmpty, problems.isEmpty {
            print("✖ \(warnings.count) warning\(warnings.count == 1 ? "" : "s") (--strict)")
            throw ExitCode(1)
        }
        let userThemes = catalog.themes.filter { $0.source != .bundled }
        if !paths.isEmpty, userThemes.isEmpty, problems.isEmpty {
            // A folder that holds no theme is not a folder without problems: say what was searched.
            let where_ = searched.map(VisibleText.escaping).joined(separator: ", ")
            print("✖ no theme found in \(where_) (looked for Shade and DTCG JSON, CSS, asset catalogs, Tokens Studio, Style Dictionary and terminal themes, in subfolders too)"
                  + NoThemeHint.buildFolders(paths))
            throw ExitCode(1)
        }
        if problems.isEmpty {
            let bundled = catalog.themes.count - userThemes.count
            let names = userThemes.prefix(6).map { VisibleText.escaping($0.name) }.joined(separator: ", ") + (userThemes.count > 6 ? ", …" : "")
            let origin = userThemes.isEmpty ? "" : "; \(userThemes.count) found in \(searched.map(VisibleText.escaping).joined(separator: ", ")): \(names)"
            print("✔ no problems: \(catalog.themes.count) themes checked (\(bundled) built-in\(origin))")
        } else {
            let count = problems.problemCount
            print("✖ \(count) problem\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")")
            throw ExitCode(1)
        }
    }

    /// One line per token definition whose colour lies outside sRGB: what is shown instead
    /// (gamut-mapped, CSS Color 4) and what clipping would show.
    static func gamutWarnings(_ catalog: ThemeCatalog) -> [Diagnostic] {
        var seen = Set<String>()
        var warnings: [Diagnostic] = []
        for theme in catalog.themes {
            for resolution in theme.availableResolutions {
                for color in theme.outOfGamutColors(resolution) {
                    let key = "\(color.file)|\(color.path)"
                    guard seen.insert(key).inserted else { continue }
                    let clipped = color.clipped.map { " (clipping would show \($0.rgb.hex))" } ?? ""
                    warnings.append(Diagnostic(file: color.file, position: color.position, tokenPath: color.path,
                                               message: "the colour lies outside sRGB; shown gamut-mapped as \(color.written.rgb.hex)\(clipped)"))
                }
            }
        }
        return warnings
    }
}
