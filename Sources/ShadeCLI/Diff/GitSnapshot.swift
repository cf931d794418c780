#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeCatalog
import ShadeSubprocess
import ShadeText
import ShadeTokens

/// Paths as they were at a revision of the repository the current folder is in, read
/// straight from git's objects (`ls-tree`, then one `cat-file --batch`) and written into a
/// private temporary folder so the theme loader reads them like any folder.
///
/// Only files the loader could read are written (by name, as the catalog's detector judges
/// it: ``FormatRegistry/mayBeTheme(fileNamed:)``; at most ``FileNames/maximumSize`` each, outside hidden and
/// dependency folders), never the rest of the tree; `.gitattributes` has no say, since no
/// `archive` is made. What git prints is bounded in size and time. The folder keeps the
/// repository folder's own name, so a system named after its folder has the same name at
/// the revision as on disk. It is removed by ``remove()``, and by a handler on
/// SIGINT/SIGTERM/SIGHUP (``TemporaryTree``).
final class GitSnapshot {
    /// The revision as typed (`main`, `HEAD~1`).
    let revision: String
    /// Its commit, abbreviated.
    let commit: String
    /// Its commit in full, for git's rename detection.
    let fullCommit: String
    /// Each path as typed, its path in the repository, and where its copy at the revision lies.
    let places: [(typed: String, inside: String, copy: String)]
    private let tree: TemporaryTree

    /// The most bytes git may print for one question, and the most seconds it may take.
    static let outputLimit = 256 << 20, seconds = 120
    /// The most files one revision may give.
    static let maximumFiles = 20_000

    private init(revision: String, commit: String, fullCommit: String, places: [(typed: String, inside: String, copy: String)],
                 tree: TemporaryTree) {
        self.revision = revision
        self.commit = commit
        self.fullCommit = fullCommit
        self.places = places
        self.tree = tree
    }

    /// Writes `paths` (relative to the current folder, as typed) at `revision` into a new
    /// temporary folder. Each failure is one line: git missing, not a repository, no such
    /// revision, a path absent at it, a bound passed.
    static func materialize(revision: String, paths: [String]) throws -> GitSnapshot {
        let shownRevision = VisibleText.escaping(revision)
        let repository = try GitRepository.here(for: "git:" + shownRevision)
        let verified = try repository.git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], for: "git:" + shownRevision)
        guard verified.status == 0, !verified.text.isEmpty else {
            throw CommandFailure("git:\(shownRevision): no such revision in the repository at \(VisibleText.escaping(repository.top))")
        }
        let full = verified.text
        let short = try repository.git(["rev-parse", "--short", full], for: "git:" + shownRevision).text
        var inside: [String] = []
        for path in paths {
            guard let relative = GitRepository.repositoryPath(path, top: repository.top, prefix: repository.prefix) else {
                throw CommandFailure("'\(VisibleText.escaping(path))' is outside the repository at \(VisibleText.escaping(repository.top)), so git:\(shownRevision) cannot have it")
            }
            inside.append(relative)
        }
        let entries = try repository.tree(at: full, paths: inside, for: "git:" + shownRevision)
        var wanted: [GitRepository.TreeEntry] = []
        for (path, relative) in zip(paths, inside) {
            if let file = entries.first(where: { $0.path == relative }) {
                // A file is taken with its folder: a resolver's sets, a sidecar, the theme a
                // file extends lie beside it.
                wanted.append(file)
                let folder = FileNames.parent(of: relative)
                wanted += entries.filter { $0.path != relative && FileNames.isBelow($0.path, folder) && FileNames.mayHoldTheme($0, below: folder) }
            } else if relative.isEmpty || entries.contains(where: { FileNames.isBelow($0.path, relative) }) {
                wanted += entries.filter { FileNames.isBelow($0.path, relative) && FileNames.mayHoldTheme($0, below: relative) }
            } else {
                throw CommandFailure("'\(VisibleText.escaping(path))' does not exist at git:\(shownRevision) (\(short))")
            }
        }
        var seen = Set<String>()
        wanted = wanted.filter { seen.insert($0.path).inserted }
        guard wanted.count <= maximumFiles else {
            throw CommandFailure("git:\(shownRevision) has \(wanted.count) files Shade could read under \(inside.map { $0.isEmpty ? "the repository's top" : VisibleText.escaping($0) }.joined(separator: ", ")) (at most \(maximumFiles)); name a folder: git:\(shownRevision):PATH or --themes PATH", exitCode: 1)
        }
        let tree = try TemporaryTree()
        let name = FileNames.lastComponent(repository.top)
        let places = zip(paths, inside).map { typed, relative in
            (typed: typed, inside: relative, copy: tree.root + "/" + name + (relative.isEmpty ? "" : "/" + relative))
        }
        let snapshot = GitSnapshot(revision: revision, commit: short, fullCommit: full, places: places, tree: tree)
        do {
            for place in places { try tree.makeFolder(String(place.copy.dropFirst(tree.root.count + 1))) }
            let blobs = try repository.blobs(wanted.map(\.object), for: "git:" + shownRevision, scratch: tree)
            for (entry, bytes) in zip(wanted, blobs) { try tree.write(bytes, at: name + "/" + entry.path) }
        } catch {
            snapshot.remove()
            throw error
        }
        return snapshot
    }

    /// Removes the temporary folder and everything in it.
    func remove() { tree.remove() }
}

/// Which files of a revision's tree the theme loader could read, by name and size alone.
enum FileNames {
    /// Larger files are never theme files (the loader refuses them unread).
    static let maximumSize = ThemeCatalog.maximumFileSize

    /// Whether `entry`, found below `root`, may be read by the loader.
    static func mayHoldTheme(_ entry: GitRepository.TreeEntry, below root: String) -> Bool {
        guard entry.isFile else { return false }
        return mayHoldTheme(root.isEmpty ? entry.path : String(entry.path.dropFirst(root.count + 1)), size: entry.size)
    }

    /// Whether a file at `below` (a path relative to a searched folder) of `size` bytes may be
    /// read by the loader: what a revision's copy holds of that folder.
    static func mayHoldTheme(_ below: String, size: Int) -> Bool {
        guard size <= maximumSize else { return false }
        let parts = below.split(separator: "/")
        for folder in parts.dropLast() where !ThemeSearch.searches(folderNamed: folder) { return false }
        guard let name = parts.last else { return false }
        return FormatRegistry.mayBeTheme(fileNamed: String(name))
    }

    /// Whether `path` lies below `folder` ("" is the top).
    static func isBelow(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path.hasPrefix(folder + "/")
    }

    /// The folder of a repository path ("" for the top).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The last component of a path.
    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? "repository"
    }
}
