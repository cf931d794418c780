import ShadeText
extension Frame {
    /// Writes `text` from (`column`, `row`) in `style`, clipped to `clip` and the drawing area, and
    /// returns the column after the last one written. Wide glyphs take two cells; one that
    /// would be cut in half by the clip edge is left out. Control characters must already
    /// have been made visible (see `VisibleText`): this draws what it is given.
    @discardableResult
    public mutating func put(_ text: String, column: Int, row: Int, style: CellStyle, clip: Rect? = nil) -> Int {
        let area = (clip ?? drawingArea).intersection(drawingArea)
        var x = column
        guard row >= area.y, row < area.maxY else { return x + TextWidth.of(text) }
        for scalar in text.unicodeScalars {
            let width = TextWidth.of(scalar)
            if width == 0 { continue }
            if x >= area.x, x + width <= area.maxX {
                self[x, row] = Cell(scalar, style: style)
                if width == 2 { self[x + 1, row] = Cell(Cell.continuationScalar, style: style) }
            }
            x += width
        }
        return x
    }

    /// Writes `text` centred in `rect`'s first row.
    public mutating func putCentered(_ text: String, in rect: Rect, style: CellStyle) {
        let width = TextWidth.of(text)
        put(text, column: rect.x + max(0, (rect.width - width) / 2), row: rect.y, style: style, clip: rect)
    }

    /// Writes `text` so that it ends at `rect`'s right edge, in its first row.
    public mutating func putTrailing(_ text: String, in rect: Rect, style: CellStyle) {
        put(text, column: rect.maxX - TextWidth.of(text), row: rect.y, style: style, clip: rect)
    }
}

/// Display width of text in terminal columns: 0 for combining marks, 2 for wide glyphs.
public enum TextWidth {
    /// Columns one scalar occupies.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if isWide(value) { return 2 }
        return 1
    }

    /// Columns a string occupies.
    public static func of(_ text: String) -> Int {
        // ASCII, most text a report or frame measures, is a column a byte: counted without
        // decoding a scalar (a table of a thousand paths measured each one scalar by scalar).
        if text.everyUTF8Byte({ $0 < 0x80 }) { return text.utf8.count }
        return text.unicodeScalars.reduce(0) { $0 + of($1) }
    }

    /// East Asian Wide and Fullwidth ranges, plus emoji presentation, per Unicode's
    /// EastAsianWidth.txt: the blocks a terminal draws two columns wide.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `text` cut to at most `width` columns, ending in "…" when cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        var result = String.UnicodeScalarView()
        var used = 0
        for scalar in text.unicodeScalars {
            let w = of(scalar)
            if used + w > width - 1 { break }
            result.append(scalar)
            used += w
        }
        return String(result) + "…"
    }
}
