import ShadeFrame

/// Time to first frame: from just before `posix_spawn` to the last byte of the first
/// complete frame, on a fresh pty each run; each run then quits with `q` and must exit 0.
struct FirstFrameScenario {
    /// The shade executable.
    let shade: String
    /// Timed runs per size (one untimed warm-up run comes first).
    let runs: Int

    /// What one size measured.
    struct Result {
        /// Milliseconds to the first frame.
        let milliseconds: Stats
        /// Bytes of the first frame (a full repaint), from the last run.
        let frameBytes: Int
    }

    /// Runs at `size`, each session in a fresh state folder of `sandbox`.
    func run(size: ScreenSize, sandbox: Sandbox) throws -> Result {
        var samples: [Double] = []
        var frameBytes = 0
        for run in 0...runs {
            let session = try ShadeSession(shade: shade, size: size, environment: sandbox.environment())
            let frame = try session.nextFrame(after: session.process.started, what: "the first frame")
            try session.quit()
            if run > 0 { samples.append((frame.end - session.process.started).milliseconds) }
            frameBytes = frame.bytes
        }
        return Result(milliseconds: Stats(samples), frameBytes: frameBytes)
    }
}
