import ShadeColor
import ShadeFrame

/// Frames as lines of text, for golden content tests (ratatui's `Buffer::with_lines`): a
/// widget's test states what it draws as the lines a person reads, so a change to a widget
/// fails in that widget's test with the lines that differ.
extension Frame {
    /// A frame whose rows read `lines` (shorter lines padded with spaces to the longest),
    /// every cell in one plain style.
    init(lines: [String]) {
        let width = lines.map(TextWidth.of).max() ?? 0
        let plain = CellStyle(foreground: RGB(red: 0, green: 0, blue: 0), background: RGB(red: 255, green: 255, blue: 255))
        self.init(width: width, height: lines.count, style: plain)
        for (row, line) in lines.enumerated() { put(line, column: 0, row: row, style: plain) }
    }

    /// The text of every row, top to bottom.
    var lines: [String] { (0..<height).map(text(ofRow:)) }
}
