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

    /// The rectangle of each block that is shown, in block order.
    static func place(_ blocks: [any Block], in area: Rect) -> [(block: any Block, rect: Rect)] {
        let minimum = blocks.map(\.minimumWidth).max() ?? 30
        guard area.width >= minimum - 4, area.height > 0 else { return [] }
        let count = columnCount(width: area.width, minimum: max(minimum, 36))
        let columnWidth = min(maximumColumnWidth, (area.width - (count - 1) * columnGap) / count)
        var bottoms = Array(repeating: area.y, count: count)
        var placed: [(any Block, Rect)] = []
        for block in blocks {
            let height = block.height(width: columnWidth)
            let order = bottoms.indices.sorted { bottoms[$0] < bottoms[$1] }
            guard let column = order.first(where: { bottoms[$0] + height <= area.maxY }) else { continue }
            let x = area.x + column * (columnWidth + columnGap)
            placed.append((block, Rect(x: x, y: bottoms[column], width: columnWidth, height: height)))
            bottoms[column] += height + gap
        }
        return placed
    }
}
