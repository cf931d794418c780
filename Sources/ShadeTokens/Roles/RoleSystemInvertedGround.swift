import ShadeColor

/// The inverted ground a system draws in its own colour, where no name gave one: Shade's own
/// (the page's text, the opposite end) is only for a system that has no dark ground of its own.
///
/// - A system that names the text it draws on dark grounds (KfW's `text.on-dark-bg`) but no
///   inverted ground draws that text on the grounds it names so (KfW's `background.dark-blue`):
///   the inverted ground is the one of them that text reads on.
/// - A system whose brand is deep (AXA blue, at the opposite end of the page as its body text
///   is) draws its dark areas in it, with the brand's label: the inverted pair is the accent's.
///
/// Each runs after every name, component and pair rule, so it fills only a role they left open.
/// Systems whose palette has no such ground (Open Props, Lion: a grey ramp, a mid-contrast
/// brand) keep the derived pair, as their own labels do.
extension RoleChooser {
    /// How far from the page a brand must be to be the system's inverted ground: as far as the
    /// body text of a palette must be (``RoleValueRules/paletteText``, AAA). A brand at AA (a
    /// typical blue at 4.5–5.5:1) is an accent on the page, not its opposite.
    static let deepBrandContrast = RoleValueRules.paletteText

    /// Fills the inverted ground from the system's own grounds: under its named inverted text,
    /// else from a deep brand. Both only where no rule gave the inverted ground.
    mutating func fillInvertedGroundFromSystem(excluding stated: Set<Int>) {
        let ground = ColorToken.invertedBackgroundPrimary
        guard fills[ground.index] == nil, !stated.contains(ground.index) else { return }
        fillInvertedGroundUnderNamedText(excluding: stated)
        if fills[ground.index] == nil { fillInvertedPairFromDeepBrand(excluding: stated) }
    }

    /// The ground the system's named inverted text says it is drawn on (`text.on-dark-bg`: a
    /// ground named `dark`): a general, opaque token named by a ground word and every word the
    /// text names after `on` (for no accent, status or state), at text contrast (4.5:1) from the
    /// page, on which that text reads at 4.5:1; of several, the furthest from the page. A text
    /// that names no ground (`Inverted.Standard`) leaves the ground derived: a dark surface
    /// beside it (`Surface Highlight`) is a layer, not what the text was written for.
    private mutating func fillInvertedGroundUnderNamedText(excluding stated: Set<Int>) {
        let (ground, text) = (ColorToken.invertedBackgroundPrimary, ColorToken.invertedForegroundPrimary)
        guard let label = fills[text.index], label.origin == .matched || label.origin == .explicit,
              let labelPath = label.token, label.color.alpha >= 0.99,
              let labelIndex = byPath[labelPath] else { return }
        // The words after the text's last `on`, but its ground words: what it names its ground by.
        let labelWords = pathWords[labelIndex]
        guard let on = labelWords.lastIndex(where: WordRules.onWords.contains) else { return }
        let groundNames = labelWords[(on + 1)...].filter { !WordRules.backgroundWords.contains($0) }
        guard !groundNames.isEmpty else { return }
        let table = WordInfo.table
        var best: (index: Int, away: Double)?
        for index in tokens.indices where classes[index].contains(.ground) && classes[index].isDisjoint(with: [.inverse, .accent]) {
            let token = tokens[index]
            guard token.color.alpha >= 0.99, token.deprecated == nil, let words = generalWords(index),
                  groundNames.allSatisfy(words.contains), !words.contains(where: { word in
                      table[word].map { $0.status != nil || !$0.classes.isDisjoint(with: [.accent, .bareAccent]) } ?? false
                  }) else { continue }
            let away = contrast(index)
            guard away >= RoleValueRules.textContrast,
                  contrastRatio(label.color.rgb, token.color.rgb) >= RoleValueRules.textContrast else { continue }
            if best.map({ away > $0.away || away == $0.away && Self.precedes(token.path, tokens[$0.index].path) }) ?? true {
                best = (index, away)
            }
        }
        guard let best else { return }
        let reads = contrastRatio(label.color.rgb, tokens[best.index].color.rgb)
        named(ground, best.index, "the system's own ground under its inverted text (\(labelPath))",
              "\(Self.ratio(best.away)) against the page; \(labelPath) reads \(Self.ratio(reads)) on it")
    }

    /// A deep brand as the inverted pair: the accent, taken from a token, darker than the page
    /// and at ``deepBrandContrast`` from it, with its label (a token) reading on it at 4.5:1,
    /// where no name gave the inverted text either.
    private mutating func fillInvertedPairFromDeepBrand(excluding stated: Set<Int>) {
        let (ground, text) = (ColorToken.invertedBackgroundPrimary, ColorToken.invertedForegroundPrimary)
        guard fills[text.index] == nil, !stated.contains(text.index),
              let accent = fills[ColorToken.accent.index], let accentPath = accent.token, let brand = byPath[accentPath],
              let onAccent = fills[ColorToken.onAccent.index], let labelPath = onAccent.token, let label = byPath[labelPath],
              tokens[brand].color.alpha >= 0.99, tokens[label].color.alpha >= 0.99 else { return }
        let away = contrast(brand)
        let reads = contrastRatio(tokens[label].color.rgb, tokens[brand].color.rgb)
        // Deep is darker than the page: a dark page's accent is lightened to read on it (a
        // pastel blue at 9:1), which is its legibility, not a ground of the system's.
        guard away >= Self.deepBrandContrast, reads >= RoleValueRules.textContrast,
              tokens[brand].color.rgb.relativeLuminance < page.relativeLuminance else { return }
        let why = "a deep brand (\(accentPath), \(Self.ratio(away)) against the page): the system's own dark ground"
        named(ground, brand, why, "\(Self.ratio(away)) against the page, as far as body text")
        named(text, label, why + ", with its label", "the accent's label, \(Self.ratio(reads)) on it")
    }
}
