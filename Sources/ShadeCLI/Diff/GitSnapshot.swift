#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeSubprocess
import ShadeText
import ShadeTokens

/// Paths as they were at a revision of the repository the current folder is in, written into
/// a private temporary folder (`git archive`, unpacked by `tar`) so the theme loader reads
/// them like any folder. The folder is removed by ``remove()``.
final class GitSnapshot {
    /// The revision as typed (`main`, `HEAD~1`).
    let revision: String
    /// Its commit, abbreviated.
    let commit: String
    /// The temporary folder the tree was written into.
    let folder: String
    /// Each path as typed, and where its copy at the revision now lies.
    let places: [(typed: String, copy: String)]

    private init(revision: String, commit: String, folder: String, places: [(typed: String, copy: String)]) {
        self.revision = revision
        self.commit = commit
        self.folder = folder
        self.places = places
    }

    /// Writes `paths` (relative to the current folder, as typed) at `revision` into a new
    /// temporary folder. Each failure is one line: git missing, not a repository, no such
    /// revision, a path absent at it.
    static func materialize(revision: String, paths: [String]) throws -> GitSnapshot {
        let shownRevision = VisibleText.escaping(revision)
        let location = try git(["rev-parse", "--show-toplevel", "--show-prefix"], revision: revision)
        guard location.status == 0 else {
            throw CommandFailure("git:\(shownRevision): the current folder is not in a git repository (\(VisibleText.escaping(location.firstErrorLine)))")
        }
        let lines = String(decoding: location.output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let top = lines.first ?? "", prefix = lines.count > 1 ? lines[1] : ""
        let verified = try git(["rev-parse", "--verify", "--quiet", "--short", revision + "^{commit}"], revision: revision)
        guard verified.status == 0, !verified.text.isEmpty else {
            throw CommandFailure("git:\(shownRevision): no such revision in the repository at \(VisibleText.escaping(top))")
        }
        var relative: [String] = [], archived: [String] = []
        for path in paths {
            guard let inside = repositoryPath(path, top: top, prefix: prefix) else {
                throw CommandFailure("'\(VisibleText.escaping(path))' is outside the repository at \(VisibleText.escaping(top)), so git:\(shownRevision) cannot have it")
            }
            let kind = try git(["cat-file", "-t", inside.isEmpty ? revision + "^{tree}" : revision + ":" + inside], revision: revision)
            guard kind.status == 0 else {
                throw CommandFailure("'\(VisibleText.escaping(path))' does not exist at git:\(shownRevision) (\(verified.text))")
            }
            relative.append(inside)
            // A file is taken with its folder: a resolver's sets and modifiers, a sidecar, the
            // theme a file extends lie beside it.
            archived.append(kind.text == "blob" ? parent(of: inside) : inside)
        }
        let folder = try temporaryFolder()
        let snapshot = GitSnapshot(revision: revision, commit: verified.text, folder: folder,
                                   places: zip(paths, relative).map { ($0, $1.isEmpty ? folder + "/tree" : folder + "/tree/" + $1) })
        do {
            try snapshot.unpack(archived, top: top)
        } catch {
            snapshot.remove()
            throw error
        }
        return snapshot
    }

    /// Removes the temporary folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// `git archive` of the paths into a tar file in the folder, unpacked beside it.
    private func unpack(_ relative: [String], top: String) throws {
        let archive = folder + "/tree.tar"
        let pathspecs = relative.contains("") ? [] : ["--"] + relative
        let archived = try Self.git(["-C", top, "archive", "--format=tar", "-o", archive, revision] + pathspecs, revision: revision)
        guard archived.status == 0 else {
            throw CommandFailure("git:\(VisibleText.escaping(revision)): git archive failed: \(VisibleText.escaping(archived.firstErrorLine))", exitCode: 1)
        }
        guard mkdir(folder + "/tree", 0o700) == 0 else {
            throw CommandFailure("cannot make a folder in \(VisibleText.escaping(folder)): \(FileSystem.errorText(errno))", exitCode: 1)
        }
        let unpacked: Subprocess.Outcome
        do {
            unpacked = try Subprocess.run("tar", ["-xf", archive, "-C", folder + "/tree"])
        } catch {
            throw CommandFailure("git:REV needs tar to unpack the revision's files, and tar is not installed (or not on PATH)", exitCode: 1)
        }
        guard unpacked.status == 0 else {
            throw CommandFailure("cannot unpack git:\(VisibleText.escaping(revision)): \(VisibleText.escaping(unpacked.firstErrorLine))", exitCode: 1)
        }
        unlink(archive)
    }

    /// Runs git, or says in one line that it is missing.
    private static func git(_ arguments: [String], revision: String) throws -> Subprocess.Outcome {
        do {
            return try Subprocess.run("git", arguments)
        } catch {
            throw CommandFailure("git:\(VisibleText.escaping(revision)) needs git, which is not installed (or not on PATH): \(FileSystem.errorText(error.code))")
        }
    }

    /// `path` (absolute, or relative to the current folder, which is `prefix` inside the
    /// repository at `top`) relative to the repository's top; "" for the top itself; nil when
    /// it lies outside.
    static func repositoryPath(_ path: String, top: String, prefix: String) -> String? {
        var components: [Substring]
        if path.hasPrefix("/") {
            let real = canonical(path)
            let realTop = canonical(top)
            guard real == realTop || real.hasPrefix(realTop + "/") else { return nil }
            components = real.dropFirst(realTop.count).split(separator: "/")
        } else {
            components = (prefix + "/" + path).split(separator: "/")
        }
        var kept: [Substring] = []
        for component in components {
            switch component {
            case ".": continue
            case "..":
                guard !kept.isEmpty else { return nil }
                kept.removeLast()
            default: kept.append(component)
            }
        }
        return kept.joined(separator: "/")
    }

    /// The folder of a repository path ("" for the top).
    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `path` with symbolic links resolved as far as it exists.
    private static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A new private folder under `$TMPDIR` (or /tmp).
    private static func temporaryFolder() throws -> String {
        let base = FileSystem.environment("TMPDIR")["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/shade-diff-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw CommandFailure("cannot make a temporary folder in \(VisibleText.escaping(base)): \(FileSystem.errorText(errno))", exitCode: 1)
        }
        return String(cString: made)
    }
}
