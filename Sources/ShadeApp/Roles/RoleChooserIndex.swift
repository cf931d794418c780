import ShadeTokens

/// What the role chooser searches, made once when it opens: each colour token's path, hex
/// and description as lower-case bytes (ASCII letters folded), side by side in one buffer.
/// A keystroke then reads bytes only: making the hex strings and copying the tokens on every
/// keystroke cost a fifth of it on the bench's 6,700-token system.
final class RoleChooserIndex: Sendable {
    /// The searched text of every token, fields separated by a 0 byte (which no word holds,
    /// so a word never matches across two fields).
    private let bytes: [UInt8]
    /// Where each token's text starts in `bytes`; one more entry, the end.
    private let starts: [Int]

    /// The index of `tokens`, in their order.
    init(_ tokens: [SystemColorToken]) {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        starts.reserveCapacity(tokens.count + 1)
        for token in tokens {
            starts.append(bytes.count)
            bytes += token.path.utf8.map(Self.lower)
            bytes.append(0)
            bytes += token.color.hex.utf8.map(Self.lower)
            if let description = token.description {
                bytes.append(0)
                bytes += description.utf8.map(Self.lower)
            }
        }
        starts.append(bytes.count)
        self.bytes = bytes
        self.starts = starts
    }

    /// How many tokens were indexed.
    var count: Int { starts.count - 1 }

    /// The tokens (by index, in order) whose path, hex or description contain every word of
    /// `query`, ignoring case: all of them for an empty query. `within`, the matches of a query
    /// this one extends (typing narrows), is searched instead of every token.
    func matches(_ query: String, within earlier: [Int]? = nil) -> [Int] {
        let words = query.lowercased().split(separator: " ").map { Array($0.utf8) }
        guard !words.isEmpty else { return Array(0..<count) }
        return bytes.withUnsafeBufferPointer { all in
            (earlier ?? Array(0..<count)).filter { index in
                let text = UnsafeBufferPointer(rebasing: all[starts[index]..<starts[index + 1]])
                return words.allSatisfy { Self.find($0, in: text) }
            }
        }
    }

    private static func find(_ word: [UInt8], in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count <= text.count, let first = word.first else { return word.isEmpty }
        var start = 0
        while start + word.count <= text.count {
            if text[start] == first {
                var matched = 1
                while matched < word.count, text[start + matched] == word[matched] { matched += 1 }
                if matched == word.count { return true }
            }
            start += 1
        }
        return false
    }

    private static func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte + 32 : byte }
}
