/// Paths as text: a file's name, a path below a folder, a folder joined to a name. Nothing
/// here touches the disk (the token model reads no file); ShadeFiles extends this type with
/// the calls that do (`status`, `regularFileContents`, `realPath`, …).
public enum FileSystem {
    /// Theme files larger than this are refused (the largest real theme is far smaller).
    public static let maximumThemeFileSize = 1 << 20

    /// The last component of `path` (`ocean.json` of `/themes/ocean.json`), for messages that
    /// name a file where a whole path would not fit.
    public static func fileName(_ path: String) -> String {
        // Found from the end: splitting the whole path made an array of every folder in it,
        // for each of the hundreds of folders a search lists.
        let slash = UInt8(ascii: "/")
        let bytes = path.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return path }
        let start = bytes[..<end].lastIndex(of: slash).map(bytes.index(after:)) ?? bytes.startIndex
        return String(path[start..<end])
    }

    /// Where `path` goes on below `folder`, as a count of UTF-8 bytes from its start (past
    /// the slashes between them): 3 for `/r/a/b.json` below `/r`; nil unless `path` is
    /// strictly below `folder`, as written (no link or `..` is resolved).
    package static func offset(of path: String, below folder: String) -> Int? {
        let slash = UInt8(ascii: "/")
        var path = path, folder = folder
        // On the bytes themselves: asked once for each of the hundreds of folders a search checks.
        return path.withUTF8 { path in
            folder.withUTF8 { folder in
                guard !folder.isEmpty, path.count > folder.count, path.prefix(folder.count).elementsEqual(folder) else { return nil }
                guard folder[folder.count - 1] == slash || path[folder.count] == slash else { return nil }
                return path[folder.count...].firstIndex { $0 != slash }
            }
        }
    }

    /// `folder/name`, adding the slash only when `folder` does not already end in one.
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
