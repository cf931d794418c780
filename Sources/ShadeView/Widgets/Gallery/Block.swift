/// A piece of the component gallery: a widget that knows how tall it is at a width.
protocol Block: Widget {
    /// Draws the block into `rect`. Callers use ``render(in:frame:styles:)``, which drops
    /// every write outside `rect`: below its minimum size a block's parts do not fit, and
    /// they are cut at its edge rather than drawn over its neighbours.
    func draw(in rect: Rect, frame: inout Frame, styles: Styles)
    /// Rows needed at `width` columns.
    func height(width: Int) -> Int
    /// The fewest rows the block still reads well in, when its height does not fit.
    func minimumHeight(width: Int) -> Int
    /// The narrowest width the block still looks right at.
    var minimumWidth: Int { get }
    /// Cells right of and below the block that it may paint (a card's shadow): the gallery
    /// hands them over as part of the block's rectangle, taken from the gaps.
    var overhang: (right: Int, bottom: Int) { get }
    /// Whether the block uses more rows than `height(width:)` well (a table shows more
    /// rows, a chart grows taller); the gallery hands such blocks the rest of a column.
    var stretches: Bool { get }
    /// The most rows a stretching block has use for.
    var maximumHeight: Int { get }
}

extension Block {
    /// The block drawn inside `rect` and nowhere else, whatever size `rect` is.
    func render(in rect: Rect, frame: inout Frame, styles: Styles) {
        frame.clipped(to: rect) { draw(in: rect, frame: &$0, styles: styles) }
    }

    /// Most blocks stay inside their own cells.
    var overhang: (right: Int, bottom: Int) { (0, 0) }

    /// Most blocks do not shrink.
    func minimumHeight(width: Int) -> Int { height(width: width) }

    /// Most blocks have one right height.
    var stretches: Bool { false }

    /// Stretching blocks say where they stop making sense.
    var maximumHeight: Int { 24 }

    /// A section title above a block, in the tertiary text colour.
    func drawCaption(_ title: String, in rect: Rect, frame: inout Frame, styles: Styles) {
        frame.put(title.uppercased(), column: rect.x, row: rect.y,
                  style: styles.text(.foregroundTertiary, on: .backgroundPrimary, .bold), clip: rect)
    }
}
