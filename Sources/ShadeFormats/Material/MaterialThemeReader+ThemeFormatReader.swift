import ShadeJSON
import ShadeTokens
import ShadeText

extension MaterialThemeReader: ThemeFormatReader {
    /// A `.json` file whose top-level object has `schemes` and `palettes` or `coreColors`, as
    /// Material Theme Builder exports it; parsed only when the bytes hold those words.
    public static func detect(name: String, head: ArraySlice<UInt8>) -> Bool {
        guard name.hasSuffix(".json"), ByteSearch.contains("\"schemes\"", in: head),
              ByteSearch.contains("\"palettes\"", in: head) || ByteSearch.contains("\"coreColors\"", in: head) else { return false }
        let keys = (try? JSONParser.parse(head))?.object?.keys ?? []
        return keys.contains("schemes") && (keys.contains("palettes") || keys.contains("coreColors"))
    }

    /// The export in `bytes` (UTF-8 JSON).
    public static func read(bytes: [UInt8], file: String) -> FormatReading {
        switch FormatFiles.text(bytes: bytes, file: file) {
        case .failure(let problem): return FormatReading(system: nil, diagnostics: [problem])
        case .success(let text):
            let (system, problems, roleMap) = read(text: text, file: file)
            return FormatReading(system: system, diagnostics: problems, roleMap: roleMap)
        }
    }
}
