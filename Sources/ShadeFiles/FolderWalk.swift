#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeTokens

/// A bounded walk of a folder tree, the one way Shade descends into folders it was given
/// (a themes folder's subfolders, an asset catalog, a Tokens Studio repository).
///
/// Whatever the tree holds, the walk ends quickly: it goes at most `maximumDepth` folders
/// down and lists at most `maximumEntries` entries; each folder is entered once, known by its
/// (device, inode), so a symbolic link to `.` or to a parent is a folder already seen, not a
/// loop; a symbolic link that leads out of the root (to `/`, to `/etc/passwd`) is never
/// followed. Hitting a limit or a link out of the root is one diagnostic, never a hang.
public enum FolderWalk {
    /// How far a walk may go.
    public typealias Limits = TokenFolder.Limits
    /// One entry found by the walk.
    public typealias Entry = TokenFolder.Entry

    /// Walks `root`. `descend` says whether a folder's contents are wanted (it is still listed
    /// as an entry either way); `keep` which entries are kept. Only regular files and folders
    /// are kept: FIFOs, sockets and devices are never listed as files to read.
    public static func walk(_ root: String, limits: Limits, descend: (Entry) -> Bool = { _ in true },
                            keep: (Entry) -> Bool = { _ in true }) -> TokenFolder {
        var walk = TokenFolder()
        guard let rootReal = realPath(root), let rootID = FileID(path: rootReal) else { return walk }
        var seen: Set<FileID> = [rootID]
        var listed = 0
        var stopped = false
        // Breadth first: the nearest files come first when a limit cuts the walk short.
        var queue: [(path: String, relative: String, depth: Int, isLinked: Bool)] = [(root, "", 0, false)]
        var next = 0
        while next < queue.count, !stopped {
            let folder = queue[next]
            next += 1
            guard case .success(let listing) = FileSystem.listing(ofDirectory: folder.path) else { continue }
            for item in listing.sorted(by: { $0.name < $1.name }) {
                listed += 1
                if listed > limits.maximumEntries {
                    walk.diagnostics.append(Diagnostic(file: root, message: "more than \(limits.maximumEntries) entries in the folder tree; the rest is not searched"))
                    stopped = true
                    break
                }
                let path = FileSystem.join(folder.path, item.name)
                let relative = folder.relative.isEmpty ? item.name : folder.relative + "/" + item.name
                let isLink = item.kind == nil && isSymbolicLink(path)
                let kind = item.kind ?? FileKind.of(path)
                guard kind == .regular || kind == .directory else { continue }
                let entry = Entry(path: path, relativePath: relative, name: item.name, isDirectory: kind == .directory, depth: folder.depth)
                guard keep(entry) else { continue }
                // A link, or any entry of a folder reached through one, must stay inside the root
                // (asked only of entries wanted, so a link the caller ignores costs no line).
                if isLink || folder.isLinked {
                    guard let target = realPath(path) else { continue }
                    guard target == rootReal || target.hasPrefix(rootReal == "/" ? "/" : rootReal + "/") else {
                        walk.diagnostics.append(Diagnostic(file: path, message: "a symbolic link out of \(root); not followed"))
                        continue
                    }
                }
                if entry.isDirectory {
                    // A folder seen before (through a link to `.` or a parent) is not listed again.
                    guard let id = FileID(path: path), seen.insert(id).inserted else { continue }
                    walk.entries.append(entry)
                    guard descend(entry) else { continue }
                    guard folder.depth < limits.maximumDepth else {
                        guard limits.reportsDepth else { continue }
                        walk.diagnostics.append(Diagnostic(file: path, message: "folders nest more than \(limits.maximumDepth) deep below \(root); the rest is not searched"))
                        stopped = true
                        break
                    }
                    queue.append((path, relative, folder.depth + 1, folder.isLinked || isLink))
                } else {
                    walk.entries.append(entry)
                }
            }
        }
        return walk
    }

    /// The canonical absolute path of `path` (links resolved), or nil when it has none.
    package static func realPath(_ path: String) -> String? {
        FileSystem.realPath(path)
    }

    package static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// A file's identity, the same through every link to it.
    package struct FileID: Hashable {
        var device: UInt64
        var inode: UInt64

        package init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            self.init(info)
        }

        /// The identity `stat` (or `fstat` on a descriptor already open) gave.
        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }

        init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }
    }
}

extension FolderWalk {
    /// Whether the file at `path`, once links are resolved, is inside folder `root`: a
    /// symbolic link to `/etc/passwd` in a theme folder is not read through.
    public static func stays(_ path: String, inside root: String) -> Bool {
        guard let rootReal = realPath(root), let target = realPath(path) else { return false }
        return target.hasPrefix(rootReal == "/" ? "/" : rootReal + "/")
    }
}
