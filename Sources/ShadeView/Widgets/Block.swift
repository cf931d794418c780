/// A piece of the component gallery: a widget that knows how tall it is at a width.
protocol Block: Widget {
    /// Rows needed at `width` columns.
    func height(width: Int) -> Int
    /// The narrowest width the block still looks right at.
    var minimumWidth: Int { get }
    /// Cells right of and below the block that it may paint (a card's shadow): the gallery
    /// hands them over as part of the block's rectangle, taken from the gaps.
    var overhang: (right: Int, bottom: Int) { get }
}

extension Block {
    /// Most blocks stay inside their own cells.
    var overhang: (right: Int, bottom: Int) { (0, 0) }

    /// A section title above a block, in the tertiary text colour.
    func drawCaption(_ title: String, in rect: Rect, frame: inout Frame, styles: Styles) {
        frame.put(title.uppercased(), column: rect.x, row: rect.y,
                  style: styles.text(.foregroundTertiary, on: .backgroundPrimary, .bold), clip: rect)
    }
}
