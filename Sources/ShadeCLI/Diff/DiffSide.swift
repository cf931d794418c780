import ShadeFormats
import ShadeTokens
import ShadeText

/// One side of `shade diff`, loaded: where its files are, what to call it, and its themes.
struct DiffSide {
    /// One path of the side: as the user would name it, and where it is read from (a git
    /// side reads a copy in a temporary folder).
    struct Root {
        /// As typed (or taken from the other side).
        var shown: String
        /// Where the files are read.
        var actual: String
    }

    /// "git:main (1a2b3c4)", or "files" for paths on disk.
    let label: String
    /// The revision, for captions; nil for files on disk.
    let revision: String?
    /// The paths read.
    let roots: [Root]
    /// Everything loaded from them (the bundled themes included, which the diff leaves out).
    let catalog: ThemeCatalog
    /// The snapshot to remove once done; nil for files on disk.
    private let snapshot: GitSnapshot?

    /// Loads `operand`, taking a `git:REV` side's paths from `other`.
    init(_ operand: DiffOperand, other: DiffOperand) throws {
        let paths = try operand.paths(other: other)
        switch operand {
        case .path:
            for path in paths where FileSystem.status(atPath: path) == nil {
                throw CommandFailure("'\(VisibleText.escaping(path))' does not exist")
            }
            label = paths.map(VisibleText.escaping).joined(separator: ", ")
            revision = nil
            roots = paths.map { Root(shown: $0, actual: $0) }
            snapshot = nil
        case .git(let revision, _):
            let snapshot = try GitSnapshot.materialize(revision: revision, paths: paths)
            label = "git:\(VisibleText.escaping(revision)) (\(snapshot.commit))"
            self.revision = revision + " (" + snapshot.commit + ")"
            roots = snapshot.places.map { Root(shown: $0.typed, actual: $0.copy) }
            self.snapshot = snapshot
        }
        catalog = ThemeCatalog.load(paths: roots.map(\.actual), foreign: .formats)
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
    var problems: [String] {
        catalog.diagnostics.summarisedByKind().map { diagnostic in
            var line = diagnostic.description
            for root in roots where root.actual != root.shown {
                line = line.replacing(root.actual, with: "git:\(snapshot?.revision ?? ""):\(root.shown)")
            }
            return line
        }
    }
}
