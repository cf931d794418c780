import ShadeOutput
import ShadeView

extension DiffPicture {
    /// The picture as a standalone SVG: the caption band on top, then the tiles.
    func svg() -> String {
        let metrics = SVGCellMetrics.standard
        let frame = (width: Double(frameSize.columns) * metrics.cellWidth, height: Double(frameSize.rows) * metrics.cellHeight)
        let spacing = SheetDocument.spacing, label = SheetDocument.labelHeight
        let grid = gridTiles
        let width = 2 * spacing + Double(grid.columns) * frame.width + Double(grid.columns - 1) * spacing
        let height = spacing + Double(grid.rows) * (label + frame.height + spacing)
        let band = SVGExport.captionBand(caption, width: width, originY: 0)
        var body = band.markup
        body += "<rect y=\"\(px(band.height))\" width=\"\(px(width))\" height=\"\(px(height))\" fill=\"\(SheetDocument.pageColor)\"/>\n"
        for (index, row) in rows.enumerated() {
            for (tile, isAfter) in [(row.before, false), (row.after, true)] {
                let place = position(row: index, after: isAfter)
                let left = spacing + Double(place.column) * (frame.width + spacing)
                let top = band.height + spacing + Double(place.row) * (label + frame.height + spacing)
                body += "<g class=\"tile-label\" font-family=\"\(SheetDocument.fontFamily)\">\n"
                body += "<text x=\"\(px(left))\" y=\"\(px(top + 14))\" font-size=\"14\" font-weight=\"600\" fill=\"\(SheetDocument.titleColor)\">\(XMLText.escaped(tile.title))</text>\n"
                body += "<text x=\"\(px(left))\" y=\"\(px(top + 32))\" font-size=\"12\" fill=\"\(tile.failed ? SheetDocument.failColor : SheetDocument.passColor)\">\(XMLText.escaped(tile.verdict))</text>\n</g>\n"
                let frameTop = top + label
                body += "<rect x=\"\(px(left - 1))\" y=\"\(px(frameTop - 1))\" width=\"\(px(frame.width + 2))\" height=\"\(px(frame.height + 2))\" fill=\"\(SheetDocument.borderColor)\"/>\n"
                guard let drawn = tile.frame else {
                    body += "<rect x=\"\(px(left))\" y=\"\(px(frameTop))\" width=\"\(px(frame.width))\" height=\"\(px(frame.height))\" fill=\"\(Self.absentColor)\"/>\n"
                    body += "<text x=\"\(px(left + frame.width / 2))\" y=\"\(px(frameTop + frame.height / 2))\" text-anchor=\"middle\" font-family=\"\(SheetDocument.fontFamily)\" font-size=\"14\" fill=\"\(Self.mutedColor)\">\(XMLText.escaped(tile.empty))</text>\n"
                    continue
                }
                body += SVGExport.group(drawn, originX: left, originY: frameTop, metrics: metrics)
                if !row.marks.isEmpty {
                    body += "<g class=\"changed-cells\" fill=\"none\" stroke=\"\(Self.markColor)\" stroke-width=\"2\">\n"
                    for mark in row.marks {
                        body += "<rect x=\"\(px(left + Double(mark.x) * metrics.cellWidth))\" y=\"\(px(frameTop + Double(mark.y) * metrics.cellHeight))\""
                            + " width=\"\(px(Double(mark.width) * metrics.cellWidth))\" height=\"\(px(Double(mark.height) * metrics.cellHeight))\"/>\n"
                    }
                    body += "</g>\n"
                }
            }
        }
        return SVGExport.document(width: width, height: band.height + height, body: body, caption: caption)
    }

    private func px(_ value: Double) -> String { SheetDocument.px(value) }
}
