#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeText
import ShadeTokens
import ShadeFiles

/// A private temporary folder whose every file and folder Shade made itself, so it can be
/// removed on every way out: ``remove()`` on a normal end or an error, and on SIGINT, SIGTERM
/// and SIGHUP by ``CleanupList``, which removes the same paths before the signal ends the
/// process. Nothing is removed that Shade did not create.
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

/// The paths removed when a handled signal ends the process; see ``TemporaryTree``.
///
/// The signal handler itself does one async-signal-safe thing: it writes the signal's number
/// into a pipe. A thread of its own reads the pipe, takes the list's lock (which every
/// `making` holds from making a path until it is recorded), removes every recorded path
/// newest first, and ends the process with the signal's default action, keeping the lock so
/// nothing more is made. So a signal that lands on any thread, at any moment, twice or from
/// several senders at once (coreutils' `timeout` sends its signal to the process and again to
/// its group) finds the list whole and is never cut short by a second one: an earlier design
/// cleaned inside the handler with `SA_RESETHAND`, and a second SIGTERM taken by another
/// thread with the default action back in place ended the process halfway, leaving folders.
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
    /// Guards `paths`, `count` and `installed`.
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        return lock
    }()
    /// The pipe's read and write ends; the handler writes the signal's number into `[1]`.
    nonisolated(unsafe) private static let pipeEnds: UnsafeMutablePointer<Int32> = {
        let ends = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
        ends.initialize(repeating: -1, count: 2)
        return ends
    }()
    nonisolated(unsafe) private static var installed = false
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Starts the cleaning thread and installs the handlers, once. Everything the handler
    /// touches is made here first, outside any handler.
    static func install() {
        withLock {
            guard !installed, pipe(pipeEnds) == 0 else { return }
            installed = true
            for end in 0..<2 { _ = fcntl(pipeEnds[end], F_SETFD, FD_CLOEXEC) }
            _ = fcntl(pipeEnds[1], F_SETFL, O_NONBLOCK)
            #if os(Linux)
            var thread = pthread_t()
            #else
            var thread: pthread_t? = nil
            #endif
            guard pthread_create(&thread, nil, { _ in CleanupList.cleanOnSignal(); return nil }, nil) == 0 else { return }
            #if os(Linux)
            pthread_detach(thread)
            #else
            if let thread { pthread_detach(thread) }
            #endif
            for signal in signals {
                var action = sigaction()
                let handler: @convention(c) (Int32) -> Void = { number in
                    let saved = errno
                    var byte = UInt8(truncatingIfNeeded: number)
                    _ = writeBytes(CleanupList.pipeEnds[1], &byte, 1)
                    errno = saved
                }
                #if os(Linux)
                action.__sigaction_handler.sa_handler = handler
                #else
                action.__sigaction_u.__sa_handler = handler
                #endif
                sigemptyset(&action.sa_mask)
                action.sa_flags = Int32(bitPattern: UInt32(truncatingIfNeeded: SA_RESTART))
                sigaction(signal, &action, nil)
            }
        }
    }

    /// Makes a path with `make` and records it, with the list locked throughout, so the
    /// cleaning thread sees either neither or both.
    static func making(_ make: () -> String?) -> String? {
        withLock {
            guard count.pointee < capacity, let path = make() else { return nil }
            paths[count.pointee] = strdup(path)
            count.pointee += 1
            return path
        }
    }

    /// Removes every recorded path and empties the list.
    static func removeAll() {
        withLock {
            unlinkAll()
            for index in 0..<count.pointee { free(paths[index]); paths[index] = nil }
            count.pointee = 0
        }
    }

    /// The cleaning thread: waits for a handled signal, removes what is recorded, and ends
    /// the process with that signal, never giving the lock back.
    private static func cleanOnSignal() {
        var number: UInt8 = 0
        while true {
            let got = read(pipeEnds[0], &number, 1)
            if got == 1 { break }
            if got < 0, errno == EINTR { continue }
            return
        }
        pthread_mutex_lock(lock)
        unlinkAll()
        resetSignal(Int32(number))
        // To the process: this thread does not block it, so the default action ends the run.
        kill(getpid(), Int32(number))
        while true { pause() }
    }

    /// Newest first: files before their folders.
    private static func unlinkAll() {
        var index = count.pointee
        while index > 0 {
            index -= 1
            guard let path = paths[index] else { continue }
            if unlink(path) != 0 { rmdir(path) }
        }
    }

    private static func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }
}

/// `write(2)`, under a name the tree's own `write` does not hide.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, bytes, count) }

/// `signal(number, SIG_DFL)`.
private func resetSignal(_ number: Int32) { _ = signal(number, SIG_DFL) }
