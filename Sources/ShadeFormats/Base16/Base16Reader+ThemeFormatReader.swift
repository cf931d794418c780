import ShadeTokens

extension Base16Reader: ThemeFormatReader {
    /// A `.yaml` or `.yml` file that ``holdsScheme(_:)``.
    public static func detect(name: String, head: ArraySlice<UInt8>) -> Bool {
        (name.hasSuffix(".yaml") || name.hasSuffix(".yml")) && holdsScheme(head)
    }

    /// Whether YAML text has a `base00` key (at the top, under `palette:` as tinted-theming
    /// writes it, or in a flow mapping `{base00: …}`), as a key and not inside some value: the
    /// word starts a line or follows `{`/`,` (a quote aside) and a `:` follows it. Asked by
    /// the detector of a file whose name does not say its format, too.
    public static func holdsScheme(_ head: ArraySlice<UInt8>) -> Bool {
        let word = Array("base00".utf8)
        let quotes: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "'")]
        let spaces: Set<UInt8> = [0x20, 0x09]
        var index = head.startIndex
        while let found = head[index...].firstIndex(of: word[0]) {
            index = found + 1
            guard head[found...].starts(with: word) else { continue }
            var before = found
            if before > head.startIndex, quotes.contains(head[before - 1]) { before -= 1 }
            while before > head.startIndex, spaces.contains(head[before - 1]) { before -= 1 }
            guard before == head.startIndex || [0x0A, 0x0D, UInt8(ascii: "{"), UInt8(ascii: ",")].contains(head[before - 1]) else { continue }
            var after = found + word.count
            if after < head.endIndex, quotes.contains(head[after]) { after += 1 }
            while after < head.endIndex, spaces.contains(head[after]) { after += 1 }
            if after < head.endIndex, head[after] == UInt8(ascii: ":") { return true }
        }
        return false
    }

    /// The scheme in `bytes` (UTF-8 YAML).
    public static func read(bytes: [UInt8], file: String) -> FormatReading {
        switch FormatFiles.text(bytes: bytes, file: file) {
        case .failure(let problem): FormatReading(system: nil, diagnostics: [problem])
        case .success(let text): FormatReading(read(text: text, file: file))
        }
    }
}
