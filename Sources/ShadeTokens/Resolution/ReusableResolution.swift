import ShadeColor

/// The colour literals of one `ThemeTokens` parsed so far (`Resolver.parsedColors`), handed
/// from one variant's resolver to the next: a palette stop serves every variant, and parsing
/// depends on the literal alone. Used by one thread at a time.
final class ParsedColors {
    /// By `TokenNumbering` number; nil where not parsed (or not parsing).
    var byNumber: [GamutMapped?] = []
}

/// A theme's variant that resolved without a problem, kept with the paths each colour
/// depends on, so a theme extending it re-resolves only the colours its own file changes.
///
/// A theme that extends P has P's layers beneath its own file. A colour of P depends on the
/// paths that may define it (its candidates in each group, defined or not), the aliases
/// followed from the one chosen, and, when translucent, everything its ground depends on.
/// Where the own file defines none of those paths, every lookup the child's resolver makes
/// for that colour returns what P's made, so it resolves to P's colour, and, as P's resolved
/// without a problem, reports nothing; the caches a resolver keeps only memoise. Colours
/// are therefore adopted from P and the rest resolved in the usual order, which gives the
/// same colours and the same diagnostics, in the same order, as resolving everything.
/// The same holds for the scales, shape radii and shadows taken together (every path they
/// read, aliases included), and for the pairs when the own file declares none and makes no
/// outline decision.
/// (A class: it is read once per variant of every child, and a reference is cheaper to hand out.)
final class ReusableResolution: Sendable {
    /// The parent's variant.
    let resolved: ResolvedTheme
    /// Per colour (by `ColorToken.index`), every path its value depends on.
    let dependencies: [[String]]
    /// Every path the scales, shape radii and shadows depend on.
    let restDependencies: [String]
    /// How many layers the parent's tokens had: a child has one more.
    let layerCount: Int

    init(resolved: ResolvedTheme, dependencies: [[String]], restDependencies: [String], layerCount: Int) {
        self.resolved = resolved
        self.dependencies = dependencies
        self.restDependencies = restDependencies
        self.layerCount = layerCount
    }
}

extension Resolver {
    /// `tokens` at `resolution`, reusing the colours of `parent` (the variant of the theme
    /// `tokens` extends, or nil when there is none or it did not resolve) that the own file
    /// leaves alone. With `reusable`, also what a theme extending this one can reuse in turn
    /// (noting dependencies costs a little, so it is done only when asked for).
    /// `shared`, when given, is the rest resolved from the layers beneath the own file
    /// alone (`SharedLayers`), taken in the same sense when the parent's is not.
    /// `parsed`, when given, holds the colour literals of `tokens` parsed so far and receives
    /// those parsed here.
    static func outcome(_ tokens: ThemeTokens, _ resolution: Resolution, reusing parent: ReusableResolution?,
                        sharing shared: ReusableRest? = nil, reusable: Bool = false, parsed: ParsedColors? = nil)
        -> (outcome: Result<ResolvedTheme, ThemeProblems>, reusable: ReusableResolution?, settled: [Int]) {
        var resolver = Resolver(theme: tokens, resolution: resolution)
        resolver.recordsDependencies = reusable
        if let parsed, parsed.byNumber.count == tokens.numbering.count { resolver.parsedColors = parsed.byNumber }
        defer { parsed?.byNumber = resolver.parsedColors }
        var restAdopted = false
        if let parent, parent.layerCount == tokens.layers.count - 1, let ownFile = tokens.layers.last {
            let unaffected = parent.dependencies.indices.filter { index in
                !parent.dependencies[index].contains(where: tokens.ownFileDefines)
            }
            resolver.adopt(unaffected, of: parent.resolved, dependencies: parent.dependencies)
            if ownFile.declaredPairs.isEmpty, ownFile.controlOutline == nil,
               !parent.restDependencies.contains(where: tokens.ownFileDefines) {
                resolver.adoptRest(of: ResolvedRest(parent.resolved), dependencies: parent.restDependencies)
                restAdopted = true
            }
        }
        if !restAdopted, let shared, shared.layerCount == tokens.layers.count - 1, let ownFile = tokens.layers.last,
           ownFile.declaredPairs.isEmpty, ownFile.controlOutline == nil {
            if !shared.dependencies.contains(where: tokens.ownFileDefines) {
                resolver.adoptRest(of: shared.rest, dependencies: shared.dependencies)
            }
        }
        guard let resolved = resolver.resolveAll(), resolver.diagnostics.isEmpty else {
            return (.failure(ThemeProblems(diagnostics: resolver.diagnostics)), nil, [])
        }
        guard reusable else { return (.success(resolved), nil, resolver.settled) }
        let dependencies = resolver.colorDependencies.map { $0 ?? [] }
        return (.success(resolved), ReusableResolution(resolved: resolved, dependencies: dependencies,
                                                       restDependencies: resolver.restDependencies, layerCount: tokens.layers.count),
                resolver.settled)
    }
}

/// A theme's check of every token (`Resolver.checkEveryToken`), kept with, per path, the
/// tokens whose check read it, and the tokens whose check did not come through; a theme
/// extending it then checks only its own tokens, those reading them and those that did not
/// come through, the others being checked alike (and clean) here.
///
/// A token that came through read only paths its check recorded, each holding the same
/// definition in the child when the child's own file defines none of them; its check there
/// gives the same value and reports nothing, and what it leaves in the resolver's caches is
/// what any other token would work out from the same definitions. A token that reported a
/// problem, or failed silently because another reported its chain first, is checked again:
/// which token reports a shared problem first depends on which tokens are checked.
struct ReusableCheck: Sendable {
    /// Per path, the tokens whose check read it.
    let dependents: [String: [String]]
    /// The tokens whose check reported a problem or reached no usable value.
    /// (A set, made once: each of thousands of children starts its own from it.)
    let unsettled: Set<String>
    /// How many layers the parent's tokens had: a child has one more.
    let layerCount: Int

    /// The problems `checkEveryToken` finds in `tokens`, checking only what `parent` leaves
    /// open, and what a theme extending this one can reuse when `reusable` is asked for
    /// (only when the check finds nothing, unless `evenIfUnsettled`).
    /// Tokens `settled` (by `TokenNumbering` number, see `Resolver.settled`) are left out of
    /// what is left open: their check would come through too.
    static func check(_ tokens: ThemeTokens, reusing parent: ReusableCheck?, reusable: Bool, evenIfUnsettled: Bool = false,
                      settled: [Bool] = [])
        -> (diagnostics: [Diagnostic], reusable: ReusableCheck?) {
        var resolver = Resolver(theme: tokens, resolution: Resolution(.light))
        if !reusable, let parent, parent.layerCount == tokens.layers.count - 1 {
            let ownLayer = tokens.layers.count - 1
            // The own file's paths are those its layer wins in the merged table (asking the
            // document would read a user file's table again from its bytes).
            var open = parent.unsettled
            let numbering = tokens.numbering
            for number in numbering.layers.indices where numbering.layers[number] == ownLayer {
                let path = numbering.paths[number]
                open.insert(path)
                open.formUnion(parent.dependents[path] ?? [])
            }
            if !settled.isEmpty {
                let numbers = tokens.numbering.numbers
                open = open.filter { path in numbers[path].map { !settled[$0] } ?? true }
            }
            resolver.checkEveryToken(only: open)
            return (resolver.diagnostics, nil)
        }
        guard reusable else {
            resolver.checkEveryToken()
            return (resolver.diagnostics, nil)
        }
        var dependents: [String: [String]] = [:]
        var unsettled: [String] = []
        resolver.checkEveryToken { token, read, settled in
            for path in read { dependents[path, default: []].append(token) }
            if !settled { unsettled.append(token) }
        }
        let keep = resolver.diagnostics.isEmpty || evenIfUnsettled
        let kept = keep ? ReusableCheck(dependents: dependents, unsettled: Set(unsettled), layerCount: tokens.layers.count) : nil
        return (resolver.diagnostics, kept)
    }
}

