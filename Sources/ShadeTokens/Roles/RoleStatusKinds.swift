/// The three status colours as one kind of token.
///
/// A system draws its statuses one way: all as text on the page (`text-success`, `text-warning`,
/// `text-danger`) or all as their own colours, the fills and icons (`status.positive.default`,
/// `status.warning.default`, `status.negative.default`). Chosen each alone, one status can take
/// the other kind where only it has both (an orange warning whose fill is too light for text
/// gets a darker `warning.txt` beside its `warning.default`), and the three no longer belong
/// together. So where two statuses agree on the kind and the third does not, the third takes
/// its best candidate of their kind, when it has one that keeps the value rule and is another
/// colour (Spectrum's error text is its error colour: the kinds differ in name only, and the
/// better name stays).
extension RoleChooser {
    /// The kind of token a status colour is: drawn as text, or the colour itself.
    enum StatusKind { case text, colour }

    /// The kind the words of a status token name: a text word (`txt`, `text`, `fg`,
    /// `content`) makes it text; anything else (a fill, a bare status) is the colour itself.
    static func statusKind(_ words: [String]) -> StatusKind {
        words.contains { $0 != "icon" && WordRules.foregroundWords.contains($0) } ? .text : .colour
    }

    /// Makes the status colours the names chose one kind, where two of them agree (see above).
    /// `stated`: roles a role map gave, which are never changed.
    mutating func alignStatusKinds(excluding stated: Set<Int>) {
        var kinds: [ColorToken: StatusKind] = [:]
        for role in RoleValueRules.statusRoles {
            guard let fill = fills[role.index], fill.origin == .matched, let path = fill.token,
                  let index = byPath[path] else { continue }
            kinds[role] = Self.statusKind(pathWords[index])
        }
        guard kinds.count == RoleValueRules.statusRoles.count else { return }
        for role in RoleValueRules.statusRoles where !stated.contains(role.index) {
            let others = RoleValueRules.statusRoles.filter { $0 != role }.compactMap { kinds[$0] }
            guard let shared = others.first, others.allSatisfy({ $0 == shared }), kinds[role] != shared else { continue }
            let ranked = ranked(role)
            guard let current = ranked.first(where: { tokens[$0.match.token].path == fills[role.index]?.token }),
                  let other = ranked.first(where: { $0.failure == nil && Self.statusKind(pathWords[$0.match.token]) == shared }),
                  // Of one colour, the two kinds look the same: the better name stays.
                  tokens[other.match.token].color != tokens[current.match.token].color
            else { continue }
            let kind = shared == .text ? "text" : "their own colours, not text"
            let why = [other.found, "the system's other statuses are \(kind), and so is this one"].compactMap { $0 }
            set(role, other, loser: current, valueRule: why.joined(separator: "; "))
        }
    }
}
