import Dispatch
import ShadeColor
import ShadeExportGeometry
@testable import ShadeRaster
import ShadeFrame
import ShadeSync
import ShadeTokens
import ShadeView
import Testing

@Suite struct PNGExportTests {
    typealias F = RasterFixtures

    @Test(arguments: [1, 2, 3]) func dimensionsAreCellsTimesCellSizeTimesScale(scale: Int) throws {
        let frame = Frame(width: 23, height: 7, style: CellStyle(foreground: F.ink, background: F.page))
        let png = try F.decoded(frame, scale: scale)
        #expect(png.width == 23 * 8 * scale && png.height == 7 * 18 * scale)
        let caption = ExportCaption(title: "Shade — Sky", metadata: [.init(key: "theme", value: "Sky")])
        let captioned = try F.decoded(frame, scale: scale, caption: caption)
        let band = RasterCanvas.captionBandHeight(caption, width: 23 * 8 * scale, metrics: RasterMetrics(scale: scale))
        #expect(captioned.width == 23 * 8 * scale && captioned.height == 7 * 18 * scale + band && band > 0)
    }

    @Test func chunksCarrySRGBAndTheCaption() throws {
        let frame = Frame(width: 10, height: 3, style: CellStyle(foreground: F.ink, background: F.page))
        let caption = ExportCaption(title: "Shade — Sky · Dark · Standard contrast", metadata: [
            .init(key: "theme", value: "Sky"), .init(key: "appearance", value: "Dark"), .init(key: "contrast", value: "Standard"),
            .init(key: "simulation", value: "none"), .init(key: "size", value: "10×3"), .init(key: "generator", value: "shade 0.1.0"),
        ])
        let png = try F.decoded(frame, caption: caption)
        #expect(png.sRGB == [0])
        #expect(png.chunkTypes.firstIndex(of: "sRGB")! < png.chunkTypes.firstIndex(of: "IDAT")!)
        #expect(png.chunkTypes.contains("tEXt"))
        #expect(png.text["Title"] == caption.title)
        #expect(png.text["Description"] == "theme: Sky\nappearance: Dark\ncontrast: Standard\nsimulation: none\nsize: 10×3\ngenerator: shade 0.1.0")
        #expect(png.text["Software"] == "shade 0.1.0")
        // The caption is drawn too: the band under the frame is not all one colour.
        let bandPixels = Set((3 * 18..<png.height).flatMap { y in (0..<png.width).map { png.pixel($0, y).hex } })
        #expect(bandPixels.count > 2)
    }

    /// A long theme name at 120 columns (DuckDuckGo's `design-tokens (desktop-browsers)`): every
    /// fact line the band draws fits the PNG, at each scale; the generator was cut mid-word.
    @Test(arguments: [1, 2, 3]) func everyCaptionLineFitsThePNG(scale: Int) throws {
        let metrics = RasterMetrics(scale: scale)
        let width = metrics.size(columns: 120, rows: 1).width
        let caption = ExportCaption.shade(theme: "design-tokens (desktop-browsers)", appearance: "Dark", contrast: "Standard",
                                          simulation: nil, columns: 120, rows: 40, generator: "shade 0.1.0")
        let fonts = try F.fonts()
        let size = Int(CaptionBandLayout.factSize * Double(scale))
        let right = width - Int(CaptionBandLayout.padding * Double(scale)) / 2
        let lines = CaptionBandLayout.factLines(caption.metadata, width: Double(width) / Double(scale))
        #expect(lines.joined(separator: " · ").hasSuffix("generator: shade 0.1.0"))
        for line in lines {
            let drawn = line.unicodeScalars.reduce(0.0) { $0 + (fonts.glyph($1, style: .regular, size: size)?.advance ?? 0) }
            #expect(Int(CaptionBandLayout.padding * Double(scale)) + Int(drawn.rounded(.up)) <= right, "\(line): \(drawn) px")
        }
    }

    @Test func textChunksAreLatin1WithAnExactCopyWhenNeeded() {
        let plain = PNGEncoder.textChunks(keyword: "Title", value: "Sky · 120×40")
        #expect(plain.map(\.0) == ["tEXt"] && plain[0].1 == Array("Title".utf8) + [0] + [83, 107, 121, 32, 0xB7, 32, 49, 50, 48, 0xD7, 52, 48])
        let wide = PNGEncoder.textChunks(keyword: "Title", value: "Shade — 空")
        #expect(wide.map(\.0) == ["tEXt", "iTXt"])
        #expect(wide[0].1 == Array("Title".utf8) + [0] + Array("Shade - ?".utf8))
    }

    @Test(arguments: [1, 2, 3]) func everyBackgroundPixelIsTheCellsColourExactly(scale: Int) throws {
        var random = F.Seeded(state: 42)
        var frame = Frame(width: 17, height: 6, style: CellStyle(foreground: F.ink, background: F.page))
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let background = RGB(UInt32(truncatingIfNeeded: random.next()) & 0xFFFFFF)
                frame.set(Cell(" ", style: CellStyle(foreground: F.ink, background: background)), column: column, row: row)
            }
        }
        let png = try F.decoded(frame, scale: scale)
        let metrics = RasterMetrics(scale: scale)
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let expected = frame[column, row].style.background
                #expect(F.cellPixels(png, column: column, row: row, metrics: metrics).allSatisfy { $0 == expected }, "cell \(column),\(row)")
            }
        }
    }

    @Test(arguments: [1, 2]) func textPixelsExistWhereTheFrameHasGlyphsAndNowhereElse(scale: Int) throws {
        var frame = Frame(width: 40, height: 5, style: CellStyle(foreground: F.ink, background: F.page))
        let styles = [CellStyle(foreground: F.ink, background: F.page), CellStyle(foreground: RGB(0x004C61), background: RGB(0xD6F0FE), attributes: .bold),
                      CellStyle(foreground: RGB(0xF4A965), background: RGB(0x18181B), attributes: .italic),
                      CellStyle(foreground: RGB(0x72C8EA), background: F.page, attributes: [.bold, .italic])]
        for (row, style) in styles.enumerated() {
            frame.write("Invoice #1024 · gjpqy €1,896 ✔ ⚠ █ x", column: 1, row: row, style: style)
        }
        let png = try F.decoded(frame, scale: scale)
        let metrics = RasterMetrics(scale: scale)
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let cell = frame[column, row]
                let pixels = F.cellPixels(png, column: column, row: row, metrics: metrics)
                let inked = pixels.filter { $0 != cell.fillColor }
                if cell.isTextGlyph {
                    #expect(!inked.isEmpty, "no text pixels for \(cell.scalar) at \(column),\(row)")
                    // Antialiasing blends the ink over the background and never leaves that line.
                    #expect(inked.allSatisfy { Self.between($0, cell.style.background, cell.style.ink) }, "\(cell.scalar) at \(column),\(row)")
                } else {
                    #expect(inked.isEmpty, "stray pixels in '\(cell.scalar)' at \(column),\(row)")
                }
            }
        }
    }

    @Test func boldAndItalicComeFromTheFontsOwnFaces() throws {
        let fonts = try F.fonts()
        #expect(fonts.hasBold && fonts.hasItalic)
        var frame = Frame(width: 4, height: 1, style: CellStyle(foreground: F.ink, background: F.page))
        let attributes: [TextAttributes] = [[], .bold, .italic, [.bold, .italic]]
        for (column, attribute) in attributes.enumerated() {
            frame.set(Cell("a", style: CellStyle(foreground: F.ink, background: F.page, attributes: attribute)), column: column, row: 0)
        }
        let png = try F.decoded(frame, scale: 2)
        let cells = (0..<4).map { F.cellPixels(png, column: $0, row: 0, metrics: RasterMetrics(scale: 2)) }
        #expect(Set(cells.map { $0.map(\.hex) }).count == 4, "the four styles must draw four different glyphs")
        // Bold is heavier than regular.
        func weight(_ pixels: [RGB]) -> Int { pixels.reduce(0) { $0 + Int($1.red) } }
        #expect(weight(cells[1]) > weight(cells[0]))
    }

    @Test func partialBlocksFillTheirPartOfTheCellExactly() throws {
        let fg = RGB(0xFB9B9F), bg = RGB(0x0F1F25)
        var frame = Frame(width: 4, height: 2, style: CellStyle(foreground: fg, background: bg))
        frame.write("▀▄▌▐", column: 0, row: 0, style: CellStyle(foreground: fg, background: bg))
        frame.write("▄", column: 0, row: 1, style: CellStyle(foreground: fg, background: bg))
        for scale in 1...3 {
            let png = try F.decoded(frame, scale: scale)
            let m = RasterMetrics(scale: scale), w = m.cellWidth, h = m.cellHeight
            for y in 0..<h {
                for x in 0..<w {
                    #expect(png.pixel(x, y) == (y < h / 2 ? fg : bg))              // ▀
                    #expect(png.pixel(w + x, y) == (y >= h / 2 ? fg : bg))         // ▄
                    #expect(png.pixel(2 * w + x, y) == (x < w / 2 ? fg : bg))      // ▌
                    #expect(png.pixel(3 * w + x, y) == (x >= w / 2 ? fg : bg))     // ▐
                }
            }
        }
    }

    static func between(_ color: RGB, _ a: RGB, _ b: RGB) -> Bool {
        func t(_ c: UInt8, _ x: UInt8, _ y: UInt8) -> Double? { x == y ? nil : (Double(c) - Double(x)) / (Double(y) - Double(x)) }
        let ts = [t(color.red, a.red, b.red), t(color.green, a.green, b.green), t(color.blue, a.blue, b.blue)]
        let pairs = [(color.red, a.red, b.red), (color.green, a.green, b.green), (color.blue, a.blue, b.blue)]
        for (c, x, y) in pairs where x == y && c != x { return false }
        let known = ts.compactMap { $0 }
        guard let first = known.first else { return true }
        // Each channel is rounded to a byte, so the fractions agree within a byte's share.
        return known.allSatisfy { $0 >= -0.01 && $0 <= 1.01 && abs($0 - first) <= 0.06 }
    }
}

/// Drawing PNGs on several threads at once: CI machines run tests in parallel, and a FreeType
/// library shared between threads crashed there (faces opened and closed from two threads).
@Suite struct ConcurrentPNGTests {
    typealias F = RasterFixtures

    @Test func pngsDrawnOnManyThreadsAtOnceEqualOneDrawnAlone() throws {
        var frame = Frame(width: 12, height: 2, style: CellStyle(foreground: F.ink, background: F.page))
        frame.write("Sky ─ ℹ", column: 0, row: 0, style: CellStyle(foreground: F.ink, background: F.page))
        frame.write("b", column: 0, row: 1, style: CellStyle(foreground: F.ink, background: F.page, attributes: .bold))
        frame.write("i", column: 2, row: 1, style: CellStyle(foreground: F.ink, background: F.page, attributes: .italic))
        let alone = try (1...3).map { try PNGExport.png(frame, caption: nil, metrics: RasterMetrics(scale: $0), fonts: F.fonts()) }
        let rounds = 240
        let results = Locked([[UInt8]?](repeating: nil, count: rounds))
        let frozen = frame
        // Many short-lived fonts, so faces are opened and closed on every thread all the time.
        DispatchQueue.concurrentPerform(iterations: rounds) { index in
            let png = try? PNGExport.png(frozen, caption: nil, metrics: RasterMetrics(scale: 1 + index % 3), fonts: F.fonts())
            results.withLock { $0[index] = png }
        }
        for (index, png) in results.withLock({ $0 }).enumerated() {
            #expect(png == alone[index % 3], "round \(index) drew a different PNG")
        }
    }
}
