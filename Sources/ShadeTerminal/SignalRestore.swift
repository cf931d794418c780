#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Putting the terminal back from a signal handler.
//
// A signal can arrive while the Swift runtime is halfway through an allocation or a
// reference-count update, so the handlers below must not allocate, retain, release, run
// a lazy global initialiser or an exclusivity check. Everything they read therefore lives
// in memory Swift does not manage: plain C-layout fields behind pointers that are created
// once, before any handler is installed, and never replaced.

/// What the handlers need to leave and re-enter Shade's terminal modes.
struct RestoreState {
    /// The terminal's descriptor, or -1 when no session runs.
    var descriptor: Int32 = -1
    /// 1 while the terminal is in Shade's modes and must be put back on any exit.
    var isActive: Int32 = 0
    /// Set after SIGCONT by the SIGTSTP handler; the session turns it into `.resumed`.
    var resumePending: Int32 = 0
    /// Set by the SIGWINCH handler; the session turns it into `.resize`.
    var resizePending: Int32 = 0
    /// The write end of the session's wake-up pipe, or -1: a handler writes a byte so a
    /// session waiting in poll(2) notices a resize or resume at once.
    var wakeDescriptor: Int32 = -1
    /// The read end of a pipe holding one keystroke for Swift's crash backtracer, or -1
    /// (see `answerBacktracerPrompt()`).
    var promptAnswerDescriptor: Int32 = -1
    /// The signals held off while a handler runs (every handled one but the faults),
    /// computed in normal context because building it means walking a Swift array.
    var handlerMask = sigset_t()
    /// The modes the shell had before the session started.
    var shellModes = termios()
    /// The modes ncurses set up (raw, no echo), re-applied after a suspension.
    var programModes = termios()
    /// Leave Shade's screen: end synchronized output, reset SGR, show the cursor, mouse
    /// and bracketed paste off, keypad off, leave the alternate screen.
    var leaveBytes: UnsafeMutablePointer<UInt8>? = nil
    var leaveCount = 0
    /// Re-enter after a suspension: alternate screen, cursor hidden, mouse and bracketed
    /// paste on.
    var enterBytes: UnsafeMutablePointer<UInt8>? = nil
    var enterCount = 0
}

/// The one `RestoreState`. `nonisolated(unsafe)` deliberately: a signal handler can take
/// no lock and hop to no actor. The pointer never changes after its one-time
/// initialisation (forced by `SignalRestore.prepare()` in normal context), and normal
/// code changes the fields only while the handled signals are blocked.
nonisolated(unsafe) let restoreState: UnsafeMutablePointer<RestoreState> = {
    let state = UnsafeMutablePointer<RestoreState>.allocate(capacity: 1)
    state.initialize(to: RestoreState())
    return state
}()

/// Signal dispositions from before the session started, indexed by signal number: the
/// crash handler hands a signal back to its previous owner (Swift's backtracer, say) and
/// `stop()` puts them all back. `nonisolated(unsafe)` for the same reason as `restoreState`.
nonisolated(unsafe) let previousActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
    actions.initialize(repeating: sigaction(), count: signalSlots)
    return actions
}()

/// Room for every signal number (Linux has 64, numbered from 1).
private let signalSlots = 65

/// Installing, running and removing the restore-on-signal handlers.
enum SignalRestore {
    /// Every signal whose default action ends the process, other than the crashes below:
    /// restore, then die of the same signal so the parent sees the real cause (a shell
    /// reports 128 + signal number). Real-time signals end a process too.
    static let terminationSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGXFSZ,
        SIGVTALRM, SIGPROF, SIGSYS,
    ] + platformTerminationSignals
    #if os(Linux)
    /// Linux's own, and its real-time signals.
    private static let platformTerminationSignals: [Int32] =
        [SIGSTKFLT, SIGIO, SIGPWR] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #else
    /// Darwin's SIGEMT; its SIGIO and SIGINFO are ignored by default (a handler that
    /// restored the terminal on them would leave Shade running), and it has no real-time
    /// signals.
    private static let platformTerminationSignals: [Int32] = [SIGEMT]
    #endif
    /// Crashes (Swift's `fatalError` traps with SIGILL or SIGTRAP) and SIGQUIT: restore,
    /// then hand the signal to its previous owner (Swift's backtracer handles these).
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT]
    /// Every signal this file installs a handler for.
    static let handledSignals: [Int32] = terminationSignals + crashSignals + [SIGTSTP, SIGWINCH]
    /// How long a handler keeps trying to write the restore sequence to a terminal that is
    /// not reading (a stalled SSH link, a paused tmux pane) before it gives up and exits.
    /// Computed, not stored: a stored static is initialised lazily, which a signal handler
    /// must never trigger.
    static var restoreWriteMilliseconds: Int { 250 }

    private nonisolated(unsafe) static var registeredExitHandler = false

    /// Runs the lazy initialisers of the shared storage now, in normal context, so a
    /// handler never does.
    static func prepare() {
        _ = restoreState
        _ = previousActions
        // Faults stay deliverable inside a handler: Swift's backtracer, run from the crash
        // handler, catches its own faults while it reads memory.
        let faults: Set<Int32> = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in handledSignals where !faults.contains(signal) { sigaddset(&mask, signal) }
        restoreState.pointee.handlerMask = mask
    }

    /// Records the current disposition of every handled signal. Call before ncurses
    /// starts: it installs SIGINT/SIGTERM/SIGTSTP handlers of its own, which Shade
    /// replaces and which `uninstall()` must not bring back.
    static func recordPreviousActions() {
        for signal in handledSignals {
            _ = sigaction(signal, nil, previousActions + Int(signal))
        }
    }

    /// Installs the handlers (after ncurses has installed its own, so these win), and an
    /// `atexit` restore once per process. A signal that was ignored before the session
    /// started (SIGHUP under `nohup`, SIGTSTP without job control) stays ignored, and a
    /// terminating signal that already had a handler keeps it.
    static func install() {
        // Only where the default action would end the process: a signal someone else
        // handles (a profiler's SIGPROF, say) is theirs.
        for signal in terminationSignals where hadDefaultAction(signal) {
            setHandler(signal, handleTerminationSignal)
        }
        if !wasIgnored(SIGTSTP) {
            setHandler(SIGTSTP, handleSuspendSignal)
        }
        setHandler(SIGWINCH, handleResizeSignal, restart: true)
        for signal in crashSignals where !wasIgnored(signal) {
            var action = sigaction()
            action.infoHandler = handleCrashSignal
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            action.sa_mask = restoreState.pointee.handlerMask
            _ = sigaction(signal, &action, nil)
        }
        if !registeredExitHandler {
            registeredExitHandler = true
            atexit { _ = restoreTerminalFromAnyContext() }
        }
    }

    /// Puts back the dispositions recorded before the session started.
    static func uninstall() {
        for signal in handledSignals {
            _ = sigaction(signal, previousActions + Int(signal), nil)
        }
    }

    /// Runs `body` with the handled signals blocked, so a handler never sees the shared
    /// state half-updated.
    static func withSignalsBlocked<T>(_ body: () -> T) -> T {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for signal in handledSignals { sigaddset(&blocked, signal) }
        var previous = sigset_t()
        sigprocmask(SIG_BLOCK, &blocked, &previous)
        defer { sigprocmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    private static func hadDefaultAction(_ signal: Int32) -> Bool {
        let handler = previousActions[Int(signal)].plainHandler
        let hasInfoHandler = previousActions[Int(signal)].sa_flags & SA_SIGINFO != 0
        return !hasInfoHandler && handler == nil  // SIG_DFL is the null address
    }

    private static func wasIgnored(_ signal: Int32) -> Bool {
        let handler = previousActions[Int(signal)].plainHandler
        let hasInfoHandler = previousActions[Int(signal)].sa_flags & SA_SIGINFO != 0
        return !hasInfoHandler && handler.map { unsafeBitCast($0, to: Int.self) } == 1
    }
}

// MARK: - Async-signal-safe helpers (normal Swift code must not grow in here)

/// Installs a plain handler that holds off every other handled signal while it runs.
/// Without `restart`, a blocking read returns EINTR, so the session notices a resume at
/// once instead of at the next key press. (poll(2) is never restarted either way.)
private func setHandler(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void, restart: Bool = false) {
    var action = sigaction()
    action.plainHandler = handler
    action.sa_flags = restart ? SA_RESTART : 0
    action.sa_mask = restoreState.pointee.handlerMask
    _ = sigaction(signal, &action, nil)
}

/// Leaves Shade's screen and puts the shell's terminal modes back, once. Returns whether
/// there was anything to restore. Async-signal-safe, and bounded in time: a terminal that
/// does not read gets the modes back but perhaps not the screen.
func restoreTerminalFromAnyContext() -> Bool {
    let state = restoreState
    guard state.pointee.isActive != 0 else { return false }
    state.pointee.isActive = 0
    let descriptor = state.pointee.descriptor
    if let bytes = state.pointee.leaveBytes {
        writeWithin(descriptor, bytes, state.pointee.leaveCount, milliseconds: SignalRestore.restoreWriteMilliseconds)
    }
    _ = tcsetattr(descriptor, TCSANOW, &state.pointee.shellModes)
    return true
}

/// Wakes a session waiting in poll(2). Async-signal-safe.
private func wakeSession() {
    let descriptor = restoreState.pointee.wakeDescriptor
    guard descriptor >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(descriptor, &byte, 1)  // a full pipe already holds a wake-up
}

/// Sets `signal` to its default action and delivers it now.
private func raiseWithDefaultAction(_ signal: Int32) {
    var action = sigaction()
    action.plainHandler = SIG_DFL
    sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, nil)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, signal)
    sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    raise(signal)
}

/// SIGINT, SIGTERM, SIGHUP and the other terminating signals: restore, then die of the
/// same signal.
private func handleTerminationSignal(_ signal: Int32) {
    _ = restoreTerminalFromAnyContext()
    raiseWithDefaultAction(signal)
    _exit(128 + signal)  // only if the default action somehow did not end the process
}

/// SIGTSTP (from ^Z via `suspend()`, or `kill -TSTP`): restore, stop, and on SIGCONT
/// re-enter Shade's modes and flag the resume so the app repaints.
private func handleSuspendSignal(_ signal: Int32) {
    let savedErrno = errno
    let wasActive = restoreTerminalFromAnyContext()
    raiseWithDefaultAction(SIGTSTP)
    // The process stops inside raise() and continues here after SIGCONT.
    setHandler(SIGTSTP, handleSuspendSignal)
    if wasActive {
        let state = restoreState
        _ = tcsetattr(state.pointee.descriptor, TCSANOW, &state.pointee.programModes)
        state.pointee.isActive = 1
        if let bytes = state.pointee.enterBytes {
            writeWithin(state.pointee.descriptor, bytes, state.pointee.enterCount,
                        milliseconds: SignalRestore.restoreWriteMilliseconds)
        }
        state.pointee.resumePending = 1
        wakeSession()
    }
    errno = savedErrno
}

/// SIGWINCH: flag the resize for the session and wake it.
private func handleResizeSignal(_ signal: Int32) {
    let savedErrno = errno
    restoreState.pointee.resizePending = 1
    wakeSession()
    errno = savedErrno
}

/// SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT: restore, then give the
/// signal to whoever handled it before (Swift's crash backtracer, or the default action)
/// so the backtrace and the core dump still happen.
private func handleCrashSignal(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    let savedErrno = errno
    _ = restoreTerminalFromAnyContext()
    answerBacktracerPrompt()
    let previous = previousActions + Int(signal)
    _ = sigaction(signal, previous, nil)
    var sentByAProcess = true
    if let info { sentByAProcess = info.pointee.si_code <= 0 }
    if sentByAProcess {
        // kill(), raise(), abort(): nothing repeats the signal, and Swift's backtracer
        // returns after reporting one (it counts on a faulting instruction repeating), so
        // run the previous owner here and then die of the signal's default action. The
        // signal is unblocked first, as it would be for the previous owner if the kernel
        // had called it: the backtracer catches its own faults while it reads memory.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signal)
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        callPreviousHandler(previous, signal, info, context)
        raiseWithDefaultAction(signal)
        _exit(128 + signal)
    }
    // A fault from an instruction (a trap, a bad address) repeats when this handler
    // returns, and reaches the previous owner with its real details.
    errno = savedErrno
}

/// Makes Swift's crash backtracer non-interactive: give it a standard input that holds one
/// keystroke (not space or D), so its "Press space to interact" prompt is answered "quit"
/// at once instead of holding the user's terminal for 30 seconds. Async-signal-safe.
///
/// Why not `SWIFT_BACKTRACE=interactive=no`: the runtime reads that variable in its own
/// start-up code, before any of Shade's, so Shade could only set it by re-executing
/// itself, which costs a whole second process start (about 10 ms) before every first
/// frame. The backtrace itself is still written in full.
private func answerBacktracerPrompt() {
    let answer = restoreState.pointee.promptAnswerDescriptor
    guard answer >= 0 else { return }
    _ = dup2(answer, STDIN_FILENO)
}

/// Calls a saved handler directly, unless it is SIG_DFL or SIG_IGN.
private func callPreviousHandler(
    _ action: UnsafeMutablePointer<sigaction>, _ signal: Int32,
    _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    if action.pointee.sa_flags & SA_SIGINFO != 0 {
        if let handler = action.pointee.infoHandler {
            handler(signal, info, context)
        }
    } else if let handler = action.pointee.plainHandler,
              unsafeBitCast(handler, to: Int.self) != 1 {  // SIG_IGN is the address 1
        handler(signal)
    }
}
