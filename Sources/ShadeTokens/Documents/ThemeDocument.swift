import ShadeJSON

/// A theme file, parsed: its metadata and every token it defines, flattened by path.
package struct ThemeDocument: Sendable {
    /// The file, as shown to the user.
    package var file: String {
        get { storage.file }
        set { mutate { $0.file = newValue } }
    }
    /// `$extensions.dev.shade.name`, or the file's name without extension.
    package var name: String {
        get { storage.name }
        set { mutate { $0.name = newValue } }
    }
    /// The file's top-level `$description`.
    var description: String {
        get { storage.description }
        set { mutate { $0.description = newValue } }
    }
    /// `$extensions.dev.shade.extends`: the theme this one starts from.
    package var extends: String? {
        get { storage.extends }
        set { mutate { $0.extends = newValue } }
    }
    /// True for the shared semantic mapping (`role: base`), which is not a theme by itself.
    package var isBase: Bool {
        get { storage.isBase }
        set { mutate { $0.isBase = newValue } }
    }
    /// Where the name was written, for duplicate-name errors.
    package var namePosition: SourcePosition? {
        get { storage.namePosition }
        set { mutate { $0.namePosition = newValue } }
    }
    /// Every token, keyed by dotted path. A loaded user file may keep only its bytes and
    /// read its tokens again each time they are asked for (see `init(root:…)`).
    var tokens: [String: TokenDefinition] {
        get {
            switch tokenSource {
            case .table(let table): table
            case .bytes(let deferred): deferred.tokens()
            }
        }
        set { tokenSource = .table(newValue) }
    }
    /// Where `tokens` come from.
    private var tokenSource: TokenSource {
        get { storage.tokenSource }
        set { mutate { $0.tokenSource = newValue } }
    }

    /// True when the token table is read from the file's bytes on each use.
    var keepsOnlyBytes: Bool {
        if case .bytes = tokenSource { return true }
        return false
    }
    /// Whether this document's tokens were left unread when it was loaded: their problems
    /// are ``tokenProblems()``'s to find.
    package private(set) var tokenChecksDeferred: Bool {
        get { storage.tokenChecksDeferred }
        set { mutate { $0.tokenChecksDeferred = newValue } }
    }

    /// The problems of the tokens, as loading reports them: read again from the bytes of a
    /// document that keeps only its bytes, none for one whose table is kept (loading has
    /// reported them already).
    package func tokenProblems() -> [Diagnostic] {
        guard case .bytes(let deferred) = tokenSource else { return [] }
        return deferred.problems()
    }

    /// For a document that keeps only its bytes: a copy that holds its token table, and the
    /// problems of its tokens (``tokenProblems()``), both from one reading of the bytes, where
    /// `tokens` and `tokenProblems()` would each read them again. Nil for a document whose
    /// table is kept.
    func readingTokensOnce() -> (document: ThemeDocument, problems: [Diagnostic])? {
        guard case .bytes(let deferred) = tokenSource else { return nil }
        let (table, problems) = deferred.tokensAndProblems()
        var copy = self
        copy.tokens = table
        return (copy, problems)
    }

    /// `$extensions.dev.shade.pairs`: the contrast pairs the file declares.
    var declaredPairs: [ContrastPair] {
        get { storage.declaredPairs }
        set { mutate { $0.declaredPairs = newValue } }
    }
    /// `$extensions.dev.shade.controlOutline`: whether the outline identifies controls.
    var controlOutline: ControlOutlineDecision? {
        get { storage.controlOutline }
        set { mutate { $0.controlOutline = newValue } }
    }

    /// The fields above, in one box shared by copies until one of them changes: a loaded
    /// document is copied into every theme built on it, its ancestry and the catalog's
    /// tables, and a copy of one reference costs a retain where nine fields cost several.
    private var storage: DocumentStorage

    /// Changes the fields in a box of this document's own, copied first if it is shared.
    private mutating func mutate(_ change: (DocumentStorage) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        change(storage)
    }

    /// An empty document, for layers Shade builds in memory (`Theme.applyingFixes`).
    init(name: String, file: String) {
        storage = DocumentStorage(file: file, name: name)
    }

    /// Reads a parsed JSON document; structural problems are appended to `diagnostics`
    /// and the tokens that are fine are kept.
    ///
    /// `bytes`: the file `root` was parsed from. When given, the token table is not kept but
    /// read again from them whenever asked for: ten thousand loaded themes then hold ten
    /// thousand files of a KiB or two rather than as many token tables several times larger,
    /// a theme is read again only when resolved, and resolving keeps what it needs. Problems
    /// are reported by this first reading only.
    ///
    /// `checkingTokens`: false leaves the tokens of a document that keeps only its bytes
    /// unread, its problems to ``tokenProblems()``.
    package init(root: JSONNode, file: String, defaultName: String, keepingOnly bytes: [UInt8]? = nil, checkingTokens: Bool = true,
         diagnostics: inout [Diagnostic]) {
        storage = DocumentStorage(file: file, name: defaultName)
        guard let object = root.object else {
            diagnostics.append(Diagnostic(file: file, position: root.position,
                                          message: "a theme file must be a JSON object, not \(root.typeName)"))
            return
        }
        description = object["$description"]?.string ?? ""
        readExtensions(object["$extensions"], diagnostics: &diagnostics)
        if let bytes { tokenSource = .bytes(DeferredTokens(bytes: bytes, file: file)) }
        guard bytes == nil || checkingTokens else {
            tokenChecksDeferred = true
            return
        }
        // A document that keeps only its bytes reads its tokens here for their problems alone:
        // building a table that is let go at once cost a third of loading a large folder.
        var reader = TokenTreeReader(file: file, keepsTokens: bytes == nil)
        reader.readGroup(object, path: [], inheritedType: nil, inheritedTypeIsInvalid: false)
        if bytes == nil { tokens = Self.table(reader.tokens) }
        diagnostics += reader.diagnostics
    }

    /// Definitions in file order, keyed by path.
    fileprivate static func table(_ definitions: [TokenDefinition]) -> [String: TokenDefinition] {
        // Sized once: growing a dictionary of large values copies them all, again and again.
        var table = [String: TokenDefinition](minimumCapacity: definitions.count)
        for definition in definitions { table[definition.path] = definition }
        return table
    }

    private mutating func readExtensions(_ node: JSONNode?, diagnostics: inout [Diagnostic]) {
        guard let shade = node?.object?["dev.shade"]?.object else { return }
        if let nameNode = shade["name"] {
            if let text = nameNode.string, !Self.isBlank(text) {
                name = text
                namePosition = nameNode.position
            } else {
                diagnostics.append(Diagnostic(file: file, position: nameNode.position, tokenPath: "$extensions.dev.shade.name",
                                              message: "the theme name must be a non-empty string"))
            }
        }
        extends = shade["extends"]?.string
        isBase = shade["role"]?.string == "base"
        if let pairs = shade["pairs"] {
            let read = ContrastPairReader.read(pairs, file: file)
            declaredPairs = read.pairs
            diagnostics += read.diagnostics
        }
        if let outline = shade["controlOutline"] {
            let read = ContrastPairReader.readControlOutline(outline, file: file)
            controlOutline = read.0
            diagnostics += read.1
        }
    }

    /// True when every scalar is a space separator (Zs) or a tab: the set Foundation calls
    /// `.whitespaces`, so a name of line breaks still counts as written.
    private static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }
}

/// A document's fields. Changed only through `ThemeDocument.mutate`, which copies a box that
/// is shared first, so no box is ever changed while another thread reads it.
private final class DocumentStorage: @unchecked Sendable {
    var file: String
    var name: String
    var description = ""
    var extends: String?
    var isBase = false
    var namePosition: SourcePosition?
    var tokenSource: TokenSource = .table([:])
    var tokenChecksDeferred = false
    var declaredPairs: [ContrastPair] = []
    var controlOutline: ControlOutlineDecision?

    init(file: String, name: String) {
        self.file = file
        self.name = name
    }

    func copy() -> DocumentStorage {
        let copy = DocumentStorage(file: file, name: name)
        copy.description = description
        copy.extends = extends
        copy.isBase = isBase
        copy.namePosition = namePosition
        copy.tokenSource = tokenSource
        copy.tokenChecksDeferred = tokenChecksDeferred
        copy.declaredPairs = declaredPairs
        copy.controlOutline = controlOutline
        return copy
    }
}

/// Where a document's tokens are: in memory, or in the bytes of its file, read on demand.
private enum TokenSource: Sendable {
    case table([String: TokenDefinition])
    case bytes(DeferredTokens)
}

/// A theme file's bytes, from which its token table is read when asked for. Shared by the
/// copies of a document; immutable, so safe from any thread.
private final class DeferredTokens: Sendable {
    let bytes: [UInt8]
    let file: String

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The problems of the tokens, as the first reading of the file found them.
    func problems() -> [Diagnostic] {
        read(keepingTokens: false).problems
    }

    /// The token table, as the first reading of the file found it (the bytes are the same).
    func tokens() -> [String: TokenDefinition] {
        read(keepingTokens: true).tokens
    }

    /// The token table and the problems of the tokens, from one reading.
    func tokensAndProblems() -> (tokens: [String: TokenDefinition], problems: [Diagnostic]) {
        read(keepingTokens: true)
    }

    /// One reading of the bytes; `keepingTokens` false leaves the table empty.
    private func read(keepingTokens: Bool) -> (tokens: [String: TokenDefinition], problems: [Diagnostic]) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            // Only a skim laxer than reading would get here: said, rather than lost.
            return ([:], [Diagnostic(file: file, position: error.position, message: error.message)])
        }
        guard let object = root.object else { return ([:], []) }
        var reader = TokenTreeReader(file: file, keepsTokens: keepingTokens)
        reader.readGroup(object, path: [], inheritedType: nil, inheritedTypeIsInvalid: false)
        return (keepingTokens ? ThemeDocument.table(reader.tokens) : [:], reader.diagnostics)
    }

}

/// Walks the group/token tree of one file, flattening tokens and inheriting `$type`.
private struct TokenTreeReader {
    let file: String
    /// Whether `tokens` is filled: false when only the problems are wanted.
    let keepsTokens: Bool
    /// Every token, in file order (names cannot contain ".", so paths do not repeat).
    var tokens: [TokenDefinition] = []
    var diagnostics: [Diagnostic] = []

    /// Group keys that DTCG reserves and that are not tokens or groups themselves.
    private static let reservedGroupKeys: Set<String> = [
        "$type", "$description", "$extensions", "$deprecated", "$schema", "$root", "$extends",
    ]

    init(file: String, keepsTokens: Bool = true) {
        self.file = file
        self.keepsTokens = keepsTokens
    }

    /// `inheritedTypeIsInvalid`: an enclosing `$type` was unknown and already reported, so
    /// tokens that rely on it stay quiet about having no type.
    mutating func readGroup(_ group: JSONObject, path: [String], inheritedType: TokenType?, inheritedTypeIsInvalid: Bool) {
        let ownType = readType(group["$type"], path: path)
        let groupType = ownType ?? inheritedType
        let typeIsInvalid = group["$type"] == nil ? inheritedTypeIsInvalid : ownType == nil
        for member in group.members {
            if member.key.hasPrefix("$") {
                if !Self.reservedGroupKeys.contains(member.key) {
                    diagnostics.append(Diagnostic(
                        file: file, position: member.keyPosition, tokenPath: dotted(path + [member.key]),
                        message: "unknown property '\(member.key)' (DTCG reserves names starting with '$')",
                        suggestion: Suggestion.closest(to: member.key, among: Self.reservedGroupKeys.union(["$value"]))))
                }
                continue
            }
            let childPath = path + [member.key]
            if let problem = Self.problemWithName(member.key) {
                diagnostics.append(Diagnostic(file: file, position: member.keyPosition, tokenPath: dotted(childPath), message: problem))
                continue
            }
            guard let child = member.value.object else {
                diagnostics.append(Diagnostic(
                    file: file, position: member.value.position, tokenPath: dotted(childPath),
                    message: "expected a token (an object with \"$value\") or a group, found \(member.value.typeName)"))
                continue
            }
            if let value = child["$value"] {
                readToken(child, value: value, path: childPath, position: member.keyPosition, inheritedType: groupType,
                          inheritedTypeIsInvalid: typeIsInvalid)
            } else {
                readGroup(child, path: childPath, inheritedType: groupType, inheritedTypeIsInvalid: typeIsInvalid)
            }
        }
    }

    private mutating func readToken(_ token: JSONObject, value: JSONNode, path: [String], position: SourcePosition, inheritedType: TokenType?,
                                    inheritedTypeIsInvalid: Bool) {
        let shade = token["$extensions"]?.object?["dev.shade"]?.object
        let ownType = token["$type"]
        let type = readType(ownType, path: path) ?? inheritedType
        let hasInvalidType = ownType == nil ? inheritedTypeIsInvalid && type == nil : type == nil
        let opacityNode = shade?["opacity"]
        let opacity = opacityNode?.number
        // The dotted path is made once, and only when something needs it.
        var dottedPath: String?
        func tokenPath() -> String {
            if let dottedPath { return dottedPath }
            let made = dotted(path)
            dottedPath = made
            return made
        }
        if let problem = TokenDefinition.opacityProblem(opacity) {
            diagnostics.append(Diagnostic(file: file, position: position, tokenPath: tokenPath(), message: problem))
        }
        if let opacityNode, opacity == nil {
            diagnostics.append(Diagnostic(file: file, position: opacityNode.position, tokenPath: tokenPath(),
                                          message: "opacity must be a number from 0 to 1, not \(opacityNode.typeName)"))
        }
        if type == nil, value.string.flatMap(TokenDefinition.aliasPath(in:)) == nil, !hasInvalidType {
            diagnostics.append(Diagnostic(file: file, position: position, tokenPath: tokenPath(),
                                          message: "the token has no $type and no enclosing group gives one"))
        }
        guard keepsTokens else { return }
        tokens.append(TokenDefinition(path: tokenPath(), type: type, value: value, description: token["$description"]?.string,
                                      opacity: opacity, over: shade?["over"]?.string, hasInvalidType: hasInvalidType,
                                      file: file, position: position))
    }

    private mutating func readType(_ node: JSONNode?, path: [String]) -> TokenType? {
        guard let node else { return nil }
        guard let text = node.string else {
            diagnostics.append(Diagnostic(file: file, position: node.position, tokenPath: dotted(path),
                                          message: "$type must be a string, not \(node.typeName)"))
            return nil
        }
        if let type = TokenType(rawValue: text) { return type }
        diagnostics.append(Diagnostic(
            file: file, position: node.position, tokenPath: dotted(path),
            message: "unknown $type '\(text)'",
            suggestion: Suggestion.closest(to: text, among: TokenType.allCases.map(\.rawValue))))
        return nil
    }

    /// DTCG forbids these characters in names because aliases use them as syntax.
    private static func problemWithName(_ name: String) -> String? {
        if name.isEmpty { return "a token or group name cannot be empty" }
        if name.contains(where: { $0 == "{" || $0 == "}" || $0 == "." }) {
            return "the name '\(name)' contains '{', '}' or '.', which aliases reserve"
        }
        return nil
    }

    private func dotted(_ path: [String]) -> String { path.joined(separator: ".") }
}
