import Foundation
import ShadeFrame
import ShadeCatalog

/// Issue 18's speed goals on the release binary: the first frame with a themes folder of 600
/// mixed real-world files in subfolders; what searching subfolders adds to `list` (the same
/// files flat in one folder, then spread over nested folders); and the *settled* screen, from
/// spawn to the last byte before the terminal goes quiet — with a large folder the previewer
/// draws its first frame before it has read every file and redraws when it has, so the first
/// frame alone does not say when the screen is done.
struct FolderScenario {
    /// The shade executable.
    let shade: String
    /// Timed runs of each measure (after one untimed warm-up).
    let runs: Int

    /// How many theme files the settled screen and the `list` comparison use.
    static let fileCount = 1_000
    /// No byte for this long means the screen has settled. Far longer than the gap between
    /// the first frame and the complete catalog's repaint: at a load average of 7 on two cores
    /// that gap passed 150 ms, and a shorter quiet period then timed the first frame as the
    /// settled screen.
    static let quietPeriod: Duration = .milliseconds(500)

    /// Everything measured, medians in milliseconds.
    struct Result {
        /// Files in the mixed folder.
        var mixedFiles: Int
        /// First frame at 120x40 with the mixed folder.
        var mixedFirstFrame: Double
        /// `list` with the files flat in one folder.
        var listFlat: Double
        /// `list` with the same files in nested subfolders.
        var listNested: Double
        /// What nesting adds: the median of each run's nested time less the flat time of the
        /// run just before it.
        var listNestingCost: Double
        /// Where that median lies, 95 times in 100 (``Stats/medianInterval(resamples:)``).
        var listNestingInterval: ClosedRange<Double>
        /// Spawn → last byte before quiet, with `fileCount` theme files.
        var settledMany: Double
        /// Spawn → last byte before quiet, with the bundled themes only.
        var settledBundled: Double
        /// Spawn → first frame in the same sessions as `settledMany`, for comparison.
        var firstFrameMany: Double

        /// The table's rows, each with its goal, if any.
        var rows: [(label: String, figure: String, goal: (name: String, text: String, met: Bool)?)] {
            let difference = listNestingCost
            return [
                ("  first frame at 120x40, \(mixedFiles) mixed files in subfolders", Format.milliseconds(mixedFirstFrame), nil),
                ("  list, \(FolderScenario.fileCount) files flat in one folder", Format.milliseconds(listFlat), nil),
                ("  list, the same files in nested subfolders", Format.milliseconds(listNested), nil),
                ("  … subfolder search adds (95 % interval \(FolderScenario.signed(listNestingInterval.lowerBound)) to \(FolderScenario.signed(listNestingInterval.upperBound)))",
                 FolderScenario.signed(difference), nil),
                ("  settled screen, \(FolderScenario.fileCount) theme files (first frame \(Format.milliseconds(firstFrameMany)))",
                 Format.milliseconds(settledMany), ("settled screen, 1,000 files", "≤ \(Int(Goals.settledMilliseconds)) ms", settledMany <= Goals.settledMilliseconds)),
                ("  settled screen, the bundled themes only", Format.milliseconds(settledBundled), nil),
            ]
        }
    }

    /// "+1.23 ms", "−0.50 ms".
    static func signed(_ milliseconds: Double) -> String {
        (milliseconds < 0 ? "−" : "+") + Format.milliseconds(abs(milliseconds))
    }

    /// Writes the folders under `sandbox` and measures.
    func run(sandbox: Sandbox) throws -> Result {
        let root = sandbox.root + "/folders"
        let mixed = root + "/mixed"
        let mixedFiles = try MixedFolderGenerator.write(to: mixed + "/shade/themes")
        let mixedFirstFrame = try firstFrames(sandbox: sandbox, config: mixed, what: "\(mixedFiles) mixed files").median

        let flat = root + "/flat", nested = root + "/nested"
        try ScaleScenario.writeThemes(to: flat + "/shade/themes", count: Self.fileCount)
        try Self.nest(flat + "/shade/themes", into: nested + "/shade/themes")
        let lists = try lists(sandbox: sandbox, flat: flat, nested: nested)

        let (settledMany, firstFrameMany) = try settled(sandbox: sandbox, config: flat, what: "\(Self.fileCount) theme files")
        let (settledBundled, _) = try settled(sandbox: sandbox, config: root + "/none", what: "the bundled themes")
        return Result(mixedFiles: mixedFiles, mixedFirstFrame: mixedFirstFrame, listFlat: lists.flat, listNested: lists.nested,
                      listNestingCost: lists.nestingCost, listNestingInterval: lists.nestingInterval, settledMany: settledMany, settledBundled: settledBundled, firstFrameMany: firstFrameMany)
    }

    /// The files of `flat` copied into nested folders as a user groups them: ten collections
    /// of ten folders each, with two more levels under some, so the search goes three deep.
    static func nest(_ flat: String, into folder: String) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: flat).sorted()
        for (index, name) in names.enumerated() {
            var relative = "collection-\(index / 100)/group-\(index / 10 % 10)"
            if index % 3 == 0 { relative += "/variants/v\(index % 2)" }
            try FileManager.default.createDirectory(atPath: folder + "/" + relative, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: flat + "/" + name, toPath: folder + "/" + relative + "/" + name)
        }
    }

    private func environment(sandbox: Sandbox, config: String) -> [String: String] {
        var environment = sandbox.environment()
        environment["XDG_CONFIG_HOME"] = config
        return environment
    }

    /// Spawn → first frame at 120x40, each run in a fresh session.
    private func firstFrames(sandbox: Sandbox, config: String, what: String) throws -> Stats {
        var samples: [Double] = []
        for run in 0...runs {
            let session = try ShadeSession(shade: shade, size: ScreenSize(columns: 120, rows: 40), environment: environment(sandbox: sandbox, config: config))
            let frame = try session.nextFrame(after: session.process.started, what: "the first frame with \(what)")
            if run > 0 { samples.append((frame.end - session.process.started).milliseconds) }
            try session.quit()
        }
        return Stats(samples)
    }

    /// Median wall times of `shade list` with the files flat and nested, and the median of
    /// what nesting added in each run. The flat and nested runs are taken in turn, so a drift
    /// of the machine's speed between minutes (a third on this VM) falls on both alike rather
    /// than on the difference, each first in every other pair. Each timed run follows an
    /// untimed one of the same folder, as a user's `list` follows their last: a run's
    /// predecessor otherwise moved the difference. Fifteen pairs per run: a difference of a
    /// few milliseconds between two runs of 50 ms wanders by several times as much from pair
    /// to pair, and at five pairs the median moved by more than its goal between bench runs.
    private func lists(sandbox: Sandbox, flat: String, nested: String)
        throws -> (flat: Double, nested: Double, nestingCost: Double, nestingInterval: ClosedRange<Double>) {
        var flatSamples: [Double] = [], nestedSamples: [Double] = []
        func list(_ config: String) throws -> Double {
            try CommandRun.run(shade, ["list"], environment: environment(sandbox: sandbox, config: config)).0
        }
        func afterItself(_ config: String) throws -> Double {
            _ = try list(config)
            return try list(config)
        }
        for run in 0...(runs * 15) {
            let nestedFirst = run % 2 == 1
            let earlier = try afterItself(nestedFirst ? nested : flat)
            let later = try afterItself(nestedFirst ? flat : nested)
            guard run > 0 else { continue }
            flatSamples.append(nestedFirst ? later : earlier)
            nestedSamples.append(nestedFirst ? earlier : later)
        }
        let costs = Stats(zip(nestedSamples, flatSamples).map { $0 - $1 })
        return (Stats(flatSamples).median, Stats(nestedSamples).median, costs.median, costs.medianInterval())
    }

    /// Spawn → the last byte before `quietPeriod` of silence at 120x40 (median), and spawn →
    /// first frame in the same sessions.
    private func settled(sandbox: Sandbox, config: String, what: String) throws -> (settled: Double, firstFrame: Double) {
        var settled: [Double] = [], first: [Double] = []
        for run in 0...runs {
            let session = try ShadeSession(shade: shade, size: ScreenSize(columns: 120, rows: 40), environment: environment(sandbox: sandbox, config: config))
            let frame = try session.nextFrame(after: session.process.started, what: "the first frame with \(what)")
            let last = try session.settle(quiet: Self.quietPeriod, what: "the screen to settle with \(what)")
            if run > 0 {
                first.append((frame.end - session.process.started).milliseconds)
                settled.append((last - session.process.started).milliseconds)
            }
            try session.quit()
        }
        return (Stats(settled).median, Stats(first).median)
    }
}
