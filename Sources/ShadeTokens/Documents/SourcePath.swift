/// Paths as a resolver document writes them, compared as the files they name.
package enum SourcePath {
    /// `a/./b/../c.json` as `a/c.json`, so a reference and a listed file compare equal.
    package static func normalised(_ path: String) -> String {
        // Nearly every path is already normal, and systems ask about each source many times.
        if isNormal(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
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
}
