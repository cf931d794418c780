import ShadeView

/// The yardstick for bytes per switch: a frame with every cell sent on its own,
/// `ESC[row;colH` + `ESC[0;<attributes>;38;2;R;G;B;48;2;R;G;Bm` + the glyph: no diffing,
/// no coalescing of equal styles, no reuse of the cursor position. Continuation cells of
/// wide glyphs are skipped, as every encoder skips them.
enum NaiveEncoding {
    /// The naive encoding of `frame`.
    static func encode(_ frame: Frame) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(frame.width * frame.height * 48)
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let cell = frame[column, row]
                guard !cell.isContinuation else { continue }
                bytes += "\u{1B}[\(row + 1);\(column + 1)H\u{1B}[0".utf8
                for (flag, code) in attributeCodes where cell.style.attributes.contains(flag) {
                    bytes += ";\(code)".utf8
                }
                let (foreground, background) = (cell.style.foreground, cell.style.background)
                bytes += ";38;2;\(foreground.red);\(foreground.green);\(foreground.blue)".utf8
                bytes += ";48;2;\(background.red);\(background.green);\(background.blue)m".utf8
                bytes += String(cell.scalar).utf8
            }
        }
        return bytes
    }

    /// Each attribute and its SGR code.
    private static let attributeCodes: [(TextAttributes, Int)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.strikethrough, 9),
    ]
}
