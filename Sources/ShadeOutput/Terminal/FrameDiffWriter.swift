import ShadeFrame

/// Writes the bytes that turn a screen showing `old` into one showing `new`; with no `old`,
/// writes every cell.
///
/// The walk goes row by row in units (a glyph and, when wide, its continuation cell). A
/// unit is written when any of its cells differs from `old`. The writer tracks the cursor:
/// a changed unit right where the cursor stands needs no move; across a gap on the same row
/// it either moves (CUF) or re-writes the unchanged cells, whichever is fewer bytes; any
/// other jump (a new row, or after the last column) is a CUP.
///
/// Rows are never joined by autowrap or newlines: each row starts with a CUP, so a glyph
/// the terminal measures differently from the frame cannot shift later rows, and nothing
/// is ever written after the bottom-right cell. Writing that last cell with autowrap on
/// leaves the terminal in its pending-wrap state without scrolling; only a further glyph
/// or a newline would scroll, and neither follows.
struct FrameDiffWriter {
    private let new: UnsafeBufferPointer<Cell>
    private let old: UnsafeBufferPointer<Cell>?
    private let width: Int
    private let height: Int
    private let synchronizedOutput: Bool
    private var text: StyledTextWriter
    private var started = false
    /// The cursor's position; `cursorColumn` is -1 when unknown (at first, and after the
    /// last column, where a terminal's pending-wrap state makes the position unreliable).
    private var cursorRow = -1
    private var cursorColumn = -1

    /// Gaps wider than this are always moved over: rewriting costs at least a byte per
    /// column, and `ESC[<n>C` costs at most 4 bytes for gaps up to 9 columns.
    private static let maxRewriteColumns = 4

    /// Prepares a walk; `old`, when given, must have `new`'s size.
    init(
        new: UnsafeBufferPointer<Cell>, old: UnsafeBufferPointer<Cell>?, width: Int, height: Int,
        options: TerminalEncoder.Options
    ) {
        self.new = new
        self.old = old
        self.width = width
        self.height = height
        synchronizedOutput = options.synchronizedOutput
        // A diff follows an update this encoder ended with `ESC[0m`; a full repaint assumes
        // nothing, so its first SGR starts with 0.
        text = StyledTextWriter(out: EscapeBuffer(), mode: options.colorMode, pen: old == nil ? .unknown : .reset)
        text.palette = options.palette
    }

    /// Walks the frame and returns the bytes: none at all when no cell changed.
    mutating func run() -> [UInt8] {
        for row in 0..<height {
            let rowStart = row * width
            var column = 0
            while column < width {
                let index = rowStart + column
                let span = StyledTextWriter.span(new, at: index, column: column, width: width)
                if isChanged(index, span: span) {
                    moveCursor(row: row, column: column, rowStart: rowStart, nextStyle: new[index].style)
                    writeUnit(at: index, span: span)
                }
                column += span
            }
        }
        if started {
            // Ending every update with a reset keeps the terminal sane if the program dies
            // between frames, and lets the next diff start from a known pen; it costs 4 bytes.
            text.out.resetAttributes()
            if synchronizedOutput { text.out.endSynchronizedUpdate() }
        }
        return text.out.bytes
    }

    @inline(__always)
    private func isChanged(_ index: Int, span: Int) -> Bool {
        guard let old else { return true }
        if !StyledTextWriter.sameCell(new[index], old[index]) { return true }
        return span == 2 && !StyledTextWriter.sameCell(new[index + 1], old[index + 1])
    }

    private mutating func moveCursor(row: Int, column: Int, rowStart: Int, nextStyle: CellStyle) {
        if !started {
            started = true
            text.out.reserve(width * height * 3 + 64)
            if synchronizedOutput { text.out.beginSynchronizedUpdate() }
        }
        guard cursorRow == row, cursorColumn >= 0, cursorColumn <= column else {
            text.out.cursorPosition(row: row, column: column)
            cursorRow = row
            cursorColumn = column
            return
        }
        if cursorColumn < column {
            bridgeGap(from: cursorColumn, to: column, rowStart: rowStart, nextStyle: nextStyle)
        }
    }

    /// Crosses unchanged columns `start..<end` by CUF or by re-writing them, whichever
    /// (counting the SGR changes either way) is fewer bytes.
    private mutating func bridgeGap(from start: Int, to end: Int, rowStart: Int, nextStyle: CellStyle) {
        let gap = end - start
        if gap <= Self.maxRewriteColumns {
            let mode = text.mode
            let next = SGRPen(nextStyle, mode: mode, palette: text.palette)
            let moveCost = EscapeBuffer.cursorForwardLength(gap) + SGRChange(from: text.pen, to: next).byteCount
            var pen = text.pen, rewriteCost = 0, column = start
            while column < end {
                let index = rowStart + column
                let cell = new[index]
                let target = SGRPen(cell.style, mode: mode, palette: text.palette)
                rewriteCost += SGRChange(from: pen, to: target).byteCount
                    + EscapeBuffer.glyphLength(EscapeBuffer.displayScalar(of: cell))
                pen = target
                column += StyledTextWriter.span(new, at: index, column: column, width: width)
            }
            rewriteCost += SGRChange(from: pen, to: next).byteCount
            if rewriteCost < moveCost {
                column = start
                while column < end {
                    let index = rowStart + column
                    let span = StyledTextWriter.span(new, at: index, column: column, width: width)
                    writeUnit(at: index, span: span)
                    column += span
                }
                return
            }
        }
        text.out.cursorForward(gap)
        cursorColumn = end
    }

    @inline(__always)
    private mutating func writeUnit(at index: Int, span: Int) {
        text.write(new[index])
        cursorColumn += span
        if cursorColumn >= width { cursorColumn = -1 }
    }
}
