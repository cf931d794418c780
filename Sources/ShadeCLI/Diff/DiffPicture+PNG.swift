import ShadeColor
import ShadeOutput
import ShadeRaster
import ShadeText
import ShadeView

extension DiffPicture {
    /// The picture as a PNG, laid out as ``svg()`` at the PNG's scale and cell size.
    func png(options: PNGOptions) throws -> [UInt8] {
        let fonts = try options.fonts()
        let metrics = options.metrics
        let scale = metrics.scale
        func px(_ value: Double) -> Int { Int(clamping: (value * Double(scale)).rounded()) }
        let spacing = px(SheetDocument.spacing), label = px(SheetDocument.labelHeight)
        let frame = (width: frameSize.columns * metrics.cellWidth, height: frameSize.rows * metrics.cellHeight)
        let grid = gridTiles
        let width = 2 * spacing + grid.columns * frame.width + (grid.columns - 1) * spacing
        let height = spacing + grid.rows * (label + frame.height + spacing)
        let band = RasterCanvas.captionBandHeight(caption, width: width, metrics: metrics)
        let stroke = 2 * scale
        do {
            var canvas = try RasterCanvas(width: width, height: band + height, background: Self.rgb(SheetDocument.pageColor),
                                          metrics: metrics, fonts: fonts)
            canvas.captionBand(caption, y: 0)
            for (index, row) in rows.enumerated() {
                for (tile, isAfter) in [(row.before, false), (row.after, true)] {
                    let place = position(row: index, after: isAfter)
                    let left = spacing + place.column * (frame.width + spacing), right = left + frame.width
                    let top = band + spacing + place.row * (label + frame.height + spacing)
                    canvas.text(tile.title, x: left, baseline: top + px(14), size: px(14), color: Self.rgb(SheetDocument.titleColor),
                                bold: true, maxX: right)
                    canvas.text(tile.verdict, x: left, baseline: top + px(32), size: px(12),
                                color: Self.rgb(tile.failed ? SheetDocument.failColor : SheetDocument.passColor), maxX: right)
                    let frameTop = top + label
                    canvas.fill(x0: left - scale, y0: frameTop - scale, x1: right + scale, y1: frameTop + frame.height + scale,
                                color: Self.rgb(SheetDocument.borderColor))
                    guard let drawn = tile.frame else {
                        canvas.fill(x0: left, y0: frameTop, x1: right, y1: frameTop + frame.height, color: Self.rgb(Self.absentColor))
                        canvas.text(tile.empty, x: left + frame.width / 2 - px(4 * Double(tile.empty.count)), baseline: frameTop + frame.height / 2, size: px(14),
                                    color: Self.rgb(Self.mutedColor), maxX: right)
                        continue
                    }
                    canvas.draw(drawn, x: left, y: frameTop)
                    let color = Self.rgb(Self.markColor)
                    for mark in row.marks {
                        let x0 = left + mark.x * metrics.cellWidth, y0 = frameTop + mark.y * metrics.cellHeight
                        let x1 = x0 + mark.width * metrics.cellWidth, y1 = y0 + mark.height * metrics.cellHeight
                        canvas.fill(x0: x0, y0: y0, x1: x1, y1: y0 + stroke, color: color)
                        canvas.fill(x0: x0, y0: y1 - stroke, x1: x1, y1: y1, color: color)
                        canvas.fill(x0: x0, y0: y0, x1: x0 + stroke, y1: y1, color: color)
                        canvas.fill(x0: x1 - stroke, y0: y0, x1: x1, y1: y1, color: color)
                    }
                }
            }
            return canvas.png(caption: caption)
        } catch {
            throw CommandFailure("\(error)", exitCode: 1)
        }
    }

    /// A `#RRGGBB` constant as a colour.
    private static func rgb(_ hex: String) -> RGB { RGB(UInt32(hex.dropFirst(), radix: 16) ?? 0) }
}
