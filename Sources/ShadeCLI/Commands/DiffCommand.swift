import ArgumentParser
import ShadeText
import ShadeTokens

/// `shade diff OLD NEW`: what a change to theme files did — roles, tokens and contrast
/// verdicts per resolution, in the terminal, for a pull request, for tools, or as pictures
/// of the gallery before and after.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two versions of themes: roles, tokens and contrast.",
        discussion: """
            OLD and NEW are theme files, theme folders or design-system folders, or git:REV \
            (the other side's paths at that revision of the repository the current folder is \
            in) or git:REV:PATH; `shade diff git:main .` reviews a branch. Themes are matched \
            by name, and a theme only on one side is taken as renamed when the other side has \
            only one new name in the same file. For every resolution either side has, the diff \
            lists the roles whose colour changed (with ΔE2000 and the token filling each), the \
            colour tokens added, removed or changed, and the contrast pairs whose verdict or \
            level changed, regressions first. svg and png draw the gallery before and after \
            for one resolution (--sheet: every one), cells whose colour changed outlined. \
            Exits 1 when a pair that passed now fails (with --fail-on change: on any change), \
            0 otherwise, 2 for a usage error.
            """)

    /// What `--format` accepts: a report, or a picture in one of the frame formats.
    enum Format: ExpressibleByArgument, Equatable {
        case text, markdown, json
        case picture(FrameFormat)

        /// The frame formats a diff is drawn in.
        static let pictures: [FrameFormat] = [.svg, .png]

        init?(argument: String) {
            switch argument {
            case "text": self = .text
            case "markdown": self = .markdown
            case "json": self = .json
            default:
                guard let format = FrameFormat(rawValue: argument), Self.pictures.contains(format) else { return nil }
                self = .picture(format)
            }
        }

        static var allValueStrings: [String] { ["text", "markdown", "json"] + pictures.map(\.rawValue) }

        var defaultValueDescription: String {
            switch self {
            case .text: "text"
            case .markdown: "markdown"
            case .json: "json"
            case .picture(let format): format.rawValue
            }
        }
    }

    /// What makes the command exit 1.
    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case regression, change
    }

    /// Which regressions fail the check.
    enum Gate: String, ExpressibleByArgument, CaseIterable {
        case owned, all
    }

    /// `--pair OLD=NEW`.
    struct ForcedPair {
        var old: String
        var new: String
    }

    static func parsePair(_ text: String) throws -> ForcedPair {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex, text.index(after: equals) != text.endIndex else {
            throw ValidationError("--pair takes OLD=NEW (theme names or files), not '\(VisibleText.escaping(text))'")
        }
        return ForcedPair(old: String(text[..<equals]), new: String(text[text.index(after: equals)...]))
    }

    @Argument(help: ArgumentHelp("The old side: a theme file or folder, git:REV or git:REV:PATH (default git:HEAD).", valueName: "old"))
    var old: String?
    @Argument(help: ArgumentHelp("The new side: a theme file or folder, git:REV or git:REV:PATH (default: the work tree).", valueName: "new"))
    var new: String?
    @Option(name: .customLong("themes"), help: ArgumentHelp("The folder (or file) of themes both sides read; repeatable. Default: the repository's top.", valueName: "dir"))
    var themes: [String] = []
    @Option(name: .customLong("pair"), help: ArgumentHelp("Compare theme (or file) OLD with NEW, whatever their names; repeatable.", valueName: "old=new"),
            transform: DiffCommand.parsePair)
    var pairs: [ForcedPair] = []
    @Option(help: "Only the theme of this name (old or new name, case-insensitive).") var theme: String?
    @Option(help: "light, dark or all.") var appearance: ContrastCommand.Choice<Appearance> = .all
    @Option(help: "standard, high or all.") var contrast: ContrastCommand.Choice<Contrast> = .all
    @Option(help: "text, markdown (for a pull-request comment), json, svg or png.") var format: Format = .text
    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?
    @Flag(help: "Let -o replace an existing file.") var force = false
    @Flag(help: "svg/png: draw every resolution either side has, not one.") var sheet = false
    @Option(help: ArgumentHelp("svg/png: the terminal size of each frame, columns x rows (default 100x32).", valueName: "colsxrows"),
            transform: FrameSize.parse)
    var size = FrameSize(columns: 100, rows: 32)
    @OptionGroup var png: PNGOptions
    @Option(name: .customLong("fail-on"), help: "regression (a pair that passed now fails) or change (anything changed).")
    var failOn: FailOn = .regression
    @Option(help: "owned (regressions in pairs the files declare or whose colours fill roles they pin) or all (every regression, named and guessed roles too).")
    var gate: Gate = .owned
    @Flag(help: "List alias rewrites, mirrors and rewritten literals in full, not as one line each.") var verbose = false
    @Flag(help: "markdown: the whole report, past a pull-request comment's 65,536 characters.") var full = false

    func run() throws {
        if case .picture(let picture) = format { try picture.checkDestination(output: output) }
        let oldOperand = try old.map(DiffOperand.parse) ?? .git(revision: "HEAD", path: nil)
        let newOperand: DiffOperand, newPaths: [String]
        if let new {
            newOperand = try DiffOperand.parse(new)
            newPaths = try newOperand.paths(other: oldOperand, themes: themes)
        } else {
            // No new side: the work tree, at the same paths.
            newPaths = themes.isEmpty ? [try GitRepository.here(for: "shade diff").topFromHere] : themes
            newOperand = .path(newPaths[0])
        }
        let oldPaths = try oldOperand.paths(other: newOperand, themes: new == nil ? (themes.isEmpty ? newPaths : themes) : themes)
        let oldSide = try DiffSide(oldOperand, paths: oldPaths)
        defer { oldSide.remove() }
        let newSide = try DiffSide(newOperand, paths: newPaths)
        defer { newSide.remove() }
        for (name, side) in [("old", oldSide), ("new", newSide)] {
            for problem in side.problems { StandardError.write("shade: warning: (\(name)) \(problem)") }
        }
        var oldEntries = oldSide.entries, newEntries = newSide.entries
        let renamed = DiffPairing.renamedFiles(old: oldSide, new: newSide)
        func single(_ entries: [ThemeDiffer.Entry], _ file: String) -> Bool { entries.count { $0.file == file } == 1 }
        let forced = pairs.map { (old: $0.old, new: $0.new) } + renamed.filter { single(oldEntries, $0.old) && single(newEntries, $0.new) }
        var failedFiles = (old: oldSide.failedFiles, new: newSide.failedFiles)
        if let theme {
            let wanted = theme.lowercased()
            let matched = ThemeDiffer.match(old: oldEntries, new: newEntries, forced: forced).filter {
                $0.old?.theme.name.lowercased() == wanted || $0.new?.theme.name.lowercased() == wanted
            }
            guard let pair = matched.first else {
                let names = Set((oldEntries + newEntries).map(\.theme.name)).sorted()
                var message = "neither side has a theme named '\(VisibleText.escaping(theme))'"
                if let close = Suggestion.closest(to: theme, among: names) { message += " (did you mean \(VisibleText.escaping(close))?)" }
                throw CommandFailure(message + (names.isEmpty ? "; neither side has any theme" : ". Themes: " + names.map(VisibleText.escaping).joined(separator: ", ")))
            }
            oldEntries = pair.old.map { [$0] } ?? []
            newEntries = pair.new.map { [$0] } ?? []
            failedFiles = ([], [])
        }
        if oldEntries.isEmpty && newEntries.isEmpty && failedFiles.old.isEmpty && failedFiles.new.isEmpty {
            throw CommandFailure("no themes found on either side (\(oldSide.label); \(newSide.label))")
        }
        let wanted = Set(Resolution.all.filter { appearance.values.contains($0.appearance) && contrast.values.contains($0.contrast) })
        let diffs = ThemeDiffer.diff(old: oldEntries, new: newEntries, resolutions: wanted, forced: forced)
        let report = DiffReport(old: oldSide, new: newSide, themes: DiffPairing.withFailedFiles(diffs, old: oldSide, new: newSide, failed: failedFiles, renamed: renamed),
                                gateAll: gate == .all, verbose: verbose)
        for theme in report.themes where theme.isFailure {
            StandardError.write("shade: error: \(VisibleText.escaping(theme.name)) failed to load (\(theme.failure?.sides.rawValue ?? "") side): \(theme.failure?.problem ?? "")")
        }
        let bytes: [UInt8]
        if case .picture(let pictureFormat) = format {
            let picture = try DiffPicture(report: report, old: oldEntries, new: newEntries, sides: (oldSide, newSide), sheet: sheet, size: size,
                                          resolutions: wanted, singleResolution: appearance.values.count == 1 && contrast.values.count == 1)
            for note in picture.notes { StandardError.write("shade: note: \(note)") }
            bytes = try FrameWriter.forCommand { try picture.page.bytes(as: pictureFormat, raster: png.raster) }
        } else {
            let text: String
            switch format {
            case .markdown: text = DiffMarkdown.document(report, limit: full ? nil : DiffMarkdown.commentLimit)
            case .json: text = DiffJSON.document(report)
            default:
                let terminal = output == nil
                text = ReportColor.report(DiffText.document(report, swatches: terminal && Swatches.enabledForStandardOutput(),
                                                            width: terminal ? ReportWidth.standardOutput() : nil))
            }
            bytes = Array(text.utf8)
        }
        if let output {
            // The themes on disk are never written over; a folder of them may take the report
            // (`-o diff.md` beside `.`), which is where a pull request's job writes it.
            for side in [oldSide, newSide] where side.revision == nil {
                if let refusal = ReviewOutput.refusal(for: output, catalog: side.catalog, themePaths: []) {
                    throw ReviewOutput.Failure(description: refusal)
                }
            }
        }
        try ReviewOutput.write(bytes, to: output, catalog: newSide.catalog, themePaths: [], force: force)
        if report.failures > 0 { throw ExitCode(2) }
        if failOn == .change ? report.hasChanges : report.gatedRegressionCount > 0 { throw ExitCode(1) }
    }
}
