#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every theme Shade knows: the bundled seven plus the user's, and every problem met while
/// loading them. A broken file never hides the good ones.
public struct ThemeCatalog: Sendable {
    /// Usable themes, bundled first (in their canonical order), then user themes by file name.
    public let themes: [Theme]
    /// Problems found, in file order.
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
        var themes: [Theme] = []
        for (document, source) in documents {
            guard let ancestors = ancestors(of: document, names: names, base: base, diagnostics: &diagnostics) else { continue }
            let theme = Theme(document: document, source: source, ancestors: ancestors)
            let problems = theme.problems()
            diagnostics += problems
            if problems.isEmpty || !theme.availableResolutions.isEmpty { themes.append(theme) }
        }
        themes.sort { order($0) < order($1) }
        return ThemeCatalog(themes: themes, diagnostics: diagnostics.uniqued().cappedPerFile())
    }

    /// The layers beneath a theme, base first; nil (with a diagnostic) for a broken chain.
    private static func ancestors(of document: ThemeDocument, names: [String: ThemeDocument], base: ThemeDocument,
                                  diagnostics: inout [Diagnostic]) -> [ThemeDocument]? {
        var chain: [ThemeDocument] = []
        var current = document
        var seen: Set<String> = [document.name.lowercased()]
        while let parentName = current.extends {
            guard let parent = names[parentName.lowercased()] else {
                diagnostics.append(Diagnostic(
                    file: current.file, tokenPath: "$extensions.dev.shade.extends",
                    message: "extends '\(parentName)', but no theme has that name",
                    suggestion: Suggestion.closest(to: parentName, among: names.values.map(\.name))))
                return nil
            }
            guard seen.insert(parentName.lowercased()).inserted else {
                diagnostics.append(Diagnostic(file: document.file, tokenPath: "$extensions.dev.shade.extends",
                                              message: "themes extend each other in a circle through '\(parentName)'"))
                return nil
            }
            chain.insert(parent, at: 0)
            current = parent
        }
        return [base] + chain
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

/// Finds and reads theme files, refusing what cannot be a theme before reading it whole.
enum ThemeFileReader {
    static func files(at path: String, diagnostics: inout [Diagnostic]) -> [SourceFile] {
        guard let status = FileSystem.status(atPath: path) else {
            diagnostics.append(Diagnostic(file: path, message: "no such file or folder"))
            return []
        }
        guard status.isDirectory else { return read(path, diagnostics: &diagnostics).map { [$0] } ?? [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            diagnostics.append(Diagnostic(file: path, message: "cannot list the folder: \(FileSystem.message(for: error))"))
            return []
        }
        return names.compactMap { read(FileSystem.join(path, $0), diagnostics: &diagnostics) }
    }

    static func read(_ path: String, diagnostics: inout [Diagnostic]) -> SourceFile? {
        let size = FileSystem.status(atPath: path)?.size ?? 0
        guard size <= ThemeCatalog.maximumFileSize else {
            diagnostics.append(Diagnostic(file: path, message: "the file is \(size / 1024) KiB; theme files are limited to \(ThemeCatalog.maximumFileSize / 1024) KiB"))
            return nil
        }
        // Read at most one byte past the cap, so a file that grows after the size check is still refused.
        guard let bytes = FileSystem.contents(atPath: path, limit: ThemeCatalog.maximumFileSize + 1) else {
            diagnostics.append(Diagnostic(file: path, message: "cannot read the file (permissions?)"))
            return nil
        }
        guard bytes.count <= ThemeCatalog.maximumFileSize else {
            diagnostics.append(Diagnostic(file: path, message: "the file is over \(ThemeCatalog.maximumFileSize / 1024) KiB"))
            return nil
        }
        return SourceFile(label: path, source: .file(path), bytes: bytes)
    }
}
