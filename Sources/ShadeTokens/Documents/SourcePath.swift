/// Paths as a resolver document writes them, compared as the files they name.
package enum SourcePath {
    /// `a/./b/../c.json` as `a/c.json`, so a reference and a listed file compare equal.
    package static func normalised(_ path: String) -> String {
        // Nearly every path is already normal, and systems ask about each source many times.
        if isNormal(path) { return path }
        // By bytes: a slash and a dot are ASCII, and the catalog's own resolvers name every
        // source `./file`, so each of a generated system's sources comes this way.
        let dot = UInt8(ascii: ".")
        var parts: [Substring.UTF8View] = []
        for part in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            if part.count == 1, part.first == dot { continue }
            if part.elementsEqual([dot, dot]), let last = parts.last, !last.elementsEqual([dot, dot]) { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.utf8.first == UInt8(ascii: "/") ? "/" : "") + parts.map { String(Substring($0)) }.joined(separator: "/")
    }

    /// Whether `path` has no empty, `.` or inner `..` segment and no trailing `/`: then
    /// ``normalised(_:)`` would give it back unchanged.
    private static func isNormal(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var length = 0, dots = 0, offset = 0
        var onlyParents = true
        for byte in path.utf8 {
            defer { offset += 1 }
            if byte == slash {
                if length == 0 { if offset != 0 { return false } else { continue } }
                if dots == length {
                    if dots == 1 { return false }
                    if dots == 2 { if !onlyParents { return false } } else { onlyParents = false }
                } else {
                    onlyParents = false
                }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == dot { dots += 1 }
            }
        }
        if length == 0 { return path.isEmpty }
        if dots == length && (dots == 1 || (dots == 2 && !onlyParents)) { return false }
        return true
    }

    /// What of `path` lies below `folder`, both normalised first: the rest after `folder/`,
    /// empty for the folder itself, nil for a path outside it. The current folder (`.`, which
    /// normalises to nothing) holds every relative path that does not climb out of it, so a
    /// search of `.` places its files as a search of the folder's own name does.
    package static func below(_ folder: String, _ path: String) -> Substring? {
        let folder = normalised(folder), path = normalised(path)
        if folder.isEmpty {
            guard !path.hasPrefix("/"), path != "..", !path.hasPrefix("../") else { return nil }
            return Substring(path)
        }
        if path == folder { return "" }
        let start = folder == "/" ? "/" : folder + "/"
        return path.hasPrefix(start) ? path.dropFirst(start.count) : nil
    }
}
