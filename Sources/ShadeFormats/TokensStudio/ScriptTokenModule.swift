import ShadeJSON
import ShadeText
import ShadeTokens

/// A Style Dictionary token *module*: a JavaScript or TypeScript file whose exported value is
/// an object literal of tokens (`export default { color: { base: { value: '#fff' } } }`), which
/// Style Dictionary 4 reads as it reads JSON. Shade never runs it: it finds the exported
/// literal (`export default {…}`, `export const NAME = {…}`, `const NAME = {…}; export default
/// NAME`, `module.exports = {…}`), drops TypeScript's annotations, and resolves what a literal
/// can hold without running code — `...name` spreads and bare names of an object or string
/// `const` of the same file. Anything else (a call, a template that substitutes, an import's
/// value) is one problem at its line and column naming the token, and the rest is still read.
package enum ScriptTokenModule {
    /// The extensions of a module (lower-cased).
    package static let extensions = [".js", ".mjs", ".cjs", ".ts", ".mts", ".cts"]

    /// Whether `name` (a file's name) may be a token module: a script, not a type declaration,
    /// a test or a tool's config.
    package static func isModuleName(_ name: String) -> Bool {
        // Every module extension ends in `js` or `ts`: the rest (most names) are refused unlowered.
        guard let last = name.utf8.last, last | 0x20 == UInt8(ascii: "s") else { return false }
        let lower = name.lowercased()
        guard extensions.contains(where: lower.hasSuffix), !lower.hasPrefix("."), !lower.hasSuffix(".d.ts"), !lower.hasSuffix(".d.mts"),
              !lower.contains("config") else { return false }
        // Tests, stories and mocks hold `value` members of their own (a story's `args`): never tokens.
        return !nonTokenParts.contains { lower.contains($0) }
    }

    /// Parts of a script's name that say it is a test, a story or a mock.
    static let nonTokenParts = [".test.", ".spec.", ".stories.", ".story.", ".e2e.", ".mock.", ".fixture."]

    /// Whether a module's exported tree (read with `unread` problems) is a token file: it holds
    /// tokens whose values were read, at least as many as the values it could not read. A
    /// script whose `value` members are mostly computed is code that happens to use the word.
    package static func holdsReadTokens(_ root: JSONNode, unread: Int) -> Bool {
        var tokens = 0
        var stack = [root]
        while let next = stack.popLast() {
            guard let object = next.object else {
                if let array = next.array { stack.append(contentsOf: array) }
                continue
            }
            if object["$value"] != nil || object["value"] != nil { tokens += 1 }
            stack.append(contentsOf: object.members.map(\.value))
        }
        return tokens > 0 && tokens >= unread
    }

    /// Whether `bytes` (the script `file`) are a token module: an exported literal that holds
    /// tokens whose values were read (``holdsReadTokens(_:unread:)``).
    package static func isTokenModule(_ bytes: [UInt8], file: String) -> Bool {
        guard mayHoldTokens(bytes[...]) else { return false }
        let (root, unread) = read(String(decoding: bytes, as: UTF8.self), file: file)
        return root.map { holdsReadTokens($0, unread: unread.count) } ?? false
    }

    /// Whether `file` is read as a module.
    package static func isModule(_ file: String) -> Bool {
        let lower = file.lowercased()
        return extensions.contains(where: lower.hasSuffix)
    }

    /// Whether `bytes` may export tokens, by words alone: a `value` and an export. Asked before
    /// a script is parsed, so most scripts of an application cost one search.
    package static func mayHoldTokens(_ bytes: ArraySlice<UInt8>) -> Bool {
        ByteSearch.contains("value", in: bytes) && (ByteSearch.contains("export", in: bytes))
    }

    /// The tokens module `text` (the file `file`) exports, as a JSON tree whose positions are
    /// the module's own, and a problem for each value Shade could not read; nil when it exports
    /// no object literal.
    package static func read(_ text: String, file: String) -> (root: JSONNode?, problems: [Diagnostic]) {
        let source = ScriptSource(text)
        let (exported, consts) = source.exports()
        guard let exported else { return (nil, []) }
        var resolver = Resolution(consts: consts, file: file)
        let root = resolver.node(exported, path: [])
        guard let root, root.object != nil else { return (nil, []) }
        return (root, resolver.problems)
    }

    /// What reading says of a module that exports no object literal.
    package static let noLiteral = "exports no object literal of tokens Shade can read without running the module; not read"

    /// What a line about an unread value says, shared by every such line of a file.
    static let unreadKind = "have values computed in code, which Shade does not run"

    /// Names looked up into values, each problem said once where it is met.
    private struct Resolution {
        let consts: [String: ScriptLiteral]
        let file: String
        var problems: [Diagnostic] = []
        var visiting: Set<String> = []

        init(consts: [String: ScriptLiteral], file: String) {
            self.consts = consts
            self.file = file
        }

        /// How many values a module may resolve to: spreads and names used many times over
        /// must not multiply a small file into an unbounded tree.
        static let maximumValues = 200_000
        var values = 0

        mutating func node(_ literal: ScriptLiteral, path: [String]) -> JSONNode? {
            values += 1
            guard values <= Self.maximumValues else {
                if values == Self.maximumValues + 1 {
                    unread(path, at: SourcePosition(line: 1, column: 1), "and what follows it resolve to more than \(Self.maximumValues) values")
                }
                return nil
            }
            switch literal {
            case .scalar(let node): return node
            case .array(let elements, let position):
                let nodes = elements.enumerated().compactMap { node($1, path: path + [String($0)]) }
                return JSONNode(value: .array(nodes), position: position)
            case .reference(let name, let position):
                return named(name, at: position, path: path, spread: false)
            case .unreadable(let text, let position):
                unread(path, at: position, "is computed in code (`\(text)`)")
                return nil
            case .object(let entries, let position):
                var members: [JSONObject.Member] = []
                var index: [String: Int] = [:]
                func add(_ member: JSONObject.Member) {
                    // A later member of the same name wins, as in JavaScript.
                    if let at = index[member.key] { members[at] = member } else { index[member.key] = members.count; members.append(member) }
                }
                for entry in entries {
                    switch entry {
                    case .member(let key, let keyPosition, let value):
                        if let resolved = node(value, path: path + [key]) { add(JSONObject.Member(key: key, keyPosition: keyPosition, value: resolved)) }
                    case .spread(let name, let spreadPosition):
                        guard let resolved = named(name, at: spreadPosition, path: path, spread: true) else { continue }
                        guard let object = resolved.object else {
                            unread(path, at: spreadPosition, "spreads `...\(name)`, which is not an object")
                            continue
                        }
                        object.members.forEach(add)
                    case .unreadable(let text, let entryPosition):
                        unread(path, at: entryPosition, "holds `\(text)`, code")
                    }
                }
                return JSONNode(value: .object(JSONObject(members: members)), position: position)
            }
        }

        /// The value of the `const` `name`, or a problem where it is none Shade can read.
        private mutating func named(_ name: String, at position: SourcePosition, path: [String], spread: Bool) -> JSONNode? {
            let use = spread ? "spreads `...\(name)`" : "is `\(name)`"
            guard let literal = consts[name] else {
                unread(path, at: position, use + ", which this file does not define as a literal (an import, or code)")
                return nil
            }
            guard !visiting.contains(name), visiting.count < 16 else {
                unread(path, at: position, use + ", which refers back to itself")
                return nil
            }
            visiting.insert(name)
            defer { visiting.remove(name) }
            return node(literal, path: path)
        }

        private mutating func unread(_ path: [String], at position: SourcePosition, _ what: String) {
            // The token is named, not its `value` member.
            let token = path.last == "value" || path.last == "$value" ? path.dropLast() : path[...]
            var line = Diagnostic(file: file, position: position, tokenPath: token.joined(separator: "."),
                                  message: what + "; Shade reads a token module's literals and never runs its code, so this token is left out")
            line.kind = ScriptTokenModule.unreadKind
            problems.append(line)
        }
    }
}

extension ScriptSource {
    /// The literal a module exports (its default export, else an object of its named exports)
    /// and the literals its top-level `const`, `let` and `var` declarations hold, by name.
    func exports() -> (exported: ScriptLiteral?, consts: [String: ScriptLiteral]) {
        var consts: [String: ScriptLiteral] = [:]
        var named: [ScriptLiteral.Entry] = []
        var exported: ScriptLiteral?
        var index = 0
        var depth = 0
        while index < bytes.count {
            index = skipSpace(index)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
                index = literalEnd(index).end
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
            guard depth == 0, Self.startsName(byte), index == 0 || !Self.continuesName(bytes[index - 1]) && bytes[index - 1] != UInt8(ascii: "."),
                  case let (word, wordEnd)? = name(at: index) else {
                index += 1
                continue
            }
            index = wordEnd
            switch word {
            case "export":
                let next = skipSpace(wordEnd)
                if isWord("default", at: next) {
                    let (value, end) = literal(at: next + 7)
                    exported = value
                    index = end
                } else if let declaration = declaration(at: next) {
                    consts[declaration.name] = declaration.value
                    named.append(.member(key: declaration.name, keyPosition: declaration.position, value: .reference(declaration.name, declaration.position)))
                    index = declaration.end
                }
            case "module":
                let dot = skipSpace(wordEnd)
                guard self[dot] == UInt8(ascii: "."), isWord("exports", at: skipSpace(dot + 1)) else { continue }
                let equals = skipSpace(skipSpace(dot + 1) + 7)
                guard self[equals] == UInt8(ascii: "="), self[equals + 1] != UInt8(ascii: "=") else { continue }
                let (value, end) = literal(at: equals + 1)
                exported = value
                index = end
            case "const", "let", "var":
                if let declaration = declaration(at: index - word.utf8.count) {
                    consts[declaration.name] = declaration.value
                    index = declaration.end
                }
            default: break
            }
        }
        if exported == nil, !named.isEmpty { exported = .object(named, position(0)) }
        return (exported, consts)
    }

    /// The declaration `const NAME(: Type)? = value` at `offset`, with where its name is
    /// written and where it ends; nil for any other statement (a destructuring, a function).
    private func declaration(at offset: Int) -> (name: String, position: SourcePosition, value: ScriptLiteral, end: Int)? {
        guard let keyword = ["const", "let", "var"].first(where: { isWord($0, at: offset) }) else { return nil }
        let nameStart = skipSpace(offset + keyword.utf8.count)
        guard case let (name, nameEnd)? = self.name(at: nameStart) else { return nil }
        var next = skipSpace(nameEnd)
        if self[next] == UInt8(ascii: ":") { next = skipSpace(typeEnd(next + 1)) }
        guard self[next] == UInt8(ascii: "="), self[next + 1] != UInt8(ascii: "="), self[next + 1] != UInt8(ascii: ">") else { return nil }
        let (value, end) = literal(at: next + 1)
        return (name, position(nameStart), value, end)
    }
}
