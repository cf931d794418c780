import Foundation
import ShadeApp
import ShadeOutput
import ShadeTokens
import ShadeView
import Testing
@testable import ShadeCLI
import ShadeCatalog

/// Exports leave the footer and overlays out unless asked (`--chrome`), and say which colours
/// they hold (issue 14).
@Suite struct ExportChromeTests {
    static let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: []))

    static func model(help: Bool = false) -> AppModel {
        var state = AppState(themeIndex: library.index(of: "Sky")!, themeCount: library.entries.count, appearanceMode: .light)
        state.showingHelp = help
        return AppModel(state: state, library: library)
    }

    static func rows(_ frame: Frame) -> [String] { (0..<frame.height).map(frame.text(ofRow:)) }

    @Test func theXExportLeavesHelpAndFooterOutByDefault() throws {
        let model = Self.model(help: true)
        let onScreen = Self.rows(Screen.render(model, columns: 120, rows: 40))
        #expect(onScreen.contains { $0.contains(" Keys ") }, "help is open on screen")
        let exported = Self.rows(PreviewExporter(choice: .svg).frame(model: model, columns: 120, rows: 40))
        #expect(!exported.contains { $0.contains(" Keys ") }, "no help overlay")
        #expect(exported[0] == onScreen[0], "the header is kept")
        #expect(exported[39] != onScreen[39], "no footer")
        let all = Self.rows(PreviewExporter(choice: .svg, chrome: .all).frame(model: model, columns: 120, rows: 40))
        #expect(all == onScreen, "all: exactly as on screen")
        let none = Self.rows(PreviewExporter(choice: .svg, chrome: .none).frame(model: model, columns: 120, rows: 40))
        #expect(!none[0].contains("◐ Shade"), "none: body only")

        let folder = NSTemporaryDirectory() + "shade-chrome-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = PreviewExporter(choice: .svg).save(model: model, columns: 120, rows: 40, folder: folder)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first)
        let svg = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
        #expect(!svg.contains("Keys"), "the SVG holds no overlay")
    }

    @Test func snapshotTakesTheSameChromeChoice() throws {
        let catalog = ThemeCatalog.load(paths: [])
        func text(_ arguments: [String]) throws -> [String] {
            let command = try SnapshotCommand.parse(["--theme", "Sky", "--format", "text", "--size", "100x30"] + arguments)
            return String(decoding: try command.render(command.screenModel(catalog: catalog)), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let header = try text([]), all = try text(["--chrome", "all"]), none = try text(["--chrome", "none"])
        #expect(header[0].contains("◐ Shade") && none[0].contains("◐ Shade") == false)
        #expect(all[29] != header[29], "the footer only with all")
        #expect(try SnapshotCommand.parse(["--chrome", "header"]).review.settings.chrome == .header)
    }

    @Test func aTwoFiftySixColourExportHoldsWhatTheScreenShows() throws {
        var model = Self.model()
        model.approximateColors = true
        let frame = PreviewExporter(choice: .svg).frame(model: model, columns: 120, rows: 40, colorMode: .palette256)
        #expect(frame.text(ofRow: 0).contains("≈ 256 colours"))
        let palette = Set((16...255).map { XTerm256.color(UInt8($0)) })
        #expect(frame.cells.allSatisfy { palette.contains($0.style.foreground) && palette.contains($0.style.background) },
                "every colour is one a 256-colour terminal shows, as the label says")
        let exact = PreviewExporter(choice: .svg).frame(model: Self.model(), columns: 120, rows: 40, colorMode: .truecolor)
        #expect(!exact.text(ofRow: 0).contains("256"))
        #expect(exact.cells.contains { !palette.contains($0.style.background) })
    }
}
