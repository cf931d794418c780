import ShadeJSON

/// One token as written in one source, before composition and aliases.
///
/// A class, because composition copies every token of every source into each context it
/// builds, and copying a reference is one retain where copying the fields was a dozen.
/// Filled in while flattening and never changed afterwards, hence `@unchecked Sendable`.
final class DTCGTokenEntry: @unchecked Sendable {
    /// The dotted path (`color.text.$root`).
    let path: String
    /// The file it was written in, as the user named it.
    let file: String
    /// Where the token's name stands.
    let position: SourcePosition
    /// The whole token object.
    let object: JSONObject
    /// `$value`, or nil for a token written as `{"$ref": "#/…"}`.
    let value: JSONNode?
    /// A token-level `$ref` pointer standing in for `$value`.
    var reference: JSONNode? {
        didSet { written = DTCGWrittenValue.written(value: value, reference: reference) }
    }
    /// The value as written, for display; a colour object's text is made when it is shown.
    private(set) var written: WrittenText
    /// The token's own `$type`.
    var type: String?
    /// The token's own `$deprecated`.
    var deprecation: DTCGDeprecation?
    /// The token's `$description`.
    var description: String?
    /// The path of the group holding the token (empty at the top), worked out once here
    /// rather than in every context that uses the token.
    let groupPath: String
    /// The path inside a whole-value `{…}` reference, parsed once for the same reason.
    let referencePath: String?

    init(path: String, file: String, position: SourcePosition, object: JSONObject, value: JSONNode?, reference: JSONNode? = nil) {
        self.path = path
        self.file = file
        self.position = position
        self.object = object
        self.value = value
        self.reference = reference
        written = DTCGWrittenValue.written(value: value, reference: reference)
        // By bytes: a dot is ASCII, and a search by characters broke graphemes for every token.
        groupPath = path.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(path[..<$0]) } ?? ""
        referencePath = value?.string.flatMap(DTCGName.referencePath)
    }

    /// The same token at another path, for a group that inherits it through `$extends`.
    func moved(to path: String) -> DTCGTokenEntry {
        let copy = DTCGTokenEntry(path: path, file: file, position: position, object: object, value: value, reference: reference)
        copy.type = type
        copy.deprecation = deprecation
        copy.description = description
        return copy
    }
}

/// One group's own properties as written in one source.
struct DTCGGroupEntry: Sendable {
    var path: String
    var file: String
    var position: SourcePosition
    var type: String?
    var deprecation: DTCGDeprecation?
    var description: String?
    /// `$extends` (`{group}`) or a group-level `$ref` (`#/group`), as the path it names.
    var extends: String?
    /// Where the `$extends` or `$ref` stands.
    var extendsPosition: SourcePosition?
    /// True when written as JSON Schema's `$ref` rather than `$extends`.
    var extendsIsReference = false
    var extensions: JSONObject?
}

/// A DTCG token document flattened into its tokens and groups, in document order, with the
/// problems the format's rules find in it. Made once per source and shared by every
/// context that uses it.
struct DTCGFlatDocument: Sendable {
    var tokens: [DTCGTokenEntry] = []
    var groups: [DTCGGroupEntry] = []
    var diagnostics: [Diagnostic] = []
    /// Whether the document is one mode of a Figma plugin's list of collections, whose own
    /// variable types and properties (``DTCGTypeName/figmaVariableTypes``) are read silently.
    private var figmaVariables = false

    /// Flattens `root` (a token document, or a part of one that a pointer selected) from
    /// `file`; `prefix` is the group path it stands at (empty for a whole file).
    /// `figmaVariables`: `root` is one mode of a Figma plugin's list of collections.
    init(root: JSONNode, file: String, prefix: String = "", figmaVariables: Bool = false) {
        self.figmaVariables = figmaVariables
        guard let object = root.object else {
            diagnostics.append(Diagnostic(file: file, position: root.position,
                                          message: "a token document is an object of tokens and groups, not \(root.typeName)"))
            return
        }
        if object["$value"] != nil, !prefix.isEmpty {
            readToken(object, path: prefix, file: file, position: root.position)
        } else {
            readGroup(object, path: prefix, file: file, position: root.position, isDocumentRoot: prefix.isEmpty)
        }
    }

    private mutating func readGroup(_ object: JSONObject, path: String, file: String, position: SourcePosition, isDocumentRoot: Bool) {
        var group = DTCGGroupEntry(path: path, file: file, position: position)
        for member in object.members {
            let key = member.key
            let node = member.value
            if key.hasPrefix("$") {
                switch key {
                case "$type": group.type = readType(node, file: file, path: path)
                case "$description": group.description = readDescription(node, file: file, path: path)
                case "$deprecated": group.deprecation = readDeprecation(node, file: file, path: path)
                case "$extensions": group.extensions = readExtensions(node, file: file, path: path)
                case "$extends":
                    if let text = node.string, let target = DTCGName.referencePath(text) {
                        group.extends = target
                        group.extendsPosition = node.position
                    } else if let pointer = node.string, pointer.hasPrefix("#/") {
                        group.extends = DTCGPointer.segments(pointer).joined(separator: ".")
                        group.extendsPosition = node.position
                    } else {
                        report(node.position, path, "\"$extends\" names a group as \"{group.path}\", not \(node.string.map { "\"\($0)\"" } ?? node.typeName)", file)
                    }
                case "$ref":
                    if let pointer = node.string, pointer.hasPrefix("#/") {
                        group.extends = DTCGPointer.segments(pointer).joined(separator: ".")
                        group.extendsPosition = node.position
                        group.extendsIsReference = true
                    } else {
                        report(node.position, path, "a group's \"$ref\" is a JSON pointer into this document such as \"#/color/base\"", file)
                    }
                case "$root":
                    let rootPath = path.isEmpty ? "$root" : path + ".$root"
                    if let token = node.object, token["$value"] != nil || token["$ref"] != nil {
                        readToken(token, path: rootPath, file: file, position: member.keyPosition)
                    } else {
                        report(member.keyPosition, rootPath, "\"$root\" is the group's own token: an object with \"$value\"", file)
                    }
                case "$schema" where isDocumentRoot:
                    break
                default:
                    report(member.keyPosition, path.isEmpty ? nil : path,
                           "\"\(key)\" is not a property the format defines (names must not begin with '$')", file)
                }
                continue
            }
            let childPath = path.isEmpty ? key : path + "." + key
            if let problem = DTCGName.problem(key) {
                report(member.keyPosition, childPath, problem, file)
                continue
            }
            guard let child = node.object else {
                report(node.position, childPath, "a token or group is an object, not \(node.typeName)", file)
                continue
            }
            if child["$value"] != nil {
                readToken(child, path: childPath, file: file, position: member.keyPosition)
            } else if child["$ref"] != nil, !child.members.contains(where: { !$0.key.hasPrefix("$") }),
                      let pointer = child["$ref"]?.string, pointerNamesValue(pointer) {
                readToken(child, path: childPath, file: file, position: member.keyPosition)
            } else {
                readGroup(child, path: childPath, file: file, position: member.keyPosition, isDocumentRoot: false)
            }
        }
        groups.append(group)
    }

    /// A pointer that ends inside a token (`…/$value`, `…/$value/components/0`) makes the
    /// object holding it a token; one that names a group makes it a group extension.
    private func pointerNamesValue(_ pointer: String) -> Bool {
        DTCGPointer.segments(pointer).contains { $0.hasPrefix("$") && $0 != "$root" }
    }

    private mutating func readToken(_ object: JSONObject, path: String, file: String, position: SourcePosition) {
        let token = DTCGTokenEntry(path: path, file: file, position: position, object: object, value: object["$value"])
        for member in object.members {
            let node = member.value
            switch member.key {
            case "$value": break
            case "$type": token.type = readType(node, file: file, path: path)
            case "$description": token.description = readDescription(node, file: file, path: path)
            case "$deprecated": token.deprecation = readDeprecation(node, file: file, path: path)
            case "$extensions": _ = readExtensions(node, file: file, path: path)
            case "$ref":
                if token.value != nil {
                    report(node.position, path, "a token has \"$value\" or \"$ref\", not both", file)
                } else if let pointer = node.string, pointer.hasPrefix("#") {
                    token.reference = node
                } else {
                    report(node.position, path, "\"$ref\" is a JSON pointer into this document such as \"#/color/base/$value\"", file)
                }
            default:
                if figmaVariables, DTCGTypeName.figmaVariableProperties.contains(member.key) {
                    continue
                } else if member.key.hasPrefix("$") {
                    report(member.keyPosition, path, "\"\(member.key)\" is not a token property the format defines; it is ignored",
                           file, kind: "hold \"\(member.key)\", a property the format does not define")
                } else if node.object == nil {
                    // A scalar or array is no child token or group: the value beside it is still known.
                    report(member.keyPosition, path, "a stray \"\(member.key)\" beside $value is ignored (a token's own "
                           + "properties begin with '$'; tokens and groups are objects)", file,
                           kind: "hold a stray \"\(member.key)\" beside $value")
                } else {
                    report(member.keyPosition, path + "." + member.key,
                           "\"\(path)\" is a token (it has \"$value\"), so it cannot also hold tokens or groups", file)
                }
            }
        }
        if token.value == nil && token.reference == nil { return }
        tokens.append(token)
    }

    private mutating func readType(_ node: JSONNode, file: String, path: String) -> String? {
        guard let type = node.string else {
            report(node.position, path, "\"$type\" is a string, not \(node.typeName)", file)
            return nil
        }
        // In a DTCG file only a `float` is read by Figma's word (a number); an undefined `string`
        // on an alias to a colour is still typed by its target.
        if let read = DTCGTypeName.figmaVariableTypes[type], figmaVariables || DTCGTypeName.all.contains(read) {
            if figmaVariables { return read }
            report(node.position, path, "\"\(type)\" is a Figma variable type, not one the format defines; read as \(read)", file,
                   kind: "have Figma's variable type \"\(type)\" as $type")
            return read
        }
        guard DTCGTypeName.all.contains(type) else {
            // Read as if absent: the type then comes from an alias's target or the group, as
            // the format orders it, and the token is lost only if none gives one.
            report(node.position, path, "\"\(type)\" is not a type the format defines; the type is taken from the "
                   + "alias or group instead", file, suggestion: Suggestion.closest(to: type, among: Array(DTCGTypeName.all)),
                   kind: "have a $type the format does not define (\"\(type)\")")
            return nil
        }
        return type
    }

    private mutating func readDescription(_ node: JSONNode, file: String, path: String) -> String? {
        guard let text = node.string else {
            report(node.position, path, "\"$description\" is a plain string, not \(node.typeName)", file)
            return nil
        }
        return text
    }

    private mutating func readDeprecation(_ node: JSONNode, file: String, path: String) -> DTCGDeprecation? {
        if let flag = node.bool { return flag ? .deprecated("") : .active }
        if let reason = node.string { return .deprecated(reason) }
        report(node.position, path, "\"$deprecated\" is true, false or a reason, not \(node.typeName)", file)
        return nil
    }

    private mutating func readExtensions(_ node: JSONNode, file: String, path: String) -> JSONObject? {
        guard let object = node.object else {
            report(node.position, path, "\"$extensions\" is an object keyed by vendor, not \(node.typeName)", file)
            return nil
        }
        return object
    }

    /// Records a problem; one with a `kind` is a deviation, which leaves the token usable.
    private mutating func report(_ position: SourcePosition, _ path: String?, _ message: String, _ file: String,
                                 suggestion: String? = nil, kind: String? = nil) {
        let line = Diagnostic(file: file, position: position, tokenPath: path?.isEmpty == true ? nil : path,
                              message: message, suggestion: suggestion)
        diagnostics.append(kind.map(line.deviation(kind:)) ?? line)
    }
}
