#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ShadeFrame

/// The screen issue's goals: the first frame with 1,000 user theme files, a keystroke in
/// the picker over them, and a theme switch at 300x90, each on a real pty.
struct ScreensScenario {
    /// The shade executable.
    let shade: String
    /// Timed first-frame runs (after one warm-up).
    let runs: Int
    /// Keys timed in the picker and in the switch session.
    let keys: Int

    /// How many user theme files the folder holds.
    static let fileCount = 1_000
    /// Typed in the picker in turn: a query narrowing, then erased (Backspace).
    static let pickerKeys: [[UInt8]] = [Array("g".utf8), Array("e".utf8), Array("n".utf8), Array("9".utf8), [0x7F], [0x7F], [0x7F], [0x7F]]
    /// Pause after each frame, as in the switch scenario: each key starts from idle.
    static let pause: Duration = .milliseconds(25)

    /// What was measured, in milliseconds.
    struct Result {
        /// First frame at 120x40 with the files, median.
        var firstFrame: Double
        /// Picker keystroke → its frame, median.
        var pickerKey: Double
        /// → at 300x90, median.
        var switchAt300: Double

        /// The table's rows, with the goal a row is judged by, if any.
        var rows: [(label: String, figure: String, goal: (name: String, text: String, met: Bool)?)] {
            [
                ("  first frame at 120x40", Format.milliseconds(firstFrame),
                 ("first frame, 1,000 files", "≤ \(Int(Goals.firstFrameMilliseconds)) ms", firstFrame <= Goals.firstFrameMilliseconds)),
                ("  picker keystroke p50 (120x40)", Format.milliseconds(pickerKey), nil),
                ("  theme switch p50 at 300x90", Format.milliseconds(switchAt300), nil),
            ]
        }
    }

    /// Writes the files under `sandbox` and measures.
    func run(sandbox: Sandbox) throws -> Result {
        let config = sandbox.root + "/screens/config"
        try ScaleScenario.writeThemes(to: config + "/shade/themes", count: Self.fileCount)
        var environment = sandbox.environment()
        environment["XDG_CONFIG_HOME"] = config
        let size = ScreenSize(columns: 120, rows: 40)
        var firstFrames: [Double] = []
        for run in 0...runs {
            let session = try ShadeSession(shade: shade, size: size, environment: environment)
            let frame = try session.nextFrame(after: session.process.started, what: "the first frame with \(Self.fileCount) theme files")
            if run > 0 { firstFrames.append((frame.end - session.process.started).milliseconds) }
            try session.quit()
        }
        let picker = try timedKeys(size: size, environment: environment, opening: Array("t".utf8), loadsAfterFirstFrame: true,
                                   keys: (0..<keys).map { index in Self.pickerKeys[index % Self.pickerKeys.count] })
        let switches = try timedKeys(size: ScreenSize(columns: 300, rows: 90), environment: sandbox.environment(), opening: nil, loadsAfterFirstFrame: false,
                                     keys: Array(repeating: [0x1B, 0x4F, 0x43], count: keys))
        return Result(firstFrame: Stats(firstFrames).median, pickerKey: Stats(picker).median, switchAt300: Stats(switches).median)
    }

    /// Milliseconds from each key's write to the last byte of its frame.
    /// `loadsAfterFirstFrame`: the themes folder is large, so shade reads it after the first
    /// frame and redraws once; keys are timed from that frame on, with every theme loaded.
    private func timedKeys(size: ScreenSize, environment: [String: String], opening: [UInt8]?, loadsAfterFirstFrame: Bool,
                           keys: [[UInt8]]) throws -> [Double] {
        let session = try ShadeSession(shade: shade, size: size, environment: environment)
        _ = try session.nextFrame(after: session.process.started, what: "the first frame")
        if loadsAfterFirstFrame { try session.awaitLateThemes() }
        try session.reader.drain(until: .now + Self.pause)
        _ = session.reader.discardArrived()
        if let opening {
            let start = try session.type(bytes: opening)
            _ = try session.nextFrame(after: start, what: "the picker")
            try session.reader.drain(until: .now + Self.pause)
            _ = session.reader.discardArrived()
        }
        var samples: [Double] = []
        for key in keys {
            let start = try session.type(bytes: key)
            let frame = try session.nextFrame(after: start, what: "the frame after a key")
            samples.append((frame.end - start).milliseconds)
            try session.reader.drain(until: .now + Self.pause)
            _ = session.reader.discardArrived()
        }
        try session.type(bytes: [0x1B])
        try session.reader.drain(until: .now + .milliseconds(100))
        try session.quit()
        return samples
    }
}
