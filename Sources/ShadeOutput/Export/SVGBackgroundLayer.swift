import ShadeColor
import ShadeExportGeometry
import ShadeFrame

/// The cell backgrounds as exact filled shapes.
///
/// Full blocks and shades (█ ░ ▒ ▓) are painted here too, as the colour the whole cell
/// shows, so a swatch and the background around it are one kind of shape and never seam.
enum SVGBackgroundLayer {
    /// Appends `<g class="bg">`: one frame-sized rect in the most common colour, then merged
    /// rects for every other colour. `crispEdges` keeps neighbouring rects from showing seams.
    static func append(_ frame: Frame, metrics: SVGCellMetrics, to output: inout String) {
        guard frame.width > 0, frame.height > 0 else { return }
        var colors: [RGB] = []
        colors.reserveCapacity(frame.cells.count)
        var counts: [UInt32: Int] = [:]
        for cell in frame.cells {
            let color = cell.fillColor
            colors.append(color)
            counts[color.packed, default: 0] += 1
        }
        // Ties go to the smaller packed value so the output never depends on hashing order.
        let base = counts.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }!.key
        var rects: [PaintedRect] = []
        for row in 0..<frame.height {
            var column = 0
            while column < frame.width {
                let color = colors[row * frame.width + column]
                var end = column + 1
                while end < frame.width, colors[row * frame.width + end] == color { end += 1 }
                if color.packed != base {
                    rects.append(PaintedRect(x0: column, y0: row, x1: end, y1: row + 1, color: color))
                }
                column = end
            }
        }
        let width = SVGNumber.format(Double(frame.width) * metrics.cellWidth)
        let height = SVGNumber.format(Double(frame.height) * metrics.cellHeight)
        output += "<g class=\"bg\" shape-rendering=\"crispEdges\">\n"
        output += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(RGB(base).hex)\"/>\n"
        SVGRectList.append(PaintedRect.merged(rects), unitWidth: metrics.cellWidth, unitHeight: metrics.cellHeight, to: &output)
        output += "</g>\n"
    }
}
