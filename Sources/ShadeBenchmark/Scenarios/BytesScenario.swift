import ShadeOutput
import ShadeView

/// Bytes per switch: replays a switch session in-process, checks that the encoder's output
/// matches what came through the pty byte for byte (in count), and compares theme switches
/// against the naive encoding and against repainting the previous frame in full.
struct BytesScenario {
    /// The in-process screen.
    let mirror: ShadeMirror

    /// What one size measured, over its theme switches (→).
    struct Result {
        /// Bytes of each theme switch, as measured on the pty.
        let switchBytes: Stats
        /// Naive encoding of each theme switch's frame.
        let naiveBytes: Stats
        /// Full repaint of the frame before each theme switch.
        let previousFullBytes: Stats
        /// The largest switch / naive ratio, in percent.
        let worstPercentOfNaive: Double
        /// The largest switch / previous-full ratio, in percent.
        let worstPercentOfPrevious: Double
        /// Frames (first one included) whose pty size matched the in-process encoder's.
        let matchingFrames: Int
        /// Frames compared.
        let comparedFrames: Int
        /// Bytes for encoding the same frame a second time.
        let unchangedFrameBytes: Int
    }

    /// Replays `session` (measured at `size`).
    func run(size: ScreenSize, session: SwitchScenario.Result) -> Result {
        var model = mirror.initialModel
        var encoder = TerminalEncoder(options: ShadeMirror.encoderOptions)
        var frame = Screen.render(model, columns: size.columns, rows: size.rows)
        var matching = encoder.encode(frame).count == session.firstFrameBytes ? 1 : 0
        var switchBytes: [Double] = []
        var naive: [Double] = []
        var previousFull: [Double] = []
        for step in session.switches {
            let previous = frame
            model = ShadeMirror.model(model, after: step.key)
            frame = Screen.render(model, columns: size.columns, rows: size.rows)
            let bytes = encoder.encode(frame).count
            if bytes == step.bytes { matching += 1 }
            guard step.key == .right else { continue }
            switchBytes.append(Double(step.bytes))
            naive.append(Double(NaiveEncoding.encode(frame).count))
            previousFull.append(Double(TerminalEncoder.encode(previous, previous: nil, options: ShadeMirror.encoderOptions).count))
        }
        let unchanged = encoder.encode(frame).count
        let percentOfNaive = zip(switchBytes, naive).map { 100 * $0 / $1 }
        let percentOfPrevious = zip(switchBytes, previousFull).map { 100 * $0 / $1 }
        return Result(switchBytes: Stats(switchBytes), naiveBytes: Stats(naive), previousFullBytes: Stats(previousFull),
                      worstPercentOfNaive: percentOfNaive.max() ?? 0, worstPercentOfPrevious: percentOfPrevious.max() ?? 0,
                      matchingFrames: matching, comparedFrames: session.switches.count + 1, unchangedFrameBytes: unchanged)
    }
}
