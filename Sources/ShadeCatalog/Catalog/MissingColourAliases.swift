import ShadeJSON
import ShadeTokens
import ShadeFormats

/// A token file with no colour of its own whose colour tokens all alias tokens no file of the
/// searched folder defines (`"canvas": {"value": "{alias.color.canvas.value}"}`, filled at
/// build time from Figma or another package): said, with the first such token and how many
/// there are, rather than left as a file of no colour.
struct MissingColourAliases {
    /// The first such token's path and where it is written, and the alias it names.
    var first: (path: String, position: SourcePosition, target: String)
    /// How many colour tokens alias a token that is not there.
    var count: Int

    /// The missing aliases of the colour tokens in `file` (a colourless one), where `defined`
    /// are the token paths the files around it define; nil when it has none.
    init?(_ file: FolderSystems.File, defined: Set<String>) {
        guard !file.facts.foreignReferences.isEmpty, let root = try? JSONParser.parse(String(decoding: file.bytes, as: UTF8.self)) else { return nil }
        var found: (path: String, position: SourcePosition, target: String)?
        var count = 0
        // Iterative, in the order the file writes its tokens.
        var stack: [(node: JSONNode, path: [String], type: String?)] = [(root, [], nil)]
        while let (node, path, inherited) = stack.popLast() {
            guard let object = node.object else { continue }
            let type = object["$type"]?.string ?? object["type"]?.string ?? inherited
            if let value = object["$value"] ?? object["value"], !path.isEmpty {
                guard let text = value.string, text.hasPrefix("{"), text.hasSuffix("}"),
                      type == "color" || type == nil && path.contains(where: Self.namesColour) else { continue }
                var target = String(text.dropFirst().dropLast())
                if !defined.contains(target), target.hasSuffix(".value") { target = String(target.dropLast(6)) }
                guard !defined.contains(target) else { continue }
                count += 1
                if found == nil { found = (path.joined(separator: "."), value.position, String(text.dropFirst().dropLast())) }
                continue
            }
            for member in object.members.reversed() where !member.key.hasPrefix("$") {
                stack.append((member.value, path + [member.key], type))
            }
        }
        guard let found, count > 0 else { return nil }
        self.first = found
        self.count = count
    }

    /// Whether a group's name says colour (`color`, `colors`, `colour`).
    private static func namesColour(_ name: String) -> Bool {
        ["color", "colors", "colour", "colours"].contains(name.lowercased())
    }

    /// What `list` and `validate` say of the file at `label`.
    func diagnostic(file label: String) -> Diagnostic {
        Diagnostic(file: label, position: first.position, tokenPath: first.path,
                   message: "\(count) colour token\(count == 1 ? "" : "s") alias\(count == 1 ? "es" : "") tokens that no file in the searched folder defines "
                       + "(the first names {\(first.target)}); a build fills them from elsewhere, so the file has no colour to draw")
    }

    /// The reason `list --explain` gives for the file.
    func reason() -> String {
        "not a theme: its \(count) colour token\(count == 1 ? "" : "s") alias tokens that are not in the searched folder (the first, \(first.path), names {\(first.target)})"
    }
}
