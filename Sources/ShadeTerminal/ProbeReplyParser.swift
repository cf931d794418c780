import ShadeColor
/// Reading the terminal's answers to `TerminalProbe.query`. Pure, so it is tested on
/// recorded bytes.
extension TerminalProbe {
    /// Reads the replies to the probe query from the raw bytes the terminal sent: an OSC 11
    /// colour report (`ESC ] 11 ; rgb:R/G/B` ended by BEL or ST), a DECRQM report
    /// (`ESC [ ? 2026 ; Ps $ y`) and the DA1 sentinel (`ESC [ ? … c`). Anything else, such
    /// as keys typed meanwhile, is skipped.
    public static func parseReplies(_ bytes: [UInt8]) -> TerminalProbeResult {
        var result = TerminalProbeResult()
        for sequence in ProbeReplyParser.sequences(in: bytes) {
            switch sequence {
            case .operatingSystemCommand(let text):
                guard text.hasPrefix("11;") else { continue }
                if let color = parseColorSpecification(text.dropFirst(3)) {
                    result.background = color
                }
            case .controlSequence(let parameters, let intermediates, let final):
                guard parameters.hasPrefix("?") else { continue }
                if final == "c" && intermediates.isEmpty {
                    result.terminalAnswered = true
                } else if final == "y" && intermediates == "$" {
                    let fields = parameters.dropFirst().split(separator: ";")
                    if fields.count == 2, fields[0] == "2026", let state = Int(fields[1]) {
                        result.synchronizedOutput = state == 1 || state == 2
                    }
                }
            }
        }
        return result
    }

    /// Parses an X11 colour specification as terminals report it: `rgb:R/G/B` with 1–4
    /// hex digits per channel (each scaled from its own range to 0…255, so `f`, `ff`,
    /// `fff` and `ffff` all mean 255), or `rgba:R/G/B/A` with the alpha ignored.
    public static func parseColorSpecification(_ text: some StringProtocol) -> RGB? {
        let channelCount: Int
        let body: Substring
        if text.hasPrefix("rgb:") {
            (channelCount, body) = (3, Substring(text.dropFirst(4)))
        } else if text.hasPrefix("rgba:") {
            (channelCount, body) = (4, Substring(text.dropFirst(5)))
        } else {
            return nil
        }
        let fields = body.split(separator: "/", omittingEmptySubsequences: false)
        guard fields.count == channelCount else { return nil }
        var channels: [UInt8] = []
        for field in fields.prefix(3) {
            guard (1...4).contains(field.count),
                  field.allSatisfy(\.isHexDigit),
                  let value = UInt32(field, radix: 16)
            else { return nil }
            let maximum = (UInt32(1) << (4 * UInt32(field.count))) - 1
            channels.append(UInt8((value * 255 + maximum / 2) / maximum))
        }
        return RGB(red: channels[0], green: channels[1], blue: channels[2])
    }
}

/// Splits terminal replies into escape sequences.
enum ProbeReplyParser {
    /// One escape sequence from the terminal.
    enum Sequence: Equatable {
        /// OSC: `ESC ]` (or C1 0x9D) text, ended by BEL or ST (`ESC \` or C1 0x9C).
        case operatingSystemCommand(String)
        /// CSI: `ESC [` (or C1 0x9B) parameters, intermediates, final byte.
        case controlSequence(parameters: String, intermediates: String, final: Character)
    }

    private static let escape: UInt8 = 0x1B

    /// Whether the bytes hold a complete DA1 reply (`ESC [ ? … c`).
    static func containsDeviceAttributes(_ bytes: [UInt8]) -> Bool {
        sequences(in: bytes).contains {
            if case .controlSequence(let parameters, let intermediates, "c") = $0 {
                return parameters.hasPrefix("?") && intermediates.isEmpty
            }
            return false
        }
    }

    /// The complete OSC and CSI sequences in `bytes`, in order; other bytes are skipped.
    static func sequences(in bytes: [UInt8]) -> [Sequence] {
        var found: [Sequence] = []
        var index = 0
        while index < bytes.count {
            let introducer = introducer(at: index, in: bytes)
            switch introducer {
            case .osc(let start):
                guard let (text, next) = operatingSystemCommand(from: start, in: bytes) else {
                    return found
                }
                found.append(.operatingSystemCommand(text))
                index = next
            case .csi(let start):
                guard let (sequence, next) = controlSequence(from: start, in: bytes) else {
                    return found
                }
                if let sequence { found.append(sequence) }
                index = next
            case nil:
                index += 1
            }
        }
        return found
    }

    private enum Introducer {
        case osc(Int)
        case csi(Int)
    }

    private static func introducer(at index: Int, in bytes: [UInt8]) -> Introducer? {
        switch bytes[index] {
        case 0x9D: return .osc(index + 1)
        case 0x9B: return .csi(index + 1)
        case escape where index + 1 < bytes.count:
            switch bytes[index + 1] {
            case UInt8(ascii: "]"): return .osc(index + 2)
            case UInt8(ascii: "["): return .csi(index + 2)
            default: return nil
            }
        default: return nil
        }
    }

    /// Returns the OSC text and the index after its terminator, or nil if unterminated.
    private static func operatingSystemCommand(
        from start: Int, in bytes: [UInt8]
    ) -> (String, Int)? {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x07, 0x9C:
                return (text(bytes[start..<index]), index + 1)
            case escape where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\\"):
                return (text(bytes[start..<index]), index + 2)
            default:
                index += 1
            }
        }
        return nil
    }

    /// Returns the CSI sequence (nil if malformed) and the index after it, or nil if the
    /// bytes end before the final byte.
    private static func controlSequence(
        from start: Int, in bytes: [UInt8]
    ) -> (Sequence?, Int)? {
        var index = start
        while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
        let parametersEnd = index
        while index < bytes.count, (0x20...0x2F).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        let final = bytes[index]
        guard (0x40...0x7E).contains(final) else { return (nil, index) }
        let sequence = Sequence.controlSequence(
            parameters: text(bytes[start..<parametersEnd]),
            intermediates: text(bytes[parametersEnd..<index]),
            final: Character(Unicode.Scalar(final)))
        return (sequence, index + 1)
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
