/// The `source` list of a Style Dictionary config written in JavaScript or TypeScript
/// (`sd.config.js`, `build.ts`), read without running it: the string literals of the first
/// `source: [ … ]` array. Most configs write their globs as literals (`'tokens/**/*.yaml'`,
/// `` `src/**/*.yaml` ``); one that builds them in code (`path.join(__dirname, …)`, a
/// variable) gives the literals it has, which may be none, and the caller says so.
enum ScriptSourceList {
    /// The literals of the `source` array, `[]` when the file uses Style Dictionary but has no
    /// such array of literals, nil when it does not mention Style Dictionary at all.
    static func literals(in bytes: [UInt8]) -> [String]? {
        lists(in: bytes).map { $0.first ?? [] }
    }

    /// The literals of every `source` (and `include`) array, in file order: a script that
    /// builds light and dark as two configs (`[{source: [… 'light' …]}, {source: [… 'dark' …]}]`)
    /// has one list each. `[]` when it uses Style Dictionary and names its sources with no such
    /// list (`source: files`, `{ source }`); nil when it does not mention Style Dictionary at
    /// all, or never says `source` or `include` (a transform, a filter, a helper that imports
    /// Style Dictionary's types is no config).
    static func lists(in bytes: [UInt8]) -> [[String]]? {
        found(in: bytes).map { $0.map(\.list) }
    }

    /// One build a script configures: the `include` and `source` lists of one object literal
    /// (`{include: ['tokens/base.*.json'], source: ['tokens/theme/light.json'], platforms: {…}}`),
    /// `include` first as Style Dictionary merges its files under the sources, and the words of
    /// that object's `platforms` (its platforms' names, transform groups and formats).
    struct Build: Equatable {
        /// The globs, `include` lists before `source` lists, each in its order.
        var globs: [String]
        /// The words of the object's `platforms` value (`css`, `ios`, `colors`), empty when
        /// the object has none written in it.
        var platformWords: [String]
    }

    /// The builds of a script, one per object literal that holds a `source` or `include`
    /// list, in file order; nil as for ``lists(in:)``.
    static func builds(in bytes: [UInt8]) -> [Build]? {
        guard let found = found(in: bytes) else { return nil }
        let spans = ObjectSpans(bytes)
        var order: [Int] = []
        var grouped: [Int: (include: [String], source: [String])] = [:]
        for item in found {
            let owner = spans.innermost(containing: item.at)
            if grouped[owner] == nil { order.append(owner) }
            let isInclude = bytes[item.at] == UInt8(ascii: "i")
            if isInclude { grouped[owner, default: ([], [])].include += item.list } else { grouped[owner, default: ([], [])].source += item.list }
        }
        return order.map { owner in
            let lists = grouped[owner] ?? ([], [])
            return Build(globs: lists.include + lists.source, platformWords: spans.platformWords(inObjectAt: owner, bytes))
        }
    }

    /// Every `source` and `include` list with where its key starts, in file order.
    private static func found(in bytes: [UInt8]) -> [(at: Int, list: [String])]? {
        guard contains(bytes, "style-dictionary") || contains(bytes, "StyleDictionary") else { return nil }
        var found: [(at: Int, list: [String])] = []
        var namesSources = false
        for word in ["source", "include"] {
            var index = 0
            let key = Array(word.utf8)
            while let at = find(key, in: bytes, from: index) {
                index = at + key.count
                // A whole word: not `sources`, `resource`, `sourceMap`, `token.source`.
                if at > 0, isWordByte(bytes[at - 1]) { continue }
                if index < bytes.count, isWordByte(bytes[index]), bytes[index] != UInt8(ascii: ".") { continue }
                namesSources = true
                var cursor = index
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") { cursor += 1 }
                cursor = skipSpace(bytes, cursor)
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { continue }
                cursor = skipSpace(bytes, cursor + 1)
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "[") else { continue }
                found.append((at, arrayLiterals(bytes, from: cursor + 1)))
                if found.count >= maximumLists { break }
            }
        }
        return namesSources ? found.sorted { $0.at < $1.at } : nil
    }

    /// How many `source` lists one script is read for: a project has a config or two per
    /// appearance and brand, not hundreds.
    static let maximumLists = 32

    /// The plain string literals between `start` and the `]` that closes the array; a
    /// template literal with `${…}` in it is computed, not plain, and left out. Literals of an
    /// array spread into it (`...(brand ? ['src/brand/**'] : [])`, `...['a', 'b']`) are its own:
    /// the list some build reads.
    private static func arrayLiterals(_ bytes: [UInt8], from start: Int) -> [String] {
        var literals: [String] = []
        var depth = 0
        // The brackets open inside the list; each says whether a literal directly in it is a
        // source: an array, or the parenthesis of a spread (`...(`) the arrays of a condition sit in.
        var open: [(array: Bool, counts: Bool)] = []
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
                var end = index + 1
                var text: [UInt8] = []
                var computed = false
                while end < bytes.count, bytes[end] != byte, bytes[end] != 0x0A || byte == UInt8(ascii: "`") {
                    if bytes[end] == UInt8(ascii: "\\"), end + 1 < bytes.count {
                        end += 1
                    } else if byte == UInt8(ascii: "`"), bytes[end] == UInt8(ascii: "$"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "{") {
                        computed = true
                    }
                    text.append(bytes[end])
                    end += 1
                }
                // Only literals directly in the list or a spread array: `path.join(__dirname, '…')` is code.
                if depth == 0 || open.last?.array == true && open.allSatisfy(\.counts), !computed {
                    literals.append(String(decoding: text, as: UTF8.self))
                }
                index = end + 1
                continue
            // A commented-out source (`// '../old/**/*.json',`) is no source.
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                continue
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                let spread = endsSpread(bytes, before: index)
                let array = byte == UInt8(ascii: "[")
                open.append((array, array ? spread || open.last?.counts == true : byte == UInt8(ascii: "(") && spread))
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                depth -= 1
                _ = open.popLast()
            case UInt8(ascii: "]"):
                if depth == 0 { return literals }
                depth -= 1
                _ = open.popLast()
            default: break
            }
            index += 1
        }
        return literals
    }

    /// Whether `...` (a spread) comes right before `index`, spaces aside.
    private static func endsSpread(_ bytes: [UInt8], before index: Int) -> Bool {
        guard let last = previousNonSpace(bytes, before: index), last >= 2 else { return false }
        return bytes[(last - 2)...last].allSatisfy { $0 == UInt8(ascii: ".") }
    }

    /// The index of the last byte before `index` that is not a space or line break.
    private static func previousNonSpace(_ bytes: [UInt8], before index: Int) -> Int? {
        var at = index - 1
        while at >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at -= 1 }
        return at >= 0 ? at : nil
    }

    static func skipSpace(_ bytes: [UInt8], _ start: Int) -> Int {
        var index = start
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: ".")
    }

    private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        find(Array(text.utf8), in: bytes, from: 0) != nil
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
