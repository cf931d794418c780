import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ShadeApp
import ShadeTokens
import Testing
@testable import ShadeCLI
import ShadeOutput
import ShadeView
import ShadeCatalog

/// `shade contrast --format sarif|junit|markdown`, `--require-all`, and `shade fix`.
@Suite struct ContrastFormatsTests {
    static let catalog = ThemeCatalog.load(paths: [])

    /// A user theme whose tertiary text fails on the page, defined at a known line.
    static let failing = """
    {
      "$extensions": { "dev.shade": { "name": "Faint", "extends": "Sky" } },
      "light": {
        "$type": "color",
        "foregroundTertiary": { "$value": "#9AB0BA" }
      }
    }
    """

    func sections(_ arguments: [String], folder: String) throws -> [ContrastReport.Section] {
        try ContrastCommand.parse(arguments + ["--themes", folder]).measure(ThemeCatalog.load(paths: [folder]))
    }

    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "shade-formats-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try Data(Self.failing.utf8).write(to: URL(fileURLWithPath: path + "/faint.json"))
        return path
    }

    /// Runs Python's `jsonschema` (Draft 4, as the SARIF schema declares) on `document`.
    func validate(_ document: String, schema: String) throws -> (status: Int32, output: String) {
        let directory = NSTemporaryDirectory() + "shade-sarif-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(document.utf8).write(to: URL(fileURLWithPath: directory + "/log.sarif"))
        try Data(schema.utf8).write(to: URL(fileURLWithPath: directory + "/schema.json"))
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
        errors = list(jsonschema.Draft4Validator(schema).iter_errors(log))
        for e in errors: print(list(e.absolute_path), e.message)
        sys.exit(1 if errors else 0)
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, directory + "/schema.json", directory + "/log.sarif"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    @Test func sarifValidatesAndPointsAtTheFailingToken() throws {
        let path = try folder()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sections = try self.sections(["--theme", "Faint", "--appearance", "light", "--contrast", "standard"], folder: path)
        let sarif = ContrastSARIF.document(sections)
        let verdict = try validate(sarif, schema: SARIFSchema.text)
        #expect(verdict.status == 0, "\(verdict.output)")
        // The check can fail: a log missing "version" is refused.
        #expect(try validate(#"{"runs": []}"#, schema: SARIFSchema.text).status == 1)

        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let failures = sections.flatMap(\.failures)
        #expect(results.count == failures.count && !results.isEmpty)
        let tertiary = try #require(results.first { ($0["message"] as? [String: Any])?["text"].map { "\($0)".contains("foregroundTertiary on backgroundPrimary") } == true })
        #expect(tertiary["ruleId"] as? String == "contrast/text")
        let location = try #require(((tertiary["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == path + "/faint.json")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 5 && region["startColumn"] as? Int == 5)
    }

    @Test func bundledThemesPointIntoTheRepository() throws {
        let sections = try ContrastCommand.parse(["--theme", "Sky", "--appearance", "dark", "--contrast", "standard"]).measure(Self.catalog)
        let sarif = ContrastSARIF.document(sections)
        #expect(try validate(sarif, schema: SARIFSchema.text).status == 0)
        // Sky dark's foregroundTertiary comes from base.json's dark group.
        #expect(sarif.contains("\"uri\" : \"themes/base.json\""))
    }

    @Test func junitIsWellFormedWithOneCasePerPair() throws {
        let path = try folder()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sections = try self.sections(["--theme", "Faint", "--appearance", "light", "--contrast", "standard"], folder: path)
        let xml = ContrastJUnit.document(sections)
        let document = try XMLDocument(data: Data(xml.utf8))
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == sections[0].results.count)
        let failures = try document.nodes(forXPath: "//testcase/failure")
        #expect(failures.count == sections[0].failures.count && !failures.isEmpty)
        #expect(try document.nodes(forXPath: "/testsuites/@failures").first?.stringValue == "\(failures.count)")
    }

    @Test func markdownIsATableWithEscapedCells() throws {
        let path = try folder()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sections = try self.sections(["--theme", "Faint", "--appearance", "light", "--contrast", "standard"], folder: path)
        let markdown = ContrastMarkdown.document(sections, onlyFailures: true)
        #expect(markdown.hasPrefix("### ❌ Contrast: "))
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ❌") }
        #expect(rows.count == sections[0].failures.count)
        #expect(rows.allSatisfy { $0.split(separator: "|", omittingEmptySubsequences: false).count == 10 })
        #expect(ContrastMarkdown.cell("a|b`c") == "a\\|b\\`c")
    }

    @Test func requireAllFailsWhenATextRoleIsUnchecked() throws {
        // Every on-screen text role is in Shade's defaults, so the bundled themes pass…
        let sections = try ContrastCommand.parse(["--theme", "Sky", "--contrast", "high", "--require-all"]).measure(Self.catalog)
        #expect(sections.allSatisfy { $0.unchecked.isEmpty })
        #expect(throws: Never.self) { try ContrastCommand.exitStatus(sections, requireAll: true) }
        // …and a section with an unchecked role fails.
        var broken = sections[0]
        broken.unchecked = [.accent]
        #expect(throws: (any Error).self) { try ContrastCommand.exitStatus([broken], requireAll: true) }
        #expect(ContrastReport.notes(broken).contains("accent is drawn as text but no pair checks it"))
    }

    @Test func fixWritesAnOverrideThatPassesAndNeverOverwrites() throws {
        let path = try folder()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let out = NSTemporaryDirectory() + "shade-fix-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: out) }
        let target = out + "/faint-fixed.json"
        try FixCommand.parse(["--themes", path, "--theme", "Faint", "--write", target]).run()
        let written = try String(contentsOfFile: target, encoding: .utf8)
        #expect(written.contains("\"extends\": \"Faint\""))
        #expect(try String(contentsOfFile: path + "/faint.json", encoding: .utf8) == Self.failing, "the user's file is untouched")
        // The override, loaded beside the original, passes every required pair in light.
        let catalog = ThemeCatalog.load(paths: [path, out])
        let fixed = try #require(catalog.theme(named: "Faint (fixed)"))
        let results = try fixed.resolve(Resolution(.light)).contrastResults()
        #expect(results.filter { $0.pair.foreground == .foregroundTertiary }.allSatisfy { $0.passes })
        // Faint's own light value also reaches increased contrast, so that is fixed to 7:1 there.
        let high = try fixed.resolve(Resolution(.light, .high)).contrastResults()
        #expect(high.filter { $0.pair.foreground == .foregroundTertiary }.allSatisfy { $0.passes })
        // Sky's dark fix restates the increased-contrast value the base file gives, so the
        // standard override does not replace it.
        let skyTarget = out + "/sky-fixed.json"
        try FixCommand.parse(["--theme", "Sky", "--write", skyTarget]).run()
        let withSky = ThemeCatalog.load(paths: [out])
        let sky = try #require(withSky.theme(named: "Sky")), skyFixed = try #require(withSky.theme(named: "Sky (fixed)"))
        #expect(try skyFixed.resolve(Resolution(.dark, .high))[.foregroundTertiary] == sky.resolve(Resolution(.dark, .high))[.foregroundTertiary])
        #expect(try skyFixed.resolve(Resolution(.dark)).contrastResults().allSatisfy { $0.passes })
        // No overwrite without --force.
        #expect(throws: (any Error).self) { try FixCommand.parse(["--themes", path, "--theme", "Faint", "--write", target]).run() }
        try FixCommand.parse(["--themes", path, "--theme", "Faint", "--write", target, "--force"]).run()
    }
}

extension ContrastFormatsTests {
    /// A theme whose increased-contrast text is no better than its standard text.
    static let plain = """
    { "$extensions": { "dev.shade": { "name": "Plain", "extends": "Sky" } },
      "lightHighContrast": { "$type": "color", "foregroundTertiary": { "$value": "{palette.700}" }, "foregroundSecondary": { "$value": "{palette.800}" } } }
    """

    @Test func deriveHighContrastReachesSevenToOne() throws {
        let path = NSTemporaryDirectory() + "shade-derive-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path + "/themes", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(Self.plain.utf8).write(to: URL(fileURLWithPath: path + "/themes/plain.json"))
        #expect(try ThemeCatalog.load(paths: [path + "/themes"]).theme(named: "Plain")!.resolve(Resolution(.light, .high)).contrastResults().contains { !$0.passes })
        try FixCommand.parse(["--themes", path + "/themes", "--theme", "Plain", "--derive-high-contrast", "--write", path + "/derived.json"]).run()
        let derived = try String(contentsOfFile: path + "/derived.json", encoding: .utf8)
        #expect(derived.contains("\"lightHighContrast\"") && !derived.contains("\"light\":"))
        let fixed = try #require(ThemeCatalog.load(paths: [path + "/themes", path + "/derived.json"]).theme(named: "Plain (fixed)"))
        let results = try fixed.resolve(Resolution(.light, .high)).contrastResults()
        #expect(results.allSatisfy { $0.passes }, "\(results.filter { !$0.passes }.map { "\($0.pair.foreground.rawValue)/\($0.pair.background.rawValue)" })")
        for result in results where result.pair.kind == .text && result.pair.relaxed == nil {
            #expect(result.ratio >= 7)
        }
    }
}

/// `--color`, `--severity` and `--gamut` on snapshot and sheet, and `validate --strict`.
@Suite struct FrameReviewTests {
    static let catalog = ThemeCatalog.load(paths: [])

    func frameText(_ arguments: [String]) throws -> (AppModel, Frame) {
        let command = try SnapshotCommand.parse(arguments + ["--format", "text", "--size", "80x24"])
        let model = try command.screenModel(catalog: Self.catalog)
        let frame = command.review.settings.finish(Screen.render(model, columns: 80, rows: 24),
                                                   themes: [model.entry.resolved(model.state.resolution)],
                                                   simulation: model.state.simulation)
        return (model, frame)
    }

    @Test func sixteenColoursShowOnlyANSIColoursAndSaySo() throws {
        let (model, frame) = try frameText(["--theme", "Sky", "--color", "16"])
        #expect(model.approximateColors && model.approximationLabel == "≈ 16 colours")
        let ansi = Set((0..<16).map { ANSI16.color(UInt8($0)) })
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                #expect(ansi.contains(frame[column, row].style.background))
            }
        }
    }

    @Test func twoHundredFiftySixColoursShowOnlyPaletteColours() throws {
        let (model, frame) = try frameText(["--theme", "Gold", "--color", "256", "--contrast", "high"])
        #expect(model.approximationLabel == "≈ 256 colours")
        let palette = Set((16...255).map { XTerm256.color(UInt8($0)) })
        #expect((0..<frame.width).allSatisfy { palette.contains(frame[$0, 5].style.background) && palette.contains(frame[$0, 5].style.foreground) })
    }

    @Test func severityIsStatedAndApplied() throws {
        let half = try SnapshotCommand.parse(["--theme", "Sky", "--simulate", "deuteranopia", "--severity", "0.5"])
        let model = try half.screenModel(catalog: Self.catalog)
        #expect(model.severity == 0.5)
        let text = ANSIExport.text(Screen.render(model, columns: 100, rows: 30))
        #expect(text.contains("Deuteranomaly 50 %"))
        #expect(throws: (any Error).self) { try SnapshotCommand.parse(["--severity", "1.5"]) }
    }

    @Test func validateWarnsForWideColoursAndFailsOnlyWhenStrict() throws {
        let folder = NSTemporaryDirectory() + "shade-wide-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("""
        { "$extensions": { "dev.shade": { "name": "Wide", "extends": "Sky" } },
          "light": { "$type": "color", "accent": { "$value": { "colorSpace": "display-p3", "components": [0, 0.5, 1] } } } }
        """.utf8).write(to: URL(fileURLWithPath: folder + "/wide.json"))
        let warnings = ValidateCommand.gamutWarnings(ThemeCatalog.load(paths: [folder]))
        #expect(warnings.count == 1)
        #expect(warnings.first?.description.contains("wide.json:2:") == true)
        #expect(warnings.first?.description.contains("outside sRGB") == true)
        #expect(throws: Never.self) { try ValidateCommand.parse([folder]).run() }
        #expect(throws: (any Error).self) { try ValidateCommand.parse(["--strict", folder]).run() }
    }
}
