import ShadeJSON
import ShadeTokens

/// Builds the ``DesignSystem`` a reader of another format returns: one modifier,
/// `appearance`, whose contexts are the resolutions the file really provides
/// (`light`, `dark`, `light-hc`, `dark-hc`), each already resolved.
///
/// A resolution the file does not provide gets no context, so Shade shows it as not
/// provided rather than inventing it.
public enum ResolvedVariants {
    /// The context name used for `resolution`.
    public static func contextName(_ resolution: Resolution) -> String {
        switch (resolution.appearance, resolution.contrast) {
        case (.light, .standard): "light"
        case (.dark, .standard): "dark"
        case (.light, .high): "light-hc"
        case (.dark, .high): "dark-hc"
        }
    }

    /// The name of the one modifier these systems have.
    public static let modifierName = "appearance"

    /// A system from the tokens of each provided resolution.
    public static func system(name: String, file: String, description: String? = nil,
                              variants: [Resolution: [SystemColorToken]], extensions: JSONObject? = nil,
                              diagnostics: [Diagnostic] = []) -> DesignSystem {
        let provided = Resolution.all.filter { variants[$0] != nil }
        let names = provided.map(contextName)
        var positions: [String: SystemAxisPosition] = [:]
        var contexts: [SystemContext: ResolvedSystem] = [:]
        for resolution in provided {
            let context = SystemContext([modifierName: contextName(resolution)])
            positions[contextName(resolution)] = SystemAxisPosition(appearance: resolution.appearance,
                                                                     contrast: resolution.contrast)
            contexts[context] = ResolvedSystem(context: context, colors: variants[resolution] ?? [])
        }
        let modifiers = names.isEmpty ? [] : [SystemModifier(
            name: modifierName, contexts: names, defaultContext: names[0], role: .appearanceAndContrast,
            positions: positions)]
        if names.isEmpty {
            contexts[SystemContext()] = ResolvedSystem(context: SystemContext(), colors: [])
        }
        return DesignSystem.resolved(name: name, file: file, description: description, modifiers: modifiers,
                                     contexts: contexts, extensions: extensions, diagnostics: diagnostics)
    }

    /// The tokens `system` provides for `resolution`, or nil when it does not provide it
    /// (its appearances or contrasts lack it). Works for any system, DTCG ones included.
    public static func tokens(of system: DesignSystem, at resolution: Resolution) -> [SystemColorToken]? {
        guard system.appearances.contains(resolution.appearance), system.contrasts.contains(resolution.contrast) else { return nil }
        // A high-contrast context that exists for one appearance only is not the other's.
        if resolution.contrast == .high,
           system.context(for: resolution) == system.context(for: Resolution(resolution.appearance)) { return nil }
        return system.resolve(system.context(for: resolution)).colors
    }
}
