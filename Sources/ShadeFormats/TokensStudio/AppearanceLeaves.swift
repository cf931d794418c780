import ShadeColor
import ShadeJSON
import ShadeTokens

extension TokensStudioReader {
    /// Light and dark written inside the tokens of a project that has no themes, as Style
    /// Dictionary projects write them (each build picks one side with a filter or a format):
    ///
    /// - a pair of leaves, `on-light` and `on-dark` (or `onLight`/`onDark`), under one group:
    ///   the group is a token of its own whose value is one leaf or the other;
    /// - a `light` or `dark` member (or `darkValue`, `_dark`: ``members``) beside `value` in a token (`{value: '#fff', dark: '#000'}`,
    ///   or a token itself: `{$value: '#fff', dark: {$value: '#000'}}`): the value for that appearance;
    /// - a colour token whose value is a list of two (`[light, dark]`), or an object of the two
    ///   (`value: {light: '{black}', dark: '{white}'}`);
    /// - a pair of names that end in `day` and `night` (`TEXT_PRIMARY_DAY`, `TEXT_PRIMARY_NIGHT`;
    ///   `textPrimaryDay`), as Theo projects and Android's `night` resources name them: the name
    ///   without the word is a token of its own whose value is one or the other;
    /// - two groups, `light` and `dark` (or `color.light`/`color.dark`, `lightMode`/`darkMode`,
    ///   `theme.color.light`), holding the same tokens: each is the other's appearance, and
    ///   their tokens are also the tokens without the group's name (`light.bg.page` is
    ///   `bg.page` in light). Deeper than one group, a pair counts only when its values swap
    ///   as a page and its text do; one all lighter on one side (`primary.light`) is two tints.
    ///
    /// A project with any of these has a light and a dark context; every token keeps its own
    /// path in both, and the leaves keep their own paths too.
    enum AppearanceLeaves {
        /// Leaf names that give a group's value for each appearance.
        static let leaves: [Appearance: Set<String>] = [
            .light: ["on-light", "onLight", "on_light"],
            .dark: ["on-dark", "onDark", "on_dark"],
        ]
        /// Member names beside `value` (or inside it) that give the value for each appearance:
        /// `light`/`dark`; `darkValue` beside `$value`, which a Style Dictionary format swaps in
        /// for the dark build (Bullhorn Novo's `css/dark`); and Chakra UI's colour-mode
        /// conditions inside the value (`value: {_light: …, _dark: …}`).
        static let members: [Appearance: [String]] = [.light: ["light", "lightValue", "_light"], .dark: ["dark", "darkValue", "_dark"]]
        /// The names Style Dictionary projects give a group's own token (`color.text._`): the
        /// token is the group's (`color.text`).
        static let rootNames: Set<String> = ["_", "@", "DEFAULT"]

        /// What ``apply(_:to:order:view:)`` did beyond setting values.
        struct View {
            /// The other appearance's tokens: kept for references, not listed.
            var hidden: Set<String> = []
            /// Tokens made for a group: a problem with one is said of its source.
            var made: Set<String> = []
        }

        /// How deep a `light`/`dark` pair of groups may sit on names alone (0: at the top of a
        /// file's tree; 1: under one group such as `color`). Deeper (`theme.color.light`), the
        /// names may mean lighter and darker tints (`color.primary.light.100`), and the values
        /// decide (``goesBothWays(_:_:prefix:tokens:)``).
        static let appearanceGroupDepth = 1
        /// The words that end a name of one appearance's value (``suffixed(_:)``): `day` and
        /// `night` say an appearance wherever they stand; `light` and `dark` at a name's end are
        /// as often a lighter and a darker tint (`primary-light`), and are not read so.
        static let suffixWords: [(word: String, appearance: Appearance)] = [("day", .light), ("night", .dark)]
        /// How many names must come in `day`/`night` pairs for a system to write its appearances
        /// so: one pair may be two tokens that happen to be named so (`sky-day`, `sky-night`).
        static let suffixPairsLeast = 3

        /// The name without its appearance word, and the appearance, of a path whose last name
        /// ends in one (``suffixWords``) after a separator or a camel-case hump.
        static func suffixed(_ path: String) -> (base: Substring, appearance: Appearance)? {
            for (word, appearance) in suffixWords {
                guard path.utf8.count > word.utf8.count + 1 else { continue }
                let cut = path.index(path.endIndex, offsetBy: -word.count)
                let tail = path[cut...]
                guard tail.lowercased() == word else { continue }
                let before = path[path.index(before: cut)]
                if before == "_" || before == "-" {
                    return (path[..<path.index(before: cut)], appearance)
                }
                // `textPrimaryDay`: a hump, after a lower-case letter or digit.
                if tail.first?.isUppercase == true, before.isLowercase || before.isNumber, tail.dropFirst().allSatisfy(\.isLowercase) {
                    return (path[..<cut], appearance)
                }
            }
            return nil
        }

        /// The names written in `day`/`night` pairs, when there are enough of them to be the
        /// system's way of writing its appearances (``suffixPairsLeast``).
        static func suffixPairs(in paths: some Sequence<String>) -> Set<Substring> {
            var sides: [Substring: Set<Appearance>] = [:]
            for path in paths { if let (base, side) = suffixed(path) { sides[base, default: []].insert(side) } }
            let pairs = Set(sides.filter { $0.value.count == 2 }.keys)
            return pairs.count >= suffixPairsLeast ? pairs : []
        }

        /// How many tokens the two groups of a pair must share to be appearances of one system,
        /// not two tints that happen to have a child of the same name.
        static let sharedTokensForGroups = 3

        /// The appearance a group name stands for: `light`, `Dark`, `light-mode`, `darkTheme`.
        static func appearance(ofGroup name: Substring) -> Appearance? {
            let letters = String(name.lowercased().filter { $0.isLetter })
            switch letters {
            case "light", "lightmode", "lighttheme": return .light
            case "dark", "darkmode", "darktheme": return .dark
            default: return nil
            }
        }

        /// Where the tokens' `light`/`dark` group pairs sit: the path before the group's name,
        /// for pairs that share enough tokens and, deeper than ``appearanceGroupDepth``, whose
        /// values go both ways.
        static func appearanceGroups(in paths: some Sequence<String>, value: (String) -> JSONNode?) -> Set<[Substring]> {
            var members: [[Substring]: [Appearance: Set<[Substring]>]] = [:]
            for path in paths {
                let names = path.split(separator: ".")
                for (index, appearance) in appearanceGroupNames(in: names) {
                    members[Array(names[..<index]), default: [:]][appearance, default: []].insert(Array(names[(index + 1)...]))
                }
            }
            return Set(members.compactMap { prefix, sides in
                guard let light = sides[.light], let dark = sides[.dark] else { return nil }
                let shared = light.intersection(dark)
                guard shared.count >= sharedTokensForGroups else { return nil }
                return prefix.count <= appearanceGroupDepth || goesBothWays(shared, sides: names(of: prefix, in: paths), prefix: prefix, value: value) ? prefix : nil
            })
        }

        /// The group names used for light and dark under `prefix` (`light`, `Dark`, `lightMode`).
        private static func names(of prefix: [Substring], in paths: some Sequence<String>) -> [Appearance: Substring] {
            var found: [Appearance: Substring] = [:]
            for path in paths {
                let names = path.split(separator: ".")
                guard names.count > prefix.count + 1, Array(names[..<prefix.count]) == prefix,
                      let side = appearance(ofGroup: names[prefix.count]) else { continue }
                found[side] = found[side] ?? names[prefix.count]
                if found.count == 2 { break }
            }
            return found
        }

        /// Whether the shared tokens of a pair of groups are lighter in one group for some and
        /// darker for others, as a page and its text swap from light to dark; tints (`primary.
        /// light.*`, `primary.dark.*`) are all lighter on one side.
        static func goesBothWays(_ shared: Set<[Substring]>, sides: [Appearance: Substring], prefix: [Substring], value: (String) -> JSONNode?) -> Bool {
            guard let lightName = sides[.light], let darkName = sides[.dark] else { return false }
            var lighter = 0, darker = 0
            for rest in shared {
                let light = (prefix + [lightName] + rest).joined(separator: "."), dark = (prefix + [darkName] + rest).joined(separator: ".")
                guard let l = luminance(light, value), let d = luminance(dark, value), abs(l - d) > 0.05 else { continue }
                if l > d { lighter += 1 } else { darker += 1 }
                if lighter > 0 && darker > 0 { return true }
            }
            return false
        }

        /// The relative luminance of a token whose value is, or refers through aliases to, a hex colour.
        private static func luminance(_ path: String, _ value: (String) -> JSONNode?) -> Double? {
            var current = path
            for _ in 0..<8 {
                guard let text = value(current)?.string?.trimmingCharacters(in: " ") else { return nil }
                if text.hasPrefix("{"), text.hasSuffix("}") {
                    var target = String(text.dropFirst().dropLast()).trimmingCharacters(in: " ")
                    if value(target) == nil, target.hasSuffix(".value") { target = String(target.dropLast(6)) }
                    current = target
                    continue
                }
                return RGBA(terminalHex: text).map { $0.rgb.relativeLuminance }
            }
            return nil
        }

        /// The appearance values a token object holds beside its `value`, or as its value
        /// (`value: {light: '{black}', dark: '{white}'}`, which a build's transform picks from).
        static func variants(of object: JSONObject) -> [Appearance: JSONNode] {
            var found: [Appearance: JSONNode] = [:]
            let value = (object["$value"] ?? object["value"])?.object
            for (appearance, names) in members {
                for name in names {
                    if let node = object[name].flatMap(value(of:)) { found[appearance] = node }
                    if let value, let node = value[name].flatMap(value(of:)) { found[appearance] = node }
                }
            }
            return found
        }

        /// The value a `light` or `dark` member gives: itself (`dark: '#000'`), or the value of
        /// the token it is (`dark: { $value: '#000' }`, as DuckDuckGo's semantic colours write
        /// it and their build's format reads `original.dark.$value`); nil for anything else.
        private static func value(of node: JSONNode) -> JSONNode? {
            if isValue(node) { return node }
            guard let inner = node.object.flatMap({ $0["$value"] ?? $0["value"] }), isValue(inner) else { return nil }
            return inner
        }

        /// Whether `node` is one appearance's value: a string, or a colour with its alpha.
        private static func isValue(_ node: JSONNode) -> Bool {
            node.string != nil || ColorWithAlpha(node) != nil
        }

        /// Whether the tokens write light and dark in any of these ways.
        static func present(in tokens: [RawToken]) -> Bool {
            var lightGroups: Set<Substring> = [], darkGroups: Set<Substring> = []
            var groupPaths: [String] = []
            for token in tokens {
                if !token.variants.isEmpty || token.type == "color" && isPair(token.value) { return true }
                if token.path.contains(".") { groupPaths.append(token.path) }
                guard let (group, leaf) = split(token.path) else { continue }
                if leaves[.light]!.contains(leaf) { lightGroups.insert(group) }
                if leaves[.dark]!.contains(leaf) { darkGroups.insert(group) }
            }
            if !lightGroups.isDisjoint(with: darkGroups) { return true }
            // The values by path, made only when a pair of groups deep in the tree must be
            // compared: most readings have none, and copying every token into a table of whole
            // tokens was 2 % of `list` of SAP's theming content (2026-11-29).
            var values: [String: JSONNode]?
            let value = { (path: String) -> JSONNode? in
                if values == nil { values = Dictionary(tokens.map { ($0.path, $0.value) }, uniquingKeysWith: { _, last in last }) }
                return values?[path]
            }
            return !appearanceGroups(in: groupPaths, value: value).isEmpty
                || !suffixPairs(in: tokens.lazy.map(\.path)).isEmpty
        }

        /// `tokens` as `appearance` sees them: each token's value for it, and each group with
        /// both leaves a token referring to the leaf of this appearance, placed before it in `order`.
        ///
        /// The tokens of the other appearance's group stay, for references to reach, and are
        /// named in `view.hidden`: they are not this appearance's colours. The tokens made here
        /// are named in `view.made`: a problem with one is its source's, said there.
        static func apply(_ appearance: Appearance, to tokens: inout [String: RawToken], order: inout [String], view: inout View) {
            let other = appearance == .light ? Appearance.dark : .light
            let pairs = appearanceGroups(in: order, value: { tokens[$0]?.value })
            let suffixPairs = suffixPairs(in: order)
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
                // A token made to stand for `path` under `name`, placed before it.
                func refer(_ name: String) {
                    tokens[name] = RawToken(path: name, value: JSONNode(value: .string("{\(path)}"), position: token.value.position),
                                            type: token.type, description: token.description, deprecated: token.deprecated,
                                            file: token.file, position: token.position)
                    view.made.insert(name)
                    ordered.append(name)
                }
                if let (group, leaf) = split(path), leaves[appearance]!.contains(leaf), groupsWithOther.contains(group), tokens[String(group)] == nil {
                    refer(String(group))
                }
                // `TEXT_PRIMARY_DAY` in light: `TEXT_PRIMARY` refers to it; `…_NIGHT` is kept
                // for references, and is not this appearance's colour.
                if !suffixPairs.isEmpty, let (base, side) = suffixed(path), suffixPairs.contains(base) {
                    if side == other {
                        view.hidden.insert(path)
                    } else if tokens[String(base)] == nil {
                        refer(String(base))
                    }
                }
                if !pairs.isEmpty, let (side, unprefixed) = grouped(path, pairs: pairs) {
                    if side == other {
                        view.hidden.insert(path)
                    } else if tokens[unprefixed] == nil {
                        refer(unprefixed)
                    }
                }
                ordered.append(path)
            }
            order = ordered
        }

        /// The appearance of the group pair `path` lies in, and its path without the group's name.
        private static func grouped(_ path: String, pairs: Set<[Substring]>) -> (Appearance, String)? {
            let names = path.split(separator: ".")
            for (index, side) in appearanceGroupNames(in: names) where pairs.contains(Array(names[..<index])) {
                return (side, (names[..<index] + names[(index + 1)...]).joined(separator: "."))
            }
            return nil
        }

        /// Where a path's names include a group named for an appearance, shallow enough to be
        /// one (``appearanceGroupDepth``) and never the token's own last name.
        private static func appearanceGroupNames(in names: [Substring]) -> [(Int, Appearance)] {
            (0..<max(0, names.count - 1)).compactMap { index in
                appearance(ofGroup: names[index]).map { (index, $0) }
            }
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
