/// Makes untrusted text safe to print to a terminal.
///
/// Theme names, descriptions, token names and error messages quoting them come from files
/// anyone can write. Printed raw, `ESC ] 52 ; c ; …` would overwrite the user's clipboard and
/// other sequences retitle windows or worse. Escaping shows every character that could
/// control the terminal in a visible form and leaves everything else, emoji included, as is:
///
/// - C0 controls except tab become caret notation: `^[` for ESC, `^A` for U+0001, `^J` for LF.
/// - DEL becomes `^?`.
/// - C1 controls (U+0080–U+009F, which some terminals obey like ESC sequences) become `<U+009B>`.
/// - Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
///   reorder what follows them so a name can read differently from what it is, become
///   `<U+202E>` too.
/// - Bytes that are not valid UTF-8 (``escaping(bytes:)`` only) become `\xC3`.
public enum VisibleText {
    /// Returns `text` with every control character shown visibly.
    public static func escaping(_ text: String) -> String {
        // Printable ASCII needs nothing, and is told from its bytes without decoding them.
        if text.everyUTF8Byte({ (0x20...0x7E).contains($0) || $0 == 0x09 }) { return text }
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            append(scalar, to: &result)
        }
        return result
    }

    /// Decodes `bytes` as UTF-8 and shows every control character and every invalid byte
    /// visibly. Use it on raw file or terminal bytes that may not be UTF-8 at all.
    public static func escaping(bytes: some Collection<UInt8>) -> String {
        let contiguous = Array(bytes)
        return contiguous.withUnsafeBufferPointer { buffer in
            var result = ""
            result.reserveCapacity(buffer.count + 8)
            var offset = 0
            while offset < buffer.count {
                if let (scalar, length) = UTF8Decoding.scalar(in: buffer, at: offset) {
                    append(scalar, to: &result)
                    offset += length
                } else {
                    // One byte at a time, so every byte of a broken sequence stays visible.
                    result += "\\x" + hexDigits(buffer[offset], width: 2)
                    offset += 1
                }
            }
            return result
        }
    }

    /// Whether `scalar` must not reach a terminal as is.
    static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: isBidiControl(scalar)
        }
    }

    private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
        let value = scalar.value
        switch value {
        case 0x09:
            result.unicodeScalars.append(scalar)
        case 0x00...0x1F:
            result += "^"
            result.unicodeScalars.append(Unicode.Scalar(UInt8(value + 0x40)))
        case 0x7F:
            result += "^?"
        case 0x80...0x9F:
            result += "<U+" + hexDigits(value, width: 4) + ">"
        default:
            if isBidiControl(scalar) {
                result += "<U+" + hexDigits(value, width: 4) + ">"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }

    /// The explicit bidirectional formatting characters that change the order of the text
    /// after them: LRE, RLE, PDF, LRO, RLO and the isolates LRI, RLI, FSI, PDI.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        ControlCharacters.isBidiControl(scalar)
    }

    /// Upper-case hex, zero-padded to `width`.
    public static func hexDigits(_ value: some BinaryInteger, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
