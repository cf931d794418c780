#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which files a resolver document may name as sources: those in its own folder tree.
///
/// A resolver dropped into a themes folder could otherwise name `../../etc/passwd` or
/// `/etc/shadow`, and Shade would open it. A source outside the resolver's folder (by its
/// path, or by a symlink that leads out) is refused with one line, unless the user allows it
/// for a monorepo that keeps tokens beside the folder: `--allow-outside-sources`, or
/// `SHADE_ALLOW_OUTSIDE_SOURCES=1` in the environment (the flag sets it). A resolver
/// that names itself is refused too: it is not a token file.
///
/// One checker serves one resolver document. A system of a hundred files names each in
/// every context that reads it, so what does not change from source to source (the
/// resolver's identity, its folder's real path, each folder's real path) is worked out once,
/// and each path is judged once.
struct DTCGSourceConfinement {
    /// The environment variable that allows sources outside the resolver's folder.
    static let allowVariable = "SHADE_ALLOW_OUTSIDE_SOURCES"

    /// Why `path` may not be read, or nil.
    struct Refusal {
        var message: String
        var isSelf: Bool
    }

    private let resolverFile: String
    private let folder: String
    private let normalisedResolver: String
    private let root: String
    private let allowsOutside: Bool
    private var resolverIdentity: FileIdentity??
    private var realRoot: String??
    private var realFolders: [String: String?] = [:]
    private var verdicts: [String: Verdict?] = [:]

    /// Why a path is refused, before the reference is worded into the message.
    private enum Verdict {
        case isSelf, outside, symlinkOut
    }

    /// A checker for the sources of the resolver `resolverFile`, which stands in `folder`
    /// (empty for the current directory).
    init(resolverFile: String, folder: String) {
        self.resolverFile = resolverFile
        self.folder = folder
        normalisedResolver = SourcePath.normalised(resolverFile)
        root = SourcePath.normalised(folder.isEmpty ? "." : folder)
        allowsOutside = Self.allowsOutsideSources
    }

    /// Why the source `path` (already normalised, as `reference` wrote it) may not be read,
    /// or nil when it may.
    mutating func refusal(path: String, reference: String) -> Refusal? {
        let verdict: Verdict?
        if let known = verdicts[path] {
            verdict = known
        } else {
            verdict = judge(path)
            verdicts[path] = .some(verdict)
        }
        return verdict.map { Self.refusal($0, reference: reference) }
    }

    /// Whether the user allowed sources outside the resolver's folder.
    static var allowsOutsideSources: Bool {
        guard let value = getenv(allowVariable) else { return false }
        let text = String(cString: value)
        return !text.isEmpty && text != "0"
    }

    /// The verdict for `path`.
    private mutating func judge(_ path: String) -> Verdict? {
        let status = FileStatus(path)
        if path == normalisedResolver || (status.identity != nil && status.identity == identityOfResolver()) { return .isSelf }
        guard !allowsOutside else { return nil }
        let inside: Bool
        if folder.isEmpty {
            inside = !path.hasPrefix("/") && !path.hasPrefix("../") && path != ".."
        } else {
            inside = path.hasPrefix(root == "/" ? "/" : root + "/")
        }
        guard inside else { return .outside }
        // A symlink inside the folder may still lead out of it.
        if status.exists, let real = realPath(of: path, isSymlink: status.isSymlink), let realRoot = realRootPath(),
           !real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") {
            return .symlinkOut
        }
        return nil
    }

    private static func refusal(_ verdict: Verdict, reference: String) -> Refusal {
        let outside = "\"\(reference)\" lies outside the resolver's folder; Shade reads sources there only with --allow-outside-sources "
            + "(or \(allowVariable)=1)"
        switch verdict {
        case .isSelf:
            return Refusal(message: "the resolver lists itself as a source (\"\(reference)\"); a resolver is not a token file, so that source is skipped",
                           isSelf: true)
        case .outside: return Refusal(message: outside, isSelf: false)
        case .symlinkOut: return Refusal(message: outside + " (it is a symlink that leads out)", isSelf: false)
        }
    }

    private mutating func identityOfResolver() -> FileIdentity? {
        if let known = resolverIdentity { return known }
        let identity = FileStatus(resolverFile, following: true).identity
        resolverIdentity = .some(identity)
        return identity
    }

    private mutating func realRootPath() -> String? {
        if let known = realRoot { return known }
        let real = Self.realPath(folder.isEmpty ? "." : folder)
        realRoot = .some(real)
        return real
    }

    /// The real path of an existing `path`: its folder's (asked once per folder) and its own
    /// name, unless the file itself is a symlink.
    private mutating func realPath(of path: String, isSymlink: Bool) -> String? {
        guard !isSymlink, let slash = path.lastIndex(of: "/") else { return Self.realPath(path) }
        let parent = slash == path.startIndex ? "/" : String(path[..<slash])
        let realParent: String?
        if let known = realFolders[parent] {
            realParent = known
        } else {
            realParent = Self.realPath(parent)
            realFolders[parent] = .some(realParent)
        }
        guard let realParent else { return nil }
        return (realParent == "/" ? "" : realParent) + path[slash...]
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// A file's device and inode: the same file, whatever path names it.
private struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64
}

/// What one `lstat` (or `stat`) says about a path.
private struct FileStatus {
    var exists = false
    var isSymlink = false
    var identity: FileIdentity?

    /// The status of `path`; a symlink is followed (one more `stat`) for its identity.
    init(_ path: String, following: Bool = false) {
        var info = stat()
        guard (following ? stat(path, &info) : lstat(path, &info)) == 0 else { return }
        exists = true
        isSymlink = (info.st_mode & S_IFMT) == S_IFLNK
        if isSymlink {
            var target = stat()
            guard stat(path, &target) == 0 else { return }
            info = target
        }
        identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
