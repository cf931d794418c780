/// How much of a line (a row of columns, or a column of rows) one part of a layout asks for.
public enum Constraint: Hashable, Sendable {
    /// Exactly this many cells; shrinks only when the fixed parts alone do not fit.
    case fixed(Int)
    /// At least this many cells, and a share of what is left over.
    case min(Int)
    /// A share of what is left over, at most this many cells.
    case max(Int)
    /// This fraction (numerator, denominator) of the length, rounded down.
    case ratio(Int, Int)
    /// A share of what is left over, weighted against the other shares.
    case fill(Int)
}

/// Splits a rectangle into parts along one direction, the way ratatui's layout does: every
/// widget is handed a rectangle and none computes coordinates of its own.
///
/// The parts never overlap, never leave the rectangle, and keep their order. When the sizes
/// asked for do not fit, the last parts give way first; what no part takes stays at the end.
public struct Layout: Hashable, Sendable {
    /// Which way the parts follow each other.
    public enum Direction: Hashable, Sendable {
        /// Left to right; constraints are widths.
        case horizontal
        /// Top to bottom; constraints are heights.
        case vertical
    }

    /// Which way the parts follow each other.
    public var direction: Direction
    /// One constraint per part.
    public var constraints: [Constraint]
    /// Cells left empty between neighbouring parts.
    public var spacing: Int

    /// A layout of `constraints` along `direction`.
    public init(_ direction: Direction, _ constraints: [Constraint], spacing: Int = 0) {
        self.direction = direction
        self.constraints = constraints
        self.spacing = Swift.max(0, spacing)
    }

    /// Parts stacked top to bottom.
    public static func vertical(_ constraints: [Constraint], spacing: Int = 0) -> Layout {
        Layout(.vertical, constraints, spacing: spacing)
    }

    /// Parts side by side, left to right.
    public static func horizontal(_ constraints: [Constraint], spacing: Int = 0) -> Layout {
        Layout(.horizontal, constraints, spacing: spacing)
    }

    /// One rectangle per constraint, in order.
    public func split(_ rect: Rect) -> [Rect] {
        let length = direction == .horizontal ? rect.width : rect.height
        let sizes = Layout.sizes(constraints, length: length, spacing: spacing)
        var offset = 0
        return sizes.map { size in
            defer { offset += size + spacing }
            let start = Swift.min(offset, length)
            let clamped = Swift.max(0, Swift.min(size, length - start))
            switch direction {
            case .horizontal: return Rect(x: rect.x + start, y: rect.y, width: clamped, height: rect.height)
            case .vertical: return Rect(x: rect.x, y: rect.y + start, width: rect.width, height: clamped)
            }
        }
    }

    /// The size of each part along a line of `length` cells.
    static func sizes(_ constraints: [Constraint], length: Int, spacing: Int) -> [Int] {
        guard !constraints.isEmpty else { return [] }
        let available = Swift.max(0, length - spacing * (constraints.count - 1))
        var sizes = constraints.map { constraint -> Int in
            switch constraint {
            case .fixed(let n), .min(let n): Swift.max(0, n)
            case .ratio(let n, let d): d > 0 ? Swift.max(0, available * n / d) : 0
            case .max, .fill: 0
            }
        }
        var excess = sizes.reduce(0, +) - available
        for index in sizes.indices.reversed() where excess > 0 {
            let cut = Swift.min(sizes[index], excess)
            sizes[index] -= cut
            excess -= cut
        }
        grow(&sizes, constraints, by: Swift.max(0, -excess))
        return sizes
    }

    /// Shares `remaining` cells among the parts that grow (min, max, fill) by weight, capping
    /// each max part and handing its unused share to the others.
    private static func grow(_ sizes: inout [Int], _ constraints: [Constraint], by remaining: Int) {
        var left = remaining
        var growing = constraints.indices.filter { weight(constraints[$0]) > 0 }
        while left > 0, !growing.isEmpty {
            let total = growing.reduce(0) { $0 + weight(constraints[$1]) }
            var given = 0
            var capped: [Int] = []
            for index in growing {
                var share = left * weight(constraints[index]) / total
                if case .max(let cap) = constraints[index], sizes[index] + share >= cap {
                    share = Swift.max(0, cap - sizes[index])
                    capped.append(index)
                }
                sizes[index] += share
                given += share
            }
            left -= given
            growing.removeAll { capped.contains($0) }
            if capped.isEmpty {
                // Rounding leftovers, one cell each, first parts first.
                for index in growing where left > 0 {
                    sizes[index] += 1
                    left -= 1
                }
                break
            }
        }
    }

    private static func weight(_ constraint: Constraint) -> Int {
        switch constraint {
        case .min, .max: 1
        case .fill(let weight): Swift.max(0, weight)
        case .fixed, .ratio: 0
        }
    }
}

extension Rect {
    /// A rectangle of at most `width` × `height` centred in this one.
    public func centered(width: Int, height: Int) -> Rect {
        let w = Swift.min(width, self.width), h = Swift.min(height, self.height)
        return Rect(x: x + (self.width - w) / 2, y: y + (self.height - h) / 2, width: w, height: h)
    }

    /// The `index`-th row of the rectangle as a one-row rectangle (empty when outside it).
    public func row(_ index: Int) -> Rect {
        guard index >= 0, index < height else { return Rect(x: x, y: y + Swift.max(0, Swift.min(index, height)), width: width, height: 0) }
        return Rect(x: x, y: y + index, width: width, height: 1)
    }
}
