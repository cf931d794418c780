#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Skimming: stepping over an object or array without building it.
///
/// A theme in a large folder is first read for its name and metadata only (its top-level
/// members and `$extensions`); its token groups are checked but not built, which is most of
/// what reading a file costs. The skim is at least as strict as reading: anything it does
/// not check as reading would (a key with an escape, a number with an exponent, a long
/// object) makes it give up, and the file is read in full. So a file the skim accepts is a
/// file reading accepts.
///
/// A second way to read a file, kept for what a user sees: a large folder's load (what the
/// previewer's screen waits for to settle, and `shade validate`'s first step) reads its files
/// in half the instructions, 79 M against 161 M per 1,000 theme files (2026-11-28,
/// docs/benchmarks.md).
extension JSONReader {
    /// The most keys an object may have for the skim to check them for repeats itself.
    static let skimmedKeyLimit = 64

    /// Steps over the object or array at `offset` and returns where it starts, checking it
    /// as strictly as ``readDocument()`` would, or more; throws when it is malformed or the
    /// skim gives up (see above). Keeps the line count up to date, since positions after it
    /// (in `$extensions`) must be exact.
    mutating func skipContainer() throws(JSONParseError) -> SourcePosition {
        let position = position(at: offset)
        // The containers open around this one count towards the depth allowed. The skipper's
        // lists are kept for the document's next group.
        var skipper = spareSkipper ?? JSONSkipper(bytes: bytes)
        spareSkipper = nil
        guard skipper.skip(from: offset, depthAvailable: JSONParser.maximumDepth - openContainers.count) else { throw Self.skimGivesUp }
        spareSkipper = skipper
        offset = skipper.cursor
        if skipper.lineBreaks > 0, let lastLineStart = skipper.lastLineStart {
            line += skipper.lineBreaks
            lineStart = lastLineStart
            knownColumnOffset = lastLineStart
            knownColumn = 1
        }
        return position
    }

    /// What the skim throws when it gives up: never shown, since the file is then read in
    /// full, which says what is wrong, if anything (made once: a position costs a count of
    /// the lines before it).
    private static let skimGivesUp = JSONParseError(message: "the skim gives up", position: SourcePosition(line: 1, column: 1))
}

/// The skim's cursor over one object or array: the grammar, checked without building a value.
struct JSONSkipper {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    private(set) var cursor = 0
    /// How many containers may be open at once.
    private var depthAvailable = 0
    /// Line breaks stepped over, and where the last one's line starts.
    private(set) var lineBreaks = 0
    private(set) var lastLineStart: Int?
    /// Per open container, whether it is an object.
    private var containers: [Bool] = []
    /// The keys of the open objects: a hash of each, and where it is; `keyFloors` is where
    /// each object's keys begin. Hashes are compared first, bytes only when they match.
    private var keys: [(hash: UInt32, range: Range<Int>)] = []
    private var keyFloors: [Int] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        containers.reserveCapacity(16)
        keyFloors.reserveCapacity(16)
        keys.reserveCapacity(JSONReader.skimmedKeyLimit)
    }

    private var count: Int { bytes.count }

    /// Steps over the container at `start`; false when it is malformed or the skim gives up.
    mutating func skip(from start: Int, depthAvailable: Int) -> Bool {
        cursor = start
        self.depthAvailable = depthAvailable
        lineBreaks = 0
        lastLineStart = nil
        containers.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        keyFloors.removeAll(keepingCapacity: true)
        /// What the skim expects next.
        enum Expecting { case firstMember, value, next }
        guard open() else { return false }
        var expecting = Expecting.firstMember
        while !containers.isEmpty {
            skipWhitespace()
            guard cursor < count else { return false }
            let isObject = containers[containers.count - 1]
            let closing = isObject ? JSONByte.closeBrace : JSONByte.closeBracket
            switch expecting {
            case .firstMember:
                if bytes[cursor] == closing {
                    close()
                    expecting = .next
                } else {
                    if isObject { guard readKey() else { return false } }
                    expecting = .value
                }
            case .value:
                if bytes[cursor] == JSONByte.openBrace || bytes[cursor] == JSONByte.openBracket {
                    guard open() else { return false }
                    expecting = .firstMember
                } else {
                    guard skipScalar() else { return false }
                    expecting = .next
                }
            case .next:
                if bytes[cursor] == closing {
                    close()
                } else {
                    guard bytes[cursor] == JSONByte.comma else { return false }
                    cursor += 1
                    skipWhitespace()
                    // A trailing comma is an error reading would explain.
                    guard cursor < count, bytes[cursor] != closing else { return false }
                    if isObject { guard readKey() else { return false } }
                    expecting = .value
                }
            }
        }
        return true
    }

    private mutating func skipWhitespace() {
        while cursor < count {
            switch bytes[cursor] {
            case JSONByte.space, JSONByte.tab:
                break
            case JSONByte.lineFeed:
                lineBreaks += 1
                lastLineStart = cursor + 1
            case JSONByte.carriageReturn:
                // CR LF is one break, counted at the LF; a lone CR is one too.
                if cursor + 1 >= count || bytes[cursor + 1] != JSONByte.lineFeed {
                    lineBreaks += 1
                    lastLineStart = cursor + 1
                }
            default:
                return
            }
            cursor += 1
        }
    }

    /// Opens the container whose bracket is at `cursor`.
    private mutating func open() -> Bool {
        guard containers.count < depthAvailable else { return false }
        let isObject = bytes[cursor] == JSONByte.openBrace
        containers.append(isObject)
        if isObject { keyFloors.append(keys.count) }
        cursor += 1
        return true
    }

    private mutating func close() {
        cursor += 1
        if containers.removeLast() { keys.removeSubrange(keyFloors.removeLast()...) }
    }

    /// Reads `"key" :` into the innermost object, refusing a repeat.
    private mutating func readKey() -> Bool {
        guard cursor < count, bytes[cursor] == JSONByte.quote else { return false }
        let start = cursor + 1
        var end = start
        var hash: UInt32 = 2_166_136_261
        while end < count, bytes[end] != JSONByte.quote {
            if bytes[end] == JSONByte.backslash || bytes[end] < 0x20 { return false }
            hash = (hash ^ UInt32(bytes[end])) &* 16_777_619
            end += 1
        }
        guard end < count else { return false }
        let floor = keyFloors[keyFloors.count - 1]
        guard keys.count - floor < JSONReader.skimmedKeyLimit else { return false }
        let length = end - start
        let base = bytes.baseAddress!
        for earlier in keys[floor...] where earlier.hash == hash && earlier.range.count == length {
            if length == 0 || memcmp(base + earlier.range.lowerBound, base + start, length) == 0 { return false }
        }
        keys.append((hash, start..<end))
        cursor = end + 1
        skipWhitespace()
        guard cursor < count, bytes[cursor] == JSONByte.colon else { return false }
        cursor += 1
        return true
    }

    /// Steps over the string, number or literal at `cursor`.
    private mutating func skipScalar() -> Bool {
        let byte = bytes[cursor]
        if byte == JSONByte.quote {
            cursor += 1
            while cursor < count {
                switch bytes[cursor] {
                case JSONByte.quote:
                    cursor += 1
                    return true
                case JSONByte.backslash:
                    guard cursor + 1 < count else { return false }
                    switch bytes[cursor + 1] {
                    case JSONByte.quote, JSONByte.backslash, JSONByte.slash,
                         UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        cursor += 2
                    case UInt8(ascii: "u"):
                        // Four hex digits, and no surrogate (whose pairing the skim leaves to reading).
                        guard cursor + 5 < count,
                              bytes[(cursor + 2)...(cursor + 5)].allSatisfy({ isxdigit(Int32($0)) != 0 }),
                              !(bytes[cursor + 2] | 0x20 == UInt8(ascii: "d") && (bytes[cursor + 3] | 0x20) >= UInt8(ascii: "8"))
                        else { return false }
                        cursor += 6
                    default:
                        return false
                    }
                case 0x00..<0x20:
                    return false
                default:
                    cursor += 1
                }
            }
            return false
        }
        if byte == JSONByte.minus || JSONByte.isDigit(byte) {
            if byte == JSONByte.minus { cursor += 1 }
            guard cursor < count, JSONByte.isDigit(bytes[cursor]) else { return false }
            let integerStart = cursor
            while cursor < count, JSONByte.isDigit(bytes[cursor]) { cursor += 1 }
            // No leading zero; and few enough digits that the value is surely finite.
            guard bytes[integerStart] != JSONByte.zero || cursor - integerStart == 1, cursor - integerStart < 300 else { return false }
            if cursor < count, bytes[cursor] == JSONByte.period {
                cursor += 1
                let fractionStart = cursor
                while cursor < count, JSONByte.isDigit(bytes[cursor]) { cursor += 1 }
                guard cursor > fractionStart else { return false }
            }
            // An exponent is left to reading, which knows whether it overflows.
            return cursor == count || !(JSONByte.isWordByte(bytes[cursor]) || bytes[cursor] == JSONByte.period)
        }
        let word = switch byte {
        case UInt8(ascii: "t"): Self.trueWord
        case UInt8(ascii: "f"): Self.falseWord
        case UInt8(ascii: "n"): Self.nullWord
        default: [UInt8]()
        }
        guard !word.isEmpty, bytes[cursor...].starts(with: word) else { return false }
        let end = cursor + word.count
        guard end == count || !JSONByte.isWordByte(bytes[end]) else { return false }
        cursor = end
        return true
    }

    private static let trueWord = Array("true".utf8)
    private static let falseWord = Array("false".utf8)
    private static let nullWord = Array("null".utf8)
}
