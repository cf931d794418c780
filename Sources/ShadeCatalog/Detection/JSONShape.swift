import ShadeTokens
import ShadeFiles
import ShadeFormats
/// The top-level member names of a JSON object, found by one pass over its bytes without
/// building a tree: detection asks what a file is by its structure (a Tokens Studio document
/// has `$themes` at its top, not in some description), wherever in the file that member is.
enum JSONShape {
    /// The names of the members of the top-level object of `bytes`, in order (as written,
    /// escapes left as they are); empty when the text is not an object. Linear in the bytes
    /// and bounded by them; malformed text just ends the scan.
    static func topLevelKeys(_ bytes: ArraySlice<UInt8>) -> [String] {
        var keys: [String] = []
        var depth = 0
        var index = bytes.startIndex
        var lastString: Range<Int>?
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let start = index + 1
                var end = start
                while end < bytes.endIndex, bytes[end] != UInt8(ascii: "\"") {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard end < bytes.endIndex else { return keys }
                lastString = start..<end
                index = end + 1
                continue
            case UInt8(ascii: ":"):
                if depth == 1, let name = lastString { keys.append(String(decoding: bytes[name], as: UTF8.self)) }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if depth == 0 && byte == UInt8(ascii: "[") { return keys }
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth <= 0 { return keys }
            default: break
            }
            if byte != 0x20 && byte != 0x0A && byte != 0x0D && byte != 0x09 && byte != UInt8(ascii: ":") { lastString = nil }
            index += 1
        }
        return keys
    }
}
