import ShadeFrame

/// Writes cells' glyphs into an ``EscapeBuffer`` with as few SGR bytes as possible,
/// remembering what the terminal's pen holds so a run of equal styles costs one sequence.
struct StyledTextWriter {
    /// Where the bytes go.
    var out: EscapeBuffer
    /// How colours are sent.
    let mode: ColorMode
    /// The frame-wide 256-colour assignment, if the caller gave one.
    var palette: PaletteAssignment?
    /// What the terminal's pen holds now.
    private(set) var pen: SGRPen
    /// The style `pen` was made from; lets an unchanged style skip the conversion.
    private var penStyle: CellStyle?

    init(out: EscapeBuffer, mode: ColorMode, pen: SGRPen) {
        self.out = out
        self.mode = mode
        self.pen = pen
    }

    /// Writes the glyph of `cell` (see ``EscapeBuffer/displayScalar(of:)``) in its style.
    @inline(__always)
    mutating func write(_ cell: Cell) {
        setStyle(cell.style)
        out.glyph(EscapeBuffer.displayScalar(of: cell))
    }

    /// Makes the pen paint `style`, writing the SGR that takes it there.
    @inline(__always)
    mutating func setStyle(_ style: CellStyle) {
        if let penStyle, Self.samePaint(penStyle, style) { return }
        let target = SGRPen(style, mode: mode, palette: palette)
        SGRChange(from: pen, to: target).write(to: &out)
        pen = target
        penStyle = style
    }

    /// Notes that the terminal's SGR state was reset behind the pen's back (`ESC[0m`).
    mutating func noteReset() {
        pen = .reset
        penStyle = nil
    }

    /// Field-by-field equality; cheaper in the hot loop than the synthesized cross-module `==`.
    @inline(__always)
    static func samePaint(_ a: CellStyle, _ b: CellStyle) -> Bool {
        a.attributes.rawValue == b.attributes.rawValue
            && a.foreground.red == b.foreground.red && a.foreground.green == b.foreground.green
            && a.foreground.blue == b.foreground.blue
            && a.background.red == b.background.red && a.background.green == b.background.green
            && a.background.blue == b.background.blue
    }

    /// Whether two cells look the same: glyph and style.
    @inline(__always)
    static func sameCell(_ a: Cell, _ b: Cell) -> Bool {
        a.scalar.value == b.scalar.value && samePaint(a.style, b.style)
    }

    /// How many columns the glyph at `index` (in column `column` of a row `width` wide)
    /// covers: 2 when a continuation cell follows it, else 1. A continuation cell that does
    /// not follow a glyph is a 1-column unit of its own, written as a space.
    @inline(__always)
    static func span(_ cells: UnsafeBufferPointer<Cell>, at index: Int, column: Int, width: Int) -> Int {
        column + 1 < width && cells[index + 1].scalar.value == 0 && cells[index].scalar.value != 0 ? 2 : 1
    }
}
