public import ShadeColor

/// A grid of cells: what one screen shows, before it becomes bytes, SVG or a test snapshot.
///
/// Widgets draw into a frame and never touch a terminal. Drawing is clipped to the frame,
/// so widgets need no bounds checks of their own.
public struct Frame: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Row-major cells, `width * height` of them.
    public private(set) var cells: [Cell]

    /// A frame filled with spaces in the given style.
    public init(width: Int, height: Int, style: CellStyle) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(" ", style: style), count: self.width * self.height)
    }

    /// The whole frame as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at a position; the position must lie inside the frame.
    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }

    /// This frame with every cell's foreground and background passed through `transform`
    /// (a simulated colour vision, a terminal palette); text and attributes unchanged.
    public func mappingColors(_ transform: (RGB) -> RGB) -> Frame {
        var result = self
        for index in cells.indices {
            result.cells[index].style.foreground = transform(cells[index].style.foreground)
            result.cells[index].style.background = transform(cells[index].style.background)
        }
        return result
    }

    /// Replaces the cell at a position, ignoring positions outside the frame.
    public mutating func set(_ cell: Cell, column: Int, row: Int) {
        guard column >= 0, column < width, row >= 0, row < height else { return }
        cells[row * width + column] = cell
    }

    /// Paints every cell of `rect` (clipped to the frame) as `scalar` in `style`.
    public mutating func fill(_ rect: Rect, with scalar: Unicode.Scalar = " ", style: CellStyle) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let cell = Cell(scalar, style: style)
        for row in area.y..<area.maxY {
            let start = row * width
            for column in area.x..<area.maxX { cells[start + column] = cell }
        }
    }

    /// Changes only the background of the cells in `rect`, keeping glyphs and foregrounds.
    public mutating func paintBackground(_ rect: Rect, _ color: RGB) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX { cells[row * width + column].style.background = color }
        }
    }

    /// The text of one row, continuation cells left out; for tests and the text export.
    public func text(ofRow row: Int) -> String {
        var line = String.UnicodeScalarView()
        for column in 0..<width where !self[column, row].isContinuation {
            line.append(self[column, row].scalar)
        }
        return String(line)
    }
}
