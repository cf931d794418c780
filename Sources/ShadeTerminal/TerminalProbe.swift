#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeColor

/// What one round of terminal queries learned.
public struct TerminalProbeResult: Hashable, Sendable {
    /// The terminal's background colour (OSC 11), or nil if it did not say.
    public var background: RGB?
    /// Whether DEC mode 2026 (synchronized output) is supported: DECRQM answered 1 or 2.
    public var synchronizedOutput: Bool
    /// Whether the terminal answered the DA1 sentinel, i.e. it answers queries at all.
    public var terminalAnswered: Bool

    /// Creates a result; the defaults mean "nothing learned".
    public init(
        background: RGB? = nil, synchronizedOutput: Bool = false,
        terminalAnswered: Bool = false
    ) {
        self.background = background
        self.synchronizedOutput = synchronizedOutput
        self.terminalAnswered = terminalAnswered
    }
}

/// Questions for the terminal, and how to read its environment.
///
/// The queries run on the raw terminal *before* `TerminalSession.start()`: once ncurses
/// reads keys it would swallow the replies as keystrokes.
public enum TerminalProbe {
    /// The query: background colour (OSC 11), synchronized-output mode (DECRQM ?2026),
    /// then Primary Device Attributes (DA1). Every terminal answers DA1 and answers in
    /// order, so once DA1's reply is in, any reply still missing never will be.
    static let query = Array("\u{1B}]11;?\u{07}\u{1B}[?2026$p\u{1B}[c".utf8)

    /// Asks the terminal for its background colour and synchronized-output support in one
    /// round trip, waiting at most `timeoutMilliseconds` in total.
    ///
    /// Returns "nothing learned" at once when there is no terminal or the process is a
    /// background job. Job-control and termination signals are held off for the few
    /// milliseconds the terminal is in non-canonical mode and delivered once it is
    /// restored, so even Ctrl-C at that moment leaves the terminal as it was.
    public static func probe(timeoutMilliseconds: Int = 200) -> TerminalProbeResult {
        guard let descriptor = TerminalDevice.open() else { return TerminalProbeResult() }
        defer { close(descriptor) }
        guard TerminalDevice.isForeground(descriptor) else { return TerminalProbeResult() }
        var original = termios()
        guard tcgetattr(descriptor, &original) == 0 else { return TerminalProbeResult() }

        var held = sigset_t()
        sigemptyset(&held)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP] { sigaddset(&held, signal) }
        var previousMask = sigset_t()
        sigprocmask(SIG_BLOCK, &held, &previousMask)
        defer { sigprocmask(SIG_SETMASK, &previousMask, nil) }  // runs last

        var quiet = original
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &quiet.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 0
            controlCharacters[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSANOW, &quiet) == 0 else { return TerminalProbeResult() }
        defer { _ = tcsetattr(descriptor, TCSANOW, &original) }  // runs first

        query.withUnsafeBytes { _ = writeAll(descriptor, $0.baseAddress!, $0.count) }
        let replies = readReplies(descriptor, timeoutMilliseconds: timeoutMilliseconds)
        return parseReplies(replies)
    }

    /// Reads until the DA1 reply arrives or the time is up.
    private static func readReplies(_ descriptor: Int32, timeoutMilliseconds: Int) -> [UInt8] {
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(max(0, timeoutMilliseconds))
        var replies: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        while replies.count < 4096 {
            let remaining = clock.now.duration(to: deadline)
            guard remaining > .zero else { break }
            let waitMilliseconds = Int32((remaining / .milliseconds(1)).rounded(.up))
            var waiter = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiter, 1, waitMilliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            replies += chunk[..<count]
            if ProbeReplyParser.containsDeviceAttributes(replies) { break }
        }
        return replies
    }
}
