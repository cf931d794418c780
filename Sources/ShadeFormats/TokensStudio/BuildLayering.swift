import ShadeTokens

/// How a Style Dictionary project's builds layer its files, each build on its own as the build
/// tool runs it: its `include` files under its `source` files, each list in its order.
///
/// A project often builds the system several times: once per appearance (a dark build of the
/// base files, a light build that includes them and adds a light file) and once per platform
/// (the web's CSS and JavaScript, and iOS or Android colour sets). Builds for the web are the
/// system Shade draws; builds for native platforms only are renditions of it, as its style
/// sheets beside its tokens are, and are drawn only when no build is for the web.
package struct BuildLayering: Sendable {
    /// The builds the system is drawn from.
    package var drawn: [StyleDictionaryBuild] = []
    /// Builds that read files but render for native platforms only, not drawn.
    package var renditions: [StyleDictionaryBuild] = []
    /// Every file the drawn builds read, layered as one build of them all would (by name
    /// within a glob).
    package var files: [String] = []
    /// The files the drawn builds that say an appearance read, per appearance, in their order;
    /// empty when the builds say none, or when one build is all there is (its files' names say).
    package var claimed: [Appearance: [String]] = [:]
    /// The files of the drawn builds that say no appearance, in their order: the default
    /// build, which an appearance no build claims is drawn from.
    package var unclaimed: [String] = []

    /// The layering of `builds` over `candidates`, the token files found (relative paths).
    package init(_ builds: [StyleDictionaryBuild], files candidates: [String]) {
        let compiled = builds.map { $0.globs.compactMap(SourceGlob.init) }
        let readers = builds.indices.filter { index in candidates.contains { file in compiled[index].contains { $0.matches(file) } } }
        let forWeb = readers.filter { builds[$0].platform != .native }
        let chosen = forWeb.isEmpty ? readers : forWeb
        drawn = chosen.map { builds[$0] }
        renditions = readers.filter { !chosen.contains($0) }.map { builds[$0] }
        files = Self.layered(candidates, globs: chosen.flatMap { compiled[$0] })
        // One build is the whole project: what its files' names say decides, not the build's name.
        guard chosen.count > 1, chosen.contains(where: { builds[$0].appearance != nil }) else { return }
        unclaimed = Self.layered(candidates, globs: chosen.filter { builds[$0].appearance == nil }.flatMap { compiled[$0] })
        for appearance in [Appearance.light, .dark] {
            let own = chosen.filter { builds[$0].appearance == appearance }
            if !own.isEmpty { claimed[appearance] = Self.layered(candidates, globs: own.flatMap { compiled[$0] }) }
        }
    }

    /// `files` that `globs` match, in the order a build merges them: by the first glob that
    /// matches each, then in the order given.
    static func layered(_ files: [String], globs: [SourceGlob]) -> [String] {
        let ranked = files.compactMap { file in globs.firstIndex { $0.matches(file) }.map { (rank: $0, file: file) } }
        return ranked.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.file)
    }

    /// The sets (by name) this layering draws per appearance, for ``TokensStudioReader``: the
    /// same lists, each file by its set's name.
    func sets(_ name: (String) -> [String]) -> TokensStudioReader.BuildSets? {
        guard !claimed.isEmpty else { return nil }
        return TokensStudioReader.BuildSets(claimed: claimed.mapValues { $0.flatMap(name) }, unclaimed: unclaimed.flatMap(name))
    }
}
