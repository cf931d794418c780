import ShadeText
import Testing

/// Questions asked of a string's UTF-8 bytes in place, as the tables and the escaping ask them.
@Suite struct ByteScanTests {
    @Test func everyByteIsAskedOfSmallLargeAndEmptyStrings() {
        #expect("plain".everyUTF8Byte { $0 < 0x80 })
        #expect(!"wörld".everyUTF8Byte { $0 < 0x80 }, "ö is two bytes over 0x7F")
        #expect("".everyUTF8Byte { _ in false }, "no byte fails")
        // Longer than a small string's inline storage, with the odd byte last.
        let long = String(repeating: "a", count: 200)
        #expect(long.everyUTF8Byte { $0 == 0x61 })
        #expect(!(long + "\u{7F}").everyUTF8Byte { $0 < 0x7F })
    }

    @Test func aByteIsFoundWhereverItIs() {
        #expect("\u{1B}[0m".containsUTF8Byte(0x1B))
        #expect((String(repeating: "█", count: 40) + "\u{1B}").containsUTF8Byte(0x1B))
        #expect(!"no escape here".containsUTF8Byte(0x1B))
        #expect(!"".containsUTF8Byte(0))
        // A string made from a slice is asked the same.
        let slice = "xx\u{1B}yy".dropFirst(2)
        #expect(String(slice).containsUTF8Byte(0x1B))
    }

    @Test func aRunOfBytesIsFoundAsTheStandardLibraryFindsIt() {
        let pattern = Array("o not use".utf8)
        #expect("Do not use: replaced by text.muted".containsUTF8Bytes(pattern))
        #expect("Kept for old apps; do not use".containsUTF8Bytes(pattern), "at the very end")
        #expect(!"Do not  use".containsUTF8Bytes(pattern))
        #expect(!"o not us".containsUTF8Bytes(pattern), "shorter than the pattern")
        #expect("anything".containsUTF8Bytes([]))
        // A false start that overlaps the real match.
        #expect("aab".containsUTF8Bytes(Array("ab".utf8)))
        // Against the standard library, over every pair of short strings of two letters.
        let words = ["", "a", "b", "ab", "ba", "aa", "aba", "bab", "abab", "aab", "é", "aé"]
        for text in words { for wanted in words {
            #expect(text.containsUTF8Bytes(Array(wanted.utf8)) == (wanted.isEmpty || text.utf8.count >= wanted.utf8.count && text.contains(wanted)),
                    "\(text) ∋ \(wanted)")
        } }
    }

    @Test func anAnchoredSearchFindsWhatAnUnanchoredOneFinds() {
        // Every anchor of every pattern over texts full of quotes and dollars, as JSON is.
        let texts = ["", "\"$value\"", "{\"$value\": 1, \"value\": 2}", "$$\"\"$va", "x\"$valu", "\"\"\"$value"]
        let patterns = ["$value\"", "\"value\"", "\"$", "e", "\"$value\"", "value\"x"]
        for text in texts { for pattern in patterns {
            let expected = text.utf8.count >= pattern.utf8.count && text.contains(pattern)
            for anchor in 0..<pattern.utf8.count {
                let found = Array(text.utf8).withUnsafeBytes { bytes in
                    Array(pattern.utf8).withUnsafeBytes { ByteSearch.contains($0, in: bytes, anchor: anchor) }
                }
                #expect(found == expected, "\(text) ∋ \(pattern) at \(anchor)")
            }
            // The word form, anchored past its quotes and dollars, finds the same, in a slice too.
            #expect(ByteSearch.contains(pattern, in: Array(text.utf8)[...]) == expected, "\(text) ∋ \(pattern)")
            let padded = Array(("\"$" + text).utf8)
            #expect(ByteSearch.contains(pattern, in: padded[2...]) == expected, "\(text) ∋ \(pattern), sliced")
        } }
        #expect(ByteSearch.contains("", in: []) && ByteSearch.contains("\"$\"", in: Array("a\"$\"".utf8)[...]))
    }
}
