import ShadeJSON

/// JSON pointers (RFC 6901) as DTCG files write them in `$ref`: `#/color/blue/$value`.
package enum DTCGPointer {
    /// The unescaped segments of the fragment after `#/` (`~1` is `/`, `~0` is `~`); empty
    /// for `#` alone.
    static func segments(_ pointer: String) -> [String] {
        var fragment = Substring(pointer)
        if fragment.hasPrefix("#") { fragment = fragment.dropFirst() }
        if fragment.hasPrefix("/") { fragment = fragment.dropFirst() } else if fragment.isEmpty { return [] }
        return fragment.split(separator: "/", omittingEmptySubsequences: false).map(unescape)
    }

    /// A name as one segment of a pointer: `~` → `~0`, then `/` → `~1` (RFC 6901), so that a
    /// modifier named `color/semantic` is one step, not two.
    package static func escape(_ name: String) -> String {
        name.replacing("~", with: "~0").replacing("/", with: "~1")
    }

    /// `~1` → `/`, `~0` → `~`, in one left-to-right pass as RFC 6901 asks.
    static func unescape(_ segment: Substring) -> String {
        guard segment.contains("~") else { return String(segment) }
        var result = ""
        var iterator = segment.makeIterator()
        while let character = iterator.next() {
            guard character == "~" else { result.append(character); continue }
            switch iterator.next() {
            case "1": result.append("/")
            case "0": result.append("~")
            case let other?: result.append("~"); result.append(other)
            case nil: result.append("~")
            }
        }
        return result
    }

    /// Follows `segments` inside a parsed JSON value; nil when a step does not exist.
    static func follow(_ segments: ArraySlice<String>, in node: JSONNode) -> JSONNode? {
        var current = node
        for segment in segments {
            if let object = current.object {
                guard let next = object[segment] else { return nil }
                current = next
            } else if let array = current.array {
                guard let index = Int(segment), index >= 0, index < array.count, String(index) == segment else { return nil }
                current = array[index]
            } else {
                return nil
            }
        }
        return current
    }
}

