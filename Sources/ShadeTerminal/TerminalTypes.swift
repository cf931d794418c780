#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeFrame

/// Something the terminal session reports to the app.
public enum TerminalEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// Text pasted while bracketed paste is on (`ESC[200~` … `ESC[201~`), whole: the app
    /// decides where it goes, and none of it is taken for keys.
    case paste(String)
    /// A press of the primary mouse button at a 0-based cell (column 0 is the left edge,
    /// row 0 the top).
    case mouseClick(column: Int, row: Int)
    /// The terminal changed size. The screen has been cleared: repaint everything.
    case resize(ScreenSize)
    /// The process was suspended (^Z or SIGTSTP) and has been continued (`fg`): the
    /// screen holds nothing of ours any more, so forget what was drawn and repaint
    /// everything. `TerminalSession.size` is current again.
    case resumed
    /// The terminal reported its colour scheme (DEC mode 2031): when asked at start, and
    /// live whenever the user's system flips between light and dark.
    case colorScheme(dark: Bool)
    /// The timeout given to `nextEvents(timeoutMilliseconds:)` passed with no event.
    case timeout
    /// The terminal went away (its window closed) or the session was stopped: nothing
    /// more will come, so the app should quit.
    case hangUp
}

/// What the terminal can show, as far as Shade can tell.
public struct TerminalCapabilities: Hashable, Sendable {
    /// 24-bit colour SGR (`ESC[38;2;R;G;Bm`) is shown as sent.
    public var truecolor: Bool
    /// DEC mode 2026 (synchronized output) is supported: wrap frames in
    /// `ESC[?2026h` … `ESC[?2026l` to avoid tearing.
    public var synchronizedOutput: Bool
    /// The terminal type ncurses used (usually `$TERM`).
    public var term: String

    /// Creates a capability set.
    public init(truecolor: Bool, synchronizedOutput: Bool, term: String) {
        self.truecolor = truecolor
        self.synchronizedOutput = synchronizedOutput
        self.term = term
    }
}

/// Why a terminal session could not start.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Neither stdin nor `/dev/tty` is a terminal.
    case notATerminal
    /// ncurses has no terminfo entry for this terminal type.
    case unknownTerminalType(String)
    /// The terminal cannot move the cursor to a cell (`TERM=dumb`, or a terminfo entry
    /// without `cup`), so no frame could be drawn.
    case noCursorAddressing(String)
    /// Another session is still running; stop it first.
    case alreadyRunning

    /// A message for the user.
    public var description: String {
        switch self {
        case .notATerminal:
            return "the previewer needs an interactive terminal; use 'shade snapshot' to render without one"
        case .unknownTerminalType(let term):
            return "unknown terminal type '\(visibleControlCharacters(term))' (no terminfo entry); "
                + "set TERM, e.g. TERM=xterm-256color"
        case .noCursorAddressing(let term):
            return "this terminal (TERM=\(visibleControlCharacters(term))) cannot move the cursor, "
                + "so the previewer cannot run here; the data commands work anywhere: "
                + "shade list|tokens|contrast|validate|snapshot"
        case .alreadyRunning:
            return "a terminal session is already running"
        }
    }
}
