/// A terminal size in cells.
struct ScreenSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    let columns: Int
    /// Rows.
    let rows: Int

    /// The sizes every measure runs at: a common window and a large one.
    static let measured = [ScreenSize(columns: 120, rows: 40), ScreenSize(columns: 200, rows: 60)]

    /// "120×40".
    var description: String { "\(columns)×\(rows)" }
}
