/// A Style Dictionary `source` glob (`tokens/**/*.{json,json5}`), compiled once and matched
/// against relative paths in time proportional to path × pattern, whatever the config holds.
///
/// `**` stands for any number of folders, each other segment is a name pattern (`*`, `?`,
/// `[…]` with `!`/`^` and ranges, `\` escaping), and `{a,b}` stands for each choice. Both
/// levels match with the one-backtrack-point wildcard algorithm, so a hundred `**` or `*`
/// cost a hundred steps per position, never a search of every way to split the path; and
/// brace groups are expanded lazily up to ``maximumPatterns``, so a group of 200,000 choices
/// costs the patterns kept, not the choices written.
struct SourceGlob: Sendable {
    /// Globs longer than this are refused unread: a path pattern is a line, not a file.
    static let maximumLength = 1024
    /// At most this many patterns come out of a glob's brace groups; the rest are not made.
    static let maximumPatterns = 64

    /// One pattern segment.
    enum Segment: Sendable, Equatable {
        /// `**`: any number of folders.
        case anyFolders
        /// A name pattern.
        case name([Element])
    }

    /// One element of a name pattern.
    enum Element: Sendable, Equatable {
        case star
        case any
        case scalar(Unicode.Scalar)
        case set(negated: Bool, ranges: [ClosedRange<UInt32>])
    }

    /// Each brace choice's segments.
    let patterns: [[Segment]]

    /// The compiled glob; nil when it is longer than ``maximumLength``.
    init?(_ glob: String) {
        guard glob.utf8.count <= Self.maximumLength else { return nil }
        patterns = Self.expandingBraces(glob).map { pattern in
            pattern.split(separator: "/").map { $0 == "**" ? .anyFolders : .name(Self.elements(of: $0)) }
        }
    }

    /// Whether `glob` names paths outside the folder it is relative to (`../shared/*.json`,
    /// `/etc/*`): such paths are never matched, as a link out is never followed.
    static func leadsOut(_ glob: String) -> Bool {
        glob.hasPrefix("/") || glob.hasPrefix("~") || glob.split(separator: "/").contains("..")
    }

    /// Whether `relativePath` (`tokens/color/base.json`) is matched.
    func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/").map { Array($0.unicodeScalars) }
        return patterns.contains { Self.wildcard(parts.count, $0.count, isStar: { $0 == .anyFolders }, at: $0) { part, segment in
            guard case .name(let elements) = segment else { return false }
            return Self.matches(parts[part], elements)
        } }
    }

    /// `a/{b,c}/*.json` as `a/b/*.json` and `a/c/*.json`, the first group first, at most
    /// ``maximumPatterns``. Choices are found by walking the group, never split into a list,
    /// so the cap holds before anything is made; a group inside a group is expanded in its turn.
    static func expandingBraces(_ glob: String) -> [String] {
        var done: [String] = []
        // Depth first: each entry is a text and where in its first group the next choice starts.
        var pending: [(text: [UInt8], next: Int?)] = [(Array(glob.utf8), nil)]
        while var top = pending.popLast(), done.count < maximumPatterns {
            guard let open = top.text.firstIndex(of: UInt8(ascii: "{")),
                  let close = top.text[open...].firstIndex(of: UInt8(ascii: "}")) else {
                done.append(String(decoding: top.text, as: UTF8.self))
                continue
            }
            let start = top.next ?? open + 1
            let end = top.text[start..<close].firstIndex(of: UInt8(ascii: ",")) ?? close
            if end < close {
                top.next = end + 1
                pending.append(top)
            }
            pending.append((Array(top.text[..<open]) + top.text[start..<end] + top.text[(close + 1)...], nil))
        }
        return done
    }

    /// The one-backtrack-point wildcard match of `count` items against `patternCount`
    /// pattern items, where `isStar` items stand for any run of items and `one` matches a
    /// single item: O(count × patternCount) calls of `one` at most.
    private static func wildcard<Pattern>(_ count: Int, _ patternCount: Int, isStar: (Pattern) -> Bool, at pattern: [Pattern],
                                          one: (Int, Pattern) -> Bool) -> Bool {
        var item = 0, position = 0
        var starPosition = -1, starItem = 0
        while item < count {
            if position < patternCount, isStar(pattern[position]) {
                starPosition = position
                starItem = item
                position += 1
            } else if position < patternCount, one(item, pattern[position]) {
                item += 1
                position += 1
            } else if starPosition >= 0 {
                position = starPosition + 1
                starItem += 1
                item = starItem
            } else {
                return false
            }
        }
        while position < patternCount, isStar(pattern[position]) { position += 1 }
        return position == patternCount
    }

    /// Whether a name matches a name pattern.
    private static func matches(_ name: [Unicode.Scalar], _ elements: [Element]) -> Bool {
        wildcard(name.count, elements.count, isStar: { $0 == .star }, at: elements) { index, element in
            let scalar = name[index]
            switch element {
            case .star: return false
            case .any: return true
            case .scalar(let wanted): return scalar == wanted
            case .set(let negated, let ranges): return ranges.contains { $0.contains(scalar.value) } != negated
            }
        }
    }

    /// A name pattern's elements; a `[` without its `]` is itself.
    private static func elements(of segment: Substring) -> [Element] {
        let scalars = Array(segment.unicodeScalars)
        var elements: [Element] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "*":
                // A run of stars is one star.
                if elements.last != .star { elements.append(.star) }
            case "?": elements.append(.any)
            case "\\" where index + 1 < scalars.count:
                index += 1
                elements.append(.scalar(scalars[index]))
            case "[":
                if let (set, next) = bracket(scalars, from: index) {
                    elements.append(set)
                    index = next
                    continue
                }
                elements.append(.scalar(scalar))
            default: elements.append(.scalar(scalar))
            }
            index += 1
        }
        return elements
    }

    /// The bracket expression starting at `start` (`[a-z]`, `[!.]`) and the index past it.
    private static func bracket(_ scalars: [Unicode.Scalar], from start: Int) -> (Element, Int)? {
        var index = start + 1
        var negated = false
        if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "]" && !first { return (.set(negated: negated, ranges: ranges), index + 1) }
            first = false
            if index + 2 < scalars.count, scalars[index + 1] == "-", scalars[index + 2] != "]" {
                let low = scalar.value, high = scalars[index + 2].value
                if low <= high { ranges.append(low...high) }
                index += 3
            } else {
                ranges.append(scalar.value...scalar.value)
                index += 1
            }
        }
        return nil
    }
}
