/// A rectangle of cells; origin at the top left, `x` grows right and `y` grows down.
public struct Rect: Hashable, Sendable {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Width in columns (never negative).
    public var width: Int
    /// Height in rows (never negative).
    public var height: Int

    /// Creates a rectangle; negative sizes collapse to empty.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// One past the right column.
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }
    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The overlap of two rectangles (empty when they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        return Rect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
    }

    /// The rectangle shrunk by the given margins on each side.
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
    }

    /// The rectangle shrunk by `dx` columns on the left and right and `dy` rows at top and bottom.
    public func inset(dx: Int, dy: Int) -> Rect {
        inset(top: dy, left: dx, bottom: dy, right: dx)
    }

    /// Whether the cell at (`column`, `row`) lies inside.
    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }
}
