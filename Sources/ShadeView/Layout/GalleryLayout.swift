/// Places gallery blocks into columns, masonry style: blocks go in priority order, each to
/// the column with the fewest rows used where it fits; at the first block that fits nowhere
/// the gallery stops, so what a screen shows is always a prefix of the priority list and a
/// larger screen shows everything a smaller one does.
/// Then each column's spare rows go to its blocks that stretch (tables, charts, code), and
/// rows every column has to spare widen the gaps, so no blank band is left at the foot.
enum GalleryLayout {
    static let gap = 1
    static let columnGap = 3
    /// Spare rows all columns may keep at their foot before they widen their gaps instead.
    static let footRows = 2

    /// The component gallery in priority order (see README).
    static let priority: [any Block] = [
        InvoiceCard(), ButtonRow(), TextSamples(), Badges(), InputField(), ClientList(),
        Alerts(), SegmentedControl(), SelectionControls(), ProgressBar(), DataTable(), BarChart(),
        Tags(), Avatars(), Tooltip(), CodeBlock(), NavigationSidebar(), DialogScene(), ActivityFeed(),
    ]

    /// Columns for a gallery area: as many as fit at a comfortable width (36 columns each
    /// below 120, 44 from there), never fewer than a narrower area has: where the wider
    /// measure would drop a column (120…137), the narrower one holds.
    static func columns(in area: Rect) -> [Rect] {
        let narrow = (area.width + columnGap) / (36 + columnGap)
        let count = max(1, area.width < 120 ? narrow : max((area.width + columnGap) / (44 + columnGap), min(narrow, 3)))
        return Layout.horizontal(Array(repeating: .fill(1), count: count), spacing: columnGap).split(area)
    }

    /// The rectangle of each block shown, in priority order; a block's rectangle includes its
    /// overhang (a card's shadow), taken from the gaps.
    static func place(_ blocks: [any Block], in columns: [Rect]) -> [(block: any Block, rect: Rect)] {
        var stacks: [[(block: any Block, height: Int)]] = columns.map { _ in [] }
        var used = Array(repeating: 0, count: columns.count)
        for block in blocks {
            let order = columns.indices.sorted { (used[$0], $0) < (used[$1], $1) }
            func fits(_ index: Int, _ height: (Int) -> Int) -> Bool {
                columns[index].width >= block.minimumWidth - 4 && used[index] + height(columns[index].width) <= columns[index].height
            }
            // Its full height where it fits, else its shortest.
            let full = order.first { fits($0, block.height(width:)) }
            guard let column = full ?? order.first(where: { fits($0, block.minimumHeight(width:)) }) else { break }
            let height = full != nil ? block.height(width: columns[column].width) : block.minimumHeight(width: columns[column].width)
            stacks[column].append((block, height))
            used[column] += height + gap
        }
        // Spare rows common to every column are a blank band across the screen: beyond
        // `footRows` of them, every column widens its gaps by as many.
        let grown = zip(stacks, columns).map { stack, column in grow(stack, in: column) }
        let widen = max(0, (grown.map(\.spare).min() ?? 0) - footRows)
        var placed: [(any Block, Rect)] = []
        for ((stack, column), heights) in zip(zip(stacks, columns), grown.map(\.heights)) {
            for (block, rect) in zip(stack.map(\.block), spaced(heights, widening: widen, in: column)) {
                placed.append((block, Rect(x: rect.x, y: rect.y, width: rect.width + block.overhang.right,
                                           height: rect.height + block.overhang.bottom)))
            }
        }
        return placed
    }

    /// The blocks' heights down a column and the rows left: spare rows go one at a time to
    /// the blocks that stretch, each up to its maximum, so no block is drawn emptier than it
    /// looks good.
    private static func grow(_ stack: [(block: any Block, height: Int)], in column: Rect) -> (heights: [Int], spare: Int) {
        var heights = stack.map(\.height)
        var spare = column.height - heights.reduce(0, +) - gap * max(0, stack.count - 1)
        var growing = stack.indices.filter { stack[$0].block.stretches && heights[$0] < stack[$0].block.maximumHeight }
        while spare > 0, !growing.isEmpty {
            for index in growing where spare > 0 {
                heights[index] += 1
                spare -= 1
            }
            growing.removeAll { heights[$0] >= stack[$0].block.maximumHeight }
        }
        return (heights, spare)
    }

    /// The blocks' rectangles down a column, `widen` rows added to its gaps evenly, top
    /// first (issue 10: the rows a block that did not fit leaves are not one blank band).
    private static func spaced(_ heights: [Int], widening widen: Int, in column: Rect) -> [Rect] {
        let gaps = max(0, heights.count - 1)
        var parts: [Constraint] = []
        for (index, height) in heights.enumerated() {
            parts.append(.fixed(height))
            if index < gaps { parts.append(.fixed(gap + widen / gaps + (index < widen % gaps ? 1 : 0))) }
        }
        let rects = Layout.vertical(parts).split(column)
        return stride(from: 0, to: rects.count, by: 2).map { rects[$0] }
    }
}
