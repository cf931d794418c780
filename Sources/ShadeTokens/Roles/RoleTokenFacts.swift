import ShadeColor

/// What role inference reads of a context's tokens before it chooses anything: each token's
/// OKLCh, how many tokens alias each path, and where each path stands. None of it depends on
/// a role map, so the previews of a role being chosen (the same tokens, one role pinned to
/// each candidate in turn) share one: each re-runs only the choosing, which is what a pin
/// changes. ``RoleFiller/fill(tokens:roleMap:context:matches:appearance:facts:)`` makes one
/// when it is given none, or one made for other tokens.
public final class RoleTokenFacts: Sendable {
    /// The tokens these facts are of, kept so that ``fits(_:)`` can tell them by identity.
    private let tokens: [SystemColorToken]
    /// Each token's OKLCh, by index; each distinct colour converted once.
    let lchs: [OKLCh]
    /// How many tokens alias each path directly (as their first alias).
    let inbound: [String: Int]
    /// Each path's first token.
    let byPath: [String: Int]
    /// The tokens that are components' by where they stand (``ComponentLayer``).
    let layer: ComponentLayer

    /// The facts of `tokens`, beside the paths of the same context's dimension tokens
    /// (``ComponentLayer``: a prefix that carries measures is a component's).
    public convenience init(tokens: [SystemColorToken], dimensions: [String] = []) {
        self.init(tokens: tokens, byPath: nil, dimensions: dimensions)
    }

    /// The facts of `tokens`, with each path's first token and each path's words when the
    /// matching of these names already knows them (``RoleMatches/byPath``, kept across runs):
    /// hashing every path again is most of what these facts cost.
    init(tokens: [SystemColorToken], byPath known: [String: Int]?, words: [[String]]? = nil, dimensions: [String] = []) {
        self.tokens = tokens
        layer = ComponentLayer(tokens: tokens, words: words, dimensions: dimensions)
        var inbound: [String: Int] = [:]
        var byPath = known ?? [String: Int](minimumCapacity: tokens.count)
        var seen: [RGB: OKLCh] = [:]
        var lchs: [OKLCh] = []
        lchs.reserveCapacity(tokens.count)
        for (index, token) in tokens.enumerated() {
            if let first = token.aliases.first { inbound[first, default: 0] += 1 }
            if known == nil, byPath[token.path] == nil { byPath[token.path] = index }
            if let known = seen[token.color.rgb] {
                lchs.append(known)
            } else {
                let value = OKLab(token.color.rgb).lch
                seen[token.color.rgb] = value
                lchs.append(value)
            }
        }
        self.inbound = inbound
        self.byPath = byPath
        self.lchs = lchs
    }

    /// Whether these are the facts of exactly `tokens`: the same array (its storage, which
    /// these facts keep alive, so no other array can have it), or an equal one.
    func fits(_ other: [SystemColorToken]) -> Bool {
        guard other.count == tokens.count else { return false }
        let same = other.withUnsafeBufferPointer { theirs in
            tokens.withUnsafeBufferPointer { ours in theirs.baseAddress == ours.baseAddress }
        }
        return same || other == tokens
    }
}
