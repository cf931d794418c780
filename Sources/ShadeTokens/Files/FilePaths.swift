import ShadeText

/// Paths as text: a file's name, a path below a folder, a folder joined to a name. Nothing
/// here touches the disk (the token model reads no file); ShadeFiles extends this type with
/// the calls that do (`status`, `regularFileContents`, `realPath`, …).
public enum FileSystem {
    /// Theme files larger than this are refused before a byte is parsed. Real exports of large
    /// systems are several MiB (SAP's `design-tokens.json` per theme is 1.1–1.3 MiB, which the
    /// former 1 MiB cap refused); the cap bounds what one hostile file costs: a generated
    /// 10 MiB token file parses and resolves in about 1.8 s of CPU and 200 MB, a 240,000-link
    /// alias chain of 8.7 MiB in 1.9 s and 380 MB (release build, measured 2026-11-29), so a
    /// file at the cap stays under two seconds and 400 MB. Nesting is bounded on its own
    /// (`JSONParser.maximumDepth`), and so is what one search reads in all
    /// (`ThemeCatalog.maximumBytesRead`).
    public static let maximumThemeFileSize = 8 << 20

    /// The one line for a file refused for its size, whichever reader refused it (JSON, CSS,
    /// YAML, TOML, Tokens Studio, asset catalogs, a resolver's sources, a role map): its size
    /// and the cap, so every format says it alike. `size` is nil when only "more than `cap`"
    /// is known (the file grew while it was read). The file is the diagnostic's own.
    public static func sizeRefusal(size: Int?, cap: Int) -> String {
        let measured = size.map { "\(sizeText($0)) (\($0) bytes)" } ?? "more than \(sizeText(cap))"
        return "the file is \(measured); Shade reads files of at most \(sizeText(cap)) (\(cap) bytes); skipped"
    }

    /// `bytes` as a person reads a file size: `1.5 MiB`, `3 KiB`, `800 bytes`.
    public static func sizeText(_ bytes: Int) -> String {
        func scaled(_ unit: Int, _ name: String) -> String {
            (Double(bytes) / Double(unit)).decimalText(places: 1) + " " + name
        }
        return bytes >= 1 << 20 ? scaled(1 << 20, "MiB") : bytes >= 1 << 10 ? scaled(1 << 10, "KiB") : "\(bytes) bytes"
    }

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

    /// The folder `path` is in: "." for a bare name, "/" for a name at the root.
    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
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
