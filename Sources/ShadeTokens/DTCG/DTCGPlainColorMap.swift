import ShadeJSON

/// A JSON file of nested groups whose every leaf is a colour written as a string
/// (`{"dark": {"background": {"page": "#0a0a0a"}}}`), with no `$value` anywhere: what Figma
/// plugins and many code bases export as a palette. DTCG makes a token an object with
/// `$value`, so a plain string is no token; but every colour in such a file is known, and a
/// token whose colour is known is never dropped: each leaf is read as a `color` token of the
/// same path, and the file is said once, as one deviation, not once per leaf.
///
/// The test is structural and strict, so no other JSON (a `package.json`, a build's asset
/// map, a locale's strings, Style Dictionary's `{"value": "#fff"}` tokens) is taken for one:
/// objects all the way down, no key starting with `$` nor named `value`, and every leaf a string that is written as a colour — a hex (`#0a0a0a`) or a colour
/// function (`rgba(255, 255, 255, 0.2)`).
public enum DTCGPlainColorMap {
    /// How many leaves a file holds at least to be read as a palette: one colour string is
    /// too little to tell a palette from a setting that happens to be one.
    static let minimumLeaves = 2

    /// Whether `root` is a plain colour map (see the type's comment).
    public static func isPlain(_ root: JSONNode) -> Bool {
        guard root.object != nil else { return false }
        var leaves = 0
        var stack = [root]
        while let next = stack.popLast() {
            switch next.value {
            case .object(let object):
                for member in object.members {
                    // `value` is a Style Dictionary token's (`{"value": "#fff"}`), not a name.
                    if member.key.hasPrefix("$") || member.key == "value" { return false }
                    stack.append(member.value)
                }
            case .string(let text):
                guard isWrittenAsColor(text) else { return false }
                leaves += 1
            default:
                return false
            }
        }
        return leaves >= minimumLeaves
    }

    /// Whether `text` is written the way a colour is: `#` and hex digits, or a function
    /// name (letters) and a parenthesised list. Whether it is a good colour is the colour
    /// reader's to say, token by token, as for any token.
    static func isWrittenAsColor(_ text: String) -> Bool {
        var trimmed = Substring(text)
        while trimmed.first == " " { trimmed.removeFirst() }
        while trimmed.last == " " { trimmed.removeLast() }
        if trimmed.hasPrefix("#") {
            return trimmed.count > 1 && trimmed.dropFirst().allSatisfy(\.isHexDigit)
        }
        let name = trimmed.prefix { $0.isASCII && $0.isLetter }
        return !name.isEmpty && trimmed.dropFirst(name.count).hasPrefix("(") && trimmed.hasSuffix(")")
    }

    /// `root` with every string leaf made a `color` token (`{"$type": "color", "$value": …}`),
    /// positions kept, so each token's problems point at the string as written.
    public static func tokens(_ root: JSONNode) -> JSONNode {
        switch root.value {
        case .object(let object):
            let members = object.members.map { member in
                JSONObject.Member(key: member.key, keyPosition: member.keyPosition, value: tokens(member.value))
            }
            return JSONNode(value: .object(JSONObject(members: members)), position: root.position)
        case .string:
            let token = JSONObject(members: [
                JSONObject.Member(key: "$type", keyPosition: root.position, value: JSONNode(value: .string("color"), position: root.position)),
                JSONObject.Member(key: "$value", keyPosition: root.position, value: root),
            ])
            return JSONNode(value: .object(token), position: root.position)
        default:
            return root
        }
    }

    /// How many string leaves `root` holds.
    static func leafCount(_ root: JSONNode) -> Int {
        switch root.value {
        case .object(let object): object.members.reduce(0) { $0 + leafCount($1.value) }
        case .string: 1
        default: 0
        }
    }

    /// The one line that says a file is read this way.
    static func deviation(file: String, leaves: Int) -> Diagnostic {
        Diagnostic(file: file, position: SourcePosition(line: 1, column: 1),
                   message: "\(leaves) colours written as plain strings in groups, with no \"$value\" (a plain palette export); each read as a color token of its path")
            .deviation(kind: "write colours as plain strings with no \"$value\", read as color tokens")
    }
}
