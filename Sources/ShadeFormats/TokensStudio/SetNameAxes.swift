import ShadeTokens

extension TokensStudioReader {
    /// The axes a file's set names carry when it has no `$themes` (or an empty list): sets
    /// whose names differ only in their last word, once the words naming an appearance or a
    /// contrast are set aside, and that define mostly the same tokens, are alternatives, one
    /// picked per context, as `$themes` would pick them. `theme-light` and `theme-wireframe`
    /// are the `theme` axis (`default`, the set that only names an appearance, and
    /// `wireframe`); `brand-a/dark`, `brand-a/light`, `brand-b/dark`, `brand-b/light` the
    /// `brand` axis (`a`, `b`), each in light and dark. Sets that differ only by their
    /// appearance (`ios-dark`, `ios-light`; `light/colors`, `dark/colors`) stay each
    /// appearance's own, as without themes; sets that complement each other
    /// (`semantic/color`, `semantic/typography`: different tokens) are read together.
    struct SetNameAxes {
        /// One axis: its name and its contexts, each with the sets it picks.
        struct Axis {
            var name: String
            var contexts: [(title: String, sets: [String])]
        }

        /// The axes found, in the order of their first set.
        private(set) var axes: [Axis] = []

        /// These axes, found some other way (``FolderAxes``).
        init(axes: [Axis]) {
            self.axes = axes
        }

        /// The axes of the sets `names`; `tokens(name)` gives the token paths a set defines.
        init(names: [String], tokens: (String) -> Set<String>) {
            // Each set's words without those naming an appearance or contrast: its key.
            var keyOrder: [[Substring]] = []
            var setsOfKey: [[Substring]: [String]] = [:]
            for name in names {
                let key = Self.words(name).filter { !Self.isAxisWord($0) }
                guard !key.isEmpty else { continue }
                if setsOfKey[key] == nil { keyOrder.append(key) }
                setsOfKey[key, default: []].append(name)
            }
            // Keys of two words or more grouped by all but their last word; a key equal to
            // such a start is that group's default.
            var groupOrder: [[Substring]] = []
            var members: [[Substring]: [(title: String, key: [Substring])]] = [:]
            for key in keyOrder where key.count > 1 {
                let start = Array(key.dropLast())
                if members[start] == nil { groupOrder.append(start) }
                members[start, default: []].append((String(key[key.count - 1]), key))
            }
            var taken: Set<String> = []
            for start in groupOrder {
                guard var contexts = members[start] else { continue }
                if setsOfKey[start] != nil { contexts.insert(("default", start), at: 0) }
                guard contexts.count > 1 else { continue }
                let picked = contexts.map { (title: $0.title, sets: setsOfKey[$0.key] ?? []) }
                guard picked.allSatisfy({ $0.sets.allSatisfy { !taken.contains($0) } }) else { continue }
                let defined = picked.map { $0.sets.reduce(into: Set<String>()) { $0.formUnion(tokens($1)) } }
                guard Self.mostlyTheSame(defined) else { continue }
                for context in picked { taken.formUnion(context.sets) }
                axes.append(Axis(name: start.joined(separator: "-"), contexts: picked))
            }
        }

        /// Whether every two of `defined` share at least half of the smaller's tokens: the
        /// same tokens given other values, not parts of one system.
        static func mostlyTheSame(_ defined: [Set<String>]) -> Bool {
            for (index, one) in defined.enumerated() {
                for other in defined[(index + 1)...] {
                    let smaller = min(one.count, other.count)
                    guard smaller > 0, one.intersection(other).count * 2 >= smaller else { return false }
                }
            }
            return true
        }

        /// Words of a set's name: split at `/`, `-`, `_`, `.` and spaces.
        static func words(_ name: String) -> [Substring] {
            name.split { "/-_. ".contains($0) }
        }

        /// Whether a word of a set's name names an appearance or a contrast, not an alternative:
        /// the resolver's rules decide (``DTCGAxisRules``), so a set and a resolver context
        /// named alike (`dimmed`, `ax`) are read alike.
        static func isAxisWord(_ word: Substring) -> Bool {
            DTCGAxisRules.isAppearanceOrContrastWord(word.lowercased())
        }

        /// The themes these axes are, for ``ThemeAxes``: one per context, grouped by its axis.
        var themes: [Theme] {
            axes.flatMap { axis in
                axis.contexts.map { Theme(name: axis.name + "/" + $0.title, group: axis.name, title: $0.title, enabled: $0.sets, sources: [],
                                          position: nil, file: "") }
            }
        }

        /// `base` (the plans of the sets without themes, one per resolution) for every
        /// combination of the axes' contexts: each layers the base's sets but the other
        /// contexts' of each axis. At most ``ThemeAxes/maximumContexts`` plans.
        func plans(over base: [ThemeAxes.Plan]) -> [ThemeAxes.Plan] {
            var combinations: [[Int]] = [[]]
            for axis in axes {
                combinations = Array(combinations.flatMap { start in axis.contexts.indices.map { start + [$0] } }.prefix(ThemeAxes.maximumContexts))
            }
            var plans: [ThemeAxes.Plan] = []
            for combination in combinations {
                var left: Set<String> = []
                var selections: [String: String] = [:]
                for (axis, picked) in zip(axes, combination) {
                    selections[axis.name] = axis.contexts[picked].title
                    for (index, context) in axis.contexts.enumerated() where index != picked { left.formUnion(context.sets) }
                    // A part two alternatives read (a palette both alias) stays in the one picked.
                    left.subtract(axis.contexts[picked].sets)
                }
                for plan in base where plans.count < ThemeAxes.maximumContexts {
                    var own = plan
                    own.chosen.subtract(left)
                    own.order = own.order?.filter { !left.contains($0) }
                    own.context = SystemContext(plan.context.selections.merging(selections) { first, _ in first })
                    plans.append(own)
                }
            }
            return plans
        }
    }
}
