/// The page beneath a system's surfaces.
///
/// A system that names, in one group, a `surface` ground ("panels or dialogs") and a `base` or
/// `canvas` ground ("the app") stands its surfaces on that base: the base is the page, the
/// surface the layer its panels and cards are drawn on. A page rule that read the surface's
/// name first (both `default`, the surface the whiter) took the panel's white for the page,
/// and an appearance that takes its reference's page inherited it.
extension RoleChooser {
    /// Where a name put the page on a `surface` ground and the same group names a `base` or
    /// `canvas` ground (one word differs), general, opaque and a page for this appearance,
    /// that ground is the page; ``fillCardLayerBesideCanvas(excluding:)`` then puts the
    /// surface on the second ground.
    mutating func preferTheGroundBeneathSurface(excluding stated: Set<Int>) {
        let role = ColorToken.backgroundPrimary
        guard !stated.contains(role.index), let fill = fills[role.index], fill.origin == .matched,
              let path = fill.token, let current = byPath[path] else { return }
        let words = pathWords[current]
        guard let at = words.firstIndex(of: RoleValueRules.surfaceWord) else { return }
        var best: Int?
        for word in RoleValueRules.groundBeneathSurfaceWords.sorted() {
            var beneath = words
            beneath[at] = word
            guard let index = tokens.indices.first(where: { pathWords[$0] == beneath }), tokens[index].deprecated == nil,
                  tokens[index].color.alpha >= 0.99, component(of: index) == nil,
                  Self.pageVerdict(lch(index), appearance: appearance).failure == nil else { continue }
            if best.map({ Self.precedes(tokens[index].path, tokens[$0].path) }) ?? true { best = index }
        }
        guard let best else { return }
        named(role, best, "the ground the system's surfaces stand on (\(tokens[best].path) beside \(path))",
              fill.valueReason ?? "", alternative: "\(path): a surface, the layer panels and cards are drawn on")
    }
}
