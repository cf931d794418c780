import ShadeJSON
import ShadeFormats
import ShadeTokens
import ShadeFiles

/// What a JSON file found among the themes is, decided from its name and its parsed root.
///
/// - `NAME.shade.json` is a sidecar: it belongs to the system beside it and is never a theme.
/// - A DTCG resolver document (`*.resolver.json`, or any object with `resolutionOrder`, or
///   with `version` and `sets` or `modifiers`) is one design system, named by its `name`.
/// - `*.tokens.json` is a plain DTCG token file: a design system in its own names, with one
///   appearance.
/// - Any other file is in Shade's dialect when it says so (`$extensions["dev.shade"]`) or
///   uses the dialect's groups (`light`, `dark`, `lightHighContrast`, `darkHighContrast`,
///   `palette`), or is an empty object (so its problems are reported as a theme's); an
///   object of other groups and tokens is a plain DTCG token file.
/// - An object of other members that holds no token anywhere (`package.json`,
///   `tsconfig.json`, a linter's settings), or a list or scalar with no token in it (a
///   build script's asset map), is not a theme, and is not listed.
///
/// Files that a resolver in the same listing references are its sources, not themes: they
/// are skipped silently (see ``referencedFiles(resolver:file:)``).
enum ThemeFileKind: Equatable {
    case dialect, resolver, tokenFile, notATheme

    /// The groups that mark a file as Shade's dialect.
    static let dialectGroups: Set<String> = ["light", "dark", "lightHighContrast", "darkHighContrast", "palette"]

    /// Whether a file name is a sidecar's.
    static func isSidecar(_ name: String) -> Bool { name.hasSuffix(".shade.json") }

    /// The kind of the file `name` whose parsed root is `root`.
    static func of(_ root: JSONNode, name: String) -> ThemeFileKind {
        if DTCGResolverDocument.isResolver(root) { return .resolver }
        guard let object = root.object else {
            // No format Shade reads has a list or a scalar at its root: such a file is a theme
            // only where its name or a token inside says so, and then its problem is reported.
            return name.hasSuffix(".tokens.json") || holdsToken(root) ? .dialect : .notATheme
        }
        if name.hasSuffix(".tokens.json") { return .tokenFile }
        if object["$extensions"]?.object?["dev.shade"] != nil { return .dialect }
        if object.members.contains(where: { dialectGroups.contains($0.key) }) { return .dialect }
        guard object.members.contains(where: { !$0.key.hasPrefix("$") }) else { return .dialect }
        return holdsToken(root) ? .tokenFile : .notATheme
    }

    /// Whether a skimmed document (``JSONParser/skim(_:)``) is in Shade's dialect as
    /// ``of(_:name:)`` judges the whole; false when only the whole can tell (a resolver, a
    /// token file, something else).
    static func isDialect(skimmed root: JSONNode, name: String) -> Bool {
        guard let object = root.object, !DTCGResolverDocument.isResolver(root), !name.hasSuffix(".tokens.json") else { return false }
        return object["$extensions"]?.object?["dev.shade"] != nil || object.members.contains { dialectGroups.contains($0.key) }
            || !object.members.contains { !$0.key.hasPrefix("$") }
    }

    /// Whether any object under `node` is a token (has `$value`, or a legacy `value` beside a
    /// `type`, or alone where `untypedValue`: Style Dictionary's own sources), looked for depth
    /// first and stopping at the first.
    static func holdsToken(_ node: JSONNode, untypedValue: Bool = false) -> Bool {
        var stack = [node]
        while let next = stack.popLast() {
            if let object = next.object {
                if object["$value"] != nil || (object["value"] != nil && (untypedValue || object["type"] != nil)) { return true }
                stack.append(contentsOf: object.members.map(\.value))
            } else if let array = next.array {
                stack.append(contentsOf: array)
            }
        }
        return false
    }

    /// Every file a resolver document reads, normalised (see ``normalised(_:)``).
    static func referencedFiles(resolver root: JSONNode, file: String) -> Set<String> {
        let document = DTCGResolverDocument(root: root, file: file, files: DiskTokenFiles())
        var found: Set<String> = []
        func add(_ sources: [DTCGSource]) {
            for case .file(let path, _) in sources { found.insert(normalised(path)) }
        }
        for item in document.order {
            switch item {
            case .set(_, let sources): add(sources)
            case .modifier(let modifier): for context in modifier.contexts { add(context.sources) }
            }
        }
        return found
    }

    /// `a/./b/../c.json` as `a/c.json` (see ``SourcePath/normalised(_:)``).
    static func normalised(_ path: String) -> String { SourcePath.normalised(path) }
}
