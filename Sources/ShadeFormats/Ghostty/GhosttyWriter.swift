import ShadeColor
import ShadeText
import ShadeTokens

/// Writes a Ghostty theme from a terminal palette (see ``ExportTheme/terminalPalette(_:)``).
public enum GhosttyWriter {
    /// The theme text.
    public static func text(_ palette: TerminalPalette) -> String {
        var lines = ["# \(ControlCharacters.oneLine(palette.name)) — written by Shade"]
        for index in 0..<16 {
            if let color = palette.ansi(index) { lines.append("palette = \(index)=\(color.rgb.hex.lowercased())") }
        }
        for (key, path) in GhosttyReader.keys.sorted(by: { order($0.value) < order($1.value) }) {
            if let color = palette.colors[path] { lines.append("\(key) = \(color.rgb.hex.lowercased())") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func order(_ path: String) -> Int {
        TerminalPalette.specialPaths.firstIndex(of: path) ?? 99
    }
}
