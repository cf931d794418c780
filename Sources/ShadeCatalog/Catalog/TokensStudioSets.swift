import ShadeJSON
import ShadeTokens

/// What a Tokens Studio file calls its sets, so that files beside it that hold the same sets
/// written out one per file (`brandColors.json`, `lightTheme.json`, `darkTheme.json` beside a
/// `tokens.json` of sets `global`, `light`, `dark`, whose `global` holds `brandColors`) are
/// known for what they are: parts of the system that file already holds, not themes.
enum TokensStudioSets {
    /// Words that say what a file holds, not which set it is: `lightTheme` is the set `light`.
    static let genericWords: Set<String> = ["theme", "themes", "tokens", "token", "set", "sets", "mode", "modes", "json", "file"]

    /// A set's or file's name as it is compared: its words (split at case changes and
    /// punctuation), the generic ones dropped, joined by `-`; empty when nothing is left.
    static func identity(_ name: String) -> String {
        DTCGAxisRules.words(name).filter { !genericWords.contains($0) }.joined(separator: "-")
    }

    /// The identities of a Tokens Studio file's sets (the last part of a set's path,
    /// `global/colors` as `colors`, and the whole) and of each set's top-level groups.
    static func identities(ofFile root: JSONNode) -> Set<String> {
        var found: Set<String> = []
        for set in root.object?.members ?? [] where !set.key.hasPrefix("$") {
            found.insert(identity(set.key))
            if let last = set.key.split(separator: "/").last { found.insert(identity(String(last))) }
            for group in set.value.object?.members ?? [] where !group.key.hasPrefix("$") && group.value.object?["value"] == nil
                && group.value.object?["$value"] == nil {
                found.insert(identity(group.key))
            }
        }
        found.remove("")
        return found
    }

    /// Whether every file of `labels` is a set `held` names, by its file name: without the
    /// words every file of several shares (the project's, `telekom-design-tokens.light` and
    /// `.dark` are the sets `Light` and `Dark`).
    static func holds(_ held: Set<String>, files labels: [String]) -> Bool {
        let words = labels.map { DTCGAxisRules.words(SystemNames.stem(FileSystem.fileName($0))).filter { !genericWords.contains($0) } }
        let shared = labels.count > 1 ? words.dropFirst().reduce(Set(words.first ?? [])) { $0.intersection($1) } : []
        return words.allSatisfy { list in
            let own = list.filter { !shared.contains($0) }.joined(separator: "-")
            return !own.isEmpty && held.contains(own)
        }
    }
}
