import ShadeText
import ShadeTokens

/// `shade contrast --format markdown`: a table for a pull-request comment, failures first,
/// then role collisions and out-of-gamut notes. Cells are escaped so a theme name cannot
/// break the table or inject markup.
enum ContrastMarkdown {
    static func document(_ sections: [ContrastReport.Section], onlyFailures: Bool) -> String {
        let checked = sections.reduce(0) { $0 + $1.results.count }
        let failed = sections.reduce(0) { $0 + $1.failures.count }
        var text = failed == 0 ? "### ✅ Contrast: all \(checked) pairs pass\n\n"
                               : "### ❌ Contrast: \(failed) of \(checked) pairs fail\n\n"
        let rows = sections.flatMap { section in
            section.results.filter { !onlyFailures || !$0.passes }.map { (section.resolved, $0) }
        }
        if !rows.isEmpty {
            text += "| | Theme | Variant | Pair | Kind | Ratio | Needs | Colours |\n|---|---|---|---|---|---:|---:|---|\n"
            for (resolved, result) in rows {
                let mark = result.passes ? (result.meetsRatio ? "✅" : "ℹ️") : "❌"
                text += "| \(mark) | \(cell(resolved.themeName)) | \(resolved.resolution.title) | "
                    + "`\(result.pair.foreground.rawValue)` on `\(result.pair.background.rawValue)` | \(result.pair.kind.rawValue) | "
                    + "\(RatioText.text(result.ratio)) | \(RatioText.text(result.required)) | "
                    + "`\(result.foreground.hex)` on `\(result.background.hex)` |\n"
            }
            text += "\n"
        }
        let notes = sections.flatMap { section in ContrastReport.notes(section).map { "\(cell(section.resolved.themeName)) · \(section.resolved.resolution.title): \(cell($0))" } }
        if !notes.isEmpty { text += notes.map { "- \($0)" }.joined(separator: "\n") + "\n" }
        return text
    }

    /// `value` safe inside a table cell: pipes, backticks, markup and line breaks escaped.
    static func cell(_ value: String) -> String {
        var out = ""
        let characters = Array(VisibleText.escaping(value))
        for (index, character) in characters.enumerated() {
            if index > 0, isReference(characters, at: index) { out += "&#8203;" }
            switch character {
            case "|", "`", "*", "_", "<", ">", "[", "]", "\\": out += "\\\(character)"
            default: out.append(character)
            }
        }
        return out
    }

    /// Whether a mention (`@name`) or an issue reference (`#123`, digits to a word's end)
    /// starts just before `index`: GitHub would notify people or link issues from a name in
    /// a file, so a zero-width space (as an entity) is put between, keeping it text. A hex
    /// colour (`#0A66D9`) is no reference and is left alone.
    private static func isReference(_ characters: [Character], at index: Int) -> Bool {
        let mark = characters[index - 1]
        if index >= 2, characters[index - 2].isLetter || characters[index - 2].isNumber { return false }
        if mark == "@" { return characters[index].isLetter || characters[index].isNumber }
        guard mark == "#", characters[index].isNumber else { return false }
        var end = index
        while end < characters.count, characters[end].isNumber { end += 1 }
        return end == characters.count || !(characters[end].isLetter || characters[end].isNumber || characters[end] == "_")
    }
}
