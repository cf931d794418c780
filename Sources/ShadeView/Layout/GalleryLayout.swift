/// Places gallery blocks into columns, masonry style: each block goes to the column that is
/// shortest so far, if it fits there. Blocks that fit nowhere are left out, least important
/// last in the list, so small screens keep the most telling pieces.
enum GalleryLayout {
    static let gap = 1
    static let columnGap = 3
    static let preferredColumnWidth = 44
    static let maximumColumnWidth = 60

    /// Columns for a width: as many as fit at their minimum, at most three.
    static func columnCount(width: Int, minimum: Int) -> Int {
        max(1, min(3, (width + columnGap) / (minimum + columnGap)))
    }

    /// The rectangle of each block that is shown, in block order; a block's rectangle
    /// includes its overhang (a card's shadow), taken from the gaps.
    static func place(_ blocks: [any Block], in area: Rect) -> [(block: any Block, rect: Rect)] {
        let minimum = blocks.map(\.minimumWidth).max() ?? 30
        guard area.width >= minimum - 4, area.height > 0 else { return [] }
        let count = columnCount(width: area.width, minimum: max(minimum, 36))
        let columnWidth = min(maximumColumnWidth, (area.width - (count - 1) * columnGap) / count)
        let columns = Layout.horizontal(Array(repeating: .fixed(columnWidth), count: count), spacing: columnGap).split(area)
        var used = Array(repeating: 0, count: count)
        var placed: [(any Block, Rect)] = []
        for block in blocks {
            let height = block.height(width: columnWidth)
            let order = columns.indices.sorted { used[$0] < used[$1] }
            guard let column = order.first(where: { used[$0] + height <= area.height }) else { continue }
            let slot = columns[column].inset(top: used[column])
            placed.append((block, Rect(x: slot.x, y: slot.y, width: slot.width + block.overhang.right,
                                       height: height + block.overhang.bottom)))
            used[column] += height + gap
        }
        return placed
    }
}
