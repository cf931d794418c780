import ShadeFormats
import ShadeJSON
import ShadeTokens

/// What the assembly of a folder needs to know of one plain DTCG token file: the token paths
/// it defines, the paths its aliases name that it does not define itself (so another file of
/// its system must), and whether it holds any colour. Read once from the parsed root, without
/// resolving anything.
struct TokenFileFacts: Sendable {
    /// Every token's path, its groups' names joined by `.` (`color.bg.default`).
    var defined: Set<String> = []
    /// The paths of `{…}` aliases that this file does not define.
    var foreignReferences: Set<String> = []
    /// The paths of its colour tokens: typed `color` (itself or by a group), or untyped with a
    /// value that is plainly one (a hex string, a `colorSpace` object).
    var colours: Set<String> = []
    /// The paths that tokens without a type alias, which are colours when what they name is.
    var untypedReferences: Set<String> = []
    /// Whether a token without a type has a value a colour may be written as (`rgb(…)`,
    /// `white`): not plainly one, so not in ``colours``, but not plainly something else.
    var untypedMayBeColour = false
    /// Whether some token is a colour (``colours``).
    var holdsColour: Bool { !colours.isEmpty }

    /// Whether the file defines a colour, or has an untyped token aliasing one of `colours`
    /// (every colour path of its folder) or written as a colour may be, so that reading it in
    /// another mode may change one.
    func changesColour(_ colours: Set<String>) -> Bool {
        holdsColour || untypedMayBeColour || !untypedReferences.isDisjoint(with: colours)
    }
    /// Whether the file defines tokens and every one of them is marked `"private": true`: the
    /// flag Style Dictionary builds filter on (HashiCorp's `excludePrivateTokens`) to keep a
    /// token out of every output. Such a file is raw material its build reads (values
    /// extracted from another system), never a theme of its own.
    var allPrivate = false
    /// The values its tokens give for the dark appearance beside their `$value` (``darkMembers``),
    /// by token path: what a build's dark output swaps in.
    var darkValues: [(path: String, value: JSONNode)] = []
    /// Members beside `$value` that hold the token's value in the dark appearance, which
    /// Style Dictionary builds swap in for their dark output with a format of their own
    /// (Bullhorn Novo's `darkValue`, read by its `css/dark`). DTCG has no such member; the
    /// token keeps its `$value` in light.
    static let darkMembers = ["darkValue", "$darkValue"]
    /// The root's `$extensions` and `$description`: what opening the file as a system of its
    /// own reads, so that it need not parse the file again before resolving it.
    var extensions: JSONObject?
    var description: String?

    /// The facts of the file whose parsed root is `root`. `legacy`: the file is in Style
    /// Dictionary's legacy JSON, whose tokens are `value` (typed by `type`) and whose aliases
    /// may end in `.value` (`{color.grey.800.value}` names `color.grey.800`).
    init(_ root: JSONNode, legacy: Bool = false) {
        // A plain palette export's colour strings are its tokens (``DTCGPlainColorMap``).
        let root = DTCGPlainColorMap.isPlain(root) ? DTCGPlainColorMap.tokens(root) : root
        extensions = root.object?["$extensions"]?.object
        description = root.object?["$description"]?.string
        var references: Set<String> = []
        var privateCount = 0
        // Iterative, so a deeply nested file cannot deepen the stack.
        var stack: [(node: JSONNode, path: String, type: String?)] = [(root, "", nil)]
        while let (node, path, inherited) = stack.popLast() {
            guard let object = node.object else { continue }
            let type = object["$type"]?.string ?? (legacy ? object["type"]?.string : nil) ?? inherited
            if let value = object["$value"] ?? (legacy && !path.isEmpty ? object["value"] : nil) {
                defined.insert(path)
                if object["private"]?.bool == true { privateCount += 1 }
                Self.collectAliases(value, into: &references)
                if let dark = Self.darkMembers.lazy.compactMap({ object[$0] }).first {
                    darkValues.append((path, dark))
                    Self.collectAliases(dark, into: &references)
                }
                if let target = Self.figmaAliasTarget(object) { references.insert(target) }
                if type == "color" || (type == nil && Self.isPlainlyColour(value)) {
                    colours.insert(path)
                } else if type == nil {
                    Self.collectAliases(value, into: &untypedReferences)
                    if !untypedMayBeColour { untypedMayBeColour = Self.mayBeColour(value) }
                }
                continue
            }
            for member in object.members where !member.key.hasPrefix("$") {
                stack.append((member.value, path.isEmpty ? member.key : path + "." + member.key, type))
            }
        }
        if legacy {
            references = Set(references.map { $0.hasSuffix(".value") ? String($0.dropLast(6)) : $0 })
            untypedReferences = Set(untypedReferences.map { $0.hasSuffix(".value") ? String($0.dropLast(6)) : $0 })
        }
        foreignReferences = references.subtracting(defined)
        allPrivate = !defined.isEmpty && privateCount == defined.count
    }

    /// Adds the path inside every `{…}` of the strings in `value` (an alias, or aliases inside
    /// a composite value).
    private static func collectAliases(_ value: JSONNode, into references: inout Set<String>) {
        if let text = value.string {
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                let inner = rest[rest.index(after: open)..<close]
                if !inner.isEmpty { references.insert(String(inner)) }
                rest = rest[rest.index(after: close)...]
            }
        } else if let object = value.object {
            for member in object.members { collectAliases(member.value, into: &references) }
        } else if let array = value.array {
            for item in array { collectAliases(item, into: &references) }
        }
    }

    /// The token a Figma variable export's token aliases (`com.figma.aliasData`'s
    /// `targetVariableName`, `Beam Blue/0`, as the path `Beam Blue.0`): Figma's own DTCG export
    /// writes each alias's resolved value and names the variable it came from there, often in
    /// another collection's file, so the files of one export join as their aliases do.
    private static func figmaAliasTarget(_ token: JSONObject) -> String? {
        guard let name = token["$extensions"]?.object?["com.figma.aliasData"]?.object?["targetVariableName"]?.string, !name.isEmpty else { return nil }
        return name.split(separator: "/", omittingEmptySubsequences: false).joined(separator: ".")
    }

    /// Whether an untyped literal may be a colour in CSS's syntax: a hash, a colour function,
    /// or a named colour.
    private static func mayBeColour(_ value: JSONNode) -> Bool {
        guard let text = value.string?.lowercased(), !text.hasPrefix("{") else { return false }
        if text.hasPrefix("#") || CSSNamedColors.table[text] != nil { return true }
        guard let open = text.firstIndex(of: "(") else { return false }
        return CSSColorParser.functions.contains(String(text[..<open]))
    }


    /// A `#rgb`/`#rrggbb`/`#rrggbbaa` string, or an object with `colorSpace` and `components`.
    /// An untyped colour function is not counted here but in ``untypedMayBeColour``: a file
    /// that holds colours and names no other file is a system's seed, and a Figma export's
    /// shadow collection (`rgba(0, 0, 0, 0.1)`) would split from its folder's system.
    private static func isPlainlyColour(_ value: JSONNode) -> Bool {
        if let text = value.string {
            guard text.hasPrefix("#") else { return false }
            let digits = text.dropFirst()
            return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
        }
        guard let object = value.object else { return false }
        return object["colorSpace"] != nil && object["components"] != nil
    }
}
