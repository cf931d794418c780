import ShadeTokens

extension GhosttyReader: ThemeFormatReader {
    /// A `.conf`, `.ghostty` or extensionless file whose colour lines are written as Ghostty
    /// writes them, `key = value` (``TerminalSyntax``).
    public static func detect(name: String, head: ArraySlice<UInt8>) -> Bool {
        TerminalSyntax.mayBeTerminalTheme(name: name) && TerminalSyntax.dialect(of: head) == .ghostty
    }

    /// The theme in `bytes` (UTF-8 text).
    public static func read(bytes: [UInt8], file: String) -> FormatReading {
        switch FormatFiles.text(bytes: bytes, file: file) {
        case .failure(let problem): FormatReading(system: nil, diagnostics: [problem])
        case .success(let text): FormatReading(read(text: text, file: file))
        }
    }
}
