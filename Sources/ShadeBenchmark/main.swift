#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// shade-bench: measures the release `shade` under a real pseudo-terminal and its core
// in-process, and prints one table with the issue-5 goals beside the figures.
// Run it with `scripts/bench [--quick] [--keep] [--only …]`, which builds it and the `shade` it
// drives (with libShadeParsers beside it) in one release build; `--shade PATH` drives another.
// Exits non-zero only when something does not work (no frame, a bad exit), never for a
// missed goal.

do {
    guard let options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
        print(BenchmarkOptions.usage)
        exit(0)
    }
    print("Shade benchmark — \(options.quick ? "quick mode: a few iterations, times not judged" : "full run")")
    print("shade:   \(options.shade)")
    print("machine: \(Machine.summary())")
    print("")
    let results = try Benchmark.run(options)
    var report = BenchmarkReport(results: results, options: options)
    print(report.table().render())
    print("")
    print(report.verdict)
    if !report.framesMatch {
        print("Note: some frames on the pty differ from what this benchmark's own copy of the screen code encodes;")
        print("shade and shade-bench were probably built from different sources: rebuild both (scripts/bench does).")
    }
} catch {
    Benchmark.progress("shade-bench: error: \(error)")
    exit(1)
}
