import ShadeColor
import ShadeTokens

/// Reads an Alacritty colour scheme (TOML): `[colors.primary] background, foreground`,
/// `[colors.normal]` and `[colors.bright]` (`black` … `white`), `[colors.cursor] cursor,
/// text`, `[colors.selection] background, text`; colours as `"#rrggbb"` or `"0xrrggbb"`.
/// Other settings are ignored.
public enum AlacrittyReader {
    static let sections: [(table: String, key: String, path: String)] = [
        ("primary", "background", "background"), ("primary", "foreground", "foreground"),
        ("cursor", "cursor", "cursor"), ("cursor", "text", "cursor.text"),
        ("selection", "background", "selection.background"), ("selection", "text", "selection.foreground"),
    ] + TerminalPalette.ansiNames.enumerated().flatMap { index, name in
        [("normal", name, TerminalPalette.ansiPath(index)), ("bright", name, TerminalPalette.ansiPath(index + 8))]
    }

    /// Reads the scheme at `path`.
    public static func read(path: String) -> (palette: TerminalPalette?, diagnostics: [Diagnostic]) {
        switch FormatFiles.text(path) {
        case .failure(let problem): return (nil, [problem])
        case .success(let text): return read(text: text, file: path)
        }
    }

    /// Reads scheme text; `file` names it in diagnostics.
    public static func read(text: String, file: String) -> (palette: TerminalPalette?, diagnostics: [Diagnostic]) {
        let parsed: MarkupNode?
        switch MarkupDocument.toml(text, file: file) {
        case .failure(let problem): return (nil, [problem])
        case .success(let node): parsed = node
        }
        guard let colors = parsed?["colors"], colors.mapping != nil else {
            return (nil, [Diagnostic(file: file, message: "no [colors] table (expected [colors.primary], [colors.normal], [colors.bright])")])
        }
        var palette = TerminalPalette(name: FormatFiles.baseName(file, dropping: [".toml"]), file: file)
        var problems: [Diagnostic] = []
        let lines = NumberedLines(text)
        for (table, key, path) in sections {
            guard let value = colors[table]?[key] else { continue }
            let position = locate(key, in: table, lines: lines)
            guard let string = value.string, let color = RGBA(terminalHex: string) else {
                problems.append(Diagnostic(file: file, position: position, tokenPath: "colors.\(table).\(key)",
                                           message: "expected a \"#rrggbb\" or \"0xrrggbb\" string"))
                continue
            }
            palette.set(path, color, at: position)
        }
        if palette.colors.isEmpty {
            if !problems.isEmpty { return (nil, problems) }
            problems.append(Diagnostic(file: file, message: "no colours found in [colors]"))
            return (nil, problems)
        }
        return (palette, problems)
    }

    /// Where `key` is written under `[colors.table]`: TOMLKit keeps no positions, so the
    /// text is searched (enough for diagnostics).
    static func locate(_ key: String, in table: String, lines: NumberedLines) -> SourcePosition? {
        var inside = false
        for (number, line) in lines {
            let trimmed = line.trimmingSpaces
            if trimmed.hasPrefix("[") {
                inside = trimmed.replacing(" ", with: "") == "[colors.\(table)]"
                continue
            }
            if inside, trimmed.hasPrefix(key), trimmed.dropFirst(key.count).trimmingSpaces.hasPrefix("=") {
                return SourcePosition(line: number, column: line.column(of: trimmed.startIndex))
            }
        }
        return nil
    }
}
