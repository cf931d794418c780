import ArgumentParser
import ShadeFormats
import ShadeText
import ShadeTokens
import ShadeCatalog
import ShadeFiles

extension ExportFormat: ExpressibleByArgument {}

/// `shade export`: a theme written for code — an asset catalog, Swift, CSS, DTCG, Tailwind —
/// or as a terminal palette.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a theme as an asset catalog, Swift, CSS, DTCG, Tailwind or a terminal palette.",
        discussion: """
            xcassets and dtcg write several files into the folder -o names (default: the current \
            folder); the others write one file (-o - for standard output). Existing files are \
            never replaced without --force, and every write is atomic. --theme also takes the \
            path of a theme in another format (an asset catalog, CSS, Tokens Studio, a terminal \
            palette…), so export converts between them.
            """
    )

    @OptionGroup var sources: ThemeSourceOptions

    @Option(help: ArgumentHelp("The theme to export (a name, or a path in any format Shade reads).", valueName: "name"))
    var theme: String

    @Option(help: ArgumentHelp("What to write: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "format"))
    var format: ExportFormat

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The file, or the folder for xcassets and dtcg; - for standard output.", valueName: "path"))
    var output: String?

    @Option(help: ArgumentHelp("The exported theme's name (default: the theme's own).", valueName: "name"))
    var name: String?

    @Flag(help: "Replace files that exist.")
    var force = false

    @Option(help: ArgumentHelp("For terminal palettes, which appearance to write (default: light if the theme has it).", valueName: "light|dark"))
    var appearance: Appearance?

    @Option(help: ArgumentHelp("For terminal palettes, which contrast to write.", valueName: "standard|high"))
    var contrast: Contrast = .standard

    func run() throws {
        let exported = try exportTheme()
        let available = exported.resolutions
        guard !available.isEmpty else { throw CommandFailure("'\(VisibleText.escaping(theme))' has no colours to export") }
        let wanted = Resolution(appearance ?? (available.contains { $0.appearance == .light } ? .light : .dark), contrast)
        if format.isTerminalPalette, exported.variants[wanted] == nil {
            throw CommandFailure("'\(VisibleText.escaping(exported.name))' has no \(wanted.title) variant; it has "
                                 + available.map(\.title).joined(separator: ", "))
        }
        guard let files = format.files(exported, resolution: wanted) else { throw CommandFailure("nothing to write") }
        do {
            if format.isSingleFile {
                let text = files[0].text
                let path = output ?? format.defaultName(for: exported)
                if path == "-" {
                    StandardOutput.write(Array(text.utf8))
                    return
                }
                try ExportWriter.write(text, to: path, force: force)
                StandardOutput.write(Array("wrote \(VisibleText.escaping(path))\n".utf8))
            } else {
                guard output != "-" else {
                    throw CommandFailure("\(format.rawValue) writes several files; give a folder with -o")
                }
                let (written, merges) = try ExportWriter.writeReporting(files, into: output ?? ".", force: force)
                for path in written {
                    guard let merge = merges.first(where: { $0.folder == path }) else {
                        StandardOutput.write(Array("wrote \(VisibleText.escaping(path))\n".utf8))
                        continue
                    }
                    // Written into a folder that was there: say what of it changed, and that the rest stayed.
                    var line = "wrote into \(VisibleText.escaping(path)): \(merge.added) new file\(merge.added == 1 ? "" : "s"), "
                        + "\(merge.replaced.count) replaced; everything else in it is left as it was\n"
                    for replaced in merge.replaced.prefix(10) { line += "  replaced \(VisibleText.escaping(replaced))\n" }
                    if merge.replaced.count > 10 { line += "  … and \(merge.replaced.count - 10) more\n" }
                    StandardOutput.write(Array(line.utf8))
                }
            }
        } catch let refusal as ExportWriter.Refusal {
            throw CommandFailure(refusal.description)
        }
    }

    /// The theme by name from the catalog, else a file or folder in a format the registry reads.
    func exportTheme() throws -> ExportTheme {
        let catalog = sources.loadCatalog()
        if let found = catalog.theme(named: theme) {
            // A theme's own problems show once it resolves: said once per kind, as loading says its own.
            WarningLines.write(found.problems(), except: catalog.diagnostics)
            // A design system by name writes what its file would: the roles, filled as drawn
            // (with its role map), and its own tokens after them.
            if let system = found.system {
                return ExportTheme(system: system, name: name ?? found.name, roleMap: found.roleMap)
            }
            return ExportTheme(theme: found, name: name)
        }
        // A file or folder named here confines its reads as a searched one does.
        ReadConfinement.confine(below: [theme])
        if let format = FormatRegistry.detect(theme) {
            let reading = FormatRegistry.read(theme, as: format)
            WarningLines.write(reading.diagnostics)
            guard let system = reading.system else { throw CommandFailure("cannot read '\(VisibleText.escaping(theme))'") }
            return ExportTheme(system: system, name: name, roleMap: reading.roleMap)
        }
        if FileSystem.status(atPath: theme) != nil {
            let system = DesignSystem.open(path: theme, colorStrings: .css)
            WarningLines.write(system.diagnostics)
            return ExportTheme(system: system, name: name)
        }
        _ = try catalog.requireTheme(theme)
        throw CommandFailure("no theme named '\(VisibleText.escaping(theme))'")
    }
}
