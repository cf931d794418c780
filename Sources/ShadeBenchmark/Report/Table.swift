/// A plain-text table with aligned columns: the first column left-aligned, the figures
/// right-aligned, the last column (the goals) left-aligned.
struct Table {
    /// One line of the table.
    enum Row {
        /// A line of cells, one per column (missing trailing cells are blank).
        case cells([String])
        /// A section title across the whole width.
        case section(String)
    }

    /// The column titles.
    let header: [String]
    /// The lines under the header.
    private(set) var rows: [Row] = []

    /// A table with `header` as its column titles.
    init(header: [String]) { self.header = header }

    /// Adds a line of cells.
    mutating func add(_ cells: [String]) { rows.append(.cells(cells)) }

    /// Adds a section title.
    mutating func section(_ title: String) { rows.append(.section(title)) }

    /// The table as lines of text.
    func render() -> String {
        var widths = header.map(Self.width)
        for case .cells(let cells) in rows {
            for (column, cell) in cells.enumerated() where column < widths.count {
                widths[column] = max(widths[column], Self.width(cell))
            }
        }
        let gap = "   "
        let totalWidth = widths.reduce(0, +) + gap.count * (widths.count - 1)
        var lines = [line(header, widths: widths, gap: gap), String(repeating: "─", count: totalWidth)]
        for row in rows {
            switch row {
            case .cells(let cells): lines.append(line(cells, widths: widths, gap: gap))
            case .section(let title): lines.append(title)
            }
        }
        return lines.joined(separator: "\n")
    }

    private func line(_ cells: [String], widths: [Int], gap: String) -> String {
        var parts: [String] = []
        for (column, width) in widths.enumerated() {
            let cell = column < cells.count ? cells[column] : ""
            let padding = String(repeating: " ", count: max(0, width - Self.width(cell)))
            let isFigure = column > 0 && column < widths.count - 1
            parts.append(isFigure ? padding + cell : cell + padding)
        }
        var text = parts.joined(separator: gap)
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Columns a cell takes: every character used here (×, ✔, …, →) is one column wide.
    private static func width(_ text: String) -> Int { text.count }
}
