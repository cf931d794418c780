import ShadeFrame

/// A growing byte buffer with writers for the escapes and glyphs the terminal output uses.
///
/// Numbers go through a digit table and glyphs through a hand-written UTF-8 encoder, so
/// encoding a frame builds no `String` and allocates nothing per cell.
struct EscapeBuffer {
    /// The bytes written so far.
    var bytes: [UInt8]

    init(bytes: [UInt8] = []) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    mutating func reserve(_ capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    @inline(__always)
    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    /// `ESC [`, the start of every sequence the encoder writes.
    @inline(__always)
    mutating func controlSequenceIntroducer() {
        bytes.append(0x1B)
        bytes.append(0x5B)
    }

    // MARK: Numbers

    /// Writes a non-negative number in decimal.
    mutating func decimal(_ number: Int) {
        if number >= 1000 {
            decimal(number / 1000)
            let base = (number % 1000) * 3
            bytes.append(decimalTriples[base])
            bytes.append(decimalTriples[base + 1])
            bytes.append(decimalTriples[base + 2])
            return
        }
        let base = number * 3
        if number >= 100 { bytes.append(decimalTriples[base]) }
        if number >= 10 { bytes.append(decimalTriples[base + 1]) }
        bytes.append(decimalTriples[base + 2])
    }

    /// How many bytes ``decimal(_:)`` writes for `number`.
    @inline(__always)
    static func decimalLength(_ number: Int) -> Int {
        if number < 10 { return 1 }
        if number < 100 { return 2 }
        if number < 1000 { return 3 }
        return 3 + decimalLength(number / 1000)
    }

    // MARK: Cursor

    /// CUP to a 0-based position, written 1-based with defaulted parameters left out:
    /// `ESC[H`, `ESC[<row>H`, or `ESC[<row>;<column>H`.
    mutating func cursorPosition(row: Int, column: Int) {
        controlSequenceIntroducer()
        if row > 0 || column > 0 { decimal(row + 1) }
        if column > 0 {
            bytes.append(0x3B)
            decimal(column + 1)
        }
        bytes.append(0x48)
    }

    /// CUF: `ESC[C` for one column, `ESC[<n>C` for more.
    mutating func cursorForward(_ columns: Int) {
        controlSequenceIntroducer()
        if columns != 1 { decimal(columns) }
        bytes.append(0x43)
    }

    /// How many bytes ``cursorForward(_:)`` writes.
    static func cursorForwardLength(_ columns: Int) -> Int {
        columns == 1 ? 3 : 3 + decimalLength(columns)
    }

    // MARK: Modes

    /// `ESC[0m`.
    mutating func resetAttributes() {
        append(ascii: "\u{1B}[0m")
    }

    /// `ESC[?2026h`: the terminal holds the display until the matching end.
    mutating func beginSynchronizedUpdate() {
        append(ascii: "\u{1B}[?2026h")
    }

    /// `ESC[?2026l`.
    mutating func endSynchronizedUpdate() {
        append(ascii: "\u{1B}[?2026l")
    }

    private mutating func append(ascii: StaticString) {
        ascii.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    // MARK: Glyphs

    /// Writes a scalar as UTF-8; callers pass ``displayScalar(of:)`` so no control
    /// character ever reaches the terminal.
    @inline(__always)
    mutating func glyph(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value))
        } else if value < 0x800 {
            bytes.append(UInt8(truncatingIfNeeded: 0xC0 | value >> 6))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        } else if value < 0x1_0000 {
            bytes.append(UInt8(truncatingIfNeeded: 0xE0 | value >> 12))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        } else {
            bytes.append(UInt8(truncatingIfNeeded: 0xF0 | value >> 18))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        }
    }

    /// How many bytes ``glyph(_:)`` writes.
    @inline(__always)
    static func glyphLength(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x80 { return 1 }
        if value < 0x800 { return 2 }
        if value < 0x1_0000 { return 3 }
        return 4
    }

    /// What a cell shows on a terminal: a continuation cell that reaches the output (one not
    /// after a wide glyph) becomes a space, and control characters (C0, DEL, C1) become
    /// U+FFFD, because a cell's text may come from a theme file and must never act as an escape.
    @inline(__always)
    static func displayScalar(of cell: Cell) -> Unicode.Scalar {
        let value = cell.scalar.value
        if value >= 0x20 && (value < 0x7F || value > 0x9F) { return cell.scalar }
        return value == 0 ? " " : "\u{FFFD}"
    }
}

/// "000" … "999", three ASCII digits per number.
private let decimalTriples: [UInt8] = {
    var table = [UInt8]()
    table.reserveCapacity(3000)
    for number in 0..<1000 {
        table.append(UInt8(48 + number / 100))
        table.append(UInt8(48 + number / 10 % 10))
        table.append(UInt8(48 + number % 10))
    }
    return table
}()
