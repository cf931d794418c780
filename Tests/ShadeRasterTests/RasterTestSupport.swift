import ShadeColor
import ShadeExportGeometry
@testable import ShadeRaster
import ShadeFrame
import ShadeView

extension Frame {
    /// Writes `text` one scalar per cell from (`column`, `row`).
    mutating func write(_ text: String, column: Int, row: Int, style: CellStyle) {
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            set(Cell(scalar, style: style), column: column + offset, row: row)
        }
    }
}

enum RasterFixtures {
    static let page = RGB(0x0F1F25), ink = RGB(0xEEF6FA)

    /// Fonts for one test: `RasterFonts` is used from one thread at a time, and tests run
    /// in parallel.
    static func fonts() throws -> RasterFonts { try RasterFonts() }

    /// The PNG of `frame` decoded, with or without a caption.
    static func decoded(_ frame: Frame, scale: Int = 1, caption: ExportCaption? = nil) throws -> DecodedPNG {
        try DecodedPNG(PNGExport.png(frame, caption: caption, metrics: RasterMetrics(scale: scale), fonts: fonts()))
    }

    /// The pixels of the cell at (`column`, `row`).
    static func cellPixels(_ png: DecodedPNG, column: Int, row: Int, metrics: RasterMetrics) -> [RGB] {
        var result: [RGB] = []
        for y in row * metrics.cellHeight..<(row + 1) * metrics.cellHeight {
            for x in column * metrics.cellWidth..<(column + 1) * metrics.cellWidth { result.append(png.pixel(x, y)) }
        }
        return result
    }

    /// A small deterministic generator, so a failure can be reproduced.
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
    }
}
