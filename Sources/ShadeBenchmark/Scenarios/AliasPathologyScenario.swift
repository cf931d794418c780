import Foundation
import ShadeTokens
import ShadeCatalog

/// Themes built to be slow (issue 8): thousands of aliases in one chain, in one cycle, shared
/// by thousands of tokens, or pointing nowhere; and (issue 19, item 12) a DTCG token file
/// whose 26,000 aliases form one chain, which the design-system resolver once followed in
/// quadratic time and memory. Each is timed as `shade validate FILE` from spawn to exit, and
/// as the in-process load, with the bytes `validate` prints.
struct AliasPathologyScenario {
    /// The `shade` executable.
    let shade: String
    /// Timed runs per file.
    let runs: Int

    /// One pathological file, measured.
    struct Result {
        /// What the file holds.
        let name: String
        /// `shade validate FILE`, spawn to exit.
        let validate: Stats
        /// `ThemeCatalog.load(paths: [FILE])` in this process.
        let load: Stats
        /// What `validate` wrote to standard output.
        let outputBytes: Int
    }

    /// Aliases per chain or cycle: the issue's figure.
    static let count = 10_000
    /// Links in the DTCG token file's chain: issue 19's figure (1 MB, under the size limit).
    static let tokenFileLinks = 26_000

    /// The files, by name: a theme over Sky whose `x` group holds the aliases, and a DTCG
    /// token file (`fileName` says which kind Shade reads it as).
    static func files() -> [(name: String, fileName: String, json: String)] {
        func theme(_ tokens: [String]) -> String {
            #"{ "$extensions": { "dev.shade": { "name": "Pathology", "extends": "Sky" } }, "x": { "$type": "color", "#
                + tokens.joined(separator: ", ") + " } }"
        }
        let n = count
        let chain = (0..<n).map { #""t\#($0)": { "$value": "{x.t\#($0 + 1)}" }"# } + [##""t\##(n)": { "$value": "#123456" }"##]
        let cycle = (0..<n).map { #""t\#($0)": { "$value": "{x.t\#(($0 + 1) % n)}" }"# }
        let shared = (0..<n / 2).map { #""t\#($0)": { "$value": "{x.t\#($0 + 1)}" }"# } + [##""t\##(n / 2)": { "$value": "#123456" }"##]
            + (0..<n / 2).map { #""u\#($0)": { "$value": "{x.t0}" }"# }
        let dangling = (0..<n).map { #""t\#($0)": { "$value": "{x.missing\#($0)}" }"# }
        let links = tokenFileLinks
        // Written without spaces, as the issue's file was: 26,000 links fit under the size limit.
        let tokenChain = [#""c0":{"$value":{"colorSpace":"srgb","components":[0.2,0.4,0.6]}}"#]
            + (1..<links).map { #""c\#($0)":{"$value":"{color.c\#($0 - 1)}"}"# }
        let tokenFile = #"{"color":{"$type":"color","# + tokenChain.joined(separator: ",") + "}}"
        return [
            ("\(n.formatted())-alias chain", "chain.json", theme(chain)),
            ("\(n.formatted())-alias cycle", "cycle.json", theme(cycle)),
            ("\((n / 2).formatted()) tokens sharing a \((n / 2).formatted())-alias chain", "shared.json", theme(shared)),
            ("\(n.formatted()) aliases to nothing", "dangling.json", theme(dangling)),
            ("\(links.formatted())-alias chain in a DTCG token file", "chain.tokens.json", tokenFile),
        ]
    }

    /// Writes each file into `sandbox` and measures it.
    func run(sandbox: Sandbox) throws -> [Result] {
        let folder = sandbox.root + "/pathology"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var results: [Result] = []
        for (index, file) in Self.files().enumerated() {
            let path = folder + "/case-\(index)-" + file.fileName
            // A file over the limit would time its refusal, not its aliases.
            guard file.json.utf8.count <= ThemeCatalog.maximumFileSize else {
                throw BenchmarkError.mismatch("\(file.name): \(file.json.utf8.count) bytes, over the \(ThemeCatalog.maximumFileSize)-byte limit")
            }
            try Data(file.json.utf8).write(to: URL(fileURLWithPath: path))
            let outputPath = folder + "/validate-\(index).out"
            var samples: [Double] = []
            for _ in 0...runs {
                samples.append(try validate(path, output: outputPath, environment: sandbox.environment()))
            }
            let outputBytes = (try? FileManager.default.attributesOfItem(atPath: outputPath)[.size] as? Int) ?? 0
            let load = Timing.sample(iterations: runs) { _ in ThemeCatalog.load(paths: [path]) }
            // The first run warms the page cache and the dynamic loader; it is not counted.
            results.append(Result(name: file.name, validate: Stats(Array(samples.dropFirst())), load: load, outputBytes: outputBytes))
        }
        return results
    }

    /// Milliseconds from spawning `shade validate path` to its exit, output to `output`.
    /// validate exits 1 when it finds problems, as these files have.
    private func validate(_ path: String, output: String, environment: [String: String]) throws -> Double {
        try TimedCommand.milliseconds([shade, "validate", path], output: output, environment: environment, highestStatus: 1)
    }
}

extension BenchmarkReport {
    /// Section 6: one row per pathological file.
    func addPathologies(to table: inout Table) {
        guard !results.pathologies.isEmpty else { return }
        let runs = results.pathologies.first?.validate.count ?? 0
        table.section("7 Pathological themes: shade validate FILE, spawn → exit (median of \(runs)); load in-process; output")
        for result in results.pathologies {
            let cells = ["  " + result.name, "validate " + Format.milliseconds(result.validate.median),
                         "load " + Format.milliseconds(result.load.median) + ", " + Format.bytes(Double(result.outputBytes)) + " out"]
            table.add(cells)
        }
    }
}
