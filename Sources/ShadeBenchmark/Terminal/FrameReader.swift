#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One complete frame as it came out of the pty.
struct FrameArrival {
    /// Bytes from the first byte of `ESC[?2026h` to the last of `ESC[?2026l`.
    let bytes: Int
    /// When the read that delivered the frame's last byte returned.
    let end: ContinuousClock.Instant
}

/// Reads `shade`'s output from the master side of the pty the way a terminal would: it
/// answers the start-up queries and cuts the stream into frames. Every wait has a deadline.
final class FrameReader {
    private let terminal: PseudoTerminal
    private var scanner: EscapeScanner
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    /// Stream offset of the frame under way, or nil between frames.
    private var frameStart: Int?
    private var arrived: [FrameArrival] = []

    /// Every byte read so far.
    private(set) var totalBytes = 0
    /// True once the child's side of the pty is gone.
    private(set) var isClosed = false
    /// When the read that delivered the latest byte returned; nil before any byte.
    private(set) var lastByteAt: ContinuousClock.Instant?

    private static let frameStartIndex = 0
    private static let frameEndIndex = 1
    private static let firstQueryIndex = 2

    /// A reader of `terminal`'s output.
    init(terminal: PseudoTerminal) {
        self.terminal = terminal
        scanner = EscapeScanner([TerminalReplies.frameStart, TerminalReplies.frameEnd] + TerminalReplies.answers.map(\.query))
    }

    /// The next complete frame; `what` names it in the error if none arrives before `deadline`.
    func nextFrame(until deadline: ContinuousClock.Instant, waitingFor what: @autoclosure () -> String) throws -> FrameArrival {
        while arrived.isEmpty {
            guard !isClosed else { throw BenchmarkError.terminalClosed(what()) }
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { throw BenchmarkError.timeout(what()) }
            try readOnce(timeoutMilliseconds: Int32((remaining / .milliseconds(1)).rounded(.up)))
        }
        return arrived.removeFirst()
    }

    /// Reads (and answers) whatever arrives until `deadline` or until the pty closes;
    /// returns how many bytes came. Frames that complete meanwhile are kept for `nextFrame`.
    @discardableResult
    func drain(until deadline: ContinuousClock.Instant) throws -> Int {
        let before = totalBytes
        while !isClosed {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { break }
            try readOnce(timeoutMilliseconds: Int32((remaining / .milliseconds(1)).rounded(.up)))
        }
        return totalBytes - before
    }

    /// Reads (and answers) until no byte has come for `quiet`, and returns when the last byte
    /// came: the moment the screen settled, not the moment the quiet period ended. Throws
    /// if the output has not gone quiet by `deadline`, or if no byte came at all.
    func settle(quiet: Duration, until deadline: ContinuousClock.Instant, waitingFor what: @autoclosure () -> String) throws -> ContinuousClock.Instant {
        while !isClosed {
            let now = ContinuousClock.now
            // Quiet is counted from the last byte, so a read that returns nothing early (a
            // signal) just waits for the rest of the period.
            let quietEnds = (lastByteAt ?? now) + quiet
            if let lastByteAt, now >= quietEnds { return lastByteAt }
            guard now < deadline else { throw BenchmarkError.timeout(what()) }
            let wait = now.duration(to: min(quietEnds, deadline))
            try readOnce(timeoutMilliseconds: Int32((wait / .milliseconds(1)).rounded(.up)))
        }
        guard let lastByteAt else { throw BenchmarkError.terminalClosed(what()) }
        return lastByteAt
    }

    /// Forgets frames that arrived but were not asked for; returns how many there were.
    func discardArrived() -> Int {
        defer { arrived.removeAll() }
        return arrived.count
    }

    /// Waits at most `timeoutMilliseconds` for output, then reads and scans one chunk.
    private func readOnce(timeoutMilliseconds: Int32) throws {
        var waiter = pollfd(fd: terminal.master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&waiter, 1, max(0, timeoutMilliseconds))
        if ready < 0 {
            if errno == EINTR { return }
            throw BenchmarkError.system("poll on the pty", errno)
        }
        guard ready > 0 else { return }
        let count = chunk.withUnsafeMutableBytes { read(terminal.master, $0.baseAddress, $0.count) }
        let now = ContinuousClock.now
        if count < 0 {
            if errno == EINTR || errno == EAGAIN { return }
            // Linux reports EIO on the master once every slave descriptor is closed.
            isClosed = true
            return
        }
        guard count > 0 else {
            isClosed = true
            return
        }
        try scan(count: count, readAt: now)
    }

    private func scan(count: Int, readAt now: ContinuousClock.Instant) throws {
        let chunkStart = totalBytes
        totalBytes += count
        lastByteAt = now
        var replies: [[UInt8]] = []
        chunk.withUnsafeBytes { buffer in
            scanner.scan(UnsafeRawBufferPointer(rebasing: buffer[..<count])) { sequence, end in
                let position = chunkStart + end
                switch sequence {
                case Self.frameStartIndex:
                    frameStart = position - TerminalReplies.frameStart.utf8.count
                case Self.frameEndIndex:
                    // The exit path also ends synchronized output, outside any frame.
                    if let start = frameStart { arrived.append(FrameArrival(bytes: position - start, end: now)) }
                    frameStart = nil
                default:
                    replies.append(TerminalReplies.answers[sequence - Self.firstQueryIndex].reply)
                }
            }
        }
        for reply in replies { try terminal.send(reply) }
    }
}
