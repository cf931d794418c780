#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeTokens

/// A folder listed once, for every question a search asks of it: which theme files it holds,
/// whether it is itself a theme in another format (an asset catalog, a Tokens Studio
/// repository, a folder of scales), which of its entries are themes in other formats. Each
/// question answered from this one listing costs no `stat` and no second `readdir`: a themes
/// folder of hundreds of small subfolders paid a dozen system calls per folder for them.
public struct FolderListing: Sendable {
    /// The folder's path, as given.
    public let path: String
    /// The entries (not `.` and `..`), sorted by name, each with the kind the listing reports.
    public package(set) var entries: [FileSystem.ListedEntry]
    /// Subfolders a search has already judged, by name: true for a folder that is itself a
    /// theme in another format, false for one that is not (it is searched in its own right).
    /// A subfolder not named here was not judged (hidden, skipped, or below the search's
    /// depth): a reader asks about it itself.
    public package(set) var judgedSubfolders: [String: Bool] = [:]
    /// True when a search has judged this folder itself not a theme in another format (it was
    /// searched for themes in its own right), so a reader need not ask again.
    public package(set) var isJudgedNotATheme = false
    /// The folder's identity, from the descriptor it was listed through.
    package let identity: FolderWalk.FileID

    /// Lists `path`: an `open`, an `fstat` for its identity, `getdents64` until the end, a
    /// `close` (`readdir` where there is no `getdents64`).
    public static func read(_ path: String) -> Result<FolderListing, FileProblem> {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            return .failure(FileProblem(kind: code == ENOTDIR ? FileKind.of(path) : FileKind.failure(errno: code, path: path)))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            return .failure(FileProblem(kind: .unreadable(code)))
        }
        let listed: Result<[FileSystem.ListedEntry], FileProblem>
        if let getdents = DirectoryEntries.getdents {
            listed = DirectoryEntries.read(descriptor, with: getdents)
            close(descriptor)
        } else if let directory = fdopendir(descriptor) {
            // `closedir` closes the descriptor too.
            listed = .success(FileSystem.entries(of: directory))
            closedir(directory)
        } else {
            listed = .failure(FileProblem(kind: .unreadable(errno)))
            close(descriptor)
        }
        return listed.map { entries in
            FolderListing(path: path, entries: entries.sorted { $0.name < $1.name }, identity: FolderWalk.FileID(info))
        }
    }

    /// The entry called `name` (exactly), if the folder has one.
    public func entry(named name: String) -> FileSystem.ListedEntry? {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].name < name { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].name == name ? entries[low] : nil
    }

    /// The kind of entry `name`, following a symbolic link (one `stat` only for a link, or
    /// a file system that does not say); nil when there is no such entry or it leads nowhere.
    public func kind(of name: String) -> FileKind? {
        guard let entry = entry(named: name) else { return nil }
        if let kind = entry.kind { return kind }
        let kind = FileKind.of(FileSystem.join(path, name))
        switch kind {
        case .missing, .danglingLink, .symlinkLoop, .unreadable: return nil
        default: return kind
        }
    }

    /// The entries' names, sorted.
    public var names: [String] { entries.map(\.name) }
}

/// A folder's entries read with `getdents64` straight into a buffer on the stack: `readdir`
/// allocates a 32 KiB buffer for each folder it opens, and on a thread's own heap that cost
/// a page fault or two and an `mprotect` per folder of a search.
private enum DirectoryEntries {
    /// `getdents64(fd, buffer, length)`, as the C library exports it (glibc 2.30 and later);
    /// nil where it has none. Looked up once: the header declares it only for `_GNU_SOURCE`.
    typealias Function = @convention(c) (Int32, UnsafeMutableRawPointer?, Int) -> Int

    static let getdents: Function? = {
        #if os(Linux)
        guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "getdents64") else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
        #else
        return nil
        #endif
    }()

    /// Bytes read per call: a folder of a few hundred entries in one.
    static let bufferSize = 16_384

    /// Every entry of the open folder `descriptor` but `.` and `..`, with the kind its type
    /// byte names for sure.
    static func read(_ descriptor: Int32, with getdents: Function) -> Result<[FileSystem.ListedEntry], FileProblem> {
        withUnsafeTemporaryAllocation(byteCount: bufferSize, alignment: 8) { buffer in
            var entries: [FileSystem.ListedEntry] = []
            while true {
                let count = getdents(descriptor, buffer.baseAddress, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count >= 0 else { return .failure(FileProblem(kind: .unreadable(errno))) }
                if count == 0 { return .success(entries) }
                // struct linux_dirent64: d_ino (8 bytes), d_off (8), d_reclen (2), d_type (1), d_name.
                var offset = 0
                while offset < count {
                    let record = buffer.baseAddress! + offset
                    let length = Int(record.loadUnaligned(fromByteOffset: 16, as: UInt16.self))
                    let type = record.load(fromByteOffset: 18, as: UInt8.self)
                    let name = UnsafeRawBufferPointer(start: record + 19, count: length - 19)
                    let nameBytes = name.prefix { $0 != 0 }
                    let isDot = nameBytes.count == 1 && nameBytes[nameBytes.startIndex] == 0x2E
                    let isDotDot = nameBytes.count == 2 && nameBytes.allSatisfy { $0 == 0x2E }
                    if !isDot && !isDotDot {
                        entries.append(FileSystem.ListedEntry(name: String(decoding: nameBytes, as: UTF8.self),
                                                              kind: FileKind(directoryEntryType: type),
                                                              inode: record.loadUnaligned(fromByteOffset: 0, as: UInt64.self)))
                    }
                    guard length > 0 else { break }
                    offset += length
                }
            }
        }
    }
}
