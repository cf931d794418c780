import ShadeTokens

extension TokensStudioReader {
    /// The contexts of sets with no `$themes` (a Style Dictionary project, a Tokens Studio
    /// file without themes): light alone, unless the sets say otherwise.
    ///
    /// - Sets whose names say an appearance or contrast (`color/dark`, `themes/light-hc`,
    ///   `color.dark`) belong to that resolution only; every other set to all of them. Each
    ///   resolution named gets a context, and light always has one.
    /// - When light and dark are written inside the tokens (``AppearanceLeaves``), each
    ///   appearance's context takes its own values from them.
    /// - `builds`: the sets a project's builds layer per appearance (``BuildLayering``). An
    ///   appearance a build claims is drawn from that build's sets, in its order (a build of
    ///   overrides alone, which reads none of the default build's sets, over the default
    ///   build's); any other from the default build's sets, which are dark when a light build
    ///   includes them. Names still keep a set out of the other appearance.
    static func unthemedPlans(_ names: [String], leaves: Bool, builds: BuildSets? = nil) -> [ThemeAxes.Plan] {
        // A set that names increased contrast and no appearance (`variants/contrast/theme`)
        // is the light page's increased contrast, never read in its standard contrast.
        let named = names.map { ($0, resolution(for: $0) ?? (namesHighContrast($0) ? Resolution(.light, .high) : nil)) }
        let resolutionOf = Dictionary(named, uniquingKeysWith: { first, _ in first })
        var resolutions: [Resolution] = [Resolution(.light)]
        for case let (_, resolution?) in named where !resolutions.contains(resolution) { resolutions.append(resolution) }
        for appearance in [Appearance.light, .dark] where builds?.claimed[appearance] != nil && !resolutions.contains(Resolution(appearance)) {
            resolutions.append(Resolution(appearance))
        }
        // A light build that layers a light file over the default build's files (it includes
        // them) makes the default build the dark one, as a dark build does the default light.
        let defaultIsDark = builds.map { builds in
            builds.claimed[.dark] == nil && builds.claimed[.light].map { !Set($0).isDisjoint(with: builds.unclaimed) } == true
        } ?? false
        if leaves || defaultIsDark, !resolutions.contains(Resolution(.dark)) { resolutions.append(Resolution(.dark)) }
        return Resolution.all.filter(resolutions.contains).map { resolution in
            // A high-contrast context layers its appearance's standard sets beneath its own.
            func fits(_ set: String) -> Bool {
                guard let own = resolutionOf[set] ?? nil else { return true }
                return own.appearance == resolution.appearance && (own.contrast == .standard || own == resolution)
            }
            var order: [String]?
            if let builds {
                let defaults = builds.unclaimed.filter(fits)
                if let own = builds.claimed[resolution.appearance]?.filter(fits) {
                    let overridesOnly = Set(own).isDisjoint(with: builds.unclaimed)
                    order = overridesOnly ? defaults + own : own
                } else if !defaults.isEmpty {
                    order = defaults
                }
            }
            let chosen = order ?? named.map(\.0).filter(fits)
            return ThemeAxes.Plan(context: SystemContext([ResolvedVariants.modifierName: ResolvedVariants.contextName(resolution)]),
                                  resolution: resolution, chosen: Set(chosen), leaves: leaves ? resolution.appearance : nil, order: order)
        }
    }

    /// The sets a Style Dictionary project's builds layer, by set name (see ``BuildLayering``).
    struct BuildSets {
        /// The sets each appearance's builds read, in their order.
        var claimed: [Appearance: [String]]
        /// The sets of the builds that say no appearance, in their order.
        var unclaimed: [String]
    }

    /// Whether a set's name says increased contrast (`contrast`, `hc`, `high-contrast`).
    static func namesHighContrast(_ name: String) -> Bool {
        let words = Set(name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
        return words.contains(where: DTCGAxisRules.saysHighContrast) || words.contains("contrast")
    }

    /// The reason a set's tokens are deprecated by a folder it sits in (`deprecated/`,
    /// `legacy/`), or nil: they still resolve, and are shown as deprecated.
    static func folderDeprecation(_ setName: String) -> String? {
        let folders = setName.split(separator: "/").dropLast()
        guard let folder = folders.first(where: { ["deprecated", "legacy"].contains($0.lowercased()) }) else { return nil }
        return "kept in the \(folder)/ folder"
    }
}
