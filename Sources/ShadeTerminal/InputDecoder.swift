/// Turns the bytes a terminal sends into keys, mouse clicks and pastes: an ECMA-48 parser that
/// reads UTF-8, keeps its place across reads, and swallows every sequence it does not
/// understand whole. Pure, so it is tested on bytes alone.
///
/// A lone Esc cannot be told from the start of a sequence until a moment has passed with
/// nothing after it; the decoder says so through `waiting`, and the caller calls
/// `timeOut()` when that moment has passed without another byte.
///
/// What it decides:
/// - Esc quits only alone: ESC followed by anything within the escape delay is part of
///   something else. Alt+key (ESC and a character) is ignored; Ctrl-C is Ctrl-C everywhere
///   outside a paste.
/// - Arrows, Home/End and Page Up/Down are read in both cursor modes (`CSI`/`SS3`) and in
///   the rxvt, PuTTY and Linux-console variants; modifier parameters are accepted and
///   dropped (Ctrl+→ is →).
/// - Any other complete CSI, SS3, OSC, DCS, SOS, PM or APC sequence is consumed and
///   ignored (strings end at ST or BEL), so late replies to start-up queries and focus
///   reports never reach the app.
/// - A bracketed paste is one `.paste` event with its text (at most ``maximumPasteBytes``),
///   delivered at its end marker; nothing in it is read as a key.
/// - Mouse: a primary-button press in SGR (1006), X10 or urxvt (1015) form is a click.
/// - kitty keyboard protocol (`CSI code;mods u`) and xterm's `modifyOtherKeys`
///   (`CSI 27;mods;code ~`) are read for Esc, Enter, Tab, Backspace, plain characters,
///   Ctrl-C and Ctrl-Z; other combinations are ignored.
public struct InputDecoder: Sendable {
    /// What the decoder is waiting for, which tells the caller when to call `timeOut()`.
    public enum Wait: Hashable, Sendable {
        /// Nothing is pending: wait for input as long as you like.
        case nothing
        /// A lone ESC (or the start of a character) may be all there is: call `timeOut()`
        /// after the escape delay passes with no byte.
        case escapeDelay
        /// A sequence has started but not ended: call `timeOut()` to give up on it after a
        /// longer silence, so a stray introducer never swallows keys for ever.
        case sequence
        /// Inside a bracketed paste: call `timeOut()` to give up on it after a long silence.
        case paste
    }

    enum State: Hashable, Sendable {
        case ground
        /// Inside a UTF-8 character: `remaining` continuation bytes to go.
        case character(remaining: Int, scalar: UInt32, minimum: UInt32)
        /// After ESC; `alt` when that ESC followed another (Alt+Esc, or Alt on a sequence).
        case escape(alt: Bool)
        /// After ESC and an intermediate byte (0x20–0x2F), until the final byte.
        case escapeIntermediate
        /// Skipping the rest of a character typed with Alt.
        case altCharacter(remaining: Int)
        case controlSequence
        case singleShift
        case string(eightBit: Bool)
        /// ESC inside a string: `\` ends it, anything else aborts it.
        case stringEscape
        /// The three raw bytes of an X10 mouse report after `CSI M`.
        case x10Mouse
        /// After `CSI [`: the Linux console's F1–F5 take one more byte.
        case linuxFunctionKey
        /// Inside a bracketed paste; `matched` bytes of `ESC [ 2 0 1 ~` seen.
        case paste(matched: Int)
    }

    var state = State.ground
    /// Parameter and private-marker bytes of the sequence under way (capped).
    var parameters: [UInt8] = []
    /// Intermediate bytes of the sequence under way (capped).
    var intermediates: [UInt8] = []
    /// The sequence broke a rule (a parameter after an intermediate, too long): it is read
    /// to its end and ignored.
    var malformed = false
    /// The X10 mouse bytes collected so far.
    var mouseBytes: [UInt8] = []
    /// The text of the bracketed paste under way (capped).
    var pasted: [UInt8] = []

    static let escape: UInt8 = 0x1B
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    private static let maximumSequenceBytes = 64
    /// The most bytes of one paste kept; the rest is dropped. A paste can only go into a
    /// one-line query or filter, so more would be a mistake, and every character of it is
    /// typed into that field (and the list filtered again) one by one.
    public static let maximumPasteBytes = 4096

    /// A decoder at rest.
    public init() {}

    /// What the decoder waits for after the bytes fed so far.
    public var waiting: Wait {
        switch state {
        case .ground: .nothing
        case .escape, .escapeIntermediate, .character, .altCharacter: .escapeDelay
        case .paste: .paste
        default: .sequence
        }
    }

    /// Decodes `bytes`, which continue the bytes fed before; returns the keys, clicks and pastes
    /// they complete, in order.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        for byte in bytes { consume(byte, into: &events) }
        return events
    }

    /// The wait announced by `waiting` passed with no byte: a pending ESC is a lone Esc;
    /// anything else unfinished is dropped.
    public mutating func timeOut() -> [TerminalEvent] {
        defer { reset() }
        if case .escape = state { return [.key(.escape)] }
        return []
    }

    mutating func reset() {
        state = .ground
        parameters.removeAll(keepingCapacity: true)
        intermediates.removeAll(keepingCapacity: true)
        mouseBytes.removeAll(keepingCapacity: true)
        pasted.removeAll(keepingCapacity: true)
        malformed = false
    }

    private mutating func consume(_ byte: UInt8, into events: inout [TerminalEvent]) {
        switch state {
        case .ground:
            ground(byte, into: &events)
        case .character(let remaining, let scalar, let minimum):
            character(byte, remaining: remaining, scalar: scalar, minimum: minimum, into: &events)
        case .escape(let alt):
            escape(byte, alt: alt, into: &events)
        case .escapeIntermediate:
            if byte < 0x20 || byte > 0x7E { abort(reprocessing: byte, into: &events) }
            else if byte >= 0x30 { reset() }
        case .altCharacter(let remaining):
            if (0x80...0xBF).contains(byte) {
                state = remaining > 1 ? .altCharacter(remaining: remaining - 1) : .ground
            } else {
                abort(reprocessing: byte, into: &events)
            }
        case .controlSequence:
            controlSequence(byte, into: &events)
        case .singleShift:
            singleShift(byte, into: &events)
        case .string(let eightBit):
            string(byte, eightBit: eightBit, into: &events)
        case .stringEscape:
            if byte == UInt8(ascii: "\\") {
                reset()
            } else {
                // ESC inside a string ends it and starts something new.
                state = .escape(alt: false)
                consume(byte, into: &events)
            }
        case .x10Mouse:
            mouseBytes.append(byte)
            if mouseBytes.count == 3 {
                let (button, column, row) = (Int(mouseBytes[0]) - 32, Int(mouseBytes[1]) - 33, Int(mouseBytes[2]) - 33)
                reset()
                if let click = Self.click(button: button, column: column, row: row, pressed: true) { events.append(click) }
            }
        case .linuxFunctionKey:
            reset()
            if (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(byte) {
                events.append(.key(.function(Int(byte - UInt8(ascii: "A")) + 1)))
            }
        case .paste(let matched):
            paste(byte, matched: matched, into: &events)
        }
    }

    /// A byte of a bracketed paste: text, or part of its end marker. Bytes that began to
    /// look like the end marker and then did not are text after all.
    private mutating func paste(_ byte: UInt8, matched: Int, into events: inout [TerminalEvent]) {
        if byte == Self.pasteEnd[matched] {
            guard matched + 1 == Self.pasteEnd.count else {
                state = .paste(matched: matched + 1)
                return
            }
            let text = String(decoding: pasted, as: UTF8.self)
            reset()
            if !text.isEmpty { events.append(.paste(text)) }
            return
        }
        keepPasted(Self.pasteEnd[..<matched])
        if byte == Self.escape {
            state = .paste(matched: 1)
        } else {
            keepPasted(CollectionOfOne(byte))
            state = .paste(matched: 0)
        }
    }

    private mutating func keepPasted(_ bytes: some Collection<UInt8>) {
        pasted.append(contentsOf: bytes.prefix(max(0, Self.maximumPasteBytes - pasted.count)))
    }

    /// Drops the sequence under way and reads `byte` afresh: a control character or a new
    /// ESC inside a sequence means the sequence was not one.
    private mutating func abort(reprocessing byte: UInt8, into events: inout [TerminalEvent]) {
        reset()
        consume(byte, into: &events)
    }

    private mutating func ground(_ byte: UInt8, into events: inout [TerminalEvent]) {
        switch byte {
        case Self.escape:
            state = .escape(alt: false)
        case 0x00..<0x20, 0x7F:
            if let key = Self.controlKey(byte) { events.append(.key(key)) }
        case 0x20..<0x7F:
            events.append(.key(.character(Character(Unicode.Scalar(byte)))))
        case 0x80..<0xA0:
            introduceEightBit(UInt32(byte))
        case 0xC2...0xDF:
            state = .character(remaining: 1, scalar: UInt32(byte & 0x1F), minimum: 0x80)
        case 0xE0...0xEF:
            state = .character(remaining: 2, scalar: UInt32(byte & 0x0F), minimum: 0x800)
        case 0xF0...0xF4:
            state = .character(remaining: 3, scalar: UInt32(byte & 0x07), minimum: 0x10000)
        default:
            break  // a stray continuation byte or one UTF-8 never uses
        }
    }

    private mutating func character(
        _ byte: UInt8, remaining: Int, scalar: UInt32, minimum: UInt32, into events: inout [TerminalEvent]
    ) {
        guard (0x80...0xBF).contains(byte) else {
            abort(reprocessing: byte, into: &events)
            return
        }
        let value = scalar << 6 | UInt32(byte & 0x3F)
        guard remaining == 1 else {
            state = .character(remaining: remaining - 1, scalar: value, minimum: minimum)
            return
        }
        reset()
        guard value >= minimum, let decoded = Unicode.Scalar(value) else { return }
        if value < 0xA0 {
            introduceEightBit(value)  // a C1 control sent as UTF-8
        } else {
            events.append(.key(.character(Character(decoded))))
        }
    }

    /// A C1 control (0x80–0x9F): the 8-bit forms of CSI, SS3 and the string introducers
    /// start their sequences; the rest mean nothing as input.
    private mutating func introduceEightBit(_ value: UInt32) {
        switch value {
        case 0x9B: state = .controlSequence
        case 0x8F: state = .singleShift
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .string(eightBit: true)
        default: break
        }
    }

    private mutating func escape(_ byte: UInt8, alt: Bool, into events: inout [TerminalEvent]) {
        switch byte {
        case UInt8(ascii: "["): state = .controlSequence
        case UInt8(ascii: "O"): state = .singleShift
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            state = .string(eightBit: false)
        case Self.escape:
            state = .escape(alt: true)
        case 0x03:
            reset()
            events.append(.key(.controlC))  // Ctrl-C quits, Alt or not
        case 0x20...0x2F:
            state = .escapeIntermediate
        case 0xC2...0xF4:
            state = .altCharacter(remaining: byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1)
        default:
            reset()  // Alt+key, a stray ST (ESC \), Alt with a control key: ignored
        }
    }

    private mutating func collect(_ byte: UInt8) {
        switch byte {
        case 0x30...0x3F:
            if !intermediates.isEmpty { malformed = true }
            if parameters.count < Self.maximumSequenceBytes { parameters.append(byte) } else { malformed = true }
        default:
            if intermediates.count < 4 { intermediates.append(byte) } else { malformed = true }
        }
    }

    private mutating func controlSequence(_ byte: UInt8, into events: inout [TerminalEvent]) {
        switch byte {
        case 0x20...0x3F:
            collect(byte)
        case 0x40...0x7E:
            let next = malformed ? nil : dispatchControlSequence(final: byte)
            reset()
            switch next {
            case .event(let event): events.append(event)
            case .enter(let state): self.state = state
            case nil: break
            }
        case 0x7F:
            break  // DEL is ignored inside a sequence
        default:
            abort(reprocessing: byte, into: &events)
        }
    }

    private mutating func singleShift(_ byte: UInt8, into events: inout [TerminalEvent]) {
        switch byte {
        case 0x20...0x3F:
            collect(byte)
        case 0x40...0x7E:
            let key = malformed ? nil : Self.singleShiftKey(final: byte)
            reset()
            if let key { events.append(.key(key)) }
        case 0x7F:
            break
        default:
            abort(reprocessing: byte, into: &events)
        }
    }

    private mutating func string(_ byte: UInt8, eightBit: Bool, into events: inout [TerminalEvent]) {
        switch byte {
        case 0x07:
            reset()
        case Self.escape:
            state = .stringEscape
        case 0x9C where eightBit:
            reset()  // 8-bit ST; in a 7-bit string 0x9C is part of a UTF-8 character
        case 0x00..<0x20:
            // No reply carries other control characters: a key typed after a stray
            // introducer. Give the key back rather than swallow everything after it.
            abort(reprocessing: byte, into: &events)
        default:
            break
        }
    }

    static func controlKey(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x03: .controlC
        case 0x08, 0x7F: .backspace
        case 0x09: .tab
        case 0x0A, 0x0D: .enter
        case 0x1A: .controlZ
        default: nil
        }
    }
}
