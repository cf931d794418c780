import ShadeColor
import ShadeOutput
import ShadeRaster
import ShadeView

extension FramePage {
    /// Throws the PNG's size refusal when a page of `columns` × `rows` tiles of frames of
    /// `frameSize` cells would be over ``RasterImage/maximumPixels``: asked before any frame
    /// is drawn, since the frames of a page that large take gigabytes before the canvas would
    /// refuse.
    static func checkPNGSize(columns: Int, rows: Int, frameSize: FrameSize, metrics: RasterMetrics) throws {
        let scale = metrics.scale
        let spacing = Int(clamping: (spacing * Double(scale)).rounded()), label = Int(clamping: (labelHeight * Double(scale)).rounded())
        let frame = metrics.size(columns: frameSize.columns, rows: frameSize.rows)
        let width = 2 * spacing + columns * frame.width + (columns - 1) * spacing
        // Rows counted in a wider type: a folder of thousands of themes must not overflow here.
        let height = Double(spacing) + Double(rows) * Double(label + frame.height + spacing)
        if Double(width) * height > Double(RasterImage.maximumPixels) {
            throw CommandFailure("the PNG would be \(width)×\(Int(min(height, 1e15))) px, more than \(RasterImage.maximumPixels / 1_000_000) million pixels; "
                                 + "choose a smaller size, --scale or fewer themes (--theme)", exitCode: 1)
        }
    }

    /// The page as a PNG: the caption band on top, then the grid laid out as in ``svg()``,
    /// with every length at the PNG's scale and the frames at its cell size.
    func png(metrics: RasterMetrics, fonts: RasterFonts) throws -> [UInt8] {
        let scale = metrics.scale
        func px(_ value: Double) -> Int { Int(clamping: (value * Double(scale)).rounded()) }
        let spacing = px(Self.spacing), labelHeight = px(Self.labelHeight)
        let frame = metrics.size(columns: frameSize.columns, rows: frameSize.rows)
        let width = 2 * spacing + columns * frame.width + (columns - 1) * spacing
        let gridHeight = spacing + rows * (labelHeight + frame.height + spacing)
        let band = RasterCanvas.captionBandHeight(caption, width: width, metrics: metrics)
        let stroke = 2 * scale
        var canvas = try RasterCanvas(width: width, height: band + gridHeight, background: Self.rgb(Self.pageColor),
                                      metrics: metrics, fonts: fonts)
        canvas.captionBand(caption, y: 0)
        for tile in tiles {
            let left = spacing + tile.column * (frame.width + spacing), right = left + frame.width
            let top = band + spacing + tile.row * (labelHeight + frame.height + spacing)
            canvas.text(tile.title, x: left, baseline: top + px(14), size: px(14), color: Self.rgb(Self.titleColor),
                        bold: true, maxX: right)
            canvas.text(tile.verdict, x: left, baseline: top + px(32), size: px(12),
                        color: Self.rgb(tile.failed ? Self.failColor : Self.passColor), maxX: right)
            let frameTop = top + labelHeight
            canvas.fill(x0: left - scale, y0: frameTop - scale, x1: right + scale, y1: frameTop + frame.height + scale,
                        color: Self.rgb(Self.borderColor))
            guard let drawn = tile.frame else {
                canvas.fill(x0: left, y0: frameTop, x1: right, y1: frameTop + frame.height, color: Self.rgb(Self.absentColor))
                canvas.text(tile.empty, x: left + frame.width / 2 - px(4 * Double(tile.empty.count)), baseline: frameTop + frame.height / 2,
                            size: px(14), color: Self.rgb(Self.mutedColor), maxX: right)
                continue
            }
            canvas.draw(drawn, x: left, y: frameTop)
            let color = Self.rgb(Self.markColor)
            for mark in tile.marks {
                let x0 = left + mark.x * metrics.cellWidth, y0 = frameTop + mark.y * metrics.cellHeight
                let x1 = x0 + mark.width * metrics.cellWidth, y1 = y0 + mark.height * metrics.cellHeight
                canvas.fill(x0: x0, y0: y0, x1: x1, y1: y0 + stroke, color: color)
                canvas.fill(x0: x0, y0: y1 - stroke, x1: x1, y1: y1, color: color)
                canvas.fill(x0: x0, y0: y0, x1: x0 + stroke, y1: y1, color: color)
                canvas.fill(x0: x1 - stroke, y0: y0, x1: x1, y1: y1, color: color)
            }
        }
        return canvas.png(caption: caption)
    }

    /// A `#RRGGBB` constant as a colour.
    private static func rgb(_ hex: String) -> RGB { RGB(UInt32(hex.dropFirst(), radix: 16) ?? 0) }
}
