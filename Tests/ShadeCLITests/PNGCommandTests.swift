import Foundation
import ShadeApp
import ShadeTokens
import ShadeView
import Testing
@testable import ShadeCLI
import ShadeCatalog

@Suite struct PNGCommandTests {
    static let catalog = ThemeCatalog.load(paths: [])

    /// Width and height from a PNG's IHDR, after checking the signature.
    static func size(ofPNG bytes: [UInt8]) throws -> (width: Int, height: Int) {
        try #require(bytes.count > 24 && bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        try #require(Array(bytes[12..<16]) == Array("IHDR".utf8))
        func word(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        return (word(16), word(20))
    }

    @Test(arguments: [1, 2, 3]) func snapshotWritesAPNGAtTheScaleAsked(scale: Int) throws {
        let command = try SnapshotCommand.parse(["--theme", "Sky", "--appearance", "dark", "--size", "80x24", "--format", "png", "--scale", "\(scale)"])
        let model = try command.screenModel(catalog: Self.catalog)
        let (width, height) = try Self.size(ofPNG: try command.render(model))
        #expect(width == 80 * 8 * scale)
        // The frame, then the caption band (two lines of facts at this width, as in the SVG).
        #expect(height > 24 * 18 * scale && height < 24 * 18 * scale + 80 * scale)
    }

    /// `-o review.png` without `--format` writes a PNG, as the name says; `--format` still wins.
    @Test func theOutputsExtensionChoosesTheFormatWhenNoneIsGiven() throws {
        let png = try SnapshotCommand.parse(["--theme", "Sky", "--size", "60x20", "-o", "review.png"])
        #expect(png.format == .png)
        #expect(try Self.size(ofPNG: try png.render(try png.screenModel(catalog: Self.catalog))).width == 60 * 8)
        #expect(try SnapshotCommand.parse(["-o", "review.HTML"]).format == .html)
        #expect(try SnapshotCommand.parse(["-o", "review.txt"]).format == .text)
        #expect(try SnapshotCommand.parse(["-o", "review.png", "--format", "svg"]).format == .svg)
        #expect(try SnapshotCommand.parse(["-o", "./v1.0/review"]).format == .svg, "a dot in a folder name is no extension")
        #expect(try SnapshotCommand.parse([]).format == .svg)
    }

    @Test func badScalesAndFontsGetOneClearLine() throws {
        #expect(throws: (any Error).self) { try SnapshotCommand.parse(["--format", "png", "--scale", "4"]) }
        let command = try SnapshotCommand.parse(["--format", "png", "--font", "/nonexistent/\u{1B}[2JMono.ttf", "--size", "60x20"])
        let model = try command.screenModel(catalog: Self.catalog)
        do {
            _ = try command.render(model)
            Issue.record("a missing font must fail")
        } catch let failure as CommandFailure {
            #expect(failure.message.contains("no such readable file") && !failure.message.contains("\n"))
            #expect(!failure.message.contains("\u{1B}"), "the path is escaped")
            #expect(failure.exitCode == 1)
        }
    }

    @Test func sheetWritesAPNG() throws {
        let command = try SheetCommand.parse(["--theme", "Sky", "--theme", "Gold", "--size", "60x20", "--format", "png"])
        let (width, height) = try Self.size(ofPNG: try command.render(try command.document(catalog: Self.catalog)))
        // Four frames of 480 px and five 24 px gaps; two rows of label, frame and gap.
        #expect(width == 4 * 480 + 5 * 24)
        #expect(height > 24 + 2 * (42 + 360 + 24))
    }

    @Test func theExportChoiceIsRememberedAndOldStateFilesStillRead() throws {
        let old = try JSONDecoder().decode(SavedState.self, from: Data(#"{"theme":"Sky","split":false}"#.utf8))
        #expect(old.theme == "Sky" && old.export == nil)
        let future = try JSONDecoder().decode(SavedState.self, from: Data(#"{"theme":"Sky","export":"gif"}"#.utf8))
        #expect(future.export.flatMap(ExportChoice.init(rawValue:)) == nil, "an unknown choice is ignored, not fatal")
        let folder = NSTemporaryDirectory() + "shade-png-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = StateStore(environment: ["XDG_STATE_HOME": folder])
        #expect(store.save(SavedState(theme: "Gold", export: ExportChoice.both.rawValue)) == nil)
        #expect(store.load().state?.export == "both")
        #expect(try PreviewCommand.parse(["--export", "png"]).export == .png)
    }

    @Test func theExportKeyWritesSVGAndPNGBesideEachOther() throws {
        let folder = NSTemporaryDirectory() + "shade-x-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = ThemeLibrary(catalog: Self.catalog)
        let model = AppModel(state: AppState(themeIndex: library.index(of: "Sky")!, themeCount: library.entries.count, appearanceMode: .dark),
                                library: library)
        let message = PreviewExporter(choice: .both).save(model: model, columns: 80, rows: 24, folder: folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files.count == 2 && files[0].hasSuffix(".png") && files[1].hasSuffix(".svg"))
        #expect(files[0].dropLast(4) == files[1].dropLast(4), "the same name, two extensions")
        #expect(message == "✔ Saved \(folder)/\(files[1]) + .png")
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + files[0])))
        #expect(try Self.size(ofPNG: png).width == 80 * 8 * PreviewExporter.scale)
    }
}
