import ShadeColor
import ShadeExportGeometry
import ShadeFrame

/// The glyphs of a frame as `<text>` runs, each glyph pinned to its cell by an explicit x.
///
/// Per-glyph x positions (rather than `textLength`) keep every glyph on the grid whatever
/// font the viewer substitutes, including symbols and wide glyphs from fallback fonts.
/// A run is a row's glyphs of one ink colour, weight and slant, separated by at most one
/// space: runs never begin or end with a space nor hold two in a row, so SVG's default
/// whitespace handling cannot drop a character and shift the positions after it.
enum SVGTextLayer {
    /// The monospace font stack: platform faces first, then a generic fallback.
    static let fontFamily = "ui-monospace, 'SF Mono', 'JetBrains Mono', Menlo, 'DejaVu Sans Mono', Consolas, monospace"

    /// What a run shares.
    struct RunStyle: Hashable {
        var color: RGB
        var isBold: Bool
        var isItalic: Bool
    }

    /// Glyphs of one style on one row.
    struct Run {
        var style: RunStyle
        var row: Int
        var columns: [Int] = []
        var scalars = String.UnicodeScalarView()
    }

    /// Whether `cell` is drawn by this layer rather than as a shape or not at all.
    static func isGlyph(_ cell: Cell) -> Bool { cell.isTextGlyph }

    /// The runs of `frame`, row by row, left to right.
    static func runs(of frame: Frame) -> [Run] {
        var runs: [Run] = []
        for row in 0..<frame.height {
            var current: Run?
            var spaceColumn: Int?
            func close() {
                if let run = current { runs.append(run) }
                current = nil
                spaceColumn = nil
            }
            for column in 0..<frame.width {
                let cell = frame[column, row]
                // The right half of a wide glyph belongs to the glyph before it.
                if cell.isContinuation { continue }
                if cell.scalar == " " {
                    if current != nil && spaceColumn == nil { spaceColumn = column } else { close() }
                    continue
                }
                guard isGlyph(cell) else { close(); continue }
                let attributes = cell.style.attributes
                let style = RunStyle(color: cell.style.ink, isBold: attributes.contains(.bold), isItalic: attributes.contains(.italic))
                if current?.style != style {
                    close()
                    current = Run(style: style, row: row)
                }
                if let space = spaceColumn {
                    current!.columns.append(space)
                    current!.scalars.append(" ")
                    spaceColumn = nil
                }
                current!.columns.append(column)
                current!.scalars.append(cell.scalar)
            }
            close()
        }
        return runs
    }

    /// Appends `<g class="text">` with the runs grouped by style, or nothing for a blank frame.
    static func append(_ frame: Frame, metrics: SVGCellMetrics, to output: inout String) {
        let runs = runs(of: frame)
        guard !runs.isEmpty else { return }
        var styles: [RunStyle] = []
        var runsByStyle: [RunStyle: [Run]] = [:]
        for run in runs {
            if runsByStyle[run.style] == nil { styles.append(run.style) }
            runsByStyle[run.style, default: []].append(run)
        }
        output += "<g class=\"text\" font-family=\"\(fontFamily)\" font-size=\"\(SVGNumber.format(metrics.fontSize))\""
        output += " style=\"white-space:pre;font-variant-ligatures:none\">\n"
        for style in styles {
            var attributes = "fill=\"\(style.color.hex)\""
            if style.isBold { attributes += " font-weight=\"700\"" }
            if style.isItalic { attributes += " font-style=\"italic\"" }
            let group = runsByStyle[style]!
            if group.count > 1 { output += "<g \(attributes)>\n" }
            for run in group {
                output += "<text"
                if group.count == 1 { output += " " + attributes }
                output += " x=\""
                for (index, column) in run.columns.enumerated() {
                    if index > 0 { output += " " }
                    output += SVGNumber.format(Double(column) * metrics.cellWidth)
                }
                output += "\" y=\"\(SVGNumber.format(Double(run.row) * metrics.cellHeight + metrics.baseline))\">"
                for scalar in run.scalars { XMLText.append(scalar, to: &output) }
                output += "</text>\n"
            }
            if group.count > 1 { output += "</g>\n" }
        }
        output += "</g>\n"
    }
}
