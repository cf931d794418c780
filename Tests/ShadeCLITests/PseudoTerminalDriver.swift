import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The real `shade` binary on a pseudo-terminal the test holds the master side of: bytes
/// written here reach Shade exactly as sent (tmux would translate keys), and everything
/// Shade writes is kept. The test plays the terminal: it answers the start-up probe
/// (synchronized output on, so every frame ends with `ESC[?2026l`) unless told not to.
/// Every wait has a deadline; the child is killed if the test leaves it running.
final class PseudoTerminalDriver {
    /// The end of every frame, with synchronized output on.
    static let frameEnd = Array("\u{1B}[?2026l".utf8)
    /// What the test answers the start-up probe with: mode 2026 supported, and DA1.
    static let probeAnswer = Array("\u{1B}[?2026;2$y\u{1B}[?62;22c".utf8)

    let pid: pid_t
    private let master: Int32
    /// A slave descriptor of our own: it reads back the terminal modes Shade left, and
    /// keeps the pty open after Shade exits so its last bytes can still be read.
    private let slave: Int32
    private let answersProbe: Bool
    private var probeAnswered = false
    private var exitStatus: Int32?
    /// Everything Shade has written so far.
    private(set) var output: [UInt8] = []

    /// Starts `shade arguments` on a new `columns`×`rows` pty in its own session, with the
    /// pty as controlling terminal and as stdin/out/err, in `directory`.
    init(shade: ShadeBinary, arguments: [String], environment: [String: String], directory: String,
         columns: Int = 100, rows: Int = 30, answersProbe: Bool = true) throws {
        let functions = try PtyFunctions.resolve()
        let master = functions.openMaster(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw E2EError("posix_openpt failed: \(String(cString: strerror(errno)))") }
        var name = [CChar](repeating: 0, count: 128)
        guard functions.grant(master) == 0, functions.unlock(master) == 0, functions.slaveName(master, &name, name.count) == 0 else {
            close(master)
            throw E2EError("grantpt/unlockpt/ptsname_r failed")
        }
        let slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        self.master = master
        slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        self.answersProbe = answersProbe
        pid = try Self.spawn(shade.path, arguments, environment: environment, directory: directory, terminal: slavePath)
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        close(master)
        close(slave)
    }

    /// Writes `bytes` as typing (or a terminal's reply) would, in one write where the pty
    /// takes it.
    func send(_ bytes: [UInt8]) {
        var offset = 0
        let deadline = ContinuousClock.now + .seconds(5)
        while offset < bytes.count, ContinuousClock.now < deadline {
            let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written > 0 { offset += written } else { usleep(1000) }
        }
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    /// Sends what it can of `bytes` without waiting; for a test that wants Shade's input
    /// to fill up.
    func sendWithoutWaiting(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until `condition` holds for the output (checked after every read) or the
    /// deadline passes; returns whether it held.
    @discardableResult
    func read(until condition: ([UInt8]) -> Bool, within timeout: Duration = .seconds(10)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            if condition(output) { return true }
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { return false }
            readOnce(milliseconds: Int32(min(remaining / .milliseconds(1), 100)))
        }
    }

    /// Reads whatever arrives within `milliseconds`.
    func drain(milliseconds: Int) {
        let deadline = ContinuousClock.now + .milliseconds(milliseconds)
        while ContinuousClock.now < deadline {
            readOnce(milliseconds: Int32(max(1, ContinuousClock.now.duration(to: deadline) / .milliseconds(1))))
        }
    }

    private func readOnce(milliseconds: Int32) {
        var waiter = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&waiter, 1, milliseconds) > 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
        guard count > 0 else {
            usleep(1000)  // EIO once nothing holds the slave; nothing more will come
            return
        }
        output += chunk[..<count]
        if answersProbe && !probeAnswered && output.contains(sequence: Array("\u{1B}[c".utf8)) {
            probeAnswered = true
            send(Self.probeAnswer)
        }
    }

    /// The number of complete frames written so far.
    var frameCount: Int { output.count(of: Self.frameEnd) }

    /// Sends `bytes` in one write and returns everything Shade wrote in answer: the bytes
    /// up to the end of the next frame, and whatever follows within a short while (so a
    /// second frame would show). Nil when no frame came.
    func frame(after bytes: [UInt8]) -> [UInt8]? {
        let start = output.count
        send(bytes)
        guard read(until: { $0[start...].contains(sequence: Self.frameEnd) }) else { return nil }
        drain(milliseconds: 60)
        return Array(output[start...])
    }

    func frame(after text: String) -> [UInt8]? { frame(after: Array(text.utf8)) }

    /// Whether Shade is still running (reaping it if it has exited).
    var isRunning: Bool {
        guard exitStatus == nil else { return false }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
            exitStatus = status
            return false
        }
        return true
    }

    /// Waits at most `timeout` for Shade to exit, reading its output meanwhile; returns the
    /// raw wait status, or nil if it is still running.
    func waitForExit(within timeout: Duration = .seconds(10), reading: Bool = true) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while isRunning {
            guard ContinuousClock.now < deadline else { return nil }
            if reading { drain(milliseconds: 5) } else { usleep(5000) }
        }
        if reading { drain(milliseconds: 20) }
        return exitStatus
    }

    /// Changes the window size, as a terminal does when its window is resized; the kernel
    /// sends SIGWINCH to the foreground job.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// The terminal modes now in force on the pty (what Shade left behind).
    func terminalModes() -> termios {
        var modes = termios()
        _ = tcgetattr(slave, &modes)
        return modes
    }

    private static func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                              directory: String, terminal: String) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var allSignals = sigset_t(), noSignals = sigset_t()
        sigfillset(&allSignals)
        sigemptyset(&noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        // glibc's POSIX_SPAWN_SETSIGDEF | SETSIGMASK | SETSID (hidden behind _GNU_SOURCE):
        // a new session, so the pty opened below becomes the controlling terminal.
        posix_spawnattr_setflags(&attributes, 0x04 | 0x08 | 0x80)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, terminal, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDERR_FILENO)
        // posix_spawn has no portable chdir action; and the signal tests must not leave
        // core dumps behind.
        let shell = "ulimit -c 0 2>/dev/null; cd \"$0\" && exec \"$@\""
        let argv = (["/bin/sh", "-c", shell, directory, executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        guard error == 0 else { throw E2EError("cannot start \(executable): \(String(cString: strerror(error)))") }
        return pid
    }
}

/// The libc pseudo-terminal calls, which the Glibc module hides behind _XOPEN_SOURCE, found
/// by name.
private struct PtyFunctions {
    typealias OpenMaster = @convention(c) (Int32) -> Int32
    typealias Operation = @convention(c) (Int32) -> Int32
    typealias SlaveName = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    let openMaster: OpenMaster
    let grant: Operation
    let unlock: Operation
    let slaveName: SlaveName

    static func resolve() throws -> PtyFunctions {
        let libc = dlopen(nil, RTLD_NOW)
        guard let openMaster = dlsym(libc, "posix_openpt"), let grant = dlsym(libc, "grantpt"),
              let unlock = dlsym(libc, "unlockpt"), let slaveName = dlsym(libc, "ptsname_r")
        else { throw E2EError("libc has no posix_openpt/grantpt/unlockpt/ptsname_r") }
        return PtyFunctions(openMaster: unsafeBitCast(openMaster, to: OpenMaster.self), grant: unsafeBitCast(grant, to: Operation.self),
                            unlock: unsafeBitCast(unlock, to: Operation.self), slaveName: unsafeBitCast(slaveName, to: SlaveName.self))
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the bytes.
    func contains(sequence needle: [UInt8]) -> Bool { firstRange(of: needle) != nil }

    /// How often `needle` occurs, without overlaps.
    func count(of needle: [UInt8]) -> Int {
        var count = 0
        var start = startIndex
        while let found = self[start...].firstRange(of: needle) {
            count += 1
            start = found.upperBound
        }
        return count
    }

    /// The bytes after the last occurrence of `needle`, or all of them.
    func after(last needle: [UInt8]) -> ArraySlice<UInt8> {
        var start = startIndex
        while let found = self[start...].firstRange(of: needle) { start = found.upperBound }
        return self[start...]
    }
}

extension ArraySlice where Element == UInt8 {
    /// Whether `needle` occurs in the bytes.
    func contains(sequence needle: [UInt8]) -> Bool { firstRange(of: needle) != nil }
}
