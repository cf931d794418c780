#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeSync
import ShadeTokens

/// The folders Shade was asked to search, and the rule that every file read below one of them
/// really lies inside it: a file reached through a symbolic link (`x.json → ~/.config/gh/hosts.yml`,
/// `→ /proc/self/environ`) or a `..` that leads out is refused, as a folder link out is.
///
/// The check sits where a file is opened (``FileSystem/regularFileContents(atPath:listed:limit:refusingOver:)``
/// and ``OpenFolder/contents(of:listed:limit:refusingOver:)``), so every reader is confined
/// alike: a theme folder's files, Style Dictionary sources, Tokens Studio sets, resolver
/// `$ref`s, Ghostty `config-file`s. It is process-wide because the folders a command searches
/// are the same for every reader it runs; roots are only ever added, and a root only
/// restricts paths below it, so a path Shade was not asked to search (its own state file)
/// is never refused.
public enum ReadConfinement {
    /// One searched folder.
    private struct Root: Sendable {
        /// As given, and made absolute (paths below it are written one way or the other).
        var written: String
        var absolute: String
        /// Its canonical path, links resolved.
        var real: String
    }

    private struct State: Sendable {
        var roots: [Root] = []
        /// Files the user named themselves: followed wherever they lead, as a root folder is.
        var named: Set<String> = []
        /// Canonical paths of folders already asked about.
        var realFolders: [String: String] = [:]
        var workingDirectory = ""
    }

    private static let state = Locked(State())

    /// How many folders' canonical paths are remembered; the memory is dropped past it.
    private static let rememberedFolders = 4096

    /// Confines reads below each of `paths`: a folder is a root itself; a file is followed
    /// wherever it leads (the user named it) and confines reads below its folder (its
    /// sources, sets and includes).
    public static func confine(below paths: [String]) {
        for path in paths {
            let isFolder = FileKind.of(path) == .directory
            let folder = isFolder ? path : parent(of: path)
            guard let real = FileSystem.realPath(folder) else { continue }
            state.withLock { state in
                if state.workingDirectory.isEmpty { state.workingDirectory = workingDirectory() }
                if !isFolder { state.named.insert(path) }
                let written = trimmed(folder)
                guard !state.roots.contains(where: { $0.written == written && $0.real == real }) else { return }
                let absolute = absolutePath(written, in: state.workingDirectory)
                state.roots.append(Root(written: written, absolute: absolute, real: real))
            }
        }
    }

    /// The searched folder `path` lies below as written but leads out of once links and `..`
    /// are resolved, or nil when it may be read. `isLink`: false when a folder listing said
    /// the file itself is no link (only its folder is then resolved, once per folder).
    package static func escapedRoot(of path: String, isLink: Bool?) -> String? {
        let (roots, isNamed, cwd) = state.withLock { state in (state.roots, state.named.contains(path), state.workingDirectory) }
        guard !roots.isEmpty, !isNamed else { return nil }
        let absolute = absolutePath(path, in: cwd)
        let containing = roots.filter { below($0.written, path) || below($0.absolute, absolute) }
        guard let first = containing.first else { return nil }
        // A path that no longer exists is left to the open, which says so.
        guard let real = realPath(path, isLink: isLink) else { return nil }
        return containing.contains { $0.real == real || below($0.real, real) } ? nil : first.written
    }

    /// The searched folders `path` lies in or is, as written, outermost first; empty when no
    /// folder was searched or `path` lies in none. A workspace's packages are looked for no
    /// higher than the outermost.
    package static func searchedRoots(containing path: String) -> [String] {
        let (roots, cwd) = state.withLock { state in (state.roots, state.workingDirectory) }
        let absolute = absolutePath(path, in: cwd)
        return roots.filter { $0.written == trimmed(path) || $0.absolute == absolute || below($0.written, path) || below($0.absolute, absolute) }
            .sorted { $0.written.utf8.count < $1.written.utf8.count }.map(\.written)
    }

    /// Whether `path` is strictly below `folder`, as written.
    private static func below(_ folder: String, _ path: String) -> Bool {
        folder == "/" ? path.hasPrefix("/") && path != "/" : path.hasPrefix(folder + "/")
    }

    /// The canonical path of `path`: its folder's (remembered) and its name, when the name is
    /// known to be no link; else resolved whole.
    private static func realPath(_ path: String, isLink: Bool?) -> String? {
        let name = FileSystem.fileName(path)
        guard isLink == false, name != ".", name != "..", !path.hasSuffix("/") else { return FileSystem.realPath(path) }
        let folder = parent(of: path)
        let known = state.withLock { $0.realFolders[folder] }
        let realFolder: String
        if let known {
            realFolder = known
        } else {
            guard let resolved = FileSystem.realPath(folder) else { return nil }
            realFolder = resolved
            state.withLock { state in
                if state.realFolders.count >= rememberedFolders { state.realFolders.removeAll(keepingCapacity: true) }
                state.realFolders[folder] = resolved
            }
        }
        return FileSystem.join(realFolder, name)
    }

    /// `path` made absolute against `cwd`, leading `./` dropped.
    private static func absolutePath(_ path: String, in cwd: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2).drop { $0 == "/" } }
        return relative.isEmpty || relative == "." ? cwd : FileSystem.join(cwd, String(relative))
    }

    /// `path` without trailing slashes (but `/` itself).
    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// The folder part of `path`: `.` for a bare name.
    private static func parent(of path: String) -> String { FileSystem.parent(of: trimmed(path)) }

    /// The canonical absolute path of `path` (links resolved), or nil when it has none.
    private static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func workingDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "/" }
        defer { free(cwd) }
        return String(cString: cwd)
    }
}
