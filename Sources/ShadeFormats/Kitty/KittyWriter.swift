import ShadeColor
import ShadeText

/// Writes a kitty colour theme from a terminal palette.
public enum KittyWriter {
    /// The theme text, with the `## name:` header kitty's themes kit reads.
    public static func text(_ palette: TerminalPalette) -> String {
        var lines = ["## name: \(ControlCharacters.oneLine(palette.name))", "## author: written by Shade", ""]
        for (path, key) in [("background", "background"), ("foreground", "foreground"), ("cursor", "cursor"),
                            ("cursor.text", "cursor_text_color"), ("selection.background", "selection_background"),
                            ("selection.foreground", "selection_foreground")] {
            if let color = palette.colors[path] { lines.append("\(key) \(color.rgb.hex.lowercased())") }
        }
        for index in 0..<16 {
            if let color = palette.ansi(index) { lines.append("color\(index) \(color.rgb.hex.lowercased())") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
