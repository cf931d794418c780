import ShadeColor

/// The lower levels of a family read from the system's own ladder: the siblings of the token
/// that fills the family's first role, ranked by value.
///
/// A system's level words are its own scale (`txt.severe`, `txt.moderate`, `txt.soft`; `border`,
/// `border-neutral-weaker`, `border-neutral-weakest`): what a word means is its rank among its
/// siblings, not its place in a fixed list (Sage's `soft` is quieter than its `moderate`, and
/// its `faint` ground nearer the page than its `soft` one). So where a name gave the family's
/// first role, its second and third are the next steps of that token's ladder, each one quieter
/// (or, for grounds, further from the page) than the last: first its siblings, then the steps of
/// a sibling named by a word that says nothing (`text-neutral-weak` under `text`). A second or
/// third level named louder than the first is no lower level of it, and is left to derivation.
extension RoleChooser {
    /// Fills the lower levels of every family of ``RoleValueRules/ladderFamilies`` whose first
    /// role a name filled, and returns the roles it decided, which contrast ordering leaves alone.
    mutating func climbLadders(excluding stated: Set<Int>) -> Set<Int> {
        var decided: Set<Int> = []
        // Tokens by how many words their paths have, made once: each ladder reads two lengths
        // only, not every token of a large system again.
        var byLength: [[Int]] = []
        for (index, words) in pathWords.enumerated() {
            while byLength.count <= words.count { byLength.append([]) }
            byLength[words.count].append(index)
        }
        for family in RoleValueRules.ladderFamilies {
            guard let anchor = fills[family.roles[0].index], anchor.origin == .matched || anchor.origin == .explicit,
                  let path = anchor.token, let anchorIndex = index(of: path), tokens[anchorIndex].deprecated == nil,
                  component(of: anchorIndex) == nil else { continue }
            // The ground the family is read on, as drawn: the page, or the inverted ground.
            let ground: RGB
            switch family.ground {
            case .page: ground = page
            case .own: ground = anchor.color.composited(over: page)
            case .inverted:
                guard let inverted = fills[ColorToken.invertedBackgroundPrimary.index] else { continue }
                ground = inverted.color.composited(over: page)
            }
            func strength(_ index: Int) -> Double {
                contrastRatio(tokens[index].color.composited(over: ground), ground)
            }
            let inverted = [ColorToken.invertedForegroundPrimary, .invertedBackgroundPrimary].contains(family.roles[0])
            var steps = ladder(below: anchorIndex, byLength: byLength, inverted: inverted, away: family.away, strength: strength)
            // A ground named for the page beside a bare ground (`background.body` beside
            // `background`): the bare ground is the first layer, its containers', and the next
            // is the first step of its own ladder further from the page.
            if family.away, let bare = bareGround(of: anchorIndex), strength(bare) <= RoleValueRules.layerContrast {
                steps = [bare] + ladder(below: bare, byLength: byLength, inverted: inverted, away: true, strength: strength,
                                        from: strength(bare)).filter { strength($0) > strength(bare) }
            }
            let readsAsText = [ColorToken.foregroundPrimary, .invertedForegroundPrimary].contains(family.roles[0])
            let lower = family.roles.dropFirst().filter { !stated.contains($0.index) }
            guard !lower.isEmpty else { continue }
            let first = family.away ? 1.0 : strength(anchorIndex)
            for (slot, role) in lower.enumerated() {
                decided.insert(role.index)
                if slot < steps.count {
                    let step = steps[slot]
                    let token = tokens[step]
                    let named = fills[role.index]
                    guard named?.token != token.path else { continue }
                    // Secondary text is read: a step that does not read as text gives way to a
                    // named secondary that does (`text.weak` over `text.browser`, white on a
                    // near-white page); and a step too faint to be text at all (a dim surface's
                    // ink, 1.1:1) fills no text role a fainter name does not already hold.
                    // Tertiary text may be quieter than 4.5:1.
                    if readsAsText, strength(step) < RoleValueRules.textContrast {
                        let namedIndex = named.flatMap { $0.token }.flatMap(index(of:))
                        let namedStrength = namedIndex.map(strength)
                        // Named for this level by a word of its own (`weak`, `secondary`), not
                        // picked by value among text of no level.
                        let namedForLevel = namedIndex.map { pathWords[$0].contains { WordInfo.table[$0]?.level == .rank(2) } } ?? false
                        let namedReads = namedForLevel && (namedStrength ?? 0) >= RoleValueRules.textContrast
                        // Within ``RoleValueRules/layerContrast`` of its ground a colour is a layer, not ink.
                        let tooFaint = strength(step) < RoleValueRules.layerContrast && (namedStrength ?? .infinity) > strength(step)
                        if namedReads && slot == 0 || tooFaint { continue }
                    }
                    fills[role.index] = RoleFill(
                        role: role, token: token.path, origin: .matched,
                        reason: "the ladder of \(path): its \(slot == 0 ? "next" : "following") step",
                        color: token.color, confidence: .nameAndValue,
                        valueReason: "\(Self.ratio(strength(step))) on its ground, "
                            + (family.away ? "the next step from \(Self.ratio(first))" : "the next step quieter than \(Self.ratio(first))"),
                        alternative: named.flatMap { $0.token.map { "\($0): its level word, not its rank among the ladder's steps" } })
                } else if family.dropsLouder, let named = fills[role.index], named.origin == .matched, let namedPath = named.token,
                          let namedIndex = index(of: namedPath),
                          family.away ? strength(namedIndex) < first : strength(namedIndex) > first {
                    // Louder than the first level: no lower level of it.
                    fills[role.index] = nil
                }
            }
        }
        return decided
    }

    /// A system that names no line at all may still draw its lines: in a foreground ladder none
    /// of whose steps reaches text contrast (Sage's `fg.firm`, `fg.moderate`, `fg.soft`, its
    /// "foreground graphics"), the steps that show (3:1 and under, down to above the page) are
    /// its borders and dividers, strongest first.
    mutating func fillLinesFromGraphics(excluding stated: Set<Int>) {
        let lines: [ColorToken] = [.outlinePrimary, .outlineSecondary, .outlineTertiary]
        guard lines.allSatisfy({ fills[$0.index] == nil && !stated.contains($0.index) }) else { return }
        let table = WordInfo.table
        var groups: [[String]: [Int]] = [:]
        for index in tokens.indices {
            let words = pathWords[index]
            guard words.count >= 2, tokens[index].color.alpha >= RoleValueRules.solidAlpha,
                  tokens[index].deprecated == nil, lch(index).c <= RoleValueRules.pageChroma else { continue }
            let parent = words.dropLast()
            guard parent.contains(where: { table[$0]?.classes.contains(.foreground) == true }),
                  parent.allSatisfy({ word in
                      table[word].map { $0.status == nil && $0.level == nil
                          && $0.classes.isDisjoint(with: [.excluding, .inverse, .accent, .bareAccent, .link, .emphasis]) } ?? true
                  }),
                  component(of: index) == nil, let last = words.last, isLadderStep(last, table) else { continue }
            groups[Array(parent), default: []].append(index)
        }
        let graphics = groups.values.filter { steps in
            steps.count >= RoleMatcher.ladderLeast && steps.allSatisfy { contrast($0) < RoleValueRules.textContrast }
                && steps.contains { contrast($0) >= RoleValueRules.accentContrast }
        }
        // One such ladder only: two would be a guess between them.
        guard graphics.count == 1, let steps = graphics.first else { return }
        let shown = steps.filter { contrast($0) > 1 }.sorted { contrast($0) > contrast($1) }
        for (role, step) in zip(lines, shown) {
            named(role, step, "the system's foreground graphics: no step reads as text, and it names no line",
                  "\(Self.ratio(contrast(step))) on the page, ordered strongest first")
        }
    }

    /// A system that names no inverse may still pair a strong neutral fill with its text
    /// (`background.neutral` and `text.neutral.on-neutral`): a near-neutral ground at 3:1 or more
    /// from the page, named by a ground word and one more, with a near-neutral text `on` that word
    /// reading on it at 4.5:1, is the inverted ground and its text.
    mutating func fillInvertedFromPair(excluding stated: Set<Int>) {
        let (ground, text) = (ColorToken.invertedBackgroundPrimary, ColorToken.invertedForegroundPrimary)
        guard fills[ground.index] == nil, fills[text.index] == nil, !stated.contains(ground.index),
              !stated.contains(text.index) else { return }
        let table = WordInfo.table
        // Grounds named by a ground word and one word more, by that word.
        var grounds: [String: [Int]] = [:]
        for index in tokens.indices {
            let words = pathWords[index]
            guard words.count == 2, WordRules.backgroundWords.contains(words[0]), isLadderStep(words[1], table) else { continue }
            grounds[words[1], default: []].append(index)
        }
        guard !grounds.isEmpty else { return }
        func neutral(_ index: Int) -> Bool {
            tokens[index].color.alpha >= 0.99 && lch(index).c <= RoleValueRules.pageChroma
        }
        var best: (ground: Int, text: Int, score: Double)?
        for index in tokens.indices {
            let words = pathWords[index]
            guard words.count >= 3, let on = words.lastIndex(where: WordRules.onWords.contains), on == words.count - 2,
                  words.dropLast(2).contains(where: { table[$0]?.classes.contains(.foreground) == true }),
                  neutral(index), let fillsFor = grounds[words[on + 1]] else { continue }
            for fill in fillsFor where neutral(fill) {
                let surface = tokens[fill].color.rgb
                let away = contrastRatio(surface, page), reads = contrastRatio(tokens[index].color.rgb, surface)
                guard away >= RoleValueRules.accentContrast, reads >= RoleValueRules.textContrast else { continue }
                // Of one fill's texts, text before an icon's colour.
                let icon = words.contains("icon")
                if best == nil || away > best!.score
                    || away == best!.score && !icon && pathWords[best!.text].contains("icon") { best = (fill, index, away) }
            }
        }
        guard let best else { return }
        let reads = contrastRatio(tokens[best.text].color.rgb, tokens[best.ground].color.rgb)
        for (role, index, why) in [(ground, best.ground, "a strong neutral fill the system pairs with its own text (\(Self.ratio(best.score)) against the page)"),
                                   (text, best.text, "the text the system names on that fill (\(Self.ratio(reads)) on it)")] {
            named(role, index, "the system's own pair: \(tokens[best.text].path) on \(tokens[best.ground].path)", why)
        }
    }

    /// Whether a path's last word can be a step of a ladder: no ramp's step, state, status, accent
    /// or kind.
    private func isLadderStep(_ word: String, _ table: [String: WordInfo]) -> Bool {
        if RoleValueRules.stepWords.contains(word) || RoleValueRules.stateWords.contains(word) { return false }
        guard let info = table[word] else { return !word.utf8.allSatisfy { (0x30...0x39).contains($0) } }
        if info.status != nil || info.level == .placeholder || info.level == .disabled { return false }
        return info.classes.isDisjoint(with: [.excluding, .accent, .bareAccent, .link, .inverse, .pair, .emphasis,
                                              .foreground, .background, .line])
    }

    /// The index of the first token of `path`.
    private func index(of path: String) -> Int? {
        byPath[path]
    }

    /// The steps of the ladder `anchor` stands on, in order: its siblings (or, where its path
    /// ends in a kind word or a group's `$root`, its children), then the steps of a sibling
    /// named by a word that says nothing; each quieter than the last (`away`: further from the
    /// ground, within a layer's contrast), near-neutral, opaque enough to be solid (a ground's
    /// layers may be translucent), and named by no word that gives it another meaning.
    private func ladder(below anchor: Int, byLength: [[Int]], inverted: Bool, away: Bool,
                        strength: (Int) -> Double, from start: Double? = nil) -> [Int] {
        let words = pathWords[anchor]
        guard let last = words.last else { return [] }
        let table = WordInfo.table
        let isRoot = tokens[anchor].path.hasSuffix(".$root")
            || table[last].map { !$0.classes.isDisjoint(with: [.foreground, .background, .line, .inverse]) } == true
        let parent = isRoot ? words : Array(words.dropLast())
        guard !parent.isEmpty else { return [] }
        // An inverted family's ladder is inverse throughout; another's never is.
        guard parent.contains(where: WordRules.inverseWords.contains) == inverted else { return [] }
        // A step's own word must name a rank and nothing else: no ramp's step (`lighter`, `700`),
        // no state, status, accent or other kind.
        func isStepWord(_ word: String) -> Bool {
            if RoleValueRules.stepWords.contains(word) || RoleValueRules.stateWords.contains(word)
                || WordRules.appearanceNameWords.contains(word) { return false }
            guard let info = table[word] else {
                return !(word.utf8.count > 1 && word.utf8.allSatisfy { (0x30...0x39).contains($0) })
            }
            if info.status != nil || info.level == .placeholder || info.level == .disabled { return false }
            // A ground's stronger steps lie further from the page (`background-strong`); its
            // value keeps an emphasised fill (a button's, 3:1 and more) out of its layers.
            let kinds: WordInfo.Classes = [.excluding, .accent, .bareAccent, .link, .inverse, .pair, .foreground, .background, .line]
            let other = away ? kinds : kinds.union(.emphasis)
            return info.classes.isDisjoint(with: other) && word != "on"
        }
        func isQuiet(_ word: String) -> Bool { table[word]?.classes.contains(.neutral) == true && isStepWord(word) }
        // A group that names its levels by ordinals (`muted`, `secondary`, `inset`) keeps its names'
        // order: only intensity words and the system's own words are ranked by value.
        func isOrdinal(_ word: String) -> Bool {
            guard case .rank = table[word]?.level else { return false }
            return !WordRules.intensityWords.contains(word)
        }
        var near: [Int] = [], deeper: [Int] = []
        // How many siblings a level word names: where level words make the ladder, they alone
        // are its steps, and the other words name purposes (``WordRules/namesLevelStep(_:_:)``).
        var levelNamed = 0
        let lengths = (parent.count + 1)...(parent.count + 2)
        for index in lengths.filter({ $0 < byLength.count }).flatMap({ byLength[$0] }) where index != anchor {
            let steps = pathWords[index]
            guard steps.starts(with: parent) else { continue }
            let word = steps[steps.count - 1]
            if steps.count == parent.count + 1, WordRules.namesLevelStep(word, table[word]) { levelNamed += 1 }
            let token = tokens[index]
            // A translucent layer of a ground is drawn over that ground, as its system means it to
            // be: the page's (Sage's dark grounds are white at 5 and 10 %) and the inverted
            // ground's alike (its light `bg.inverse.faint`, white at 5 % over black). Over any
            // other colour, text or line, it is a wash.
            let least = away ? Double.leastNonzeroMagnitude : RoleValueRules.solidAlpha
            guard token.deprecated == nil, token.path != tokens[anchor].path, token.color.alpha >= least,
                  lch(index).c <= RoleValueRules.pageChroma else { continue }
            if steps.count == parent.count + 1 {
                if isOrdinal(steps[parent.count]) { return [] }
                if isStepWord(steps[parent.count]) { near.append(index) }
            } else if isQuiet(steps[parent.count]), isStepWord(steps[parent.count + 1]) {
                if isOrdinal(steps[parent.count + 1]) { return [] }
                deeper.append(index)
            }
        }
        if levelNamed >= RoleMatcher.ladderLeast {
            func purpose(_ index: Int) -> Bool {
                let word = pathWords[index][pathWords[index].count - 1]
                return !WordRules.namesLevelStep(word, table[word])
            }
            near.removeAll(where: purpose)
            deeper.removeAll(where: purpose)
        }
        func order(_ list: [Int]) -> [Int] {
            list.sorted { a, b in
                let (x, y) = (strength(a), strength(b))
                if x != y { return away ? x < y : x > y }
                return Self.precedes(tokens[a].path, tokens[b].path)
            }
        }
        var chosen: [Int] = []
        var bound = start ?? (away ? 1.0 : strength(anchor))
        for index in order(near) + order(deeper) {
            let value = strength(index)
            let fits = away ? value >= bound && value <= RoleValueRules.layerContrast : value <= bound
            guard fits, !chosen.contains(where: { tokens[$0].path == tokens[index].path }) else { continue }
            chosen.append(index)
            bound = value
            if chosen.count == 2 { break }
        }
        return chosen
    }
}
