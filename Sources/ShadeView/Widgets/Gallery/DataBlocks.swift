import ShadeText
import ShadeTokens

/// A table with a header row, a selected row and zebra rows; it shows more rows when given
/// more height.
struct DataTable: Block {
    static let data: [(String, String, String)] = [
        ("#1024", "Acme Studio", "€1,896"), ("#1023", "Northwind", "€640"), ("#1022", "Globex", "€2,150"),
        ("#1021", "Initech", "€310"), ("#1020", "Umbrella", "€1,020"), ("#1019", "Hooli", "€480"),
        ("#1018", "Stark & Co", "€3,300"), ("#1017", "Wayne Ltd", "€760"), ("#1016", "Tyrell", "€1,240"),
        ("#1015", "Soylent", "€95"), ("#1014", "Cyberdyne", "€2,700"), ("#1013", "Vandelay", "€410"),
    ]
    /// The `index`-th invoice: numbers count down, clients and amounts repeat.
    static func row(_ index: Int) -> (String, String, String) {
        let base = data[index % data.count]
        return ("#\(1024 - index)", base.1, base.2)
    }

    var minimumWidth: Int { 30 }
    func height(width: Int) -> Int { 2 + 5 }
    var stretches: Bool { true }
    /// An invoice list is as long as there is room for.
    var maximumHeight: Int { Int.max }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("Table", in: rect, frame: &frame, styles: styles)
        let lines = Layout.vertical(Array(repeating: .fixed(1), count: max(0, rect.height - 1))).split(rect.inset(top: 1))
        for (index, line) in lines.enumerated() {
            let header = index == 0
            let dataIndex = index - 1
            let selected = dataIndex == 1
            let ground: ColorToken = header ? .backgroundTertiary : selected ? .invertedSurfacePrimary : dataIndex % 2 == 0 ? .backgroundPrimary : .backgroundSecondary
            frame.fill(line, style: styles.fill(ground))
            let cells = Layout.horizontal([.fixed(7), .fill(1), .fixed(8)], spacing: 1).split(line.inset(left: 1, right: 1))
            let row = header ? ("NO.", "CLIENT", "AMOUNT") : DataTable.row(dataIndex)
            let text: ColorToken = header ? .foregroundSecondary : selected ? .foregroundPrimary : .foregroundPrimary
            let style = styles.text(text, on: ground, header || selected ? .bold : [])
            frame.put(row.0, column: cells[0].x, row: line.y, style: header ? style : styles.text(.foregroundSecondary, on: ground), clip: cells[0])
            frame.put(row.1, column: cells[1].x, row: line.y, style: style, clip: cells[1])
            frame.putTrailing(row.2, in: cells[2], style: style)
        }
    }
}

/// A bar chart of monthly revenue with a sparkline under it; bars grow with the height.
///
/// A system with a chart palette (``ResolvedTheme/chart``) colours the bars through its
/// series in order and marks the current month by its label; one without draws the months
/// in its outline colour and the current one in its accent.
struct BarChart: Block {
    static let values: [Double] = [0.42, 0.55, 0.38, 0.61, 0.72, 0.58, 0.83, 0.77, 0.91, 0.66, 0.88, 1.0]
    static let months = Array("JFMAMJJASOND")
    var minimumWidth: Int { 30 }
    func height(width: Int) -> Int { 1 + 4 + 1 + 1 }
    var stretches: Bool { true }
    var maximumHeight: Int { 20 }

    func draw(in rect: Rect, frame: inout Frame, styles: Styles) {
        drawCaption("Revenue", in: rect, frame: &frame, styles: styles)
        frame.putTrailing("▲ 12 %", in: rect.row(0), style: styles.text(.success, on: .backgroundPrimary, .bold))
        let rows = Layout.vertical([.fixed(1), .fill(1), .fixed(1), .fixed(1)]).split(rect)
        let plot = rows[1]
        let columns = Layout.horizontal(BarChart.values.map { _ in .fill(1) }, spacing: 1).split(plot)
        let series = styles.theme.chart?.entries ?? []
        for (index, (column, value)) in zip(columns, BarChart.values).enumerated() {
            let current = index == BarChart.values.count - 1
            let bar = Rect(x: column.x, y: plot.y, width: column.width, height: plot.height)
            let eighths = Int(clamping: (value * Double(plot.height * 8)).rounded())
            if series.isEmpty {
                ChartBar.draw(eighths: eighths, in: bar, style: styles.text(current ? .accent : .outlinePrimary, on: .backgroundPrimary),
                              frame: &frame)
            } else {
                ChartBar.draw(eighths: eighths, in: bar, color: series[index % series.count].color, frame: &frame, styles: styles)
            }
            // With a palette every month has a colour, so the current one is told by its label.
            let label = series.isEmpty || !current ? styles.text(.foregroundTertiary, on: .backgroundPrimary)
                : styles.text(.foregroundPrimary, on: .backgroundPrimary, .bold)
            frame.putCentered(String(BarChart.months[index]), in: Rect(x: column.x, y: rows[2].y, width: column.width, height: 1),
                              style: label)
        }
        var spark = String.UnicodeScalarView()
        for value in BarChart.values + BarChart.values.reversed() { spark.append(ChartBar.eighths[max(1, Int(clamping: value * 8))]) }
        let line = rows[3]
        let x = frame.put("Weekly ", column: line.x, row: line.y, style: styles.text(.foregroundSecondary, on: .backgroundPrimary), clip: line)
        frame.put(String(spark), column: x, row: line.y, style: styles.text(.accent, on: .backgroundPrimary), clip: line)
    }
}
