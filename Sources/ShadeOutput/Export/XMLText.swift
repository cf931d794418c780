/// Escaping for text that goes into SVG and HTML, in element content or quoted attributes.
public enum XMLText {
    /// What replaces a scalar XML 1.0 cannot carry (control characters, U+FFFE, U+FFFF).
    static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// `text` with markup characters escaped and forbidden scalars replaced.
    public static func escaped(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { append(scalar, to: &output) }
        return output
    }

    /// Appends one scalar, escaped, to `output`.
    static func append(_ scalar: Unicode.Scalar, to output: inout String) {
        switch scalar {
        case "&": output += "&amp;"
        case "<": output += "&lt;"
        case ">": output += "&gt;"
        case "\"": output += "&quot;"
        case "'": output += "&#39;"
        default: output.unicodeScalars.append(isAllowed(scalar) ? scalar : replacement)
        }
    }

    /// Whether a scalar may appear literally. Tabs and newlines are refused too: a cell or a
    /// caption holding one is a bug upstream, and a visible U+FFFD says so.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: false
        default: true
        }
    }
}
