/// A piece of the component gallery: it knows how tall it is at a width, and draws itself
/// into a region of a frame without touching anything outside it.
protocol Block {
    /// Rows needed at `width` columns.
    func height(width: Int) -> Int
    /// The narrowest width the block still looks right at.
    var minimumWidth: Int { get }
    /// Draws into `rect`, which has the block's height at `rect.width`.
    func draw(in rect: Rect, frame: inout Frame, styles: Styles)
}

extension Block {
    /// A section title above a block, in the tertiary text colour.
    func drawCaption(_ title: String, in rect: Rect, frame: inout Frame, styles: Styles) {
        frame.put(title.uppercased(), column: rect.x, row: rect.y,
                  style: styles.text(.foregroundTertiary, on: .backgroundPrimary, .bold), clip: rect)
    }
}
