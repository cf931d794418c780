import Foundation

/// The command line: `shade-bench [--quick] [--shade PATH] [--only SECTION,…]`.
struct BenchmarkOptions {
    /// The parts of the benchmark, as `--only` names them.
    enum Section: String, CaseIterable {
        case firstFrame = "first-frame", switches, scale, folders, designSystem = "design-system", systems, screens, compute, pathologies
    }

    /// A few iterations only, to check that everything still works; times are not judged.
    var quick = false
    /// Leave the generated files in place, to profile `shade` on them.
    var keep = false
    /// The sections to run: all of them unless `--only` names some.
    var sections = Set(Section.allCases)
    /// The `shade` executable to drive.
    var shade: String

    /// Usage text.
    static let usage = """
        usage: shade-bench [--quick] [--keep] [--shade PATH] [--only SECTION,…]
          --quick       a few iterations (3 first-frame runs, 10 switches, 1 s idle): checks that
                        every measure still works, without judging the times
          --keep        leave the generated files in the temporary folder (its path is printed),
                        to profile shade on them
          --shade PATH  the shade executable (default: the shade next to this program)
          --only LIST   run only these sections (comma-separated): first-frame, switches
                        (with bytes and idle), scale, folders, design-system, systems, screens, compute,
                        pathologies
        """

    /// Parses `arguments` (without the program name); nil for `--help`.
    static func parse(_ arguments: [String]) throws -> BenchmarkOptions? {
        var options = BenchmarkOptions(shade: defaultShade())
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--keep": options.keep = true
            case "--shade":
                guard let path = remaining.popFirst() else { throw BenchmarkError.usage("--shade needs a path\n\(usage)") }
                options.shade = path
            case "--only":
                guard let list = remaining.popFirst() else { throw BenchmarkError.usage("--only needs a list of sections\n\(usage)") }
                options.sections = try Set(list.split(separator: ",").map { name in
                    guard let section = Section(rawValue: String(name)) else {
                        throw BenchmarkError.usage("unknown section '\(name)'\n\(usage)")
                    }
                    return section
                })
            case "-h", "--help": return nil
            default: throw BenchmarkError.usage("unknown argument '\(argument)'\n\(usage)")
            }
        }
        guard FileManager.default.isExecutableFile(atPath: options.shade) else {
            throw BenchmarkError.usage("no shade executable at \(options.shade); build it with `swift build -c release` or pass --shade PATH")
        }
        return options
    }

    /// The `shade` built beside this program (`.build/release/shade` for a release build).
    private static func defaultShade() -> String {
        #if os(Linux)
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        #else
        let me = CommandLine.arguments[0]  // no /proc: the path it was started by
        #endif
        return ((me as NSString).deletingLastPathComponent as NSString).appendingPathComponent("shade")
    }

    /// Timed first-frame runs per size.
    var firstFrameRuns: Int { quick ? 3 : 15 }
    /// Keys typed per size.
    var switches: Int { quick ? 10 : 150 }
    /// Idle measurement.
    var idle: Duration { quick ? .seconds(1) : .seconds(5) }
    /// In-process samples per frame operation.
    var frameIterations: Int { quick ? 5 : 300 }
    /// In-process samples for loading and resolving themes.
    var themeIterations: Int { quick ? 3 : 50 }
}
