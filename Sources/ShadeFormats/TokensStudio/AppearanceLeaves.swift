import ShadeJSON
import ShadeTokens

extension TokensStudioReader {
    /// Light and dark written inside the tokens of a project that has no themes, as Style
    /// Dictionary projects write them (each build picks one side with a filter or a format):
    ///
    /// - a pair of leaves, `on-light` and `on-dark` (or `onLight`/`onDark`), under one group:
    ///   the group is a token of its own whose value is one leaf or the other;
    /// - a `light` or `dark` member beside `value` in a token (`{value: '#fff', dark: '#000'}`):
    ///   the value for that appearance;
    /// - a colour token whose value is a list of two (`[light, dark]`).
    ///
    /// A project with any of these has a light and a dark context; every token keeps its own
    /// path in both, and the leaves keep their own paths too.
    enum AppearanceLeaves {
        /// Leaf names that give a group's value for each appearance.
        static let leaves: [Appearance: Set<String>] = [
            .light: ["on-light", "onLight", "on_light"],
            .dark: ["on-dark", "onDark", "on_dark"],
        ]
        /// Member names beside `value` that give the value for each appearance.
        static let members: [Appearance: String] = [.light: "light", .dark: "dark"]
        /// The names Style Dictionary projects give a group's own token (`color.text._`): the
        /// token is the group's (`color.text`).
        static let rootNames: Set<String> = ["_", "@", "DEFAULT"]

        /// The appearance values a token object holds beside its `value`.
        static func variants(of object: JSONObject) -> [Appearance: JSONNode] {
            var found: [Appearance: JSONNode] = [:]
            for (appearance, name) in members {
                if let node = object[name], node.string != nil { found[appearance] = node }
            }
            return found
        }

        /// Whether the tokens write light and dark in any of these ways.
        static func present(in tokens: [RawToken]) -> Bool {
            var lightGroups: Set<Substring> = [], darkGroups: Set<Substring> = []
            for token in tokens {
                if !token.variants.isEmpty || token.type == "color" && isPair(token.value) { return true }
                guard let (group, leaf) = split(token.path) else { continue }
                if leaves[.light]!.contains(leaf) { lightGroups.insert(group) }
                if leaves[.dark]!.contains(leaf) { darkGroups.insert(group) }
            }
            return !lightGroups.isDisjoint(with: darkGroups)
        }

        /// `tokens` as `appearance` sees them: each token's value for it, and each group with
        /// both leaves a token referring to the leaf of this appearance, placed before it in `order`.
        static func apply(_ appearance: Appearance, to tokens: inout [String: RawToken], order: inout [String]) {
            let other = appearance == .light ? Appearance.dark : .light
            var groupsWithOther: Set<Substring> = []
            for path in order {
                if let (group, leaf) = split(path), leaves[other]!.contains(leaf) { groupsWithOther.insert(group) }
            }
            var ordered: [String] = []
            ordered.reserveCapacity(order.count)
            for path in order {
                guard var token = tokens[path] else { continue }
                if let variant = token.variants[appearance] {
                    token.value = variant
                    token.constant = nil
                    tokens[path] = token
                } else if isPair(token.value), let items = token.value.array {
                    token.value = items[appearance == .light ? 0 : 1]
                    token.constant = nil
                    tokens[path] = token
                }
                if let (group, leaf) = split(path), leaves[appearance]!.contains(leaf), groupsWithOther.contains(group), tokens[String(group)] == nil {
                    let name = String(group)
                    tokens[name] = RawToken(path: name, value: JSONNode(value: .string("{\(path)}"), position: token.value.position),
                                            type: token.type, description: token.description, deprecated: token.deprecated,
                                            file: token.file, position: token.position)
                    ordered.append(name)
                }
                ordered.append(path)
            }
            order = ordered
        }

        /// A list of two strings: a light and a dark value.
        private static func isPair(_ value: JSONNode) -> Bool {
            guard let items = value.array else { return false }
            return items.count == 2 && items.allSatisfy { $0.string != nil }
        }

        /// The group path and the last name of a dotted path.
        private static func split(_ path: String) -> (Substring, String)? {
            guard let dot = path.lastIndex(of: ".") else { return nil }
            return (path[..<dot], String(path[path.index(after: dot)...]))
        }
    }
}
