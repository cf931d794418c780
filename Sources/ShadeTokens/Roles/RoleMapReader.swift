import ShadeJSON

/// Reads role maps from parsed JSON, reporting every problem with its place in the file.
extension RoleMap {
    /// The role map in a theme or resolver document: `$extensions["dev.shade"].roles` at the
    /// top level; nil when there is none.
    public static func read(document root: JSONNode, file: String) -> RoleMap? {
        guard let roles = root.object?["$extensions"]?.object?["dev.shade"]?.object?["roles"] else { return nil }
        return read(roles: roles, file: file)
    }

    /// The keys a sidecar may hold. `derived` is written by Shade for information and ignored;
    /// `pairs` is reserved for contrast pairs.
    static let sidecarKeys = ["$schema", "$description", "roles", "derived", "pairs"]

    /// A sidecar file (`NAME.shade.json`): an object with `roles` (as in a document) and
    /// optionally `$description`, `derived` (informational, ignored) and `pairs` (reserved).
    public static func read(sidecar root: JSONNode, file: String) -> RoleMap {
        guard let object = root.object else {
            return RoleMap(file: file, entries: [], diagnostics: [
                Diagnostic(file: file, position: root.position,
                           message: "a sidecar must be a JSON object with \"roles\", found \(root.typeName)"),
            ])
        }
        var diagnostics: [Diagnostic] = []
        for member in object.members where !sidecarKeys.contains(member.key) {
            diagnostics.append(Diagnostic(file: file, position: member.keyPosition, tokenPath: member.key,
                                          message: "unknown key in a sidecar; Shade reads \"roles\"",
                                          suggestion: Suggestion.closest(to: member.key, among: sidecarKeys)))
        }
        var map = object["roles"].map { read(roles: $0, file: file) } ?? RoleMap(file: file, entries: [])
        if object["roles"] == nil {
            diagnostics.append(Diagnostic(file: file, position: root.position, message: "the sidecar has no \"roles\""))
        }
        map.diagnostics = diagnostics + map.diagnostics
        return map
    }

    /// The `roles` object itself.
    public static func read(roles node: JSONNode, file: String) -> RoleMap {
        guard let object = node.object else {
            return RoleMap(file: file, entries: [], diagnostics: [
                Diagnostic(file: file, position: node.position, tokenPath: "roles",
                           message: "expected an object of role → token path, found \(node.typeName)"),
            ])
        }
        var reader = Reader(file: file)
        var entries: [Entry] = []
        for member in object.members {
            guard let role = ColorToken(rawValue: member.key) else {
                reader.report(member.keyPosition, member.key, "not one of Shade's roles",
                              suggestion: Suggestion.closest(to: member.key, among: ColorToken.allCases.map(\.rawValue)))
                continue
            }
            if let value = reader.value(member.value, at: "roles." + member.key) {
                entries.append(Entry(role: role, position: member.keyPosition, value: value))
            }
        }
        return RoleMap(file: file, entries: entries, diagnostics: reader.diagnostics)
    }

    private struct Reader {
        var file: String
        var diagnostics: [Diagnostic] = []

        mutating func report(_ position: SourcePosition, _ path: String, _ message: String, suggestion: String? = nil) {
            diagnostics.append(Diagnostic(file: file, position: position, tokenPath: path, message: message,
                                          suggestion: suggestion))
        }

        mutating func value(_ node: JSONNode, at path: String) -> Value? {
            switch node.value {
            case .null: return .unmapped
            case .string(let text):
                var trimmed = Substring(text)
                if trimmed.first == "{", trimmed.last == "}" { trimmed = trimmed.dropFirst().dropLast() }
                guard !trimmed.isEmpty else {
                    report(node.position, path, "expected a token path, found an empty string")
                    return nil
                }
                return .path(String(trimmed), node.position)
            case .object(let object):
                guard !object.isEmpty else {
                    report(node.position, path, "expected context selectors (\"dark\", \"modifier=context\", \"*\"), found an empty object")
                    return nil
                }
                var choices: [Choice] = []
                for member in object.members {
                    if member.key.isEmpty || member.key.hasPrefix("=") || member.key.hasSuffix("=") {
                        report(member.keyPosition, path, "a selector is a context name, \"modifier=context\" or \"*\"")
                        continue
                    }
                    if let chosen = value(member.value, at: path + "." + member.key) {
                        choices.append(Choice(selector: member.key, position: member.keyPosition, value: chosen))
                    }
                }
                return choices.isEmpty ? nil : .byContext(choices)
            default:
                report(node.position, path, "expected a token path (a string), null, or an object by context, found \(node.typeName)")
                return nil
            }
        }
    }
}
