import ArgumentParser
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ShadeApp
import ShadeColor
import ShadeOutput
import ShadeTokens
import ShadeView
import Testing
@testable import ShadeCLI
import ShadeCatalog

/// `shade snapshot`, `shade sheet` and `shade contrast --simulate`: the outputs are the
/// previewer's own frame, well-formed, and say what they show.
@Suite struct ReviewCommandsTests {
    static let catalog = ThemeCatalog.load(paths: [])

    private func snapshot(_ arguments: [String]) throws -> (command: SnapshotCommand, model: AppModel, output: String) {
        let command = try SnapshotCommand.parse(arguments)
        let catalog = command.choice.sources.directories.isEmpty ? Self.catalog : ThemeCatalog.load(paths: command.choice.sources.directories)
        let model = try command.screenModel(catalog: catalog)
        return (command, model, String(decoding: try command.render(model), as: UTF8.self))
    }

    @Test func svgIsWellFormedAndSaysWhatItShows() throws {
        let (command, model, svg) = try snapshot(["--theme", "sky", "--appearance", "dark", "--contrast", "high"])
        let document = try XMLDocumentSummary(svg)
        #expect(document.root == "svg")
        #expect(document.text(of: "title") == "Shade — Sky · Dark · High contrast")
        let metadata = try #require(JSONSerialization.jsonObject(with: Data(document.text(of: "metadata").utf8)) as? [String: String])
        #expect(metadata["theme"] == "Sky" && metadata["appearance"] == "Dark" && metadata["contrast"] == "High")
        #expect(metadata["size"] == "120×40" && metadata["simulation"] == "none")
        // Every colour the frame shows as a cell's ground is painted in the SVG.
        let frame = Screen.render(model, columns: command.size.columns, rows: command.size.rows)
        var grounds: Set<String> = []
        for cell in frame.cells where !"▀▄▌▐▁▂▃▅▆▇▉▊▋▍▎▏░▒▓".unicodeScalars.contains(cell.scalar) {
            grounds.insert((cell.scalar == "█" ? cell.style.foreground : cell.style.background).hex)
        }
        #expect(grounds.count > 3)
        for hex in grounds { #expect(svg.contains("fill=\"\(hex)\""), "\(hex) missing") }
    }

    @Test func textIsTheFramesText() throws {
        let (command, model, text) = try snapshot(["--theme", "Grass", "--size", "90x28", "--format", "text"])
        // Snapshots keep the header and leave the key footer out (`--chrome header`).
        let frame = Screen.render(model, columns: 90, rows: 28, chrome: .header)
        #expect(command.size == FrameSize(columns: 90, rows: 28))
        let rows = (0..<frame.height).map { row in
            String(frame.text(ofRow: row).reversed().drop { $0 == " " }.reversed())
        }
        #expect(text == rows.joined(separator: "\n") + "\n")
        #expect(rows[0].contains("Grass") && rows[0].hasSuffix("Light · Standard"))
    }

    @Test func ansiReplayedReproducesTheFrame() throws {
        let (command, model, _) = try snapshot(["--theme", "Tomato", "--appearance", "dark", "--format", "ansi", "--size", "100x30"])
        let bytes = try command.render(model)
        let frame = Screen.render(model, columns: 100, rows: 30, chrome: .header)
        let replayed = try ANSIReplay(bytes).rows
        #expect(replayed.count == frame.height)
        for row in 0..<frame.height {
            let expected = (0..<frame.width).map { frame[$0, row] }.filter { !$0.isContinuation }.map {
                ANSIReplay.Painted(scalar: $0.scalar, foreground: $0.style.foreground, background: $0.style.background,
                                   attributes: $0.style.attributes)
            }
            #expect(replayed[row] == expected, "row \(row)")
        }
    }

    @Test func splitAndSimulationReachTheFrame() throws {
        let (_, model, text) = try snapshot(["--theme", "Ruby", "--split", "--simulate", "deuteranopia", "--format", "text"])
        #expect(model.state.split && model.state.simulation == .deuteranopia)
        let header = try #require(text.split(separator: "\n").first)
        #expect(header.contains("Light | Dark") && header.contains("Deuteranopia"))
        let (_, _, html) = try snapshot(["--theme", "Ruby", "--simulate", "protanopia", "--format", "html"])
        _ = try XMLDocumentSummary(html)
        #expect(html.contains("Shade — Ruby · Light · Standard contrast · Protanopia"))
        #expect(html.components(separatedBy: "http").count == 2, "nothing fetched: the SVG namespace is the only URI")
    }

    /// The status colours every theme shared before issue 12 merge under deuteranopia; the
    /// bundled themes' own no longer do, so a user theme brings the old ones back.
    @Test func theTokenPanelNamesMergedStatusColours() throws {
        let folder = NSTemporaryDirectory() + "shade-old-status-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.oldStatusTheme.utf8).write(to: URL(fileURLWithPath: folder + "/old.json"))
        let (_, model, text) = try snapshot(["--themes", folder, "--theme", "Old", "--simulate", "deuteranopia", "--format", "text", "--size", "200x60"])
        let merged = model.entry.resolved(model.state.resolution).confusableStatusPairs(under: .deuteranopia)
        let closest = try #require(merged.first)
        #expect(text.contains("⚠ Deuteranopia: \(closest.first.rawValue) ≈ \(closest.second.rawValue) (ΔE \(closest.deltaEText))"))
        let (_, _, normal) = try snapshot(["--theme", "Sky", "--format", "text"])
        #expect(!normal.contains("≈"))
    }

    static let oldStatusTheme = """
    { "$extensions": { "dev.shade": { "name": "Old", "extends": "Sky" } },
      "light": { "$type": "color", "success": { "$value": "#536634" }, "warning": { "$value": "#84501A" }, "error": { "$value": "#A4464F" } } }
    """

    @Test func sizesAreValidatedWithAClearMessage() throws {
        #expect(try FrameSize.parse("120x40") == FrameSize(columns: 120, rows: 40))
        #expect(try FrameSize.parse("80×24") == FrameSize(columns: 80, rows: 24))
        #expect(try FrameSize.parse("1000X500") == FrameSize.maximum)
        for bad in ["0x5", "5x0", "abc", "100000x5", "10x501", "120x", "x40", "-3x4", "12x4x2", "", " 12x4"] {
            #expect(throws: ValidationError.self, "\(bad)") { try FrameSize.parse(bad) }
        }
        #expect(throws: (any Error).self) { try SnapshotCommand.parse(["--size", "0x5"]) }
        #expect(throws: (any Error).self) { try SheetCommand.parse(["--size", "abc"]) }
        let message = SnapshotCommand.message(for: try #require(Result { try SnapshotCommand.parse(["--size", "100000x5"]) }.failure))
        #expect(message.contains("1–1000") && message.contains("100000x5"), "\(message)")
    }

    @Test func anUnknownThemeIsRefusedWithASuggestion() throws {
        let command = try SnapshotCommand.parse(["--theme", "Skyy"])
        #expect(throws: CommandFailure.self) { try command.screenModel(catalog: Self.catalog) }
        let sheet = try SheetCommand.parse(["--theme", "Sky", "--theme", "Rubyy"])
        #expect(throws: CommandFailure.self) { try sheet.document(catalog: Self.catalog) }
    }

    @Test func sheetHasFourLabelledFramesPerThemeWithVerdicts() throws {
        let command = try SheetCommand.parse(["--theme", "Sky", "--theme", "gold", "--theme", "SKY", "--size", "70x22", "--format", "svg"])
        let sheet = try command.document(catalog: Self.catalog)
        let svg = String(decoding: try command.render(sheet), as: UTF8.self)
        _ = try XMLDocumentSummary(svg)
        #expect(svg.components(separatedBy: "class=\"shade-frame\"").count - 1 == 8, "Sky once, Gold once, four each")
        for name in ["Sky", "Gold"] {
            let theme = try #require(Self.catalog.theme(named: name))
            for resolution in SheetTile.columns {
                let results = try theme.resolve(resolution).contrastResults()
                let failed = results.filter { !$0.passes }.count
                let verdict = failed == 0 ? "✔ all \(results.count) pairs pass" : "✖ \(failed) of \(results.count) fail"
                let label = ">\(name) · \(resolution.title)</text>\n<text x=\"[^\"]+\" y=\"[^\"]+\" font-size=\"12\" fill=\"#[0-9A-F]{6}\">\(verdict)</text>"
                #expect(svg.range(of: label, options: .regularExpression) != nil, "\(name) \(resolution.name): \(verdict)")
            }
        }
        #expect(sheet.rows.map { $0.map(\.resolution) } == [SheetTile.columns, SheetTile.columns])
        #expect(sheet.rows.allSatisfy { $0.allSatisfy { $0.frame.width == 70 && $0.frame.height == 22 } })
    }

    @Test func sheetDefaultsToEveryThemeAsAnHTMLPage() throws {
        let command = try SheetCommand.parse(["--size", "60x20", "--simulate", "tritanopia"])
        #expect(command.format == .html)
        let sheet = try command.document(catalog: Self.catalog)
        #expect(sheet.rows.count == Self.catalog.themes.count)
        let html = String(decoding: try command.render(sheet), as: UTF8.self)
        let page = try XMLDocumentSummary(html)
        #expect(page.root == "html")
        #expect(html.components(separatedBy: "class=\"shade-frame\"").count - 1 == 4 * Self.catalog.themes.count)
        #expect(html.contains("Tritanopia") && !html.contains("<?xml"))
        #expect(sheet.rows.allSatisfy { $0.allSatisfy { $0.frame.cells.contains { $0.scalar == "◐" } } }, "headers drawn")
    }

    @Test func outputIsWrittenAtomicallyAndNeverIntoThemes() throws {
        let folder = NSTemporaryDirectory() + "shade-review-" + UUID().uuidString
        let themes = folder + "/themes"
        try FileManager.default.createDirectory(atPath: themes, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let themeFile = themes + "/mine.json"
        let original = #"{ "$extensions": { "dev.shade": { "name": "Mine", "extends": "Sky" } } }"#
        try Data(original.utf8).write(to: URL(fileURLWithPath: themeFile))
        let catalog = ThemeCatalog.load(paths: [themes])
        #expect(catalog.theme(named: "Mine") != nil)
        #expect(throws: ReviewOutput.Failure.self) { try ReviewOutput.write([1, 2], to: themeFile, catalog: catalog, themePaths: [themes], force: true) }
        #expect(throws: ReviewOutput.Failure.self) { try ReviewOutput.write([1, 2], to: themes + "/../themes/x.svg", catalog: catalog, themePaths: [themes], force: true) }
        #expect(throws: ReviewOutput.Failure.self) { try ReviewOutput.write([1, 2], to: folder, catalog: catalog, themePaths: [themes], force: true) }
        // A theme given as a file (not a folder) is protected too.
        #expect(throws: ReviewOutput.Failure.self) { try ReviewOutput.write([1, 2], to: themeFile, catalog: catalog, themePaths: [], force: true) }
        #expect(try String(contentsOfFile: themeFile, encoding: .utf8) == original)
        let target = folder + "/out.svg"
        try ReviewOutput.write(Array("first".utf8), to: target, catalog: catalog, themePaths: [themes], force: false)
        // An existing picture is replaced only when asked.
        #expect(throws: ReviewOutput.Failure.self) {
            try ReviewOutput.write(Array("second".utf8), to: target, catalog: catalog, themePaths: [themes], force: false)
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "first")
        try ReviewOutput.write(Array("second".utf8), to: target, catalog: catalog, themePaths: [themes], force: true)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["out.svg", "themes"], "no temporary left")
    }

    @Test func contrastSimulateReportsStatusDistinction() throws {
        let folder = NSTemporaryDirectory() + "shade-old-status-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(Self.oldStatusTheme.utf8).write(to: URL(fileURLWithPath: folder + "/old.json"))
        let command = try ContrastCommand.parse(["--theme", "Old", "--appearance", "light", "--contrast", "standard", "--simulate", "deuteranopia"])
        let sections = try command.measure(ThemeCatalog.load(paths: [folder]))
        let section = try #require(sections.first)
        #expect(section.distinctions.count == 3 && section.distinctions.allSatisfy { $0.simulation == .deuteranopia })
        let text = ContrastReport.text(sections, onlyFailures: false)
        let merged = section.distinctions.filter { !$0.isDistinct }
        #expect(text.contains("Deuteranopia: ⚠ \(merged.count) of 3 status pairs are hard to tell apart (ΔE2000 < 10)"))
        let json = try #require(JSONSerialization.jsonObject(with: Data(ContrastReport.json(sections).utf8)) as? [String: Any])
        let result = try #require((json["results"] as? [[String: Any]])?.first)
        let entries = try #require(result["statusDistinction"] as? [[String: Any]])
        #expect(entries.count == 3)
        #expect(entries.map { $0["a"] as? String } == ["success", "success", "warning"])
        #expect(entries.map { $0["b"] as? String } == ["warning", "error", "error"])
        #expect(entries.map { $0["distinct"] as? Bool } == section.distinctions.map(\.isDistinct))
        #expect(entries.allSatisfy { $0["simulation"] as? String == "deuteranopia" && $0["deltaE"] is Double })

        let all = try ContrastCommand.parse(["--theme", "Sky", "--appearance", "dark", "--contrast", "high", "--simulate", "all"]).measure(Self.catalog)
        #expect(Set(try #require(all.first).distinctions.map(\.simulation)) == Set(VisionSimulation.allCases))
        let plain = try ContrastCommand.parse(["--theme", "Sky"]).measure(Self.catalog)
        #expect(plain.allSatisfy { $0.distinctions.isEmpty })
        #expect(!ContrastReport.json(plain).contains("statusDistinction"))
    }
}

extension Result {
    /// The error, when this is a failure.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A parsed XML document: fails on anything not well-formed.
private struct XMLDocumentSummary {
    let root: String
    private let texts: [String: String]

    init(_ text: String) throws {
        let delegate = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw XMLError(description: "not well-formed: \(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)")
        }
        root = delegate.root ?? ""
        texts = delegate.texts
    }

    /// The text of the first element called `name`.
    func text(of name: String) -> String { texts[name] ?? "" }

    struct XMLError: Error, CustomStringConvertible { let description: String }

    private final class Collector: NSObject, XMLParserDelegate {
        var root: String?
        var texts: [String: String] = [:]
        private var open: [String] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if root == nil { root = name }
            open.append(name)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let name = open.last else { return }
            texts[name, default: ""] += string
        }
    }
}

/// A minimal terminal that understands what `ANSIExport.ansi` sends (24-bit SGR, the five
/// attributes, newlines) and records every glyph with the pen it was painted with.
private struct ANSIReplay {
    /// A glyph and the pen it was painted with; nil colours are the terminal's defaults.
    struct Painted: Equatable, CustomStringConvertible {
        var scalar: Unicode.Scalar
        var foreground: RGB?
        var background: RGB?
        var attributes: TextAttributes
        var description: String { "\(scalar) \(foreground?.hex ?? "default")/\(background?.hex ?? "default") \(attributes.rawValue)" }
    }

    /// What SGR has set.
    private struct Pen {
        var foreground: RGB?
        var background: RGB?
        var attributes: TextAttributes = []
    }

    private(set) var rows: [[Painted]] = [[]]

    init(_ bytes: [UInt8]) throws {
        var pen = Pen()
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}" {
                guard index + 1 < scalars.count, scalars[index + 1] == "[" else { throw ReplayError.unexpected(index) }
                var end = index + 2
                while end < scalars.count, !("@"..."~").contains(scalars[end]) { end += 1 }
                guard end < scalars.count, scalars[end] == "m" else { throw ReplayError.unexpected(end) }
                let parameters = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                try Self.apply(parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }, to: &pen)
                index = end + 1
            } else if scalar == "\n" {
                rows.append([])
                index += 1
            } else {
                rows[rows.count - 1].append(Painted(scalar: scalar, foreground: pen.foreground, background: pen.background,
                                                    attributes: pen.attributes))
                index += 1
            }
        }
        if rows.last?.isEmpty == true { rows.removeLast() }
    }

    enum ReplayError: Error { case unexpected(Int), unsupported([Int]) }

    private static func apply(_ codes: [Int], to pen: inout Pen) throws {
        var index = 0
        while index < codes.count {
            switch codes[index] {
            case 0: pen = Pen()
            case 1: pen.attributes.insert(.bold)
            case 2: pen.attributes.insert(.dim)
            case 3: pen.attributes.insert(.italic)
            case 4: pen.attributes.insert(.underline)
            case 9: pen.attributes.insert(.strikethrough)
            case 22: pen.attributes.subtract([.bold, .dim])
            case 23: pen.attributes.remove(.italic)
            case 24: pen.attributes.remove(.underline)
            case 29: pen.attributes.remove(.strikethrough)
            case 38, 48:
                guard index + 4 < codes.count, codes[index + 1] == 2 else { throw ReplayError.unsupported(codes) }
                let color = RGB(red: UInt8(codes[index + 2]), green: UInt8(codes[index + 3]), blue: UInt8(codes[index + 4]))
                if codes[index] == 38 { pen.foreground = color } else { pen.background = color }
                index += 4
            default: throw ReplayError.unsupported(codes)
            }
            index += 1
        }
    }
}
