import ShadeColor
import ShadeJSON
import ShadeText
import ShadeTokens

/// Reads an Alacritty colour scheme (TOML), every colour Alacritty documents:
/// `[colors.primary] background, foreground, dim_foreground, bright_foreground`,
/// `[colors.normal]`, `[colors.bright]` and `[colors.dim]` (`black` … `white`),
/// `[colors.cursor]` and `[colors.vi_mode_cursor] cursor, text`, `[colors.selection]
/// background, text`, `[colors.search.matches]`, `[colors.search.focused_match]`,
/// `[colors.footer_bar]`, `[colors.hints.start]`, `[colors.hints.end]` and
/// `[colors.line_indicator]` (`foreground`, `background`); colours as `"#rrggbb"` or
/// `"0xrrggbb"`. Alacritty's `CellForeground`/`CellBackground` (the cell's own colour) and
/// `None` are no colour of the scheme and are passed over. Other settings are ignored.
public enum AlacrittyReader {
    /// Every documented colour: its table below `[colors]`, its key, and its token path.
    static let sections: [(table: String, key: String, path: String)] = {
        var list: [(table: String, key: String, path: String)] = [
            ("primary", "background", "background"), ("primary", "foreground", "foreground"),
            ("primary", "dim_foreground", "foreground.dim"), ("primary", "bright_foreground", "foreground.bright"),
            ("cursor", "cursor", "cursor"), ("cursor", "text", "cursor.text"),
            ("vi_mode_cursor", "cursor", "viModeCursor"), ("vi_mode_cursor", "text", "viModeCursor.text"),
            ("selection", "background", "selection.background"), ("selection", "text", "selection.foreground"),
        ]
        for (index, name) in TerminalPalette.ansiNames.enumerated() {
            list.append(("normal", name, TerminalPalette.ansiPath(index)))
            list.append(("bright", name, TerminalPalette.ansiPath(index + 8)))
            list.append(("dim", name, "ansi.dim." + name))
        }
        for table in ["search.matches", "search.focused_match", "footer_bar", "hints.start", "hints.end", "line_indicator"] {
            let path = table.split(separator: ".").map(camelCase).joined(separator: ".")
            list.append((table, "foreground", path + ".foreground"))
            list.append((table, "background", path + ".background"))
        }
        return list
    }()

    /// `focused_match` → `focusedMatch`, for token paths.
    private static func camelCase(_ name: Substring) -> String {
        let words = name.split(separator: "_")
        return (words.first.map(String.init) ?? "") + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Values that name no colour of the scheme: the cell's own colours, or none.
    static let cellColours: Set<String> = ["cellforeground", "cellbackground", "none"]

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
            let tableNode = table.split(separator: ".").reduce(Optional(colors)) { node, part in node?[String(part)] }
            guard let value = tableNode?[key] else { continue }
            if let string = value.string, cellColours.contains(string.lowercased()) { continue }
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
                inside = String(trimmed).replacing(" ", with: "") == "[colors.\(table)]"
                continue
            }
            if inside, trimmed.hasPrefix(key), trimmed.dropFirst(key.count).trimmingSpaces.hasPrefix("=") {
                return SourcePosition(line: number, column: line.column(of: trimmed.startIndex))
            }
        }
        return nil
    }
}
