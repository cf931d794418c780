#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import CNcurses
import ShadeFrame

/// The interactive terminal: Shade's one connection to ncurses.
///
/// ncurses sets the session up (terminal modes, the alternate screen, terminfo look-ups)
/// but neither draws nor reads: the app writes its own truecolor escapes with `write(_:)`,
/// and the session reads the terminal's bytes itself and decodes them with
/// `InputDecoder`, so any sequence ncurses does not know is swallowed instead of being
/// read as Esc. ncurses clears the screen once when the session starts and once after
/// each resize; both are reported (`start()` returning, `.resize`) so the app repaints
/// everything afterwards.
///
/// The terminal is put back on every way out: `stop()`, deinitialisation, `exit()`, every
/// signal whose default action ends the process (SIGINT, SIGTERM, SIGHUP, SIGUSR1, …),
/// crashes (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT) and suspension
/// (^Z via `suspend()`, or SIGTSTP). Only one session runs at a time. Use it from one
/// thread.
public final class TerminalSession {
    /// What the terminal can show.
    public let capabilities: TerminalCapabilities

    let descriptor: Int32
    private let file: UnsafeMutablePointer<FILE>
    private let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    /// Ends a wait for input: from another thread (see ``nextEvents(timeoutMilliseconds:)``),
    /// and from the signal handlers, which write to its pipe.
    public let waker: LoopWaker
    var isRunning = true
    var lastSize: ScreenSize
    var decoder = InputDecoder()
    /// When the decoder last received a byte, for its escape delay.
    var lastByteMilliseconds = 0

    /// ncurses was told the screen is one column wide (see `newNarrowTerminal`): the
    /// size comes from the kernel, and ncurses is only ever given the rows.
    let narrow: Bool

    /// A lone Esc is reported after this long with nothing after it.
    static let escapeDelayMilliseconds = 25
    /// An unfinished sequence is dropped after this long with nothing after it.
    static let sequenceGiveUpMilliseconds = 500
    /// An unfinished bracketed paste is dropped after this long with nothing after it.
    static let pasteGiveUpMilliseconds = 3000

    /// Checks that the user's terminal can run the previewer at all, before anything is
    /// written to it (the probe's queries would show up as text on a terminal that cannot
    /// run it).
    ///
    /// - Throws: `TerminalError.notATerminal`, `TerminalError.unknownTerminalType`, or
    ///   `TerminalError.noCursorAddressing` for a terminal such as `TERM=dumb`.
    public static func checkTerminal() throws {
        guard let descriptor = TerminalDevice.open() else { throw TerminalError.notATerminal }
        defer { close(descriptor) }
        var status: Int32 = 0
        guard setupterm(nil, descriptor, &status) == OK else {
            throw TerminalError.unknownTerminalType(environmentValue("TERM") ?? "")
        }
        let addressable = TerminfoLookup.hasCursorAddressing()
        del_curterm(shim_cur_term())
        guard addressable else { throw TerminalError.noCursorAddressing(environmentValue("TERM") ?? "") }
    }

    /// Starts a session on the user's terminal: switches to the alternate screen, raw mode
    /// without echo, hidden cursor, mouse-click reporting and bracketed paste, and
    /// installs the restore-on-exit handlers. The screen is blank when this returns.
    ///
    /// Run `TerminalProbe.probe()` before this, not after: the session reads the terminal
    /// from here on, and late replies are swallowed as unknown sequences.
    ///
    /// - Parameter synchronizedOutput: what `TerminalProbe.probe()` found; recorded in
    ///   `capabilities`.
    /// - Throws: `TerminalError.notATerminal` when neither stdin nor `/dev/tty` is a
    ///   terminal; `TerminalError.unknownTerminalType` when terminfo does not know `$TERM`;
    ///   `TerminalError.noCursorAddressing` when it cannot move the cursor;
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
        guard let waker = LoopWaker() else {
            fclose(file)
            throw TerminalError.notATerminal
        }
        SignalRestore.recordPreviousActions()
        let kernelSize = kernelWindowSize(descriptor)
        guard let screen = newNarrowTerminal(file, narrow: kernelSize != nil) else {
            fclose(file)
            throw TerminalError.unknownTerminalType(environmentValue("TERM") ?? "")
        }
        guard TerminfoLookup.hasCursorAddressing() else {
            endwin()
            delscreen(screen)
            fclose(file)
            throw TerminalError.noCursorAddressing(environmentValue("TERM") ?? "")
        }
        return TerminalSession(
            descriptor: descriptor, file: file, screen: screen, waker: waker, shellModes: shellModes,
            synchronizedOutput: synchronizedOutput, narrow: kernelSize != nil)
    }

    private init(
        descriptor: Int32, file: UnsafeMutablePointer<FILE>, screen: OpaquePointer,
        waker: LoopWaker, shellModes: termios, synchronizedOutput: Bool, narrow: Bool
    ) {
        self.waker = waker
        self.narrow = narrow
        self.descriptor = descriptor
        self.file = file
        self.screen = screen
        self.window = shim_stdscr()!

        raw()
        noecho()
        nonl()
        intrflush(window, false)
        // A refresh must clear the screen even with keys waiting (ncurses would otherwise
        // postpone it to read them, and it never reads).
        typeahead(-1)
        curs_set(0)

        let term = environmentValue("TERM") ?? String(cString: termname())
        capabilities = TerminalCapabilities(
            truecolor: TerminalProbe.detectTruecolor(
                environment: ["COLORTERM": environmentValue("COLORTERM") ?? "", "TERM": term],
                terminfoHasRGB: TerminfoLookup.hasDirectColor()),
            synchronizedOutput: synchronizedOutput,
            term: term)

        // The one time ncurses draws: it clears the screen (and, with smcup, has entered
        // the alternate screen). Afterwards stdscr stays untouched, so it never draws again
        // except to clear after a resize.
        wrefresh(window)
        lastSize = (narrow ? kernelWindowSize(descriptor) : nil)
            ?? ScreenSize(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))

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
            state.pointee.resizePending = 0
            state.pointee.wakeDescriptor = waker.writeEnd
            state.pointee.promptAnswerDescriptor = TerminalDevice.makePromptAnswer() ?? -1
            state.pointee.isActive = 1
            SignalRestore.install()
        }
        writeUnconditionally(Array(TerminfoLookup.inputModesOn.utf8))
    }

    deinit { stop() }

    /// The terminal's size in cells, as of the last event.
    public var size: ScreenSize { lastSize }

    /// Writes `bytes` to the terminal in as few write(2) calls as the kernel allows,
    /// retrying after interruptions and partial writes. Bytes are dropped once the
    /// session has stopped or the terminal is gone.
    public func write(_ bytes: [UInt8]) {
        guard isRunning else { return }
        writeUnconditionally(bytes)
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
                // ncurses knows nothing of our SGR state, synchronized output, mouse mode
                // or bracketed paste.
                writeUnconditionally(Array((TerminfoLookup.resetBeforeLeaving + TerminfoLookup.inputModesOff).utf8))
                endwin()
            }
            let state = restoreState
            state.pointee.isActive = 0
            state.pointee.descriptor = -1
            // The waker closes its pipe once nothing holds it; the handlers just stop using it.
            state.pointee.wakeDescriptor = -1
            if state.pointee.promptAnswerDescriptor >= 0 { close(state.pointee.promptAnswerDescriptor) }
            state.pointee.promptAnswerDescriptor = -1
            state.pointee.leaveBytes?.deallocate()
            state.pointee.enterBytes?.deallocate()
            (state.pointee.leaveBytes, state.pointee.leaveCount) = (nil, 0)
            (state.pointee.enterBytes, state.pointee.enterCount) = (nil, 0)
            SignalRestore.uninstall()
        }
        delscreen(screen)
        fclose(file)
    }

    // MARK: - Shared with the input side

    /// The terminal's size: the kernel's when the session is narrow (`otherwise` when the
    /// kernel no longer says), else ncurses'.
    func currentSize(otherwise fallback: ScreenSize? = nil) -> ScreenSize {
        if narrow, let size = kernelWindowSize(descriptor) ?? fallback { return size }
        return ScreenSize(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
    }

    func writeUnconditionally(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            writeAll(descriptor, base, buffer.count)
        }
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

/// The kernel's window size of `descriptor`, nil when it has none (not a terminal, or a
/// terminal that reports 0×0).
func kernelWindowSize(_ descriptor: Int32) -> ScreenSize? {
    var rows: Int32 = 0
    var columns: Int32 = 0
    guard shim_window_size(descriptor, &rows, &columns) == 0, rows > 0, columns > 0 else { return nil }
    return ScreenSize(columns: Int(columns), rows: Int(rows))
}

/// `newterm` on `file`; with `narrow`, ncurses believes the screen is one column wide.
///
/// ncurses keeps three copies of the screen (stdscr, curscr, newscr) at 28 bytes a cell:
/// 1 MB at 200×60, which Shade never draws into (it writes its own frames). ncurses only
/// needs the number of rows, for the scroll region and for `endwin`'s move to the last row;
/// clearing the screen does not depend on the width. ncurses reads `COLUMNS` over the
/// kernel's width (`use_env`), so it is set for the call and put back after. Only called
/// before any other thread runs, so no `getenv` races the change.
private func newNarrowTerminal(_ file: UnsafeMutablePointer<FILE>, narrow: Bool) -> OpaquePointer? {
    guard narrow else { return newterm(nil, file, file) }
    let previous = environmentValue("COLUMNS")
    setenv("COLUMNS", "1", 1)
    defer {
        if let previous { setenv("COLUMNS", previous, 1) } else { unsetenv("COLUMNS") }
    }
    return newterm(nil, file, file)
}
