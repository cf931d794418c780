import ShadeTokens

extension TokensStudioReader {
    /// References written without braces: `"value": "colors.green.600"`, as Chakra UI's themes
    /// write them (its semantic tokens name a token of the same scale by its dotted path, the
    /// scale first: `colors.red.500`, or without it: `red.500`) and as projects that keep their
    /// tokens for a Chakra theme in Style Dictionary files write them too (Vy's Spor). Style
    /// Dictionary itself and DTCG read only `{…}`; a bare path is then a string, and the
    /// theme's build resolves it. The colour is known, so Shade reads it, never by a guess:
    ///
    /// - the path names a token exactly (`color.palette.green.600`); or
    /// - its first name is a scale's (`colors`), and the rest is the end of exactly one colour
    ///   token's path (`green.600` of `color.palette.green.600`): the scale Chakra's theme
    ///   makes of the system's colour groups. Two such tokens, and nothing is read.
    ///
    /// Each is said as a deviation that shows the `{…}` the format writes.
    enum BareReferences {
        /// The names Chakra UI gives its colour scale, first in a bare path.
        static let scaleWords: Set<String> = ["colors", "color"]

        /// Whether `text` is written as a dotted path and nothing else: two names or more, each
        /// letters, digits, `-` or `_`, the first starting with a letter (`1.5` is a number).
        static func isPath(_ text: String) -> Bool {
            guard text.utf8.first.map({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) == true,
                  text.contains(".") else { return false }
            return text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { name in
                !name.isEmpty && name.utf8.allSatisfy { byte in
                    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F
                }
            }
        }

        /// The colour tokens (typed `color`, or untyped) by every end of their paths that starts
        /// at a name (`green.600` and `600` of `color.palette.green.600`, and the whole path).
        static func ends(of tokens: [String: RawToken]) -> [String: [String]] {
            var ends: [String: [String]] = [:]
            for (path, token) in tokens where token.type == nil || token.type == "color" {
                ends[path, default: []].append(path)
                var rest = Substring(path)
                while let dot = rest.firstIndex(of: ".") {
                    rest = rest[rest.index(after: dot)...]
                    ends[String(rest), default: []].append(path)
                }
            }
            return ends
        }

        /// The deviation of a reference written without braces, read as `target`.
        static func deviation(_ written: String, target: String, token: RawToken, path: String) -> Diagnostic {
            Diagnostic(file: token.file, position: token.value.position, tokenPath: path,
                       message: "\"\(written)\" is a reference written without braces, read as the token it names; DTCG writes it \"{\(target)}\"")
                .deviation(kind: "write a reference without braces, read as the token it names")
        }
    }
}
