#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeSync
import ShadeTokens
import ShadeFiles

/// Notices when user theme files appear, vanish or change. The loop asks on its timer tick
/// (`interval`); the answer costs one non-blocking `read` of an inotify descriptor that
/// watches the folders, not the files, so ten thousand themes cost no more to watch than
/// one. Where inotify is missing (or refuses a watch), it falls back to comparing
/// modification times and sizes, which costs a `stat` per file per tick.
///
/// Any thread may use it: the previewer's loop polls it while the complete catalog's load
/// follows the subfolders it searches.
final class ThemeWatcher: Sendable {
    /// How often the loop polls while files are watched, in milliseconds.
    static let interval = 400

    let paths: [String]
    private let state: Locked<State>

    private struct State {
        let source: any ChangeSource
        /// The extra files followed so far.
        var followed: Set<String> = []
        /// The extra folders followed so far.
        var followedFolders: Set<String> = []
        /// Whether ``maximumFolders`` stopped a folder from being followed, and whether that
        /// has been said.
        var limitReached = false
        var limitSaid = false
    }

    /// At most this many folders are watched: a tree of 99,000 folders would otherwise take
    /// the user's whole inotify quota (and a minute of CPU); past it, changes in the folders
    /// left out are seen on `r` (reload), and the previewer says so once.
    static let maximumFolders = 2_000

    init(paths: [String], preferNotifications: Bool = true) {
        self.paths = paths
        #if os(Linux)
        if preferNotifications, !paths.isEmpty, let notifying = NotifyingSource(paths: paths) {
            state = Locked(State(source: notifying))
            return
        }
        #endif
        state = Locked(State(source: PollingSource(paths: paths)))
    }

    /// True when there is anything to watch.
    var isActive: Bool { !paths.isEmpty }

    /// True when notifications, not polling, tell about changes.
    var usesNotifications: Bool { state.withLock { $0.source is NotifyingSourceMarker } }

    /// The theme files (or watched folders, when a change could not be pinned to a file)
    /// that appeared, vanished or changed since the last call; empty when nothing did.
    func poll() -> Set<String> { state.withLock { $0.source.changes() } }

    /// Watches `files` too from now on: a design system's token files, which its resolver may
    /// keep in folders of their own (`tokens/color/base.json`). Files already followed are
    /// left as they are; a change to one is reported by its path, like a theme file's.
    func follow(files: [String]) {
        state.withLock { state in
            let new = files.filter { !state.followed.contains($0) }
            guard !new.isEmpty else { return }
            state.followed.formUnion(new)
            state.source.add(files: new)
        }
    }

    /// Watches `folders` whole too from now on: subfolders of a themes folder that appeared
    /// since the watch began (a design system copied in, a folder of terminal themes).
    func follow(folders: [String]) {
        let paths = paths
        state.withLock { state in
            var new = folders.filter { !state.followedFolders.contains($0) && !paths.contains($0) }
            guard !new.isEmpty else { return }
            let room = max(0, Self.maximumFolders - paths.count - state.followedFolders.count)
            if new.count > room {
                state.limitReached = true
                new = Array(new.prefix(room))
                guard !new.isEmpty else { return }
            }
            state.followedFolders.formUnion(new)
            state.source.add(folders: new)
        }
    }

    /// Once the folder limit has stopped live reload somewhere: the one line that says so;
    /// nil before that and after it has been taken.
    func takeLimitNotice() -> Diagnostic? {
        state.withLock { state in
            guard state.limitReached, !state.limitSaid else { return nil }
            state.limitSaid = true
            return Diagnostic(file: paths.first ?? ".", message: "more than \(Self.maximumFolders) folders: only the first \(Self.maximumFolders) reload "
                              + "as they change; the others are read again when Shade starts")
        }
    }

    /// Whether a name seen in a watched folder can be a theme or hold themes: a file of a
    /// format Shade reads, or a name without an extension (a Ghostty theme, a new folder).
    /// Hidden names (an editor's swap file) never are.
    static func mayBeTheme(_ name: String) -> Bool {
        guard !name.hasPrefix("."), !name.hasSuffix("~") else { return false }
        guard let dot = name.lastIndex(of: ".") else { return true }
        return themeExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    private static let themeExtensions: Set<String> = ["json", "css", "yaml", "yml", "toml", "conf", "ghostty", "itermcolors", "xcassets"]
}

/// Something that says what changed since it was last asked.
private protocol ChangeSource: AnyObject {
    func changes() -> Set<String>
    /// Starts watching `files` (none of them watched yet).
    func add(files: [String])
    /// Starts watching every theme in `folders` (none of them watched whole yet).
    func add(folders: [String])
}

/// Marks the notification-based source, so callers and tests can tell which one runs.
private protocol NotifyingSourceMarker {}

/// Today's fallback: a fingerprint (modification time and size) of every theme file.
private final class PollingSource: ChangeSource {
    private(set) var paths: [String]
    private var fingerprint: [String: String]

    init(paths: [String]) {
        self.paths = paths
        fingerprint = PollingSource.scan(paths)
    }

    func changes() -> Set<String> {
        let now = PollingSource.scan(paths)
        defer { fingerprint = now }
        guard now != fingerprint else { return [] }
        var changed = Set<String>()
        for (path, print) in now where fingerprint[path] != print { changed.insert(path) }
        for path in fingerprint.keys where now[path] == nil { changed.insert(path) }
        return changed
    }

    func add(files: [String]) {
        paths += files
        // Fingerprinted now, so a file that is merely followed is not reported as changed.
        fingerprint.merge(PollingSource.scan(files)) { old, _ in old }
    }

    func add(folders: [String]) {
        paths += folders
        // A folder that appeared since the last look is new, and what is in it is too.
        fingerprint.merge(PollingSource.scan(folders)) { old, _ in old }
    }

    private static func scan(_ paths: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for path in paths {
            guard let status = FileSystem.status(atPath: path) else { continue }
            let files = status.isDirectory
                ? ((try? FileSystem.entries(ofDirectory: path).get()) ?? []).filter(ThemeWatcher.mayBeTheme).sorted().map { FileSystem.join(path, $0) }
                : [path]
            for file in files {
                let status = FileSystem.status(atPath: file)
                result[file] = "\(status?.modified ?? 0)/\(status?.size ?? -1)"
            }
        }
        return result
    }
}

#if os(Linux)
/// inotify on the folders that hold the themes (a file given by itself is watched through
/// its folder, since editors replace files by renaming a new one over them).
private final class NotifyingSource: ChangeSource, NotifyingSourceMarker {
    private let descriptor: Int32
    /// Watched folder per watch descriptor, and the file names that matter in it (nil: every
    /// `.json` file).
    private var watches: [Int32: (folder: String, names: Set<String>?)] = [:]
    /// Folders to watch, with their file filter, including those not watched right now
    /// (not there yet, or removed since).
    private var wanted: [(folder: String, names: Set<String>?)]
    /// Where each folder is in `wanted`: looked up for every folder a search follows, so a
    /// tree of thousands costs one lookup each, not a scan of all before it.
    private var wantedIndex: [String: Int] = [:]

    private static let events = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
        | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)

    init?(paths: [String]) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        var folders: [String: Set<String>?] = [:]
        for path in paths {
            if FileKind.of(path) == .directory {
                folders[path] = .some(nil)
            } else {
                let (folder, name) = NotifyingSource.split(path)
                if case .some(.some(var names)) = folders[folder] {
                    names.insert(name)
                    folders[folder] = .some(names)
                } else if folders[folder] == nil {
                    folders[folder] = .some([name])
                }
            }
        }
        wanted = folders.map { ($0.key, $0.value) }
        for (index, entry) in wanted.enumerated() { wantedIndex[entry.folder] = index }
        for (folder, names) in wanted {
            let watch = inotify_add_watch(descriptor, folder, NotifyingSource.events)
            guard watch >= 0 else {
                // A folder that cannot be watched (no permission, no watches left) would go
                // unseen: let the caller poll instead.
                close(descriptor)
                return nil
            }
            watches[watch] = (folder, names)
        }
    }

    deinit { close(descriptor) }

    func add(files: [String]) {
        for file in files {
            let (folder, name) = NotifyingSource.split(file)
            if let index = wantedIndex[folder] {
                // A whole folder (nil) already reports every `.json` file.
                guard var names = wanted[index].names else { continue }
                names.insert(name)
                wanted[index].names = names
                for (watch, watched) in watches where watched.folder == folder { watches[watch] = (folder, names) }
                continue
            }
            let watch = inotify_add_watch(descriptor, folder, NotifyingSource.events)
            if watch >= 0, let known = watches[watch] {
                // The same folder under another spelling: its watch reports the new name too.
                if var names = known.names { names.insert(name); watches[watch] = (known.folder, names) }
                if let index = wantedIndex[known.folder] { wanted[index].names = watches[watch]?.names }
                continue
            }
            // A folder that is not there yet is watched once it appears (see `rewatchMissingFolders`).
            wantedIndex[folder] = wanted.count
            wanted.append((folder, [name]))
            if watch >= 0 { watches[watch] = (folder, [name]) }
        }
    }

    func add(folders: [String]) {
        for folder in folders {
            if let index = wantedIndex[folder] {
                wanted[index].names = nil
            } else {
                wantedIndex[folder] = wanted.count
                wanted.append((folder, nil))
            }
            let watch = inotify_add_watch(descriptor, folder, NotifyingSource.events)
            if watch >= 0 { watches[watch] = (folder, nil) }
        }
    }

    func changes() -> Set<String> {
        var changed = Set<String>()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            parse(buffer[..<count], into: &changed)
        }
        rewatchMissingFolders(into: &changed)
        return changed
    }

    /// Reads the `inotify_event` records in `bytes`: wd, mask, cookie, len, then `len`
    /// bytes of NUL-padded name.
    private func parse(_ bytes: ArraySlice<UInt8>, into changed: inout Set<String>) {
        let header = MemoryLayout<inotify_event>.size
        var offset = bytes.startIndex
        while offset + header <= bytes.endIndex {
            let (watch, mask, length) = bytes.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                let base = offset - bytes.startIndex
                return (raw.loadUnaligned(fromByteOffset: base, as: Int32.self),
                        raw.loadUnaligned(fromByteOffset: base + 4, as: UInt32.self),
                        Int(raw.loadUnaligned(fromByteOffset: base + 12, as: UInt32.self)))
            }
            let nameBytes = bytes[(offset + header)..<min(bytes.endIndex, offset + header + length)]
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            offset += header + length
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // Events were lost: say every folder changed.
                for (folder, _) in wanted { changed.insert(folder) }
                continue
            }
            guard let watched = watches[watch] else { continue }
            if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                if mask & UInt32(IN_IGNORED) != 0 { watches[watch] = nil }
                changed.insert(watched.folder)
                continue
            }
            guard !name.isEmpty else { continue }
            let matters = watched.names.map { $0.contains(name) } ?? ThemeWatcher.mayBeTheme(name)
            if matters { changed.insert(FileSystem.join(watched.folder, name)) }
        }
    }

    /// A watched folder that was removed comes back into view as soon as it exists again.
    private func rewatchMissingFolders(into changed: inout Set<String>) {
        guard watches.count < wanted.count else { return }
        let watched = Set(watches.values.map(\.folder))
        for (folder, names) in wanted where !watched.contains(folder) && FileKind.of(folder) == .directory {
            let watch = inotify_add_watch(descriptor, folder, NotifyingSource.events)
            if watch >= 0 {
                watches[watch] = (folder, names)
                changed.insert(folder)
            }
        }
    }

    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }
}
#endif
