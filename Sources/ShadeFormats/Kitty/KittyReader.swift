import ShadeColor
import ShadeJSON
import ShadeTokens

/// Reads a kitty colour theme (`.conf`): `key value` lines, `#` comments, `color0` …
/// `color15`, `background`, `foreground`, `cursor`, `cursor_text_color`,
/// `selection_background`, `selection_foreground`. Other kitty settings are ignored, and so
/// is the value `none` (kitty's "use the cell's own colour").
public enum KittyReader {
    /// kitty key → token path (the 16 `colorN` keys are handled apart).
    package static let keys: [String: String] = [
        "background": "background", "foreground": "foreground", "cursor": "cursor",
        "cursor_text_color": "cursor.text", "selection_background": "selection.background",
        "selection_foreground": "selection.foreground",
    ]

    /// Reads the theme at `path`.
    public static func read(path: String) -> (palette: TerminalPalette?, diagnostics: [Diagnostic]) {
        switch FormatFiles.text(path) {
        case .failure(let problem): return (nil, [problem])
        case .success(let text): return read(text: text, file: path)
        }
    }

    /// Reads theme text; `file` names it in diagnostics.
    public static func read(text: String, file: String) -> (palette: TerminalPalette?, diagnostics: [Diagnostic]) {
        var palette = TerminalPalette(name: FormatFiles.baseName(file, dropping: [".conf"]), file: file)
        var problems: [Diagnostic] = []
        for (number, line) in NumberedLines(text) {
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                // kitty's themes kit names the theme in a `## name: …` header comment.
                if trimmed.hasPrefix("## name:") { palette.name = String(trimmed.dropFirst(8).trimmingSpaces) }
                if trimmed.hasPrefix("## author:") { palette.author = String(trimmed.dropFirst(10).trimmingSpaces) }
                continue
            }
            let key = trimmed.prefix { $0 != " " && $0 != "\t" }
            let value = trimmed[key.endIndex...].trimmingSpaces
            let path: String
            if key.hasPrefix("color"), let index = Int(key.dropFirst(5)) {
                guard (0..<256).contains(index) else {
                    problems.append(Diagnostic(file: file, position: SourcePosition(line: number, column: line.column(of: key.startIndex)),
                                               tokenPath: String(key), message: "kitty has colours 0 to 255 only"))
                    continue
                }
                guard index < 16 else { continue }
                path = TerminalPalette.ansiPath(index)
            } else if let known = keys[String(key)] {
                path = known
            } else {
                continue
            }
            if value == "none" { continue }
            guard let color = RGBA(terminalHex: value) else {
                problems.append(Diagnostic(file: file, position: SourcePosition(line: number, column: line.column(of: value.startIndex)),
                                           tokenPath: String(key), message: "\"\(value)\" is not a #rrggbb colour"))
                continue
            }
            palette.set(path, color, at: SourcePosition(line: number, column: line.column(of: key.startIndex)))
        }
        if palette.colors.isEmpty {
            if !problems.isEmpty { return (nil, problems) }
            problems.append(Diagnostic(file: file, message: "no colours found (expected `background #rrggbb` and `color0 #rrggbb` lines)"))
            return (nil, problems)
        }
        return (palette, problems)
    }
}
