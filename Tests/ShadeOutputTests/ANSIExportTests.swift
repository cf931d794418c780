import ShadeApp
import ShadeColor
import ShadeOutput
import ShadeFrame
import ShadeTestSupport
import Testing

@Suite struct ANSIExportTests {
    private let ink = CellStyle(foreground: RGB(0xEEEEEE), background: RGB(0x102030))
    private let accent = CellStyle(foreground: RGB(0xFFFFFF), background: RGB(0x0090C8), attributes: .bold)

    private func sample() -> Frame {
        var frame = Frame(width: 5, height: 2, style: ink)
        frame[0, 0] = Cell("a", style: ink)
        frame[1, 0] = Cell("b", style: accent)
        frame[2, 0] = Cell("c", style: accent)
        frame[0, 1] = Cell("界", style: ink)
        frame[1, 1] = Cell(Cell.continuationScalar, style: ink)
        frame[2, 1] = Cell("z", style: ink)
        return frame
    }

    @Test func ansiWritesRowsWithResetAndNewline() {
        let bytes = ANSIExport.ansi(sample())
        let rowOne = "\u{1B}[0;38;2;238;238;238;48;2;16;32;48ma\u{1B}[1;38;2;255;255;255;48;2;0;144;200mbc"
            + "\u{1B}[0;38;2;238;238;238;48;2;16;32;48m  \u{1B}[0m\n"
        let rowTwo = "\u{1B}[38;2;238;238;238;48;2;16;32;48m界z  \u{1B}[0m\n"
        #expect(bytes == Array((rowOne + rowTwo).utf8), "got \(readableEscapes(bytes))")
    }

    @Test func ansiInPaletteMode() {
        let bytes = ANSIExport.ansi(sample(), colorMode: .palette256)
        let expected = "\u{1B}[0;38;5;255;48;5;234ma\u{1B}[1;38;5;231;48;5;31mbc\u{1B}[0;38;5;255;48;5;234m  \u{1B}[0m\n"
            + "\u{1B}[38;5;255;48;5;234m界z  \u{1B}[0m\n"
        #expect(bytes == Array(expected.utf8), "got \(readableEscapes(bytes))")
    }

    @Test func ansiOfAnEmptyFrameIsEmpty() {
        #expect(ANSIExport.ansi(Frame(width: 0, height: 0, style: ink)).isEmpty)
    }

    @Test(arguments: [ColorMode.truecolor, .palette256])
    func ansiReproducesRandomFramesWhenPrinted(mode: ColorMode) {
        var random = SeededRandom(seed: 42)
        for iteration in 0..<200 {
            let width = Int.random(in: 1...12, using: &random), height = Int.random(in: 1...5, using: &random)
            let frame = TerminalTestFrames.frame(width: width, height: height, using: &random)
            let bytes = ANSIExport.ansi(frame, colorMode: mode)
            // One spare row takes the last newline, as a shell prompt would.
            var screen = TerminalScreenModel(width: width, height: height + 1)
            screen.acceptsNewlines = true
            screen.apply(bytes)
            screen.expectShows(frame, mode: mode, context: "iteration \(iteration)")
            #expect(screen.row == height && screen.column == 0, "iteration \(iteration) ends below the frame")
        }
    }

    @Test func textJoinsRowsAndTrimsTrailingSpaces() {
        var frame = sample()
        frame[4, 0] = Cell("\u{1B}", style: ink)
        #expect(ANSIExport.text(frame) == "abc \u{FFFD}\n界z")
    }

    @Test func textKeepsInnerAndLeadingSpaces() {
        var frame = Frame(width: 6, height: 3, style: ink)
        frame[1, 0] = Cell("x", style: ink)
        frame[3, 0] = Cell("y", style: ink)
        #expect(ANSIExport.text(frame) == " x y\n\n")
    }
}

/// The 16-colour mode writes the ANSI codes themselves: 30–37 and 90–97 for text,
/// 40–47 and 100–107 for backgrounds.
@Suite struct Palette16EncodingTests {
    @Test func writesANSICodes() {
        var frame = Frame(width: 2, height: 1, style: CellStyle(foreground: RGB(0xFF0000), background: RGB(0xFFFFFF)))
        frame[1, 0] = Cell("x", style: CellStyle(foreground: RGB(0x000000), background: RGB(0xCD0000)))
        let text = String(decoding: ANSIExport.ansi(frame, colorMode: .palette16), as: UTF8.self)
        #expect(text.contains("\u{1B}[0;91;107m"), "bright red on bright white: \(text.debugDescription)")
        #expect(text.contains("30;41m"), "black on red: \(text.debugDescription)")
        #expect(!text.contains("38;"))
    }

    @Test func encoderRepaintsInSixteenColours() {
        let frame = Frame(width: 3, height: 1, style: CellStyle(foreground: RGB(0x00CD00), background: RGB(0x000000)))
        let bytes = TerminalEncoder.encode(frame, previous: nil, options: .init(colorMode: .palette16))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("32;40m"), "\(text.debugDescription)")
    }
}
