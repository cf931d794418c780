import ShadeTokens

extension ScriptSourceList {
    /// The object literals (`{…}`) of a script, found in one pass that steps over strings and
    /// comments: which object a `source` list is written in (the build it configures), and
    /// what that object's `platforms` say.
    struct ObjectSpans {
        /// Each object's opening and closing byte index, by opening.
        private var spans: [(open: Int, close: Int)] = []

        init(_ bytes: [UInt8]) {
            var stack: [Int] = []
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                switch byte {
                case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
                    index += 1
                    while index < bytes.count, bytes[index] != byte, bytes[index] != 0x0A || byte == UInt8(ascii: "`") {
                        if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                        index += 1
                    }
                case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index += 1
                case UInt8(ascii: "{"): stack.append(index)
                case UInt8(ascii: "}"): if let open = stack.popLast() { spans.append((open, index)) }
                default: break
                }
                index += 1
            }
            // An object left open (a file cut short) runs to the end.
            spans += stack.map { ($0, bytes.count) }
            spans.sort { $0.open < $1.open }
        }

        /// The opening index of the innermost object around `position`; -1 at the file's top.
        func innermost(containing position: Int) -> Int {
            var found = -1
            for span in spans {
                if span.open >= position { break }
                if position < span.close { found = span.open }
            }
            return found
        }

        /// The lower-case words of the `platforms` object written directly in the object that
        /// opens at `owner` (its platforms' names, transform groups, formats); empty when it has none.
        func platformWords(inObjectAt owner: Int, _ bytes: [UInt8]) -> [String] {
            guard owner >= 0, let close = spans.first(where: { $0.open == owner })?.close else { return [] }
            let key = Array("platforms".utf8)
            var index = owner
            while let at = ScriptSourceList.find(key, in: bytes, from: index + 1), at < close {
                index = at
                guard !ScriptSourceList.isWordByte(bytes[at - 1]), innermost(containing: at) == owner else { continue }
                var cursor = at + key.count
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") { cursor += 1 }
                cursor = ScriptSourceList.skipSpace(bytes, cursor)
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { continue }
                cursor = ScriptSourceList.skipSpace(bytes, cursor + 1)
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "{"),
                      let end = spans.first(where: { $0.open == cursor })?.close else { continue }
                return DTCGAxisRules.words(String(decoding: bytes[cursor..<min(end, bytes.count)], as: UTF8.self))
            }
            return []
        }
    }
}
