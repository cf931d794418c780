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
        var kept: [String] = []
        for word in rawWords(of: path) where !noise.contains(word) || kept.last == "on" {
            kept.append(word)
        }
        return kept
    }

    /// The words joined by single spaces: the key rules are looked up by.
    static func key(of path: String) -> String {
        words(of: path).joined(separator: " ")
    }

    /// Replaces `words` and `info` with the words of `path` and what the rules know of each,
    /// noise removed: the matcher's form, one table look-up a word, reusing the arrays' storage.
    /// Returns whether the path's last word was `color` (or `colour`), removed as noise: CSS's
    /// `color` property, which names the text colour (``WordRules/read(_:_:cssColor:)``).
    @discardableResult
    static func analyse(_ path: String, table: [String: WordInfo], words: inout [String], info: inout [WordInfo?]) -> Bool {
        words.removeAll(keepingCapacity: true)
        info.removeAll(keepingCapacity: true)
        var lastIsColor = false, count = 0
        forEachWord(in: path) { word in
            count += 1
            lastIsColor = word == "color" || word == "colour"
            let known = table[word]
            if let known, known.classes.contains(.noise), words.last != "on" { return }
            words.append(word)
            info.append(known)
        }
        // `color` alone is no property of something; nor is a tree's leaf named `color`
        // (`chart.3.color`, a Style Dictionary category): only a property named for what it
        // colours (`--muted-color`, `tooltipColor`) is CSS's text colour.
        return lastIsColor && count > 1 && !lastSegmentIsColorWord(path)
    }

    /// Whether a system groups its tokens by the CSS property they set: among its paths' first
    /// segments are `color` and `background-color` (`backgroundColor`, `background_color`), as
    /// `color.base`, `background-color.base` and `border-color.subtle` are in a system written
    /// for style sheets. There the `color` group is CSS's `color` property, the text colour,
    /// not the word "colour" every other system starts its names with.
    static func groupsByCSSProperty(_ paths: [String]) -> Bool {
        var colorGroup = false, backgroundGroup = false
        var seen = Set<Substring>()
        for path in paths {
            let first = path.utf8.firstIndex(of: UInt8(ascii: ".")).map { path[..<$0] } ?? Substring(path)
            guard first.utf8.count < 24, seen.insert(first).inserted else { continue }
            let words = rawWords(of: String(first))
            if words == ["color"] || words == ["colour"] { colorGroup = true }
            if words == ["background", "color"] || words == ["background", "colour"] { backgroundGroup = true }
            if colorGroup && backgroundGroup { return true }
        }
        return false
    }

    /// Whether `path` is in a `color` (or `colour`) group of its own: its first dot-separated
    /// segment is that word alone and more follows.
    static func startsWithColorGroup(_ path: String) -> Bool {
        guard let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")) else { return false }
        let first = path[..<dot].lowercased()
        return first == "color" || first == "colour"
    }

    /// Whether the path's last dot-separated segment is the word `color` (or `colour`) alone.
    private static func lastSegmentIsColorWord(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: ".") else { return false }
        let segment = path[path.index(after: dot)...].lowercased()
        return segment == "color" || segment == "colour"
    }

    /// The words of `path` before noise is removed.
    static func rawWords(of path: String) -> [String] {
        var words: [String] = []
        forEachWord(in: path) { words.append($0) }
        return words
    }

    /// Calls `body` with each word of `path`, in order.
    private static func forEachWord(in path: String, _ body: (String) -> Void) {
        var path = path
        path.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: ".") { end += 1 }
                if end > start, bytes[start] != UInt8(ascii: "$") {
                    split(UnsafeBufferPointer(rebasing: bytes[start..<end]), body)
                }
                start = end + 1
            }
        }
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

    /// Splits one path segment at separators, humps and digit boundaries. Each word is made
    /// into its string once, lower-cased as it is copied from the path's own bytes: gathering
    /// it byte by byte into a scratch array first was a third of reading a path's words.
    private static func split(_ segment: UnsafeBufferPointer<UInt8>, _ body: (String) -> Void) {
        var previous = Kind.separator  // the kind of the last byte taken, before lower-casing
        var start: Int?, allDigits = true
        func flush(_ end: Int) {
            guard let first = start else { return }
            start = nil
            var from = first
            // "01" and "1" are the same step.
            if allDigits { while from < end - 1, segment[from] == UInt8(ascii: "0") { from += 1 } }
            let word = UnsafeBufferPointer(rebasing: segment[from..<end])
            body(String(unsafeUninitializedCapacity: word.count) { copy in
                for (index, byte) in word.enumerated() { copy[index] = kind(byte) == .upper ? byte + 32 : byte }
                return word.count
            })
        }
        for offset in segment.indices {
            let this = kind(segment[offset])
            if this == .separator { flush(offset); previous = .separator; continue }
            if start != nil {
                let next = offset + 1 < segment.count ? kind(segment[offset + 1]) : .separator
                let boundary = switch (previous, this) {
                case (.lower, .upper): true
                case (.upper, .upper): next == .lower  // "HTMLColor": the hump is before "C"
                case (.digit, .lower), (.digit, .upper), (.lower, .digit), (.upper, .digit): true
                default: false
                }
                if boundary { flush(offset) }
            }
            if start == nil { start = offset; allDigits = true }
            if this != .digit { allDigits = false }
            previous = this
        }
        flush(segment.count)
    }
}
