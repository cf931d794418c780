import ShadeColor
import ShadeText
import ShadeTokens

/// A resolution's token changes sorted by what a reviewer asks first: which colours changed.
/// Tokens that changed colour the same way (mirrors of one source, aliases of a changed
/// palette stop) are one group; tokens that kept their colour are alias rewrites or rewritten
/// literals, counted on one line each; an added token whose old value could not be read says so.
struct TokenSummary {
    /// Tokens that went from one colour to another the same way.
    struct ColourGroup {
        /// The token that stands for the group: the one holding the literal, else the shortest path.
        var lead: TokenChange
        /// The others, by path.
        var mirrors: [TokenChange]
        /// CIEDE2000 between the colours.
        var deltaE: Double
    }

    /// Colour changes, largest ΔE first.
    var colours: [ColourGroup] = []
    /// Tokens only on the new side (with the old side's problem, when it could not read it).
    var added: [(change: TokenChange, unreadable: String?)] = []
    /// Tokens only on the old side.
    var removed: [TokenChange] = []
    /// Same colour, reached through other aliases (or an alias instead of a literal).
    var aliasRewrites: [TokenChange] = []
    /// Same colour, a literal written another way.
    var rewrittenLiterals: [TokenChange] = []

    init(_ changes: [TokenChange], unreadable: (String) -> String?) {
        var groups: [String: [TokenChange]] = [:]
        for change in changes {
            switch change.kind {
            case .added: added.append((change, unreadable(change.path)))
            case .removed: removed.append(change)
            case .changed where change.isRewrittenLiteral: rewrittenLiterals.append(change)
            case .changed where change.keepsColour: aliasRewrites.append(change)
            case .changed:
                groups[Self.key(change.old!.color) + Self.key(change.new!.color), default: []].append(change)
            }
        }
        colours = groups.values.map { members in
            let sorted = members.sorted { a, b in
                (a.new!.aliases.isEmpty ? 0 : 1, a.path.count, a.path) < (b.new!.aliases.isEmpty ? 0 : 1, b.path.count, b.path)
            }
            let lead = sorted[0]
            return ColourGroup(lead: lead, mirrors: Array(sorted.dropFirst()).sorted { $0.path < $1.path },
                               deltaE: deltaE2000(lead.old!.color.rgb, lead.new!.color.rgb))
        }.sorted { ($0.deltaE, $1.lead.path) > ($1.deltaE, $0.lead.path) }
    }

    /// Nothing to say.
    var isEmpty: Bool { colours.isEmpty && added.isEmpty && removed.isEmpty && aliasRewrites.isEmpty && rewrittenLiterals.isEmpty }

    /// "3 colours changed (12 tokens)", "2 added", "1 removed", "126 alias rewrites keep their
    /// colour", "4 literals rewritten, same colour": the counts, largest news first.
    var counts: [String] {
        var parts: [String] = []
        if !colours.isEmpty {
            let tokens = colours.reduce(0) { $0 + 1 + $1.mirrors.count }
            parts.append("\(colours.count) colour\(colours.count == 1 ? "" : "s") changed" + (tokens == colours.count ? "" : " (\(tokens) tokens)"))
        }
        if !added.isEmpty { parts.append("\(added.count) added") }
        if !removed.isEmpty { parts.append("\(removed.count) removed") }
        if !aliasRewrites.isEmpty { parts.append("\(aliasRewrites.count) alias rewrite\(aliasRewrites.count == 1 ? "" : "s") keep\(aliasRewrites.count == 1 ? "s" : "") the colour") }
        if !rewrittenLiterals.isEmpty { parts.append("\(rewrittenLiterals.count) literal\(rewrittenLiterals.count == 1 ? "" : "s") rewritten, same colour") }
        return parts
    }

    /// The mirrors of a group in one phrase: "mirrored by a, b and 2 more" (all with `verbose`).
    static func mirrors(_ group: ColourGroup, verbose: Bool) -> String? {
        guard !group.mirrors.isEmpty else { return nil }
        let names = group.mirrors.map { VisibleText.escaping($0.path) }
        let shown = verbose || names.count <= 3 ? names : Array(names.prefix(3)) + ["\(names.count - 3) more"]
        return "same change in " + shown.joined(separator: ", ")
    }

    /// An added token's value, saying when the old side had it but could not read it.
    static func added(_ change: TokenChange, unreadable: String?) -> String {
        let now = DiffReport.tokenValue(change.new)
        guard let unreadable else { return now }
        return "was unreadable (\(unreadable)), now \(now)"
    }

    private static func key(_ color: RGBA) -> String { color.rgb.hex + String(color.alpha) }
}
