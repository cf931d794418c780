/// A 3×3 matrix acting on a colour's three components (column vector on the right).
public struct ColorMatrix: Hashable, Sendable {
    /// The first row: the weights that make the first output component.
    public let row0: SIMD3<Double>
    /// The second row.
    public let row1: SIMD3<Double>
    /// The third row.
    public let row2: SIMD3<Double>

    /// Creates a matrix from its rows.
    public init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
    }

    /// The matrix that leaves every colour unchanged.
    public static let identity = ColorMatrix(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1))

    /// The entry at `row`, `column` (both 0…2).
    public subscript(row: Int, column: Int) -> Double {
        switch row {
        case 0: row0[column]
        case 1: row1[column]
        default: row2[column]
        }
    }

    /// The matrix times `vector`.
    public func transform(_ vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((row0 * vector).sum(), (row1 * vector).sum(), (row2 * vector).sum())
    }

    /// `left` applied after `right`, so conversion chains can be folded into one matrix.
    static func * (left: ColorMatrix, right: ColorMatrix) -> ColorMatrix {
        let columns = (
            SIMD3(right.row0.x, right.row1.x, right.row2.x),
            SIMD3(right.row0.y, right.row1.y, right.row2.y),
            SIMD3(right.row0.z, right.row1.z, right.row2.z)
        )
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((r * columns.0).sum(), (r * columns.1).sum(), (r * columns.2).sum())
        }
        return ColorMatrix(row(left.row0), row(left.row1), row(left.row2))
    }
}
