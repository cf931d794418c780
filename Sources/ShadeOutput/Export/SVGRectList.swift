import ShadeColor

/// Writes merged rectangles as SVG, one `<g fill>` per colour so each `<rect>` stays short.
enum SVGRectList {
    /// Appends `rects` (sorted by colour, as ``PaintedRect/merged(_:)`` returns them), scaling
    /// grid units to px by `unitWidth` × `unitHeight`.
    static func append(_ rects: [PaintedRect], unitWidth: Double, unitHeight: Double, to output: inout String) {
        var index = rects.startIndex
        while index < rects.endIndex {
            let color = rects[index].color
            var end = index
            while end < rects.endIndex, rects[end].color == color { end += 1 }
            if end - index == 1 {
                appendRect(rects[index], unitWidth: unitWidth, unitHeight: unitHeight, fill: color, to: &output)
            } else {
                output += "<g fill=\"\(color.hex)\">\n"
                for rect in rects[index..<end] {
                    appendRect(rect, unitWidth: unitWidth, unitHeight: unitHeight, fill: nil, to: &output)
                }
                output += "</g>\n"
            }
            index = end
        }
    }

    private static func appendRect(
        _ rect: PaintedRect, unitWidth: Double, unitHeight: Double, fill: RGB?, to output: inout String
    ) {
        let left = Double(rect.x0) * unitWidth, top = Double(rect.y0) * unitHeight
        let width = Double(rect.x1) * unitWidth - left, height = Double(rect.y1) * unitHeight - top
        output += "<rect"
        if rect.x0 != 0 { output += " x=\"\(SVGNumber.format(left))\"" }
        if rect.y0 != 0 { output += " y=\"\(SVGNumber.format(top))\"" }
        output += " width=\"\(SVGNumber.format(width))\" height=\"\(SVGNumber.format(height))\""
        if let fill { output += " fill=\"\(fill.hex)\"" }
        output += "/>\n"
    }
}
