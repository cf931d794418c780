#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every theme Shade knows: the bundled seven plus the user's, and every problem met while
/// loading them. A broken file never hides the good ones.
public struct ThemeCatalog: Sendable {
    /// Every theme whose file parsed and whose `extends` chain holds, bundled first (in their
    /// canonical order), then user themes by file name. Nothing is resolved yet: a theme
    /// that resolves in no variant is still listed (see `Theme.resolvesAtAll`).
    public let themes: [Theme]
    /// Problems found while loading, in file order: unreadable or unparsable files, broken
    /// structure, names and `extends` chains. Problems that only resolving finds are in
    /// `allProblems()`.
    public let diagnostics: [Diagnostic]

    /// The bundled themes in the order the header shows them.
    public static let bundledOrder = ["System", "Graphite", "Sky", "Tomato", "Gold", "Grass", "Ruby"]

    /// Files larger than this are refused unread: a theme is a few KiB.
    public static let maximumFileSize = 1 << 20

    /// A theme by name, case-insensitively.
    public func theme(named name: String) -> Theme? {
        let wanted = name.lowercased()
        return themes.first { $0.name.lowercased() == wanted }
    }

    /// Loads the bundled themes and the theme files found in `paths` (folders or files).
    public static func load(paths: [String]) -> ThemeCatalog {
        var sources = BundledThemeFiles.all.map { file in
            SourceFile(label: "<built-in>/\(file.name)", source: .bundled, bytes: Array(file.contents.utf8) + [0x0A])
        }
        var diagnostics: [Diagnostic] = []
        for path in paths {
            sources += ThemeFileReader.files(at: path, diagnostics: &diagnostics)
        }
        return assemble(sources, diagnostics: diagnostics)
    }

    /// The user's theme folder: `$XDG_CONFIG_HOME/shade/themes`, else `~/.config/shade/themes`.
    public static func userThemesDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (FileSystem.homeDirectory(environment: environment) + "/.config")
        return config + "/shade/themes"
    }

    /// Every problem: the ones met while loading (`diagnostics`) and every theme's own
    /// (`Theme.problems()`), which resolves every theme. What `shade validate` reports.
    public func allProblems() -> [Diagnostic] {
        (diagnostics + themes.concurrentMap { $0.problems() }.flatMap { $0 }).uniqued().cappedPerFile()
    }

    /// Each theme's `availableResolutions`, in `themes` order, worked out on every core.
    public func availableResolutions() -> [[Resolution]] {
        themes.concurrentMap(\.availableResolutions)
    }

    /// How many themes deep `extends` may go (a theme extending a bundled one is 1 deep).
    /// Deeper chains are refused with a diagnostic: each layer costs every resolution of
    /// every theme above it, and no real design system nests this far.
    public static let maximumExtendsDepth = 32

    private static func assemble(_ sources: [SourceFile], diagnostics initial: [Diagnostic]) -> ThemeCatalog {
        var diagnostics = initial
        var base: ThemeDocument?
        var documents: [(ThemeDocument, ThemeSource)] = []
        var names: [String: ThemeDocument] = [:]
        for source in sources {
            guard let document = source.parse(diagnostics: &diagnostics) else { continue }
            if document.isBase {
                if source.source == .bundled { base = document } else {
                    diagnostics.append(Diagnostic(file: document.file, tokenPath: "$extensions.dev.shade.role",
                                                  message: "only the built-in mapping can be the base; use \"extends\" to start from a theme"))
                }
                continue
            }
            let key = document.name.lowercased()
            if let earlier = names[key] {
                diagnostics.append(Diagnostic(
                    file: document.file, position: document.namePosition, tokenPath: "$extensions.dev.shade.name",
                    message: "a theme named '\(document.name)' already comes from \(earlier.file); this file is skipped",
                    suggestion: "a new name with \"extends\": \"\(earlier.name)\""))
                continue
            }
            names[key] = document
            documents.append((document, source.source))
        }
        guard let base else {
            diagnostics.append(Diagnostic(file: "<built-in>/base.json", message: "the built-in semantic mapping is missing"))
            return ThemeCatalog(themes: [], diagnostics: diagnostics)
        }
        var ancestry = Ancestry(names: names, base: base)
        let sources = Dictionary(documents.map { ($0.0.name.lowercased(), $0.1) }, uniquingKeysWith: { first, _ in first })
        // Each theme is built once, after its parent, and holds it so it can reuse its resolutions.
        var built: [String: Theme] = [:]
        func theme(_ document: ThemeDocument) -> Theme? {
            let key = document.name.lowercased()
            if let known = built[key] { return known }
            guard let ancestors = ancestry.layers(beneath: document), let source = sources[key] else { return nil }
            let parent = document.extends.flatMap { names[$0.lowercased()] }.flatMap(theme)
            let made = Theme(document: document, source: source, ancestors: ancestors, parent: parent)
            built[key] = made
            return made
        }
        var themes: [Theme] = []
        for (document, _) in documents {
            guard let made = theme(document) else { continue }
            themes.append(made)
        }
        diagnostics += ancestry.diagnostics
        themes.sort { order($0) < order($1) }
        return ThemeCatalog(themes: themes, diagnostics: diagnostics.uniqued().cappedPerFile())
    }

    private static func order(_ theme: Theme) -> (Int, String) {
        (bundledOrder.firstIndex(of: theme.name) ?? bundledOrder.count, theme.source.label)
    }
}

/// A theme file's bytes and where they came from.
struct SourceFile {
    var label: String
    var source: ThemeSource
    var bytes: [UInt8]

    /// The parsed document, or nil with a diagnostic when the file is not usable JSON.
    func parse(diagnostics: inout [Diagnostic]) -> ThemeDocument? {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            diagnostics.append(Diagnostic(file: label, message: "the file is empty; a theme is a JSON object"))
            return nil
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            diagnostics.append(Diagnostic(file: label, position: error.position, message: error.message))
            return nil
        }
        let fileName = label.split(separator: "/").last.map(String.init) ?? label
        let stem = fileName.replacing(".json", with: "")
        return ThemeDocument(root: root, file: label, defaultName: stem, diagnostics: &diagnostics)
    }
}

/// Finds and reads theme files, refusing what cannot be a theme before reading it whole,
/// and anything that is not a regular file (a FIFO, socket, device, folder or symlink loop)
/// without ever blocking on it.
enum ThemeFileReader {
    static func files(at path: String, diagnostics: inout [Diagnostic]) -> [SourceFile] {
        let kind = FileKind.of(path)
        guard kind == .directory else { return read(path, diagnostics: &diagnostics).map { [$0] } ?? [] }
        let names: [String]
        switch FileSystem.entries(ofDirectory: path) {
        case .success(let entries): names = entries.filter { $0.hasSuffix(".json") }.sorted()
        case .failure(let problem):
            diagnostics.append(Diagnostic(file: path, message: "cannot list the folder: \(problem.message)"))
            return []
        }
        return names.compactMap { read(FileSystem.join(path, $0), diagnostics: &diagnostics) }
    }

    static func read(_ path: String, diagnostics: inout [Diagnostic]) -> SourceFile? {
        // Read at most one byte past the cap, so a file that grows after the size check is still refused.
        switch FileSystem.regularFileContents(atPath: path, limit: ThemeCatalog.maximumFileSize + 1, refusingOver: ThemeCatalog.maximumFileSize) {
        case .failure(let problem):
            if let size = problem.size {
                diagnostics.append(Diagnostic(file: path, message: "the file is \(size / 1024) KiB; theme files are limited to \(ThemeCatalog.maximumFileSize / 1024) KiB"))
            } else {
                diagnostics.append(Diagnostic(file: path, message: problem.message))
            }
            return nil
        case .success(let bytes):
            guard bytes.count <= ThemeCatalog.maximumFileSize else {
                diagnostics.append(Diagnostic(file: path, message: "the file is over \(ThemeCatalog.maximumFileSize / 1024) KiB"))
                return nil
            }
            return SourceFile(label: path, source: .file(path), bytes: bytes)
        }
    }
}
