#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wakes a session waiting for input, from any thread: work finishing in the background says
/// so at once, where the loop would otherwise look for it on a timer, and the signal handlers
/// say a resize or a resume happened. The pipe it owns stays open while any reference to it
/// lives, so a late wake-up never writes to a descriptor reused for something else.
public final class LoopWaker: Sendable {
    /// The end the session polls.
    let readEnd: Int32
    /// The end ``wake()`` and the signal handlers write to.
    let writeEnd: Int32

    /// A waker with a pipe of its own; nil when none can be made.
    init?() {
        guard let ends = TerminalDevice.makeWakePipe() else { return nil }
        (readEnd, writeEnd) = (ends.read, ends.write)
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Ends the session's wait for input: `nextEvents` returns, as if its time had passed.
    public func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)  // a full pipe already holds a wake-up
    }

    /// Empties the pipe.
    func drain() {
        var drained = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &drained, drained.count) > 0 {}
    }
}
