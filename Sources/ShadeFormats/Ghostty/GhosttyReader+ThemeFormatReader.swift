import ShadeTokens

extension GhosttyReader: TerminalPaletteReader {
    /// A `.conf`, `.ghostty` or extensionless file whose colour lines are written as Ghostty
    /// writes them, `key = value` (``TerminalSyntax``).
    public static func detect(name: String, head: ArraySlice<UInt8>) -> Bool {
        TerminalSyntax.mayBeTerminalTheme(name: name) && TerminalSyntax.dialect(of: head) == .ghostty
    }
}
