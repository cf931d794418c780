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
import ShadeTokens

/// The file system on plain POSIX and FoundationEssentials: the full Foundation (and the ICU
/// tables it maps) would cost the interactive previewer several megabytes of memory. The
/// path text these calls share (`fileName`, `join`, `offset`) is the token model's.
extension FileSystem {
    /// The canonical absolute path of `path` (links resolved), or nil when it has none.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` as a search places the files below it: a path that names the current folder
    /// itself (`.`, `./`, `tokens/..`) is the folder's absolute path, since its files would
    /// come back as bare relative names (`tokens/color.json`) that every test of "below the
    /// searched folder" must then read as below nothing written; any other path as given.
    public static func searchRoot(_ path: String) -> String {
        guard !path.isEmpty, SourcePath.normalised(path).isEmpty, let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    /// What `stat` says about a path, following symbolic links.
    public struct Status: Hashable, Sendable {
        /// True for a folder.
        public var isDirectory: Bool
        /// The size in bytes.
        public var size: Int
        /// The last modification, in nanoseconds since 1970.
        public var modified: Int64
    }

    /// The status of `path`, or nil when it does not exist or cannot be examined.
    public static func status(atPath path: String) -> Status? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Status(isDirectory: info.st_mode & S_IFMT == S_IFDIR, size: Int(info.st_size),
                      modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// The variables called `names` in the process environment, those that are set. Read
    /// with `getenv`: `ProcessInfo`'s environment copies every variable through Foundation
    /// code that would then stay in the running previewer's memory.
    public static func environment(_ names: String...) -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }

    /// The user's home folder: `$HOME` from `environment`, else the password database.
    public static func homeDirectory(environment: [String: String]) -> String {
        if let home = environment["HOME"] { return home }
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return "/" }
        return String(cString: directory)
    }

    /// The operating system's wording for a failed file operation, such as "Permission
    /// denied", taken from the POSIX error underneath when there is one.
    public static func message(for error: any Error) -> String {
        if let posix = error as? POSIXError { return errorText(posix.code.rawValue) }
        if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
            return errorText(posix.code.rawValue)
        }
        return "\(error)"
    }

    /// The text of an `errno` value.
    public static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Reads at most `limit` bytes of the regular file at `path`; nil when it cannot be opened
    /// or read, or is not a regular file. Grows with what arrives, so a small file never costs
    /// a `limit`-sized buffer.
    package static func contents(atPath path: String, limit: Int, confined: Bool = true) -> [UInt8]? {
        try? regularFileContents(atPath: path, listed: nil, limit: limit, confined: confined).get()
    }

    /// Reads at most `limit` bytes of `path`, refusing anything but a regular file without
    /// blocking: the file is opened non-blocking and checked with `fstat` on the opened
    /// descriptor, so a FIFO, socket or device that replaces a file after a `stat` still
    /// cannot hang the caller.
    /// `refusingOver`: a size above which the file is refused unread.
    /// The `stat` first means a device is never even opened.
    ///
    /// One read for a small file: a folder of thousands of themes is read in the time its
    /// system calls take. A read shorter than asked for ends a regular file; a file that grew
    /// since `fstat` fills the whole read and is read on.
    /// (A folder's entries are read through ``OpenFolder``, which takes the kind from the
    /// listing instead of a `stat`.)
    public static func regularFileContents(atPath path: String, limit: Int, refusingOver: Int? = nil) -> Result<[UInt8], FileProblem> {
        regularFileContents(atPath: path, listed: nil, limit: limit, refusingOver: refusingOver)
    }

    /// ``regularFileContents(atPath:limit:refusingOver:)`` for an entry of a folder listing:
    /// `listed` is the kind the listing gave, so a regular file needs no `stat` before it is
    /// opened (the `fstat` of the opened file still refuses anything else).
    /// `confined`: false only where the user allowed reads out of the searched folders
    /// (a resolver's sources with `--allow-outside-sources`); see ``ReadConfinement``.
    public static func regularFileContents(atPath path: String, listed: FileKind?, limit: Int, refusingOver: Int? = nil,
                                           confined: Bool = true) -> Result<[UInt8], FileProblem> {
        let kind = listed ?? FileKind.of(path)
        guard kind == .regular else { return .failure(FileProblem(kind: kind)) }
        if confined, let root = ReadConfinement.escapedRoot(of: path, isLink: listed == nil ? nil : false) {
            return .failure(FileProblem(kind: .outside(root)))
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(FileProblem(kind: FileKind.failure(errno: errno, path: path))) }
        defer { close(descriptor) }
        return regularContents(of: descriptor, limit: limit, refusingOver: refusingOver)
    }

    /// What ``regularFileContents(atPath:limit:refusingOver:)`` does once the file is open.
    package static func regularContents(of descriptor: Int32, limit: Int, refusingOver: Int?) -> Result<[UInt8], FileProblem> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(FileProblem(kind: .unreadable(errno))) }
        let opened = FileKind(mode: info.st_mode)
        guard opened == .regular else { return .failure(FileProblem(kind: opened)) }
        let size = Int(info.st_size)
        // The read below still stops at `limit` for a file that grows meanwhile.
        if let cap = refusingOver, size > cap { return .failure(FileProblem(kind: .regular, size: size, cap: cap)) }
        // One byte more than the size, so a file that has not grown ends with a short read,
        // read straight into the array that is returned.
        var capacity = max(1, min(limit, size + 1))
        var bytes = [UInt8](repeating: 0, count: capacity)
        var filled = 0
        while filled < limit {
            if filled == capacity {
                capacity = min(limit, capacity * 2)
                bytes += repeatElement(0, count: capacity - bytes.count)
            }
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, capacity - filled) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return .failure(FileProblem(kind: .unreadable(errno))) }
            if count == 0 { break }
            filled += count
            if filled < capacity { break }
        }
        bytes.removeLast(bytes.count - filled)
        return .success(bytes)
    }
}

/// What a path names, as far as reading a theme from it goes.
public enum FileKind: Hashable, Sendable {
    case regular, directory, fifo, socket, characterDevice, blockDevice
    /// Following symbolic links went round in a circle (`ELOOP`).
    case symlinkLoop
    /// A symbolic link whose target does not exist.
    case danglingLink
    /// Nothing there.
    case missing
    /// Something `stat` could not examine, with its `errno`.
    case unreadable(Int32)
    /// A file type this list does not name.
    case other
    /// A path below a searched folder that leads out of it (through a link or `..`): the folder.
    case outside(String)

    /// The kind of `path`, following symbolic links; never opens it, so it cannot block.
    public static func of(_ path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return failure(errno: errno, path: path) }
        return FileKind(mode: info.st_mode)
    }

    /// The kind a failed `stat` or `open` on `path` reveals.
    package static func failure(errno code: Int32, path: String) -> FileKind {
        switch code {
        case ELOOP: return .symlinkLoop
        case ENXIO: return .socket  // opening a Unix socket
        case ENOENT:
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { return .danglingLink }
            return .missing
        default: return .unreadable(code)
        }
    }

    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .other
        }
    }

    /// One line saying what the path is and that it was skipped, e.g. "not a regular file:
    /// a FIFO; skipped"; nil for a regular file.
    public var refusal: String? {
        switch self {
        case .regular: nil
        case .directory: "not a regular file: a directory; skipped"
        case .fifo: "not a regular file: a FIFO; skipped"
        case .socket: "not a regular file: a socket; skipped"
        case .characterDevice: "not a regular file: a character device; skipped"
        case .blockDevice: "not a regular file: a block device; skipped"
        case .other: "not a regular file; skipped"
        case .outside(let root): "leads out of \(root) (through a symbolic link or '..'); not followed"
        case .symlinkLoop: "a symlink loop (too many levels of symbolic links); skipped"
        case .danglingLink: "a symbolic link to nothing; skipped"
        case .missing: "no such file or folder"
        case .unreadable(let code): "cannot read it: \(FileSystem.errorText(code))"
        }
    }
}

/// Why a file was not read.
public struct FileProblem: Error, Sendable {
    /// What the path turned out to be.
    public var kind: FileKind
    /// For a regular file refused for its size: the size in bytes.
    public var size: Int?
    /// For a regular file refused for its size: the cap it passed.
    public var cap: Int?
    /// For a regular file refused for its text encoding: the encoding (`UTF-16`).
    public var encoding: String?

    /// A reason a file was not read.
    public init(kind: FileKind, size: Int? = nil, cap: Int? = nil, encoding: String? = nil) {
        self.kind = kind
        self.size = size
        self.cap = cap
        self.encoding = encoding
    }

    /// The one-line reason for a diagnostic.
    public var message: String {
        if let encoding { return "\(encoding) text; Shade reads UTF-8 only; skipped" }
        if let cap { return FileSystem.sizeRefusal(size: size, cap: cap) }
        return kind.refusal ?? "cannot read the file"
    }
}
