/// Finds one escape sequence in a byte stream fed in arbitrary chunks, so a sequence split
/// across two reads is still seen.
///
/// Every pattern used here starts with ESC and holds no other ESC, so on a mismatch the only
/// possible restart is at the current byte: no KMP table is needed.
struct SequenceMatcher {
    /// The bytes looked for.
    let pattern: [UInt8]
    /// How many bytes of `pattern` the stream currently ends with; 0 between sequences.
    private(set) var matched = 0

    /// A matcher for `sequence`, which must start with its only ESC.
    init(_ sequence: String) {
        pattern = Array(sequence.utf8)
        precondition(pattern.first == 0x1B && !pattern.dropFirst().contains(0x1B), "pattern must start with its only ESC")
    }

    /// Feeds one byte; true when it completes the sequence.
    @inline(__always)
    mutating func feed(_ byte: UInt8) -> Bool {
        if byte == pattern[matched] {
            matched += 1
            if matched == pattern.count {
                matched = 0
                return true
            }
        } else {
            matched = byte == 0x1B ? 1 : 0
        }
        return false
    }
}
