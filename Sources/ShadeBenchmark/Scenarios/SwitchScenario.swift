#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeFrame

/// One long session per size: switch latency over many keys, then idle CPU and peak
/// memory, then `q`, which must exit 0.
struct SwitchScenario {
    /// The shade executable.
    let shade: String
    /// Keys typed (→, d, c in turn).
    let switches: Int
    /// How long the idle measurement lasts.
    let idle: Duration
    /// Pause after each frame before the next key, about a fast key repeat: each switch is
    /// then timed from an idle process, as a person's key presses are, and not queued
    /// behind the previous one's state save.
    static let pause: Duration = .milliseconds(25)

    /// One key and what came back.
    struct Switch {
        /// The key typed.
        let key: ShadeSession.Key
        /// Milliseconds from the write of the key to the frame's last byte.
        let milliseconds: Double
        /// Bytes of the frame.
        let bytes: Int
    }

    /// What one size measured.
    struct Result {
        /// Bytes of the first frame.
        let firstFrameBytes: Int
        /// Every switch, in order.
        let switches: [Switch]
        /// CPU milliseconds `shade` used per key, averaged over the run (drawing, writing,
        /// and saving the state file).
        let cpuPerSwitch: Double
        /// CPU milliseconds per second while idle.
        let idleCPU: Double
        /// Where the CPU figure came from ("schedstat" or "stat ticks").
        let cpuSource: String
        /// Bytes written while idle (should be none).
        let idleBytes: Int
        /// Peak resident set size, KiB.
        let peakResidentKilobytes: Int

        /// Switch latencies in milliseconds, optionally for one key only.
        func latencies(_ key: ShadeSession.Key? = nil) -> Stats {
            Stats(switches.filter { key == nil || $0.key == key }.map(\.milliseconds))
        }
    }

    /// Runs at `size` in a fresh state folder of `sandbox`.
    func run(size: ScreenSize, sandbox: Sandbox) throws -> Result {
        let session = try ShadeSession(shade: shade, size: size, environment: sandbox.environment())
        let first = try session.nextFrame(after: session.process.started, what: "the first frame")
        try settle(session)

        let pid = session.process.pid
        let runStart = try cpuMilliseconds(pid)
        var results: [Switch] = []
        let keys = ShadeSession.Key.allCases
        for index in 0..<switches {
            let key = keys[index % keys.count]
            let start = try session.type(key)
            let frame = try session.nextFrame(after: start, what: "the frame after key \(key.label) (switch \(index + 1))")
            results.append(Switch(key: key, milliseconds: (frame.end - start).milliseconds, bytes: frame.bytes))
            try settle(session)
        }

        // shade saves its state once keys have rested for 300 ms (App.saveDelay);
        // idle is what follows that one write, so wait it out first.
        try session.reader.drain(until: .now + .seconds(1))
        let before = try cpuMilliseconds(pid)
        let idleStart = ContinuousClock.now
        let idleBytes = try session.reader.drain(until: idleStart + idle)
        let after = try cpuMilliseconds(pid)
        let seconds = (ContinuousClock.now - idleStart).milliseconds / 1000
        guard let peak = ProcessUsage.peakResidentKilobytes(pid: pid) else { throw BenchmarkError.unsupported("no VmHWM in /proc/\(pid)/status") }

        try session.quit()
        return Result(
            firstFrameBytes: first.bytes, switches: results,
            cpuPerSwitch: (before.milliseconds - runStart.milliseconds) / Double(max(1, switches)),
            idleCPU: (after.milliseconds - before.milliseconds) / seconds, cpuSource: before.source,
            idleBytes: idleBytes, peakResidentKilobytes: peak)
    }

    private func cpuMilliseconds(_ pid: pid_t) throws -> (milliseconds: Double, source: String) {
        guard let usage = ProcessUsage.cpuMilliseconds(pid: pid) else { throw BenchmarkError.unsupported("no CPU time in /proc/\(pid)") }
        return usage
    }

    /// Lets the process go idle again; a frame nobody asked for is a bug worth stopping for.
    private func settle(_ session: ShadeSession) throws {
        try session.reader.drain(until: .now + Self.pause)
        let extra = session.reader.discardArrived()
        guard extra == 0 else { throw BenchmarkError.mismatch("\(extra) unexpected frame(s) at \(session.size)") }
    }
}
