import ShadeColor

/// The inverted pair a system names by the label of its strong fills: a text named `on` a
/// fill's strength (`text.on-solid`, `on-strong`, `on-bold`), "for text on high-contrast solid
/// backgrounds like primary, accent or destructive actions". It names no ground of its own: it
/// is drawn on every solid fill, and the neutral one among them (the primary action's near-black
/// fill in light, near-white in dark) is the system's inverted ground, as a tooltip's or a
/// snackbar's is. The label on it is the inverted text.
///
/// Only where no name, component, pair or tooltip gave the inverted pair: a system that names
/// its inverse (Primer's `bgColor.inverse` beside `fgColor.onEmphasis`) keeps it.
extension RoleChooser {
    /// Fills the inverted ground and text from the system's label for strong fills and the
    /// strongest neutral fill it reads on: a general, opaque, near-neutral ground at text
    /// contrast (4.5:1) from the page, named for no status and no accent (`accent`, `brand`; a
    /// `primary` action's fill is the system's own neutral), on which the label reads at 4.5:1;
    /// of several, the furthest from the page.
    mutating func fillInvertedFromSolidLabel(excluding stated: Set<Int>) {
        let (ground, text) = (ColorToken.invertedBackgroundPrimary, ColorToken.invertedForegroundPrimary)
        guard fills[ground.index] == nil, fills[text.index] == nil, !stated.contains(ground.index),
              !stated.contains(text.index) else { return }
        let labels = tokens.indices.filter(namesSolidLabel)
        guard !labels.isEmpty else { return }
        let table = WordInfo.table
        var best: (fill: Int, label: Int, away: Double)?
        for index in tokens.indices where classes[index].contains(.ground) {
            let token = tokens[index]
            guard token.color.alpha >= 0.99, token.deprecated == nil, !isNumberedFill(index), let words = generalWords(index),
                  lch(index).c <= RoleValueRules.pageChroma,
                  !words.contains(where: { word in
                      table[word].map { $0.status != nil || $0.classes.contains(.accent) || $0.level == .disabled } ?? false
                  }) else { continue }
            let away = contrast(index)
            guard away >= RoleValueRules.textContrast,
                  let label = labels.first(where: { contrastRatio(tokens[$0].color.rgb, token.color.rgb) >= RoleValueRules.textContrast })
            else { continue }
            if outranks(index, away: away, best.map { ($0.fill, $0.away) }) { best = (index, label, away) }
        }
        guard let best else { return }
        nameInvertedPair(fill: best.fill, label: best.label, away: best.away,
                         "the system's label for its solid fills (\(tokens[best.label].path)) on its strongest neutral fill (\(tokens[best.fill].path))",
                         ground: "against the page: the system's own dark ground", text: "on that fill")
    }

    /// Whether an inverted ground `away` from the page outranks the best so far: the further
    /// from the page, then the earlier path.
    func outranks(_ index: Int, away: Double, _ best: (index: Int, away: Double)?) -> Bool {
        best.map { away > $0.away || away == $0.away && Self.precedes(tokens[index].path, tokens[$0.index].path) } ?? true
    }

    /// Names `fill` the inverted ground and `label` the inverted text, for one reason, each
    /// value said with its ratio: `ground` after the fill's contrast on the page, `text` after
    /// the label's on the fill.
    mutating func nameInvertedPair(fill: Int, label: Int, away: Double, _ reason: String, ground: String, text: String) {
        let reads = contrastRatio(tokens[label].color.rgb, tokens[fill].color.rgb)
        named(.invertedBackgroundPrimary, fill, reason, "\(Self.ratio(away)) \(ground)")
        named(.invertedForegroundPrimary, label, reason, "\(Self.ratio(reads)) \(text)")
    }

    /// Whether a token is a label for strong fills: general, opaque and near-neutral, named
    /// `on` a word of a fill's strength (``WordRules/emphasisWords``) and for no status or accent.
    private func namesSolidLabel(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.color.alpha >= 0.99, token.deprecated == nil, let words = generalWords(index),
              let on = words.firstIndex(where: WordRules.onWords.contains), on + 1 < words.count,
              WordRules.emphasisWords.contains(words[on + 1]), lch(index).c <= RoleValueRules.pageChroma else { return false }
        let table = WordInfo.table
        return !words.contains { word in
            table[word].map { $0.status != nil || !$0.classes.isDisjoint(with: [.accent, .line]) } ?? false
        }
    }

    /// Whether a token's path holds a number (`category-15-bold-background`): one fill of a set
    /// of categories or of a scale, never the system's one inverted ground.
    func isNumberedFill(_ index: Int) -> Bool {
        pathWords[index].contains { word in word.utf8.allSatisfy { (0x30...0x39).contains($0) } }
    }
}
