#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeTokens

/// Reading folders: the listing of one folder, with the kind of each entry. Above the token
/// model, which takes bytes and never lists a folder.
extension FileSystem {
    /// The names of the `.json` entries in a folder, sorted; nil when it cannot be listed.
    public static func themeFileNames(inFolder path: String) -> [String]? {
        try? entries(ofDirectory: path).get().filter { $0.hasSuffix(".json") }.sorted()
    }

    /// The names in a folder (not `.` and `..`), unsorted, or the `errno` that stopped the
    /// listing. Plain `readdir`, so ten thousand entries cost ten thousand names and no more.
    public static func entries(ofDirectory path: String) -> Result<[String], FileProblem> {
        listing(ofDirectory: path).map { $0.map(\.name) }
    }

    /// One entry of a folder listing.
    public struct ListedEntry: Sendable {
        /// The entry's name.
        public var name: String
        /// What the listing itself says the entry is, when it says so for sure: nil for a
        /// symbolic link (its target decides) or a file system that does not tell.
        public var kind: FileKind?
        /// The inode the listing gives (`d_ino`): the entry's own, a link's and not its
        /// target's. With the folder's device it tells hard links to one file apart from files.
        public var inode: UInt64?

        /// An entry called `name`, of the kind the listing says.
        package init(name: String, kind: FileKind?, inode: UInt64? = nil) {
            self.name = name
            self.kind = kind
            self.inode = inode
        }
    }

    /// The entries of a folder (not `.` and `..`), unsorted, each with the kind `readdir`
    /// reports, so reading a folder of thousands of regular files costs no `stat` each.
    public static func listing(ofDirectory path: String) -> Result<[ListedEntry], FileProblem> {
        guard let directory = opendir(path) else { return .failure(FileProblem(kind: FileKind.failure(errno: errno, path: path))) }
        defer { closedir(directory) }
        return .success(entries(of: directory))
    }

    /// Every entry `directory` lists from where it stands, but `.` and `..`.
    static func entries(of directory: DirectoryStream) -> [ListedEntry] {
        var entries: [ListedEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." {
                entries.append(ListedEntry(name: name, kind: FileKind(directoryEntryType: entry.pointee.d_type), inode: UInt64(entry.pointee.d_ino)))
            }
        }
        return entries
    }
}

extension FileKind {
    /// The kind a `readdir` entry type names for sure; nil for a symbolic link or unknown.
    init?(directoryEntryType type: UInt8) {
        switch Int(type) {
        case Int(DT_REG): self = .regular
        case Int(DT_DIR): self = .directory
        case Int(DT_FIFO): self = .fifo
        case Int(DT_SOCK): self = .socket
        case Int(DT_CHR): self = .characterDevice
        case Int(DT_BLK): self = .blockDevice
        default: return nil
        }
    }
}

#if canImport(Darwin)
/// What `opendir` gives.
typealias DirectoryStream = UnsafeMutablePointer<DIR>
#else
/// What `opendir` gives.
typealias DirectoryStream = OpaquePointer
#endif

/// An open folder whose entries are listed and read relative to it: each file is opened by
/// its name alone (`openat`), so a folder of thousands costs no path lookup per file, and
/// each entry is read as ``FileSystem/regularFileContents(atPath:limit:refusingOver:)`` would.
public final class OpenFolder: Sendable {
    private let descriptor: Int32
    /// The folder's path, as given.
    public let path: String

    /// Opens `path` as a folder, or says why it cannot be listed.
    public init(_ path: String) throws(FileProblem) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            throw FileProblem(kind: code == ENOTDIR ? FileKind.of(path) : FileKind.failure(errno: code, path: path))
        }
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// The entries (not `.` and `..`), unsorted, each with the kind the listing reports.
    public func listing() -> Result<[FileSystem.ListedEntry], FileProblem> {
        // `fdopendir` takes the descriptor it is given; a duplicate keeps ours for `openat`.
        let duplicate = dup(descriptor)
        guard duplicate >= 0, let directory = fdopendir(duplicate) else {
            let code = errno
            if duplicate >= 0 { close(duplicate) }
            return .failure(FileProblem(kind: .unreadable(code)))
        }
        defer { closedir(directory) }
        return .success(FileSystem.entries(of: directory))
    }

    /// At most `limit` bytes of the entry `name`, refusing anything but a regular file
    /// without blocking; `listed` as the listing gave it, so a regular file needs no `stat`.
    public func contents(of name: String, listed: FileKind?, limit: Int, refusingOver: Int? = nil) -> Result<[UInt8], FileProblem> {
        // The full path only names a failure; joined for each of a thousand files, it cost
        // a fiftieth of reading them.
        let kind = listed ?? kind(of: name, full: FileSystem.join(path, name))
        guard kind == .regular else { return .failure(FileProblem(kind: kind)) }
        if let root = ReadConfinement.escapedRoot(of: FileSystem.join(path, name), isLink: listed == nil ? nil : false) {
            return .failure(FileProblem(kind: .outside(root)))
        }
        let file = openat(descriptor, name, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard file >= 0 else { return .failure(FileProblem(kind: FileKind.failure(errno: errno, path: FileSystem.join(path, name)))) }
        defer { close(file) }
        return FileSystem.regularContents(of: file, limit: limit, refusingOver: refusingOver)
    }

    /// The kind of entry `name`, following symbolic links, without opening it.
    private func kind(of name: String, full: String) -> FileKind {
        var info = stat()
        guard fstatat(descriptor, name, &info, 0) == 0 else { return FileKind.failure(errno: errno, path: full) }
        return FileKind(mode: info.st_mode)
    }
}
