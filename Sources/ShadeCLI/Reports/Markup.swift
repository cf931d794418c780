/// Escaping for text placed in SVG or HTML element content and quoted attributes.
enum Markup {
    /// `text` with markup characters escaped and scalars XML cannot carry replaced by U+FFFD.
    static func escaped(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default:
                switch scalar.value {
                case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: output += "\u{FFFD}"
                default: output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
