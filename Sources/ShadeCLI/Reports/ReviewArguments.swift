import ArgumentParser
import ShadeColor

/// `--size COLSxROWS`: the terminal size a review frame is drawn at.
struct FrameSize: Hashable, CustomStringConvertible {
    /// Terminal columns.
    var columns: Int
    /// Terminal rows.
    var rows: Int

    /// The largest size accepted: far beyond any real terminal, small enough that a frame
    /// (and its SVG) stays a sane size when someone types an extra zero.
    static let maximum = FrameSize(columns: 1000, rows: 500)

    /// "120x40", as typed.
    var description: String { "\(columns)x\(rows)" }

    /// Parses "120x40" (or "120×40"), or explains what is wrong with the value.
    static func parse(_ argument: String) throws -> FrameSize {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "×", omittingEmptySubsequences: false)
        }
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]) else {
            throw ValidationError("expected COLSxROWS, such as 120x40")
        }
        guard (1...maximum.columns).contains(columns), (1...maximum.rows).contains(rows) else {
            throw ValidationError("columns must be 1–\(maximum.columns) and rows 1–\(maximum.rows)")
        }
        return FrameSize(columns: columns, rows: rows)
    }
}

extension VisionSimulation: ExpressibleByArgument {}
