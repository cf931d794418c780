import Foundation
import ShadeApp
import ShadeColor
import ShadeExportGeometry
import ShadeOutput
@testable import ShadeRaster
import ShadeTokens
import ShadeFrame
import ShadeView
import Testing
import ShadeCatalog

/// Headless Chromium (Debian's `chromium`), found on PATH.
enum Chromium {
    static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return folder + "/" + name
            }
        }
        return nil
    }()

    /// A screenshot of `svg` at exactly `width` × `height` CSS px and device pixels, in sRGB.
    static func screenshot(svg: String, width: Int, height: Int) throws -> DecodedPNG {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shade-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("frame.svg"), output = folder.appendingPathComponent("shot.png")
        try Data(svg.utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--force-color-profile=srgb", "--force-device-scale-factor=1", "--user-data-dir=\(folder.path)/profile",
            "--window-size=\(width),\(height)", "--screenshot=\(output.path)", input.absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A deadline, so a browser that hangs fails the test instead of the run.
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            throw DecodedPNG.Failure(description: "chromium did not finish within 90 s")
        }
        return try DecodedPNG(Array(try Data(contentsOf: output)))
    }
}

@Suite(.serialized) struct ChromiumAgreementTests {
    /// The previewer's frame of `theme` in `appearance` at 80×24.
    static func frame(theme: String, appearance: Appearance, contrast: Contrast = .standard) throws -> Frame {
        let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: []))
        let index = try #require(library.index(of: theme))
        let state = AppState(themeIndex: index, themeCount: library.entries.count,
                             appearanceMode: appearance == .light ? .light : .dark, contrast: contrast)
        return Screen.render(AppModel(state: state, library: library), columns: 80, rows: 24)
    }

    @Test(.enabled(if: Chromium.path != nil, "skipped: chromium is not installed (apt-get install chromium; .ci/run installs it)"),
          arguments: [("Sky", Appearance.dark, Contrast.standard), ("System", .light, .standard), ("Tomato", .light, .high)])
    func pngAndChromiumsSVGAgreeOnEveryCellsBackground(theme: String, appearance: Appearance, contrast: Contrast) throws {
        let frame = try Self.frame(theme: theme, appearance: appearance, contrast: contrast)
        let metrics = RasterMetrics(scale: 1)
        // The SVG at the PNG's cell size, so both are 640 × 432 px.
        let svgMetrics = SVGCellMetrics(cellWidth: Double(metrics.cellWidth), cellHeight: Double(metrics.cellHeight),
                                        fontSize: Double(metrics.fontSize), baseline: Double(metrics.baseline))
        let png = try RasterFixtures.decoded(frame)
        let (width, height) = PNGExport.size(of: frame, metrics: metrics)
        let shot = try Chromium.screenshot(svg: SVGExport.svg(frame, metrics: svgMetrics), width: width, height: height)
        #expect(shot.width == width && shot.height == height)
        // A point of each cell away from where either renderer draws glyphs or lines: the
        // bottom row (below descenders and underlines), one pixel in from a side.
        let candidates = [(1, metrics.cellHeight - 1), (metrics.cellWidth - 2, metrics.cellHeight - 1), (1, 0), (metrics.cellWidth - 2, 0)]
        var compared = 0
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let cell = frame[column, row]
                if case .parts = BlockGlyph.of(cell.scalar) { continue }  // no background-only point is guaranteed
                let x0 = column * metrics.cellWidth, y0 = row * metrics.cellHeight
                guard let (dx, dy) = candidates.first(where: { png.pixel(x0 + $0.0, y0 + $0.1) == cell.fillColor }) else {
                    Issue.record("no background pixel in cell \(column),\(row) '\(cell.scalar)'")
                    continue
                }
                #expect(shot.pixel(x0 + dx, y0 + dy) == cell.fillColor,
                        "cell \(column),\(row) '\(cell.scalar)': Chromium \(shot.pixel(x0 + dx, y0 + dy).hex), frame \(cell.fillColor.hex)")
                compared += 1
            }
        }
        #expect(compared >= frame.width * frame.height * 9 / 10)
    }
}
