/// Strict UTF-8 decoding over raw bytes, shared by the JSON parser and ``VisibleText``.
///
/// Strict means what Unicode calls well-formed: no overlong forms, no surrogates, nothing above
/// U+10FFFF, no truncated sequences.
public enum UTF8Decoding {
    /// Decodes the scalar starting at `offset`, or returns nil if the bytes there are not a
    /// well-formed UTF-8 sequence (in which case the byte at `offset` is the bad one to report).
    public static func scalar(
        in bytes: UnsafeBufferPointer<UInt8>, at offset: Int
    ) -> (scalar: Unicode.Scalar, length: Int)? {
        let lead = bytes[offset]
        if lead < 0x80 {
            return (Unicode.Scalar(lead), 1)
        }
        // The second byte's range depends on the lead byte; this is what rules out overlong
        // forms (E0, F0), surrogates (ED) and values past U+10FFFF (F4).
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        var value: UInt32
        switch lead {
        case 0xC2...0xDF:
            length = 2
            value = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            length = 3
            value = UInt32(lead & 0x0F)
            if lead == 0xE0 { secondRange = 0xA0...0xBF }
            if lead == 0xED { secondRange = 0x80...0x9F }
        case 0xF0...0xF4:
            length = 4
            value = UInt32(lead & 0x07)
            if lead == 0xF0 { secondRange = 0x90...0xBF }
            if lead == 0xF4 { secondRange = 0x80...0x8F }
        default:
            return nil
        }
        guard offset + length <= bytes.count, secondRange.contains(bytes[offset + 1]) else {
            return nil
        }
        for continuation in bytes[(offset + 1)..<(offset + length)] {
            guard continuation & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// The offset of the first byte that does not begin a well-formed UTF-8 sequence, or nil if
    /// every byte is part of one.
    public static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset < count {
            // Theme files are nearly all ASCII: test eight bytes at a time for a high bit.
            if offset + 8 <= count,
                raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                offset += 8
                continue
            }
            if bytes[offset] < 0x80 {
                offset += 1
                continue
            }
            guard let (_, length) = scalar(in: bytes, at: offset) else { return offset }
            offset += length
        }
        return nil
    }
}
