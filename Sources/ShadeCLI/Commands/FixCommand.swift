#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ArgumentParser
import ShadeText
import ShadeTokens

/// `shade fix`: for each failing pair, the smallest change that passes, printed as an
/// override theme that extends the original; written only with `--write`, never into the
/// user's files.
struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Propose the smallest colour changes that make failing contrast pairs pass.",
        discussion: """
            For each token whose pairs fail, two proposals with their new ratio and their \
            CIEDE2000 from the colour shown now: the nearest step of the ramp the token \
            aliases that passes, and an OKLCH lightness change keeping hue and chroma \
            (gamut-mapped). The smaller change goes into an override theme that extends the \
            original (Shade's dialect), printed to standard output; --write saves it \
            atomically. Your theme files are never edited.
            """)

    @OptionGroup var sources: ThemeSourceOptions
    @Option(help: "The theme to fix: its name (case-insensitive), or a file or folder holding one.") var theme: String
    @Option(help: "AA (4.5:1 text, 3:1 large text and non-text) or AAA (7:1 text, 4.5:1 otherwise).") var target: FixTarget = .aa
    @Flag(help: "Build an increased-contrast variant from the standard one instead (7:1 text, 4.5:1 non-text), written in the lightHighContrast and darkHighContrast groups.")
    var deriveHighContrast = false
    @Option(help: ArgumentHelp("Write the override file here (atomically) instead of printing it.", valueName: "file")) var write: String?
    @Flag(help: "Let --write replace an existing file.") var force = false

    /// `--theme` may be the path of a file or folder holding one theme.
    mutating func validate() throws {
        (sources, theme) = try ThemeArgument.resolve(theme, sources: sources)
    }

    func run() throws {
        let catalog = sources.loadCatalog()
        let original = try catalog.requireTheme(theme)
        let (parts, count) = try proposals(original)
        for part in parts {
            for fix in part.fixes { StandardError.write("shade: \(summary(fix, group: part.group))") }
        }
        let note = deriveHighContrast
            ? "Increased-contrast variant of \(original.name) derived by shade fix --derive-high-contrast (7:1 text, 4.5:1 non-text): only what differs."
            : "Contrast fixes for \(original.name) proposed by shade fix --target \(target.rawValue): \(count) token change(s); each $description gives both proposals."
        let text = FixDocument.text(theme: original.name, name: "\(original.name) (fixed)", target: deriveHighContrast ? .aaa : target,
                                    parts: parts, note: note)
        guard let write else {
            print(text, terminator: "")
            return
        }
        try ReviewOutput.write(Array(text.utf8), to: write, catalog: catalog, themePaths: sources.searchPaths, force: force)
        StandardError.write("shade: wrote \(VisibleText.escaping(write))")
    }

    /// The proposals per resolution, and how many tokens change.
    func proposals(_ original: Theme) throws -> ([FixDocument.Part], Int) {
        var parts: [FixDocument.Part] = []
        var count = 0
        for appearance in Appearance.allCases {
            let contrasts: [Contrast] = deriveHighContrast ? [.standard] : Contrast.allCases
            for contrast in contrasts {
                let resolution = Resolution(appearance, contrast)
                guard original.availableResolutions.contains(resolution) else { continue }
                let fixes = try original.contrastFixes(resolution, target: deriveHighContrast ? .aaa : target)
                guard !fixes.isEmpty else { continue }
                var part = FixDocument.Part(fixes: fixes, group: deriveHighContrast
                    ? FixDocument.group(Resolution(appearance, .high)) : FixDocument.group(resolution))
                if contrast == .standard, !deriveHighContrast,
                   let high = try? original.resolve(Resolution(appearance, .high)) {
                    // An override of `light.X` in this file would also replace the
                    // increased-contrast value a base file gives; restate it.
                    part.restated = fixes.map { (FixDocument.group(Resolution(appearance, .high)), $0.token, FixDocument.value(high.details($0.token))) }
                }
                count += fixes.filter { $0.chosen != nil }.count
                parts.append(part)
            }
        }
        return (parts, count)
    }

    private func summary(_ fix: ContrastFix, group: String) -> String {
        "\(group).\(fix.token.rawValue): " + FixDocument.describe(fix) + (fix.chosen == nil ? " — no proposal passes" : "; proposing \(fix.chosen!.value)")
    }
}

extension FixTarget: ExpressibleByArgument {}
