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

        /// The first group whose members are themes kept one a file, each token in light and
        /// dark inside its value (``AppearanceLeaves/variants(of:)``): Vy's Spor keeps
        /// `color.vyDigital.text.accent` in `vy-digital.json` and `color.cargonet.text.accent` in
        /// `cargonet.json`, each `{_light: …, _dark: …}`, and its theme picks one. Two members
        /// or more under one group, each the only member its file defines and
        /// defining mostly the same tokens as the others; members of no such pair (`palette`,
        /// `alias` beside them) are not themes. Nil when no group is so.
        static func findByFile(in tokens: [RawToken]) -> GroupAxis? {
            // Group path → member → (its files, its tokens' paths below it, how many carry light and dark).
            var found: [String: [String: (files: Set<String>, paths: Set<String>, varying: Int)]] = [:]
            var groupOrder: [String] = [], memberOrder: [String: [String]] = [:]
            for token in tokens {
                let names = token.path.split(separator: ".")
                // Under one group: `color.vyDigital`, never a top-level member without its group.
                if names.count > 2 {
                    let group = String(names[0]), member = String(names[1])
                    if found[group] == nil { groupOrder.append(group) }
                    if found[group]?[member] == nil { memberOrder[group, default: []].append(member) }
                    var entry = found[group, default: [:]][member] ?? ([], [], 0)
                    entry.files.insert(token.file)
                    entry.paths.insert(names[2...].joined(separator: "."))
                    if token.variants.count == 2 { entry.varying += 1 }
                    found[group, default: [:]][member] = entry
                }
            }
            for group in groupOrder {
                guard let entries = found[group], let order = memberOrder[group] else { continue }
                // A member of its own file, every token in light and dark.
                let own = order.filter { member in
                    guard let entry = entries[member], entry.files.count == 1, entry.varying == entry.paths.count,
                          entry.paths.count >= AppearanceLeaves.sharedTokensForGroups else { return false }
                    return !entries.contains { $0.key != member && !$0.value.files.isDisjoint(with: entry.files) }
                }
                guard (2...maximumMembers).contains(own.count), SetNameAxes.mostlyTheSame(own.map { entries[$0]!.paths }) else { continue }
                return GroupAxis(group: group, members: own)
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
