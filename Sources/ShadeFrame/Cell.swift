public import ShadeColor

/// How a cell is painted: colours always opaque, resolved from tokens before they get here.
public struct CellStyle: Hashable, Sendable {
    /// The glyph colour.
    public var foreground: RGB
    /// The cell's background colour.
    public var background: RGB
    /// Bold, italic and friends.
    public var attributes: TextAttributes

    /// Creates a style.
    public init(foreground: RGB, background: RGB, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
}

/// One character cell of a frame.
///
/// A wide glyph (CJK, most emoji) occupies two cells: the glyph in the left one and
/// ``Cell/continuationScalar`` in the right one, which encoders skip.
public struct Cell: Hashable, Sendable {
    /// The glyph, or U+0000 for the right half of a wide glyph.
    public var scalar: Unicode.Scalar
    /// The colours and attributes.
    public var style: CellStyle

    /// Creates a cell.
    public init(_ scalar: Unicode.Scalar, style: CellStyle) {
        self.scalar = scalar
        self.style = style
    }

    /// The scalar that marks the right half of a wide glyph.
    public static let continuationScalar: Unicode.Scalar = "\u{0}"

    /// Whether this cell is the right half of a wide glyph.
    public var isContinuation: Bool { scalar == Cell.continuationScalar }
}
