import ShadeColor
import ShadeOutput
import ShadeRaster
import ShadeText

extension SheetDocument {
    /// Throws the PNG's size refusal when a sheet of `rows` themes with frames of `size`
    /// would be over ``RasterImage/maximumPixels``: asked before any frame is drawn, since
    /// the frames of a sheet that large take gigabytes before the canvas would refuse.
    static func checkPNGSize(rows: Int, size: FrameSize, options: PNGOptions) throws {
        let metrics = options.metrics
        let scale = metrics.scale
        let spacing = Int(clamping: (spacing * Double(scale)).rounded()), label = Int(clamping: (labelHeight * Double(scale)).rounded())
        let frame = metrics.size(columns: size.columns, rows: size.rows)
        let columns = SheetTile.columns.count
        let width = 2 * spacing + columns * frame.width + (columns - 1) * spacing
        // Rows counted in a wider type: a folder of thousands of themes must not overflow here.
        let height = Double(spacing) + Double(rows) * Double(label + frame.height + spacing)
        if Double(width) * height > Double(RasterImage.maximumPixels) {
            throw CommandFailure("the PNG would be \(width)×\(Int(min(height, 1e15))) px, more than \(RasterImage.maximumPixels / 1_000_000) million pixels; "
                                 + "choose a smaller size, --scale or fewer themes (--theme)", exitCode: 1)
        }
    }

    /// The sheet as a PNG: the caption band on top, then the grid laid out as in ``svg()``,
    /// with every length at the PNG's scale and the frames at its cell size.
    func png(options: PNGOptions) throws -> [UInt8] {
        let fonts = try options.fonts()
        let metrics = options.metrics
        let scale = metrics.scale
        func px(_ value: Double) -> Int { Int(clamping: (value * Double(scale)).rounded()) }
        let spacing = px(Self.spacing), labelHeight = px(Self.labelHeight)
        let frameSize = rows.first?.first.map { PNGExport.size(of: $0.frame, metrics: metrics) } ?? (width: 0, height: 0)
        let columns = SheetTile.columns.count
        let width = 2 * spacing + columns * frameSize.width + (columns - 1) * spacing
        let gridHeight = spacing + rows.count * (labelHeight + frameSize.height + spacing)
        let band = RasterCanvas.captionBandHeight(caption, width: width, metrics: metrics)
        do {
            var canvas = try RasterCanvas(width: width, height: band + gridHeight, background: Self.rgb(Self.pageColor),
                                          metrics: metrics, fonts: fonts)
            canvas.captionBand(caption, y: 0)
            for (rowIndex, row) in rows.enumerated() {
                let top = band + spacing + rowIndex * (labelHeight + frameSize.height + spacing)
                for (columnIndex, tile) in row.enumerated() {
                    let left = spacing + columnIndex * (frameSize.width + spacing)
                    let right = left + frameSize.width
                    canvas.text(tile.title, x: left, baseline: top + px(14), size: px(14), color: Self.rgb(Self.titleColor),
                                bold: true, maxX: right)
                    canvas.text(tile.verdict, x: left, baseline: top + px(32), size: px(12),
                                color: Self.rgb(tile.failed == 0 ? Self.passColor : Self.failColor), maxX: right)
                    let frameTop = top + labelHeight
                    canvas.fill(x0: left - scale, y0: frameTop - scale, x1: right + scale, y1: frameTop + frameSize.height + scale,
                                color: Self.rgb(Self.borderColor))
                    canvas.draw(tile.frame, x: left, y: frameTop)
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
