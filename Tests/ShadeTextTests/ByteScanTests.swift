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
}
