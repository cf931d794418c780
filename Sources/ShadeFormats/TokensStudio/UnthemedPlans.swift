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
    /// - `builds`: the resolution the project's builds read a set in (a file only its dark
    ///   config reads), which wins over the set's name.
    static func unthemedPlans(_ names: [String], leaves: Bool, builds: [String: Resolution] = [:]) -> [ThemeAxes.Plan] {
        // A set that names increased contrast and no appearance (`variants/contrast/theme`)
        // is the light page's increased contrast, never read in its standard contrast.
        let named = names.map { ($0, builds[$0] ?? resolution(for: $0) ?? (namesHighContrast($0) ? Resolution(.light, .high) : nil)) }
        var resolutions: [Resolution] = [Resolution(.light)]
        for case let (_, resolution?) in named where !resolutions.contains(resolution) { resolutions.append(resolution) }
        if leaves, !resolutions.contains(Resolution(.dark)) { resolutions.append(Resolution(.dark)) }
        return Resolution.all.filter(resolutions.contains).map { resolution in
            // A high-contrast context layers its appearance's standard sets beneath its own.
            let chosen = named.filter { _, own in
                guard let own else { return true }
                return own.appearance == resolution.appearance && (own.contrast == .standard || own == resolution)
            }.map(\.0)
            return ThemeAxes.Plan(context: SystemContext([ResolvedVariants.modifierName: ResolvedVariants.contextName(resolution)]),
                                  resolution: resolution, chosen: Set(chosen), leaves: leaves ? resolution.appearance : nil)
        }
    }

    /// Whether a set's name says increased contrast (`contrast`, `hc`, `high-contrast`).
    static func namesHighContrast(_ name: String) -> Bool {
        let words = Set(name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
        return words.contains("hc") || words.contains("contrast") || words.contains("highcontrast")
    }

    /// The reason a set's tokens are deprecated by a folder it sits in (`deprecated/`,
    /// `legacy/`), or nil: they still resolve, and are shown as deprecated.
    static func folderDeprecation(_ setName: String) -> String? {
        let folders = setName.split(separator: "/").dropLast()
        guard let folder = folders.first(where: { ["deprecated", "legacy"].contains($0.lowercased()) }) else { return nil }
        return "kept in the \(folder)/ folder"
    }
}
