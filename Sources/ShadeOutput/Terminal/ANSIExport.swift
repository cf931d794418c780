import ShadeFrame

/// Frame exports for review tools: an escape stream to `cat` and plain text.
public enum ANSIExport {
    /// An escape stream that reproduces `frame` when written to a terminal, a pager
    /// (`less -R`) or scrollback: no cursor addressing, each row's runs with coalesced SGR,
    /// then `ESC[0m` and `\n` at every row's end (the last row too).
    ///
    /// Control characters in cells come out as U+FFFD, so the stream is safe to print.
    ///
    /// In 256 colours the indices are assigned for the frame's colours as a whole
    /// (``PaletteAssignment``), so colours that look distinct stay distinct.
    public static func ansi(_ frame: Frame, colorMode: ColorMode = .truecolor) -> [UInt8] {
        let width = frame.width
        var text = StyledTextWriter(out: EscapeBuffer(), mode: colorMode, pen: .unknown)
        if colorMode == .palette256 {
            text.palette = PaletteAssignment(xterm256: frame.cells.lazy.flatMap { [$0.style.foreground, $0.style.background] })
        }
        text.out.reserve(frame.height * (width * 3 + 8))
        frame.cells.withUnsafeBufferPointer { cells in
            for row in 0..<frame.height {
                let rowStart = row * width
                var column = 0
                while column < width {
                    let index = rowStart + column
                    text.write(cells[index])
                    column += StyledTextWriter.span(cells, at: index, column: column, width: width)
                }
                text.out.resetAttributes()
                text.noteReset()
                text.out.byte(0x0A)
            }
        }
        return text.out.bytes
    }

    /// The frame's text: rows joined by `"\n"` (no newline after the last), trailing spaces
    /// trimmed on each row, the right halves of wide glyphs left out, and control characters
    /// shown as U+FFFD.
    public static func text(_ frame: Frame) -> String {
        var result = String.UnicodeScalarView()
        let width = frame.width
        frame.cells.withUnsafeBufferPointer { cells in
            for row in 0..<frame.height {
                if row > 0 { result.append("\n") }
                let rowStart = row * width
                var line: [Unicode.Scalar] = []
                line.reserveCapacity(width)
                var column = 0
                while column < width {
                    let index = rowStart + column
                    line.append(EscapeBuffer.displayScalar(of: cells[index]))
                    column += StyledTextWriter.span(cells, at: index, column: column, width: width)
                }
                while line.last == " " { line.removeLast() }
                result.append(contentsOf: line)
            }
        }
        return String(result)
    }
}
