#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeTokens

extension FolderListing {
    /// `listings` (a search's folders, in search order) with every file entry that names a
    /// file listed before taken out: hard links to one file (same device and inode) and
    /// symbolic links to a file the search lists. Each file is then read, and listed, once.
    /// Files proper come first, links after, so a file is kept under its own name rather than
    /// a link's. A link to a file outside the listings is kept (it is refused as such later).
    /// Only entries whose names `considered` allows count: a `linked.json` that leads to
    /// `store/real.txt` is the one name the theme is read under.
    ///
    /// Costs no `stat` for a file (its inode is in the listing) and one for each link.
    package static func droppingRepeatedFiles(_ listings: [FolderListing?], considering considered: (String) -> Bool) -> [FolderListing?] {
        var seen: Set<FolderWalk.FileID> = []
        var repeated: [Int: Set<String>] = [:]
        for linksPass in [false, true] {
            for (slot, listing) in listings.enumerated() {
                guard let listing else { continue }
                for entry in listing.entries where (entry.kind == nil) == linksPass && considered(entry.name) {
                    guard let identity = listing.fileIdentity(of: entry) else { continue }
                    if !seen.insert(identity).inserted { repeated[slot, default: []].insert(entry.name) }
                }
            }
        }
        guard !repeated.isEmpty else { return listings }
        var kept = listings
        for (slot, names) in repeated {
            kept[slot]?.entries.removeAll { names.contains($0.name) }
        }
        return kept
    }

    /// The identity of the regular file `entry` names (following a link), or nil for a
    /// folder, anything else, or a link that leads nowhere.
    private func fileIdentity(of entry: FileSystem.ListedEntry) -> FolderWalk.FileID? {
        if let kind = entry.kind {
            guard kind == .regular, let inode = entry.inode else { return nil }
            return FolderWalk.FileID(device: identity.device, inode: inode)
        }
        var info = stat()
        guard stat(FileSystem.join(path, entry.name), &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FolderWalk.FileID(info)
    }
}
