/// Questions about every byte of a string, asked of its UTF-8 storage in place.
///
/// Iterating `utf8` goes through the view's index machinery for each byte; asked of the
/// contiguous bytes, the same loop runs at memory speed.
extension String {
    /// Whether `test` holds for every UTF-8 byte (true for the empty string).
    @inlinable
    public func everyUTF8Byte(_ test: (UInt8) -> Bool) -> Bool {
        var text = self
        // `withUTF8` copies only a string not already stored as contiguous UTF-8 (a bridged one).
        return text.withUTF8 { bytes in
            for byte in bytes where !test(byte) { return false }
            return true
        }
    }

    /// Whether the string holds the byte `wanted` in its UTF-8 form.
    @inlinable
    public func containsUTF8Byte(_ wanted: UInt8) -> Bool {
        !everyUTF8Byte { $0 != wanted }
    }

    /// Whether the string's UTF-8 form holds `pattern` as a run of bytes (true for an empty
    /// pattern). The standard library's `contains` sets up a searcher on every call; asked of
    /// each of a 6,700-token system's descriptions, that doubled its first frame on the bench
    /// (50 → 103 ms), so role evidence asks this instead.
    public func containsUTF8Bytes(_ pattern: [UInt8]) -> Bool {
        guard let first = pattern.first else { return true }
        var text = self
        return text.withUTF8 { bytes in
            guard bytes.count >= pattern.count else { return false }
            var start = 0
            while start <= bytes.count - pattern.count {
                if bytes[start] == first {
                    var matched = 1
                    while matched < pattern.count, bytes[start + matched] == pattern[matched] { matched += 1 }
                    if matched == pattern.count { return true }
                }
                start += 1
            }
            return false
        }
    }
}
