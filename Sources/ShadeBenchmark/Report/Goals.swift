import ShadeFrame

/// The goals the bench judges, on the release build: what a user waits for, and what the
/// previewer costs in memory. Every other figure is printed without a verdict.
enum Goals {
    /// The first frame, with the bundled themes, 1,000 theme files or 10,000 files.
    static let firstFrameMilliseconds = 30.0
    /// The size the first-frame goals are judged at.
    static let firstFrameSize = ScreenSize(columns: 120, rows: 40)
    /// The screen settled (every file read and drawn) with 1,000 themes of any format.
    static let settledMilliseconds = 100.0
    /// 99th-percentile theme switch at `switchSize`: within one frame at 60 Hz.
    static let switchP99Milliseconds = 16.0
    /// The size the switch goal is judged at.
    static let switchSize = ScreenSize(columns: 200, rows: 60)
    /// The generated design system's first frame.
    static let designSystemFirstFrameMilliseconds = 100.0
    /// A 120-file variable export's first frame, as one theme (issue 32).
    static let variableExportFirstFrameMilliseconds = 50.0
    /// `list` of a folder of seven resolver systems (issue 32).
    static let sevenSystemsListMilliseconds = 60.0
    /// The previewer's peak resident memory (32 MB).
    static let peakResidentBytes = 32_000_000.0
    /// `shade validate` over 10,000 theme files.
    static let validateManyFilesMilliseconds = 2_000.0
    /// One keystroke in the role chooser over the design system's every colour token, p99:
    /// within one frame, like a theme switch.
    static let roleChooserP99Milliseconds = 16.0
    /// Role inference for one context of the design system, in-process (issue 33).
    static let roleInferenceMilliseconds = 10.0
}
