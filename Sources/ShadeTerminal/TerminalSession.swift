#if canImport(Glibc)
import Glibc
#endif
internal import CNcurses

/// The interactive terminal: Shade's one connection to ncurses.
///
/// ncurses owns the session (terminal modes, the alternate screen, key and mouse decoding,
/// resize, terminfo look-ups) but never draws: the app writes its own truecolor escapes
/// with `write(_:)`. ncurses clears the screen once when the session starts and once after
/// each resize; both are reported (`start()` returning, `.resize`) so the app repaints
/// everything afterwards.
///
/// The terminal is put back on every way out: `stop()`, deinitialisation, `exit()`,
/// SIGINT/SIGTERM/SIGHUP, crashes (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE,
/// SIGQUIT) and suspension (^Z via `suspend()`, or SIGTSTP). Only one session runs at a
/// time. Use it from one thread.
public final class TerminalSession {
    /// What the terminal can show.
    public let capabilities: TerminalCapabilities

    private let descriptor: Int32
    private let file: UnsafeMutablePointer<FILE>
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private var isRunning = true
    private var lastSize: TerminalSize

    private static let mouseButtons = shim_button1_pressed() | shim_button1_clicked()
    /// A lone Esc is reported after this long; ncurses' default of one second feels broken.
    private static let escapeDelayMilliseconds: Int32 = 25

    /// Starts a session on the user's terminal: switches to the alternate screen, raw mode
    /// without echo, hidden cursor, keypad and mouse-click reporting, and installs the
    /// restore-on-exit handlers. The screen is blank when this returns.
    ///
    /// Run `TerminalProbe.probe()` before this, not after: once ncurses reads keys it would
    /// swallow the terminal's replies.
    ///
    /// - Parameter synchronizedOutput: what `TerminalProbe.probe()` found; recorded in
    ///   `capabilities`.
    /// - Throws: `TerminalError.notATerminal` when neither stdin nor `/dev/tty` is a
    ///   terminal; `TerminalError.unknownTerminalType` when terminfo does not know `$TERM`;
    ///   `TerminalError.alreadyRunning` while another session runs.
    public static func start(synchronizedOutput: Bool = false) throws -> TerminalSession {
        SignalRestore.prepare()
        guard restoreState.pointee.descriptor < 0 else { throw TerminalError.alreadyRunning }
        TerminalLocale.ensureUTF8CharacterType()
        guard let descriptor = TerminalDevice.open() else { throw TerminalError.notATerminal }
        var shellModes = termios()
        guard tcgetattr(descriptor, &shellModes) == 0,
              let file = fdopen(descriptor, "r+")
        else {
            close(descriptor)
            throw TerminalError.notATerminal
        }
        SignalRestore.recordPreviousActions()
        guard let screen = newterm(nil, file, file) else {
            fclose(file)
            SignalRestore.uninstall()
            throw TerminalError.unknownTerminalType(environmentValue("TERM") ?? "")
        }
        return TerminalSession(
            descriptor: descriptor, file: file, screen: screen, shellModes: shellModes,
            synchronizedOutput: synchronizedOutput)
    }

    private init(
        descriptor: Int32, file: UnsafeMutablePointer<FILE>, screen: OpaquePointer,
        shellModes: termios, synchronizedOutput: Bool
    ) {
        self.descriptor = descriptor
        self.file = file
        self.screen = screen
        self.window = shim_stdscr()!

        _ = shim_set_escdelay(Self.escapeDelayMilliseconds)
        raw()
        noecho()
        nonl()
        keypad(window, true)
        intrflush(window, false)
        curs_set(0)
        mousemask(Self.mouseButtons, nil)
        mouseinterval(0)

        let term = environmentValue("TERM") ?? String(cString: termname())
        capabilities = TerminalCapabilities(
            truecolor: TerminalProbe.detectTruecolor(
                environment: ["COLORTERM": environmentValue("COLORTERM") ?? "", "TERM": term],
                terminfoHasRGB: TerminfoLookup.hasDirectColor()),
            synchronizedOutput: synchronizedOutput,
            term: term)

        // The one time ncurses draws: it clears the screen (and, with smcup, has entered
        // the alternate screen). Afterwards stdscr stays untouched, so it never draws again.
        wrefresh(window)
        lastSize = TerminalSize(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))

        var programModes = termios()
        _ = tcgetattr(descriptor, &programModes)
        SignalRestore.withSignalsBlocked {
            let state = restoreState
            state.pointee.descriptor = descriptor
            state.pointee.shellModes = shellModes
            state.pointee.programModes = programModes
            (state.pointee.leaveBytes, state.pointee.leaveCount) =
                Self.allocateBytes(TerminfoLookup.leaveSequence())
            (state.pointee.enterBytes, state.pointee.enterCount) =
                Self.allocateBytes(TerminfoLookup.reenterSequence())
            state.pointee.resumePending = 0
            state.pointee.isActive = 1
            SignalRestore.install()
        }
    }

    deinit { stop() }

    /// The terminal's size in cells, as of the last event.
    public var size: TerminalSize { lastSize }

    /// Writes `bytes` to the terminal in as few write(2) calls as the kernel allows,
    /// retrying after interruptions and partial writes. Bytes are dropped once the
    /// session has stopped or the terminal is gone.
    public func write(_ bytes: [UInt8]) {
        guard isRunning else { return }
        writeUnconditionally(bytes)
    }

    /// Waits for the next event.
    ///
    /// - Parameter timeoutMilliseconds: how long to wait; nil waits for ever, without
    ///   using any CPU while idle.
    /// - Returns: the event, or `.timeout` when the time passed first. Mouse events other
    ///   than a primary-button press are skipped. After `stop()` it returns `.hangUp`.
    public func nextEvent(timeoutMilliseconds: Int? = nil) -> TerminalEvent {
        guard isRunning else { return .hangUp }
        let clock = ContinuousClock()
        let deadline = timeoutMilliseconds.map { clock.now + .milliseconds(max(0, $0)) }
        while true {
            if takeResumePending() { return resumed() }
            var waitMilliseconds: Int32 = -1
            if let deadline {
                let remaining = clock.now.duration(to: deadline)
                let milliseconds = (remaining / .milliseconds(1)).rounded(.up)
                waitMilliseconds = Int32(clamping: Int(max(0, min(milliseconds, 1e9))))
            }
            wtimeout(window, waitMilliseconds)
            var value: wint_t = 0
            errno = 0  // a stale EINTR would hide a hang-up
            let status = wget_wch(window, &value)
            if status == ERR {
                let interrupted = errno == EINTR
                if takeResumePending() { return resumed() }
                if let deadline, clock.now >= deadline { return .timeout }
                if !interrupted && inputHasHungUp() { return .hangUp }
                continue
            }
            switch Key.decode(isKeyCode: status == KEY_CODE_YES, value: UInt32(value)) {
            case .key(let key):
                return .key(key)
            case .resize:
                // ncurses cleared its idea of the screen; let it clear the real one now,
                // before the app repaints, rather than in the middle of the next frame.
                // Reset SGR first: ncurses assumes plain attributes, and a clear in a
                // leftover background colour would paint the whole screen with it.
                writeUnconditionally(Array("\u{1B}[0m".utf8))
                wrefresh(window)
                lastSize = TerminalSize(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
                return .resize(lastSize)
            case .mouse:
                if let click = readMouseClick() { return click }
            }
        }
    }

    /// Suspends the process as ^Z would in a cooked terminal (raw mode delivers ^Z as a
    /// key, so the app calls this): restores the terminal, stops, and returns once the
    /// shell continues the process. The next event is then `.resumed`. Does nothing when
    /// SIGTSTP was ignored when the session started (a shell without job control).
    public func suspend() {
        guard isRunning else { return }
        raise(SIGTSTP)
    }

    /// Restores the terminal (leaves the alternate screen, shows the cursor, puts the
    /// shell's modes back) and removes the signal handlers. Safe to call more than once.
    public func stop() {
        guard isRunning else { return }
        isRunning = false
        SignalRestore.withSignalsBlocked {
            if restoreState.pointee.isActive != 0 {
                // ncurses does not know about our SGR state or synchronized output.
                writeUnconditionally(Array(TerminfoLookup.resetBeforeLeaving.utf8))
                endwin()
            }
            let state = restoreState
            state.pointee.isActive = 0
            state.pointee.descriptor = -1
            state.pointee.leaveBytes?.deallocate()
            state.pointee.enterBytes?.deallocate()
            (state.pointee.leaveBytes, state.pointee.leaveCount) = (nil, 0)
            (state.pointee.enterBytes, state.pointee.enterCount) = (nil, 0)
            SignalRestore.uninstall()
        }
        delscreen(screen)
        fclose(file)
    }

    // MARK: - Private

    private func writeUnconditionally(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            writeAll(descriptor, base, buffer.count)
        }
    }

    private func takeResumePending() -> Bool {
        SignalRestore.withSignalsBlocked {
            let pending = restoreState.pointee.resumePending != 0
            restoreState.pointee.resumePending = 0
            return pending
        }
    }

    /// After a suspension: mouse reporting back on (ncurses re-sends its own sequence),
    /// and catch up with a resize that happened while the process was stopped (SIGWINCH
    /// goes to the foreground job only).
    private func resumed() -> TerminalEvent {
        mousemask(Self.mouseButtons, nil)
        var rows: Int32 = 0
        var columns: Int32 = 0
        if shim_window_size(descriptor, &rows, &columns) == 0, rows > 0, columns > 0,
           is_term_resized(rows, columns) {
            resize_term(rows, columns)
            wrefresh(window)
        }
        lastSize = TerminalSize(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
        return .resumed
    }

    private func readMouseClick() -> TerminalEvent? {
        var column: Int32 = 0
        var row: Int32 = 0
        var buttons: mmask_t = 0
        guard shim_getmouse(&column, &row, &buttons) == OK,
              buttons & Self.mouseButtons != 0
        else { return nil }
        return .mouseClick(column: Int(column), row: Int(row))
    }

    /// Whether the terminal has gone away (its window closed), as opposed to a read
    /// interrupted by a signal.
    private func inputHasHungUp() -> Bool {
        var waiter = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&waiter, 1, 0) >= 0 else { return false }
        return waiter.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    private static func allocateBytes(_ bytes: [UInt8]) -> (UnsafeMutablePointer<UInt8>?, Int) {
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        storage.initialize(from: bytes, count: bytes.count)
        return (storage, bytes.count)
    }
}

/// Reads an environment variable without Foundation.
func environmentValue(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
