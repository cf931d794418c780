#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeFormats
import ShadeTokens
import ShadeText
import ShadeCatalog
import ShadeFiles

/// One side of `shade diff`, loaded: where its files are, what to call it, its themes, and
/// the files that did not load.
struct DiffSide {
    /// One path of the side: as the user would name it, where it is read from (a git side
    /// reads a copy in a temporary folder), and where it lies in the repository, if known.
    struct Root {
        /// As typed (or taken from the other side).
        var shown: String
        /// Where the files are read.
        var actual: String
        /// The path from the repository's top, for git's rename detection; nil outside one.
        var inside: String?
    }

    /// A file that gave no theme because it did not load, with its first problem.
    struct FailedFile {
        /// The file relative to its root.
        var file: String
        /// The first problem, with the file as the reports name it.
        var problem: String
    }

    /// "git:main (1a2b3c4)", or the paths on disk.
    let label: String
    /// The revision, for captions; nil for files on disk.
    let revision: String?
    /// The full commit, for git's rename detection; nil for files on disk.
    let commit: String?
    /// The paths read.
    let roots: [Root]
    /// Everything loaded from them (the bundled themes included, which the diff leaves out).
    let catalog: ThemeCatalog
    /// The snapshot to remove once done; nil for files on disk.
    private let snapshot: GitSnapshot?

    /// Loads `paths` as `operand` says: on disk, or at a revision.
    init(_ operand: DiffOperand, paths: [String]) throws {
        switch operand {
        case .path:
            for path in paths where FileSystem.status(atPath: path) == nil {
                throw CommandFailure("'\(VisibleText.escaping(path))' does not exist")
            }
            label = paths.map(VisibleText.escaping).joined(separator: ", ")
            revision = nil
            commit = nil
            let repository = try? GitRepository.here(for: "the work tree")
            roots = paths.map { path in
                // Read as the catalog searches it, so its themes' files are found below it.
                Root(shown: path, actual: FileSystem.searchRoot(path), inside: repository.flatMap { GitRepository.repositoryPath(path, top: $0.top, prefix: $0.prefix) })
            }
            snapshot = nil
        case .git(let revision, _):
            let snapshot = try GitSnapshot.materialize(revision: revision, paths: paths)
            label = "git:\(VisibleText.escaping(revision)) (\(snapshot.commit))"
            self.revision = revision + " (" + snapshot.commit + ")"
            commit = snapshot.fullCommit
            roots = snapshot.places.map { Root(shown: $0.typed, actual: $0.copy, inside: $0.inside) }
            self.snapshot = snapshot
        }
        catalog = ThemeCatalog.load(paths: roots.map(\.actual))
    }

    /// Removes a git side's temporary folder.
    func remove() { snapshot?.remove() }

    /// The side's own themes (not the bundled ones), each with its file relative to its root.
    var entries: [ThemeDiffer.Entry] {
        catalog.themes.compactMap { theme in
            guard case .file(let path) = theme.source else { return nil }
            return ThemeDiffer.Entry(theme: theme, file: relative(path))
        }
    }

    /// Files with a problem Shade could not use that gave no theme: each once, with its first
    /// such problem (a file that gave a theme had its problems reported, and is compared).
    var failedFiles: [FailedFile] {
        let loaded = Set(catalog.themes.compactMap { theme -> String? in
            if case .file(let path) = theme.source { return path } else { return nil }
        })
        var seen = Set<String>()
        return catalog.diagnostics.compactMap { diagnostic in
            guard diagnostic.severity == .problem, !loaded.contains(diagnostic.file),
                  !loaded.contains(where: { diagnostic.file.hasPrefix($0 + "/") }),
                  seen.insert(diagnostic.file).inserted else { return nil }
            return FailedFile(file: relative(diagnostic.file), problem: relativeText(diagnostic.description))
        }
    }

    /// The first problem Shade could not use in `file` (relative to its root), or nil.
    func firstProblem(in file: String) -> String? {
        catalog.diagnostics.first { $0.severity == .problem && relative($0.file) == file }.map { relativeText($0.description) }
    }

    /// The bytes of `file` (relative to the root it lies in), or nil when it cannot be read.
    func bytes(of file: String) -> [UInt8]? {
        for root in roots {
            let path = FileSystem.status(atPath: root.actual)?.isDirectory == true ? FileSystem.join(root.actual, file) : root.actual
            if case .success(let bytes) = FileSystem.regularFileContents(atPath: path, limit: FileNames.maximumSize) { return bytes }
        }
        return nil
    }

    /// Whether `file` (relative to the root it lies in) holds the same on `other` as here: a
    /// file's bytes, or for a folder (a package whose colours are kept in code, a project of
    /// tests alone) the relative path and bytes of every file below it the loader could read
    /// (all a revision's copy holds). Unknown — a side
    /// cannot read it, or the folder is larger than a review compares — is not the same.
    func sameContents(of file: String, as other: DiffSide) -> Bool {
        if let bytes = bytes(of: file) { return bytes == other.bytes(of: file) }
        guard let mine = folderContents(of: file), let theirs = other.folderContents(of: file) else { return false }
        return mine == theirs
    }

    /// How much of a failing folder is compared: more is reported as changed.
    static let folderComparison = (entries: 2_000, bytes: 32 * 1024 * 1024)

    /// Every regular file below the folder `file`, by its path relative to it, with its bytes;
    /// nil when it is not a folder here or holds more than ``folderComparison``.
    private func folderContents(of file: String) -> [String: [UInt8]]? {
        for root in roots where FileSystem.status(atPath: root.actual)?.isDirectory == true {
            let folder = FileSystem.join(root.actual, file)
            guard FileSystem.status(atPath: folder)?.isDirectory == true else { continue }
            let walk = FolderWalk.walk(folder, limits: FolderWalk.Limits(maximumDepth: 16, maximumEntries: Self.folderComparison.entries))
            guard walk.diagnostics.isEmpty else { return nil }
            var contents: [String: [UInt8]] = [:]
            var total = 0
            // What a revision's copy holds of it (files the loader could read), on both sides.
            for entry in walk.entries where !entry.isDirectory {
                guard let size = FileSystem.status(atPath: entry.path)?.size, FileNames.mayHoldTheme(entry.relativePath, size: size) else { continue }
                guard case .success(let bytes) = FileSystem.regularFileContents(atPath: entry.path, limit: FileNames.maximumSize) else { return nil }
                total += bytes.count
                if total > Self.folderComparison.bytes { return nil }
                contents[entry.relativePath] = bytes
            }
            return contents
        }
        return nil
    }

    /// `file` (relative to its root) as a path from the repository's top, for git's renames.
    func repositoryPath(of file: String) -> String? {
        guard roots.count == 1, let inside = roots[0].inside else { return nil }
        if FileSystem.status(atPath: roots[0].actual)?.isDirectory != true { return inside }
        return inside.isEmpty ? file : inside + "/" + file
    }

    /// A repository path as a file relative to the side's root, when it lies below it.
    func file(atRepositoryPath path: String) -> String? {
        guard roots.count == 1, let inside = roots[0].inside else { return nil }
        if inside.isEmpty { return path }
        if path == inside { return VisibleText.escaping(roots[0].shown) }
        return path.hasPrefix(inside + "/") ? String(path.dropFirst(inside.count + 1)) : nil
    }

    /// `path` relative to the root it lies in: inside a folder, the path below it; a root that
    /// is the file itself, the file's name as typed.
    func relative(_ path: String) -> String {
        for root in roots {
            if path == root.actual { return VisibleText.escaping(root.shown) }
            let folder = root.actual.hasSuffix("/") ? root.actual : root.actual + "/"
            if path.hasPrefix(folder) { return VisibleText.escaping(String(path.dropFirst(folder.count))) }
        }
        return VisibleText.escaping(path)
    }

    /// A file relative to the side's root as a reader finds it: below the root as typed.
    func shownPath(_ file: String) -> String {
        guard roots.count == 1, let root = roots.first, root.shown != file else { return file }
        let shown = VisibleText.escaping(root.shown)
        if FileSystem.status(atPath: root.actual)?.isDirectory != true { return shown }
        return shown == "." || shown == "./" ? file : FileSystem.join(shown, file)
    }

    /// The problems met loading the side, each kind once per file, with a git side's
    /// temporary paths written as `git:REV:path`.
    var problems: [String] { catalog.diagnostics.summarisedByKind().map(shown) }

    /// `text` (a reason, a problem) with every path below a root written relative to it, as
    /// the report names files: the same words on both sides when nothing changed, and no
    /// temporary folder in any report.
    func relativeText(_ text: String) -> String {
        var line = text
        for root in roots {
            let isFolder = FileSystem.status(atPath: root.actual)?.isDirectory == true
            if !isFolder {
                line = line.replacing(root.actual, with: VisibleText.escaping(root.shown))
                continue
            }
            let folder = root.actual.hasSuffix("/") ? root.actual : root.actual + "/"
            if folder == "./" {
                // Only at a path's start: "../x" keeps its dots.
                for lead in [" ", "(", "\t"] { line = line.replacing(lead + folder, with: lead) }
                if line.hasPrefix(folder) { line.removeFirst(folder.count) }
            } else {
                line = line.replacing(folder, with: "")
                // The root itself, named in a line about it (`.: only its tests' … hold colours`),
                // as typed: the same words on both sides, and never the path it was read under.
                if root.actual != root.shown { line = line.replacing(root.actual, with: VisibleText.escaping(root.shown)) }
            }
        }
        return line
    }

    /// A problem's line with a git side's temporary paths written as `git:REV:path`.
    func shown(_ diagnostic: Diagnostic) -> String { shown(diagnostic.description) }

    /// Any text with a git side's temporary paths written as `git:REV:path`, and a work tree's
    /// folder as it was typed.
    func shown(_ text: String) -> String {
        // A work tree's folder read by another name (`.` as its absolute path) keeps the name typed.
        let revision = snapshot.map { "git:\($0.revision):" } ?? ""
        var line = text
        for root in roots where root.actual != root.shown {
            line = line.replacing(root.actual, with: revision + VisibleText.escaping(root.shown))
        }
        return line
    }
}
