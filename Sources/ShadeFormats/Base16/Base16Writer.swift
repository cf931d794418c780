import ShadeColor
import ShadeText

/// Writes a scheme in tinted-theming's YAML (styling spec 0.11): the palette's own slots when
/// it came from base16/base24, else base24 made from its terminal colours by ``Base16Slots``'
/// base24 table (base00 background, base05 foreground, base03 bright black for comments),
/// so the background, the foreground and all 16 ANSI colours survive. Cursor and a selection
/// colour of their own do not: base16 has no slots for them.
public enum Base16Writer {
    /// The scheme text.
    public static func text(_ palette: TerminalPalette) -> String {
        let slots = slots(of: palette)
        let system = slots.count > 16 ? "base24" : "base16"
        // A JSON string is also a YAML double-quoted scalar, escapes and all.
        var lines = [
            "system: \"\(system)\"",
            "name: \(JSONText.quoted(palette.name))",
            "author: \(JSONText.quoted(palette.author ?? "written by Shade"))",
            "variant: \"\(palette.appearance.rawValue)\"",
            "palette:",
        ]
        for (name, color) in slots { lines.append("  \(name): \"\(color.rgb.hex.lowercased())\"") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The slots to write, in order.
    static func slots(of palette: TerminalPalette) -> [(String, RGBA)] {
        let own = Base16Slots.names.compactMap { name in palette.colors["base16." + name].map { (name, $0) } }
        if own.count >= 16 { return own }
        let background = palette.colors["background"] ?? palette.ansi(0) ?? RGBA(RGB(0x000000))
        let foreground = palette.colors["foreground"] ?? palette.ansi(7) ?? RGBA(RGB(0xFFFFFF))
        func ansi(_ index: Int) -> RGBA { palette.ansi(index) ?? palette.ansi(index % 8) ?? foreground }
        let values: [RGBA] = [
            background, ansi(0), ansi(8), ansi(8),
            foreground, foreground, ansi(7), ansi(15),
            ansi(1), ansi(3), ansi(11), ansi(2), ansi(6), ansi(4), ansi(5), ansi(1),
            background, background, ansi(9), ansi(11), ansi(10), ansi(14), ansi(12), ansi(13),
        ]
        return Array(zip(Base16Slots.names, values))
    }
}
