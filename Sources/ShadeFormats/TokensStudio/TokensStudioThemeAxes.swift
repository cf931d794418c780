import ShadeTokens

extension TokensStudioReader {
    /// What a `$themes` list means to Shade: themes whose name (with their group) says light,
    /// dark or high contrast are the appearance axis; every other group is an axis of its own
    /// (`brand`: Casual, Business; `color`: Green, Blue, Purple) whose contexts are its themes.
    /// A context of the system picks one theme per axis, and its token sets are those themes'
    /// `source` and `enabled` sets together. Tokens Studio leaves `source` sets out of its
    /// exports, but they are the system's own primitives: the roles are chosen from them too,
    /// and `shade tokens` lists them, so no colour of the system's files is missing.
    struct ThemeAxes {
        /// One context to resolve: which sets it layers and which it lists.
        struct Plan {
            var context: SystemContext
            /// The resolution the context shows (light when no theme says).
            var resolution: Resolution
            /// The sets layered (`source` and `enabled`).
            var chosen: Set<String>
            /// The chosen sets some picked theme enables: they layer over the `source` ones,
            /// whatever the sets' order (Tokens Studio's output sets win over its references).
            var enabled: Set<String> = []
            /// The appearance whose values are taken from tokens that write both (see
            /// ``AppearanceLeaves``); nil when the tokens are read as written.
            var leaves: Appearance? = nil
            /// The order the chosen sets layer in, bottom first, when it is this context's own
            /// (one build's order); nil when the sets' own order holds.
            var order: [String]? = nil
            /// The theme picked from a group of themes inside the tokens (``GroupAxis``), or nil.
            var pick: GroupAxis.Pick? = nil

            /// What a resolution depends on: contexts with the same layering share one.
            struct Layering: Hashable {
                var chosen: Set<String>
                var enabled: Set<String>
                var leaves: Appearance?
                var order: [String]?
                var pick: GroupAxis.Pick?
            }

            /// This plan's layering.
            var layering: Layering { Layering(chosen: chosen, enabled: enabled, leaves: leaves, order: order, pick: pick) }
        }

        /// At most this many contexts are resolved: each is a full resolution of the sets.
        static let maximumContexts = 256

        /// Appearance themes, first per resolution, in file order.
        let appearance: [(Resolution, Theme)]
        /// Other axes in order of first mention, each with two themes or more: the group's
        /// name and its themes.
        let extras: [(name: String, themes: [Theme])]
        /// The themes of groups with one theme (`core: Mode 1`): no choice, so no axis; their
        /// sets are part of every context.
        let fixed: [Theme]

        init(_ themes: [Theme]) {
            var appearance: [(Resolution, Theme)] = []
            var extras: [(name: String, themes: [Theme])] = []
            // Looked up by name, so a list of thousands of groups and themes costs one pass.
            var axisIndex: [String: Int] = [:]
            var titles: [Set<String>] = []
            for theme in themes {
                if let resolution = TokensStudioReader.resolution(for: theme.name) {
                    if !appearance.contains(where: { $0.0 == resolution }) { appearance.append((resolution, theme)) }
                    continue
                }
                let axis = theme.group ?? "theme"
                if let index = axisIndex[axis] {
                    if titles[index].insert(theme.title).inserted { extras[index].themes.append(theme) }
                } else {
                    axisIndex[axis] = extras.count
                    titles.append([theme.title])
                    extras.append((axis, [theme]))
                }
            }
            self.appearance = appearance
            self.extras = extras.filter { $0.themes.count > 1 }
            self.fixed = extras.filter { $0.themes.count == 1 }.map { $0.themes[0] }
        }

        /// Every context: each appearance theme (or light alone) with each combination of the
        /// other axes' themes; empty when there are no themes. Past ``maximumContexts`` the
        /// rest is left out with one diagnostic.
        func plans(file: String, problems: inout [Diagnostic]) -> [Plan] {
            guard !appearance.isEmpty || !extras.isEmpty || !fixed.isEmpty else { return [] }
            let looks: [(Resolution, Theme?)] = appearance.isEmpty ? [(Resolution(.light), nil)] : appearance.map { ($0.0, $0.1) }
            // Counted with overflow checked: seventy groups of two themes overflow an Int.
            let total: Int? = extras.reduce(looks.count) { product, axis in
                product.flatMap { product in
                    let (result, overflow) = product.multipliedReportingOverflow(by: axis.themes.count)
                    return overflow ? nil : result
                }
            }
            var plans: [Plan] = []
            var planned: Set<SystemContext> = []
            func add(_ resolution: Resolution, _ look: Theme?, _ combination: [Theme]) {
                var selections = [ResolvedVariants.modifierName: ResolvedVariants.contextName(resolution)]
                for (axis, theme) in zip(extras, combination) { selections[axis.name] = theme.title }
                let context = SystemContext(selections)
                guard planned.insert(context).inserted else { return }
                let (chosen, enabled) = sets(look: look, combination: combination)
                plans.append(Plan(context: context, resolution: resolution, chosen: chosen, enabled: enabled))
            }
            // First each look with every axis at its first theme, then each axis moved alone:
            // the contexts the previewer and `validate` show first, so a cut-off keeps them.
            let firsts = extras.map { $0.themes[0] }
            for (resolution, look) in looks where plans.count < Self.maximumContexts { add(resolution, look, firsts) }
            for (resolution, look) in looks {
                for (index, axis) in extras.enumerated() {
                    for theme in axis.themes.dropFirst() where plans.count < Self.maximumContexts {
                        var combination = firsts
                        combination[index] = theme
                        add(resolution, look, combination)
                    }
                }
            }
            // Then the rest, counted in mixed radix (one digit per axis), so a cut-off never
            // builds the combinations it leaves out.
            var number = 0
            while plans.count < min(total ?? Int.max, Self.maximumContexts) {
                var rest = number
                var combination: [Theme] = []
                for axis in extras.reversed() {
                    combination.insert(axis.themes[rest % axis.themes.count], at: 0)
                    rest /= axis.themes.count
                }
                add(looks[rest % looks.count].0, looks[rest % looks.count].1, combination)
                number += 1
            }
            if (total ?? Int.max) > plans.count {
                // A count past Int.max is no number a reader can use: the groups say how large.
                let count = total.map { "\($0) contexts" } ?? "more contexts than can be counted (\(extras.count) groups of themes)"
                problems.append(Diagnostic(file: file, message: "the themes combine into \(count); the first \(plans.count) are read"))
            }
            return plans
        }

        /// The sets one context layers, and which of them it enables, as Tokens Studio's
        /// statuses say: an `enabled` set is the theme's own output, a `source` set is there
        /// for references only. So a set a picked theme enables layers over the sets any other
        /// group only sources, and a set that another theme of a picked theme's own axis
        /// enables (Dark's `semantic/color/dark` when Light is picked), and that no theme of
        /// that axis picked here selects, is left out even where another group sources it
        /// (a shadow group that sources both appearances' colours, for its references).
        func sets(look: Theme?, combination: [Theme]) -> (chosen: Set<String>, enabled: Set<String>) {
            let picked = (look.map { [$0] } ?? []) + combination + fixed
            let enabled = Set(picked.flatMap(\.enabled))
            var others: Set<String> = []
            if let look {
                for (_, theme) in appearance where theme.name != look.name { others.formUnion(theme.enabled) }
                others.subtract(look.enabled + look.sources)
            }
            for (axis, theme) in zip(extras, combination) {
                var own = Set(axis.themes.filter { $0.title != theme.title }.flatMap(\.enabled))
                own.subtract(theme.enabled + theme.sources)
                others.formUnion(own)
            }
            let sources = Set(picked.flatMap(\.sources)).subtracting(enabled).subtracting(others)
            return (enabled.union(sources), enabled)
        }

        /// The modifiers of a system resolved from `plans`: appearance (and contrast) from the
        /// resolutions present, then one extra axis per group.
        func modifiers(_ plans: [Plan]) -> [SystemModifier] {
            let resolutions = Resolution.all.filter { resolution in plans.contains { $0.resolution == resolution } }
            let names = resolutions.map(ResolvedVariants.contextName)
            var positions: [String: SystemAxisPosition] = [:]
            for resolution in resolutions {
                positions[ResolvedVariants.contextName(resolution)] = SystemAxisPosition(appearance: resolution.appearance, contrast: resolution.contrast)
            }
            var modifiers = [SystemModifier(name: ResolvedVariants.modifierName, contexts: names, defaultContext: names.first ?? "light",
                                            role: .appearanceAndContrast, positions: positions)]
            for axis in extras {
                let titles = axis.themes.map(\.title)
                modifiers.append(SystemModifier(name: axis.name, contexts: titles, defaultContext: titles[0], role: .extra, positions: [:]))
            }
            return modifiers
        }
    }
}
