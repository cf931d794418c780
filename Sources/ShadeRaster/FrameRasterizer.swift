import ShadeColor
import ShadeExportGeometry
import ShadeFrame

/// Draws a frame onto an image, in the layers the SVG export uses: cell backgrounds (exact
/// rectangles), partial blocks, box-drawing lines, glyphs, underline and strikethrough.
struct FrameRasterizer {
    let metrics: RasterMetrics
    let fonts: RasterFonts

    /// Draws `frame` with its top left corner at (`originX`, `originY`).
    func draw(_ frame: Frame, into image: inout RasterImage, originX: Int, originY: Int) {
        let cw = metrics.cellWidth, ch = metrics.cellHeight
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let x = originX + column * cw, y = originY + row * ch
                image.fill(x0: x, y0: y, x1: x + cw, y1: y + ch, color: frame[column, row].fillColor)
            }
        }
        drawBlocks(frame, into: &image, originX: originX, originY: originY)
        LineRasterizer(metrics: metrics.lineMetrics).draw(frame, into: &image, originX: originX, originY: originY)
        drawGlyphs(frame, into: &image, originX: originX, originY: originY)
        drawDecorations(frame, into: &image, originX: originX, originY: originY)
    }

    /// Partial blocks in eighths of a cell, rounded to whole pixels inside the cell, so the
    /// halves of neighbouring cells meet without a seam.
    private func drawBlocks(_ frame: Frame, into image: inout RasterImage, originX: Int, originY: Int) {
        let cw = metrics.cellWidth, ch = metrics.cellHeight
        func eighth(_ value: Int, of length: Int) -> Int { (value * length * 2 + 8) / 16 }
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let cell = frame[column, row]
                guard case .parts(let parts) = BlockGlyph.of(cell.scalar) else { continue }
                let x = originX + column * cw, y = originY + row * ch
                for part in parts {
                    image.fill(x0: x + eighth(part.x0, of: cw), y0: y + eighth(part.y0, of: ch),
                               x1: x + eighth(part.x1, of: cw), y1: y + eighth(part.y1, of: ch), color: cell.style.ink)
                }
            }
        }
    }

    /// Each glyph blended in its ink over what is under it, clipped to its cell (two cells for
    /// a wide glyph), so antialiasing never reaches a neighbour's background.
    private func drawGlyphs(_ frame: Frame, into image: inout RasterImage, originX: Int, originY: Int) {
        let cw = metrics.cellWidth, ch = metrics.cellHeight
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let cell = frame[column, row]
                guard cell.isTextGlyph else { continue }
                let attributes = cell.style.attributes
                let style: RasterFonts.Style = switch (attributes.contains(.bold), attributes.contains(.italic)) {
                case (true, true): .boldItalic
                case (true, false): .bold
                case (false, true): .italic
                case (false, false): .regular
                }
                guard let glyph = fonts.glyph(cell.scalar, style: style, size: metrics.fontSize) else { continue }
                let wide = column + 1 < frame.width && frame[column + 1, row].isContinuation
                let x = originX + column * cw, y = originY + row * ch
                let clip = PixelBox(x0: x, y0: y, x1: x + (wide ? 2 : 1) * cw, y1: y + ch)
                // Centre the advance in the cell (or two), as terminals centre narrow fonts.
                let penX = x + Int((Double((wide ? 2 : 1) * cw) - glyph.advance) / 2 + 0.5)
                GlyphPainter.paint(glyph, penX: penX, baseline: y + metrics.baseline, color: cell.style.ink, clip: clip, into: &image)
            }
        }
    }

    /// Underline and strikethrough bars at the places the SVG export puts them, in whole pixels.
    private func drawDecorations(_ frame: Frame, into image: inout RasterImage, originX: Int, originY: Int) {
        let size = Double(metrics.fontSize), baseline = Double(metrics.baseline)
        let thickness = Int(DecorationGeometry.thickness(fontSize: size).rounded())
        let bars: [(TextAttributes, Int)] = [
            (.underline, Int(DecorationGeometry.underlineTop(baseline: baseline, fontSize: size).rounded())),
            (.strikethrough, Int(DecorationGeometry.strikethroughTop(baseline: baseline, fontSize: size).rounded())),
        ]
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let cell = frame[column, row]
                for (attribute, top) in bars where cell.style.attributes.contains(attribute) {
                    let x = originX + column * metrics.cellWidth, y = originY + row * metrics.cellHeight + top
                    image.fill(x0: x, y0: y, x1: x + metrics.cellWidth, y1: y + thickness, color: cell.style.ink)
                }
            }
        }
    }
}

/// Blends rendered glyphs onto an image.
enum GlyphPainter {
    /// Blends `glyph` in `color` with its pen at (`penX`, `baseline`), inside `clip` only.
    static func paint(_ glyph: GlyphBitmap, penX: Int, baseline: Int, color: RGB, clip: PixelBox, into image: inout RasterImage) {
        let left = penX + glyph.left, top = baseline - glyph.top
        for row in 0..<glyph.rows {
            let y = top + row
            guard y >= clip.y0, y < clip.y1 else { continue }
            for column in 0..<glyph.width {
                let x = left + column
                guard x >= clip.x0, x < clip.x1 else { continue }
                image.blend(x: x, y: y, color: color, coverage: Int(glyph.coverage[row * glyph.width + column]))
            }
        }
    }
}
