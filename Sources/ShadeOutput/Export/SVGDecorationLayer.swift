import ShadeColor
import ShadeExportGeometry
import ShadeFrame

/// Underline and strikethrough as thin rects in the ink colour, so they sit at the same
/// place in every viewer and run unbroken across spaces, as a terminal draws them.
enum SVGDecorationLayer {
    /// Appends `<g class="decorations">`, or nothing when no cell is underlined or struck.
    static func append(_ frame: Frame, metrics: SVGCellMetrics, to output: inout String) {
        var body = ""
        for (attribute, top) in [(TextAttributes.underline, metrics.underlineTop), (.strikethrough, metrics.strikethroughTop)] {
            for row in 0..<frame.height {
                var column = 0
                while column < frame.width {
                    let cell = frame[column, row]
                    guard cell.style.attributes.contains(attribute) else { column += 1; continue }
                    let ink = cell.style.ink
                    var end = column + 1
                    while end < frame.width, frame[end, row].style.attributes.contains(attribute), frame[end, row].style.ink == ink {
                        end += 1
                    }
                    let left = Double(column) * metrics.cellWidth
                    body += "<rect x=\"\(SVGNumber.format(left))\""
                    body += " y=\"\(SVGNumber.format(Double(row) * metrics.cellHeight + top))\""
                    body += " width=\"\(SVGNumber.format(Double(end) * metrics.cellWidth - left))\""
                    body += " height=\"\(SVGNumber.format(metrics.decorationThickness))\" fill=\"\(ink.hex)\"/>\n"
                    column = end
                }
            }
        }
        guard !body.isEmpty else { return }
        output += "<g class=\"decorations\" shape-rendering=\"crispEdges\">\n" + body + "</g>\n"
    }
}
