#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeFiles
import ShadeTokens
import ShadeFormats

/// Folder listings kept between runs, so a themes folder of many subfolders that has not
/// changed is checked with one `stat` per folder rather than listed again (an `open`, two
/// `getdents64`, an `fstat` and a `close`; ext4 sorts even a one-block folder's entries by
/// hash each time it is read).
///
/// Only the listings are kept: every question a search asks of a folder is asked again of
/// its listing, and every file is read afresh, so a kept listing changes nothing but where
/// the names come from. A listing is used only while its folder's ``FolderStamp`` — device,
/// inode, modification and change times to the nanosecond — is the one it was listed with:
/// adding, removing or renaming an entry sets both times. Two rules close the gaps:
/// - **A folder that changed just before it was listed is not kept.** A change in the same
///   tick of the file system's clock as the listing would leave the times as they were (git's
///   "racily clean" entries). A listing is kept only if its folder last changed at least
///   ``settlingTime`` before the search began, so any later change has later times.
/// - **Only local file systems that keep those times exactly.** Network file systems (NFS,
///   SMB, 9p, FUSE) may serve stale attributes from a cache; their folders are listed every
///   time.
///
/// One file per searched root, named from a hash of its path, in `$XDG_CACHE_HOME/shade/listings`;
/// written atomically, read whole and checked (a format tag, the root's path, a checksum):
/// a file that does not check out is ignored and replaced. `SHADE_NO_CACHE=1` turns it off.
public struct ListingCache: Sendable {
    /// The folder holding the cache files.
    public let folder: String
    /// The wall clock a search is timed by (the clock's own, but in tests).
    let now: @Sendable () -> FolderStamp.Timestamp

    /// A cache kept in `folder`.
    public init(folder: String) {
        self.init(folder: folder, now: FolderStamp.Timestamp.now)
    }

    init(folder: String, now: @escaping @Sendable () -> FolderStamp.Timestamp) {
        self.folder = folder
        self.now = now
    }

    /// How long before a search a folder must have last changed for its listing to be kept.
    static let settlingTime: Int64 = 2

    /// How many roots' listings are kept; the least recently written go first.
    static let keptFiles = 64

    /// The cache the environment asks for: `$XDG_CACHE_HOME/shade/listings` (an absolute
    /// `XDG_CACHE_HOME`, as the XDG specification requires), else `~/.cache/shade/listings`;
    /// nil when `SHADE_NO_CACHE` is set to anything but "" or "0".
    public static func standard(environment: [String: String] = FileSystem.environment("XDG_CACHE_HOME", "HOME", "SHADE_NO_CACHE")) -> ListingCache? {
        if let off = environment["SHADE_NO_CACHE"], !off.isEmpty, off != "0" { return nil }
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (FileSystem.homeDirectory(environment: environment) + "/.cache")
        return ListingCache(folder: base + "/shade/listings")
    }

    /// The listings kept for the search of `root`; an empty snapshot when there are none,
    /// they do not check out, or `root` is on a file system whose folders are not kept.
    func snapshot(root: String) -> ListingSnapshot {
        guard Self.keepsListings(on: root) else { return .none(root: root) }
        guard case .success(let bytes) = FileSystem.regularFileContents(atPath: file(for: root), limit: Self.maximumFileSize),
              let folders = ListingCacheFile.decode(bytes, root: root)
        else { return ListingSnapshot(root: root, folders: [:], isKeeping: true) }
        return ListingSnapshot(root: root, folders: folders, isKeeping: true, rootDescriptor: open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC))
    }

    /// Keeps the listings one search of `snapshot.root` used, begun at `searchBegan`: those of
    /// folders that had settled by then. Writes only when they differ from what was kept;
    /// a cache that cannot be written is passed over (it only saves time).
    func store(_ listings: [FolderListing], for snapshot: ListingSnapshot, searchBegan: FolderStamp.Timestamp) {
        guard snapshot.isKeeping else { return }
        // Every listing taken from the snapshot, and all of it: nothing to write.
        if listings.count == snapshot.folders.count, listings.allSatisfy(\.isKept) { return }
        let settled = searchBegan.minus(seconds: Self.settlingTime)
        var kept: [String: ListingSnapshot.Kept] = [:]
        for listing in listings where listing.stamp.changedBefore(settled) {
            kept[listing.path] = ListingSnapshot.Kept(stamp: listing.stamp, entries: listing.entries)
        }
        guard kept.count != snapshot.folders.count || kept.contains(where: { snapshot.folders[$0.key]?.stamp != $0.value.stamp }) else { return }
        let path = file(for: snapshot.root)
        if kept.isEmpty {
            unlink(path)
            return
        }
        do {
            try AtomicFile.write(ListingCacheFile.encode(kept, root: snapshot.root), to: path, temporaryPrefix: Self.temporaryPrefix)
        } catch {
            return
        }
        removeOldFiles(keeping: path)
    }

    /// The cache file of `root`.
    func file(for root: String) -> String {
        let hex = String(ListingCacheFile.checksum(Array(root.utf8)[...]), radix: 16)
        return FileSystem.join(folder, String(repeating: "0", count: 16 - hex.count) + hex)
    }

    /// A cache file larger than this is not read (a hundred thousand entries take ~4 MiB).
    static let maximumFileSize = 64 << 20

    /// The start of a write in progress (then its process id in hex, a dot and six letters).
    static let temporaryPrefix = ".writing-"

    /// Removes the least recently written files past ``keptFiles`` (never `written`, just
    /// written: a coarse clock may give it the times of older ones), and what writes killed
    /// half-way left (``AtomicFile/removeStaleTemporaries(in:prefix:now:)``).
    private func removeOldFiles(keeping written: String) {
        guard case .success(let names) = FileSystem.entries(ofDirectory: folder), names.count > Self.keptFiles else { return }
        AtomicFile.removeStaleTemporaries(in: folder, prefix: Self.temporaryPrefix)
        var files: [(path: String, modified: Int64)] = []
        for name in names where !name.hasPrefix(Self.temporaryPrefix) {
            let path = FileSystem.join(folder, name)
            guard let status = FileSystem.status(atPath: path), !status.isDirectory else { continue }
            if path != written { files.append((path, status.modified)) }
        }
        for old in files.sorted(by: { $0.modified > $1.modified }).dropFirst(Self.keptFiles - 1) { unlink(old.path) }
    }

    /// Whether folders on the file system holding `path` keep exact change times locally.
    static func keepsListings(on path: String) -> Bool {
        guard let statfs = fileSystemStatus else { return false }
        // `struct statfs` begins with `f_type`, a C long, on every Linux architecture; the
        // buffer is larger than the whole structure (120 bytes on 64-bit systems).
        return withUnsafeTemporaryAllocation(byteCount: 512, alignment: 8) { buffer in
            guard statfs(path, buffer.baseAddress) == 0 else { return false }
            return localFileSystems.contains(UInt64(truncatingIfNeeded: buffer.baseAddress!.load(as: Int.self)))
        }
    }

    /// `statfs(path, buffer)`, as the C library exports it; nil where there is none (the
    /// Glibc module does not import `sys/vfs.h`, and other systems' `statfs` differs).
    private static let fileSystemStatus: (@convention(c) (UnsafePointer<CChar>, UnsafeMutableRawPointer?) -> Int32)? = {
        #if os(Linux)
        guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "statfs") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafePointer<CChar>, UnsafeMutableRawPointer?) -> Int32).self)
        #else
        return nil
        #endif
    }()

    /// `statfs` magic numbers of local file systems with nanosecond folder times: ext2/3/4,
    /// XFS, Btrfs, tmpfs, F2FS, ZFS, bcachefs, overlayfs (containers).
    private static let localFileSystems: [UInt64] = [
        0xEF53, 0x5846_5342, 0x9123_683E, 0x0102_1994, 0xF2F5_2010, 0x2FC1_2FC1, 0xCA45_1A4E, 0x794C_7630,
    ]
}

/// The listings kept for one root, as a search found them at its start: each checked against
/// its folder's stamp when asked for. Immutable, so the threads of one search share it; the
/// search calls ``close()`` when it is done with it.
struct ListingSnapshot: Sendable {
    /// The root searched.
    let root: String
    /// The kept listings by folder path.
    let folders: [String: Kept]
    /// Whether listings of this root are kept at all.
    let isKeeping: Bool
    /// The root, open (for `fstatat`; nothing is read through it), or -1: a folder's stamp is asked for
    /// relative to it, so each `stat` walks only the path below the root, and every stamp
    /// is of the one tree the root was when the search began.
    private let rootDescriptor: Int32

    init(root: String, folders: [String: Kept], isKeeping: Bool, rootDescriptor: Int32 = -1) {
        self.root = root
        self.folders = folders
        self.isKeeping = isKeeping
        self.rootDescriptor = rootDescriptor
    }

    /// One folder's kept listing.
    struct Kept: Sendable {
        var stamp: FolderStamp
        /// Sorted by name.
        var entries: [FileSystem.ListedEntry]
    }

    /// No listing kept, for a search without a cache.
    static func none(root: String) -> ListingSnapshot { ListingSnapshot(root: root, folders: [:], isKeeping: false) }

    /// The listing of folder `path`: the kept one while the folder's stamp is the same (one
    /// `stat`), else a fresh one.
    func listing(of path: String) -> Result<FolderListing, FileProblem> {
        if let kept = folders[path], let stamp = stamp(of: path), stamp == kept.stamp {
            return .success(FolderListing(path: path, entries: kept.entries, stamp: stamp, isKept: true))
        }
        return FolderListing.read(path)
    }

    /// The stamp of folder `path` now, relative to the root where it is below it.
    private func stamp(of path: String) -> FolderStamp? {
        guard rootDescriptor >= 0 else { return FolderStamp.of(path) }
        var info = stat()
        if path == root {
            guard fstat(rootDescriptor, &info) == 0 else { return nil }
        } else {
            guard let offset = FileSystem.offset(of: path, below: root) else { return FolderStamp.of(path) }
            // The path's own C string from where the part below the root begins: no copy per folder.
            guard path.withCString({ fstatat(rootDescriptor, $0 + offset, &info, 0) }) == 0 else { return nil }
        }
        return info.st_mode & S_IFMT == S_IFDIR ? FolderStamp(info) : nil
    }

    /// Closes the root's descriptor.
    func close() {
        if rootDescriptor >= 0 { _ = systemClose(rootDescriptor) }
    }
}

/// close(2) under a name `ListingSnapshot.close()` does not shadow.
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }

/// The cache file's bytes: a tag naming the format, the root's path, each folder (its path,
/// stamp and entries, each entry's kind as a byte and its name), and a checksum of all before.
/// Numbers are little-endian; lengths are 32 bits.
enum ListingCacheFile {
    /// The format tag; a new layout gets a new tag, so an old file is ignored, never misread.
    static let tag = Array("shade-listings-1\n".utf8)

    static func encode(_ folders: [String: ListingSnapshot.Kept], root: String) -> [UInt8] {
        var bytes = tag
        append(root, to: &bytes)
        append(UInt64(folders.count), to: &bytes)
        for (path, kept) in folders.sorted(by: { $0.key < $1.key }) {
            append(path, to: &bytes)
            for number in [kept.stamp.device, kept.stamp.inode] { append(number, to: &bytes) }
            for time in [kept.stamp.modified, kept.stamp.changed] {
                append(UInt64(bitPattern: time.seconds), to: &bytes)
                append(UInt64(bitPattern: time.nanoseconds), to: &bytes)
            }
            append(UInt64(kept.entries.count), to: &bytes)
            for entry in kept.entries {
                bytes.append(kindCode(entry.kind))
                append(entry.name, to: &bytes)
            }
        }
        append(checksum(bytes[...]), to: &bytes)
        return bytes
    }

    /// The folders kept in `bytes` for `root`; nil unless the file is whole, of this format
    /// and for this root.
    static func decode(_ bytes: [UInt8], root: String) -> [String: ListingSnapshot.Kept]? {
        guard bytes.count >= tag.count + 8, bytes.starts(with: tag) else { return nil }
        let body = bytes[..<(bytes.count - 8)]
        var trailer = Reader(bytes: bytes[(bytes.count - 8)...])
        guard trailer.number() == checksum(body) else { return nil }
        var reader = Reader(bytes: body.dropFirst(tag.count))
        guard reader.text() == root, let count = reader.count() else { return nil }
        var folders: [String: ListingSnapshot.Kept] = [:]
        folders.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = reader.text(), let device = reader.number(), let inode = reader.number(),
                  let modifiedSeconds = reader.number(), let modifiedNanoseconds = reader.number(),
                  let changedSeconds = reader.number(), let changedNanoseconds = reader.number(),
                  let entryCount = reader.count()
            else { return nil }
            var entries: [FileSystem.ListedEntry] = []
            entries.reserveCapacity(entryCount)
            for _ in 0..<entryCount {
                guard let code = reader.byte(), let kind = kind(code), let name = reader.text() else { return nil }
                entries.append(FileSystem.ListedEntry(name: name, kind: kind))
            }
            let stamp = FolderStamp(device: device, inode: inode,
                                    modified: .init(seconds: Int64(bitPattern: modifiedSeconds), nanoseconds: Int64(bitPattern: modifiedNanoseconds)),
                                    changed: .init(seconds: Int64(bitPattern: changedSeconds), nanoseconds: Int64(bitPattern: changedNanoseconds)))
            folders[path] = ListingSnapshot.Kept(stamp: stamp, entries: entries)
        }
        return reader.isAtEnd ? folders : nil
    }

    /// The kinds a listing reports for sure, and 0 for none (a link, or a file system that
    /// does not say).
    private static let kinds: [FileKind] = [.regular, .directory, .fifo, .socket, .characterDevice, .blockDevice]

    private static func kindCode(_ kind: FileKind?) -> UInt8 {
        kind.flatMap { kinds.firstIndex(of: $0) }.map { UInt8($0 + 1) } ?? 0
    }

    /// The kind a code stands for (`.some(nil)` for "not said"); nil for a code no writer makes.
    private static func kind(_ code: UInt8) -> FileKind?? {
        if code == 0 { return .some(nil) }
        return Int(code) <= kinds.count ? .some(kinds[Int(code) - 1]) : nil
    }

    private static func append(_ number: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        let utf8 = text.utf8
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: utf8.count >> shift)) }
        bytes.append(contentsOf: utf8)
    }

    /// FNV-1a over 64-bit words (then the last bytes one by one): enough to tell a damaged
    /// or edited file from a whole one, at a word per step.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBytes { buffer in
            let words = buffer.count / 8
            for index in 0..<words { hash = (hash ^ UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))) &* prime }
            for byte in buffer[(words * 8)...] { hash = (hash ^ UInt64(byte)) &* prime }
        }
        return hash
    }

    /// Reads the values `append` wrote, each nil past the end.
    private struct Reader {
        var bytes: ArraySlice<UInt8>

        var isAtEnd: Bool { bytes.isEmpty }

        mutating func byte() -> UInt8? { bytes.popFirst() }

        mutating func number() -> UInt64? {
            guard bytes.count >= 8 else { return nil }
            var value: UInt64 = 0
            for (shift, byte) in bytes.prefix(8).enumerated() { value |= UInt64(byte) << UInt64(shift * 8) }
            bytes = bytes.dropFirst(8)
            return value
        }

        /// A count of folders or entries, which the bytes left must be able to hold.
        mutating func count() -> Int? {
            guard let value = number(), value <= UInt64(bytes.count) else { return nil }
            return Int(value)
        }

        mutating func text() -> String? {
            guard bytes.count >= 4 else { return nil }
            var length = 0
            for (shift, byte) in bytes.prefix(4).enumerated() { length |= Int(byte) << (shift * 8) }
            bytes = bytes.dropFirst(4)
            guard bytes.count >= length else { return nil }
            defer { bytes = bytes.dropFirst(length) }
            return String(decoding: bytes.prefix(length), as: UTF8.self)
        }
    }
}
