import Foundation
import Testing

/// ncurses is told the screen is one column wide (it keeps no copy of a screen it never
/// draws); the previewer must still draw at the terminal's real size, and ncurses must
/// still know the rows, for the scroll region and for leaving from the last row.
@Suite struct PseudoTerminalSizeTests {
    @Test func theFirstFrameIsAsWideAsTheTerminalAndQuitLeavesFromTheLastRow() throws {
        let preview = try PreviewOnPty()
        defer { preview.home.remove() }
        let pty = preview.pty
        let header = try preview.snapshotHeader()
        // The header's status ("Dark · Standard") sits at the right edge of the 100 columns.
        let status = try #require(header.split(separator: "  ").last.map { $0.trimmingCharacters(in: .whitespaces) })
        #expect(status.hasSuffix("Standard"), "\(header)")
        #expect(pty.output.contains(sequence: Array(status.utf8)), "the first frame has no \(status) at the right edge")
        #expect(pty.output.contains(sequence: Array("\u{1B}[1;30r".utf8)), "the scroll region is not the 30 rows")
        let start = pty.output.count
        try preview.quit(with: "q")
        let leaving = String(decoding: pty.output[start...], as: UTF8.self)
        #expect(leaving.contains("\u{1B}[30;1H"), "not on the last row when leaving: \(leaving.debugDescription)")
    }
}
