import ShadeTokens

extension KittyReader: TerminalPaletteReader {
    /// A `.conf`, `.ghostty` or extensionless file whose colour lines are written as kitty
    /// writes them, `key value` (``TerminalSyntax``).
    public static func detect(name: String, head: ArraySlice<UInt8>) -> Bool {
        TerminalSyntax.mayBeTerminalTheme(name: name) && TerminalSyntax.dialect(of: head) == .kitty
    }
}
