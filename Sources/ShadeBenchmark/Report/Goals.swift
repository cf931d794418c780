import ShadeFrame

/// The targets from issue 5, all on the release build.
enum Goals {
    /// First frame at `firstFrameSize` within this many milliseconds.
    static let firstFrameMilliseconds = 30.0
    /// The size the first-frame goal is judged at.
    static let firstFrameSize = ScreenSize(columns: 120, rows: 40)
    /// Median switch latency at `switchSize`, in milliseconds.
    static let switchMedianMilliseconds = 3.0
    /// 99th-percentile switch latency at `switchSize`, in milliseconds.
    static let switchP99Milliseconds = 10.0
    /// The size the switch goals are judged at.
    static let switchSize = ScreenSize(columns: 200, rows: 60)
    /// A full theme switch costs at most this share of the naive encoding, in percent.
    static let percentOfNaive = 15.0
    /// Idle CPU below this many milliseconds per second.
    static let idleCPUMillisecondsPerSecond = 1.0
    /// Peak resident memory at most this many bytes (20 MB).
    static let peakResidentBytes = 20_000_000.0
}
