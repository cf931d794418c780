#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeTokens

/// What `stat` says of a folder that changes whenever its entries do: which folder it is
/// (device and inode) and when its entries or attributes last changed (modification and
/// change times, to the nanosecond). Creating, removing or renaming an entry sets both times,
/// so a listing made when the folder had this stamp still lists it while the stamp is the same
/// (see ``ListingCache`` for the one case where that is not enough).
package struct FolderStamp: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    package var modified: Timestamp
    package var changed: Timestamp

    /// A time as `stat` gives it.
    package struct Timestamp: Hashable, Comparable, Sendable {
        package var seconds: Int64
        package var nanoseconds: Int64

        /// A time of `seconds` and `nanoseconds` since 1970.
        package init(seconds: Int64, nanoseconds: Int64) {
            self.seconds = seconds
            self.nanoseconds = nanoseconds
        }

        package static func < (left: Timestamp, right: Timestamp) -> Bool {
            (left.seconds, left.nanoseconds) < (right.seconds, right.nanoseconds)
        }

        /// The wall clock now.
        package static func now() -> Timestamp {
            var time = timespec()
            clock_gettime(CLOCK_REALTIME, &time)
            return Timestamp(seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
        }

        /// This time less `seconds`.
        package func minus(seconds delta: Int64) -> Timestamp { Timestamp(seconds: seconds - delta, nanoseconds: nanoseconds) }
    }

    /// The stamp of what `stat` (or `fstat`) described.
    package init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        #if canImport(Darwin)
        modified = Timestamp(seconds: Int64(info.st_mtimespec.tv_sec), nanoseconds: Int64(info.st_mtimespec.tv_nsec))
        changed = Timestamp(seconds: Int64(info.st_ctimespec.tv_sec), nanoseconds: Int64(info.st_ctimespec.tv_nsec))
        #else
        modified = Timestamp(seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec))
        changed = Timestamp(seconds: Int64(info.st_ctim.tv_sec), nanoseconds: Int64(info.st_ctim.tv_nsec))
        #endif
    }

    package init(device: UInt64, inode: UInt64, modified: Timestamp, changed: Timestamp) {
        self.device = device
        self.inode = inode
        self.modified = modified
        self.changed = changed
    }

    /// The stamp of the folder at `path` now (links followed); nil when it is not a folder
    /// or cannot be examined.
    package static func of(_ path: String) -> FolderStamp? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        return FolderStamp(info)
    }

    /// The folder's identity, as a walk compares folders.
    var identity: FolderWalk.FileID { FolderWalk.FileID(device: device, inode: inode) }

    /// Whether both times are before `time`: a folder that last changed then cannot change
    /// again and keep the same times.
    package func changedBefore(_ time: Timestamp) -> Bool { modified < time && changed < time }
}
