import Foundation

/// Issue 21's budget: `shade diff` of two versions of the generated design system (issue 9's
/// scale: 100 files, 6,700 colour tokens), every context compared, JSON written, spawn to exit.
/// The new version re-points 20 roles in the light and the dark theme files, as a pull
/// request re-pointing tokens would.
struct DiffScenario {
    /// The shade executable.
    let shade: String
    /// Timed runs (after one untimed warm-up).
    let runs: Int

    /// What was measured.
    struct Result {
        /// Spawn → exit of `shade diff OLD NEW --format json`.
        var diff: Stats
        /// Token changes the diff reported (a check that it compared something).
        var tokenChanges: Int
    }

    /// Roles re-pointed per theme file in the new version.
    static let repointed = 20

    /// Copies the system at `original` (a folder holding `system.resolver.json`), edits the
    /// copy and measures the diff between them.
    func run(original: DesignSystemGenerator.Output, sandbox: Sandbox) throws -> Result {
        let edited = original.folder + "-edited"
        try FileManager.default.copyItem(atPath: original.folder, toPath: edited)
        for theme in ["light", "dark"] {
            let path = edited + "/theme/\(theme).json"
            var lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
            for role in 0..<Self.repointed {
                guard let index = lines.firstIndex(where: { $0.hasPrefix("    \"role\(role)\":") }) else {
                    throw BenchmarkError.badExit("the generated \(theme) theme has no role\(role)")
                }
                let comma = lines[index].hasSuffix(",") ? "," : ""
                lines[index] = #"    "role\#(role)": { "$value": "{palette.p\#(role % 7).\#(50 * (role % 5))}" }"# + comma
            }
            try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        let output = sandbox.root + "/diff.json"
        let words = [shade, "diff", original.resolver, edited + "/system.resolver.json", "--format", "json"]
        var samples: [Double] = []
        for _ in 0...runs {
            // 1 is a regression, which re-pointed roles may well cause; 2 would be an error.
            samples.append(try TimedCommand.milliseconds(words, output: output, environment: sandbox.environment(), highestStatus: 1))
        }
        let report = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        let tokenChanges = report.components(separatedBy: "\"change\" : \"changed\"").count - 1
        guard tokenChanges > 0 else { throw BenchmarkError.badExit("shade diff reported no changed token:\n\(report.prefix(400))") }
        return Result(diff: Stats(Array(samples.dropFirst())), tokenChanges: tokenChanges)
    }
}

extension DiffScenario.Result {
    /// The row of the design-system section.
    var row: (cells: [String], goal: (name: String, text: String, met: Bool)?) {
        (["  shade diff of two versions, 4 contexts (median, \(tokenChanges) token changes)", Format.milliseconds(diff.median)], nil)
    }
}
