import ShadeJSON
import ShadeTokens

extension TokensStudioReader {
    /// Named themes written inside one file's tokens: a group whose members (two or more) each
    /// hold a `light` and a `dark` group of mostly the same tokens, as a Figma export of
    /// themes × modes is written out (DuckDuckGo's `desktop-browsers/theme.ts`:
    /// `color-theme.default.light.surface.primary`, `color-theme.coolGray.dark.surface.primary`,
    /// and six more). Each member is a theme the designer switches to, so they are a `theme`
    /// axis beside the appearance: each context draws its colours from its own member only,
    /// under the group's path without the member's name (`color-theme.surface.primary`), so
    /// the roles of one theme never mix with another's. A group whose members' light and dark
    /// do not swap as a page and its text do (tints: `blue.light.100`, `blue.dark.100`) is no
    /// set of themes.
    package struct GroupAxis: Hashable {
        /// The group's dotted path (`color-theme`).
        var group: String
        /// Its members, in the order the tokens first name them.
        var members: [String]

        /// The name of the axis: the members are themes the designer picks between.
        package static let name = "theme"
        /// How many members a group may have to be read as themes: each is a full resolution.
        static let maximumMembers = 32

        /// The first group of `tokens` whose members are themes in light and dark, or nil.
        static func find(in tokens: [RawToken]) -> GroupAxis? {
            var byPath: [String: RawToken] = [:]
            // Group path → member → appearance → the token paths below the appearance group.
            var found: [String: [String: [Appearance: Set<[Substring]>]]] = [:]
            var groupOrder: [String] = [], memberOrder: [String: [String]] = [:]
            for token in tokens {
                byPath[token.path] = token
                let names = token.path.split(separator: ".")
                guard names.count > 3 else { continue }
                for index in 1..<(names.count - 2) {
                    guard let side = AppearanceLeaves.appearance(ofGroup: names[index + 1]),
                          AppearanceLeaves.appearance(ofGroup: names[index]) == nil else { continue }
                    let group = names[..<index].joined(separator: "."), member = String(names[index])
                    if found[group] == nil { groupOrder.append(group) }
                    if found[group]?[member] == nil { memberOrder[group, default: []].append(member) }
                    found[group, default: [:]][member, default: [:]][side, default: []].insert(Array(names[(index + 2)...]))
                    break
                }
            }
            for group in groupOrder {
                guard let members = memberOrder[group], (2...maximumMembers).contains(members.count), let sides = found[group] else { continue }
                let prefix = group.split(separator: ".")
                let themes = members.allSatisfy { member in
                    guard let light = sides[member]?[.light], let dark = sides[member]?[.dark] else { return false }
                    let shared = light.intersection(dark)
                    guard shared.count >= AppearanceLeaves.sharedTokensForGroups else { return false }
                    return AppearanceLeaves.goesBothWays(shared, sides: Self.sideNames(prefix + [Substring(member)], in: byPath.keys),
                                                         prefix: prefix + [Substring(member)], value: { byPath[$0]?.value })
                }
                let defined = members.map { member in (sides[member] ?? [:]).values.reduce(into: Set<[Substring]>()) { $0.formUnion($1) } }
                guard themes, SetNameAxes.mostlyTheSame(defined.map { Set($0.map { $0.joined(separator: ".") }) }) else { continue }
                return GroupAxis(group: group, members: members)
            }
            return nil
        }

        /// The names `light` and `dark` are written with under `prefix` (`light`, `Dark`, `lightMode`).
        private static func sideNames(_ prefix: [Substring], in paths: some Sequence<String>) -> [Appearance: Substring] {
            var names: [Appearance: Substring] = [:]
            for path in paths {
                let parts = path.split(separator: ".")
                guard parts.count > prefix.count + 1, Array(parts[..<prefix.count]) == prefix,
                      let side = AppearanceLeaves.appearance(ofGroup: parts[prefix.count]) else { continue }
                names[side] = names[side] ?? parts[prefix.count]
                if names.count == 2 { break }
            }
            return names
        }

        /// The themes of the axis, for ``ThemeAxes``: one per member.
        var themes: [Theme] {
            members.map { Theme(name: Self.name + "/" + $0, group: Self.name, title: $0, enabled: [], sources: [], position: nil, file: "") }
        }

        /// Why the members are an axis, said in its description (`shade list --explain`).
        var reason: String {
            "\(group) holds \(members.count) themes (\(members.joined(separator: ", "))), each in light and dark: one is picked per context, its colours read as \(group)'s own"
        }

        /// `base` (one plan per resolution) for every member: each picks that member.
        func plans(over base: [ThemeAxes.Plan]) -> [ThemeAxes.Plan] {
            members.flatMap { member in
                base.map { plan in
                    var own = plan
                    own.pick = Pick(axis: self, member: member)
                    own.context = SystemContext(plan.context.selections.merging([Self.name: member]) { first, _ in first })
                    return own
                }
            }.prefix(ThemeAxes.maximumContexts).map { $0 }
        }

        /// One member picked in one context.
        struct Pick: Hashable {
            var axis: GroupAxis
            var member: String

            /// `tokens` with the picked member's read under the group's path: each of its tokens
            /// is referred to by a token made without the member's name, placed before it.
            func apply(to tokens: inout [String: RawToken], order: inout [String], view: inout AppearanceLeaves.View) {
                let start = axis.group + "." + member + "."
                var ordered: [String] = []
                ordered.reserveCapacity(order.count)
                for path in order {
                    if path.hasPrefix(start), let token = tokens[path] {
                        let name = axis.group + "." + path.dropFirst(start.count)
                        if tokens[name] == nil {
                            tokens[name] = RawToken(path: name, value: JSONNode(value: .string("{\(path)}"), position: token.value.position),
                                                    type: token.type, description: token.description, deprecated: token.deprecated,
                                                    file: token.file, position: token.position)
                            view.made.insert(name)
                            ordered.append(name)
                        }
                    }
                    ordered.append(path)
                }
                order = ordered
            }

            /// Hides every member's own tokens (kept for references): the context's colours are
            /// those read under the group's path. Run after the appearance is applied, which
            /// makes tokens of each member's light or dark.
            func hide(_ order: [String], view: inout AppearanceLeaves.View) {
                let start = axis.group + ".", members = Set(axis.members)
                for path in order where path.hasPrefix(start) {
                    let rest = path.dropFirst(start.count)
                    if let dot = rest.firstIndex(of: "."), members.contains(String(rest[..<dot])) { view.hidden.insert(path) }
                }
            }
        }
    }
}
