#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One `shade` process running on a pseudo-terminal, as a user's terminal would run it:
/// in its own session, with the pty as its controlling terminal and as stdin/out/err.
final class ShadeProcess {
    /// The child's process id.
    let pid: pid_t
    /// The moment just before the child was spawned: "process start" for the timings.
    let started: ContinuousClock.Instant
    private var exitStatus: Int32?

    // POSIX_SPAWN_SETSIGDEF, _SETSIGMASK and _SETSID: glibc hides the last behind
    // _GNU_SOURCE in <spawn.h>, and Darwin numbers it otherwise.
    private static let spawnSetSignalDefaults: Int16 = 0x04
    private static let spawnSetSignalMask: Int16 = 0x08
    #if os(Linux)
    private static let spawnSetSession: Int16 = 0x80
    #else
    private static let spawnSetSession: Int16 = 0x400
    #endif

    /// Starts `executable` with `arguments` and `environment` on `terminal`.
    ///
    /// posix_spawn starts a new session (`setsid`) before it opens the slave by path, and a
    /// session leader without a controlling terminal acquires the first terminal it opens:
    /// the same result as `setsid` + `TIOCSCTTY` after a fork, without forking a Swift process.
    init(executable: String, arguments: [String], environment: [String: String], terminal: PseudoTerminal) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Self.spawnSetSession | Self.spawnSetSignalDefaults | Self.spawnSetSignalMask)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, terminal.slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDERR_FILENO)

        let argv = CStringArray([executable] + arguments)
        let envp = CStringArray(environment.map { "\($0.key)=\($0.value)" }.sorted())
        var child: pid_t = 0
        started = ContinuousClock.now
        let result = posix_spawn(&child, executable, &actions, &attributes, argv.pointers, envp.pointers)
        guard result == 0 else { throw BenchmarkError.system("posix_spawn \(executable)", result) }
        pid = child
    }

    deinit { kill() }

    /// Waits until the child exits, at most until `deadline`, and returns its raw wait
    /// status; nil if it is still running then.
    func waitForExit(until deadline: ContinuousClock.Instant, whileWaiting: () -> Void = {}) -> Int32? {
        while exitStatus == nil {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                exitStatus = status
            } else if result < 0 && errno != EINTR {
                return nil
            } else if ContinuousClock.now >= deadline {
                return nil
            } else {
                whileWaiting()
                usleep(1000)
            }
        }
        return exitStatus
    }

    /// Kills and reaps the child if it is still running; used on every failure path so a
    /// broken run never leaves a process behind.
    func kill() {
        guard exitStatus == nil else { return }
        _ = sendSignal(SIGKILL, to: pid)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        exitStatus = status
    }

    /// "exit 0", "exit 3", "killed by signal 9": a raw wait status for people.
    static func describe(status: Int32) -> String {
        let signal = status & 0x7F
        return signal == 0 ? "exit \((status >> 8) & 0xFF)" : "killed by signal \(signal)"
    }

    /// Whether a raw wait status is a normal exit with status 0.
    static func isSuccess(_ status: Int32) -> Bool { status == 0 }
}

/// kill(2) under a name `ShadeProcess.kill()` does not shadow.
private func sendSignal(_ signal: Int32, to pid: pid_t) -> Int32 {
    kill(pid, signal)
}

/// A NULL-terminated array of C strings that lives as long as the value.
private final class CStringArray {
    let pointers: [UnsafeMutablePointer<CChar>?]

    init(_ strings: [String]) {
        pointers = strings.map { strdup($0) } + [nil]
    }

    deinit {
        for pointer in pointers { free(pointer) }
    }
}
