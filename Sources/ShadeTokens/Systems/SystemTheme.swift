import ShadeJSON
import ShadeSync
/// A design system shown as a theme: each (resolution × extra-axis contexts) is resolved on
/// first use and kept, through ``DesignSystem/resolve(_:)`` → ``RoleFiller`` → a
/// ``ResolvedTheme`` of the gallery's roles.
///
/// Token names are matched to roles once per system (``RoleMatches``) and reused by every
/// context with the same names. The role map is the sidecar beside the system when there is
/// one (`NAME.shade.json` beside `NAME.resolver.json`), else the system's own
/// `$extensions["dev.shade"].roles`. Spacing, radius and shadows, which the roles do not
/// cover, are the bundled System theme's. Shared by copies of the theme; thread-safe.
final class SystemTheme: Sendable {
    /// The design system.
    let system: DesignSystem
    /// The name the theme is listed under: the system's own, unless the catalog named it
    /// (after its package, or apart from another of the same name). Every report heads with it.
    let name: String
    /// Where a sidecar for this system would stand, whether or not it exists.
    let sidecarPath: String
    /// Where the sidecar is read from.
    let files: any TokenFiles
    /// The Shade theme whose spacing, radius and shadows the system is drawn with.
    let layout: Theme?
    private let state = Locked(State())

    private struct Key: Hashable {
        var resolution: Resolution
        var extras: [String: String]
    }

    private struct State {
        var roleMap: RoleMap??
        var declared: (pairs: [ContrastPair], diagnostics: [Diagnostic])?
        var matches: RoleMatches?
        /// What role inference read of each context's tokens, shared with the same system
        /// drawn with another role map (a role being chosen).
        var facts: [Key: RoleTokenFacts] = [:]
        var outcomes: [Key: Result<ResolvedTheme, ThemeProblems>] = [:]
    }

    /// `system`, listed as `name`, drawn with `layout`'s spacing, radius and shadows, its
    /// sidecar read from `files`.
    init(system: DesignSystem, name: String, layout: Theme?, files: any TokenFiles) {
        self.system = system
        self.name = name
        self.layout = layout
        self.files = files
        sidecarPath = Self.sidecarPath(for: system.file)
    }

    /// The same system drawn with `roleMap` instead of the map its files give (a role map the
    /// designer is choosing in the previewer), reusing what `base` read and inferred that no
    /// role map changes (its name matching, its tokens' facts, its declared pairs): nothing is
    /// read, and each context re-runs only the choosing of roles.
    init(pinning roleMap: RoleMap, over base: SystemTheme) {
        system = base.system
        name = base.name
        layout = base.layout
        sidecarPath = base.sidecarPath
        files = base.files
        let kept = base.state.withLock { ($0.matches, $0.facts, $0.declared) }
        state.withLock { state in
            state.roleMap = .some(roleMap)
            (state.matches, state.facts, state.declared) = kept
        }
    }

    /// `dir/NAME.shade.json` for `dir/NAME.resolver.json`, `NAME.tokens.json` or `NAME.json`;
    /// `dir/NAME/NAME.shade.json` for a system the catalog assembled from the folder `dir/NAME/`
    /// (its file is the folder), never a nameless `dir/NAME/.shade.json`.
    static func sidecarPath(for file: String) -> String {
        if file.hasSuffix("/") {
            var folder = Substring(file)
            while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
            return folder + "/" + (folder.split(separator: "/").last ?? "roles") + ".shade.json"
        }
        var stem = Substring(file)
        for suffix in [".json", ".resolver", ".tokens"] where stem.hasSuffix(suffix) { stem = stem.dropLast(suffix.count) }
        return stem + ".shade.json"
    }

    /// The resolutions the system really has, worked out from its modifiers without
    /// resolving anything: a system with one appearance has exactly that one.
    var availableResolutions: [Resolution] {
        Resolution.all.filter { drawnResolution(system.context(for: $0)) == $0 }
    }

    /// The resolution a context shows, read from what its appearance and contrast contexts mean.
    func drawnResolution(_ context: SystemContext) -> Resolution {
        var resolution = Resolution(system.appearances.first ?? .light, .standard)
        for modifier in system.modifiers where modifier.role != .extra {
            guard let chosen = context[modifier.name], let position = modifier.positions[chosen] else { continue }
            if let appearance = position.appearance { resolution.appearance = appearance }
            if let contrast = position.contrast { resolution.contrast = contrast }
        }
        return resolution
    }

    /// The theme at `resolution` with extra axes at `extras` (others at their defaults);
    /// fails when the system has no such resolution or no colour tokens at all.
    func resolve(_ resolution: Resolution, extras: [String: String]) -> Result<ResolvedTheme, ThemeProblems> {
        let key = Key(resolution: resolution, extras: extras)
        if let known = state.withLock({ $0.outcomes[key] }) { return known }
        // Resolved outside the lock, so a background prefetch never holds up the screen;
        // two threads asking at once do the work twice and keep one answer.
        let outcome = outcome(resolution, extras: extras)
        return state.withLock { state in
            if let known = state.outcomes[key] { return known }
            state.outcomes[key] = outcome
            return outcome
        }
    }

    /// The role map in use (sidecar first), read once.
    func roleMap() -> RoleMap? {
        if let known = state.withLock({ $0.roleMap }) { return known }
        let shade = system.extensions?["dev.shade"]?.object
        let map = readSidecar() ?? shade?["roles"].map { roles in
            // A format's own table (a terminal palette's slots) names roles; it pins none.
            guard let table = shade?[RoleMap.formatTableKey]?.string else { return RoleMap.read(roles: roles, file: system.file) }
            var map = RoleMap.read(roles: roles, file: table)
            map.isFormatTable = true
            return map
        }
        state.withLock { $0.roleMap = .some(map) }
        return map
    }

    /// The contrast pairs the system declares, in its resolver's `$extensions["dev.shade"].pairs`
    /// and then its sidecar's `pairs` (checked on top of Shade's defaults), read once.
    func declaredPairs() -> (pairs: [ContrastPair], diagnostics: [Diagnostic]) {
        if let known = state.withLock({ $0.declared }) { return known }
        var pairs: [ContrastPair] = []
        var diagnostics: [Diagnostic] = []
        if let node = system.extensions?["dev.shade"]?.object?["pairs"] {
            let read = ContrastPairReader.read(node, file: system.file)
            pairs += read.pairs
            diagnostics += read.diagnostics
        }
        if case .success(let bytes) = files.contents(atPath: sidecarPath, limit: FileSystem.maximumThemeFileSize, refusingOver: nil),
           let node = (try? JSONParser.parse(bytes))?.object?["pairs"] {
            let read = ContrastPairReader.read(node, file: sidecarPath)
            pairs += read.pairs
            diagnostics += read.diagnostics
        }
        let declared = (pairs: pairs, diagnostics: diagnostics)
        state.withLock { $0.declared = declared }
        return declared
    }

    /// Whether a sidecar stands beside the system and supplies its role map.
    var hasSidecar: Bool { files.kind(of: sidecarPath) == .regular }

    /// Every problem: the resolver's, each resolution's and each extra context's (others at
    /// their defaults), and the role map's.
    func problems() -> [Diagnostic] {
        var found = system.diagnostics
        var contexts = system.resolutionContexts()
        for modifier in system.modifiers where modifier.role == .extra {
            for value in modifier.contexts where value != modifier.defaultContext {
                contexts += system.resolutionContexts(extras: [modifier.name: value])
            }
        }
        for context in contexts {
            let resolved = system.resolve(context)
            found += resolved.diagnostics
            if resolved.colors.isEmpty {
                found.append(Diagnostic(file: system.file, message: "the system has no colour tokens at \(context)"))
            }
        }
        found += roleMap()?.diagnostics ?? []
        found += declaredPairs().diagnostics
        if let first = contexts.first {
            let resolved = system.resolve(first)
            found += RoleFiller.fill(tokens: resolved.colors, roleMap: roleMap(), context: first.selections).diagnostics
        }
        return found.uniqued()
    }

    /// The problems a previewer's banner shows: the resolver's, those of the context drawn
    /// at `resolution` (resolved for the frame anyway) and the role map's. Unlike
    /// ``problems()``, resolves nothing the screen does not need.
    func problems(at resolution: Resolution, extras: [String: String]) -> [Diagnostic] {
        let context = system.context(for: resolution, extras: extras)
        let roles = (try? resolve(resolution, extras: extras).get())?.roles.diagnostics ?? roleMap()?.diagnostics ?? []
        return (system.diagnostics + system.resolve(context).diagnostics + roles).uniqued()
    }

    private func readSidecar() -> RoleMap? {
        guard files.kind(of: sidecarPath) != .missing else { return nil }
        switch files.contents(atPath: sidecarPath, limit: FileSystem.maximumThemeFileSize + 1, refusingOver: FileSystem.maximumThemeFileSize) {
        case .failure(let problem):
            return RoleMap(file: sidecarPath, entries: [], diagnostics: [Diagnostic(file: sidecarPath, message: problem.message)])
        case .success(let bytes):
            do {
                return RoleMap.read(sidecar: try JSONParser.parse(bytes), file: sidecarPath)
            } catch {
                return RoleMap(file: sidecarPath, entries: [],
                               diagnostics: [Diagnostic(file: sidecarPath, position: error.position, message: error.message)])
            }
        }
    }

    private func outcome(_ resolution: Resolution, extras: [String: String]) -> Result<ResolvedTheme, ThemeProblems> {
        let context = system.context(for: resolution, extras: extras)
        guard drawnResolution(context) == resolution else {
            let has = availableResolutions.map(\.name).joined(separator: ", ")
            return .failure(ThemeProblems(diagnostics: [
                Diagnostic(file: system.file, message: "the system has no \(resolution.name) variant (it has \(has))"),
            ]))
        }
        let resolved = system.resolve(context)
        guard !resolved.colors.isEmpty else {
            let why = (system.diagnostics + resolved.diagnostics).uniqued()
            return .failure(ThemeProblems(diagnostics: why.isEmpty
                ? [Diagnostic(file: system.file, message: "the system has no colour tokens at \(context)")] : why))
        }
        guard let layout = layout.flatMap({ try? $0.resolve(resolution) }) ?? layout.flatMap({ try? $0.resolve(Resolution(resolution.appearance)) }) else {
            return .failure(ThemeProblems(diagnostics: [Diagnostic(file: system.file, message: "the built-in System theme is missing")]))
        }
        // A system with one appearance may have its page at either end; one with an
        // appearance axis is judged against the appearance drawn.
        let key = Key(resolution: resolution, extras: extras)
        let matches = matches(for: resolved.colors)
        let facts = state.withLock { $0.facts[key] }.flatMap { $0.fits(resolved.colors) ? $0 : nil }
            ?? RoleTokenFacts(tokens: resolved.colors, byPath: matches.byPath, words: matches.pathWords,
                              dimensions: resolved.dimensions.map(\.path))
        state.withLock { $0.facts[key] = facts }
        let appearance = system.rolesAppearance(at: resolution)
        let assignment = RoleFiller.fill(tokens: resolved.colors, roleMap: roleMap(), context: context.selections,
                                         matches: matches, appearance: appearance, facts: facts,
                                         reference: reference(for: resolution, extras: extras))
        let colors = SystemRoleColors.drawn(assignment, tokens: resolved, appearance: resolution.appearance)
        let pairs = ContrastPair.combined(controlOutline: .identifies, declared: declaredPairs().pairs)
        return .success(layout.replacing(themeName: name, resolution: resolution, colors: colors, roles: assignment,
                                         systemColors: resolved.colors, context: context, pairs: pairs,
                                         chart: ChartSeries.palette(tokens: resolved.colors, words: matches.pathWords, lchs: facts.lchs)))
    }

    /// The roles of the system's reference resolution (light at standard contrast where it has
    /// it, else the one its defaults draw) at the same extra contexts, which every other
    /// resolution keeps where they hold there (``RoleReference``); nil for the reference itself
    /// and for a system with one resolution. Resolved once and kept, as every resolution is.
    private func reference(for resolution: Resolution, extras: [String: String]) -> RoleReference? {
        guard let reference = RoleReference.resolution(among: availableResolutions, drawnByDefault: drawnResolution(system.defaultContext)),
              reference != resolution, let roles = try? resolve(reference, extras: extras).get().roles else { return nil }
        return RoleReference(roles: roles, appearance: system.rolesAppearance(at: reference), name: reference.name)
    }

    /// The name matching for these tokens: the kept one when it fits, else a new one, kept.
    private func matches(for tokens: [SystemColorToken]) -> RoleMatches {
        if let kept = state.withLock({ $0.matches }), kept.fits(tokens) { return kept }
        let made = RoleMatches.recent(for: tokens)
        state.withLock { $0.matches = made }
        return made
    }
}
