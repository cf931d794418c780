import Foundation
import ShadeTestSupport
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog
import ShadeFiles

/// Folder listings kept between runs: a kept listing stands in for a folder only while the
/// folder is unchanged, so a search finds exactly what it would find without the cache.
@Suite struct ListingCacheTests {
    private static func theme(_ name: String) -> String {
        ##"{ "$extensions": { "dev.shade": { "name": "\##(name)", "extends": "Sky" } }, "light": { "$type": "color", "accent": { "$value": "#336699" } } }"##
    }

    /// A fresh folder with `files` (paths relative to it), and a fresh cache folder beside it.
    private static func tree(_ files: [String: String]) throws -> (root: String, cacheFolder: String) {
        let base = NSTemporaryDirectory() + "shade-listings-" + UUID().uuidString
        let root = base + "/themes"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (name, contents) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        }
        return (root, base + "/cache")
    }

    /// Sets every folder's modification time in `root` an hour back: its change time stays
    /// now, but a change made later gets a modification time that differs for sure, however
    /// coarse the file system's clock.
    private static func age(_ root: String) throws {
        let hourAgo = Date().addingTimeInterval(-3600)
        let folders = [root] + (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .map { root + "/" + $0 }.filter { FileKind.of($0) == .directory }
        for folder in folders { try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: folder) }
    }

    /// A cache whose clock runs `ahead` seconds fast, so folders made just now count as settled.
    private static func cache(_ folder: String, ahead: Int64 = 60) -> ListingCache {
        ListingCache(folder: folder) { FolderStamp.Timestamp.now().minus(seconds: -ahead) }
    }

    /// What a search found, in a form two searches can be compared by.
    private static func summary(_ searched: [ThemeSearch.Searched]) -> [String] {
        searched.map { found in
            let listing = found.listing
            let entries = listing?.entries.map { "\($0.name):\(String(describing: $0.kind))" }.joined(separator: ",") ?? "-"
            let judged = listing?.judgedSubfolders.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",") ?? "-"
            return "\(found.path) [\(entries)] {\(judged)}"
        }
    }

    private static let markerFolders = ForeignThemes(scan: { _ in ForeignThemes.Scan() }, listed: ForeignThemes.Listed(
        isThemeFolderNamed: { $0.hasSuffix(".bundle") }, isThemeFolder: { $0.entry(named: "marker") != nil }, scan: { _ in ForeignThemes.Scan() }))

    @Test func aSearchFromKeptListingsFindsWhatAFreshSearchFinds() throws {
        let (root, cacheFolder) = try Self.tree([
            "a.json": Self.theme("A"), "team/b.json": Self.theme("B"), "team/deep/c.json": Self.theme("C"),
            "kit/marker": "", "kit/d.json": Self.theme("D"), "x.bundle/e.json": "", ".git/f.json": "",
        ])
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let cache = Self.cache(cacheFolder)
        let fresh = ThemeSearch.folders([root], foreign: Self.markerFolders)
        let first = ThemeSearch.folders([root], foreign: Self.markerFolders, listings: cache)
        // Every folder listed was kept, the theme folder `kit` too (its listing judged it).
        let kept = cache.snapshot(root: root).folders
        #expect(Set(kept.keys) == [root, root + "/team", root + "/team/deep", root + "/kit"])
        let second = ThemeSearch.folders([root], foreign: Self.markerFolders, listings: cache)
        #expect(Self.summary(first.searched) == Self.summary(fresh.searched))
        #expect(Self.summary(second.searched) == Self.summary(fresh.searched))
        #expect(second.searched.map(\.path) == [root, root + "/team", root + "/team/deep"])
        #expect(second.searched.allSatisfy { $0.listing?.isKept == true })
        #expect(fresh.searched.allSatisfy { $0.listing?.isKept == false })
        // A load from kept listings reads the same themes.
        let names = ThemeCatalog.load(paths: [root], listings: cache).themes.map(\.name)
        #expect(names == ThemeCatalog.load(paths: [root]).themes.map(\.name))
        #expect(names.contains("C"))
    }

    @Test func aKeptListingStandsInOnlyWhileItsFolderIsUnchanged() throws {
        let (root, _) = try Self.tree(["team/b.json": Self.theme("B")])
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        try Self.age(root)
        let team = root + "/team"
        let stamp = try #require(FolderStamp.of(team))
        // A listing that differs from the folder shows which one a search is given.
        let invented = [FileSystem.ListedEntry(name: "kept.json", kind: .regular)]
        let snapshot = ListingSnapshot(root: root, folders: [team: .init(stamp: stamp, entries: invented)], isKeeping: true)
        #expect(try snapshot.listing(of: team).get().names == ["kept.json"])
        try Data(Self.theme("New").utf8).write(to: URL(fileURLWithPath: team + "/new.json"))
        #expect(try snapshot.listing(of: team).get().names == ["b.json", "new.json"])
    }

    @Test func aFolderReplacedOrChangedAfterItsListingWasKeptIsListedAgain() throws {
        let (root, cacheFolder) = try Self.tree([
            "one/a.json": Self.theme("A"), "two/b.json": Self.theme("B"), "three/c.json": Self.theme("C"), "other/d.json": Self.theme("D"),
        ])
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        try Self.age(root)
        let cache = Self.cache(cacheFolder)
        _ = ThemeSearch.folders([root], foreign: nil, listings: cache)
        #expect(cache.snapshot(root: root).folders.count == 5)
        // A file added, a file renamed, a folder swapped for another under the same name.
        try Data(Self.theme("E").utf8).write(to: URL(fileURLWithPath: root + "/one/e.json"))
        try FileManager.default.moveItem(atPath: root + "/two/b.json", toPath: root + "/two/renamed.json")
        try FileManager.default.moveItem(atPath: root + "/three", toPath: root + "/old-three")
        try FileManager.default.moveItem(atPath: root + "/other", toPath: root + "/three")
        let again = ThemeSearch.folders([root], foreign: nil, listings: cache)
        #expect(Self.summary(again.searched) == Self.summary(ThemeSearch.folders([root], foreign: nil).searched))
        let names = Dictionary(uniqueKeysWithValues: again.searched.map { (FileSystem.fileName($0.path), $0.listing?.names ?? []) })
        #expect(names["one"] == ["a.json", "e.json"])
        #expect(names["two"] == ["renamed.json"])
        #expect(names["three"] == ["d.json"])
        #expect(names["old-three"] == ["c.json"])
        #expect(names["other"] == nil)
    }

    @Test func aFolderThatChangedJustBeforeTheSearchIsNotKept() throws {
        let (root, cacheFolder) = try Self.tree(["team/b.json": Self.theme("B")])
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        // On the real clock, folders made a moment ago may yet change within the same tick.
        let onTime = ListingCache(folder: cacheFolder)
        _ = ThemeSearch.folders([root], foreign: nil, listings: onTime)
        #expect(onTime.snapshot(root: root).folders.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: onTime.file(for: root)))
        // Settled folders are kept.
        _ = ThemeSearch.folders([root], foreign: nil, listings: Self.cache(cacheFolder))
        #expect(onTime.snapshot(root: root).folders.count == 2)
        // Of one search, only the folders that last changed over two seconds before it began.
        let began = FolderStamp.Timestamp.now()
        func listing(_ path: String, changedSecondsBefore age: Int64) -> FolderListing {
            let time = began.minus(seconds: age)
            return FolderListing(path: path, entries: [], stamp: FolderStamp(device: 1, inode: UInt64(age), modified: time, changed: time))
        }
        onTime.store([listing(root, changedSecondsBefore: 3), listing(root + "/team", changedSecondsBefore: 2)],
                     for: onTime.snapshot(root: root), searchBegan: began)
        #expect(onTime.snapshot(root: root).folders.keys.sorted() == [root])
    }

    @Test func aDamagedOrForeignCacheFileIsIgnoredAndReplaced() throws {
        let (root, cacheFolder) = try Self.tree(["team/b.json": Self.theme("B")])
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let cache = Self.cache(cacheFolder)
        _ = ThemeSearch.folders([root], foreign: nil, listings: cache)
        let file = cache.file(for: root)
        let good = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(ListingCacheFile.decode(good, root: root)?.count == 2)
        var flipped = good
        flipped[good.count / 2] ^= 0x01
        let damaged: [[UInt8]] = [Array(good.dropLast(9)), flipped, Array("not a cache".utf8), [], Array(ListingCacheFile.tag)]
        for bytes in damaged {
            #expect(ListingCacheFile.decode(bytes, root: root) == nil)
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            #expect(cache.snapshot(root: root).folders.isEmpty)
            let found = ThemeSearch.folders([root], foreign: nil, listings: cache)
            #expect(found.searched.map(\.path) == [root, root + "/team"])
            #expect(cache.snapshot(root: root).folders.count == 2)
        }
        // Another root's file, whatever its name, is not this root's.
        #expect(ListingCacheFile.decode(good, root: root + "-elsewhere") == nil)
    }

    @Test func everyKindAndNameSurvivesTheFile() throws {
        let stamp = FolderStamp(device: 1 << 40, inode: 7, modified: .init(seconds: -5, nanoseconds: 999_999_999),
                                changed: .init(seconds: 1_800_000_000, nanoseconds: 1))
        let entries: [FileSystem.ListedEntry] = [
            .init(name: "", kind: .regular), .init(name: "link", kind: nil), .init(name: "Thème 🎨.json", kind: .regular),
            .init(name: "dir", kind: .directory), .init(name: "pipe", kind: .fifo), .init(name: "sock", kind: .socket),
            .init(name: "tty", kind: .characterDevice), .init(name: "disk", kind: .blockDevice),
        ]
        let folders = ["/r": ListingSnapshot.Kept(stamp: stamp, entries: entries), "/r/é": .init(stamp: stamp, entries: [])]
        let decoded = try #require(ListingCacheFile.decode(ListingCacheFile.encode(folders, root: "/r"), root: "/r"))
        #expect(decoded.keys.sorted() == ["/r", "/r/é"])
        #expect(decoded["/r"]?.stamp == stamp)
        #expect(decoded["/r"]?.entries.map(\.name) == entries.map(\.name))
        #expect(decoded["/r"]?.entries.map(\.kind) == entries.map(\.kind))
    }

    @Test func theEnvironmentSaysWhereTheCacheIsOrThatThereIsNone() {
        #expect(ListingCache.standard(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.folder == "/c/shade/listings")
        #expect(ListingCache.standard(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"])?.folder == "/h/.cache/shade/listings")
        #expect(ListingCache.standard(environment: ["HOME": "/h"])?.folder == "/h/.cache/shade/listings")
        #expect(ListingCache.standard(environment: ["HOME": "/h", "SHADE_NO_CACHE": "1"]) == nil)
        #expect(ListingCache.standard(environment: ["HOME": "/h", "SHADE_NO_CACHE": "0"]) != nil)
    }

    @Test func onlyLocalFileSystemsKeepListings() throws {
        #expect(!ListingCache.keepsListings(on: "/proc"))
        #expect(!ListingCache.keepsListings(on: "/nonexistent-\(UUID().uuidString)"))
        // A temporary folder is on the disk or in memory (ext4, XFS, Btrfs, tmpfs, overlayfs).
        #expect(ListingCache.keepsListings(on: NSTemporaryDirectory()))
    }

    @Test func theCacheKeepsTheLatestRootsOnly() throws {
        let (root, cacheFolder) = try Self.tree(["a.json": Self.theme("A")])
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let cache = Self.cache(cacheFolder)
        let listing = try FolderListing.read(root).get()
        for index in 0..<(ListingCache.keptFiles + 6) {
            let other = "\(root)/\(index)"
            cache.store([FolderListing(path: other, entries: listing.entries, stamp: listing.stamp)],
                        for: ListingSnapshot(root: other, folders: [:], isKeeping: true), searchBegan: cache.now())
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: cacheFolder)
        #expect(files.count == ListingCache.keptFiles)
        // The one just written stays, whatever the clock's grain made of the times.
        #expect(files.contains(FileSystem.fileName(cache.file(for: "\(root)/\(ListingCache.keptFiles + 5)"))))
    }
}
