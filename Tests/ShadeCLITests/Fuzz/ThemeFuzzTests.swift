import Foundation
import ShadeTokens
import Testing
import ShadeCatalog

/// A seeded mutational fuzz over self-contained themes (issue 8): no crash, no hang and no
/// raw control character in any output, in process for every case and through the real
/// binary for every `binaryEvery`-th. `scripts/fuzz --cases N --seed S` runs more.
@Suite(.serialized) struct ThemeFuzzTests {
    /// `SHADE_FUZZ_CASES` or a few hundred: enough to meet every mutation many times.
    static let cases = ProcessInfo.processInfo.environment["SHADE_FUZZ_CASES"].flatMap { Int($0) } ?? 200
    /// `SHADE_FUZZ_SEED`, or a fixed seed so the normal test run is repeatable.
    static let seed = ProcessInfo.processInfo.environment["SHADE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 8
    /// Subprocesses are slow: the binary sees one case in this many.
    static let binaryEvery = ProcessInfo.processInfo.environment["SHADE_FUZZ_BINARY_EVERY"].flatMap { Int($0) } ?? 16
    /// `SHADE_FUZZ_IN_PROCESS=0` leaves only the binary, whose crashes name their case
    /// (a crash in process ends the whole test run).
    static let inProcess = ProcessInfo.processInfo.environment["SHADE_FUZZ_IN_PROCESS"] != "0"

    @Test(.timeLimit(.minutes(60))) func mutatedThemesNeverCrashHangOrLeakControls() throws {
        #expect(FuzzHarness.corpus.count == 7, "the bundled themes are the corpus")
        try expectTheCorpusLoadsCleanly()
        let home = try E2EHome()
        defer { home.remove() }
        let failures = home.root.appendingPathComponent("failures").path
        try FileManager.default.createDirectory(atPath: failures, withIntermediateDirectories: true)
        let shade = try? ShadeBinary.require()
        let environment = home.environment(adding: ProcessInfo.processInfo.environment)
        let harness = FuzzHarness()
        var failed = 0, drawn = 0
        for index in 0..<Self.cases {
            let caseSeed = Self.seed &* 1_000_003 &+ UInt64(index)
            let file = home.root.appendingPathComponent("fuzz-\(caseSeed).json").path
            try Data(FuzzHarness.theme(seed: caseSeed).utf8).write(to: URL(fileURLWithPath: file))
            let clock = ContinuousClock()
            let started = clock.now
            var problems: [String] = []
            if Self.inProcess {
                let outcome = harness.runInProcess(file: file)
                problems = outcome.problems
                if outcome.drew { drawn += 1 }
            }
            if clock.now - started > FuzzHarness.deadline { problems.append("in process: took \(clock.now - started)") }
            if let shade, index % Self.binaryEvery == 0 {
                problems += harness.runBinary(shade, file: file, environment: environment)
            }
            if problems.isEmpty {
                try? FileManager.default.removeItem(atPath: file)
            } else {
                failed += 1
                let kept = "/tmp/shade-fuzz-\(caseSeed).json"
                try? FileManager.default.copyItem(atPath: file, toPath: kept)
                Issue.record(Comment(rawValue: "case seed \(caseSeed) (file kept at \(kept)):\n" + problems.joined(separator: "\n")))
                if failed >= 10 { break }
            }
        }
        #expect(shade != nil, "the shade binary was not found, so only the in-process half ran")
        // Most damage still leaves a theme that resolves somewhere: drawing must really run.
        #expect(!Self.inProcess || failed > 0 || drawn * 4 >= Self.cases, "only \(drawn) of \(Self.cases) cases were drawn")
    }

    /// Unmutated, every corpus file is a whole theme on its own: a case really resolves and draws.
    private func expectTheCorpusLoadsCleanly() throws {
        let home = try E2EHome()
        defer { home.remove() }
        for (index, theme) in FuzzHarness.corpus.enumerated() {
            let file = home.root.appendingPathComponent("corpus-\(index).json").path
            try Data(theme.text.utf8).write(to: URL(fileURLWithPath: file))
            let catalog = ThemeCatalog.load(paths: [file])
            #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
            #expect(catalog.theme(named: "Fuzz")?.availableResolutions.count == 4)
        }
    }
}
