import ShadeApp
import ShadeColor
import ShadeOutput
import ShadeFrame
import ShadeTestSupport
import Testing

// MARK: - Exact bytes

private let white = RGB(0xFFFFFF), black = RGB(0x000000), red = RGB(0xFF0000), blue = RGB(0x0000FF)
private let plain = CellStyle(foreground: white, background: black)
private let plainSGR = "38;2;255;255;255;48;2;0;0;0"

private func blank(_ width: Int, _ height: Int) -> Frame {
    Frame(width: width, height: height, style: plain)
}

/// The bytes with ESC shown as ␛, for readable failures.
func readableEscapes(_ bytes: [UInt8]) -> String {
    String(String(decoding: bytes, as: UTF8.self).map { $0 == "\u{1B}" ? "␛" : $0 })
}

private func expectBytes(_ bytes: [UInt8], _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(bytes == Array(expected.utf8), "got \(readableEscapes(bytes))", sourceLocation: sourceLocation)
}

@Suite struct TerminalEncoderBytesTests {
    @Test func oneCellChangeIsPositionThenStyleThenGlyph() {
        let old = blank(4, 2)
        var new = old
        new[1, 0] = Cell("x", style: CellStyle(foreground: red, background: black))
        let bytes = TerminalEncoder.encode(new, previous: old)
        expectBytes(bytes, "\u{1B}[1;2H\u{1B}[38;2;255;0;0;48;2;0;0;0mx\u{1B}[0m")
    }

    @Test func synchronizedOutputWrapsTheUpdate() {
        let old = blank(4, 2)
        var new = old
        new[1, 0] = Cell("x", style: CellStyle(foreground: red, background: black))
        let bytes = TerminalEncoder.encode(new, previous: old, options: .init(synchronizedOutput: true))
        expectBytes(bytes, "\u{1B}[?2026h\u{1B}[1;2H\u{1B}[38;2;255;0;0;48;2;0;0;0mx\u{1B}[0m\u{1B}[?2026l")
    }

    @Test(arguments: [
        TerminalEncoder.Options(), .init(synchronizedOutput: true), .init(colorMode: .palette256, synchronizedOutput: true),
    ])
    func unchangedFrameIsZeroBytes(options: TerminalEncoder.Options) {
        var frame = blank(20, 5)
        frame[3, 3] = Cell("界", style: plain)
        frame[4, 3] = Cell(Cell.continuationScalar, style: plain)
        #expect(TerminalEncoder.encode(frame, previous: frame, options: options).isEmpty)
    }

    @Test func fullFrameStartsHomeAndResetsFirst() {
        let bytes = TerminalEncoder.encode(blank(3, 2), previous: nil)
        expectBytes(bytes, "\u{1B}[H\u{1B}[0;\(plainSGR)m   \u{1B}[2H   \u{1B}[0m")
    }

    @Test func frameOfAnotherSizeIsRepaintedInFull() {
        var frame = blank(3, 2)
        frame[0, 0] = Cell("a", style: CellStyle(foreground: red, background: black))
        #expect(TerminalEncoder.encode(frame, previous: blank(4, 2)) == TerminalEncoder.encode(frame, previous: nil))
    }

    @Test func runOfOneStyleHasOneSGR() {
        let old = blank(5, 2)
        var new = old
        for (column, scalar) in ["a", "b", "c"].enumerated() { new[column, 1] = Cell(Unicode.Scalar(scalar)!, style: plain) }
        expectBytes(TerminalEncoder.encode(new, previous: old), "\u{1B}[2H\u{1B}[\(plainSGR)mabc\u{1B}[0m")
    }

    @Test func oneCellGapIsRewritten() {
        let old = blank(40, 1)
        var new = old
        new[0, 0] = Cell("x", style: plain)
        new[2, 0] = Cell("y", style: plain)
        expectBytes(TerminalEncoder.encode(new, previous: old), "\u{1B}[H\u{1B}[\(plainSGR)mx y\u{1B}[0m")
    }

    @Test func thirtyCellGapIsMovedOver() {
        let old = blank(40, 1)
        var new = old
        new[0, 0] = Cell("x", style: plain)
        new[31, 0] = Cell("y", style: plain)
        expectBytes(TerminalEncoder.encode(new, previous: old), "\u{1B}[H\u{1B}[\(plainSGR)mx\u{1B}[30Cy\u{1B}[0m")
    }

    @Test func gapInAnotherStyleIsMovedOver() {
        let old = blank(10, 1)
        var new = old
        let redText = CellStyle(foreground: red, background: black)
        new[0, 0] = Cell("x", style: redText)
        new[2, 0] = Cell("y", style: redText)
        expectBytes(TerminalEncoder.encode(new, previous: old), "\u{1B}[H\u{1B}[38;2;255;0;0;48;2;0;0;0mx\u{1B}[Cy\u{1B}[0m")
    }

    @Test func attributesTurnOffWithTheirOwnCodes() {
        var frame = blank(4, 1)
        let styles: [TextAttributes] = [.bold, [], [.italic, .underline], .underline]
        for (column, scalar) in ["a", "b", "c", "d"].enumerated() {
            frame[column, 0] = Cell(Unicode.Scalar(scalar)!, style: CellStyle(foreground: white, background: black, attributes: styles[column]))
        }
        expectBytes(
            TerminalEncoder.encode(frame, previous: nil),
            "\u{1B}[H\u{1B}[0;1;\(plainSGR)ma\u{1B}[22mb\u{1B}[3;4mc\u{1B}[23md\u{1B}[0m"
        )
    }

    @Test func boldToDimClearsIntensityThenSetsDim() {
        let old = blank(2, 1)
        var new = old
        new[0, 0] = Cell("a", style: CellStyle(foreground: white, background: black, attributes: .bold))
        new[1, 0] = Cell("b", style: CellStyle(foreground: white, background: black, attributes: .dim))
        expectBytes(TerminalEncoder.encode(new, previous: old), "\u{1B}[H\u{1B}[1;\(plainSGR)ma\u{1B}[22;2mb\u{1B}[0m")
    }

    @Test func resetIsUsedWhenShorterThanOffCodes() {
        let old = blank(2, 1)
        var new = old
        new[0, 0] = Cell("a", style: CellStyle(foreground: red, background: black, attributes: [.bold, .italic]))
        new[1, 0] = Cell("b", style: CellStyle(foreground: blue, background: white))
        expectBytes(
            TerminalEncoder.encode(new, previous: old),
            "\u{1B}[H\u{1B}[1;3;38;2;255;0;0;48;2;0;0;0ma\u{1B}[0;38;2;0;0;255;48;2;255;255;255mb\u{1B}[0m"
        )
    }

    @Test func wideGlyphCoversTwoColumns() {
        var old = blank(4, 1)
        old[0, 0] = Cell("界", style: plain)
        old[1, 0] = Cell(Cell.continuationScalar, style: plain)
        old[2, 0] = Cell("a", style: plain)
        expectBytes(TerminalEncoder.encode(old, previous: nil), "\u{1B}[H\u{1B}[0;\(plainSGR)m界a \u{1B}[0m")

        var changedAfter = old
        changedAfter[2, 0] = Cell("b", style: plain)
        expectBytes(TerminalEncoder.encode(changedAfter, previous: old), "\u{1B}[1;3H\u{1B}[\(plainSGR)mb\u{1B}[0m")

        var changedGlyph = old
        changedGlyph[0, 0] = Cell("中", style: plain)
        expectBytes(TerminalEncoder.encode(changedGlyph, previous: old), "\u{1B}[H\u{1B}[\(plainSGR)m中\u{1B}[0m")

        // A change in the right half alone re-sends the whole glyph.
        var changedHalf = old
        changedHalf[1, 0].style.background = red
        expectBytes(TerminalEncoder.encode(changedHalf, previous: old), "\u{1B}[H\u{1B}[\(plainSGR)m界\u{1B}[0m")
    }

    @Test func paletteModeSendsIndices() {
        let old = blank(4, 2)
        var new = old
        new[1, 0] = Cell("x", style: CellStyle(foreground: red, background: black))
        let bytes = TerminalEncoder.encode(new, previous: old, options: .init(colorMode: .palette256))
        expectBytes(bytes, "\u{1B}[1;2H\u{1B}[38;5;196;48;5;16mx\u{1B}[0m")
    }

    @Test func paletteModeSkipsSGRForColoursThatMapAlike() {
        var frame = blank(2, 1)
        frame[0, 0] = Cell("a", style: CellStyle(foreground: RGB(0x5F87AF), background: black))
        frame[1, 0] = Cell("b", style: CellStyle(foreground: RGB(0x5F87B0), background: RGB(0x010101)))
        let bytes = TerminalEncoder.encode(frame, previous: nil, options: .init(colorMode: .palette256))
        expectBytes(bytes, "\u{1B}[H\u{1B}[0;38;5;67;48;5;16mab\u{1B}[0m")
    }

    @Test func controlCharactersNeverReachTheTerminal() {
        var frame = blank(3, 1)
        frame[0, 0] = Cell("\u{1B}", style: plain)
        frame[1, 0] = Cell("\u{9B}", style: plain)
        frame[2, 0] = Cell("\u{7}", style: plain)
        let bytes = TerminalEncoder.encode(frame, previous: nil)
        expectBytes(bytes, "\u{1B}[H\u{1B}[0;\(plainSGR)m\u{FFFD}\u{FFFD}\u{FFFD}\u{1B}[0m")
    }

    @Test func strayContinuationCellIsWrittenAsSpace() {
        var frame = blank(2, 1)
        frame[0, 0] = Cell(Cell.continuationScalar, style: plain)
        frame[1, 0] = Cell("a", style: plain)
        expectBytes(TerminalEncoder.encode(frame, previous: nil), "\u{1B}[H\u{1B}[0;\(plainSGR)m a\u{1B}[0m")
    }

    @Test func bottomRightCellIsWrittenWithoutNewline() {
        let old = blank(3, 2)
        var new = old
        new[2, 1] = Cell("z", style: plain)
        expectBytes(TerminalEncoder.encode(new, previous: old), "\u{1B}[2;3H\u{1B}[\(plainSGR)mz\u{1B}[0m")
    }

    @Test func encoderRemembersTheLastFrame() {
        var encoder = TerminalEncoder()
        var frame = blank(3, 1)
        #expect(encoder.encode(frame) == TerminalEncoder.encode(frame, previous: nil))
        #expect(encoder.encode(frame).isEmpty)
        frame[1, 0] = Cell("q", style: plain)
        expectBytes(encoder.encode(frame), "\u{1B}[1;2H\u{1B}[\(plainSGR)mq\u{1B}[0m")
        #expect(encoder.previous == frame)

        encoder.options.synchronizedOutput = true
        #expect(encoder.encode(frame).isEmpty, "synchronized output alone needs no repaint")
        encoder.options.colorMode = .palette256
        #expect(encoder.previous == nil, "a new colour mode repaints everything")
        expectBytes(encoder.encode(frame), "\u{1B}[?2026h\u{1B}[H\u{1B}[0;38;5;231;48;5;16m q \u{1B}[0m\u{1B}[?2026l")

        encoder.invalidate()
        #expect(encoder.encode(frame).starts(with: Array("\u{1B}[?2026h\u{1B}[H".utf8)))
    }
}

// MARK: - Decoding round trips

@Suite struct TerminalEncoderRoundTripTests {
    @Test(arguments: [ColorMode.truecolor, .palette256])
    func diffsReproduceRandomFrames(mode: ColorMode) {
        var random = SeededRandom(seed: mode == .truecolor ? 2026 : 256)
        var updates = 0, emptyUpdates = 0
        for iteration in 0..<250 {
            let width = Int.random(in: 1...14, using: &random), height = Int.random(in: 1...6, using: &random)
            let options = TerminalEncoder.Options(colorMode: mode, synchronizedOutput: Bool.random(using: &random))
            var screen = TerminalScreenModel(width: width, height: height)
            var frame = TerminalTestFrames.frame(width: width, height: height, using: &random)
            screen.apply(TerminalEncoder.encode(frame, previous: nil, options: options))
            screen.expectShows(frame, mode: mode, context: "iteration \(iteration), full frame")

            for step in 0..<8 {
                let next = TerminalTestFrames.mutated(frame, using: &random)
                let bytes = TerminalEncoder.encode(next, previous: frame, options: options)
                #expect(bytes.isEmpty == (next == frame), "iteration \(iteration) step \(step)")
                screen.apply(bytes)
                screen.expectShows(next, mode: mode, context: "iteration \(iteration), step \(step)")
                frame = next
                updates += 1
                if bytes.isEmpty { emptyUpdates += 1 }
            }
        }
        #expect(emptyUpdates > 0 && emptyUpdates < updates / 2, "the generator makes both kinds of update")
    }

    @Test func fullFrameOfACardScreenIsCompact() {
        let frame = TerminalCardScreen.frame(width: 200, height: 60)
        let bytes = TerminalEncoder.encode(frame, previous: nil)

        var screen = TerminalScreenModel(width: 200, height: 60)
        screen.apply(bytes)
        screen.expectShows(frame, mode: .truecolor, context: "card screen")

        // Naive: CUP + fg and bg SGR + glyph for every cell.
        var naive = 0
        for row in 0..<frame.height {
            for column in 0..<frame.width where !frame[column, row].isContinuation {
                let style = frame[column, row].style
                naive += "\u{1B}[\(row + 1);\(column + 1)H".utf8.count
                naive += "\u{1B}[38;2;\(style.foreground.red);\(style.foreground.green);\(style.foreground.blue);48;2;\(style.background.red);\(style.background.green);\(style.background.blue)m".utf8.count
                naive += String(frame[column, row].scalar).utf8.count
            }
        }
        #expect(bytes.count * 100 <= naive * 15, "\(bytes.count) bytes against \(naive) naive")
    }

    @Test func themeSwitchDiffReproducesTheNewScreen() {
        let before = TerminalCardScreen.frame(width: 120, height: 40)
        let after = TerminalCardScreen.frame(width: 120, height: 40, hueShift: 40)
        var screen = TerminalScreenModel(width: 120, height: 40)
        screen.apply(TerminalEncoder.encode(before, previous: nil))
        let diff = TerminalEncoder.encode(after, previous: before, options: .init(synchronizedOutput: true))
        screen.apply(diff)
        screen.expectShows(after, mode: .truecolor, context: "theme switch")
        #expect(diff.count < TerminalEncoder.encode(after, previous: nil).count + 40)
    }
}

// MARK: - A minimal terminal

/// Just enough of xterm to check what the encoders write: CUP, CUF, SGR 0/1/2/3/4/9/22/23/24/29/
/// 38;2/48;2/38;5/48;5/39/49, DEC mode 2026, UTF-8 text with autowrap and wide glyphs, and
/// (when allowed) newline. Anything else is recorded as an error, so a stray byte fails a test.
struct TerminalScreenModel {
    /// A colour as the terminal received it.
    enum Color: Equatable {
        case rgb(RGB)
        case index(UInt8)
    }

    /// What the pen paints with; `nil` colours are the terminal's defaults.
    struct Paint: Equatable {
        var foreground: Color?
        var background: Color?
        var attributes: TextAttributes = []
    }

    /// One cell of the screen.
    struct ScreenCell: Equatable {
        var scalar: Unicode.Scalar
        var paint: Paint
    }

    let width: Int
    let height: Int
    private(set) var cells: [ScreenCell]
    private(set) var row = 0
    private(set) var column = 0
    private var pendingWrap = false
    /// Starts as a mess, as after some other program, so a full repaint must reset it.
    private(set) var paint = Paint(
        foreground: .rgb(RGB(0x123456)), background: .index(3),
        attributes: [.bold, .dim, .italic, .underline, .strikethrough]
    )
    private(set) var synchronized = false
    /// Whether `\n` is allowed (as from `cat`, with the tty turning it into CR LF).
    var acceptsNewlines = false
    private(set) var errors: [String] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: ScreenCell(scalar: "?", paint: Paint()), count: width * height)
    }

    /// Wide in the model: the CJK and emoji blocks the tests use.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F300...0x1FAFF: true
        default: false
        }
    }

    mutating func apply(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                index = controlSequence(bytes, from: index)
            } else if byte == 0x0A && acceptsNewlines {
                newline()
                index += 1
            } else if byte < 0x20 || byte == 0x7F {
                errors.append("control byte \(byte)")
                index += 1
            } else {
                index = text(bytes, from: index)
            }
        }
    }

    private mutating func controlSequence(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        guard index < bytes.count, bytes[index] == 0x5B else {
            errors.append("ESC not followed by [")
            return index
        }
        index += 1
        let isPrivate = index < bytes.count && bytes[index] == 0x3F
        if isPrivate { index += 1 }
        var parameters: [Int?] = [nil]
        while index < bytes.count, bytes[index] == 0x3B || (0x30...0x39).contains(bytes[index]) {
            if bytes[index] == 0x3B {
                parameters.append(nil)
            } else {
                parameters[parameters.count - 1] = (parameters[parameters.count - 1] ?? 0) * 10 + Int(bytes[index] - 0x30)
            }
            index += 1
        }
        guard index < bytes.count else {
            errors.append("unterminated sequence")
            return index
        }
        let final = bytes[index]
        switch (isPrivate, final) {
        case (true, 0x68), (true, 0x6C):
            guard parameters == [2026] else {
                errors.append("unknown private mode \(parameters)")
                break
            }
            let on = final == 0x68
            if synchronized == on { errors.append("synchronized output \(on ? "begun" : "ended") twice") }
            synchronized = on
        case (false, 0x48):
            let targetRow = parameters[0] ?? 1
            let targetColumn = parameters.count > 1 ? parameters[1] ?? 1 : 1
            guard (1...height).contains(targetRow), (1...width).contains(targetColumn), parameters.count <= 2 else {
                errors.append("CUP \(parameters) outside \(width)×\(height)")
                break
            }
            row = targetRow - 1
            column = targetColumn - 1
            pendingWrap = false
        case (false, 0x43):
            let distance = max(1, parameters[0] ?? 1)
            guard parameters.count == 1, column + distance < width else {
                errors.append("CUF \(parameters) from column \(column) leaves the row")
                break
            }
            column += distance
            pendingWrap = false
        case (false, 0x6D):
            selectGraphicRendition(parameters.map { $0 ?? 0 })
        default:
            errors.append("unknown sequence ending \(Unicode.Scalar(final))")
        }
        return index + 1
    }

    private mutating func selectGraphicRendition(_ codes: [Int]) {
        var index = 0
        while index < codes.count {
            switch codes[index] {
            case 0: paint = Paint()
            case 1: paint.attributes.insert(.bold)
            case 2: paint.attributes.insert(.dim)
            case 3: paint.attributes.insert(.italic)
            case 4: paint.attributes.insert(.underline)
            case 9: paint.attributes.insert(.strikethrough)
            case 22: paint.attributes.subtract([.bold, .dim])
            case 23: paint.attributes.remove(.italic)
            case 24: paint.attributes.remove(.underline)
            case 29: paint.attributes.remove(.strikethrough)
            case 39: paint.foreground = nil
            case 49: paint.background = nil
            case 38, 48:
                let isBackground = codes[index] == 48
                let color: Color
                if index + 4 < codes.count, codes[index + 1] == 2, codes[index + 2...index + 4].allSatisfy({ $0 <= 255 }) {
                    color = .rgb(RGB(red: UInt8(codes[index + 2]), green: UInt8(codes[index + 3]), blue: UInt8(codes[index + 4])))
                    index += 4
                } else if index + 2 < codes.count, codes[index + 1] == 5, codes[index + 2] <= 255 {
                    color = .index(UInt8(codes[index + 2]))
                    index += 2
                } else {
                    errors.append("malformed colour in SGR \(codes)")
                    return
                }
                if isBackground { paint.background = color } else { paint.foreground = color }
            default:
                errors.append("unknown SGR \(codes[index]) in \(codes)")
            }
            index += 1
        }
    }

    private mutating func text(_ bytes: [UInt8], from start: Int) -> Int {
        let lead = bytes[start]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0, start + length <= bytes.count else {
            errors.append("invalid UTF-8 at byte \(start)")
            return start + 1
        }
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            let byte = bytes[start + offset]
            guard byte & 0xC0 == 0x80 else {
                errors.append("invalid UTF-8 at byte \(start + offset)")
                return start + offset
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value), !(0x80...0x9F).contains(value) else {
            errors.append("invalid or C1 scalar \(value)")
            return start + length
        }
        printGlyph(scalar)
        return start + length
    }

    private mutating func printGlyph(_ scalar: Unicode.Scalar) {
        let span = Self.isWide(scalar) ? 2 : 1
        if pendingWrap {
            pendingWrap = false
            column = 0
            row += 1
            if row == height {
                errors.append("wrote past the bottom-right cell: the screen scrolled")
                row = height - 1
            }
        }
        guard column + span <= width else {
            errors.append("wide glyph in the last column")
            return
        }
        let index = row * width + column
        // Overwriting half of a wide glyph blanks its other half, as terminals do.
        if cells[index].scalar == Cell.continuationScalar && column > 0 { cells[index - 1].scalar = " " }
        if column + span < width && cells[index + span].scalar == Cell.continuationScalar { cells[index + span].scalar = " " }
        cells[index] = ScreenCell(scalar: scalar, paint: paint)
        if span == 2 { cells[index + 1] = ScreenCell(scalar: Cell.continuationScalar, paint: paint) }
        column += span
        if column == width {
            column = width - 1
            pendingWrap = true
        }
    }

    private mutating func newline() {
        row += 1
        column = 0
        pendingWrap = false
        if row == height {
            errors.append("newline scrolled the screen")
            row = height - 1
        }
    }

    /// What the screen should hold for `frame`: continuation cells show their glyph's paint,
    /// stray ones a space, control characters U+FFFD.
    static func expectedCells(_ frame: Frame, mode: ColorMode) -> [ScreenCell] {
        func sent(_ color: RGB) -> Color { mode == .truecolor ? .rgb(color) : .index(XTerm256.nearest(color)) }
        func paint(_ style: CellStyle) -> Paint {
            Paint(foreground: sent(style.foreground), background: sent(style.background), attributes: style.attributes)
        }
        var expected: [ScreenCell] = []
        for row in 0..<frame.height {
            var leadPaint: Paint?
            for column in 0..<frame.width {
                let cell = frame[column, row]
                if cell.isContinuation {
                    expected.append(leadPaint.map { ScreenCell(scalar: Cell.continuationScalar, paint: $0) }
                        ?? ScreenCell(scalar: " ", paint: paint(cell.style)))
                    leadPaint = nil
                    continue
                }
                let value = cell.scalar.value
                let scalar: Unicode.Scalar = value < 0x20 || (0x7F...0x9F).contains(value) ? "\u{FFFD}" : cell.scalar
                expected.append(ScreenCell(scalar: scalar, paint: paint(cell.style)))
                leadPaint = column + 1 < frame.width && frame[column + 1, row].isContinuation ? paint(cell.style) : nil
            }
        }
        return expected
    }

    /// Checks that the screen shows `frame`, that the update closed synchronized output and
    /// left SGR reset, and that nothing unexpected arrived.
    func expectShows(_ frame: Frame, mode: ColorMode, context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(errors.isEmpty, "\(context): \(errors.prefix(3))", sourceLocation: sourceLocation)
        #expect(!synchronized, "\(context): synchronized output left on", sourceLocation: sourceLocation)
        #expect(paint == Paint(), "\(context): SGR not reset at the end", sourceLocation: sourceLocation)
        let expected = Self.expectedCells(frame, mode: mode)
        let shown = Array(cells.prefix(expected.count))
        if let first = expected.indices.first(where: { shown[$0] != expected[$0] }) {
            Issue.record(
                "\(context): cell (\(first % width), \(first / width)) shows \(shown[first]), expected \(expected[first])",
                sourceLocation: sourceLocation
            )
        }
    }
}

// MARK: - Frames for tests

/// Random frames that keep the wide-glyph invariant, and random edits to them.
enum TerminalTestFrames {
    static let narrow: [Unicode.Scalar] = [" ", " ", " ", "a", "Z", "─", "│", "█", "é", "✔"]
    static let wide: [Unicode.Scalar] = ["界", "中", "😀"]
    static let foregrounds: [UInt32] = [0xEEEEEE, 0x101010, 0xFF0000, 0x5F87AF, 0x5F87B0]
    static let backgrounds: [UInt32] = [0x000000, 0x202020, 0xFFFFFF, 0x1E90FF]

    static func style(using random: inout SeededRandom) -> CellStyle {
        let attributes = Int.random(in: 0..<3, using: &random) == 0
            ? TextAttributes(rawValue: UInt8.random(in: 0..<32, using: &random)) : []
        return CellStyle(
            foreground: RGB(foregrounds.randomElement(using: &random)!),
            background: RGB(backgrounds.randomElement(using: &random)!),
            attributes: attributes
        )
    }

    static func scalar(using random: inout SeededRandom) -> Unicode.Scalar {
        Int.random(in: 0..<6, using: &random) == 0 ? wide.randomElement(using: &random)! : narrow.randomElement(using: &random)!
    }

    /// Writes a glyph as widgets should: a wide glyph takes the next cell as continuation
    /// (or becomes narrow at the right edge), and a wide glyph half overwritten loses its
    /// other half to a space.
    static func put(_ scalar: Unicode.Scalar, style: CellStyle, column: Int, row: Int, in frame: inout Frame) {
        let isWide = TerminalScreenModel.isWide(scalar) && column + 1 < frame.width
        let glyph: Unicode.Scalar = TerminalScreenModel.isWide(scalar) && !isWide ? "w" : scalar
        let span = isWide ? 2 : 1
        if frame[column, row].isContinuation && column > 0 { frame[column - 1, row].scalar = " " }
        if column + span < frame.width && frame[column + span, row].isContinuation { frame[column + span, row].scalar = " " }
        frame[column, row] = Cell(glyph, style: style)
        if isWide { frame[column + 1, row] = Cell(Cell.continuationScalar, style: style) }
    }

    static func frame(width: Int, height: Int, using random: inout SeededRandom) -> Frame {
        var frame = Frame(width: width, height: height, style: style(using: &random))
        for row in 0..<height {
            var column = 0
            while column < width {
                put(scalar(using: &random), style: style(using: &random), column: column, row: row, in: &frame)
                column += frame[column, row].isContinuation ? 1 : (column + 1 < width && frame[column + 1, row].isContinuation ? 2 : 1)
            }
        }
        return frame
    }

    /// One of: no change, a few scattered cells, a filled rectangle, a repainted background,
    /// or a whole new frame.
    static func mutated(_ frame: Frame, using random: inout SeededRandom) -> Frame {
        var next = frame
        let width = frame.width, height = frame.height
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1:
            break
        case 2, 3, 4:
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                put(
                    scalar(using: &random), style: style(using: &random),
                    column: Int.random(in: 0..<width, using: &random), row: Int.random(in: 0..<height, using: &random), in: &next
                )
            }
        case 5, 6:
            let left = Int.random(in: 0..<width, using: &random), top = Int.random(in: 0..<height, using: &random)
            let right = Int.random(in: left..<width, using: &random), bottom = Int.random(in: top..<height, using: &random)
            let glyph = narrow.randomElement(using: &random)!, fill = style(using: &random)
            for row in top...bottom {
                for column in left...right { put(glyph, style: fill, column: column, row: row, in: &next) }
            }
        case 7, 8:
            let rect = Rect(
                x: Int.random(in: 0..<width, using: &random), y: Int.random(in: 0..<height, using: &random),
                width: Int.random(in: 1...width, using: &random), height: Int.random(in: 1...height, using: &random)
            )
            next.paintBackground(rect, RGB(backgrounds.randomElement(using: &random)!))
        default:
            next = self.frame(width: width, height: height, using: &random)
        }
        return next
    }
}

/// A screen like Shade's: a header, cards with borders, shadows and buttons, a token list
/// with swatches, a hint bar. `hueShift` stands in for another theme.
enum TerminalCardScreen {
    static func frame(width: Int, height: Int, hueShift: Int = 0) -> Frame {
        func tone(_ red: Int, _ green: Int, _ blue: Int) -> RGB {
            RGB(red: UInt8((red + hueShift) % 256), green: UInt8(green), blue: UInt8((blue + 2 * hueShift) % 256))
        }
        let background = tone(15, 31, 37), surface = tone(24, 44, 52), outline = tone(60, 90, 100)
        let primary = tone(238, 246, 250), secondary = tone(163, 222, 247), accent = tone(0, 144, 200)
        var frame = Frame(width: width, height: height, style: CellStyle(foreground: primary, background: background))

        func write(_ text: String, column: Int, row: Int, style: CellStyle) {
            var x = column
            for scalar in text.unicodeScalars {
                let span = TerminalScreenModel.isWide(scalar) ? 2 : 1
                guard x + span <= width else { return }
                TerminalTestFrames.put(scalar, style: style, column: x, row: row, in: &frame)
                x += span
            }
        }

        // Header with theme tabs.
        frame.fill(Rect(x: 0, y: 0, width: width, height: 1), style: CellStyle(foreground: secondary, background: surface))
        var x = 1
        for (index, name) in ["Shade", "System", "Graphite", "Sky", "Tomato", "Gold", "Grass", "Ruby"].enumerated() {
            let style = index == 3
                ? CellStyle(foreground: tone(255, 255, 255), background: accent, attributes: .bold)
                : CellStyle(foreground: index == 0 ? primary : secondary, background: surface, attributes: index == 0 ? .bold : [])
            write(" \(name) ", column: x, row: 0, style: style)
            x += name.count + 3
        }

        // Cards.
        let cardWidth = 34, cardHeight = 9
        for card in 0..<6 {
            let left = 1 + (card % 2) * (cardWidth + 3), top = 2 + (card / 2) * (cardHeight + 2)
            guard left + cardWidth + 1 < width, top + cardHeight + 1 < height else { continue }
            let body = CellStyle(foreground: primary, background: surface)
            let border = CellStyle(foreground: outline, background: surface)
            frame.fill(Rect(x: left, y: top, width: cardWidth, height: cardHeight), style: body)
            frame.paintBackground(Rect(x: left + 1, y: top + cardHeight, width: cardWidth, height: 1), tone(8, 16, 20))
            frame.paintBackground(Rect(x: left + cardWidth, y: top + 1, width: 1, height: cardHeight), tone(8, 16, 20))
            write("╭" + String(repeating: "─", count: cardWidth - 2) + "╮", column: left, row: top, style: border)
            for row in top + 1..<top + cardHeight - 1 {
                write("│", column: left, row: row, style: border)
                write("│", column: left + cardWidth - 1, row: row, style: border)
            }
            write("╰" + String(repeating: "─", count: cardWidth - 2) + "╯", column: left, row: top + cardHeight - 1, style: border)
            write(" Invoice #10\(card)4 ", column: left + 2, row: top, style: CellStyle(foreground: primary, background: surface, attributes: .bold))
            write("Paid · due 12 Dec", column: left + 2, row: top + 1, style: CellStyle(foreground: secondary, background: surface))
            write("Consulting, 12 h", column: left + 2, row: top + 3, style: body)
            write("€1,440", column: left + cardWidth - 9, row: top + 3, style: CellStyle(foreground: primary, background: surface, attributes: .bold))
            write("請求書 合計", column: left + 2, row: top + 4, style: CellStyle(foreground: secondary, background: surface, attributes: .italic))
            write(" Pay now ", column: left + 2, row: top + 6, style: CellStyle(foreground: tone(255, 255, 255), background: accent, attributes: .bold))
            write(" Details ", column: left + 13, row: top + 6, style: CellStyle(foreground: accent, background: surface, attributes: .underline))
            write(" Void ", column: left + 24, row: top + 6, style: CellStyle(foreground: tone(230, 80, 70), background: surface))
        }

        // Token list with swatches.
        let listLeft = 2 * (cardWidth + 3) + 2
        let tokens = ["foregroundPrimary", "foregroundSecondary", "foregroundTertiary", "accent", "success", "warning", "error"]
        for row in 2..<height - 2 {
            guard listLeft + 60 < width else { break }
            let token = tokens[row % tokens.count]
            let swatch = tone(40 * (row % 6), 30 * (row % 8), 20 * (row % 12))
            write("██", column: listLeft, row: row, style: CellStyle(foreground: swatch, background: background))
            write(token, column: listLeft + 3, row: row, style: CellStyle(foreground: primary, background: background))
            write(swatch.hex, column: listLeft + 26, row: row, style: CellStyle(foreground: secondary, background: background))
            write("\(row % 17).\(row % 10)", column: listLeft + 36, row: row, style: CellStyle(foreground: primary, background: background))
            write(row % 3 == 0 ? "AA" : "AAA", column: listLeft + 42, row: row, style: CellStyle(foreground: tone(80, 200, 120), background: background, attributes: .bold))
        }

        // Hint bar.
        frame.fill(Rect(x: 0, y: height - 1, width: width, height: 1), style: CellStyle(foreground: secondary, background: surface))
        x = 1
        for (key, label) in [("←/→", "theme"), ("d", "light/dark"), ("c", "contrast"), ("s", "split"), ("x", "save SVG"), ("q", "quit")] {
            write(key, column: x, row: height - 1, style: CellStyle(foreground: primary, background: surface, attributes: .bold))
            write(label, column: x + key.count + 1, row: height - 1, style: CellStyle(foreground: secondary, background: surface))
            x += key.count + label.count + 4
        }
        return frame
    }
}
