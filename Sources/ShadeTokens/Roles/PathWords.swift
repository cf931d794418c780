/// A token path as the words it is made of, the form every matching rule is written in.
///
/// `fgColor.onEmphasis`, `--fg-color-on-emphasis` and `fg_color.on_emphasis` all read
/// `fg on emphasis`: the path is split at dots, dashes, underscores, slashes, spaces, camelCase
/// humps and letter–digit boundaries; words are lower-cased; numbers lose leading zeros
/// (`layer-01` is `layer 1`); segments starting with `$` (`$root`) are dropped; and the words
/// that only say "this is a colour" (`color`, `colour`, their plurals, Material's `md` and `sys`)
/// are removed, except right after `on` (Carbon's `text-on-color`).
enum PathWords {
    /// Words that carry no meaning in a colour token's path.
    static let noise: Set<String> = ["color", "colors", "colour", "colours", "md", "sys"]

    /// The words of `path`, in order.
    static func words(of path: String) -> [String] {
        var words: [String] = []
        for segment in path.split(separator: ".", omittingEmptySubsequences: true) where segment.first != "$" {
            split(segment.utf8, into: &words)
        }
        var kept: [String] = []
        kept.reserveCapacity(words.count)
        for word in words where !noise.contains(word) || kept.last == "on" {
            kept.append(word)
        }
        return kept
    }

    /// The words joined by single spaces: the key rules are looked up by.
    static func key(of path: String) -> String {
        words(of: path).joined(separator: " ")
    }

    private enum Kind { case lower, upper, digit, separator }

    private static func kind(_ byte: UInt8) -> Kind {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): .lower
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): .upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .digit
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "/"), UInt8(ascii: " "), UInt8(ascii: ":"): .separator
        default: .lower  // other bytes (non-ASCII letters) stay inside words
        }
    }

    /// Splits one path segment at separators, humps and digit boundaries.
    private static func split(_ bytes: Substring.UTF8View, into words: inout [String]) {
        let array = Array(bytes)
        var current: [UInt8] = []
        var previous = Kind.separator  // the kind of the last byte added, before lower-casing
        func flush() {
            guard !current.isEmpty else { return }
            if current.allSatisfy({ kind($0) == .digit }) {
                // "01" and "1" are the same step.
                while current.count > 1, current.first == UInt8(ascii: "0") { current.removeFirst() }
            }
            words.append(String(decoding: current, as: UTF8.self))
            current.removeAll(keepingCapacity: true)
        }
        for (offset, byte) in array.enumerated() {
            let this = kind(byte)
            if this == .separator { flush(); previous = .separator; continue }
            if !current.isEmpty {
                let next = offset + 1 < array.count ? kind(array[offset + 1]) : .separator
                let boundary = switch (previous, this) {
                case (.lower, .upper): true
                case (.upper, .upper): next == .lower  // "HTMLColor": the hump is before "C"
                case (.digit, .lower), (.digit, .upper), (.lower, .digit), (.upper, .digit): true
                default: false
                }
                if boundary { flush() }
            }
            current.append(this == .upper ? byte + 32 : byte)
            previous = this
        }
        flush()
    }
}
