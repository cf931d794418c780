#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Looks for several escape sequences at once in a byte stream.
///
/// The scanner sits inside the timed path (the frame's last byte is only known once it has
/// been scanned), so it jumps from ESC to ESC with `memchr` while no sequence is under way
/// and looks at the bytes in between not at all.
struct EscapeScanner {
    private var matchers: [SequenceMatcher]

    /// A scanner for `sequences`; each must start with its only ESC.
    init(_ sequences: [String]) {
        matchers = sequences.map(SequenceMatcher.init)
    }

    /// Scans the next chunk of the stream; calls `found` with the index of each sequence
    /// completed and the offset in `bytes` just past its last byte, in stream order.
    mutating func scan(_ bytes: UnsafeRawBufferPointer, found: (_ sequence: Int, _ end: Int) -> Void) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            if matchers.allSatisfy({ $0.matched == 0 }) {
                guard let escape = memchr(base + offset, 0x1B, bytes.count - offset) else { return }
                offset = base.distance(to: UnsafeRawPointer(escape))
            }
            let byte = bytes[offset]
            offset += 1
            for index in matchers.indices where matchers[index].feed(byte) {
                found(index, offset)
            }
        }
    }
}
