import ShadeTokens

/// The role chooser's state: which role, the query, the matches among the shown system's
/// colour tokens (by index) and which one is highlighted, and so previewed.
public struct RoleChooser: Hashable, Sendable {
    /// The role being chosen.
    public var role: ColorToken
    /// The query typed.
    public var query = ""
    /// Indices of the matching tokens, in the system's order.
    public var results: [Int] = []
    /// The highlighted match, an index into `results`.
    public var highlighted = 0
    /// The token the role had when the chooser opened.
    public var original: String?

    /// A chooser for `role`, which has `original` now.
    public init(role: ColorToken, original: String?) {
        self.role = role
        self.original = original
    }

    /// The tokens whose path, hex or description contain every word of `query`, ignoring
    /// case, in the system's order: all of them for an empty query.
    public static func matches(_ tokens: [SystemColorToken], query: String) -> [Int] {
        let words = query.lowercased().split(separator: " ").map { Array($0.utf8) }
        guard !words.isEmpty else { return Array(tokens.indices) }
        return tokens.indices.filter { index in
            let token = tokens[index]
            return words.allSatisfy { word in
                contains(token.path, word) || contains(token.color.hex, word) || token.description.map { contains($0, word) } == true
            }
        }
    }

    /// Whether `text` holds `word` (lower-case UTF-8), ASCII letters compared without case:
    /// one pass over bytes, since the chooser filters thousands of tokens each keystroke.
    private static func contains(_ text: String, _ word: [UInt8]) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ find($0, word) }) { return found }
        var copy = text
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable { find($0, word) } ?? false
    }

    private static func find(_ bytes: UnsafeBufferPointer<UInt8>, _ word: [UInt8]) -> Bool {
        guard word.count <= bytes.count else { return false }
        let first = word[0]
        var start = 0
        while start + word.count <= bytes.count {
            if lower(bytes[start]) == first {
                var matched = 1
                while matched < word.count, lower(bytes[start + matched]) == word[matched] { matched += 1 }
                if matched == word.count { return true }
            }
            start += 1
        }
        return false
    }

    private static func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
}
