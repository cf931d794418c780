import ShadeText
import ShadeTokens

/// One side of `shade diff` as typed: a path (theme file, theme folder, design-system
/// folder), or a git revision of paths (`git:REV` for the other side's paths at that
/// revision, `git:REV:PATH` for one path there).
enum DiffOperand: Equatable {
    /// A file or folder on disk.
    case path(String)
    /// Paths at a revision of the repository the current folder is in; nil: the other side's.
    case git(revision: String, path: String?)

    /// Reads an argument; a `git:` one without a revision, or with one that could be taken
    /// for an option, is a usage error.
    static func parse(_ argument: String) throws -> DiffOperand {
        guard argument.hasPrefix("git:") else {
            guard !argument.isEmpty else { throw CommandFailure("an empty path cannot be diffed") }
            return .path(argument)
        }
        let rest = argument.dropFirst(4)
        let revision: Substring, path: Substring?
        if let colon = rest.firstIndex(of: ":") {
            revision = rest[..<colon]
            path = rest[rest.index(after: colon)...]
        } else {
            revision = rest
            path = nil
        }
        guard !revision.isEmpty else {
            throw CommandFailure("'\(VisibleText.escaping(argument))' names no revision; write git:REV or git:REV:PATH, e.g. git:main")
        }
        guard !revision.hasPrefix("-") else {
            throw CommandFailure("'\(VisibleText.escaping(String(revision)))' is not a revision (it starts with '-')")
        }
        if let path, path.isEmpty {
            throw CommandFailure("'\(VisibleText.escaping(argument))' names no path after the revision; write git:REV:PATH or git:REV")
        }
        return .git(revision: String(revision), path: path.map(String.init))
    }

    /// The paths this side reads, given the other side's and `--themes` (`themes`): a
    /// `git:REV` side takes the other side's path, else the `--themes` folders, else the
    /// repository's top (its themes found as `list` finds a folder's).
    func paths(other: DiffOperand, themes: [String]) throws -> [String] {
        switch (self, other) {
        case (.path(let path), _):
            guard themes.isEmpty else {
                throw CommandFailure("--themes names the folders of git:REV sides; '\(VisibleText.escaping(path))' is a path already, so leave one of them out")
            }
            return [path]
        case (.git(_, let path?), _): return [path]
        case (.git(_, nil), .path(let path)) where themes.isEmpty: return [path]
        case (.git(_, nil), .git(_, let path?)) where themes.isEmpty: return [path]
        case (.git(let revision, nil), _):
            if !themes.isEmpty { return themes }
            return [try GitRepository.here(for: "git:" + VisibleText.escaping(revision)).topFromHere]
        }
    }
}
