import ShadeFrame

/// Left-aligned columns for text output, padded by the width a terminal shows: colour
/// escapes (a swatch) take no columns and wide characters take two.
struct TextTable {
    private var rows: [[String]] = []

    mutating func add(_ cells: [String]) { rows.append(cells) }

    /// The rows with every column but the last padded to its widest cell, two spaces apart.
    /// Given a `width`, the last column is wrapped at spaces to fit it, its continuation
    /// lines starting under it; when the other columns leave it under 16 columns, it goes on
    /// lines of its own below the row. A word longer than the room is kept whole.
    func render(indent: String = "", width: Int? = nil) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        // Each cell measured once: a list of a thousand themes has four thousand.
        let cellWidths = rows.map { $0.map(Self.visibleWidth) }
        var widths = Array(repeating: 0, count: columns)
        for row in cellWidths {
            for (index, width) in row.enumerated() { widths[index] = max(widths[index], width) }
        }
        return zip(rows, cellWidths).map { row, cellWidths in
            let leading = row.dropLast().enumerated().map { index, cell in
                cell + String(repeating: " ", count: widths[index] - cellWidths[index]) + "  "
            }.joined()
            guard let last = row.last else { return indent }
            let start = TextWidth.of(indent) + widths.prefix(row.count - 1).reduce(0) { $0 + $1 + 2 }
            guard let width else { return indent + leading + last }
            guard width - start < 16 else {
                let continuation = "\n" + String(repeating: " ", count: start)
                return indent + leading + Self.wrapped(last, to: width - start).joined(separator: continuation)
            }
            // Too little room beside the others: the last cell goes on lines of its own below.
            let below = String(repeating: " ", count: TextWidth.of(indent) + 4)
            let lines = Self.wrapped(last, to: max(16, width - below.count)).map { below + $0 }
            return ([indent + leading.trimmingTrailingSpaces] + lines).joined(separator: "\n")
        }.joined(separator: "\n") + "\n"
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
        guard text.utf8.contains(0x1B) else { return TextWidth.of(text) }
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

extension String {
    /// The string without the spaces at its end.
    var trimmingTrailingSpaces: String { String(reversed().drop { $0 == " " }.reversed()) }
}
