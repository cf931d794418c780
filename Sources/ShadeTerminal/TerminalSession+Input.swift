#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import CNcurses

/// Reading the terminal: raw bytes through `InputDecoder`, resizes and resumes flagged by
/// the signal handlers, all waited for in one poll(2).
extension TerminalSession {
    /// The most bytes read for one batch of events, so a huge paste cannot hold off a
    /// frame for long.
    private static let batchBytes = 1 << 16

    /// Waits for input and returns everything that is ready by then, in order: every key,
    /// click and paste in the bytes already waiting (so a burst of keys costs one frame, not
    /// one per key), a resize, a resume.
    ///
    /// - Parameter timeoutMilliseconds: how long to wait; nil waits for ever, without
    ///   using any CPU while idle (a pending Esc or an unfinished sequence wakes it up
    ///   once, to settle it).
    /// - Returns: at least one event; `[.timeout]` when the time passed first or ``waker``
    ///   was woken, and `[.hangUp]` (after anything read before it) once the terminal is
    ///   gone or the session was stopped.
    public func nextEvents(timeoutMilliseconds: Int? = nil) -> [TerminalEvent] {
        guard isRunning else { return [.hangUp] }
        let deadline = timeoutMilliseconds.map { monotonicMilliseconds() + max(0, $0) }
        var woken = false
        while true {
            var events = signalledEvents()
            if !readAvailableInput(into: &events) {
                return events + [.hangUp]
            }
            let now = monotonicMilliseconds()
            if let decoderDeadline, now >= decoderDeadline {
                events += decoder.timeOut()
            }
            if !events.isEmpty { return events }
            if woken { return [.timeout] }
            if let deadline, now >= deadline { return [.timeout] }
            let wakeAt = [deadline, decoderDeadline].compactMap { $0 }.min()
            woken = waitForInput(milliseconds: wakeAt.map { max(0, $0 - now) })
        }
    }

    /// When the decoder's pending ESC or unfinished sequence must be settled.
    private var decoderDeadline: Int? {
        switch decoder.waiting {
        case .nothing: nil
        case .escapeDelay: lastByteMilliseconds + Self.escapeDelayMilliseconds
        case .sequence: lastByteMilliseconds + Self.sequenceGiveUpMilliseconds
        case .paste: lastByteMilliseconds + Self.pasteGiveUpMilliseconds
        }
    }

    /// Sleeps in poll(2) until the terminal has bytes, ``waker`` is woken (by another thread
    /// or a signal handler), or `milliseconds` pass (nil: no limit). True when ``waker`` was.
    private func waitForInput(milliseconds: Int?) -> Bool {
        var waiters = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: waker.readEnd, events: Int16(POLLIN), revents: 0),
        ]
        let timeout = milliseconds.map { Int32(clamping: $0) } ?? -1
        _ = poll(&waiters, 2, timeout)  // EINTR: a handler ran; the caller looks again
        guard waiters[1].revents != 0 else { return false }
        waker.drain()
        return true
    }

    /// Reads and decodes every byte the terminal has waiting, without blocking. Returns
    /// false once the terminal is gone.
    private func readAvailableInput(into events: inout [TerminalEvent]) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var total = 0
        while total < Self.batchBytes {
            var waiter = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiter, 1, 0)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return true }
            if waiter.revents & Int16(POLLIN) == 0 {
                // Hang-up or error with nothing left to read.
                return waiter.revents & Int16(POLLHUP | POLLERR | POLLNVAL) == 0
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { return false }  // end of file, or EIO: the terminal closed
            lastByteMilliseconds = monotonicMilliseconds()
            events += decoder.feed(buffer[..<count])
            total += count
        }
        return true
    }

    /// A resume or resize the signal handlers flagged since the last look.
    private func signalledEvents() -> [TerminalEvent] {
        let (resumed, resized) = SignalRestore.withSignalsBlocked {
            let flags = (restoreState.pointee.resumePending != 0, restoreState.pointee.resizePending != 0)
            restoreState.pointee.resumePending = 0
            restoreState.pointee.resizePending = 0
            return flags
        }
        var events: [TerminalEvent] = []
        if resumed {
            followTerminalSize(clearing: false)
            events.append(.resumed)
        }
        if resized {
            followTerminalSize(clearing: true)
            events.append(.resize(lastSize))
        }
        return events
    }

    /// Tells ncurses the kernel's window size (a resize may have happened while the
    /// process was stopped: SIGWINCH goes to the foreground job only), and with
    /// `clearing` has it clear the real screen now, before the app repaints, rather than
    /// in the middle of the next frame. SGR is reset first: ncurses assumes plain
    /// attributes, and a clear in a leftover background colour would paint the whole
    /// screen with it.
    private func followTerminalSize(clearing: Bool) {
        var resized = false
        if let size = kernelWindowSize(descriptor) {
            // A narrow session keeps ncurses one column wide (see `newNarrowTerminal`).
            let rows = Int32(clamping: size.rows), columns = narrow ? 1 : Int32(clamping: size.columns)
            resized = is_term_resized(rows, columns)
            if resized { resize_term(rows, columns) }
        }
        if clearing {
            writeUnconditionally(Array("\u{1B}[0m".utf8))
            clearok(shim_curscr(), true)
        }
        if clearing || resized { wrefresh(window) }
        lastSize = currentSize(otherwise: lastSize)
    }
}
