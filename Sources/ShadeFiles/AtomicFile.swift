#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeTokens

/// Writing a file whole or not at all: the bytes go to a temporary file beside the target,
/// which is renamed over it once complete, so a reader (or a crash) never sees half a file.
/// Plain POSIX, so a long-running previewer that saves its state brings in no Foundation.
public enum AtomicFile {
    /// A failed write: what was being done, and `errno` then.
    public struct Failure: Error {
        /// "create", "write", "rename"…
        public let operation: String
        /// The `errno` value.
        public let code: Int32
    }

    /// Writes `bytes` to `path` atomically, creating the folders above it first unless
    /// `creatingFolders` is false. The temporary file is named `temporaryPrefix`, the process
    /// id in hex, a dot and six random letters, so a sweep can tell whose it was. Every file
    /// Shade writes whole (the state, role maps, exports, review pictures, `x`'s frames) is
    /// written here.
    public static func write(_ bytes: [UInt8], to path: String, temporaryPrefix: String, creatingFolders: Bool = true) throws(Failure) {
        let folder = parent(of: path)
        if creatingFolders { try makeDirectories(folder) }
        let (descriptor, temporary) = try createTemporary(in: folder, prefix: temporaryPrefix)
        let written = bytes.withUnsafeBytes { buffer in writeFully(descriptor, buffer) }
        let writeError = errno
        guard close(descriptor) == 0, written else {
            unlink(temporary)
            throw Failure(operation: "write", code: written ? errno : writeError)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(operation: "rename", code: code)
        }
    }

    /// Why a file written to `path` must not go there: a folder stands there; something stands
    /// there and `force` was not given; or it is what ``replacementRefusal(_:)`` refuses.
    /// The words follow the path (`'x.svg' exists; add --force to replace it`).
    public static func writeRefusal(_ path: String, force: Bool) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        if info.st_mode & S_IFMT == S_IFDIR { return "is a folder" }
        if !force { return "exists; add --force to replace it" }
        return replacementRefusal(path)
    }

    /// The words for a failed write, such as "Permission denied".
    public static func message(_ failure: Failure) -> String { FileSystem.errorText(failure.code) }

    /// Why `path` must not be replaced even with `--force`, or nil when it is a regular file
    /// or absent: a rename over a device, FIFO or socket (run as root, `/dev/null` itself)
    /// would put a file where the system keeps something else, and a rename over a symlink
    /// would drop the link. Looks at the path itself (`lstat`), never what a link names.
    public static func replacementRefusal(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "is a folder"
        case S_IFLNK: return "is a symlink; --force replaces regular files only"
        default: return "is a device, FIFO or socket; --force replaces regular files only"
        }
    }

    /// Removes from `folder` the temporary files of writes with `prefix` that never finished
    /// (the process was killed between writing and renaming): those whose process is gone, or
    /// that are over an hour old. A write in progress in another live process keeps its file.
    /// Returns what was removed. `now` is in seconds since 1970 (default: the clock's).
    @discardableResult
    public static func removeStaleTemporaries(in folder: String, prefix: String, now: Double? = nil) -> [String] {
        let now = now ?? Double(time(nil))
        guard case .success(let names) = FileSystem.entries(ofDirectory: folder) else { return [] }
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) {
            let file = FileSystem.join(folder, name)
            guard let status = FileSystem.status(atPath: file), !status.isDirectory else { continue }
            let age = now - Double(status.modified) / 1e9
            let owner = owner(ofTemporaryName: name, prefix: prefix)
            let ownerAlive = owner.map { $0 == getpid() || kill($0, 0) == 0 || errno == EPERM } ?? false
            guard !ownerAlive || age > 3600 else { continue }
            if unlink(file) == 0 { removed.append(file) }
        }
        return removed
    }

    /// The process id written into a temporary name made with `prefix`, if it has one.
    public static func owner(ofTemporaryName name: String, prefix: String) -> pid_t? {
        let rest = name.dropFirst(prefix.count)
        guard let dot = rest.firstIndex(of: ".") else { return nil }
        return pid_t(rest[..<dot], radix: 16)
    }

    /// The folder `path` is in: "." for a bare name, "/" for a name at the root.
    public static func parent(of path: String) -> String { FileSystem.parent(of: path) }

    /// `mkdir -p`: every missing folder of `path`, readable by all as umask allows.
    private static func makeDirectories(_ path: String) throws(Failure) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o777) != 0 && errno != EEXIST { throw Failure(operation: "create folder", code: errno) }
        }
    }

    /// A new, empty file in `folder`, created exclusively with the mode a plain file gets
    /// (0666 less the umask).
    private static func createTemporary(in folder: String, prefix: String) throws(Failure) -> (Int32, String) {
        let stem = FileSystem.join(folder, prefix + String(getpid(), radix: 16, uppercase: true) + ".")
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        for _ in 0..<100 {
            let name = stem + String((0..<6).map { _ in letters.randomElement()! })
            let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, name) }
            guard errno == EEXIST else { throw Failure(operation: "create", code: errno) }
        }
        throw Failure(operation: "create", code: EEXIST)
    }

    /// Writes all of `buffer`, retrying after interruptions and partial writes.
    private static func writeFully(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let count = systemWrite(descriptor, base + offset, buffer.count - offset)
            if count > 0 {
                offset += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }
}

/// write(2) under a name `AtomicFile.write` does not shadow.
private func systemWrite(_ descriptor: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, base, count)
}
