import ShadeColor
import ShadeFrame

/// The SGR state the terminal holds, as far as the encoder knows: the colours as they were
/// sent (so two RGBs that map to one palette entry count as the same) and the attributes.
struct SGRPen: Equatable {
    /// A colour as sent: `0xRRGGBB`, or ``paletteFlag`` | index, or ``defaultColor``.
    var foreground: UInt32
    var background: UInt32
    var attributes: UInt8
    /// False when the terminal's state is not known; the next change then starts with SGR 0.
    var isKnown: Bool

    /// Marks a colour as a 256-palette index in its low byte.
    static let paletteFlag: UInt32 = 1 << 24
    /// Marks a colour as one of the 16 ANSI colours (0…15) in its low byte.
    static let ansiFlag: UInt32 = 1 << 25
    /// The terminal's own default colour, as after `ESC[0m`.
    static let defaultColor: UInt32 = .max

    /// The state right after `ESC[0m`.
    static let reset = SGRPen(foreground: defaultColor, background: defaultColor, attributes: 0, isKnown: true)
    /// A state nothing is known about (the first write of a full repaint).
    static let unknown = SGRPen(foreground: defaultColor, background: defaultColor, attributes: 0, isKnown: false)

    init(foreground: UInt32, background: UInt32, attributes: UInt8, isKnown: Bool) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.isKnown = isKnown
    }

    /// The state that paints `style` in `mode`; in 256 colours, `palette` (when given)
    /// decides the indices of the colours it assigns.
    @inline(__always)
    init(_ style: CellStyle, mode: ColorMode, palette: PaletteAssignment? = nil) {
        self.init(
            foreground: Self.sent(style.foreground, mode: mode, palette: palette),
            background: Self.sent(style.background, mode: mode, palette: palette),
            attributes: style.attributes.rawValue,
            isKnown: true
        )
    }

    @inline(__always)
    static func sent(_ color: RGB, mode: ColorMode, palette: PaletteAssignment? = nil) -> UInt32 {
        switch mode {
        case .truecolor:
            return UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
        case .palette256:
            return paletteFlag | UInt32(palette?.index(color) ?? XTerm256.nearest(color))
        case .palette16:
            return ansiFlag | UInt32(ANSI16.nearest(color))
        }
    }
}

/// The parameters of one SGR sequence that takes the terminal from one ``SGRPen`` to another,
/// chosen as the shorter of two forms when attributes turn off: specific off codes
/// (22 for bold and dim together, 23, 24, 29) or `0` followed by everything the target needs.
/// Both forms go into a single `ESC[…m`, e.g. `ESC[0;1;38;2;R;G;B;48;2;R;G;Bm`.
struct SGRChange {
    /// Starts with `0`.
    var reset = false
    /// Attribute bits whose off code is written (bold and dim share 22).
    var off: UInt8 = 0
    /// Attribute bits whose on code is written.
    var on: UInt8 = 0
    var foreground: UInt32?
    var background: UInt32?
    /// The whole sequence's length in bytes; 0 when nothing needs writing.
    var byteCount = 0

    private static let intensity = TextAttributes.bold.rawValue | TextAttributes.dim.rawValue

    /// The cheapest change from `current` to `target` (`target` must be known).
    init(from current: SGRPen, to target: SGRPen) {
        if current == target { return }
        if !current.isKnown {
            self = .resetting(to: target)
            return
        }
        let removed = current.attributes & ~target.attributes
        var step = SGRChange()
        step.on = target.attributes & ~current.attributes
        if removed != 0 {
            step.off = removed
            // 22 clears bold and dim together, so whichever of them stays is set again.
            if removed & Self.intensity != 0 { step.on |= target.attributes & Self.intensity }
        }
        if current.foreground != target.foreground { step.foreground = target.foreground }
        if current.background != target.background { step.background = target.background }
        step.byteCount = step.measure()
        if removed != 0 {
            let fresh = SGRChange.resetting(to: target)
            if fresh.byteCount < step.byteCount {
                self = fresh
                return
            }
        }
        self = step
    }

    private init() {}

    private static func resetting(to target: SGRPen) -> SGRChange {
        var change = SGRChange()
        change.reset = true
        change.on = target.attributes
        if target.foreground != SGRPen.defaultColor { change.foreground = target.foreground }
        if target.background != SGRPen.defaultColor { change.background = target.background }
        change.byteCount = change.measure()
        return change
    }

    /// The sequence's length: `ESC[` and `m`, the parameters, and a `;` between each two.
    private func measure() -> Int {
        var parameters = 0, characters = 0
        if reset { parameters += 1; characters += 1 }
        if off & Self.intensity != 0 { parameters += 1; characters += 2 }
        let otherOff = (off & ~Self.intensity).nonzeroBitCount
        parameters += otherOff
        characters += 2 * otherOff
        let onCount = on.nonzeroBitCount
        parameters += onCount
        characters += onCount
        if let foreground {
            parameters += 1
            characters += Self.colorParameterLength(foreground)
        }
        if let background {
            parameters += 1
            characters += Self.colorParameterLength(background, background: true)
        }
        return parameters == 0 ? 0 : 3 + characters + parameters - 1
    }

    /// The length of `38;2;R;G;B`, `38;5;N` or `3N`/`9N` for a sent colour.
    private static func colorParameterLength(_ color: UInt32, background: Bool = false) -> Int {
        if color & SGRPen.ansiFlag != 0 {
            // 30–37, 90–97 and 40–47 are two digits; bright backgrounds 100–107 are three.
            return background && color & 0xF >= 8 ? 3 : 2
        }
        if color & SGRPen.paletteFlag != 0 {
            return 5 + EscapeBuffer.decimalLength(Int(color & 0xFF))
        }
        return 7 + EscapeBuffer.decimalLength(Int(color >> 16 & 0xFF))
            + EscapeBuffer.decimalLength(Int(color >> 8 & 0xFF))
            + EscapeBuffer.decimalLength(Int(color & 0xFF))
    }

    /// Writes the sequence, or nothing when there is no change.
    func write(to out: inout EscapeBuffer) {
        guard byteCount > 0 else { return }
        out.controlSequenceIntroducer()
        var first = true
        if reset { Self.parameter(0, to: &out, first: &first) }
        if off & Self.intensity != 0 { Self.parameter(22, to: &out, first: &first) }
        if off & TextAttributes.italic.rawValue != 0 { Self.parameter(23, to: &out, first: &first) }
        if off & TextAttributes.underline.rawValue != 0 { Self.parameter(24, to: &out, first: &first) }
        if off & TextAttributes.strikethrough.rawValue != 0 { Self.parameter(29, to: &out, first: &first) }
        if on & TextAttributes.bold.rawValue != 0 { Self.parameter(1, to: &out, first: &first) }
        if on & TextAttributes.dim.rawValue != 0 { Self.parameter(2, to: &out, first: &first) }
        if on & TextAttributes.italic.rawValue != 0 { Self.parameter(3, to: &out, first: &first) }
        if on & TextAttributes.underline.rawValue != 0 { Self.parameter(4, to: &out, first: &first) }
        if on & TextAttributes.strikethrough.rawValue != 0 { Self.parameter(9, to: &out, first: &first) }
        if let foreground { Self.color(foreground, ground: 38, to: &out, first: &first) }
        if let background { Self.color(background, ground: 48, to: &out, first: &first) }
        out.byte(0x6D)
    }

    @inline(__always)
    private static func parameter(_ number: Int, to out: inout EscapeBuffer, first: inout Bool) {
        if !first { out.byte(0x3B) }
        first = false
        out.decimal(number)
    }

    /// `38;2;R;G;B` / `48;2;R;G;B`, `38;5;N` / `48;5;N` for a palette colour, or
    /// 30–37 / 90–97 (40–47 / 100–107 for backgrounds) for an ANSI colour.
    private static func color(_ color: UInt32, ground: Int, to out: inout EscapeBuffer, first: inout Bool) {
        if color & SGRPen.ansiFlag != 0 {
            let index = Int(color & 0xF)
            let base = ground == 38 ? (index < 8 ? 30 : 90) : (index < 8 ? 40 : 100)
            parameter(base + index % 8, to: &out, first: &first)
            return
        }
        parameter(ground, to: &out, first: &first)
        out.byte(0x3B)
        if color & SGRPen.paletteFlag != 0 {
            out.byte(0x35)
            out.byte(0x3B)
            out.decimal(Int(color & 0xFF))
            return
        }
        out.byte(0x32)
        out.byte(0x3B)
        out.decimal(Int(color >> 16 & 0xFF))
        out.byte(0x3B)
        out.decimal(Int(color >> 8 & 0xFF))
        out.byte(0x3B)
        out.decimal(Int(color & 0xFF))
    }
}
