import ShadeColor
import ShadeJSON
import ShadeTokens

/// Reads a Ghostty theme: `key = value` lines, `#` comments, `palette = N=#rrggbb` for the
/// 16 ANSI colours, `background`, `foreground`, `cursor-color`, `cursor-text`,
/// `selection-background`, `selection-foreground`. Other Ghostty settings are ignored.
public enum GhosttyReader {
    /// Ghostty key → token path.
    package static let keys: [String: String] = [
        "background": "background", "foreground": "foreground", "cursor-color": "cursor",
        "cursor-text": "cursor.text", "selection-background": "selection.background",
        "selection-foreground": "selection.foreground",
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
        var palette = TerminalPalette(name: FormatFiles.baseName(file, dropping: [".conf", ".ghostty"]), file: file)
        var problems: [Diagnostic] = []
        for (number, line) in NumberedLines(text) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let equals = trimmed.firstIndex(of: "=") else {
                problems.append(Diagnostic(file: file, position: SourcePosition(line: number, column: line.column(of: trimmed.startIndex)),
                                           message: "expected `key = value`"))
                continue
            }
            let key = trimmed[..<equals].trimmingSpaces
            let value = trimmed[trimmed.index(after: equals)...].trimmingSpaces.unquoted
            let valueColumn = line.column(of: value.startIndex)
            if key == "palette" {
                guard let split = value.firstIndex(of: "="), let index = Int(value[..<split].trimmingSpaces), (0..<256).contains(index) else {
                    problems.append(Diagnostic(file: file, position: SourcePosition(line: number, column: valueColumn), tokenPath: "palette",
                                               message: "expected `palette = N=#rrggbb` with N from 0 to 255, found \"\(value)\""))
                    continue
                }
                guard index < 16 else { continue }
                let colorText = value[value.index(after: split)...].trimmingSpaces
                guard let color = RGBA(terminalHex: colorText) else {
                    problems.append(Diagnostic(file: file, position: SourcePosition(line: number, column: line.column(of: colorText.startIndex)),
                                               tokenPath: "palette \(index)", message: "\"\(colorText)\" is not a #rrggbb colour"))
                    continue
                }
                palette.set(TerminalPalette.ansiPath(index), color, at: SourcePosition(line: number, column: line.column(of: key.startIndex)))
            } else if key == "config-file" {
                // Another file's settings: never opened, so a theme cannot lead Shade to read a
                // file outside its folder (`config-file = ~/.config/gh/hosts.yml`); said, not quoted.
                problems.append(Diagnostic(file: file, position: SourcePosition(line: number, column: line.column(of: key.startIndex)),
                                           tokenPath: "config-file",
                                           message: "names another file, which is never read: Shade reads the colours of this file only"))
            } else if let path = keys[String(key)] {
                guard let color = RGBA(terminalHex: value) else {
                    problems.append(Diagnostic(file: file, position: SourcePosition(line: number, column: valueColumn), tokenPath: String(key),
                                               message: "\"\(value)\" is not a #rrggbb colour"))
                    continue
                }
                palette.set(path, color, at: SourcePosition(line: number, column: line.column(of: key.startIndex)))
            }
        }
        if palette.colors.isEmpty {
            if !problems.isEmpty { return (nil, problems) }
            problems.append(Diagnostic(file: file, message: "no colours found (expected `background = #rrggbb` and `palette = N=#rrggbb` lines)"))
            return (nil, problems)
        }
        return (palette, problems)
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        guard let start = firstIndex(where: { $0 != " " && $0 != "\t" }),
              let end = lastIndex(where: { $0 != " " && $0 != "\t" }) else { return self[endIndex...] }
        return self[start...end]
    }

    /// Without one pair of surrounding double quotes.
    var unquoted: Substring {
        count >= 2 && hasPrefix("\"") && hasSuffix("\"") ? dropFirst().dropLast() : self
    }
}
