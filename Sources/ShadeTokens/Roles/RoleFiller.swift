/// Fills every one of the gallery's roles from a design system's colour tokens at one context:
/// first from the role map, then from names and values together (``RoleChooser``), then by
/// derivation, so no role is ever left without a colour.
///
/// ```swift
/// let map = RoleMap.read(document: root, file: "acme.resolver.json")
/// let roles = RoleFiller.fill(tokens: tokens, roleMap: map, context: ["theme": "dark"])
/// roles[.foregroundSecondary].token   // "fgColor.muted"
/// roles[.foregroundSecondary].reason  // "matched rule 'GitHub Primer: fgColor.muted'"
/// ```
public enum RoleFiller {
    /// The roles filled from `tokens`.
    ///
    /// - Parameters:
    ///   - tokens: the system's colour tokens, resolved at one context; their order does not
    ///     matter.
    ///   - roleMap: the explicit map, if the system or its sidecar has one. Its reading
    ///     diagnostics are passed on, and an entry whose path names no colour token is reported
    ///     and its role left to matching.
    ///   - context: the chosen context of every modifier (modifier → context name), for maps
    ///     that choose by context.
    ///   - matches: the matching already done for these token names, to reuse across contexts
    ///     (ignored if it was made for other names).
    ///   - appearance: the appearance being drawn, which the page must match (light end or
    ///     dark end) and derivation follows; nil when the system has one appearance and its
    ///     page may be at either end.
    ///   - facts: what was read of these tokens for an earlier fill (``RoleTokenFacts``), to
    ///     reuse when only the role map differs (ignored if made for other tokens).
    ///   - reference: the roles of the system's reference appearance, when this is another of
    ///     its appearances or contrast levels: its token for a role is kept where the same path
    ///     keeps this appearance's rule for it (``RoleReference``).
    ///   - dimensions: the paths of the context's dimension tokens, read when `facts` are made
    ///     here (``ComponentLayer``: a prefix that carries measures is a component's).
    public static func fill(tokens: [SystemColorToken], roleMap: RoleMap? = nil,
                            context: [String: String] = [:], matches: RoleMatches? = nil,
                            appearance: Appearance? = nil, facts: RoleTokenFacts? = nil,
                            reference: RoleReference? = nil, dimensions: [String] = []) -> RoleAssignment {
        var fills = [RoleFill?](repeating: nil, count: ColorToken.allCases.count)
        var diagnostics = roleMap?.diagnostics ?? []
        let matching = matches.flatMap { $0.fits(tokens) ? $0 : nil } ?? RoleMatches.recent(for: tokens)
        let facts = facts.flatMap { $0.fits(tokens) ? $0 : nil }
            ?? RoleTokenFacts(tokens: tokens, byPath: matching.byPath, words: matching.pathWords, dimensions: dimensions)
        if let roleMap, !roleMap.entries.isEmpty {
            fillExplicitly(&fills, from: roleMap, tokens: tokens, byPath: facts.byPath, context: context, diagnostics: &diagnostics)
        }
        var chooser = RoleChooser(tokens: tokens, candidates: matching.candidates, pathWords: matching.pathWords,
                                  namesMeaning: matching.namesMeaning, classes: matching.classes, appearance: appearance,
                                  fills: fills, facts: facts)
        chooser.choose()
        if let reference { chooser.keep(reference, excluding: Set(fills.indices.filter { fills[$0] != nil })) }
        var assignment = RoleAssignment(fills: RoleDerivation.complete(chooser.fills, appearance: appearance,
                                                                       pageNote: chooser.pageNote), diagnostics: diagnostics)
        assignment.statusLabels = StatusLabels.choose(tokens: tokens, matching: matching, roles: assignment, appearance: appearance)
        return assignment
    }

    private static func fillExplicitly(_ fills: inout [RoleFill?], from map: RoleMap, tokens: [SystemColorToken],
                                       byPath: [String: Int], context: [String: String], diagnostics: inout [Diagnostic]) {
        for entry in map.entries {
            guard let (path, position) = map.choice(for: entry.role, context: context) else { continue }
            // A group with a `$root` token may be named by the group's own path.
            guard let index = byPath[path] ?? byPath[path + ".$root"] else {
                diagnostics.append(Diagnostic(
                    file: map.file, position: position, tokenPath: "roles." + entry.role.rawValue,
                    message: "\"\(path)\" names no colour token of this system; the role is matched instead",
                    suggestion: Suggestion.closest(to: path, among: tokens.lazy.map(\.path))))
                continue
            }
            let token = tokens[index]
            // A format's own table names the role (`named`); only a designer's map pins it.
            fills[entry.role.index] = map.isFormatTable
                ? RoleFill(role: entry.role, token: token.path, origin: .explicit,
                           reason: "\(map.file): \(entry.role.rawValue) (\(position.line):\(position.column))",
                           color: token.color, confidence: .nameAndValue)
                : RoleFill(role: entry.role, token: token.path, origin: .explicit,
                           reason: "explicit: roles.\(entry.role.rawValue) in \(map.file):\(position.line):\(position.column)",
                           color: token.color)
        }
    }
}
