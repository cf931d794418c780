/// Sources a design system keeps in a `deprecated/` or `legacy/` folder: their tokens stay
/// readable (a theme that still uses them must resolve) but are deprecated, as if each
/// carried `$deprecated`, so the Tokens screen marks them and role choice never prefers them.
/// A token's own `$deprecated` (even `false`) wins over its folder.
enum DTCGFolderDeprecation {
    /// Folder names that mean "kept for old users, do not use", compared case-insensitively.
    static let folderNames: Set<String> = ["deprecated", "legacy"]

    /// The reason the tokens of the source `path` are deprecated by the folder they are in,
    /// or nil. Only the folders below the resolver's own folder count: the folders above it
    /// are the user's, whatever they are called.
    static func reason(for path: String, resolverFile: String) -> String? {
        // Everything before the last slash, found by bytes (a slash is ASCII): splitting the
        // resolver's path into names for each of a system's sources cost more than reading some.
        let resolverFolder = resolverFile.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(Substring(resolverFile.utf8[..<$0])) } ?? ""
        let below: Substring
        if resolverFolder.isEmpty {
            below = Substring(path)
        } else if let offset = FileSystem.offset(of: path, below: resolverFolder) {
            below = path.utf8.dropFirst(offset).isEmpty ? "" : Substring(path)[path.utf8.index(path.utf8.startIndex, offsetBy: offset)...]
        } else {
            return nil
        }
        let folders = below.utf8.split(separator: UInt8(ascii: "/")).dropLast().map { Substring($0) }
        guard let folder = folders.first(where: { folderNames.contains($0.lowercased()) }) else { return nil }
        return "kept in the \(folder)/ folder"
    }

    /// Deprecates, for `reason`, every token of `document` that says nothing of deprecation
    /// itself. The entries are shared objects: call this only on a document just read, before
    /// any context holds it.
    static func mark(_ document: DTCGFlatDocument, reason: String) {
        for token in document.tokens where token.deprecation == nil {
            token.deprecation = .deprecated(reason)
        }
    }
}
