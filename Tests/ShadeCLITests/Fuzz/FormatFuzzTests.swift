import Foundation
import ShadeColor
import ShadeFormats
import ShadeTokens
import Testing
@testable import ShadeCLI
import ShadeCatalog
import ShadeFiles

/// The seeded fuzz of every other format (issue 19): each case is a hostile file or folder
/// of one format (``FormatSampler``) beside a good theme. In process, the format's reader and
/// the whole catalog load it, every theme resolves, and every writer exports what was read
/// under a name full of controls, each written file read back by its own reader; through the
/// real binary (one case in `binaryEvery`), `validate` and `list` run on the folder. No
/// crash, no hang past the deadline, no raw control byte in any output or written file, and
/// the good theme still loads.
///
/// `scripts/fuzz --formats [--format NAME] --cases N --seed S` runs more.
@Suite(.serialized) struct FormatFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    /// `SHADE_FORMAT_FUZZ_CASES`, or enough for each format to be met twenty times.
    static let cases = environment["SHADE_FORMAT_FUZZ_CASES"].flatMap { Int($0) } ?? 200
    static let seed = environment["SHADE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 19
    static let binaryEvery = environment["SHADE_FUZZ_BINARY_EVERY"].flatMap { Int($0) } ?? 25
    /// `SHADE_FUZZ_FORMAT=css` (any ``FormatSampler/Format`` name) fuzzes one format only.
    static let formats: [FormatSampler.Format] = environment["SHADE_FUZZ_FORMAT"].flatMap { FormatSampler.Format(rawValue: $0) }.map { [$0] }
        ?? FormatSampler.Format.allCases
    static let inProcess = environment["SHADE_FUZZ_IN_PROCESS"] != "0"
    static let good = ":root { --backgroundPrimary: #fff; --foregroundPrimary: #111; --accent: #0969da; }\n"

    @Test(.timeLimit(.minutes(60))) func hostileFilesOfEveryFormatNeverCrashHangOrLeakControls() throws {
        let home = try E2EHome()
        defer { home.remove() }
        let shade = try? ShadeBinary.require()
        let environment = home.environment(adding: Self.environment)
        var failed = 0
        var read = Set<String>()
        for index in 0..<Self.cases {
            let caseSeed = Self.seed &* 1_000_003 &+ UInt64(index)
            var sampler = FormatSampler(seed: caseSeed)
            let format = Self.formats[index % Self.formats.count]
            let sample = sampler.sample(format)
            let folder = home.root.appendingPathComponent("case-\(caseSeed)").path
            try write(sample, good: Self.good, into: folder)
            let clock = ContinuousClock()
            let started = clock.now
            var problems: [String] = []
            if Self.inProcess {
                let outcome = Self.runInProcess(folder: folder, entry: folder + "/" + sample.entry, seed: caseSeed)
                problems += outcome.problems
                if outcome.read { read.insert(format.rawValue) }
            }
            if clock.now - started > FuzzHarness.deadline { problems.append("in process: took \(clock.now - started)") }
            if let shade, index % Self.binaryEvery == 0 {
                problems += Self.runBinary(shade, folder: folder, entry: folder + "/" + sample.entry, environment: environment)
            }
            if problems.isEmpty {
                try? FileManager.default.removeItem(atPath: folder)
            } else {
                failed += 1
                let kept = "/tmp/shade-fuzz-\(format.rawValue)-\(caseSeed)"
                try? FileManager.default.removeItem(atPath: kept)
                try? FileManager.default.copyItem(atPath: folder, toPath: kept)
                Issue.record(Comment(rawValue: "\(format.rawValue) case seed \(caseSeed) (kept at \(kept)):\n" + problems.joined(separator: "\n")))
                if failed >= 10 { break }
            }
        }
        #expect(shade != nil, "the shade binary was not found, so only the in-process half ran")
        // Damage leaves most cases readable: the readers and writers must really run.
        if Self.inProcess, Self.cases >= Self.formats.count * 8, failed == 0 {
            #expect(read.count == Self.formats.count, "formats never read: \(Set(Self.formats.map(\.rawValue)).subtracting(read).sorted())")
        }
    }

    private func write(_ sample: FormatSampler.Case, good: String, into folder: String) throws {
        for file in sample.files + [(path: "good.css", bytes: Array(good.utf8))] {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
    }

    /// A name for the writers: controls, newlines and a would-be `include` line.
    static func hostileName(seed: UInt64) -> String {
        ["evil\ninclude /tmp/x.conf\n\u{1B}]0;T\u{7}", "a\u{9B}31m\u{85}b\u{2028}c\r\nd", "\u{202E}\u{7F}*/ --x: red; /*", "plain"][Int(seed % 4)]
    }

    static func runInProcess(folder: String, entry: String, seed: UInt64) -> (problems: [String], read: Bool) {
        var problems: [String] = []
        func check(_ output: String, _ what: String) {
            if let found = FuzzHarness.rawControl(in: output, allowSGR: false) { problems.append("\(what): raw \(found)") }
        }
        var read = false
        var systems: [DesignSystem] = []
        if let format = FormatRegistry.detect(entry) {
            let reading = FormatRegistry.read(entry, as: format)
            check(reading.diagnostics.map(\.description).joined(separator: "\n"), "reader diagnostics")
            if let system = reading.system { systems.append(system); read = true }
        } else if entry.hasSuffix(".json") {
            let system = DesignSystem.open(path: entry)
            check(system.diagnostics.map(\.description).joined(separator: "\n"), "system diagnostics")
            systems.append(system)
            read = !ExportTheme(system: system).resolutions.isEmpty
        }
        let catalog = ThemeCatalog.load(paths: [folder], foreign: .formats)
        check(catalog.diagnostics.map(\.description).joined(separator: "\n"), "catalog diagnostics")
        if catalog.theme(named: "good") == nil { problems.append("the good theme did not load beside the case") }
        check(ListReport.json(catalog), "list json")
        for theme in catalog.themes where theme.source != .bundled {
            for resolution in theme.availableResolutions {
                guard let resolved = try? theme.resolve(resolution) else { continue }
                check(TokensReport.json(resolved), "tokens json")
            }
        }
        for system in systems {
            let exported = ExportTheme(system: system, name: hostileName(seed: seed))
            guard let resolution = exported.resolutions.first else { continue }
            for format in ExportFormat.allCases {
                guard let files = format.files(exported, resolution: resolution) else { continue }
                for file in files {
                    if let found = FuzzHarness.rawControl(in: file.text, allowSGR: false) { problems.append("\(format.rawValue) writer, \(file.path): raw \(found)") }
                }
                problems += readBack(format, files: files, folder: folder)
            }
        }
        return (problems, read)
    }

    /// The written files read by their own reader: it must give a theme, without errors
    /// about what Shade itself wrote.
    static func readBack(_ format: ExportFormat, files: [ExportFile], folder: String) -> [String] {
        let out = folder + "/written-\(format.rawValue)"
        try? FileManager.default.removeItem(atPath: out)
        guard (try? ExportWriter.write(files, into: out, force: false)) != nil else { return ["\(format.rawValue): the export could not be written"] }
        defer { try? FileManager.default.removeItem(atPath: out) }
        let path: String
        switch format {
        case .css, .tailwind, .kitty, .ghostty, .base16: path = out + "/" + files[0].path
        case .xcassets: guard let top = files.first(where: { $0.path.hasSuffix(".xcassets/Contents.json") }) else { return [] }
            path = out + "/" + top.path.dropLast("/Contents.json".count)
        case .dtcg: guard let resolver = files.first(where: { $0.path.hasSuffix(".resolver.json") }) else { return [] }
            path = out + "/" + resolver.path
        case .swift: return []
        }
        // Read as the format written, not by detection: what one format's file looks like to
        // another's sniffing is issue 18's business; the round trip is this one's.
        let own: ThemeFormat? = switch format {
        case .css, .tailwind: .css
        case .kitty: .kitty
        case .ghostty: .ghostty
        case .base16: .base16
        case .xcassets: .assetCatalog
        case .dtcg, .swift: nil
        }
        if let own {
            let reading = FormatRegistry.read(path, as: own)
            if reading.system == nil { return ["\(format.rawValue): its own reader read nothing back: \(reading.diagnostics.prefix(3))"] }
            return []
        }
        let system = DesignSystem.open(path: path)
        return ExportTheme(system: system).resolutions.isEmpty ? ["\(format.rawValue): nothing read back: \(system.diagnostics.prefix(3))"] : []
    }

    static func runBinary(_ shade: ShadeBinary, folder: String, entry: String, environment: [String: String]) -> [String] {
        var problems: [String] = []
        for arguments in [["validate", entry], ["list", "--themes", folder]] {
            do {
                let result = try E2EProcess.run(shade.path, arguments, environment: environment, timeout: FuzzHarness.deadline)
                if result.status > 2 { problems.append("\(arguments[0]): exit status \(result.status)\n\(result.standardError.suffix(1500))") }
                if let found = FuzzHarness.rawControl(in: result.standardOutput, allowSGR: false) { problems.append("\(arguments[0]): raw \(found) on stdout") }
                if let found = FuzzHarness.rawControl(in: result.standardError, allowSGR: false) { problems.append("\(arguments[0]): raw \(found) on stderr") }
                if arguments[0] == "list", !result.standardOutput.contains("good") { problems.append("list: the good theme is missing") }
            } catch {
                problems.append("\(arguments[0]): \(error)")
            }
        }
        return problems
    }
}
