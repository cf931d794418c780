/// Searching and replacing text by its UTF-8 bytes.
///
/// The standard library's `contains(_:)`, `replacing(_:with:)` and `firstRange(of:)` for
/// strings live in `_StringProcessing`: calling them builds that library's generic searchers
/// and faults in its pages, about 200 kB of a session's resident memory, for a footer hint.
/// Shade only ever looks for fixed ASCII words and marks (`SVG`, `-direct`, `.json`, a
/// backquote), where bytes and characters agree, so it searches bytes.
extension StringProtocol {
    /// Whether `part` occurs in this text, compared byte for byte (an empty `part` always does).
    public func containsText(_ part: String) -> Bool {
        firstByteOffset(of: part) != nil
    }

    /// The byte offset of the first occurrence of `part`, or nil.
    func firstByteOffset(of part: String) -> Int? {
        Self.offset(of: Array(part.utf8), in: Array(utf8), from: 0)
    }

    static func offset(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !pattern.isEmpty else { return start <= bytes.count ? start : nil }
        guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
        let first = pattern[0]
        var index = start
        while index <= bytes.count - pattern.count {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}

extension String {
    /// This text with every occurrence of `target` replaced by `replacement`, left to right
    /// and not overlapping, compared byte for byte; an empty `target` changes nothing.
    public func replacingEvery(_ target: String, with replacement: String) -> String {
        let pattern = Array(target.utf8)
        guard !pattern.isEmpty else { return self }
        let bytes = Array(utf8)
        guard var found = Self.offset(of: pattern, in: bytes, from: 0) else { return self }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = 0
        while true {
            result += bytes[copied..<found]
            result += replacement.utf8
            copied = found + pattern.count
            guard let next = Self.offset(of: pattern, in: bytes, from: copied) else { break }
            found = next
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    /// Where `part` first occurs, compared byte for byte, or nil.
    public func firstTextRange(of part: String) -> Range<Index>? {
        guard let offset = firstByteOffset(of: part) else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: part.utf8.count)
    }
}
