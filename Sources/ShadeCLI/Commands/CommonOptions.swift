#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ShadeColor
import ShadeFormats
import ShadeText
import ShadeTokens
import ShadeCatalog
import ShadeFiles

/// Where themes come from: the bundled ones, `--themes`, and the user's folder.
struct ThemeSourceOptions: ParsableArguments, ThemeSourcing {
    @Option(name: .customLong("themes"), help: ArgumentHelp("A folder (or file) of theme JSON files; repeatable.", valueName: "dir"))
    var directories: [String] = []

    @Flag(help: "Let a resolver read sources outside its own folder (also SHADE_ALLOW_OUTSIDE_SOURCES=1).")
    var allowOutsideSources = false

    /// The same choice as a plain value, which outlives the parse.
    var plain: ThemeSources { ThemeSources(directories: directories, allowOutsideSources: allowOutsideSources) }
}

/// ``ThemeSourceOptions`` as a plain value: what a launch that parsed no arguments uses, and
/// what the previewer keeps.
struct ThemeSources: ThemeSourcing, Equatable {
    /// `--themes` folders and files, in the order given.
    var directories: [String] = []
    /// `--allow-outside-sources`.
    var allowOutsideSources = false
}

/// Where themes come from, whether parsed from options or given as a plain value; the
/// catalog loads every command shares.
protocol ThemeSourcing {
    /// `--themes` folders and files, in the order given.
    var directories: [String] { get set }
    /// `--allow-outside-sources`.
    var allowOutsideSources: Bool { get }
}

extension ThemeSourcing {
    /// The bundled themes plus every user theme; problems go to standard error so a broken
    /// file is seen but never stops the command. `search`: the search of ``searchPaths``
    /// made already (``search(beforeListing:)``).
    func loadCatalog(reportProblems: Bool = true, search: ThemeCatalog.FolderSearch? = nil) -> ThemeCatalog {
        SourcePolicy.apply(allowOutsideSources: allowOutsideSources)
        let catalog = ThemeCatalog.load(paths: searchPaths, search: search)
        if reportProblems {
            WarningLines.write(catalog.diagnostics)
        }
        return catalog
    }

    /// The search of ``searchPaths`` a load makes; see ``ThemeCatalog/search(_:beforeListing:)``.
    func search(beforeListing: ((String) -> Void)?) -> ThemeCatalog.FolderSearch {
        ThemeCatalog.search(searchPaths, beforeListing: beforeListing)
    }

    /// ``search(beforeListing:)``, telling `progress` what it has found as it goes; see
    /// ``ThemeCatalog/search(_:beforeListing:progress:)``.
    func search(beforeListing: ((String) -> Void)?,
                progress: @escaping (ThemeCatalog.FolderSearch, Int) -> Bool) -> ThemeCatalog.FolderSearch {
        ThemeCatalog.search(searchPaths, beforeListing: beforeListing, progress: progress)
    }

    /// The previewer's first catalog: the complete one, or for a large folder the bundled
    /// themes and the theme called `name` (see `ThemeCatalog.start`).
    func startCatalog(showing name: String?) -> CatalogStart {
        SourcePolicy.apply(allowOutsideSources: allowOutsideSources)
        return ThemeCatalog.start(paths: searchPaths, showing: name)
    }

    /// `--themes` folders, then the user folder when it exists.
    var searchPaths: [String] { ThemeSources.searchPaths(directories) }
}

extension ThemeSources {
    /// `directories`, then the user folder when it exists. A static function, because an
    /// options value that ArgumentParser did not fill cannot be read.
    static func searchPaths(_ directories: [String]) -> [String] {
        let user = ThemeCatalog.userThemesDirectory()
        return directories + (FileSystem.status(atPath: user) != nil ? [user] : [])
    }
}

/// `--allow-outside-sources`: the core reads the environment variable, so the flag sets it
/// for this process before any resolver is opened.
enum SourcePolicy {
    static func apply(allowOutsideSources: Bool) {
        if allowOutsideSources { setenv("SHADE_ALLOW_OUTSIDE_SOURCES", "1", 1) }
    }
}

/// `--format text|json` for commands that print data.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

extension Appearance: ExpressibleByArgument {}
extension Contrast: ExpressibleByArgument {}

extension ThemeCatalog {
    /// The theme called `name`, or a usage error that lists the themes and a likely match.
    func requireTheme(_ name: String) throws -> Theme {
        if let theme = theme(named: name) { return theme }
        // Several systems share the name: which is meant is the user's to say.
        let sharing = themes(sharingName: name)
        if sharing.count == 1 { return sharing[0] }
        if sharing.count > 1 {
            throw CommandFailure("'\(VisibleText.escaping(name))' names \(sharing.count) themes: "
                                 + sharing.map { "\(VisibleText.escaping($0.name)) (\(VisibleText.escaping($0.source.label)))" }.joined(separator: ", ")
                                 + "; give the whole name, as shade list shows it")
        }
        let names = themes.map(\.name)
        var message = "no theme named '\(VisibleText.escaping(name))'"
        if ThemeArgument.looksLikePath(name) {
            message += " (and no file or folder is at that path)"
        } else if let close = Suggestion.closest(to: name, among: names) {
            message += " (did you mean \(VisibleText.escaping(close))?)"
        }
        message += ". Themes: " + names.map(VisibleText.escaping).joined(separator: ", ")
        // The theme may be in a file that did not load: say so, or the name looks mistyped.
        let problems = diagnostics.filter { $0.severity == .problem }
        if let first = problems.first {
            let files = Set(problems.map(\.file)).count
            // The file named like the theme asked for is the likeliest to hold it.
            let cited = problems.first { Self.file($0.file, isNamedLike: name) }.map { "in the file named like it: \($0.description)" }
                ?? "first: \(first.description)"
            message += ". Loading found problems in \(files == 1 ? "1 file" : "\(files) files") (\(cited)); "
                + "a theme whose file did not load is not listed, and shade validate says why"
        }
        throw CommandFailure(message)
    }

    /// Whether the file at `path` is named like the theme `name`, letters and digits alone
    /// compared: `harbor.json` for Harbor, `catppuccin-mocha.conf` for Catppuccin Mocha.
    static func file(_ path: String, isNamedLike name: String) -> Bool {
        let fileName = FileSystem.fileName(path)
        let stem = fileName.split(separator: ".").first.map(String.init) ?? fileName
        func letters(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        return !letters(name).isEmpty && letters(stem) == letters(name)
    }
}
extension GamutMethod: ExpressibleByArgument {}
