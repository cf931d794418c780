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
    /// pattern), searched by ``ByteSearch``: asked of each of a 6,700-token system's
    /// descriptions, the standard library's `contains` (a searcher set up per call) doubled its
    /// first frame on the bench (50 → 103 ms).
    public func containsUTF8Bytes(_ pattern: [UInt8]) -> Bool {
        var text = self
        return text.withUTF8 { bytes in pattern.withUnsafeBytes { ByteSearch.contains($0, in: UnsafeRawBufferPointer(bytes)) } }
    }
}
