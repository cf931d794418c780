import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Every way a running preview can be ended from outside, on a real pseudo-terminal: it
/// ends within a deadline, of the signal that was sent, with the terminal handed back.
@Suite struct PseudoTerminalExitTests {
    /// A signal, named for the test list.
    struct Signal: CustomTestStringConvertible, Sendable {
        let number: Int32
        let name: String
        var testDescription: String { name }
    }

    /// Every signal whose default action ends the process, other than the crashes.
    static let terminating: [Signal] = [
        (SIGTERM, "TERM"), (SIGHUP, "HUP"), (SIGINT, "INT"), (SIGUSR1, "USR1"), (SIGUSR2, "USR2"), (SIGALRM, "ALRM"),
        (SIGPIPE, "PIPE"), (SIGXCPU, "XCPU"), (SIGXFSZ, "XFSZ"), (SIGVTALRM, "VTALRM"), (SIGPROF, "PROF"), (SIGSYS, "SYS"),
    ].map { Signal(number: $0.0, name: $0.1) }

    @Test(arguments: terminating)
    func aTerminatingSignalRestoresAndEndsOfThatSignal(_ signal: Signal) throws {
        let preview = try PreviewOnPty()
        defer { preview.home.remove() }
        kill(preview.pty.pid, signal.number)
        let status = try #require(preview.pty.waitForExit(), "shade still runs 10 s after SIG\(signal.name)")
        #expect(status & 0x7F == signal.number, "wait status \(status): not killed by SIG\(signal.name)")
        preview.expectRestored()
    }

    /// A terminal that does not read its output (a stalled SSH link, a paused pane): Shade
    /// blocks writing a frame, and the restore write in the signal handler must not block
    /// too.
    @Test(arguments: terminating.prefix(3))
    func aSignalEndsShadeEvenWhenTheTerminalDoesNotRead(_ signal: Signal) throws {
        let preview = try PreviewOnPty()
        defer { preview.home.remove() }
        // Each `d` repaints the whole screen; a few hundred kilobytes of frames fill the
        // pty's buffers long before the loop ends, and nothing reads them.
        for _ in 0..<150 {
            preview.pty.sendWithoutWaiting(Array("d".utf8))
            usleep(2_000)
        }
        kill(preview.pty.pid, signal.number)
        let status = try #require(preview.pty.waitForExit(within: .seconds(10), reading: false),
                                  "shade still runs 10 s after SIG\(signal.name) while the terminal does not read")
        #expect(status & 0x7F == signal.number, "wait status \(status)")
        let modes = preview.pty.terminalModes()
        let expected = tcflag_t(ICANON | ECHO | ISIG)
        #expect(modes.c_lflag & expected == expected, "the terminal modes were not restored")
    }

    /// A crash: the terminal is restored before Swift's backtracer reports, and its
    /// "Press space to interact" prompt does not hold the terminal for 30 s.
    @Test func aCrashRestoresAndTheBacktracerDoesNotWaitForAKey() throws {
        let preview = try PreviewOnPty()
        defer { preview.home.remove() }
        kill(preview.pty.pid, SIGSEGV)
        let status = try #require(preview.pty.waitForExit(within: .seconds(20)), "shade still runs 20 s after SIGSEGV")
        #expect(status & 0x7F == SIGSEGV, "wait status \(status)")
        let text = String(decoding: preview.pty.output, as: UTF8.self)
        #expect(!text.contains("(29s)"), "the backtracer counted down waiting for a key")
        preview.expectRestored()
    }
}
