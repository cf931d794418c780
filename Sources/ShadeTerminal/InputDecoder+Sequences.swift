/// What complete sequences mean: the keys, clicks and pastes among everything a terminal
/// can send.
extension InputDecoder {
    /// What a complete control sequence leads to.
    enum Outcome {
        /// A key or a click.
        case event(TerminalEvent)
        /// More bytes belong to it (a paste, X10 mouse coordinates, a console F-key).
        case enter(State)
    }

    /// The parameter fields of the sequence under way: `;`-separated numbers, each with
    /// its `:` sub-parameters; nil for an empty one. A leading private marker (`<`, `=`,
    /// `>`, `?`) is returned separately.
    func parsedParameters() -> (marker: UInt8?, fields: [[Int?]]) {
        var bytes = parameters[...]
        var marker: UInt8?
        if let first = bytes.first, (0x3C...0x3F).contains(first) {
            marker = first
            bytes = bytes.dropFirst()
        }
        guard !bytes.isEmpty else { return (marker, []) }
        let fields = bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
            field.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map { number -> Int? in
                guard !number.isEmpty, number.count <= 9,
                      number.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
                else { return nil }
                return number.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            }
        }
        return (marker, fields)
    }

    func dispatchControlSequence(final: UInt8) -> Outcome? {
        guard intermediates.isEmpty else { return nil }  // replies such as DECRPM (`$y`)
        let (marker, fields) = parsedParameters()
        let first = fields.first?.first ?? nil
        if marker == UInt8(ascii: "<") {
            guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), fields.count == 3,
                  let button = fields[0].first ?? nil, let column = fields[1].first ?? nil, let row = fields[2].first ?? nil
            else { return nil }
            return Self.click(button: button, column: column - 1, row: row - 1, pressed: final == UInt8(ascii: "M")).map { .event($0) }
        }
        // The colour-scheme report of DEC mode 2031 (`CSI ? 997 ; 1 n` dark, `; 2 n` light),
        // sent when asked (`CSI ? 996 n`) and whenever the terminal's scheme flips.
        if marker == UInt8(ascii: "?"), final == UInt8(ascii: "n"), first == 997, fields.count == 2 {
            switch fields[1].first ?? nil {
            case 1: return .event(.colorScheme(dark: true))
            case 2: return .event(.colorScheme(dark: false))
            default: return nil
            }
        }
        guard marker == nil else { return nil }  // DA1, DECRPM and other private replies
        let key: Key?
        switch final {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): key = .backTab
        case UInt8(ascii: "P"): key = .function(1)
        case UInt8(ascii: "Q"): key = .function(2)
        case UInt8(ascii: "S"): key = .function(4)
        // rxvt's Shift+arrows; only bare, because `CSI … c` with parameters is a reply.
        case UInt8(ascii: "a") where fields.isEmpty: key = .up
        case UInt8(ascii: "b") where fields.isEmpty: key = .down
        case UInt8(ascii: "c") where fields.isEmpty: key = .right
        case UInt8(ascii: "d") where fields.isEmpty: key = .left
        case UInt8(ascii: "~"):
            if first == 200 { return .enter(.paste(matched: 0)) }
            if first == 27, fields.count >= 3, let code = fields[2].first ?? nil {
                key = Self.modifiedKey(code: code, modifiers: fields[1].first ?? nil)  // modifyOtherKeys
            } else {
                key = first.flatMap(Self.tildeKey)
            }
        case UInt8(ascii: "u"):
            guard let code = first else { return nil }
            let modifiers = fields.count > 1 ? fields[1] : []
            let eventType = modifiers.count > 1 ? modifiers[1] : nil
            guard eventType == nil || eventType == 1 else { return nil }  // repeat or release
            key = Self.modifiedKey(code: code, modifiers: modifiers.first ?? nil)
        case UInt8(ascii: "M"):
            if fields.isEmpty { return .enter(.x10Mouse) }
            guard fields.count == 3, let button = fields[0].first ?? nil,
                  let column = fields[1].first ?? nil, let row = fields[2].first ?? nil
            else { return nil }
            return Self.click(button: button - 32, column: column - 1, row: row - 1, pressed: true).map { .event($0) }  // urxvt 1015
        case UInt8(ascii: "["):
            return fields.isEmpty ? .enter(.linuxFunctionKey) : nil
        default:
            key = nil  // focus reports (I, O), cursor reports (R), window reports (t) …
        }
        return key.map { .event(.key($0)) }
    }

    /// `CSI n ~` keys: the VT220 editing keypad (with rxvt's and PuTTY's Home/End) and the
    /// function keys.
    static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: .home
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 3: .delete
        case 11...15: .function(number - 10)
        case 17...21: .function(number - 11)
        case 23...26: .function(number - 12)
        case 28, 29: .function(number - 13)
        case 31...34: .function(number - 14)
        default: nil
        }
    }

    /// SS3 keys: cursor keys in application mode, F1–F4, keypad Enter, rxvt's Ctrl+arrows.
    static func singleShiftKey(final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"), UInt8(ascii: "a"): .up
        case UInt8(ascii: "B"), UInt8(ascii: "b"): .down
        case UInt8(ascii: "C"), UInt8(ascii: "c"): .right
        case UInt8(ascii: "D"), UInt8(ascii: "d"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(final - UInt8(ascii: "P")) + 1)
        default: nil
        }
    }

    /// A key reported by code point and modifiers (kitty's `CSI u`, xterm's
    /// modifyOtherKeys). Modifiers are 1 + a bit set: Shift 1, Alt 2, Ctrl 4, Super 8,
    /// Hyper 16, Meta 32, Caps Lock 64, Num Lock 128 (the locks are disregarded).
    static func modifiedKey(code: Int, modifiers: Int?) -> Key? {
        let bits = max(0, (modifiers ?? 1) - 1) & ~(64 | 128)
        switch (bits, code) {
        case (0, 27): return .escape
        case (0, 13): return .enter
        case (0, 9): return .tab
        case (1, 9): return .backTab
        case (0, 127), (0, 8): return .backspace
        case (4, 99), (4, 67): return .controlC
        case (4, 122), (4, 90): return .controlZ
        case (0, 0x20..<0x7F), (0, 0xA0..<0xE000), (0, 0xF900...0x10FFFF):
            return Unicode.Scalar(UInt32(code)).map { .character(Character($0)) }
        default: return nil  // other modifier combinations, and kitty's private-use keys
        }
    }

    /// A mouse report as a click when it is a press of the primary button (Shift, Alt or
    /// Ctrl held or not); motion, wheel, other buttons and releases are not clicks.
    static func click(button: Int, column: Int, row: Int, pressed: Bool) -> TerminalEvent? {
        guard pressed, button >= 0, button & ~(4 | 8 | 16) == 0, column >= 0, row >= 0 else { return nil }
        return .mouseClick(column: column, row: row)
    }
}
