#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one search for a run of bytes in bytes: `memchr` to each candidate, `memcmp` for the
/// whole. Asked of every file of a folder the detector sniffs and of every description of a
/// design system, where the standard library's `contains` set up a searcher per call.
public enum ByteSearch {
    /// Whether `bytes` holds `pattern` (true for an empty pattern). Candidates are found by
    /// the pattern's byte at `anchor`: a caller searching JSON anchors past a leading quote or
    /// `$`, at which every string of the text would stop.
    public static func contains(_ pattern: UnsafeRawBufferPointer, in bytes: UnsafeRawBufferPointer, anchor: Int = 0) -> Bool {
        guard !pattern.isEmpty else { return true }
        guard pattern.count <= bytes.count, let base = bytes.baseAddress, let wanted = pattern.baseAddress else { return false }
        let anchor = min(max(anchor, 0), pattern.count - 1)
        var offset = anchor
        let last = bytes.count - pattern.count + anchor
        while offset <= last, let found = memchr(base + offset, Int32(pattern[anchor]), last - offset + 1) {
            let at = base.distance(to: UnsafeRawPointer(found))
            if memcmp(base + at - anchor, wanted, pattern.count) == 0 { return true }
            offset = at + 1
        }
        return false
    }

    /// Whether `bytes` hold `word`'s UTF-8 bytes anywhere (true for an empty word), anchored
    /// at its first byte that is not a quote or `$`: the one way Shade asks whether a file's
    /// bytes hold a word (a format's marker, a key, `@import`).
    public static func contains(_ word: String, in bytes: ArraySlice<UInt8>) -> Bool {
        var word = word
        return word.withUTF8 { pattern in
            let anchor = pattern.firstIndex { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "$") } ?? 0
            return bytes.withUnsafeBytes { contains(UnsafeRawBufferPointer(pattern), in: $0, anchor: anchor) }
        }
    }
}
