import ShadeJSON
import ShadeFiles
import ShadeTokens

/// A system's own name, not the subfolder's that happened to hold it: the resolver's `name`
/// or a Tokens Studio reader's are the system's own; a system known only by a folder is
/// named by the nearest `package.json`, else by its project folder.
enum SystemNames {
    /// The name of the system kept in the folder `root`, and where it came from: the nearest
    /// `package.json` `name` at or above it (within the repository: the search stops at a
    /// folder holding `.git`), else the project folder's name (a generic `tokens` passed for
    /// the folder above it).
    static func name(ofFolder root: String) -> (name: String, source: String) {
        var folder = root
        for _ in 0..<5 {
            let manifest = FileSystem.join(folder, "package.json")
            if case .success(let bytes) = FileSystem.regularFileContents(atPath: manifest, limit: 256 * 1024),
               let name = (try? JSONParser.parse(bytes))?.object?["name"]?.string, !name.isEmpty {
                return (name, "the \"name\" of \(manifest)")
            }
            if FileSystem.status(atPath: FileSystem.join(folder, ".git")) != nil { break }
            let parent = ResolverFolders.folder(of: folder)
            guard !parent.isEmpty, parent != folder else { break }
            folder = parent
        }
        let name = ThemeNaming.projectName(of: FileSystem.join(root, "x"))
        return (name, "its folder's name")
    }

    /// The name a system read from a folder is listed under: its reader's, unless that is only
    /// the folder's own name (or, for a generic `tokens` folder, its parent's), when the folder
    /// has a better one (``name(ofFolder:)``).
    static func shown(for system: DesignSystem) -> String {
        let file = system.file.hasSuffix("/") ? String(system.file.dropLast()) : system.file
        let own = FileSystem.fileName(file), parent = ThemeNaming.folderName(of: file)
        guard system.name == own || system.name == parent else { return system.name }
        guard system.file.hasSuffix("/") || FileSystem.status(atPath: file)?.isDirectory == true else { return system.name }
        return name(ofFolder: file).name
    }
}
