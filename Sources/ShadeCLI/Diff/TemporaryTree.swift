#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeText
import ShadeTokens
import ShadeFiles

/// A private temporary folder whose every file and folder Shade made itself, so it can be
/// removed on every way out: ``remove()`` on a normal end or an error, and a handler for
/// SIGINT, SIGTERM and SIGHUP that unlinks the same paths before the signal ends
/// the process.
///
/// The handler may run while Swift is halfway through an allocation, so what it reads lives
/// outside Swift's memory management: a fixed C array of C strings, filled in normal code
/// with the handled signals blocked, and read by the handler with `unlink` and `rmdir`
/// only (both async-signal-safe). Nothing is removed that Shade did not create.
final class TemporaryTree {
    /// The folder.
    let root: String
    private var removed = false

    /// Makes a new private folder under `$TMPDIR` (or /tmp).
    init() throws {
        let base = FileSystem.environment("TMPDIR")["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/shade-diff-XXXXXX").utf8CString)
        CleanupList.install()
        // Made and recorded with the signals held off: none can land between the two.
        guard let made = CleanupList.making({ template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) } }) else {
            throw CommandFailure("cannot make a temporary folder in \(VisibleText.escaping(base)): \(FileSystem.errorText(errno))", exitCode: 1)
        }
        root = made
    }

    /// Makes the folder `relative` below the root and the folders on the way.
    func makeFolder(_ relative: String) throws {
        _ = try makeFolders(relative.split(separator: "/")[...])
    }

    /// Writes `bytes` at `relative` below the root, making the folders on the way.
    func write(_ bytes: ArraySlice<UInt8>, at relative: String) throws {
        let parts = relative.split(separator: "/")
        var path = try makeFolders(parts.dropLast()[...])
        path += "/" + (parts.last.map(String.init) ?? "")
        var descriptor: Int32 = -1
        guard CleanupList.making({
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            return descriptor >= 0 ? path : nil
        }) != nil else {
            if descriptor >= 0 { close(descriptor); unlink(path) }
            throw CommandFailure("cannot write \(VisibleText.escaping(path)): \(FileSystem.errorText(errno))", exitCode: 1)
        }
        defer { close(descriptor) }
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let written = bytes[offset...].withUnsafeBytes { writeBytes(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw CommandFailure("cannot write \(VisibleText.escaping(path)): \(FileSystem.errorText(errno))", exitCode: 1)
            }
            offset += written
        }
    }

    /// Makes each folder of `parts` in turn below the root; answers the last one's path.
    private func makeFolders(_ parts: ArraySlice<Substring>) throws -> String {
        var path = root
        for part in parts {
            path += "/" + part
            var failure: Int32 = 0
            if CleanupList.making({ mkdir(path, 0o700) == 0 ? path : { failure = errno; return nil }() }) == nil, failure != EEXIST {
                throw CommandFailure("cannot make \(VisibleText.escaping(path)): \(FileSystem.errorText(failure == 0 ? ENOSPC : failure))", exitCode: 1)
            }
        }
        return path
    }

    /// Removes everything recorded, newest first, then forgets it.
    func remove() {
        guard !removed else { return }
        removed = true
        CleanupList.removeAll()
    }

    deinit { remove() }
}

/// The paths a handler removes; see ``TemporaryTree``. `nonisolated(unsafe)` on purpose: a
/// signal handler takes no lock. Normal code changes `count` only with the signals blocked.
enum CleanupList {
    /// The most paths one run records.
    static let capacity = 40_000

    nonisolated(unsafe) private static let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        paths.initialize(repeating: nil, count: capacity)
        return paths
    }()
    nonisolated(unsafe) private static let count: UnsafeMutablePointer<Int> = {
        let count = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        count.initialize(to: 0)
        return count
    }()
    nonisolated(unsafe) private static var installed = false
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers once (the pointers above are made first, outside any handler).
    static func install() {
        guard !installed else { return }
        installed = true
        _ = paths
        _ = count
        for signal in signals {
            var action = sigaction()
            let handler: @convention(c) (Int32) -> Void = { number in
                CleanupList.unlinkAll()
                // The signal's own end: the default action, raised again.
                resetSignal(number)
                raise(number)
            }
            #if os(Linux)
            action.__sigaction_handler.sa_handler = handler
            #else
            action.__sigaction_u.__sa_handler = handler
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(truncatingIfNeeded: SA_RESETHAND))
            sigaction(signal, &action, nil)
        }
    }

    /// Makes a path with `make` and records it, the handled signals held off throughout.
    static func making(_ make: () -> String?) -> String? {
        withSignalsBlocked {
            guard count.pointee < capacity, let path = make() else { return nil }
            paths[count.pointee] = strdup(path)
            count.pointee += 1
            return path
        }
    }

    /// Records a path made; false when the list is full.
    static func record(_ path: String) -> Bool {
        withSignalsBlocked {
            guard count.pointee < capacity else { return false }
            paths[count.pointee] = strdup(path)
            count.pointee += 1
            return true
        }
    }

    /// Removes every recorded path (normal context) and empties the list.
    static func removeAll() {
        withSignalsBlocked {
            unlinkAll()
            for index in 0..<count.pointee { free(paths[index]); paths[index] = nil }
            count.pointee = 0
        }
    }

    /// Newest first: files before their folders. Async-signal-safe.
    private static func unlinkAll() {
        var index = count.pointee
        while index > 0 {
            index -= 1
            guard let path = paths[index] else { continue }
            if unlink(path) != 0 { rmdir(path) }
        }
    }

    private static func withSignalsBlocked<T>(_ body: () -> T) -> T {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for signal in signals { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }
}

/// `write(2)`, under a name the tree's own `write` does not hide.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, bytes, count) }

/// `signal(number, SIG_DFL)`, async-signal-safe.
private func resetSignal(_ number: Int32) { _ = signal(number, SIG_DFL) }
