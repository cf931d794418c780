import ShadeColor
import ShadeView

/// The cells of two frames of one size whose colour as seen differs, merged into rectangles
/// for the picture to outline: a run of changed cells on a row, continued while the rows
/// below change over the same columns (a lone unchanged cell between two changed ones is
/// taken in, so a label is one outline, not one per word). A blank cell's foreground is not seen, so only its
/// background counts.
enum ChangedCells {
    /// The changed areas, top to bottom, left to right; empty when the sizes differ.
    static func rectangles(_ before: Frame, _ after: Frame) -> [Rect] {
        guard before.width == after.width, before.height == after.height else { return [] }
        var closed: [Rect] = []
        var open: [Rect] = []
        for row in 0..<before.height {
            var runs: [(start: Int, end: Int)] = []
            var start: Int?
            for column in 0...before.width {
                let changed = column < before.width && differs(before[column, row], after[column, row])
                if changed, start == nil { start = column }
                if !changed, let first = start {
                    // Words of one changed label are one run: a single unchanged blank
                    // between two changed runs is taken in.
                    if let last = runs.last, first - last.end <= 1 {
                        runs[runs.count - 1].end = column
                    } else {
                        runs.append((first, column))
                    }
                    start = nil
                }
            }
            var continued: [Rect] = []
            for run in runs {
                if let index = open.firstIndex(where: { $0.x == run.start && $0.width == run.end - run.start }) {
                    var rect = open.remove(at: index)
                    rect = Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height + 1)
                    continued.append(rect)
                } else {
                    continued.append(Rect(x: run.start, y: row, width: run.end - run.start, height: 1))
                }
            }
            closed += open
            open = continued
        }
        return (closed + open).sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    /// How many cells differ in colour.
    static func count(_ before: Frame, _ after: Frame) -> Int {
        guard before.width == after.width, before.height == after.height else { return 0 }
        return zip(before.cells, after.cells).count { differs($0, $1) }
    }

    /// The smallest CIEDE2000 difference a person can see side by side: smaller changes (a
    /// rounding, a re-derived shade one step off) are not outlined.
    static let visibleDifference = 2.0

    private static func differs(_ first: Cell, _ second: Cell) -> Bool {
        if visible(first.style.background, second.style.background) { return true }
        let inked = first.scalar != " " || second.scalar != " "
        return inked && visible(first.style.foreground, second.style.foreground)
    }

    private static func visible(_ first: RGB, _ second: RGB) -> Bool {
        first != second && deltaE2000(first, second) >= visibleDifference
    }
}
