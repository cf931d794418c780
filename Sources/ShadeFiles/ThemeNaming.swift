/// Words for telling themes of the same name apart by where they come from.
public enum ThemeNaming {
    /// The name of the folder that holds `path` (`Reader` for `Reader/Assets.xcassets`): the
    /// project a file belongs to, in the word a user knows it by. For a relative path with no
    /// folder, or one ending in `.`/`..`, the real folder's name.
    public static func folderName(of path: String) -> String {
        var parts = path.split(separator: "/")
        if !parts.isEmpty { parts.removeLast() }
        if let last = parts.last, last != "." && last != ".." { return String(last) }
        let folder = parts.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
        let real = FolderWalk.realPath(folder) ?? folder
        return real.split(separator: "/").last.map(String.init) ?? real
    }
}

extension ThemeNaming {
    /// Folders inside a project that say nothing about which project it is: `base/` holds a
    /// project's base layer (Backpack's `base/colors.json`), as `shared/` its shared one. (A
    /// file may still be called `base`: there the name is the theme's own.)
    public static let genericFolders: Set<String> = ["sources", "source", "src", "resources", "supporting files", "app", "shared", "tokens",
                                                     "design-tokens", "base"]

    /// The project `path` belongs to: the nearest folder above it whose name is not a
    /// generic one (`Reader` for `Reader/Sources/Assets.xcassets`), else ``folderName(of:)``.
    public static func projectName(of path: String) -> String {
        var folder = path
        for _ in 0..<4 {
            let name = folderName(of: folder)
            if !genericFolders.contains(name.lowercased()) { return name }
            guard let slash = folder.lastIndex(of: "/"), slash != folder.startIndex else { break }
            folder = String(folder[..<slash])
        }
        return folderName(of: path)
    }
}
