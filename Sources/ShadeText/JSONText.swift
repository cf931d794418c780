/// JSON string literals for the writers that build JSON by hand (export metadata, DTCG files,
/// role sidecars, fix drafts), so each can stay free of Foundation's encoder.
public enum JSONText {
    /// `text` as a quoted JSON string.
    ///
    /// Quotes and backslashes are escaped, newline, return and tab get their short escapes,
    /// and every other C0 control, DEL, the C1 controls (U+0080–U+009F), the bidirectional
    /// controls and U+2028/U+2029 become lower-case `\u00xx` escapes. JSON allows most of
    /// these raw, but a terminal showing the file would obey a C1 CSI or reorder the text at
    /// a bidi override, and JavaScript before ES2019 ends a string at U+2028; the escape means
    /// the same character to every JSON reader.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where needsEscape(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Encoded JSON (e.g. `JSONEncoder`'s, which escapes only C0 controls) with every other
    /// character ``quoted(_:)`` escapes written as a `\u00xx` escape too: DEL, the C1
    /// controls, the bidirectional controls and U+2028/U+2029. Outside strings JSON is ASCII,
    /// so these occur only inside strings, where the escape means the same character.
    public static func escapingInvisibles(inEncoded json: String) -> String {
        // C0 controls outside strings are the encoder's own line breaks, and inside strings
        // the encoder has escaped them already.
        func escaped(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x20 && needsEscape(scalar) }
        guard json.unicodeScalars.contains(where: escaped) else { return json }
        var out = ""
        out.reserveCapacity(json.utf8.count + 16)
        for scalar in json.unicodeScalars {
            if escaped(scalar) {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The one escaping policy of every JSON Shade writes.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x2029: true
        default: ControlCharacters.isBidiControl(scalar)
        }
    }
}
