import ShadeColor
import ShadeExportGeometry
@testable import ShadeRaster
import ShadeFrame
import ShadeView
import Testing

@Suite struct BoxLineRasterTests {
    typealias F = RasterFixtures
    static let line = RGB(0x72C8EA)

    /// Boxes of every kind the screen draws and the joins between them.
    static func boxes() -> Frame {
        var frame = Frame(width: 30, height: 9, style: CellStyle(foreground: line, background: F.page))
        let style = CellStyle(foreground: line, background: F.page)
        let rows = [
            "╭────╮ ┌──┬──┐ ╔══╦══╗ ┏━━┓",
            "│    │ │  │  │ ║  ║  ║ ┃  ┃",
            "│    │ ├──┼──┤ ╠══╬══╣ ┣━━┫",
            "│    │ │  │  │ ║  ║  ║ ┃  ┃",
            "╰────╯ └──┴──┘ ╚══╩══╝ ┗━━┛",
        ]
        for (row, text) in rows.enumerated() { frame.write(text, column: 1, row: row + 1, style: style) }
        return frame
    }

    /// Pixels that are not the page colour, as (x, y) pairs in a set.
    static func inkPixels(_ png: DecodedPNG, x0: Int, x1: Int) -> Set<Int> {
        var result = Set<Int>()
        for y in 0..<png.height {
            for x in x0..<x1 where png.pixel(x, y) != F.page { result.insert(y * png.width + x) }
        }
        return result
    }

    /// How many 8-connected groups `pixels` form.
    static func components(_ pixels: Set<Int>, width: Int) -> Int {
        var unseen = pixels, count = 0
        while let start = unseen.first {
            count += 1
            var stack = [start]
            unseen.remove(start)
            while let p = stack.popLast() {
                let x = p % width, y = p / width
                for dy in -1...1 {
                    for dx in -1...1 {
                        let q = (y + dy) * width + (x + dx)
                        if x + dx >= 0, x + dx < width, unseen.remove(q) != nil { stack.append(q) }
                    }
                }
            }
        }
        return count
    }

    @Test(arguments: [1, 2, 3]) func eachBoxIsOneContinuousShape(scale: Int) throws {
        let png = try F.decoded(Self.boxes(), scale: scale)
        let cw = RasterMetrics(scale: scale).cellWidth
        // Each box spans its own columns; its border must be one connected shape, so no cell
        // edge leaves a gap. A double-lined grid is the outer outline plus the inner outline
        // of each of its four panes (as ╔ ╦ ╬ draw it), each closed: five shapes.
        for (first, last, shapes) in [(1, 6, 1), (8, 14, 1), (16, 22, 5), (24, 27, 1)] {
            let pixels = Self.inkPixels(png, x0: first * cw, x1: (last + 1) * cw)
            #expect(!pixels.isEmpty)
            #expect(Self.components(pixels, width: png.width) == shapes, "box in columns \(first)…\(last) at scale \(scale)")
        }
    }

    @Test(arguments: [1, 2, 3]) func straightStrokesAreSharpAndCrossEveryCellEdge(scale: Int) throws {
        var frame = Frame(width: 6, height: 3, style: CellStyle(foreground: Self.line, background: F.page))
        frame.write("──────", column: 0, row: 0, style: CellStyle(foreground: Self.line, background: F.page))
        frame.write("━━━━━━", column: 0, row: 1, style: CellStyle(foreground: Self.line, background: F.page))
        frame.write("══════", column: 0, row: 2, style: CellStyle(foreground: Self.line, background: F.page))
        let png = try F.decoded(frame, scale: scale)
        let metrics = RasterMetrics(scale: scale)
        let expected = [Int(metrics.lineMetrics.lightStroke), Int(metrics.lineMetrics.heavyStroke), 2 * Int(metrics.lineMetrics.lightStroke)]
        for row in 0..<3 {
            let rows = (row * metrics.cellHeight..<(row + 1) * metrics.cellHeight)
            // Every pixel column of the whole run has the same stroke rows, fully inked:
            // no antialiasing fringe and no gap at cell edges.
            let inkRows = rows.filter { png.pixel(0, $0) == Self.line }
            #expect(inkRows.count == expected[row], "row \(row) at scale \(scale)")
            for x in 0..<png.width {
                for y in rows { #expect(png.pixel(x, y) == (inkRows.contains(y) ? Self.line : F.page)) }
            }
        }
    }

    @Test func geometryIsSharedWithTheSVGExport() {
        // The raster grid moves the centre lines half a pixel where strokes are odd; the
        // shapes come from the same BoxLineGeometry the SVG export uses.
        for scale in 1...3 {
            let m = RasterMetrics(scale: scale).lineMetrics
            for edge in [m.centreX - m.lightStroke / 2, m.centreY - m.heavyStroke / 2, m.centreX + m.doubleOffset - m.lightStroke / 2] {
                #expect(edge == edge.rounded(), "stroke edges on whole pixels at scale \(scale)")
            }
        }
        var geometry = BoxLineGeometry(metrics: BoxLineMetrics(cellWidth: 8.4, cellHeight: 18))
        geometry.add(BoxGlyph.of("╭")!, column: 0, row: 0, color: Self.line)
        guard case .quarterArc(_, let ox, let oy, let radius, _, _) = geometry.curves.first else {
            Issue.record("╭ has an arc")
            return
        }
        #expect(ox == 8.4 && oy == 13.2 && radius == 4.2)
    }
}
