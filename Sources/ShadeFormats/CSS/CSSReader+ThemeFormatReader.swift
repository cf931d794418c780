import ShadeTokens

extension CSSReader: ThemeFormatReader {
    /// A `.css` file: the name decides (a sheet with no custom property says so when read).
    public static func detect(name: String, head: ArraySlice<UInt8>) -> Bool {
        name.hasSuffix(".css")
    }

    /// The one style sheet in `bytes`, without a dark partner (the catalog reads a pair by
    /// path: ``read(path:)``).
    public static func read(bytes: [UInt8], file: String) -> FormatReading {
        switch FormatFiles.text(bytes: bytes, file: file) {
        case .failure(let problem): return FormatReading(system: nil, diagnostics: [problem])
        case .success(let text):
            let reading = readByName(text: text, file: file)
            return FormatReading(system: reading.system, diagnostics: reading.diagnostics)
        }
    }
}
