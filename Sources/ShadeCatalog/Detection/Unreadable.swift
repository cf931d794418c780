import ShadeFiles
import ShadeFormats
import ShadeTokens

/// What Shade recognises in a folder but cannot read, said in one line each rather than
/// passed over: a design system the user pointed at must never simply be missing.
///
/// Every line ends in ``suffix``, which `list` counts into its one summary line and
/// `validate` lists in full.
enum Unreadable {
    /// The words every such line ends in.
    static let suffix = "not read"

    /// The lines for `listing`'s own entries: a Style Dictionary config that computes its
    /// sources in code, and JSON5 token files outside a project.
    static func found(in listing: FolderListing) -> [Diagnostic] {
        var lines: [Diagnostic] = []
        if let config = StyleDictionaryProject.unreadableConfig(listing) {
            lines.append(Diagnostic(file: config, message: "a Style Dictionary config that builds its `source` list in code, so Shade cannot tell "
                                    + "which files it reads; point --themes at the token folder, or write the globs as a literal list; \(suffix)"))
        }
        if let json5 = json5Tokens(in: listing) { lines.append(json5) }
        return lines
    }

    /// One line for the JSON5 token files of a folder that is not read as a Style Dictionary
    /// project (JSON5 is read only there: elsewhere `.json5` is a tool's settings). Other JSON5
    /// files (a linter's settings) hold no `value` and are passed over.
    static func json5Tokens(in listing: FolderListing) -> Diagnostic? {
        let names = listing.entries.filter { $0.kind != .directory && $0.name.lowercased().hasSuffix(".json5") }.map(\.name)
        guard !names.isEmpty else { return nil }
        let tokens = names.filter { name in
            SniffedHead(FormatRegistry.bytes(FileSystem.join(listing.path, name), limit: FormatFiles.maximumFileSize)).contains("value")
        }
        guard let first = tokens.first else { return nil }
        let files = tokens.count == 1 ? first : "\(tokens.count) files (\(first), …)"
        return Diagnostic(file: listing.path, message: "JSON5 token files (\(files)) outside a token folder (tokens/ or properties/) "
                          + "and the sources of a Style Dictionary config Shade can read; \(suffix)")
    }
}
