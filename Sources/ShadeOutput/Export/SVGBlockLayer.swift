import ShadeExportGeometry
import ShadeFrame

/// Partial block elements (▀ ▄ ▌ ▐ ▁…▇ ▏…▉ quadrants) as rects in the cell's ink colour.
enum SVGBlockLayer {
    /// Appends `<g class="blocks">`, or nothing when the frame has no partial blocks.
    /// Works in eighths of a cell so that neighbouring pieces join exactly before scaling.
    static func append(_ frame: Frame, metrics: SVGCellMetrics, to output: inout String) {
        var rects: [PaintedRect] = []
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let cell = frame[column, row]
                guard case .parts(let parts) = BlockGlyph.of(cell.scalar) else { continue }
                let ink = cell.style.ink
                for part in parts {
                    rects.append(PaintedRect(
                        x0: column * 8 + part.x0, y0: row * 8 + part.y0,
                        x1: column * 8 + part.x1, y1: row * 8 + part.y1,
                        color: ink
                    ))
                }
            }
        }
        guard !rects.isEmpty else { return }
        output += "<g class=\"blocks\" shape-rendering=\"crispEdges\">\n"
        SVGRectList.append(
            PaintedRect.merged(rects), unitWidth: metrics.cellWidth / 8, unitHeight: metrics.cellHeight / 8, to: &output
        )
        output += "</g>\n"
    }
}
