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

/// File-system helpers on plain POSIX and FoundationEssentials: the full Foundation (and
/// the ICU tables it maps) would cost the interactive previewer several megabytes of memory.
public enum FileSystem {
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

    /// `folder/name`, adding the slash only when `folder` does not already end in one.
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
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

    /// Reads at most `limit` bytes of the file at `path`; nil when it cannot be opened or
    /// read. Grows with what arrives, so a small file never costs a `limit`-sized buffer.
    static func contents(atPath path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, wanted) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return bytes
    }
}
