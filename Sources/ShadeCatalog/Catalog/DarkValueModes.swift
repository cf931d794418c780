import ShadeText
import ShadeTokens

/// The dark appearance of token files that write a token's dark value beside its light one
/// (`{"$value": "{color.white}", "darkValue": "{color.midnight}"}`: ``TokenFileFacts/darkMembers``),
/// as a build with a dark format of its own reads them: the dark output is the light one with
/// those values swapped in (Bullhorn Novo's `css/dark`). The assembled resolver gets an
/// `appearance` modifier whose `light` context adds nothing and whose `dark` context sets each
/// such token to its dark value, inline.
enum DarkValueModes {
    /// The modifier for the dark values of `files`, or nil when they write none (or only
    /// values that are no string, which are left to the light value), or when a modifier of
    /// `existing` already names light and dark: its files say the dark appearance.
    static func modifier(_ files: [FolderSystems.File], existing: [AssembledSystem.Modifier]) -> AssembledSystem.Modifier? {
        let saysAppearance = existing.contains { modifier in
            let (_, positions) = DTCGAxisRules.automatic(modifier: modifier.name, contexts: modifier.contexts.map(\.name))
            return positions.values.contains { $0.appearance == .dark }
        }
        guard !saysAppearance else { return nil }
        var sources: [String] = []
        var seen: Set<String> = []
        for file in files {
            for (path, value) in file.facts.darkValues.sorted(by: { $0.path < $1.path }) {
                guard let text = value.string, seen.insert(path).inserted else { continue }
                sources.append(inlineToken(path: path, value: text))
            }
        }
        guard !sources.isEmpty else { return nil }
        return AssembledSystem.Modifier(name: "appearance", contexts: [
            AssembledSystem.Context(name: "light", files: []),
            AssembledSystem.Context(name: "dark", files: [], inline: sources),
        ])
    }

    /// The token at `path` with `value`, as an inline source of a resolver: its groups nested.
    static func inlineToken(path: String, value: String) -> String {
        let names = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var text = "{\"$value\": \(JSONText.quoted(value))}"
        for name in names.reversed() { text = "{\(JSONText.quoted(name)): \(text)}" }
        return text
    }
}
