import ShadeFrame
import ShadeText

/// Left-aligned columns for text output, padded by the width a terminal shows: colour
/// escapes (a swatch) take no columns and wide characters take two.
struct TextTable {
    private var rows: [[String]] = []

    mutating func add(_ cells: [String]) { rows.append(cells) }

    /// The rows with every column but the last padded to its widest cell, two spaces apart.
    /// Given a `width`, the last column is wrapped at spaces to fit it, its continuation
    /// lines starting under it; when the other columns leave it under 16 columns, it goes on
    /// lines of its own below the row. A word longer than the room is kept whole.
    /// The rows with every column but the last padded to its widest cell, two spaces apart.
    /// Given a `width`, the last column is wrapped at spaces to fit it, its continuation
    /// lines starting under it; when the other columns leave it under 16 columns, it goes on
    /// lines of its own below the row. A word longer than the room is kept whole.
    func render(indent: String = "", width: Int? = nil) -> String {
        guard let columns = rows.lazy.map({ $0.count }).max() else { return "" }
        let cellWidths = rows.map { $0.map(Self.visibleWidth) }
        var widths = Array(repeating: 0, count: columns)
        for row in cellWidths {
            for (index, width) in row.enumerated() { widths[index] = max(widths[index], width) }
        }
        let indentWidth = TextWidth.of(indent)
        var output = ""
        for (row, cellWidths) in zip(rows, cellWidths) {
            output += indent
            guard let last = row.last else {
                output += "\n"
                continue
            }
            let start = indentWidth + widths.prefix(row.count - 1).reduce(0) { $0 + $1 + 2 }
            var line = ""
            for (index, cell) in row.dropLast().enumerated() {
                line += cell + String(repeating: " ", count: widths[index] - cellWidths[index] + 2)
            }
            if let width, width - start < 16 {
                // Too little room beside the others: the last cell goes on lines of its own below.
                while line.last == " " { line.removeLast() }
                let hanging = "\n" + String(repeating: " ", count: indentWidth + 4)
                line += Self.wrapped(last, to: max(16, width - indentWidth - 4)).map { hanging + $0 }.joined()
            } else if let width {
                line += Self.wrapped(last, to: width - start).joined(separator: "\n" + String(repeating: " ", count: start))
            } else {
                line += last
            }
            output += line + "\n"
        }
        return output
    }

    /// `text` in lines of at most `width` columns, broken at spaces only.
    static func wrapped(_ text: String, to width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if line.isEmpty || visibleWidth(candidate) <= width {
                line = candidate
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        return lines + [line]
    }

    /// The columns `text` takes on a terminal: escape sequences (ECMA-48 CSI, and any other
    /// ESC and the byte after it) take none.
    static func visibleWidth(_ text: String) -> Int {
        guard text.containsUTF8Byte(0x1B) else { return TextWidth.of(text) }
        var visible = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                visible.append(scalar)
                continue
            }
            guard let introducer = scalars.next(), introducer == "[" else { continue }
            // Parameters and intermediates up to the final byte, 0x40…0x7E.
            while let byte = scalars.next(), !(0x40...0x7E).contains(byte.value) {}
        }
        return TextWidth.of(String(visible))
    }
}
