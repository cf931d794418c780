#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeTokens
import ShadeSync

/// The token files of a design system as they are on disk: every read is a regular file's,
/// refused through a link or `..` out of the searched folders (``ReadConfinement``), and a
/// resolver's sources are judged by their real paths and identities.
public struct DiskTokenFiles: TokenFiles {
    /// Bytes already read, each handed over once: a system lives as long as its theme, and
    /// its files' bytes are needed only until they are parsed (a later read is the disk's).
    private let known: Locked<[String: [UInt8]]>

    /// The files on disk; `known` gives the bytes of files already read (the system's own
    /// file, read once by the catalog's detector), by the path they were read at. Each is
    /// given once, at the first read of its path, and then let go.
    public init(known: [String: [UInt8]] = [:]) { self.known = Locked(known) }

    /// Lets go of the known bytes no read has taken (a context not resolved yet reads its
    /// files from disk when it is).
    public func releaseKnown() {
        known.withLock { $0 = [:] }
    }

    /// The known bytes of `path`, let go as they are taken.
    private func take(_ path: String) -> [UInt8]? {
        known.withLock { $0.removeValue(forKey: path) }
    }

    public func contents(atPath path: String, limit: Int, refusingOver: Int?) -> Result<[UInt8], TokenFileRefusal> {
        if let bytes = take(path) {
            if let cap = refusingOver, bytes.count > cap { return .failure(TokenFileRefusal(message: FileSystem.sizeRefusal(size: bytes.count, cap: cap))) }
            return .success(Array(bytes.prefix(limit)))
        }
        return FileSystem.regularFileContents(atPath: path, limit: limit, refusingOver: refusingOver).mapError { TokenFileRefusal(message: $0.message) }
    }

    public func sourceContents(atPath path: String, limit: Int) -> [UInt8]? {
        if let bytes = take(path) { return Array(bytes.prefix(limit)) }
        // A source the user allowed out of the resolver's folder may lead out of the searched one too.
        return FileSystem.contents(atPath: path, limit: limit, confined: !allowsOutsideSources)
    }

    public func kind(of path: String) -> TokenFileKind {
        if known.withLock({ $0[path] != nil }) { return .regular }
        switch FileKind.of(path) {
        case .missing: return .missing
        case .regular: return .regular
        case .directory: return .folder
        default: return .other
        }
    }

    public func walk(_ root: String, limits: TokenFolder.Limits, descend: (TokenFolder.Entry) -> Bool,
                     keep: (TokenFolder.Entry) -> Bool) -> TokenFolder {
        FolderWalk.walk(root, limits: limits, descend: descend, keep: keep)
    }

    public func names(inFolder path: String) -> [String]? {
        try? FileSystem.entries(ofDirectory: path).get()
    }

    public func status(of path: String) -> TokenFileStatus {
        var info = stat()
        guard lstat(path, &info) == 0 else { return TokenFileStatus(exists: false) }
        let isSymlink = (info.st_mode & S_IFMT) == S_IFLNK
        if isSymlink {
            var target = stat()
            guard stat(path, &target) == 0 else { return TokenFileStatus(exists: true, isSymlink: true) }
            info = target
        }
        return TokenFileStatus(exists: true, isSymlink: isSymlink,
                               identity: TokenFileStatus.Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }

    public func realPath(_ path: String) -> String? { FileSystem.realPath(path) }

    /// `--allow-outside-sources`, or `SHADE_ALLOW_OUTSIDE_SOURCES` set to anything but empty or 0.
    public var allowsOutsideSources: Bool {
        guard let value = FileSystem.environment(DTCGSourceConfinement.allowVariable)[DTCGSourceConfinement.allowVariable] else { return false }
        return !value.isEmpty && value != "0"
    }
}

extension DesignSystem {
    /// Opens the resolver or token file at `path` from disk, confining reads below it (see
    /// ``ReadConfinement``). Never throws: problems are diagnostics, and a file that cannot be
    /// read gives a system with no tokens that says why. `colorStrings` reads colours written
    /// as CSS strings (``DTCGColorStrings``).
    public static func open(path: String, colorStrings: DTCGColorStrings = .none) -> DesignSystem {
        ReadConfinement.confine(below: [path])
        return open(path: path, files: DiskTokenFiles(), colorStrings: colorStrings)
    }
}
