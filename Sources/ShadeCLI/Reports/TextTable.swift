/// Left-aligned columns for text output, padded by display width.
struct TextTable {
    private var rows: [[String]] = []

    mutating func add(_ cells: [String]) { rows.append(cells) }

    /// The rows with every column but the last padded to its widest cell, two spaces apart.
    func render(indent: String = "") -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.unicodeScalars.count) }
        }
        return rows.map { row in
            indent + row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.unicodeScalars.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
