import ShadeColor

/// The label drawn on a status fill (the destructive button, an error banner), chosen as the
/// accent's label is: the system's own paired label (`on-error`, `danger-foreground`,
/// `critical.contrast`) where it reads there at 4.5:1, else the accent's label where it reads
/// there too, else Shade's label of a fill
/// (``RoleDerivation/label(on:named:page:text:)``): white where it reads, else whichever of
/// the page, its text, white and black reads best: a dark theme's pale pink error takes a dark
/// label where its red accent takes white.
enum StatusLabels {
    /// Words that, right after a status word and last, name the label drawn on its fill.
    static let pairedAfter: Set<String> = ["foreground", "fg", "contrast", "inverse", "text", "label", "content"]

    /// The label on each status fill of `roles`.
    static func choose(tokens: [SystemColorToken], matching: RoleMatches, roles: RoleAssignment,
                       appearance: Appearance?) -> [ColorToken: RoleFill] {
        let base = appearance == .dark ? RoleDerivation.black : RoleDerivation.white
        let page = roles[.backgroundPrimary].color.composited(over: base)
        let text = roles[.foregroundPrimary].color.composited(over: page)
        // The system's paired labels, by status: only paths naming a meaning are read.
        var paired: [WordRules.Status: [Int]] = [:]
        for index in tokens.indices where matching.classes[index].contains(.meaning) && !matching.deprecated[index] {
            if let status = pairedStatus(matching.pathWords[index]) { paired[status, default: []].append(index) }
        }
        var labels: [ColorToken: RoleFill] = [:]
        for (role, status) in [(ColorToken.success, WordRules.Status.success), (.warning, .warning), (.error, .error)] {
            let fill = roles[role].color.composited(over: page)
            let own = (paired[status] ?? []).filter { tokens[$0].color.alpha >= RoleValueRules.solidAlpha }
                .map { (index: $0, ratio: contrastRatio(tokens[$0].color.composited(over: fill), fill)) }
                .filter { $0.ratio >= RoleValueRules.textContrast }
                .min { tokens[$0.index].path.utf8.count < tokens[$1.index].path.utf8.count }
            if let own {
                let token = tokens[own.index]
                labels[role] = RoleFill(role: role, token: token.path, origin: .matched,
                                        reason: "the label the system pairs with its \(role.rawValue) fill (\(RatioText.text(own.ratio)):1 on it)",
                                        color: token.color)
            } else if contrastRatio(roles[.onAccent].color.composited(over: fill), fill) >= RoleValueRules.textContrast {
                // The system's label on its colour fills, where it reads here too.
                let accentLabel = roles[.onAccent]
                labels[role] = RoleFill(role: role, token: accentLabel.token, origin: accentLabel.origin,
                                        reason: "the accent's label, which reads on the \(role.rawValue) fill too", color: accentLabel.color)
            } else {
                let (color, rule) = RoleDerivation.label(on: fill, named: role.rawValue, page: page, text: text)
                labels[role] = RoleFill(role: role, token: nil, origin: .derived, reason: rule, color: RGBA(color))
            }
        }
        return labels
    }

    /// The status whose fill a path's words name the label of: `on` right before a status
    /// word (`on-error`, `text.on-danger`), or a label word last right after one
    /// (`destructive-foreground`, `critical.contrast`), with no interaction state.
    static func pairedStatus(_ words: [String]) -> WordRules.Status? {
        guard words.count >= 2, !words.contains(where: RoleValueRules.stateWords.contains) else { return nil }
        for index in words.indices {
            guard let status = WordRules.statusWords[words[index]] else { continue }
            if index > 0, WordRules.onWords.contains(words[index - 1]) { return status }
            if index == words.count - 2, pairedAfter.contains(words[index + 1]) { return status }
        }
        return nil
    }
}
