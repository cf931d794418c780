import ShadeColor

/// Roles a system declares by the shape of its names rather than by a role's own word: the
/// quietest text it names, a page and text named by their kind alone, grounds named as layers
/// (`card`, `muted`, `panel`), and the lines its better-named lines left over.
///
/// Each fills only a role no name filled, so a system that names the role keeps its own token;
/// each reads the tokens once (no token is compared with every other), so a system of thousands
/// costs a pass.
extension RoleChooser {
    // MARK: - The placeholder

    /// A system that names no placeholder and no tertiary text draws its placeholder in the
    /// quietest text it names (shadcn/ui's `muted-foreground`, Material's `on-surface-variant`,
    /// Telekom's `Text & Icon.Additional`, Polaris' `ink-lightest`, each its own text fields'
    /// placeholder): a general, near-neutral text quieter than the body text that still shows
    /// (more than a layer's contrast on the page).
    mutating func fillPlaceholderFromQuietestText() {
        guard let primary = fills[ColorToken.foregroundPrimary.index], primary.token != nil else { return }
        let strongest = contrastRatio(primary.color.composited(over: page), page)
        var quietest: (match: RoleMatcher.Match, ratio: Double)?
        for role in [ColorToken.foregroundPrimary, .foregroundSecondary, .foregroundTertiary] {
            for match in candidates[role.index].prefix(Self.judgedCandidates) {
                let index = match.token, token = tokens[index]
                // Named as text (`muted-foreground`, `on-surface-variant`): CSS's `color` alone
                // (`neutral-visual-color`) may be a graphic's, and an icon's colour is no text.
                let words = pathWords[index]
                guard words.contains(where: { $0 != "icon" && WordRules.foregroundWords.contains($0) || WordRules.onWords.contains($0) })
                else { continue }
                guard !match.deprecated, token.color.alpha >= RoleValueRules.solidAlpha, token.color != primary.color,
                      lch(index).c <= RoleValueRules.pageChroma, component(of: index) == nil else { continue }
                let ratio = contrast(index)
                guard ratio > RoleValueRules.layerContrast, ratio < strongest else { continue }
                if let best = quietest, best.ratio < ratio
                    || best.ratio == ratio && !Self.precedes(token.path, tokens[best.match.token].path) { continue }
                quietest = (match, ratio)
            }
        }
        guard let (match, ratio) = quietest else { return }
        named(.foregroundPlaceholder, match.token, "matched rule '\(match.rule)'",
              "the quietest text the system names (\(Self.ratio(ratio)) on the page): it names no placeholder and no tertiary text")
    }

    // MARK: - The page named as the page

    /// The bare ground a ground named for the page stands beside: the general, opaque,
    /// near-neutral token whose words are the page's but for one page-naming word
    /// (``WordRules/pageNamingWords``): `color-background` for `color-background-body`,
    /// `background-inverse` for `background-body-inverse`.
    func bareGround(of index: Int) -> Int? {
        let words = pathWords[index]
        guard let at = words.firstIndex(where: WordRules.pageNamingWords.contains),
              words.count(where: { WordRules.pageNamingWords.contains($0) }) == 1 else { return nil }
        var bare = words
        bare.remove(at: at)
        guard !bare.isEmpty, let found = tokens.indices.first(where: { pathWords[$0] == bare }),
              tokens[found].deprecated == nil, tokens[found].color.alpha >= 0.99,
              lch(found).c <= RoleValueRules.pageChroma else { return nil }
        return found
    }

    /// Whether `words` are `bare` with one page-naming word added (``WordRules/pageNamingWords``).
    private static func namesThePage(_ words: [String], beside bare: [String]) -> Bool {
        guard words.count == bare.count + 1, let at = words.firstIndex(where: WordRules.pageNamingWords.contains),
              !bare.contains(where: WordRules.pageNamingWords.contains) else { return false }
        var rest = words
        rest.remove(at: at)
        return rest == bare
    }

    /// Where a system names a ground for the page (`color-background-body`, "the main page
    /// body") beside the bare ground (`color-background`, "any container"), the page is the one
    /// named so, whatever rule read the bare name (a vocabulary's `background`): the bare ground
    /// is its containers' (``climbLadders(excluding:)`` makes it the next layer). The inverted
    /// ground alike (`background-body-inverse` beside `background-inverse`).
    mutating func preferTheNamedPage(_ role: ColorToken, excluding stated: Set<Int>) {
        guard !stated.contains(role.index), let fill = fills[role.index], fill.origin == .matched,
              let path = fill.token, let current = byPath[path] else { return }
        let words = pathWords[current]
        var best: Int?
        for index in tokens.indices where Self.namesThePage(pathWords[index], beside: words) {
            guard tokens[index].deprecated == nil, tokens[index].color.alpha >= 0.99, lch(index).c <= RoleValueRules.pageChroma,
                  component(of: index) == nil else { continue }
            if role == .backgroundPrimary, Self.pageVerdict(lch(index), appearance: appearance).failure != nil { continue }
            if best.map({ Self.precedes(tokens[index].path, tokens[$0].path) }) ?? true { best = index }
        }
        guard let best else { return }
        named(role, best, "named for the page (\(tokens[best].path) beside the bare \(path)): the bare ground is its containers'",
              fill.valueReason ?? "", alternative: "\(path): the bare ground, a container's")
    }

    // MARK: - A group's own colour, not its variant

    /// Where a role took a variant of a group (`background-primary-strong`, the brand's navy;
    /// `surface.contrast.strong`) and the group names its own colour, bare or by a word that
    /// says so (`background-primary`, `surface.contrast.default`), the role takes the group's own:
    /// the variants are its hover, its border's or a stronger heading's. Only where that colour
    /// keeps the role's value rule: the accent chromatic and 3:1 on the page, the inverted ground
    /// near-neutral and 3:1 from it.
    mutating func preferTheUnqualified(_ role: ColorToken, excluding stated: Set<Int>) {
        guard !stated.contains(role.index), let fill = fills[role.index], fill.origin == .matched,
              let path = fill.token, let current = byPath[path] else { return }
        let words = pathWords[current]
        guard words.count >= 2, let last = words.last, RoleValueRules.namesVariant(last) else { return }
        let group = Array(words.dropLast())
        var own: Int?
        for index in tokens.indices where pathWords[index].count == group.count || pathWords[index].count == group.count + 1 {
            let candidate = pathWords[index]
            guard candidate.starts(with: group), candidate.count == group.count
                || WordRules.weakLevelWords.contains(candidate[candidate.count - 1]) else { continue }
            let token = tokens[index]
            guard token.deprecated == nil, token.color.alpha >= RoleValueRules.solidAlpha,
                  contrast(index) >= RoleValueRules.accentContrast else { continue }
            switch role {
            case .accent: guard lch(index).c >= RoleValueRules.chromatic else { continue }
            default: guard lch(index).c <= RoleValueRules.pageChroma else { continue }
            }
            if own.map({ Self.precedes(token.path, tokens[$0].path) }) ?? true { own = index }
        }
        guard let own else { return }
        named(role, own, "the group's own colour (\(tokens[own].path)), not its variant \(path)",
              "\(Self.ratio(contrast(own))) on the page", alternative: "\(path): a variant (\(last)) of the group's own colour")
    }

    // MARK: - The inverted pair

    /// A system whose text is named by its kind alone (`foreground`, Polaris' `ink`), on a page
    /// named so too (`background`) or taken from its palette (`white`), inverts by swapping
    /// them, as its tooltips do (`bg-foreground text-background`; Polaris' ink bar with white
    /// text): the text is the inverted ground and the page the inverted text, where no name
    /// or component gave the inverted pair.
    mutating func fillInvertedFromPagePair(excluding stated: Set<Int>) {
        let (ground, text) = (ColorToken.invertedBackgroundPrimary, ColorToken.invertedForegroundPrimary)
        guard fills[ground.index] == nil, fills[text.index] == nil, !stated.contains(ground.index), !stated.contains(text.index),
              let pageFill = fills[ColorToken.backgroundPrimary.index], pageFill.origin == .matched || pageFill.origin == .palette,
              let bodyFill = fills[ColorToken.foregroundPrimary.index], bodyFill.origin == .matched,
              let pageIndex = pageFill.token.flatMap({ byPath[$0] }), let textIndex = bodyFill.token.flatMap({ byPath[$0] }),
              tokens[pageIndex].color.alpha >= 0.99, tokens[textIndex].color.alpha >= 0.99 else { return }
        let table = WordInfo.table
        // The kind word last, with nothing before it but a namespace (`color-`, `kui-`).
        func bare(_ words: [String], _ kinds: Set<String>) -> Bool {
            guard let last = words.last, kinds.contains(last) else { return false }
            return words.dropLast().allSatisfy { table[$0].map { $0.classes.contains(.neutral) } ?? true }
        }
        guard pageFill.origin == .palette || bare(pathWords[pageIndex], RoleValueRules.barePageWords),
              bare(pathWords[textIndex], RoleValueRules.bareTextWords) else { return }
        let reads = contrastRatio(tokens[textIndex].color.rgb, tokens[pageIndex].color.rgb)
        guard reads >= RoleValueRules.textContrast else { return }
        for (role, index) in [(ground, textIndex), (text, pageIndex)] {
            named(role, index, "the system's page and text named by their kind alone: \(tokens[textIndex].path) on \(tokens[pageIndex].path), inverted",
                  "\(Self.ratio(reads)) between them, the page's text swapped with its page")
        }
    }

    /// A strong neutral fill the system pairs with its own label (Pico's `contrast-background`
    /// with `contrast-inverse`; `X-background` with `X-inverse` or `X-foreground`), at text
    /// contrast from the page and named for no accent or status, is the inverted ground and its
    /// label the inverted text, where no inverse is named: a general pair before a tooltip's. Of
    /// several, the one furthest from the page.
    mutating func fillInvertedFromLabelledFill(excluding stated: Set<Int>) {
        let (ground, text) = (ColorToken.invertedBackgroundPrimary, ColorToken.invertedForegroundPrimary)
        guard fills[ground.index] == nil, fills[text.index] == nil, !stated.contains(ground.index),
              !stated.contains(text.index) else { return }
        // The fills some token labels by a last pair word (`X-inverse`, `X-foreground`), by X's words.
        var labelled: [[String]: Int] = [:]
        for index in tokens.indices where !classes[index].isDisjoint(with: [.pairLast, .pairedLast]) {
            guard tokens[index].color.alpha >= 0.99, tokens[index].deprecated == nil, generalWords(index) != nil else { continue }
            let fill = Array(pathWords[index].dropLast())
            if labelled[fill].map({ Self.precedes(tokens[index].path, tokens[$0].path) }) ?? true { labelled[fill] = index }
        }
        guard !labelled.isEmpty else { return }
        // A fill's words are looked up whole only where its length and its word before the
        // ground word fit some labelled fill: hashing every ground's path would cost the pass.
        let lengths = Set(labelled.keys.map { $0.count + 1 })
        let lastWords = Set(labelled.keys.compactMap(\.last))
        let accent = fills[ColorToken.accent.index]?.color.rgb
        var best: (fill: Int, label: Int, away: Double)?
        for index in tokens.indices where classes[index].contains(.ground) {
            let words = pathWords[index]
            guard lengths.contains(words.count), lastWords.contains(words[words.count - 2]),
                  let last = words.last, WordRules.backgroundWords.contains(last),
                  let label = labelled[Array(words.dropLast())] else { continue }
            // A fill named for the accent or a status (a near-black `primary-background`) is
            // that colour's, not the inverted ground.
            let token = tokens[index], table = WordInfo.table
            // A numbered fill (`category-15-bold-background`) is one of a set of categories'
            // or a scale's, not the system's one inverted ground.
            guard !isNumberedFill(index) else { continue }
            guard token.color.alpha >= 0.99, token.deprecated == nil, generalWords(index) != nil,
                  lch(index).c <= RoleValueRules.pageChroma, token.color.rgb != accent,
                  !words.contains(where: { word in
                      table[word].map { $0.status != nil || !$0.classes.isDisjoint(with: [.accent, .bareAccent]) } ?? false
                  }) else { continue }
            let away = contrast(index)
            let reads = contrastRatio(tokens[label].color.rgb, token.color.rgb)
            guard away >= RoleValueRules.textContrast, reads >= RoleValueRules.textContrast else { continue }
            if outranks(index, away: away, best.map { ($0.fill, $0.away) }) { best = (index, label, away) }
        }
        guard let best else { return }
        nameInvertedPair(fill: best.fill, label: best.label, away: best.away,
                         "the system's own pair: \(tokens[best.label].path) on \(tokens[best.fill].path)",
                         ground: "against the page: a strong neutral fill", text: "on it: the label the system names on that fill")
    }

    // MARK: - Layers

    /// Grounds named as layers of the page (`card`, `muted`, `panel`, `sunken`, with or without
    /// a ground word) fill the second and third grounds of a system that names neither,
    /// ordered by value: the nearest the page first, each further than the last. A card's ground
    /// is the card layer here (it names the layer, not a component of it) only where no token
    /// names a lower ground.
    mutating func fillLayersFromLayerWords(excluding stated: Set<Int>) {
        let levels: [ColorToken] = [.backgroundSecondary, .backgroundTertiary]
        // Only for a system that names no lower ground at all: beside a named one, a card's
        // ground is a component's (a case card's, a report card's), not the next layer.
        guard levels.allSatisfy({ fills[$0.index] == nil && !stated.contains($0.index) }),
              let pagePath = fills[ColorToken.backgroundPrimary.index]?.token else { return }
        let table = WordInfo.table
        let used = Set(fills.compactMap { $0?.token })
        var layers: [(index: Int, ratio: Double)] = []
        for index in tokens.indices {
            let words = pathWords[index]
            guard words.contains(where: RoleValueRules.layerWords.contains) else { continue }
            let token = tokens[index]
            guard token.path != pagePath, !used.contains(token.path), token.deprecated == nil, token.color.alpha >= 0.99,
                  lch(index).c <= RoleValueRules.pageChroma else { continue }
            // Nothing but the layer, a ground word and the system's own words: no text, line,
            // state, status, accent, inverse or other component.
            let rest = words.filter { !RoleValueRules.layerWords.contains($0) }
            guard !rest.contains(where: RoleValueRules.componentWords.contains),
                  rest.allSatisfy({ word in
                      guard let info = table[word] else { return true }
                      return info.status == nil && info.level == nil
                          && (info.classes.contains(.background) || info.classes.isSubset(of: [.neutral, .noise, .named])
                              || info.classes.contains(.page))
                  }) else { continue }
            let ratio = contrast(index)
            guard ratio <= RoleValueRules.layerContrast else { continue }
            layers.append((index, ratio))
        }
        // A layer named for the page itself (Fabric's `bodyStandoutBackground`) is the page's own
        // next ground: it goes before a card's, as a named lower ground does.
        func ownLayer(_ index: Int) -> Bool { pathWords[index].contains(where: WordRules.pageWords.contains) }
        layers.sort { a, b in
            if ownLayer(a.index) != ownLayer(b.index) { return ownLayer(a.index) }
            return a.ratio != b.ratio ? a.ratio < b.ratio : Self.precedes(tokens[a.index].path, tokens[b.index].path)
        }
        var floor = 1.0
        var taken: [RGBA] = []
        var next = layers.makeIterator()
        for role in levels {
            if let filled = fills[role.index] {
                floor = max(floor, contrastRatio(filled.color.composited(over: page), page))
                continue
            }
            guard !stated.contains(role.index) else { continue }
            while let layer = next.next() {
                let token = tokens[layer.index]
                guard layer.ratio >= floor, !taken.contains(token.color) else { continue }
                taken.append(token.color)
                floor = layer.ratio
                named(role, layer.index, "a ground named as a layer of the page (\(RoleValueRules.layerWords.first(where: pathWords[layer.index].contains) ?? "layer"))",
                      "\(Self.ratio(layer.ratio)) against the page, the \(role == .backgroundSecondary ? "nearest" : "next") layer")
                break
            }
        }
    }

    /// A system that names its page a canvas and, in the same group, a surface
    /// (`Background.Canvas` and `Background.Surface`) draws its cards on the surface: that is
    /// the second ground (the layer cards fill), even where it is the canvas's own colour (white
    /// cards on a white canvas, told apart by their shadow). A level variant of the canvas's own
    /// name (`Background.Canvas Subtle`) that a name put there is the canvas's quieter area, the
    /// third ground. Only the exact sibling counts: one word differs, `canvas` for `surface`.
    mutating func fillCardLayerBesideCanvas(excluding stated: Set<Int>) {
        let second = ColorToken.backgroundSecondary, third = ColorToken.backgroundTertiary
        guard !stated.contains(second.index), let pagePath = fills[ColorToken.backgroundPrimary.index]?.token,
              let pageIndex = byPath[pagePath] else { return }
        let pageWords = pathWords[pageIndex]
        guard let at = pageWords.firstIndex(where: RoleValueRules.groundBeneathSurfaceWords.contains) else { return }
        var cardWords = pageWords
        cardWords[at] = RoleValueRules.surfaceWord
        guard let card = tokens.indices.first(where: { pathWords[$0] == cardWords }), fills[second.index]?.token != tokens[card].path,
              tokens[card].deprecated == nil, tokens[card].color.alpha >= RoleValueRules.solidAlpha,
              lch(card).c <= RoleValueRules.pageChroma, contrast(card) <= RoleValueRules.layerContrast else { return }
        let previous = fills[second.index]
        named(second, card, "the surface beside the page's canvas (\(tokens[card].path) beside \(pagePath)): the layer cards are drawn on",
              "\(Self.ratio(contrast(card))) against the page", alternative: previous?.token.map { "\($0): a variant of the canvas, the next layer" })
        // The canvas's own variant steps down to the third ground, where no name put another there.
        guard var variant = previous, let path = variant.token, let index = byPath[path], !stated.contains(third.index),
              fills[third.index] == nil else { return }
        let words = pathWords[index]
        guard words.count == pageWords.count + 1, Array(words.prefix(pageWords.count)) == pageWords,
              WordInfo.table[words[words.count - 1]]?.level != nil else { return }
        variant.role = third
        variant.valueReason = "a level variant of the page's canvas, under the surface cards stand on"
        fills[third.index] = variant
    }

    // MARK: - Surfaces

    /// A near-neutral fill the system pairs with its own label (`secondary` with
    /// `secondary-foreground`, `accent` with `on-accent`), named by an emphasis or level word
    /// alone (no layer, and no `container`: Material's `secondary-container` is a tint of its
    /// secondary colour) and within a layer's contrast of the page, is a control's quiet ground: the
    /// surface a secondary button or a hovered row takes. Such fills no name took fill the open
    /// surfaces, strongest first (the most visible is the primary surface); among equals, the
    /// one named for no lower level first.
    mutating func fillSurfacesFromPairs(excluding stated: Set<Int>) {
        let surfaces: [ColorToken] = [.surfacePrimary, .surfaceSecondary, .surfaceTertiary]
        guard surfaces.contains(where: { fills[$0.index] == nil && !stated.contains($0.index) }) else { return }
        let table = WordInfo.table
        // The fills some token labels: `X-foreground`, `X-fg`, `on-X`, by X's words.
        var labelled: [[String]: Int] = [:]
        for index in tokens.indices where !classes[index].isDisjoint(with: [.pairedLast, .onSomething]) {
            let words = pathWords[index]
            guard words.count >= 2, tokens[index].color.alpha >= 0.99 else { continue }
            var fill: [String]?
            if classes[index].contains(.pairedLast) {
                fill = Array(words.dropLast())
            } else if let on = words.firstIndex(where: WordRules.onWords.contains), on + 1 < words.count {
                fill = Array(words[(on + 1)...])
            }
            if let fill, labelled[fill] == nil { labelled[fill] = index }
        }
        guard !labelled.isEmpty else { return }
        // A path is looked up whole only where its last word ends some labelled fill: hashing
        // every path of a large system is what this pass would otherwise cost.
        let lastWords = Set(labelled.keys.compactMap(\.last))
        let used = Set(fills.compactMap { $0?.token })
        var pool: [(index: Int, ratio: Double, rank: Int)] = []
        // A fill named by an emphasis or level word alone holds no word of a kind, a layer or an
        // inverse (``PathClasses/notQuietFill``): most tokens are passed over on that bit.
        for index in tokens.indices where !classes[index].contains(.notQuietFill) {
            let words = pathWords[index], token = tokens[index]
            guard let last = words.last, lastWords.contains(last), let label = labelled[words], !used.contains(token.path),
                  token.deprecated == nil,
                  token.color.alpha >= 0.99, lch(index).c <= RoleValueRules.pageChroma else { continue }
            // Named by an emphasis or level word alone: no kind, component, status or layer.
            // (A word no rule knows may come first: the system's namespace.)
            var rank = 0, named = false
            guard words.enumerated().allSatisfy({ offset, word in
                guard let info = table[word] else { return offset == 0 && words.count > 1 }
                guard info.status == nil, !RoleValueRules.layerWords.contains(word), word != "container",
                      info.classes.isDisjoint(with: [.foreground, .background, .line, .excluding, .inverse]),
                      !info.classes.isDisjoint(with: [.accent, .bareAccent, .emphasis]) || info.level != nil else { return false }
                if case .rank(let level)? = info.level { rank = max(rank, level) }
                named = true
                return true
            }), named else { continue }
            let ratio = contrast(index)
            guard ratio <= RoleValueRules.layerContrast,
                  contrastRatio(tokens[label].color.rgb, token.color.composited(over: page)) >= RoleValueRules.textContrast else { continue }
            pool.append((index, ratio, rank))
        }
        pool.sort { a, b in
            if a.ratio != b.ratio { return a.ratio > b.ratio }
            if a.rank != b.rank { return a.rank < b.rank }
            return Self.precedes(tokens[a.index].path, tokens[b.index].path)
        }
        var taken: [String] = []
        var next = pool.makeIterator()
        for role in surfaces where fills[role.index] == nil && !stated.contains(role.index) {
            while let fill = next.next() {
                // One name for one alias chain (`accent` and `color-accent: var(--accent)`).
                guard !sharesAliasChain(fill.index, with: taken) else { continue }
                taken.append(tokens[fill.index].path)
                named(role, fill.index, "a quiet fill the system pairs with its own label (\(tokens[labelled[pathWords[fill.index]]!].path))",
                      "\(Self.ratio(fill.ratio)) against the page: a control's ground, not a layer")
                break
            }
        }
    }

    // MARK: - Lines

    /// The lines a system names beside its primary outline (`border` beside `input`, `hr-dark`
    /// and `hr-light` beside an input's border, `border.lighter` beside `border.base`) fill the
    /// second and third outlines no name filled: strongest first, none louder than the level
    /// above, near-neutral and general, one token for each colour's alias chain; no accent's,
    /// status's, inverse or emphasised line.
    mutating func fillLinesLeftOver(excluding stated: Set<Int>) {
        let lines: [ColorToken] = [.outlinePrimary, .outlineSecondary, .outlineTertiary]
        guard let first = fills[ColorToken.outlinePrimary.index], first.token != nil,
              lines.dropFirst().contains(where: { fills[$0.index] == nil && !stated.contains($0.index) }) else { return }
        let table = WordInfo.table
        var chosen = lines.compactMap { fills[$0.index]?.token }
        var seen: Set<Int> = []
        var pool: [(match: RoleMatcher.Match, ratio: Double)] = []
        for role in lines {
            for match in candidates[role.index].prefix(Self.judgedCandidates) where seen.insert(match.token).inserted {
                let index = match.token, token = tokens[index], words = pathWords[index]
                // A line and nothing else: no control's border (that is the primary outline's
                // evidence), no text's colour, no word the rules do not know but a ramp's step.
                guard !match.deprecated, !chosen.contains(token.path), token.color.alpha >= RoleValueRules.solidAlpha,
                      match.title != WordRules.controlBorderTitle,
                      !words.contains(where: { table[$0].map { $0.status != nil
                          || !$0.classes.isDisjoint(with: [.accent, .bareAccent, .inverse, .emphasis]) } ?? false }),
                      match.unknownWords <= words.count(where: RoleValueRules.stepWords.contains),
                      !words.contains(where: WordRules.foregroundWords.contains),
                      lch(index).c <= RoleValueRules.pageChroma, component(of: index) == nil else { continue }
                let ratio = contrast(index)
                guard ratio > 1 else { continue }
                pool.append((match, ratio))
            }
        }
        pool.sort { $0.ratio != $1.ratio ? $0.ratio > $1.ratio : Self.precedes(tokens[$0.match.token].path, tokens[$1.match.token].path) }
        var ceiling = contrastRatio(first.color.composited(over: page), page)
        for role in lines.dropFirst() {
            if let filled = fills[role.index] {
                ceiling = min(ceiling, contrastRatio(filled.color.composited(over: page), page))
                continue
            }
            guard !stated.contains(role.index) else { continue }
            // A quieter line first; one as strong as the primary outline only for the second
            // outline, where none is quieter (shadcn/ui's `border` beside its `input`, one grey).
            // One name for one alias chain (`border` and `color-border: var(--border)`).
            let open = pool.filter { !chosen.contains(tokens[$0.match.token].path) && !sharesAliasChain($0.match.token, with: chosen) }
            let even = role == .outlineSecondary ? open.first(where: { $0.ratio == ceiling }) : nil
            // Where the third outline is open too and a quieter line is left for it, the even
            // line is the second (MX's dark `HrDark`, the grey of its input border, above its
            // `HrLight`): the system names three lines, and each is one. Not where the two alias
            // one palette step (Infor's `border.base` and input border, both `slate.40`): that
            // is one line named twice.
            let primaryAliases = byPath[first.token ?? ""].map { Set(tokens[$0].aliases) } ?? []
            let evenFirst = even.map { primaryAliases.isDisjoint(with: tokens[$0.match.token].aliases) } == true
                && fills[ColorToken.outlineTertiary.index] == nil && !stated.contains(ColorToken.outlineTertiary.index)
            if let line = (evenFirst ? even : nil) ?? open.first(where: { $0.ratio < ceiling }) ?? even {
                chosen.append(tokens[line.match.token].path)
                ceiling = line.ratio
                named(role, line.match.token, "matched rule '\(line.match.rule)'; a line the system names beside its primary outline",
                      "\(Self.ratio(line.ratio)) on the page, the next line no louder than the one above")
            }
        }
    }
}
