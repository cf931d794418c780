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

/// `--format` of `shade snapshot`.
extension SnapshotFormat {
    /// The format a file name's extension names (`review.png`), nil for any other.
    init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "svg": self = .svg
        case "png": self = .png
        case "html", "htm": self = .html
        case "ansi", "ans": self = .ansi
        case "txt", "text": self = .text
        default: return nil
        }
    }
}

enum SnapshotFormat: String, ExpressibleByArgument, CaseIterable {
    /// A standalone SVG file.
    case svg
    /// A self-contained web page.
    case html
    /// The escape stream that paints the frame when printed to a terminal.
    case ansi
    /// The characters only.
    case text
    /// A PNG image drawn by Shade itself (see `--scale`, `--font`).
    case png
}

/// `--format` of `shade sheet`.
enum SheetFormat: String, ExpressibleByArgument, CaseIterable {
    /// A self-contained web page.
    case html
    /// A standalone SVG file.
    case svg
    /// A PNG image drawn by Shade itself (see `--scale`, `--font`).
    case png
}

extension VisionSimulation: ExpressibleByArgument {}
