/// A terminal's size in cells: what the terminal session reports, what the app model draws
/// at, and what the benchmark measures at. Written "120×40".
public struct ScreenSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var columns: Int
    /// Rows.
    public var rows: Int

    /// A size of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// "120×40".
    public var description: String { "\(columns)×\(rows)" }
}
