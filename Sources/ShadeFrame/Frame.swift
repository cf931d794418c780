public import ShadeColor

/// A grid of cells: what one screen shows, before it becomes bytes, SVG or a test snapshot.
///
/// Widgets draw into a frame and never touch a terminal. Drawing is clipped to the frame
/// (and, inside ``clipped(to:_:)``, to a rectangle of it), so widgets need no bounds checks
/// of their own.
public struct Frame: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Row-major cells, `width * height` of them.
    public private(set) var cells: [Cell]
    /// The cells a write may change: the whole frame, or less inside ``clipped(to:_:)``.
    public private(set) var drawingArea: Rect

    /// A frame filled with spaces in the given style.
    public init(width: Int, height: Int, style: CellStyle) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(" ", style: style), count: self.width * self.height)
        drawingArea = Rect(x: 0, y: 0, width: self.width, height: self.height)
    }

    /// Frames are equal when their cells are; the drawing area is a state of drawing, not
    /// of the picture.
    public static func == (lhs: Frame, rhs: Frame) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
    }

    /// Hashes the size and the cells, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(cells)
    }

    /// Runs `draw` with every write outside `rect` (and outside any clip already in force)
    /// dropped: how a widget handed less room than it needs is cut at its edge instead of
    /// spilling onto its neighbours.
    public mutating func clipped(to rect: Rect, _ draw: (inout Frame) -> Void) {
        let outer = drawingArea
        drawingArea = outer.intersection(rect)
        draw(&self)
        drawingArea = outer
    }

    /// The whole frame as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at a position; the position must lie inside the frame (and, to write, inside
    /// ``drawingArea``: the subscript does not check).
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

    /// Replaces the cell at a position, ignoring positions outside the drawing area.
    public mutating func set(_ cell: Cell, column: Int, row: Int) {
        guard drawingArea.contains(column: column, row: row) else { return }
        cells[row * width + column] = cell
    }

    /// Paints every cell of `rect` (clipped to the drawing area) as `scalar` in `style`.
    public mutating func fill(_ rect: Rect, with scalar: Unicode.Scalar = " ", style: CellStyle) {
        let area = rect.intersection(drawingArea)
        guard !area.isEmpty else { return }
        let cell = Cell(scalar, style: style)
        for row in area.y..<area.maxY {
            let start = row * width
            for column in area.x..<area.maxX { cells[start + column] = cell }
        }
    }

    /// Changes only the background of the cells in `rect`, keeping glyphs and foregrounds.
    public mutating func paintBackground(_ rect: Rect, _ color: RGB) {
        let area = rect.intersection(drawingArea)
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
