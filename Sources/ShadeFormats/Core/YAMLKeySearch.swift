/// Finding a word used as a YAML key in raw bytes, without parsing: how a detector tells a
/// base16 scheme (`base00:`) or Style Dictionary tokens (`value:`) from other YAML.
public enum YAMLKeySearch {
    /// Whether `word` stands in `bytes` as a key, quoted or not, in block style or in a flow
    /// mapping: it starts a line (after indentation, and after a `- ` when `afterListDash`) or
    /// follows `{` or `,`, and a `:` follows it. `prefix`, when given, may stand just before
    /// the word (`$value`). The word in prose (`description: the value: x`) is not a key.
    public static func holdsKey(_ word: String, in bytes: ArraySlice<UInt8>, prefix: UInt8? = nil, afterListDash: Bool = false) -> Bool {
        let word = Array(word.utf8)
        let quotes: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "'")]
        let blank: Set<UInt8> = [0x20, 0x09]
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: word[0]) {
            index = found + 1
            guard bytes[found...].starts(with: word) else { continue }
            var before = found
            if let prefix, before > bytes.startIndex, bytes[before - 1] == prefix { before -= 1 }
            if before > bytes.startIndex, quotes.contains(bytes[before - 1]) { before -= 1 }
            while before > bytes.startIndex, blank.contains(bytes[before - 1]) { before -= 1 }
            if afterListDash, before > bytes.startIndex, bytes[before - 1] == UInt8(ascii: "-") {
                before -= 1
                while before > bytes.startIndex, blank.contains(bytes[before - 1]) { before -= 1 }
            }
            guard before == bytes.startIndex || [0x0A, 0x0D, UInt8(ascii: "{"), UInt8(ascii: ",")].contains(bytes[before - 1]) else { continue }
            var after = found + word.count
            if after < bytes.endIndex, quotes.contains(bytes[after]) { after += 1 }
            while after < bytes.endIndex, blank.contains(bytes[after]) { after += 1 }
            if after < bytes.endIndex, bytes[after] == UInt8(ascii: ":") { return true }
        }
        return false
    }
}
