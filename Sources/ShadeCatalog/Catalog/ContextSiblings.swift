import ShadeFiles
import ShadeTokens

/// Themes whose paths differ only by appearance and contrast words are one theme, each of
/// them a context of it: SAP keeps `sap_horizon/`, `sap_horizon_dark/`, `sap_horizon_hcb/`
/// and `sap_horizon_hcw/` side by side, each with its own `css_variables.css`; the second is
/// Horizon's dark, the last two its high contrast black and white (``DTCGAxisRules``: `hc`,
/// `hcb`, `hcw`, `high-contrast`, `highcontrast`), not four themes. A member is joined only
/// when it is one context itself (one appearance, one contrast): its appearance is what its
/// page says, its contrast high when its name says so (a reader's axis of one context, a
/// style sheet's one appearance, is no choice and joins); no two members may take one place,
/// and a theme of standard contrast (the base) must be among them, so a lone high-contrast
/// theme stays what it is.
enum ContextSiblings {
    /// `systems` with each family of siblings joined into one system, at the place of its
    /// base; one explanation per joined system.
    static func joining(_ systems: [(DesignSystem, ThemeSource)]) -> (kept: [(DesignSystem, ThemeSource)], explanations: [SystemExplanation]) {
        guard systems.count > 1 else { return (systems, []) }
        var families: [String: [Int]] = [:]
        var order: [String] = []
        var cache: [Substring: (String, Bool)] = [:]
        for (index, (system, _)) in systems.enumerated() where !system.modifiers.contains(where: \.varies) {
            let path = system.file.hasSuffix("/") ? String(system.file.dropLast()) : system.file
            let (key, _) = FolderSystems.pairingKey(path, cache: &cache)
            if families[key] == nil { order.append(key) }
            families[key, default: []].append(index)
        }
        var replaced: [Int: (DesignSystem, ThemeSource)] = [:]
        var dropped: Set<Int> = []
        var explanations: [SystemExplanation] = []
        for key in order {
            guard let members = families[key], members.count > 1, let joined = join(members.map { systems[$0] }) else { continue }
            let base = members[joined.base]
            replaced[base] = (joined.system, systems[base].1)
            dropped.formUnion(members.filter { $0 != base })
            explanations.append(joined.explanation)
        }
        guard !replaced.isEmpty else { return (systems, []) }
        let kept = systems.indices.compactMap { index -> (DesignSystem, ThemeSource)? in
            dropped.contains(index) ? nil : replaced[index] ?? systems[index]
        }
        return (kept, explanations)
    }

    /// What a member's own name says beyond the family's: the words of the path that differ.
    static func ownName(_ file: String) -> String {
        let path = file.hasSuffix("/") ? String(file.dropLast()) : file
        let name = FileSystem.fileName(path)
        // A file named as a kind of file (`css_variables.css`) is named by its folder.
        let stem = SystemNames.stem(name)
        if SystemNames.isGeneric(stem) || SystemNames.partNames.contains(stem.lowercased()) || DTCGAxisRules.words(stem).contains("variables") {
            let folder = FileSystem.fileName(ResolverFolders.folder(of: path))
            if !folder.isEmpty { return folder }
        }
        return stem
    }

    /// One system of `members`, or nil when they are not one theme's contexts.
    static func join(_ members: [(DesignSystem, ThemeSource)]) -> (system: DesignSystem, base: Int, explanation: SystemExplanation)? {
        var places: [SystemAxisPosition] = []
        for (system, _) in members {
            guard system.appearances.count == 1, system.contrasts == [.standard] || system.contrasts == [.high] else { return nil }
            let words = DTCGAxisRules.words(ownName(system.file))
            let high = system.contrasts == [.high] || words.contains(where: DTCGAxisRules.saysHighContrast)
                || zip(words, words.dropFirst()).contains { $0 == "high" && $1 == "contrast" }
            places.append(SystemAxisPosition(appearance: system.appearances[0], contrast: high ? .high : .standard))
        }
        guard Set(places).count == places.count,
              let base = places.firstIndex(where: { $0 == SystemAxisPosition(appearance: .light, contrast: .standard) })
                ?? places.firstIndex(where: { $0.contrast == .standard }) else { return nil }
        let names = members.map { ownName($0.0.file) }
        guard Set(names.map { $0.lowercased() }).count == names.count else { return nil }
        let modifier = SystemModifier(name: "mode", contexts: names, defaultContext: names[base], role: .appearanceAndContrast,
                                      positions: Dictionary(uniqueKeysWithValues: zip(names, places)))
        var contexts: [SystemContext: ResolvedSystem] = [:]
        for (index, (system, _)) in members.enumerated() {
            var resolved = system.resolve(system.defaultContext)
            resolved.context = SystemContext(["mode": names[index]])
            contexts[resolved.context] = resolved
        }
        let baseSystem = members[base].0
        let system = DesignSystem.resolved(name: baseSystem.name, file: baseSystem.file, description: baseSystem.description, modifiers: [modifier],
                                           contexts: contexts, extensions: baseSystem.extensions,
                                           diagnostics: members.flatMap(\.0.diagnostics))
        let taken = members.indices.map { index in
            let place = places[index]
            let note = "mode \(names[index]): " + (place.appearance == .dark ? "dark" : "light") + (place.contrast == .high ? ", increased contrast" : "")
            return SystemExplanation.File(path: members[index].0.file, note: note)
        }
        let reason = "\(members.count) themes whose names differ only by appearance and contrast words (\(names.joined(separator: ", "))): "
            + "one theme, each of them one of its contexts; light or dark as each one's page says, increased contrast where its name says so"
        return (system, base, SystemExplanation(system: baseSystem.file, reason: reason, nameSource: "its base's: \(names[base])", taken: taken))
    }
}
