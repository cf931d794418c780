import ShadeFrame

/// Left-aligned columns for text output, padded by the width a terminal shows: colour
/// escapes (a swatch) take no columns and wide characters take two.
struct TextTable {
    private var rows: [[String]] = []

    mutating func add(_ cells: [String]) { rows.append(cells) }

    /// The rows with every column but the last padded to its widest cell, two spaces apart.
    func render(indent: String = "") -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], Self.visibleWidth(cell)) }
        }
        return rows.map { row in
            indent + row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - Self.visibleWidth(cell))
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// The columns `text` takes on a terminal: escape sequences (ECMA-48 CSI, and any other
    /// ESC and the byte after it) take none.
    static func visibleWidth(_ text: String) -> Int {
        guard text.unicodeScalars.contains("\u{1B}") else { return TextWidth.of(text) }
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
