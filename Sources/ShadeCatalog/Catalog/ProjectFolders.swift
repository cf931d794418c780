import ShadeFiles
import ShadeJSON
import ShadeTokens

/// The searched roots of one load, and the project each path below them belongs to: the
/// nearest folder at or above the path, up to its root, that holds a
/// ``BuildOutputs/projectMarkers`` file (or, asked for `namedPackages`, `.git` or a
/// `package.json` that names a package, so a nameless playground package is part of its
/// repository). Each folder is asked about once.
///
/// A path equal to a root lies in that root: a system found at the searched folder itself (a
/// system assembled from the folder, named by it) belongs to the project the folder is, as
/// its files do. No folder above a root is ever asked.
struct ProjectFolders {
    /// Whether a `package.json` marks a project only when it names a package.
    let namedPackages: Bool
    /// The searched roots, normalised, the longest first: a path's root is the nearest.
    let roots: [String]
    private var known: [String: Bool] = [:]

    /// The projects below `roots` (the paths searched).
    init(roots: [String], namedPackages: Bool = false) {
        self.roots = roots.map { SourcePath.normalised($0) }.sorted { $0.count > $1.count }
        self.namedPackages = namedPackages
    }

    /// The nearest searched root at or above `path`, normalised; nil for a path outside them.
    func root(of path: String) -> String? {
        let normalised = SourcePath.normalised(path)
        return roots.first { SourcePath.below($0, normalised) != nil }
    }

    /// The project `path` belongs to, normalised; nil when it lies outside every root or no
    /// folder from it up to its root is a project. `isFolder`: `path` is a folder, which may
    /// be a project itself.
    mutating func project(of path: String, isFolder: Bool) -> String? {
        let normalised = SourcePath.normalised(path)
        guard let root = root(of: normalised) else { return nil }
        var folder = isFolder ? normalised : ResolverFolders.folder(of: normalised)
        // Every folder walked is a start of `normalised`: as long as the root, it is the root.
        while folder.count >= root.count {
            if isProject(folder) { return folder }
            if folder.count == root.count { return nil }
            folder = ResolverFolders.folder(of: folder)
        }
        return nil
    }

    /// The indices of `systems` by the project each lies in; a system outside every project
    /// is in none. A system read from a folder may be named by the folder without its `/`.
    mutating func members(of systems: [DesignSystem]) -> [String: [Int]] {
        var members: [String: [Int]] = [:]
        for (index, system) in systems.enumerated() {
            let normalised = SourcePath.normalised(system.file)
            guard let project = project(of: normalised, isFolder: FileSystem.status(atPath: normalised)?.isDirectory == true) else { continue }
            members[project, default: []].append(index)
        }
        return members
    }

    private mutating func isProject(_ folder: String) -> Bool {
        if let answer = known[folder] { return answer }
        var answer: Bool
        if namedPackages {
            answer = FileKind.of(FileSystem.join(folder, ".git")) != .missing
            if !answer, case .success(let bytes) = FileSystem.regularFileContents(atPath: FileSystem.join(folder, "package.json"), limit: 256 * 1024),
               let name = (try? JSONParser.parse(bytes))?.object?["name"]?.string {
                answer = !name.isEmpty
            }
        } else {
            answer = BuildOutputs.projectMarkers.contains { FileKind.of(FileSystem.join(folder, $0)) != .missing }
        }
        known[folder] = answer
        return answer
    }
}
