import ShadeJSON

/// Reads declared contrast pairs: the array at `$extensions["dev.shade"].pairs` of a theme
/// file, and equally of a resolver document or a `NAME.shade.json` sidecar (the caller
/// passes the node and says how a token name becomes a role).
///
/// ```json
/// "pairs": [
///   { "foreground": "accent", "background": "backgroundSecondary", "kind": "text",
///     "ratio": 4.5, "reason": "links inside cards" }
/// ]
/// ```
/// `kind` is `text` (default), `large-text` or `non-text`; `ratio` (1…21) replaces the kind's
/// requirement in every resolution; `reason` is shown beside the result. Each entry with a
/// problem gets one diagnostic and is left out; the rest are kept.
public enum ContrastPairReader {
    /// The pairs in `node` (an array), declared in `file`. `role` maps a token name as
    /// written to a role; ``defaultRole(_:)`` when the names are Shade's.
    public static func read(_ node: JSONNode, file: String,
                            role: (String) -> ColorToken? = defaultRole) -> (pairs: [ContrastPair], diagnostics: [Diagnostic]) {
        let where_ = "$extensions.dev.shade.pairs"
        guard let entries = node.array else {
            return ([], [Diagnostic(file: file, position: node.position, tokenPath: where_,
                                    message: "pairs must be an array of objects, not \(node.typeName)")])
        }
        var pairs: [ContrastPair] = []
        var diagnostics: [Diagnostic] = []
        for (index, entry) in entries.enumerated() {
            let path = "\(where_)[\(index)]"
            func problem(_ message: String, _ at: JSONNode, suggestion: String? = nil) {
                diagnostics.append(Diagnostic(file: file, position: at.position, tokenPath: path, message: message, suggestion: suggestion))
            }
            guard let object = entry.object else {
                problem("a pair is an object with foreground and background, not \(entry.typeName)", entry)
                continue
            }
            var ends: [ColorToken] = []
            for key in ["foreground", "background"] {
                guard let value = object[key] else {
                    problem("a pair needs \"\(key)\"", entry)
                    continue
                }
                guard let name = value.string else {
                    problem("\"\(key)\" is a token name, not \(value.typeName)", value)
                    continue
                }
                guard let token = role(name) else {
                    problem("\"\(key)\" names '\(name)', which is not a colour role", value,
                            suggestion: Suggestion.closest(to: name, among: ColorToken.allCases.map(\.rawValue)))
                    continue
                }
                ends.append(token)
            }
            var kind = ContrastKind.text
            if let kindNode = object["kind"] {
                if let text = kindNode.string, let known = ContrastKind(rawValue: text) {
                    kind = known
                } else {
                    problem("\"kind\" is text, large-text or non-text", kindNode,
                            suggestion: kindNode.string.flatMap { Suggestion.closest(to: $0, among: ContrastKind.allCases.map(\.rawValue)) })
                    continue
                }
            }
            var ratio: Double?
            if let ratioNode = object["ratio"] {
                guard let value = ratioNode.number, value >= 1, value <= 21 else {
                    problem("\"ratio\" is a number from 1 to 21 (a WCAG contrast ratio)", ratioNode)
                    continue
                }
                ratio = value
            }
            var reason: String?
            if let reasonNode = object["reason"] {
                guard let text = reasonNode.string else {
                    problem("\"reason\" is a string, not \(reasonNode.typeName)", reasonNode)
                    continue
                }
                reason = text
            }
            guard ends.count == 2 else { continue }
            pairs.append(ContrastPair(foreground: ends[0], background: ends[1], kind: kind, ratio: ratio, reason: reason,
                                      origin: .declared(file: file, position: entry.position)))
        }
        return (pairs, diagnostics)
    }

    /// A role from a name as Shade's files write it: `accent`, `{accent}`, or a path whose
    /// last part is a role (`light.accent`, `{dark.onAccent}`).
    public static func defaultRole(_ name: String) -> ColorToken? {
        let bare = TokenDefinition.aliasPath(in: name) ?? name
        if let token = ColorToken(rawValue: bare) { return token }
        guard let last = bare.split(separator: ".").last else { return nil }
        return ColorToken(rawValue: String(last))
    }

    /// `$extensions["dev.shade"].controlOutline`: `{"identifiesControl": Bool, "reason": String}`.
    public static func readControlOutline(_ node: JSONNode, file: String) -> (ControlOutlineDecision?, [Diagnostic]) {
        guard let object = node.object, let identifies = object["identifiesControl"]?.bool,
              let reason = object["reason"]?.string, !reason.isEmpty else {
            return (nil, [Diagnostic(file: file, position: node.position, tokenPath: "$extensions.dev.shade.controlOutline",
                                     message: "controlOutline is {\"identifiesControl\": true or false, \"reason\": \"why\"}")])
        }
        return (ControlOutlineDecision(identifiesControl: identifies, reason: reason), [])
    }
}
