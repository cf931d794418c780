import ShadeJSON
import ShadeText
import ShadeTokens

/// Theo's `imports` (salesforce-ux/theo, `lib/definition.js`), followed as Theo follows them:
/// a file's imports are each read whole first (their own imports, their `aliases` and
/// `props`, their aliases already resolved in their own values), then merged in order, later
/// over earlier, and the file's own aliases and props over all of them. A prop's `{!alias}`
/// is resolved with the aliases its own file sees (its own and its imports'), so a theme that
/// overrides a palette alias changes only the props it writes again.
///
/// A file with `imports` that no other file imports is an entry: the file a build converts
/// (`tokens/**/tokens.yml`), one theme. The files it reaches are its parts.
public struct TheoImports: Sendable {
    /// One file read: its parsed root, and the paths its `imports` name that may be read.
    struct Node: Sendable {
        var root: JSONNode
        var imports: [String]
    }

    /// Every file read, by path.
    private(set) var nodes: [String: Node] = [:]
    /// What reading them found: unreadable files, imports that cannot be followed.
    public private(set) var problems: [Diagnostic] = []
    /// The files given, in order.
    public let files: [String]

    /// Reads `paths` and every file their imports reach, each once, from `tokenFiles`; an
    /// import `allows` refuses (one that leads out of the searched folders) is said and not
    /// followed.
    public init(files paths: [String], tokenFiles: any TokenFiles, allows: (String) -> Bool) {
        files = paths
        var pending = paths.map { SourcePath.normalised($0) }
        var seen = Set(pending)
        while let file = pending.popLast() {
            guard let root = TokensStudioReader.parse(file, files: tokenFiles, problems: &problems, required: true) else { continue }
            var imports: [String] = []
            for item in root.object?["imports"]?.array ?? [] {
                guard let written = item.string else {
                    problems.append(Diagnostic(file: file, position: item.position, message: "an import must be a file's path"))
                    continue
                }
                guard let target = Self.path(written, from: file) else {
                    problems.append(Diagnostic(file: file, position: item.position,
                                               message: "\"\(written)\" names a package; Shade follows imports of files, not of node modules; not followed"))
                    continue
                }
                guard allows(target) else {
                    problems.append(Diagnostic(file: file, position: item.position, message: "the import \"\(written)\" leads out of the searched folders; not followed"))
                    continue
                }
                imports.append(target)
                if seen.insert(target).inserted { pending.append(target) }
            }
            nodes[file] = Node(root: root, imports: imports)
        }
    }

    /// The path an import names, from the file that writes it: relative (`./a.yml`,
    /// `../b.yml`, or a bare file name, as Theo before v6 read them) or absolute; nil for a
    /// package (`@scope/tokens`), which Theo finds in `node_modules`.
    static func path(_ written: String, from file: String) -> String? {
        if written.hasPrefix("/") { return SourcePath.normalised(written) }
        if written.hasPrefix("@") || StyleDictionaryProject.tokenFileExtension(written) == nil { return nil }
        let folder = FileSystem.parent(of: file)
        return SourcePath.normalised(folder.isEmpty ? written : folder + "/" + written)
    }

    /// Every file some file's imports name.
    public var imported: Set<String> {
        Set(nodes.values.flatMap(\.imports))
    }

    /// The entries among the files given: files that import others and that no file imports.
    public var entries: [String] {
        let imported = imported
        return files.map { SourcePath.normalised($0) }.filter { !(nodes[$0]?.imports.isEmpty ?? true) && !imported.contains($0) }
    }

    /// Every file `entry` reaches, itself included, in the order Theo merges them (imports
    /// before the file, each once, at its first place).
    public func closure(of entry: String) -> [String] {
        var order: [String] = [], seen: Set<String> = []
        func visit(_ file: String, depth: Int) {
            guard depth < Self.maximumDepth, seen.insert(file).inserted else { return }
            for next in nodes[file]?.imports ?? [] { visit(next, depth: depth + 1) }
            if nodes[file] != nil { order.append(file) }
        }
        visit(entry, depth: 0)
        return order
    }

    /// Whether some file `entry` reaches writes a prop: Theo's output of a file of aliases
    /// alone is empty, so such a file is a palette, never a theme.
    public func writesProps(_ entry: String) -> Bool {
        closure(of: entry).contains { file in
            guard let props = nodes[file]?.root.object?["props"] else { return false }
            return !(props.object?.members.isEmpty ?? true) || !(props.array?.isEmpty ?? true)
        }
    }

    /// How deep imports may nest; a circle of imports is followed once round.
    static let maximumDepth = 32

    /// What one file gives once its imports are merged beneath it.
    struct Scope {
        /// Each alias's text, its aliases resolved, and the file and member that wrote it.
        var aliases: [String: (text: String?, file: String, member: JSONObject.Member)] = [:]
        var aliasOrder: [String] = []
        /// Each prop, its `{!alias}`es resolved as its own file sees them, and its file.
        var props: [String: (member: JSONObject.Member, file: String, alias: String?)] = [:]
        var propOrder: [String] = []

        mutating func merge(_ other: Scope) {
            for name in other.aliasOrder {
                if aliases[name] == nil { aliasOrder.append(name) }
                aliases[name] = other.aliases[name]
            }
            for name in other.propOrder {
                if props[name] == nil { propOrder.append(name) }
                props[name] = other.props[name]
            }
        }
    }

    /// The files of `entry` as Style Dictionary sets, one per file that writes a prop or an
    /// alias the merge keeps (what a later file overrides is gone, as from Theo's output):
    /// each set its path and a root of groups the token reader reads. A prop written as one
    /// alias that the entry's own alias table gives the same value keeps the alias (so the
    /// Tokens screen shows the chain); any other has its alias's value written in.
    public func sets(of entry: String) -> [(file: String, root: JSONNode)] {
        sets(ofLayers: [entry])
    }

    /// The files of `layers` (entries or lone files) as ``sets(of:)`` gives one entry's, merged
    /// as Theo merges a file that imports them in that order: a later layer's props over an
    /// earlier's.
    public func sets(ofLayers layers: [String]) -> [(file: String, root: JSONNode)] {
        var memo: [String: Scope] = [:]
        var merged = Scope()
        for layer in layers { merged.merge(scope(of: SourcePath.normalised(layer), memo: &memo, depth: 0, visiting: [])) }
        var byFile: [String: [JSONObject.Member]] = [:]
        var aliasesByFile: [String: [JSONObject.Member]] = [:]
        var order: [String] = []
        func note(_ file: String) { if byFile[file] == nil && aliasesByFile[file] == nil { order.append(file) } }
        for name in merged.aliasOrder {
            guard let alias = merged.aliases[name] else { continue }
            note(alias.file)
            let value = JSONNode(value: .string(alias.text ?? ""), position: alias.member.value.position)
            let node = alias.text == nil ? alias.member.value : value
            aliasesByFile[alias.file, default: []].append(JSONObject.Member(
                key: name, keyPosition: alias.member.keyPosition,
                value: JSONNode(value: .object(JSONObject(members: [JSONObject.Member(key: "value", keyPosition: alias.member.keyPosition, value: node)])),
                                position: alias.member.value.position)))
        }
        for name in merged.propOrder {
            guard var prop = merged.props[name] else { continue }
            note(prop.file)
            if let alias = prop.alias, let kept = merged.aliases[alias]?.text,
               let fields = prop.member.value.object, let value = fields["value"], value.string == kept {
                // The entry's alias holds the very value: the prop names it, as written.
                let rewritten = fields.members.map { member in
                    member.key == "value" ? JSONObject.Member(key: "value", keyPosition: member.keyPosition,
                                                              value: JSONNode(value: .string("{!\(alias)}"), position: member.value.position)) : member
                }
                prop.member.value = JSONNode(value: .object(JSONObject(members: rewritten)), position: prop.member.value.position)
            }
            byFile[prop.file, default: []].append(prop.member)
        }
        return order.map { file in
            var members = byFile[file] ?? []
            if let aliases = aliasesByFile[file], let position = aliases.first?.keyPosition {
                members.insert(JSONObject.Member(key: "aliases", keyPosition: position,
                                                 value: JSONNode(value: .object(JSONObject(members: aliases)), position: position)), at: 0)
            }
            return (file, JSONNode(value: .object(JSONObject(members: members)), position: SourcePosition(line: 1, column: 1)))
        }
    }

    private func scope(of file: String, memo: inout [String: Scope], depth: Int, visiting: Set<String>) -> Scope {
        if let known = memo[file] { return known }
        guard let node = nodes[file], depth < Self.maximumDepth, !visiting.contains(file) else { return Scope() }
        var scope = Scope()
        for next in node.imports { scope.merge(self.scope(of: next, memo: &memo, depth: depth + 1, visiting: visiting.union([file]))) }
        let object = node.root.object
        // The file's own aliases over its imports', then resolved among themselves.
        var own: [String] = []
        for member in object?["aliases"]?.object?.members ?? [] {
            let text = member.value.string ?? member.value.object?["value"]?.string
            if scope.aliases[member.key] == nil { scope.aliasOrder.append(member.key) }
            scope.aliases[member.key] = (text, file, member)
            own.append(member.key)
        }
        var resolving: Set<String> = []
        func resolved(_ name: String) -> String? {
            guard let entry = scope.aliases[name], let text = entry.text else { return nil }
            guard entry.file == file, text.contains("{!"), resolving.insert(name).inserted else { return text }
            let expanded = Self.substituting(text) { resolved($0) }
            scope.aliases[name]?.text = expanded
            resolving.remove(name)
            return expanded
        }
        for name in own { _ = resolved(name) }
        // The file's own props, in Style Dictionary's shape (``TheoTokens``), over its imports'.
        var propsAndGlobal = (object?.members ?? []).filter { $0.key == "props" || $0.key == "global" }
        // Beside `global`, `props` is read as Theo's, whatever else the file holds.
        if !propsAndGlobal.contains(where: { $0.key == "global" }) {
            propsAndGlobal.append(JSONObject.Member(key: "global", keyPosition: node.root.position,
                                                    value: JSONNode(value: .object(JSONObject(members: [])), position: node.root.position)))
        }
        let ownProps = TheoTokens.normalised(JSONNode(value: .object(JSONObject(members: propsAndGlobal)), position: node.root.position))
        for var member in ownProps.object?.members ?? [] {
            var alias: String?
            if let fields = member.value.object, let value = fields["value"], let text = value.string, text.contains("{!") {
                let trimmed = text.trimmingCharacters(in: " ")
                if trimmed.hasPrefix("{!"), trimmed.hasSuffix("}"), trimmed.dropFirst().firstIndex(of: "{") == nil {
                    alias = String(trimmed.dropFirst(2).dropLast())
                }
                let expanded = Self.substituting(text) { scope.aliases[$0]?.text }
                let rewritten = fields.members.map { field in
                    field.key == "value" ? JSONObject.Member(key: "value", keyPosition: field.keyPosition,
                                                             value: JSONNode(value: .string(expanded), position: field.value.position)) : field
                }
                member.value = JSONNode(value: .object(JSONObject(members: rewritten)), position: member.value.position)
            }
            if scope.props[member.key] == nil { scope.propOrder.append(member.key) }
            scope.props[member.key] = (member, file, alias)
        }
        memo[file] = scope
        return scope
    }

    /// `text` with each `{!name}` that `value` knows replaced by its value; one it does not
    /// know is left as written, for the token reader to say it names no token.
    static func substituting(_ text: String, _ value: (String) -> String?) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "{!") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            result += rest[..<open.lowerBound]
            let name = String(rest[open.upperBound..<close])
            result += value(name) ?? String(rest[open.lowerBound...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Whether `bytes` (a YAML file) hold `imports`, `props` or `aliases` as a top-level key:
    /// Theo's own keys, which mark a file for the import graph.
    public static func marksTheoFile(_ bytes: ArraySlice<UInt8>) -> Bool {
        ["imports", "props", "aliases"].contains { topLevelKey($0, in: bytes) }
    }

    /// Whether the file at `path`, whose bytes are `bytes`, is a Theo file: YAML with Theo's
    /// keys at the top (``marksTheoFile(_:)``), or JSON whose root object holds them (Theo reads
    /// both, and Skyscanner's Backpack, among others, writes its tokens as JSON).
    public static func marksTheoFile(_ bytes: ArraySlice<UInt8>, path: String) -> Bool {
        StyleDictionaryProject.isYAML(path) ? marksTheoFile(bytes) : theoJSON(bytes) != nil
    }

    /// Whether the file at `path` is a Theo entry (``marksEntry(_:)``), YAML or JSON.
    public static func marksEntry(_ bytes: ArraySlice<UInt8>, path: String) -> Bool {
        StyleDictionaryProject.isYAML(path) ? marksEntry(bytes) : theoJSON(bytes) == .entry
    }

    /// What a JSON file's root says of Theo: nil when it is no Theo file.
    public enum TheoJSON: Sendable { case entry, part }

    /// Theo's keys at the top of a JSON file (`props`, an object or Theo 5's list; `aliases`, an
    /// object; `imports`, a list of token files) in a file of no DTCG `$value`: a Theo file, and
    /// an entry when it imports. The bytes are searched first, so most files are not parsed.
    public static func theoJSON(_ bytes: ArraySlice<UInt8>) -> TheoJSON? {
        let has = { (word: String) in ByteSearch.contains(word, in: bytes) }
        guard !has("\"$value\""), has("\"props\"") || has("\"aliases\"") || has("\"imports\""),
              let root = (try? JSONParser.parse(bytes))?.object else { return nil }
        let imports = root["imports"]?.array?.contains { item in
            item.string.map { path($0, from: "") != nil } ?? false
        } ?? false
        if imports { return .entry }
        if root["props"]?.object != nil || root["props"]?.array != nil || root["aliases"]?.object != nil { return .part }
        return nil
    }

    /// Whether `bytes` (a YAML file) hold a top-level `imports:` that names a token file
    /// (`.yml`, `.yaml`, `.json`): a Theo entry, which may hold no token of its own.
    public static func marksEntry(_ bytes: ArraySlice<UInt8>) -> Bool {
        topLevelKey("imports", in: bytes) && [".yml", ".yaml", ".json"].contains { ByteSearch.contains($0, in: bytes) }
    }

    /// Whether `word:` starts a line of `bytes`, at its first column.
    static func topLevelKey(_ word: String, in bytes: ArraySlice<UInt8>) -> Bool {
        let key = Array((word + ":").utf8)
        if bytes.starts(with: key) { return true }
        var index = bytes.startIndex
        while let newline = bytes[index...].firstIndex(of: 0x0A) {
            index = newline + 1
            if bytes[index...].starts(with: key) { return true }
        }
        return false
    }
}

extension TokensStudioReader {
    /// One Theo theme: each appearance's entry (a theme's light entry and its dark partner, or
    /// one alone), read from its files' sets (``TheoImports/sets(of:)``), as one system named
    /// `name` whose file is `path`.
    public static func read(theoEntries entries: [(resolution: Resolution, sets: [(file: String, root: JSONNode)])],
                            name: String, path: String, problems: [Diagnostic]) -> (system: DesignSystem?, diagnostics: [Diagnostic]) {
        var sets: [SetFile] = []
        var themes: [Theme] = []
        // One light entry may still write both appearances inside its tokens (`TEXT_DAY`,
        // `TEXT_NIGHT`: ``AppearanceLeaves``): its files are read as one build, in Theo's order,
        // and the tokens say whether there is a dark.
        if entries.count == 1, let entry = entries.first, entry.resolution == Resolution(.light) {
            let names = entry.sets.map { "0/\($0.file)" }
            for (name, set) in zip(names, entry.sets) { sets.append(SetFile(name: name, file: set.file, root: set.root)) }
            return read(sets: sets, themes: [], order: [], builds: BuildSets(claimed: [:], unclaimed: names), name: name, path: path, problems: problems)
        }
        for (index, entry) in entries.enumerated() {
            let names = entry.sets.map { "\(index)/\($0.file)" }
            for (name, set) in zip(names, entry.sets) { sets.append(SetFile(name: name, file: set.file, root: set.root)) }
            let word = (entry.resolution.appearance == .dark ? "dark" : "light") + (entry.resolution.contrast == .high ? " high contrast" : "")
            themes.append(Theme(name: word, group: nil, title: word, enabled: names, sources: [], position: nil, file: path))
        }
        return read(sets: sets, themes: themes, order: [], builds: nil, name: name, path: path, problems: problems)
    }
}
