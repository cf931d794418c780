/// One file a writer produces, by its path relative to the export's root.
public struct ExportFile: Sendable, Equatable {
    /// Relative path, `/`-separated (`Sky.xcassets/accent.colorset/Contents.json`).
    public var path: String
    /// The file's text.
    public var text: String

    /// Creates a file.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// Names made safe for files and Swift identifiers.
public enum ExportNames {
    /// `Sky Night` → `SkyNight`: letters and digits only, for type and file names.
    public static func typeName(_ name: String) -> String {
        var words = name.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        if words.isEmpty { words = ["Theme"] }
        var text = words.joined()
        if text.first?.isNumber == true { text = "Theme" + text }
        return String(text.unicodeScalars.filter { $0.isASCII }.map(Character.init))
    }

    /// `color.text.default` → `colorTextDefault`: a lower-camel Swift identifier.
    public static func identifier(_ path: String) -> String {
        let words = path.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard let first = words.first else { return "color" }
        var text = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        text = String(text.unicodeScalars.filter { $0.isASCII }.map(Character.init))
        if text.isEmpty || text.first!.isNumber { text = "color" + text }
        return swiftKeywords.contains(text) ? "`\(text)`" : text
    }

    /// `color.text.default` → `color-text-default`: a CSS custom property name's body.
    public static func cssName(_ path: String) -> String {
        var out = ""
        for character in path {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                if character.isUppercase, !out.isEmpty, out.last != "-" { out += "-" }
                out += character.lowercased()
            } else if !out.isEmpty, out.last != "-" {
                out += "-"
            }
        }
        return out.isEmpty ? "color" : out
    }

    private static let swiftKeywords: Set<String> = [
        "default", "class", "struct", "enum", "func", "var", "let", "import", "return", "if", "else", "for", "in",
        "while", "repeat", "switch", "case", "break", "continue", "self", "Self", "true", "false", "nil", "init",
        "deinit", "extension", "protocol", "static", "public", "private", "internal", "operator", "is", "as", "try",
        "throw", "throws", "do", "catch", "guard", "defer", "where", "super", "subscript", "typealias", "associatedtype",
        "inout", "any", "some", "fileprivate", "open", "rethrows", "Any", "Type",
    ]
}
