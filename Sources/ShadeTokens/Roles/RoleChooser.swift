import ShadeColor
import ShadeText

/// Chooses the roles no role map states, all together, from the name matches and the values.
///
/// The page is chosen first, since every other value rule is read against it; then primary
/// text (the most contrast on that page); then every other role from its name candidates,
/// each judged by ``RoleValueRules``: layer (a component's token loses points, a token many
/// others alias to gains them), value (a failing candidate loses to any passing one) and the
/// name's own score. Secondary and tertiary text and the three outlines are then ordered by
/// contrast. Roles still open are looked for in the system's own palette (neutrals by
/// lightness step, the accent and status colours from their ramps) before ``RoleDerivation``
/// computes the rest. Every fill says its name rule, its value rule, and the best candidate
/// that lost and why.
struct RoleChooser {
    let tokens: [SystemColorToken]
    let candidates: [[RoleMatcher.Match]]
    /// The words of each token's path, by index (``RoleMatches/pathWords``).
    let pathWords: [[String]]
    /// Whether each token's path holds a word of meaning (``RoleMatches/namesMeaning``).
    private let namesMeaning: [Bool]
    /// The word sets each token's path holds, by index (``RoleMatches/classes``).
    let classes: [PathClasses]
    let appearance: Appearance?
    var fills: [RoleFill?]
    /// How many tokens alias each path directly.
    private let inbound: [String: Int]
    /// Each path's first token (``RoleTokenFacts/byPath``).
    let byPath: [String: Int]
    /// Roles of a family some general (component-free) candidate can fill.
    private let generalRoles: Set<ColorToken>
    /// The tokens that are components' by where they stand (``ComponentLayer``).
    private let layer: ComponentLayer

    /// How many of a role's best-named candidates are judged by value: enough for a page
    /// named `body` below a dozen better-named fills, and a bound for systems of thousands.
    static let judgedCandidates = 48
    private static let white = RGB(0xFFFFFF)
    private static let black = RGB(0x000000)
    private static let textRoles: Set<ColorToken> = [
        .foregroundPrimary, .foregroundSecondary, .foregroundTertiary, .foregroundPlaceholder, .invertedForegroundPrimary,
        .invertedForegroundSecondary, .invertedForegroundTertiary, .onAccent,
    ]

    /// One candidate as judged for one role.
    struct Judged {
        var match: RoleMatcher.Match
        var score: Int
        /// Why the value breaks the role's rule; nil when it keeps it.
        var failure: String?
        /// What the value rule found, when it kept it.
        var found: String?
        /// What layer did to the score, in words.
        var notes: [String] = []
        /// Nearly transparent: no name keeps it in a solid role.
        var wash = false
        /// Its failure rules it out whatever else is left: a component's token where general ones
        /// exist, a fill offered as a layer, a coloured line, an icon as text. The role is then
        /// derived rather than filled with it.
        var hard = false
        /// Between equal scores, the higher wins: for the page, the nearer its end.
        var tieBreak = 0.0
    }

    init(tokens: [SystemColorToken], candidates: [[RoleMatcher.Match]], pathWords: [[String]], namesMeaning: [Bool],
         classes: [PathClasses], appearance: Appearance?, fills: [RoleFill?], facts: RoleTokenFacts) {
        self.tokens = tokens
        self.candidates = candidates
        self.pathWords = pathWords
        self.namesMeaning = namesMeaning
        let layer = facts.layer
        self.layer = layer
        self.classes = layer.isEmpty ? classes : layer.marking(classes)
        self.appearance = appearance
        self.fills = fills
        inbound = facts.inbound
        byPath = facts.byPath
        // Families where some candidate is general: no component's token fills them. A form
        // control's text (`--sl-input-color`) is a component's, though its control is its last word.
        var general: Set<ColorToken> = []
        for family in RoleValueRules.generalFamilies {
            let hasGeneral = family.contains { role in
                candidates[role.index].prefix(Self.judgedCandidates).contains { match in
                    !match.deprecated && layer.component(match.token, words: pathWords[match.token]) == nil
                        && !WordRules.controlTextTitles.contains(match.title)
                }
            }
            if hasGeneral { general.formUnion(family) }
        }
        generalRoles = general
        lchs = facts.lchs
        // Groups the system gives interaction states (`Primary.Hovered`, `--primary-hover`).
        var stateful: Set<[String]> = []
        for (index, words) in pathWords.enumerated() where classes[index].contains(.state) && words.count > 1
            && RoleValueRules.stateWords.contains(words[words.count - 1]) {
            stateful.insert(Array(words.dropLast()))
        }
        statefulGroups = stateful
        brandFamily = RoleBrandFamilies.members(pathWords: pathWords, classes: classes)
        categoryFamily = RoleCategoryFamilies.members(pathWords: pathWords, classes: classes, lchs: facts.lchs)
        buttonFill = nil
        buttonFill = primaryButtonFill()
    }

    /// Tokens of a family of product brands (``RoleBrandFamilies``): never the system's accent.
    private let brandFamily: Set<Int>
    /// Tokens of a family of categories after an accent word (``RoleCategoryFamilies``): never the accent.
    private let categoryFamily: Set<Int>

    /// The words of every group that holds an interaction state (`primary` for
    /// `Primary.Hovered`): its resting colour is what the system draws its controls with.
    private let statefulGroups: Set<[String]>

    /// Whether a token is the resting colour of a group the system gives interaction states:
    /// `Primary.Standard` beside `Primary.Hovered` and `Primary.Pressed`, or `--primary` beside
    /// `--primary-hover`.
    private func hasStates(_ words: [String]) -> Bool {
        if statefulGroups.contains(words) { return true }
        guard words.count > 1, let last = words.last, WordRules.weakLevelWords.contains(last) else { return false }
        return statefulGroups.contains(Array(words.dropLast()))
    }

    /// The primary button's resting fill (``primaryButtonFill()``), worked out once.
    private var buttonFill: Int?
    /// That fill's colour: the primary action's.
    private var buttonColor: RGBA? { buttonFill.map { tokens[$0].color } }

    /// Fills every role a candidate or the palette can fill; the rest stay nil.
    mutating func choose() {
        let stated = Set(fills.indices.filter { fills[$0] != nil })
        if fills[ColorToken.backgroundPrimary.index] == nil { chooseByName(.backgroundPrimary) }
        preferTheNamedPage(.backgroundPrimary, excluding: stated)
        preferTheGroundBeneathSurface(excluding: stated)
        if fills[ColorToken.foregroundPrimary.index] == nil { choosePrimaryText() }
        for role in ColorToken.allCases where fills[role.index] == nil && role != .backgroundPrimary && role != .foregroundPrimary {
            if role == .accent {
                chooseByName(.accent, among: accentCandidates())
                nameTheAccentByTheActionsFill()
                takeThePrimaryButtonsFill()
            } else {
                chooseByName(role)
            }
            // Before the roles read against it (the label on the accent, the inverted text).
            if role == .invertedBackgroundPrimary { preferTheNamedPage(role, excluding: stated) }
            if RoleValueRules.unqualifiedRoles.contains(role) { preferTheUnqualified(role, excluding: stated) }
        }
        alignStatusKinds(excluding: stated)
        if !stated.contains(ColorToken.onAccent.index) { preferTheAccentsPair() }
        fillCardLayerBesideCanvas(excluding: stated)
        fillInvertedFromPair(excluding: stated)
        if !stated.contains(ColorToken.invertedForegroundPrimary.index) { makeInvertedTextRead() }
        let laddered = climbLadders(excluding: stated)
        fillLinesFromGraphics(excluding: stated)
        orderByContrast(excluding: stated.union(laddered))
        keepTheDisplacedLine(excluding: stated)
        fillLinesLeftOver(excluding: stated)
        if !stated.contains(ColorToken.foregroundSecondary.index) { makeSecondaryTextRead() }
        if !stated.contains(ColorToken.foregroundTertiary.index) { fillTertiaryFromSupportingText() }
        fillPlaceholderFromTertiary()
        fillLayersFromLayerWords(excluding: stated)
        fillSurfacesFromPairs(excluding: stated)
        fillInvertedFromLabelledFill(excluding: stated)
        // The tooltip is read against the page: before the palette where a name gave the page
        // (so its colours are no palette step's), after it where the palette gives the page.
        let pageNamed = fills[ColorToken.backgroundPrimary.index] != nil
        if pageNamed { fillInvertedFromTooltip() }
        fillFromPalette()
        if !pageNamed { fillInvertedFromTooltip() }
        fillInvertedFromSolidLabel(excluding: stated)
        fillInvertedFromPagePair(excluding: stated)
        fillInvertedGroundFromSystem(excluding: stated)
    }

    /// Secondary text is body text too (4.5:1). Where no level word names it, or the one it
    /// names does not read, and the system has a quieter readable text than its primary
    /// (`text.neutral` beside `text`, `txt.moderate` beside `txt.extreme`, `inkLighter` beside
    /// `ink`), that is its secondary text: the quietest that still reads. An unreadable one
    /// steps down to tertiary where that is open.
    private mutating func makeSecondaryTextRead() {
        let secondary = fills[ColorToken.foregroundSecondary.index]
        if let secondary, secondary.origin != .matched
            || contrastRatio(secondary.color.composited(over: page), page) >= RoleValueRules.textContrast { return }
        guard let primary = fills[ColorToken.foregroundPrimary.index], primary.origin == .matched else { return }
        let strongest = contrastRatio(primary.color.composited(over: page), page)
        let used = Set(fills.compactMap { $0?.token })
        let pool = [ColorToken.foregroundPrimary, .foregroundSecondary, .foregroundTertiary]
            .flatMap { candidates[$0.index].prefix(Self.judgedCandidates) }
        let readable = pool.filter { match in
            let token = tokens[match.token]
            let ratio = contrast(match.token)
            // Secondary text is a grey of the text's family, not a coloured label, nor an icon's
            // colour (icons need 3:1, text 4.5:1: `kui-icon-color-neutral` is no text).
            return !match.deprecated && token.color.alpha >= 0.99 && !used.contains(token.path)
                && lch(match.token).c <= RoleValueRules.pageChroma
                && component(of: match.token) == nil
                && (!pathWords[match.token].contains("icon")
                    || pathWords[match.token].contains { $0 != "icon" && WordRules.foregroundWords.contains($0) })
                && ratio >= RoleValueRules.textContrast && ratio < strongest && token.color != primary.color
        }
        guard let quietest = readable.min(by: { contrast($0.token) < contrast($1.token) }) else { return }
        let token = tokens[quietest.token]
        if let secondary, fills[ColorToken.foregroundTertiary.index] == nil {
            var stepped = secondary
            stepped.role = .foregroundTertiary
            stepped.valueReason = "under 4.5:1 on the page: steps down from secondary text"
            fills[ColorToken.foregroundTertiary.index] = stepped
        }
        fills[ColorToken.foregroundSecondary.index] = RoleFill(
            role: .foregroundSecondary, token: token.path, origin: .matched, reason: "matched rule '\(quietest.rule)'",
            color: token.color, confidence: .nameAndValue,
            valueReason: "the quietest text that reads on the page (\(Self.ratio(contrast(quietest.token))))",
            alternative: secondary.map { "\($0.token ?? "-"): under 4.5:1 on the page" })
    }

    /// Supporting text (`text-helper`, an input's help text) beside a secondary text named for its
    /// level is the text a step quieter: the tertiary text, where no name gave one, as long as it
    /// reads (4.5:1) and is no louder than the secondary. A general one before a form control's.
    private mutating func fillTertiaryFromSupportingText() {
        let titles: Set<String> = [WordRules.supportingTextTitle, WordRules.controlHelpTextTitle]
        guard fills[ColorToken.foregroundTertiary.index] == nil, let secondary = fills[ColorToken.foregroundSecondary.index],
              secondary.origin == .matched, let path = secondary.token,
              !secondary.reason.contains(WordRules.supportingTextTitle) else { return }
        let louder = contrastRatio(secondary.color.composited(over: page), page)
        let supporting = candidates[ColorToken.foregroundSecondary.index].prefix(Self.judgedCandidates).filter { match in
            let token = tokens[match.token]
            let ratio = contrast(match.token)
            // An icon's colour (`infoIcon`) is no text.
            return titles.contains(match.title) && !match.deprecated && token.path != path && token.color.alpha >= 0.99
                && pathWords[match.token].contains { $0 != "icon" && WordRules.foregroundWords.contains($0) }
                && lch(match.token).c <= RoleValueRules.pageChroma && ratio >= RoleValueRules.textContrast && ratio <= louder
        }
        func general(_ match: RoleMatcher.Match) -> Bool { component(of: match.token) == nil }
        guard let chosen = supporting.min(by: { a, b in
            general(a) != general(b) ? general(a) : contrast(a.token) < contrast(b.token)
        }) else { return }
        named(.foregroundTertiary, chosen.token, "matched rule '\(chosen.rule)'; supporting text beside the secondary (\(path))",
              "\(Self.ratio(contrast(chosen.token))) on the page, no louder than the secondary text")
    }

    /// Inverted text is body text on the inverted ground: a name that does not read there (4.5:1)
    /// gives way to the best-named candidate that does, where the system has one.
    private mutating func makeInvertedTextRead() {
        let role = ColorToken.invertedForegroundPrimary
        guard let current = fills[role.index], current.origin == .matched,
              let ground = fills[ColorToken.invertedBackgroundPrimary.index]?.color.composited(over: page) else { return }
        func reads(_ color: RGBA) -> Double { contrastRatio(color.composited(over: ground), ground) }
        guard reads(current.color) < RoleValueRules.textContrast else { return }
        let ranked = ranked(role).filter { $0.failure == nil }
        guard let winner = ranked.first(where: { reads(tokens[$0.match.token].color) >= RoleValueRules.textContrast }) else { return }
        set(role, winner, loser: nil,
            valueRule: "\(Self.ratio(reads(tokens[winner.match.token].color))) on the inverted ground, where the better-named one does not read")
        fills[role.index]?.alternative = "\(current.token ?? "-"): \(Self.ratio(reads(current.color))) on the inverted ground, under 4.5:1"
    }

    /// A system that names no placeholder draws it in its tertiary text (the quietest text that
    /// still reads), else in the quietest text it names (``fillPlaceholderFromQuietestText()``);
    /// disabled text is another meaning and never stands in.
    private mutating func fillPlaceholderFromTertiary() {
        guard fills[ColorToken.foregroundPlaceholder.index] == nil,
              candidates[ColorToken.foregroundPlaceholder.index].isEmpty || failedWinners[.foregroundPlaceholder] != nil else { return }
        guard var tertiary = fills[ColorToken.foregroundTertiary.index], tertiary.token != nil else {
            return fillPlaceholderFromQuietestText()
        }
        tertiary.role = .foregroundPlaceholder
        tertiary.valueReason = "the system's tertiary text: it names no placeholder"
        fills[ColorToken.foregroundPlaceholder.index] = tertiary
    }

    /// A page named against its appearance (a dark `surface` in light) is kept while the text
    /// reads on it; where the system's text does not (a theme's seeds, `surface` and
    /// `onSurface` both #111213) but would on the appearance's own end, the page is that end,
    /// derived, and the named page is said to have lost.
    private mutating func refuseUnreadablePage(_ named: Judged) {
        guard let appearance, let text = fills[ColorToken.foregroundPrimary.index] else { return }
        let end = appearance == .dark ? Self.black : Self.white
        let onNamed = contrastRatio(text.color.composited(over: page), page)
        let onEnd = contrastRatio(text.color.composited(over: end), end)
        guard onNamed < RoleValueRules.textLeast, onEnd >= RoleValueRules.textContrast else { return }
        fills[ColorToken.backgroundPrimary.index] = nil
        pageNote = "\(tokens[named.match.token].path): \(named.failure ?? "off its appearance's end"), "
            + "and \(text.token ?? "the text") reads \(Self.ratio(onNamed)) on it"
    }

    // MARK: - The page and values against it

    /// The page as filled, opaque: over white, or black in dark.
    var page: RGB {
        guard let fill = fills[ColorToken.backgroundPrimary.index] else { return appearance == .dark ? Self.black : Self.white }
        return fill.color.composited(over: appearance == .dark ? Self.black : Self.white)
    }

    private func opaque(_ index: Int) -> RGB { tokens[index].color.composited(over: page) }
    /// The contrast of a token as drawn on the page.
    func contrast(_ index: Int) -> Double { contrastRatio(opaque(index), page) }
    /// OKLCh of each token, worked out once: value rules read it many times.
    private let lchs: [OKLCh]
    func lch(_ index: Int) -> OKLCh { lchs[index] }
    static func ratio(_ value: Double) -> String { RatioText.text(value) + ":1" }
    private static func amount(_ value: Double) -> String {
        let hundredths = Int(clamping: (value * 100).rounded())
        return "0." + (hundredths < 10 ? "0" : "") + String(hundredths)
    }

    // MARK: - Judging one candidate

    private func judge(_ match: RoleMatcher.Match, for role: ColorToken) -> Judged {
        let token = tokens[match.token]
        var judged = Judged(match: match, score: match.score)
        let words = pathWords[match.token]
        if let component = self.component(of: match.token), match.title != WordRules.controlBorderTitle {
            judged.score -= RoleValueRules.componentPenalty
            judged.notes.append("names a component (\(component)): −\(RoleValueRules.componentPenalty)")
            if generalRoles.contains(role) {
                judged.failure = "names a component (\(component)), and the system names general tokens of this kind"
                judged.hard = true
                return judged
            }
            if let failure = ComponentLayer.refusal(component, role: role, named: Self.component(in: words) != nil) {
                judged.failure = failure
                judged.hard = true
                return judged
            }
        }
        if let referrers = inbound[token.path], referrers >= RoleValueRules.hubReferrers {
            judged.score += RoleValueRules.hubBonus
            judged.notes.append("a hub: \(referrers) tokens alias it: +\(RoleValueRules.hubBonus)")
        }
        if Self.textRoles.contains(role) || RoleValueRules.statusRoles.contains(role), words.contains("icon") {
            if !words.contains(where: { $0 != "icon" && WordRules.foregroundWords.contains($0) }), Self.textRoles.contains(role) {
                // An icon's colour alone is no text colour: icons need 3:1, text 4.5:1.
                judged.failure = "an icon colour, not text"
                judged.hard = true
                return judged
            }
            // Status colours are drawn as text too: text/content/foreground beats icon alone
            // (`Text & Icon.Danger` is text).
            if !words.contains(where: { $0 != "icon" && WordRules.foregroundWords.contains($0) }) {
                judged.score -= RoleValueRules.iconPenalty
                judged.notes.append("an icon token in a text role: −\(RoleValueRules.iconPenalty)")
            }
        }
        if match.deprecated {
            // Never chosen while a current token keeps the role's rule.
            judged.failure = "deprecated, kept for old code"
            return judged
        }
        if !RoleValueRules.translucentRoles.contains(role), token.color.alpha < RoleValueRules.solidAlpha {
            judged.failure = "alpha \(Self.amount(token.color.alpha)) is a wash, never a solid role"
            judged.wash = true
            return judged
        }
        let color = lch(match.token)
        switch role {
        case .backgroundPrimary:
            (judged.failure, judged.found) = Self.pageVerdict(color, appearance: appearance)
            // Of two near-neutral pages, the more neutral wins a close call; of two that
            // vocabularies name equally, the one nearer the end (shadcn/ui's white `background`
            // over Material's reading of its off-white `surface`). Path words keep the order of
            // their levels: Polaris' `bg` is its page and the whiter `bg.surface` its cards.
            judged.score -= Int(clamping: (color.c * 100).rounded())
            if !match.title.hasPrefix("words:") {
                judged.tieBreak = appearance == .dark ? -color.l : appearance == .light ? color.l : abs(color.l - 0.5)
            }
        case .accent:
            let onPage = contrast(match.token)
            if brandFamily.contains(match.token) {
                // One product's brand among its siblings' is not the colour of the system's actions.
                judged.failure = "one of a family of product brands, not the system's accent"
                judged.hard = true
            } else if categoryFamily.contains(match.token) {
                // One category's colour among siblings of other hues (`tint.job`, `tint.candidate`).
                judged.failure = "one of a family of categories in different hues, not the system's accent"
                judged.hard = true
            } else if let button = buttonColor, component(of: match.token) != nil, token.color != button {
                // Another component's brand tint (a message box's) is not the primary action's colour.
                judged.failure = "a component's colour, not the primary button's"
                judged.hard = true
            } else if onPage < RoleValueRules.accentContrast, !(namesBrandFill(words) && onPage >= RoleValueRules.layerContrast),
                      !(color.c >= RoleValueRules.chromatic && hasOwnLabel(match.token)),
                      !(color.c >= RoleValueRules.vividChroma && namesAccentBase(words) && textReadsOn(match.token)) {
                judged.failure = "\(Self.ratio(onPage)) on the page, under 3:1"
            } else if color.c < RoleValueRules.chromatic, !ownWord(match) {
                // A brand in black or grey is the system's own (its primary button is filled
                // with it); a chromatic candidate of the same name goes first.
                judged.score -= RoleValueRules.achromaticAccentPenalty
                judged.notes.append("achromatic (chroma \(Self.amount(color.c))): −\(RoleValueRules.achromaticAccentPenalty)")
                judged.found = "achromatic, \(Self.ratio(onPage)) on the page: the system names it so"
            } else {
                judged.found = "chromatic, \(Self.ratio(onPage)) on the page"
                    + (onPage < RoleValueRules.accentContrast ? ": a fill the system's own label or text reads on" : "")
            }
            // The colour the system gives hover and pressed states is the one its controls are
            // drawn with: the primary action's, before a brand ramp's step of the same name
            // (`Primary.Standard` with `Primary.Hovered`, over `Color.Brand.Standard`).
            if judged.failure == nil, hasStates(words) {
                judged.score += RoleValueRules.statefulAccentBonus
                judged.notes.append("the system gives it interaction states: +\(RoleValueRules.statefulAccentBonus)")
            }
            if judged.failure == nil, let button = buttonColor, token.color == button {
                judged.score += RoleValueRules.primaryButtonBonus
                judged.notes.append("the colour of the system's primary button: +\(RoleValueRules.primaryButtonBonus)")
            }
        case .onAccent:
            // A label is drawn on the accent: a name that says "contrast" or "inverse" of the
            // accent's words (`text.action_contrast`, a stronger link blue) is not its label
            // when it does not read there. The palette's lightest or darkest text stands in.
            // A vocabulary's exact name for the label (`onAccent`, `on-primary`) is the
            // system's own choice, kept even where it does not read.
            if !ownWord(match), let accent = fills[ColorToken.accent.index] {
                let fill = accent.color.composited(over: page)
                let onFill = contrastRatio(token.color.composited(over: fill), fill)
                if onFill < RoleValueRules.accentContrast {
                    judged.failure = "\(Self.ratio(onFill)) on the accent: not a label that reads on it"
                    judged.hard = true
                } else if onFill < RoleValueRules.textContrast {
                    // A label is text: one reading at 4.5:1 goes first (Paste's white on its blue
                    // over the navy text it keeps for its brand's pale fills).
                    judged.failure = "\(Self.ratio(onFill)) on the accent: under 4.5:1, a label that reads goes first"
                }
            }
        // A system's own word for these roles (a vocabulary's exact name) says what its colour
        // is; the value rules below read words that may mean something else.
        case .backgroundSecondary, .backgroundTertiary:
            let against = contrast(match.token)
            if ownWord(match) {
                break
            } else if color.c > RoleValueRules.pageChroma {
                judged.failure = "chromatic (chroma \(Self.amount(color.c))): a fill, not a layer of the page"
                judged.hard = true
            } else if against > RoleValueRules.layerContrast {
                judged.failure = "\(Self.ratio(against)) against the page: a fill, not a layer of it"
                judged.hard = true
            }
        case .foregroundPlaceholder where !ownWord(match):
            // A placeholder is read: one at no more than a layer's contrast on the page (Kong's
            // `text-neutral-weakest`, 1.05:1) is a ground's colour, and the tertiary text stands in.
            let against = contrast(match.token)
            if against < RoleValueRules.layerContrast {
                judged.failure = "\(Self.ratio(against)) on the page: a ground's contrast, not a placeholder's"
                judged.hard = true
            }
        case .foregroundSecondary where match.title == WordRules.supportingTextTitle:
            // `text.info` in blue is the info status's text; only a grey one supports the body text.
            if color.c > RoleValueRules.pageChroma {
                judged.failure = "chromatic (chroma \(Self.amount(color.c))): a status's text, not supporting text"
                judged.hard = true
            }
        case .foregroundSecondary, .foregroundTertiary:
            // Of two texts named for one level, the more neutral is the level's: a coloured one
            // is the brand's text (`theme-secondary` beside `contrast-secondary`). Judged as
            // drawn on the page: a translucent navy over white is a grey.
            let drawn = token.color.alpha < 1 ? OKLab(opaque(match.token)).lch : color
            judged.tieBreak = drawn.c >= RoleValueRules.chromatic ? -1 : 0
        case .surfacePrimary, .surfaceSecondary, .surfaceTertiary:
            // A ground's hover is a wash near the page; a strong one is a filled control's state
            // (a neutral button's hover), not the surface of the page.
            let against = contrast(match.token)
            if match.title == WordRules.groundStateTitle, against > RoleValueRules.layerContrast {
                judged.failure = "\(Self.ratio(against)) against the page: a filled control's state, not a surface"
                judged.hard = true
            }
        case .invertedBackgroundPrimary, .invertedBackgroundSecondary, .invertedBackgroundTertiary:
            // A ground named only by emphasis (`surface.strong`) is the inverted ground when it
            // is at the other end from the page (`bgColor.emphasis`, near the text); nearer the
            // page it is a stronger layer of the page, and inverted text would not read on it.
            if !classes[match.token].contains(.inverse), !ownWord(match), nearerThePage(match.token) {
                judged.failure = "\(Self.ratio(contrast(match.token))) against the page: a stronger layer of the page, not its inverse"
                judged.hard = true
            }
            // A chromatic fill named only by emphasis (`actionable-accented-bold-background`, a
            // call to action's blue) is an accent's or a status's strong fill: the page's
            // inverse is its dark neutral. A system's own brand ground comes by its pair or as
            // its deep brand (``fillInvertedGroundFromSystem(excluding:)``), not by this word.
            else if !classes[match.token].contains(.inverse), !ownWord(match), color.c > RoleValueRules.pageChroma {
                judged.failure = "chromatic (chroma \(Self.amount(color.c))): an accent's strong fill, not the page's inverse"
                judged.hard = true
            }
        case .outlinePrimary, .outlineSecondary, .outlineTertiary:
            if !ownWord(match), color.c > RoleValueRules.pageChroma {
                judged.failure = "chromatic (chroma \(Self.amount(color.c))): a coloured line marks an accent or a state"
                judged.hard = true
            }
        case .success, .warning, .error:
            if words.contains(where: RoleValueRules.statusGroupWords.contains) {
                judged.score += RoleValueRules.statusGroupBonus
                judged.notes.append("in the system's status group: +\(RoleValueRules.statusGroupBonus)")
            }
            if RoleValueRules.inHueFamily(color, role, least: color.l >= RoleValueRules.paleLightness ? RoleValueRules.paleChromatic : RoleValueRules.chromatic) {
                judged.found = "hue \(Int(clamping: color.h.rounded()))°, \(Self.family(role))"
                // Status colours are drawn as text beside their icons: a pale tint loses to
                // the colour itself among equal names.
                let onPage = contrast(match.token)
                if onPage < RoleValueRules.statusContrast {
                    judged.score -= RoleValueRules.paleStatusPenalty
                    judged.notes.append("\(Self.ratio(onPage)) on the page, a tint: −\(RoleValueRules.paleStatusPenalty)")
                }
            } else if color.c < RoleValueRules.chromatic, !ownWord(match) {
                judged.failure = "achromatic, not \(Self.family(role))"
            } else if WordRules.ambiguousStatusTitles.contains(match.title) {
                // Its word names warning and error alike: its hue says which it is.
                judged.failure = "hue \(Int(clamping: color.h.rounded()))° is not \(Self.family(role)), and its word is the warning's or the error's by hue"
                judged.hard = true
            } else if !ownWord(match) {
                // The system's word for the status says what its colour is (an orange danger,
                // a violet warning are theirs); of its status tokens, those of the usual hue first.
                judged.score -= RoleValueRules.offHuePenalty
                judged.notes.append("hue \(Int(clamping: color.h.rounded()))° is not \(Self.family(role)): −\(RoleValueRules.offHuePenalty)")
            }
        default:
            break
        }
        return judged
    }

    /// Whether a token is nearer the page than the primary text (the opposite end where no text
    /// is chosen yet): on the page's side, where an inverted ground is not.
    private func nearerThePage(_ index: Int) -> Bool {
        let end = appearance == .dark ? Self.white : Self.black
        let text = fills[ColorToken.foregroundPrimary.index]?.color.composited(over: page) ?? end
        let ground = opaque(index)
        return contrastRatio(ground, page) < contrastRatio(ground, text)
    }

    /// Whether a ground the accent's words name (`pico-primary-background`) has the label the
    /// system pairs with it (`pico-primary-inverse`: its words but the ground's, with a pair
    /// word), reading there at 4.5:1: the primary action's fill, which is the accent even where
    /// it shows under 3:1 on the page (an amber or yellow button on white is still the button;
    /// its label, not its edge, tells it).
    private func hasOwnLabel(_ index: Int) -> Bool {
        let words = pathWords[index]
        let bare = words.filter { !WordRules.backgroundWords.contains($0) }
        guard bare.count < words.count, !bare.isEmpty, component(of: index) == nil else { return false }
        let fill = tokens[index].color.composited(over: page)
        func pairWord(_ word: String) -> Bool {
            RoleValueRules.pairedLabelWords.contains(word) || WordRules.onWords.contains(word)
        }
        return candidates[ColorToken.onAccent.index].prefix(Self.judgedCandidates).contains { match in
            let label = pathWords[match.token], token = tokens[match.token]
            return !match.deprecated && label.count > bare.count && label.filter { !pairWord($0) } == bare
                && token.color.alpha >= RoleValueRules.solidAlpha && contrastRatio(token.color.rgb, fill) >= RoleValueRules.textContrast
        }
    }

    /// Whether a path names an accent ramp's own colour: an accent word, last or before a word
    /// of the ramp's base (`accent`, `accent.base`, `brand.default`), not a step of it
    /// (`accent.lower`) and no component's.
    private func namesAccentBase(_ words: [String]) -> Bool {
        guard let place = words.lastIndex(where: WordRules.accentWords.contains), Self.component(in: words) == nil else { return false }
        let after = words[(place + 1)...]
        return after.isEmpty || after.count == 1 && WordRules.weakLevelWords.contains(after[after.startIndex])
    }

    /// Whether a text colour the system names reads on the token's fill at 4.5:1: a vivid
    /// yellow accent (`accent.base` #F8C307, 1.6:1 on a white page) is the system's colour,
    /// drawn with its black text on it (Ajay9o9's `text.dark`), as a yellow button is; the
    /// accent is not a darker step that no one chose.
    private func textReadsOn(_ index: Int) -> Bool {
        let fill = tokens[index].color.composited(over: page)
        return candidates[ColorToken.foregroundPrimary.index].prefix(Self.judgedCandidates).contains { match in
            let text = tokens[match.token]
            return !match.deprecated && text.color.alpha >= RoleValueRules.solidAlpha
                && contrastRatio(text.color.composited(over: fill), fill) >= RoleValueRules.textContrast
        }
    }

    /// Whether a path names the brand's own fill (`BrandBackground`, `brand.bg`): the primary
    /// action's colour, which is the accent even where it shows under 3:1 on the page (but not
    /// within a layer's contrast of it: `bg.interactive.link` at 1.2:1 is a link's tint). Only
    /// the word `brand` says so; `interactive` and `accent` grounds are as often tints.
    private func namesBrandFill(_ words: [String]) -> Bool {
        words.contains("brand") && words.contains(where: WordRules.backgroundWords.contains)
            && Self.component(in: words) == nil && !words.contains(where: WordRules.onWords.contains)
    }

    /// Whether a match is a system's own word for the role (``RoleValueRules/ownWord``), which
    /// keeps a colour its value rule would refuse. Shade's own names count only as Shade writes
    /// them, in one segment (`light.backgroundSecondary`): `background.secondary` in another
    /// system is that system's emphasis word, read by the general rules.
    private func ownWord(_ match: RoleMatcher.Match) -> Bool {
        guard match.score >= RoleValueRules.ownWord else { return false }
        guard match.title.hasPrefix(Self.shadeVocabulary) else { return true }
        let path = tokens[match.token].path
        let last = path.split(separator: ".").last.map(String.init) ?? path
        return ColorToken(rawValue: last) != nil
    }

    private static let shadeVocabulary = "Shade: "

    /// The component a path names, if any: a component word before its last word
    /// (`card.background.rest` is the card's; `bg.card` is a level of the page).
    static func component(in words: [String]) -> String? {
        words.dropLast().first(where: RoleValueRules.componentWords.contains)
    }

    /// The component a token is of: the one its words name (``component(in:)``), else the one
    /// its place says (``ComponentLayer``: a prefix with its own measures, a components file).
    func component(of index: Int) -> String? {
        layer.component(index, words: pathWords[index])
    }

    private static func family(_ role: ColorToken) -> String {
        switch role {
        case .success: "green"
        case .warning: "yellow–orange"
        default: "red"
        }
    }

    /// Whether a colour can be the page in `appearance` (nil: either end), and what was found.
    static func pageVerdict(_ color: OKLCh, appearance: Appearance?) -> (failure: String?, found: String?) {
        if color.c > RoleValueRules.pageChroma {
            return ("chromatic (chroma \(amount(color.c))), not a near-neutral page", nil)
        }
        let light = color.l >= RoleValueRules.lightPage, dark = color.l <= RoleValueRules.darkPage
        switch appearance {
        case .light? where !light: return ("lightness \(amount(color.l)) is not at the light end", nil)
        case .dark? where !dark: return ("lightness \(amount(color.l)) is not at the dark end", nil)
        case nil where !light && !dark: return ("lightness \(amount(color.l)) is at neither end", nil)
        default: return (nil, "near-neutral at the \(light ? "light" : "dark") end")
        }
    }

    /// The candidates of `role` judged, best first: those keeping the value rule, then by score.
    func ranked(_ role: ColorToken, among matches: [RoleMatcher.Match]? = nil) -> [Judged] {
        let judged = (matches ?? candidates[role.index]).prefix(Self.judgedCandidates).map { judge($0, for: role) }
        // A stable sort keeps the name order (score, then path) among equals.
        return judged.enumerated().sorted { left, right in
            let (a, b) = (left.element, right.element)
            if (a.failure == nil) != (b.failure == nil) { return a.failure == nil }
            if a.score != b.score { return a.score > b.score }
            if a.tieBreak != b.tieBreak { return a.tieBreak > b.tieBreak }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// Why `loser` lost to `winner`, in words.
    private func alternative(_ loser: Judged?, _ winner: Judged) -> String? {
        guard let loser else { return nil }
        let path = tokens[loser.match.token].path
        if let failure = loser.failure { return "\(path): \(failure)" }
        var why = "\(path): scored \(loser.score) against \(winner.score)"
        if !loser.notes.isEmpty { why += " (" + loser.notes.joined(separator: "; ") + ")" }
        return why
    }

    mutating func set(_ role: ColorToken, _ winner: Judged, loser: Judged?, valueRule: String? = nil) {
        let token = tokens[winner.match.token]
        var reason = "matched rule '\(winner.match.rule)'"
        if !winner.notes.isEmpty { reason += "; " + winner.notes.joined(separator: "; ") }
        let value = valueRule ?? winner.found ?? winner.failure.map { "breaks the value rule: \($0); no candidate keeps it" }
        fills[role.index] = RoleFill(role: role, token: token.path, origin: .matched, reason: reason, color: token.color,
                                     confidence: winner.failure == nil ? .nameAndValue : .nameOnly, valueReason: value,
                                     alternative: alternative(loser, winner))
    }

    // MARK: - Choosing

    /// The accent's candidates, with the primary action's fill among them: a ground named by a
    /// bare accent word (`background.primary`, `--primary-background`) that is chromatic is the
    /// primary button's fill, emphasis and not a level of the page, and says more than a bare
    /// `primary` (which may be a text or link colour) does. Its words say so whatever rule read
    /// them: `color-background-primary` is Shade's own role name for the page as well, which its
    /// colour rules out.
    private func accentCandidates() -> [RoleMatcher.Match] {
        var matches = candidates[ColorToken.accent.index]
        let present = Set(matches.map(\.token))
        for match in candidates[ColorToken.backgroundPrimary.index].prefix(Self.judgedCandidates)
        where !present.contains(match.token) && lch(match.token).c >= RoleValueRules.chromatic {
            let words = pathWords[match.token]
            guard words.contains(where: WordRules.backgroundWords.contains),
                  words.contains(where: { WordRules.bareAccentWords.contains($0) || WordRules.accentWords.contains($0) }) else { continue }
            var fill = match
            fill.score = RoleValueRules.primaryFillScore - 3 * match.unknownWords
            fill.title = RoleValueRules.primaryFillTitle
            // Beside its own bare name (`primary` and `primary-background`), the system has
            // told its accent's two uses apart: the bare one is its text and links, the ground
            // its primary action's fill, which is the accent whatever rule read the bare name.
            let bare = words.filter { !WordRules.backgroundWords.contains($0) }
            if bare.count < words.count, let sibling = matches.first(where: { pathWords[$0.token] == bare }), sibling.score >= fill.score {
                fill.score = sibling.score + 1
                fill.title = RoleValueRules.primaryFillTitle + RoleValueRules.besideBareAccentTitle
            }
            matches.append(fill)
        }
        return matches.sorted { RoleMatcher.isBetter($0, than: $1, in: tokens) }
    }

    /// Where the brand's word and the primary action's fill name one colour (Kong's
    /// `kui-color-brand` and `kui-color-background-primary`), the accent is named by the fill:
    /// the accent is what the primary action is drawn with, the brand the system's identity. The
    /// fill is a ground named `primary` or `action` and nothing of another kind, state or
    /// component (Material's `primary-container` and `surface-tint` are tints).
    private mutating func nameTheAccentByTheActionsFill() {
        guard let accent = fills[ColorToken.accent.index], accent.origin == .matched, let path = accent.token,
              let current = byPath[path], !Self.namesActionFill(pathWords[current]) else { return }
        // Colour first: only the accent's colour is read for its words.
        let fills = tokens.indices.filter { index in
            tokens[index].color == accent.color && tokens[index].deprecated == nil && Self.namesActionFill(pathWords[index])
        }
        guard let fill = fills.min(by: { Self.precedes(tokens[$0].path, tokens[$1].path) }) else { return }
        named(.accent, fill, "the primary action's fill, of the brand's colour (\(path))",
              accent.valueReason ?? "", alternative: "\(path): the same colour, named for the brand, not the action")
    }

    /// Whether a path names the primary action's fill: a ground word (`background`, `bg`, `fill`)
    /// and `primary` or `action`, and no line, text, state, status or component word.
    private static func namesActionFill(_ words: [String]) -> Bool {
        words.contains(where: ["background", "bg", "fill"].contains) && words.contains(where: ["primary", "action"].contains)
            && !words.contains(where: { RoleValueRules.stateWords.contains($0) || WordRules.foregroundWords.contains($0)
                || WordRules.lineWords.contains($0) || WordRules.statusWords[$0] != nil || RoleValueRules.stepWords.contains($0) })
            && component(in: words) == nil
    }

    /// The primary button's resting fill (`ButtonPrimary` background, `button.primary.bg`,
    /// `Button_Emphasized_Background`), if the system names one: the primary action's colour. A
    /// component's token names no role, but its colour says which of the system's colours the
    /// accent is. The button is named primary by an accent word or a word of emphasis
    /// (``RoleValueRules/primaryActionWords``); a status's button (`button.danger.emphasis`)
    /// is not the primary action.
    private func primaryButtonFill() -> Int? {
        for index in tokens.indices {
            let named = classes[index]
            guard named.isSuperset(of: [.button, .fill]), !named.isDisjoint(with: [.accent, .primaryAction]),
                  named.isDisjoint(with: [.state, .inverse]), tokens[index].deprecated == nil,
                  tokens[index].color.alpha >= 0.99, lch(index).c >= RoleValueRules.chromatic,
                  !pathWords[index].contains(where: { WordRules.statusWords[$0] != nil }) else { continue }
            return index
        }
        return nil
    }

    /// Where the primary button is filled with a colour (chromatic: ``primaryButtonFill()``) that
    /// no name for the accent holds, and the accent the names gave is weaker evidence of the action
    /// than that fill, the accent is the button's fill: what the primary action is drawn with,
    /// and the label the system pairs with that button then reads on it. Weaker evidence is
    /// - a link's name alone (`linkColor`: text, drawn lighter in dark to read on the page;
    ///   SAP's link blue beside its emphasised button's darker blue), or
    /// - a brand in grey (one appearance's brand ramp turned neutral, Infor's dark `brand`,
    ///   while its own dark button file keeps the primary button blue).
    /// A chromatic accent named by an accent word (`bgColor.accent.emphasis` beside a green
    /// `button.primary`) is the system's choice and stays; a fill under 3:1 on the page stays a
    /// button's.
    private mutating func takeThePrimaryButtonsFill() {
        guard let index = buttonFill, let accent = fills[ColorToken.accent.index], accent.origin == .matched,
              let path = accent.token, let current = byPath[path],
              accent.color != tokens[index].color, contrast(index) >= RoleValueRules.accentContrast else { return }
        let words = pathWords[current]
        let linkOnly = words.contains("link")
            && !words.contains(where: { WordRules.accentWords.contains($0) || WordRules.bareAccentWords.contains($0) })
        guard linkOnly || lch(current).c < RoleValueRules.chromatic else { return }
        let button = tokens[index].color
        // A name for the accent in the button's colour was judged with the button's bonus and
        // lost or won on it; a palette step of that colour names no role.
        guard !candidates[ColorToken.accent.index].contains(where: { tokens[$0.token].color == button }) else { return }
        named(.accent, index, "the primary button's resting fill: the primary action's colour, which no name for the accent holds",
              "chromatic, \(Self.ratio(contrast(index))) on the page",
              alternative: "\(path): \(linkOnly ? "the link's colour" : "a brand in grey"), not what the primary action is drawn with")
    }

    /// The label the system pairs with its accent (`primary` → `primary-foreground`,
    /// `on-primary`) over any other on-X: the text of the brand button is the one drawn on
    /// the brand, not the one of another fill that happens to win by name.
    private mutating func preferTheAccentsPair() {
        guard let accent = fills[ColorToken.accent.index], let path = accent.token else { return }
        let base = PathWords.words(of: path)
        let current = fills[ColorToken.onAccent.index]?.token
        let surface = accent.color.composited(over: page)
        // The accent's words with pair words added anywhere: after (`primary-foreground`),
        // before (`on-primary`) or before its state (`action.main.withDefault` on
        // `action.main.default`).
        func pairWord(_ word: String) -> Bool {
            RoleValueRules.pairedLabelWords.contains(word) || WordRules.onWords.contains(word)
        }
        let bare = base.filter { !pairWord($0) }
        func pairsTheAccent(_ words: [String]) -> Bool {
            words.count > base.count && words.filter { !pairWord($0) } == bare
        }
        // A label the name rules chose that is already the accent's pair stays.
        if let current, pairsTheAccent(PathWords.words(of: current)) { return }
        for match in candidates[ColorToken.onAccent.index].prefix(Self.judgedCandidates) {
            let token = tokens[match.token]
            guard token.path != current, token.color.alpha >= 0.99, !match.deprecated, pairsTheAccent(pathWords[match.token]) else { continue }
            let ratio = contrastRatio(token.color.rgb, surface)
            guard ratio >= RoleValueRules.accentContrast else { continue }
            fills[ColorToken.onAccent.index] = RoleFill(
                role: .onAccent, token: token.path, origin: .matched,
                reason: "matched rule '\(match.rule)'; the label the system pairs with its accent (\(path))",
                color: token.color, valueReason: "\(Self.ratio(ratio)) on the accent",
                alternative: current.map { "\($0): not the accent's own pair" })
            return
        }
        // A label no name rule reads, named by the accent's path with `on` (or `with`) set
        // before its last word (`action.main.withDefault` on `action.main.default`): what the
        // system draws on that fill, where the label the names chose is no pair of it.
        guard base.count >= 2, !candidates[ColorToken.onAccent.index].contains(where: { pairsTheAccent(pathWords[$0.token]) }) else { return }
        let onIt = Array(base.dropLast())
        for index in tokens.indices where pathWords[index].count == base.count + 1 {
            let words = pathWords[index], token = tokens[index]
            guard WordRules.onWords.contains(words[base.count - 1]), words.last == base.last,
                  Array(words.prefix(base.count - 1)) == onIt, token.color.alpha >= 0.99, token.deprecated == nil else { continue }
            let ratio = contrastRatio(token.color.rgb, surface)
            guard ratio >= RoleValueRules.accentContrast else { continue }
            named(.onAccent, index, "the label the system names on its accent (\(path))", "\(Self.ratio(ratio)) on the accent",
                  alternative: current.map { "\($0): not the accent's own pair" })
            return
        }
    }

    /// A system that names no inverse ground draws one all the same: its tooltip (or
    /// snackbar), a fill at the far end from the page with text that reads on it. Where no name
    /// gave the inverted ground and text, those are the system's own.
    private mutating func fillInvertedFromTooltip() {
        let (ground, text) = (ColorToken.invertedBackgroundPrimary, ColorToken.invertedForegroundPrimary)
        guard fills[ground.index] == nil || fills[text.index] == nil else { return }
        // The component's resting tokens: a tooltip's or a snackbar's, in no interaction state.
        let named = tokens.indices.filter { classes[$0].contains(.invertedComponent) && !classes[$0].contains(.state) }
        var fill: Int?
        for index in named where tokens[index].color.alpha >= 0.99 && fill == nil {
            guard classes[index].contains(.fill), classes[index].isDisjoint(with: [.text, .icon, .line]),
                  contrast(index) >= RoleValueRules.accentContrast else { continue }
            fill = index
        }
        guard let fill else { return }
        let surface = tokens[fill].color.rgb
        // Its text, or its bare `color` (CSS's `--tooltip-color` is the tooltip's `color:`).
        let label = named.first { index in
            tokens[index].color.alpha >= 0.99 && classes[index].isDisjoint(with: [.fill, .line])
                && contrastRatio(tokens[index].color.rgb, surface) >= RoleValueRules.textContrast
        }
        if fills[ground.index] == nil {
            palette(ground, fill, "the tooltip's fill: the system's inverted ground (\(Self.ratio(contrast(fill))) against the page)")
        }
        if fills[text.index] == nil, let label {
            palette(text, label, "the tooltip's text (\(Self.ratio(contrastRatio(tokens[label].color.rgb, surface))) on its fill)")
        }
    }

    /// The best candidate by name and layer that keeps the value rule. For the page, the
    /// accent and status colours a failing candidate is kept only when the palette has none.
    private mutating func chooseByName(_ role: ColorToken, among matches: [RoleMatcher.Match]? = nil) {
        let ranked = ranked(role, among: matches)
        guard let winner = ranked.first else { return }
        // The page is never a failing name; the accent and status colours are, only when the
        // system's own word for the role says so (its designers chose that colour).
        let strict = role == .backgroundPrimary
            || ([.accent, .success, .warning, .error].contains(role) && winner.match.score < RoleValueRules.ownWord)
        if winner.wash {
            // A wash fills no solid role whatever its name: the next candidate that is no wash, if any.
            guard let next = ranked.first(where: { !$0.wash }) else { return }
            set(role, next, loser: winner)
            return
        }
        if winner.failure != nil, strict || winner.hard {
            // Left open for the palette; ``fillFromPalette`` falls back to this winner.
            failedWinners[role] = (winner, ranked.dropFirst().first)
            return
        }
        // The best alternative is the best-scored other candidate, failing or not: the
        // brand fill a page lost to says more than the next near-white.
        let others = ranked.dropFirst().filter { $0.match.token != winner.match.token }
        set(role, winner, loser: others.enumerated().max { left, right in
            left.element.score != right.element.score ? left.element.score < right.element.score : left.offset > right.offset
        }?.element)
    }

    /// The best text candidate when none reached ``RoleValueRules/textLeast``, in words.
    private var unreadableText: String?

    /// Name winners that broke their value rule, kept in case the palette has nothing better.
    private var failedWinners: [ColorToken: (Judged, Judged?)] = [:]

    /// Primary text: the text candidate with the most contrast on the page (within a band,
    /// the name decides), reaching 4.5:1 whenever any candidate does; general tokens first.
    private mutating func choosePrimaryText() {
        var pool = Array(candidates[ColorToken.foregroundPrimary.index].prefix(Self.judgedCandidates))
        let levels = [ColorToken.foregroundSecondary, .foregroundTertiary].flatMap { candidates[$0.index].prefix(Self.judgedCandidates) }
        func readable(_ matches: [RoleMatcher.Match]) -> Bool {
            matches.contains { contrast($0.token) >= RoleValueRules.textContrast && tokens[$0.token].color.alpha >= RoleValueRules.solidAlpha }
        }
        if !readable(pool), readable(levels) { pool += levels }
        var judged = pool.map { judge($0, for: .foregroundPrimary) }.filter { $0.failure == nil }
        // Semantic before component: a component's text is chosen only when nothing general is left.
        let general = judged.filter { !$0.notes.contains { $0.hasPrefix("names a component") } }
        if !general.isEmpty { judged = general }
        // Text of a use the rules do not know (`--mark-color`, `--del-color`) is not the body
        // text where a text token naming no more than the system's does reads.
        if let fewest = judged.filter({ contrast($0.match.token) >= RoleValueRules.textContrast }).map(\.match.unknownWords).min() {
            judged = judged.filter { $0.match.unknownWords <= fewest }
        }
        guard let most = judged.map({ contrast($0.match.token) }).max() else { return }
        // Against a page that is known (filled, or the end the appearance asks for): with
        // neither, a pale text says the page is dark, and derivation follows it.
        let pageKnown = fills[ColorToken.backgroundPrimary.index] != nil || appearance != nil
        if pageKnown, most < RoleValueRules.textLeast {
            // Left open for the palette's strongest neutral, which says what it beat.
            if let best = judged.max(by: { contrast($0.match.token) < contrast($1.match.token) }) {
                unreadableText = "\(tokens[best.match.token].path): \(Self.ratio(most)) on the page, under 3:1"
            }
            return
        }
        let floor = max(most * RoleValueRules.textContrastBand, min(most, RoleValueRules.textContrast))
        let band = judged.filter { contrast($0.match.token) >= floor }
        let sorted = band.enumerated().sorted { left, right in
            left.element.score != right.element.score ? left.element.score > right.element.score : left.offset < right.offset
        }.map(\.element)
        guard let winner = sorted.first else { return }
        let onPage = contrast(winner.match.token)
        // The best-named other candidate is the telling alternative (`text.primary` in brand blue).
        let others = judged.filter { $0.match.token != winner.match.token }
        let loser = others.enumerated().max { left, right in
            left.element.score != right.element.score ? left.element.score < right.element.score : left.offset > right.offset
        }?.element
        var lost: String?
        if let loser {
            let theirs = contrast(loser.match.token)
            let path = tokens[loser.match.token].path
            lost = theirs >= floor ? "\(path): \(Self.ratio(theirs)), as readable, but scored \(loser.score) against \(winner.score)"
                                   : "\(path): \(Self.ratio(theirs)) on the page, less contrast"
        }
        var value = "the most contrast on the page among text candidates (\(Self.ratio(onPage)))"
        if onPage < RoleValueRules.textContrast { value += "; no candidate reaches 4.5:1" }
        set(.foregroundPrimary, winner, loser: nil, valueRule: value)
        fills[ColorToken.foregroundPrimary.index]?.alternative = lost
    }

    /// Reorders each family's matched tokens by contrast on the page, strongest first.
    private mutating func orderByContrast(excluding stated: Set<Int>) {
        for family in RoleValueRules.orderedFamilies {
            let roles = family.filter { !stated.contains($0.index) && fills[$0.index]?.origin == .matched }
            guard roles.count > 1 else { continue }
            let current = roles.map { fills[$0.index]! }
            let ratios = current.map { contrastRatio($0.color.composited(over: page), page) }
            let order = ratios.indices.sorted { ratios[$0] != ratios[$1] ? ratios[$0] > ratios[$1] : $0 < $1 }
            guard order != Array(ratios.indices) else { continue }
            for (slot, role) in roles.enumerated() {
                var moved = current[order[slot]]
                let from = moved.role
                moved.role = role
                moved.valueReason = "ordered by contrast on the page: \(Self.ratio(ratios[order[slot]]))"
                    + (from == role ? "" : ", so it fills \(role.rawValue) though its name says \(from.rawValue)")
                fills[role.index] = moved
            }
        }
    }

    // MARK: - The system's own palette

    /// Opaque, general tokens filling no role by name, each colour once (the first in the
    /// files' order): no component's, no interaction state's.
    private var paletteTokens: [Int] = []
    /// The words of each palette token's path, kept while ``paletteTokens`` is made.
    private var paletteWords: [Int: [String]] = [:]
    /// Colours roles had when the palette was collected: no palette step for another role.
    private var usedColors: Set<RGB> = []

    private mutating func collectPalette() {
        // A layer may share the page's colour (white panels on a white page): a named layer's
        // colour stays a palette step, for the page.
        usedColors = Set(fills.compactMap { fill in
            fill.flatMap { [.backgroundSecondary, .backgroundTertiary].contains($0.role) ? nil : $0.color.rgb }
        })
        // ...but under a palette name: the layer's own token is the layer.
        let layerPaths = Set([ColorToken.backgroundSecondary, .backgroundTertiary].compactMap { fills[$0.index]?.token })
        var seen: Set<RGB> = []
        var slots: [RGB: Int] = [:]
        // Colours whose palette name is a text's or a line's: kept as a set, since asking each
        // of thousands of tokens' colours for its holder's words cost the chooser 2 ms a preview.
        var heldByRoles: Set<RGB> = []
        // A ramp named for a meaning (`primary-600`), not a text or a line that says which
        // (`text.primary` is the primary text, whatever colour it shares).
        func namesARole(_ index: Int) -> Bool {
            !classes[index].isDisjoint(with: [.text, .icon, .line])
        }
        func meaningful(_ index: Int) -> Bool {
            classes[index].contains(.meaning) && !namesARole(index)
        }
        for index in tokens.indices {
            // Colour first: most tokens of a large system alias a colour already seen.
            let color = tokens[index].color
            guard color.alpha >= 0.99, !usedColors.contains(color.rgb) else { continue }
            guard layerPaths.isEmpty || !layerPaths.contains(tokens[index].path) else { continue }
            // A colour already seen is read again only where its path may name a meaning, where
            // a text or a line holds it (the palette's own name for it may follow), or where it
            // aliases the step that names it now (it may be the designed name of that step).
            // (The token is not copied before that: most of a large system's are skipped here.)
            let heldByARole = heldByRoles.contains(color.rgb), seenBefore = seen.contains(color.rgb)
            // Or where a grey ramp's step names a grey a category named first (``greyStepRenames(_:holder:)``).
            if seenBefore, !heldByARole, !namesMeaning[index], tokens[index].aliases.isEmpty
                || slots[color.rgb].map({ !tokens[index].aliases.contains(tokens[paletteTokens[$0]].path) }) ?? true,
               slots[color.rgb].map({ !greyStepRenames(index, holder: paletteTokens[$0]) }) ?? true {
                continue
            }
            guard let words = generalWords(index) else { continue }
            let token = tokens[index]
            if seenBefore {
                let slotIndex = slots[token.color.rgb].map { paletteTokens[$0] }
                // Of two names for one colour, the one that says what it means (`primary-600`
                // over the `sky-600` it aliases) is the palette's: ramps are found by meaning first;
                // and a palette name before a text's or a line's that shares its colour.
                if heldByARole, !namesARole(index), let slot = slots[token.color.rgb] {
                    paletteWords[index] = words
                    paletteTokens[slot] = index
                    heldByRoles.remove(token.color.rgb)
                } else if let slot = slots[token.color.rgb], token.aliases.contains(tokens[paletteTokens[slot]].path),
                          !namesARole(index), !words.starts(with: paletteWords[paletteTokens[slot]]!),
                          meaningful(index) == meaningful(paletteTokens[slot]) {
                    // A name that aliases the step it shares a colour with is the system's use of
                    // that step (`ui.dark-grey` for `greyscale.1`): the designed name, a layer up.
                    // A variant named after it (`malachite-20`, a tint by transform) is not.
                    paletteWords[index] = words
                    paletteTokens[slot] = index
                } else if let slot = slots[token.color.rgb], greyStepRenames(index, holder: paletteTokens[slot]) {
                    paletteWords[index] = words
                    paletteTokens[slot] = index
                } else if let slot = slots[token.color.rgb], !meaningful(paletteTokens[slot]), meaningful(index)
                    || slotIndex.map({ meaningful($0) && meaningful(index) && Self.precedes(token.path, tokens[$0].path) }) == true,
                   let slot = slots[token.color.rgb] {
                    paletteWords[index] = words
                    paletteTokens[slot] = index
                }
                continue
            }
            paletteWords[index] = words
            seen.insert(token.color.rgb)
            if namesARole(index) { heldByRoles.insert(token.color.rgb) }
            slots[token.color.rgb] = paletteTokens.count
            paletteTokens.append(index)
        }
    }

    /// The shorter path, then the earlier in code-point order: ties that do not depend on order.
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.count != b.utf8.count ? a.utf8.count < b.utf8.count : a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// The words of a token's path if it is general: no component's, no interaction state's, and
    /// no tooltip's or snackbar's (`--sl-tooltip-color` is the tooltip's text, CSS's `color`, not
    /// the palette's white: the inverted pair reads those by name).
    func generalWords(_ index: Int) -> [String]? {
        classes[index].isDisjoint(with: [.component, .state, .invertedComponent]) ? pathWords[index] : nil
    }

    /// Chromatic and at ``RoleValueRules/rampContrast`` on the page: a tint too pale to see is no
    /// status or accent colour.
    private func readsAsHue(_ index: Int) -> Bool {
        lch(index).c >= RoleValueRules.chromatic && contrast(index) >= RoleValueRules.rampContrast
    }

    private mutating func fillFromPalette() {
        let open: [ColorToken] = [.backgroundPrimary, .foregroundPrimary, .accent] + RoleValueRules.statusRoles
        guard open.contains(where: { fills[$0.index] == nil }) else { return fillOnAccent() }
        collectPalette()
        let allNeutrals = paletteTokens.filter { index in
            lch(index).c <= RoleValueRules.neutralChroma
                || lch(index).c <= RoleValueRules.pageChroma && paletteWords[index]?.contains(where: RoleValueRules.neutralWords.contains) == true
        }
        let neutrals = oneNeutralRamp(allNeutrals)
        var fromPalette = false
        // A page and a text taken from the palette by value must make a page of text: the
        // palette's strongest neutral reaching ``RoleValueRules/paletteText`` on it. A palette of
        // mid greys (a platform's fills, with its text colours kept elsewhere) has none, and
        // then page and text follow the appearance, as that platform's do.
        let textOpen = fills[ColorToken.foregroundPrimary.index] == nil
        if fills[ColorToken.backgroundPrimary.index] == nil, textOpen, !neutrals.isEmpty {
            let lightest = neutrals.max { lch($0).l < lch($1).l }!, darkest = neutrals.min { lch($0).l < lch($1).l }!
            let best = contrastRatio(tokens[lightest].color.rgb, tokens[darkest].color.rgb)
            if best < RoleValueRules.paletteText {
                pageNote = "the system's neutrals make no page of text (at most \(Self.ratio(best)), under \(Self.ratio(RoleValueRules.paletteText)))"
                return fillColoursFromPalette()
            }
        }
        if fills[ColorToken.backgroundPrimary.index] == nil {
            // The lightest neutral for light (or either, when it is light enough), else the
            // darkest: a page at the end the appearance asks for.
            let lightest = neutrals.max { lch($0).l < lch($1).l }.flatMap { lch($0).l >= RoleValueRules.lightPage ? $0 : nil }
            let darkest = neutrals.min { lch($0).l < lch($1).l }.flatMap { lch($0).l <= RoleValueRules.darkPage ? $0 : nil }
            let step = appearance == .dark ? darkest : appearance == .light ? lightest : lightest ?? darkest
            if let step {
                palette(.backgroundPrimary, step, "the \(step == lightest ? "lightest" : "darkest") neutral of the system's palette")
                fromPalette = true
                if let (loser, _) = failedWinners[.backgroundPrimary] {
                    let lost = alternative(loser, loser)
                    fills[ColorToken.backgroundPrimary.index]?.alternative = lost
                }
            } else if let (winner, loser) = failedWinners[.backgroundPrimary] {
                set(.backgroundPrimary, winner, loser: loser)
                refuseUnreadablePage(winner)
            }
        }
        // Text is the far end of the system's grey ramp where that reads as body text at AAA
        // (Carbon's gray 100, Tailwind's gray-900): a pure black beside a ramp is a swatch, and
        // so is one at its end or among its greys where a near-black reads (``paletteBodyText(among:)``).
        let (ramps, _) = Self.ramps(neutrals, pathWords)
        let rampText = paletteBodyText(among: Array(ramps.values.filter { $0.count >= RoleValueRules.rampSteps }.joined()))
            .flatMap { contrast($0.step) >= RoleValueRules.paletteText ? $0 : nil }
        if fills[ColorToken.foregroundPrimary.index] == nil,
           let text = rampText ?? paletteBodyText(among: neutrals),
           contrast(text.step) >= (fromPalette ? RoleValueRules.paletteText : RoleValueRules.textLeast) {
            palette(.foregroundPrimary, text.step, paletteBodyTextReason(text))
            fills[ColorToken.foregroundPrimary.index]?.alternative = unreadableText
            fromPalette = true
        }
        if fromPalette {
            // One step fills one role: two texts, or a text and a line, or two lines drawn in one
            // grey are no two levels. Only a layer may share a line's grey (a card's fill and the
            // page's faintest rule), since a palette of few light greys has no other for it.
            let used = Set(fills.compactMap { $0?.token })
            var picked: [(path: String, line: Bool)] = []
            let lines: Set<ColorToken> = [.outlinePrimary, .outlineSecondary, .outlineTertiary]
            // A hue ramp's palest step (`blue-lighter`, `danger-50`, `purple.100`) is a tint of that
            // hue, not a grey of the page's layers and lines: a near-neutral step of a ramp that
            // holds chromatic steps and is named by no grey word.
            let (paletteRamps, _) = Self.ramps(paletteTokens, pathWords)
            let tints = Set(paletteRamps.filter { ramp, members in
                !ramp.contains(where: RoleValueRules.neutralWords.contains) && members.contains { lch($0).c >= RoleValueRules.chromatic }
            }.values.joined())
            for (role, target) in RoleValueRules.neutralSteps where fills[role.index] == nil {
                if let above = RoleValueRules.levelAbove[role], let origin = fills[above.index]?.origin,
                   origin == .matched || origin == .explicit { continue }
                let layer = role == .backgroundSecondary || role == .backgroundTertiary
                let taken = Set(picked.filter { !(layer && $0.line) }.map(\.path))
                let steps = neutrals.filter { !used.contains(tokens[$0].path) && !taken.contains(tokens[$0].path) && !tints.contains($0) }
                guard let step = steps.min(by: { abs(contrast($0) - target) < abs(contrast($1) - target) }),
                      min(contrast(step), target) / max(contrast(step), target) >= RoleValueRules.ladderFit else { continue }
                palette(role, step, "the neutral step nearest \(Self.ratio(target)) on the page (\(Self.ratio(contrast(step))))")
                picked.append((tokens[step].path, lines.contains(role)))
            }
        }
        fillColoursFromPalette()
    }

    /// The neutrals of one grey ramp, where a palette has several side by side (Carbon's gray,
    /// cool gray and warm gray; Open Props' gray and sand; a `gray` and a `neutral` that copies
    /// it): a page, its text and its lines drawn from one ramp, as the system's own themes are,
    /// not the nearest step of whichever ramp. The plain grey ramp (a ``RoleValueRules/plainNeutralWords``
    /// word and nothing else) is preferred, then the one with more steps, then the first in the
    /// files. Neutrals of no ramp (white, black) stay.
    private func oneNeutralRamp(_ neutrals: [Int]) -> [Int] {
        let (ramps, rampOf) = Self.ramps(neutrals, pathWords)
        let parallel = ramps.filter { $0.value.count >= RoleValueRules.rampSteps }
        guard parallel.count > 1 else { return neutrals }
        func rank(_ words: [String]) -> Int {
            RoleValueRules.plainNeutralWords.contains(where: words.contains) ? words.count : 100 + words.count
        }
        let chosen = parallel.min { a, b in
            if rank(a.key) != rank(b.key) { return rank(a.key) < rank(b.key) }
            if a.value.count != b.value.count { return a.value.count > b.value.count }
            return a.value.min()! < b.value.min()!
        }!.key
        return neutrals.filter { index in
            guard let ramp = rampOf[index] else { return true }
            return ramp == chosen || (ramps[ramp]?.count ?? 0) < RoleValueRules.rampSteps
        }
    }

    /// `indices` grouped by ramp (a path's words but a last step word or number), and each
    /// index's ramp.
    private static func ramps(_ indices: [Int], _ pathWords: [[String]]) -> (ramps: [[String]: [Int]], rampOf: [Int: [String]]) {
        var ramps: [[String]: [Int]] = [:]
        var rampOf: [Int: [String]] = [:]
        for index in indices {
            var words = pathWords[index]
            guard words.count > 1, let last = words.last,
                  last.utf8.allSatisfy({ (0x30...0x39).contains($0) }) || RoleValueRules.stepWords.contains(last) else { continue }
            words.removeLast()
            ramps[words, default: []].append(index)
            rampOf[index] = words
        }
        return (ramps, rampOf)
    }

    /// Why the page (and the text, when the palette makes no page of text) was left to the
    /// appearance.
    private(set) var pageNote: String?

    /// Whether the accent is the ramp step Shade took by its contrast, not one the system named
    /// or filled its button with.
    private var accentByValue = false

    /// The accent, its label and the status colours from the palette.
    private mutating func fillColoursFromPalette() {
        fillAccentFromBrandFill()
        if fills[ColorToken.accent.index] == nil, let button = buttonColor,
           let step = paletteTokens.first(where: { tokens[$0].color == button }), contrast(step) >= RoleValueRules.accentContrast {
            palette(.accent, step, "the colour of the system's primary button (\(Self.ratio(contrast(step))) on the page)")
        }
        fillFromRamp(.accent, target: RoleValueRules.textContrast, least: RoleValueRules.accentContrast)
        fillOnAccent()
        // Only an accent the system chose is evidence of its step, not one Shade took by value.
        let step = RoleValueRules.statusRoles.contains { fills[$0.index] == nil } && !accentByValue ? accentStep() : nil
        for role in RoleValueRules.statusRoles {
            // Status colours are drawn as text too: 4.5:1 where a step reaches it, unless the
            // system draws its colours at the accent's step.
            fillFromRamp(role, target: RoleValueRules.textContrast, least: RoleValueRules.accentContrast, step: step)
        }
    }

    /// The label on the accent where no name gave one: the label of what the system fills with
    /// its accent, its inverted text, else its own white (or black) where it reads: a system
    /// colour, never one of Shade's, and white wins a tie both pass.
    private mutating func fillOnAccent() {
        fillOnAccentFromComponent()
        fillOnAccentFromColourNamedText()
        fillOnAccentFromInverseText()
        fillOnAccentFromEnds()
    }

    /// A text the system names for its colour (`Text & Icon.White.Standard`, `text.static-black`)
    /// is the static white or black it draws on its colour fills in every appearance, where its
    /// inverted and primary text turn with the appearance: the label on the accent where it reads
    /// there as a bold label (3:1), white before black.
    private mutating func fillOnAccentFromColourNamedText() {
        guard fills[ColorToken.onAccent.index] == nil, let accent = fills[ColorToken.accent.index] else { return }
        let surface = accent.color.composited(over: page)
        for (word, end) in [("white", Self.white), ("black", Self.black)] {
            guard let chosen = colourNamedText(word, end) else { continue }
            let ratio = contrastRatio(end, surface)
            guard ratio >= RoleValueRules.accentContrast else { continue }
            palette(.onAccent, chosen, "the system's text named \(word), drawn on its colour fills (\(Self.ratio(ratio)) on the accent)")
            return
        }
    }

    /// The system's general text token named for its colour, `white` (or `black`), in that
    /// colour: the label it draws on its colour fills.
    private func colourNamedText(_ word: String, _ end: RGB) -> Int? {
        tokens.indices.filter { index in
            tokens[index].color.alpha >= 0.99 && tokens[index].color.rgb == end && tokens[index].deprecated == nil
                && classes[index].contains(.text) && pathWords[index].contains(word) && generalWords(index) != nil
        }.min(by: { Self.precedes(tokens[$0].path, tokens[$1].path) })
    }


    /// The system's own white (or black) text as the label on the accent: its lightest text
    /// colour where it reads there at 4.5:1 (or 3:1, large or bold, on a light page or where it
    /// is named as text), else its darkest where that reads at 4.5:1.
    /// White wins a tie both pass, as on every platform.
    private mutating func fillOnAccentFromEnds() {
        guard fills[ColorToken.onAccent.index] == nil, let accent = fills[ColorToken.accent.index] else { return }
        let surface = accent.color.composited(over: page)
        // Its text colours where it names any; a palette names none, and its steps are its colours.
        func isText(_ words: [String]) -> Bool {
            words.contains { $0 != "icon" && WordRules.foregroundWords.contains($0) }
        }
        // Only the system's whites and blacks are candidates: their names are read, no other's.
        let general = tokens.indices.filter { index in
            tokens[index].color.alpha >= 0.99 && lch(index).c <= RoleValueRules.neutralChroma
                && (contrastRatio(tokens[index].color.rgb, Self.white) <= RoleValueRules.endContrast
                    || contrastRatio(tokens[index].color.rgb, Self.black) <= RoleValueRules.endContrast)
        }.compactMap { index in generalWords(index).map { (index, isText($0)) } }
        let named = general.contains { $0.1 }
        var lightest: Int?, darkest: Int?
        // White may be any of its neutrals (a page's white is the label's white); of one
        // colour, a text token's name first. Dark labels only from its text colours.
        // Among equals, a text token, then a name that aliases the other, then the shorter path,
        // then the path: the choice does not depend on the order tokens arrive in.
        // A name that aliases a palette step is the system's use of it (`ui-design.white` for
        // `greyscale.9`), before the step.
        func before(_ a: (Int, Bool), _ b: (Int, Bool)) -> Bool {
            if a.1 != b.1 { return a.1 }
            let (x, y) = (tokens[a.0], tokens[b.0])
            if x.aliases.contains(y.path) != y.aliases.contains(x.path) { return x.aliases.contains(y.path) }
            return Self.precedes(x.path, y.path)
        }
        var lightestText = false, darkestText = false
        for (index, text) in general {
            let l = lch(index).l
            if let current = lightest, lch(current).l > l || lch(current).l == l && !before((index, text), (current, lightestText)) {
            } else {
                (lightest, lightestText) = (index, text)
            }
            guard text || !named else { continue }
            if let current = darkest, lch(current).l < l || lch(current).l == l && !before((index, text), (current, darkestText)) {
            } else {
                (darkest, darkestText) = (index, text)
            }
        }
        // Body-text contrast first, white before black. On a light page, or where the system
        // names its white as text (`static-white-text-color`), white is the label at a bold
        // label's 3:1 (Apple's blue buttons); on a dark page a palette's white that does not
        // read as text is no label, and derivation takes the colour that reads best (a dark
        // theme's light accent takes a dark label).
        let lightPage = contrastRatio(page, Self.white) < contrastRatio(page, Self.black)
        // A dark page's own colour is the dark label where the system names no dark text: the
        // label knocked out of the fill to the ground (Shoelace labels its buttons with
        // `neutral-0`, its page, in light and dark alike), a system colour before Shade's black.
        var pageLabel: Int?
        let blackNamed = darkest.map { contrastRatio(tokens[$0].color.rgb, Self.black) <= RoleValueRules.endContrast } ?? false
        if !blackNamed, !lightPage, let path = fills[ColorToken.backgroundPrimary.index]?.token, let index = byPath[path],
           tokens[index].color.alpha >= RoleValueRules.solidAlpha, lch(index).c <= RoleValueRules.neutralChroma {
            (darkest, pageLabel) = (index, index)
        }
        let options: [(Int?, Double, String)] = [
            (lightest, RoleValueRules.textContrast, "lightest text colour"),
            (lightestText || lightPage ? lightest : nil, RoleValueRules.accentContrast, "lightest text colour"),
            (darkest, RoleValueRules.textContrast, "darkest text colour"),
        ]
        for (end, least, what) in options {
            guard let end, end == pageLabel || contrastRatio(tokens[end].color.rgb, Self.white) <= RoleValueRules.endContrast
                    || contrastRatio(tokens[end].color.rgb, Self.black) <= RoleValueRules.endContrast else { continue }
            let ratio = contrastRatio(tokens[end].color.rgb, surface)
            guard ratio >= least else { continue }
            palette(.onAccent, end, "the system's \(what), which reads on the accent (\(Self.ratio(ratio)))")
            return
        }
    }

    /// A chromatic fill whose name offered it as the page (lion's `colors.bg.default.color`,
    /// the green its buttons are filled with) is the system's brand colour: the accent, when
    /// no name chose one and it reads on the page. A ramp of another hue would paint the
    /// system in colours that are not its own.
    private mutating func fillAccentFromBrandFill() {
        guard fills[ColorToken.accent.index] == nil, let (brand, _) = failedWinners[.backgroundPrimary], !brand.wash else { return }
        let index = brand.match.token
        let onPage = contrast(index)
        guard lch(index).c >= RoleValueRules.chromatic, onPage >= RoleValueRules.accentContrast,
              fills[ColorToken.backgroundPrimary.index]?.token != tokens[index].path else { return }
        palette(.accent, index, "the brand fill its name offered as the page: chromatic, \(Self.ratio(onPage)) on the page")
    }

    /// The label of a component filled with the accent (lion's `button.text.color` beside a
    /// `button.bg.color` that aliases it) is the system's own text on the accent, when no name
    /// chose one and it reads there at 3:1 (a button's label is large or bold).
    private mutating func fillOnAccentFromComponent() {
        guard fills[ColorToken.onAccent.index] == nil, let accent = fills[ColorToken.accent.index] else { return }
        let filled = tokens.indices.first { index in
            classes[index].isSuperset(of: [.component, .fill]) && !classes[index].contains(.state)
                && (tokens[index].path == accent.token || tokens[index].aliases.contains { $0 == accent.token }
                    || tokens[index].color == accent.color)
        }
        guard let filled, let component = self.component(of: filled) else { return }
        let surface = accent.color.composited(over: page)
        let labels = tokens.indices.filter { index in
            classes[index].isSuperset(of: [.component, .label]) && !classes[index].contains(.state)
                && self.component(of: index) == component && tokens[index].color.alpha >= 0.99
                && contrastRatio(tokens[index].color.rgb, surface) >= RoleValueRules.accentContrast
        }
        // The fill's own label first: the same words but the kind (`ButtonPrimary` text beside
        // `ButtonPrimary` background), not another variant's (`ButtonDestructive` text).
        func variant(_ words: [String]) -> [String] {
            words.filter { !RoleValueRules.fillWords.contains($0) && !RoleValueRules.labelWords.contains($0) && !WordRules.foregroundWords.contains($0) }
        }
        let own = variant(pathWords[filled])
        let label = labels.first { variant(pathWords[$0]) == own } ?? labels.first
        guard let label else { return }
        let ratio = contrastRatio(tokens[label].color.rgb, surface)
        palette(.onAccent, label, "the label of \(tokens[filled].path), which is filled with the accent (\(Self.ratio(ratio)) on it)")
    }

    /// The system's inverted text (text on its strong fills) is its label on the accent when no
    /// name chose one and it reads there at 4.5:1: a system colour, not one of Shade's.
    private mutating func fillOnAccentFromInverseText() {
        guard fills[ColorToken.onAccent.index] == nil, let accent = fills[ColorToken.accent.index],
              let inverse = fills[ColorToken.invertedForegroundPrimary.index], let path = inverse.token,
              let index = tokens.firstIndex(where: { $0.path == path }), tokens[index].color.alpha >= 0.99 else { return }
        let ratio = contrastRatio(tokens[index].color.rgb, accent.color.composited(over: page))
        guard ratio >= RoleValueRules.textContrast else { return }
        palette(.onAccent, index, "the system's inverted text, which reads on the accent (\(Self.ratio(ratio)))")
    }

    /// Fills `role` from its ramp (by ``RoleValueRules/rampWords``, else any colour of its
    /// hue family) at the step that reads: the least contrast reaching `target`, else
    /// `least`, else the most. A failed name winner is kept when no ramp exists.
    private mutating func fillFromRamp(_ role: ColorToken, target: Double, least: Double, step: String? = nil) {
        guard fills[role.index] == nil else { return }
        fillFromRamp(role, among: paletteTokens.filter(readsAsHue), target: target, least: least, step: step)
        // A system whose colours of that meaning are all pale still has them: its own, before
        // any of Shade's defaults.
        if fills[role.index] == nil, role != .accent, failedWinners[role] == nil {
            // Only a ramp its words name: a pale colour of that hue alone (a highlighter's
            // yellow) says nothing of the meaning.
            fillFromRamp(role, among: paletteTokens.filter { lch($0).c >= RoleValueRules.chromatic }, target: target,
                         least: least, namedOnly: true, step: step)
        }
    }

    private mutating func fillFromRamp(_ role: ColorToken, among all: [Int], target: Double, least: Double,
                                       namedOnly: Bool = false, step: String? = nil) {
        // A chart's series colours sit beside the roles, not among them (``ChartSeries``): a
        // data-vis `trend-positive` green is no success colour, nor a series' blue the accent.
        // A family of product brands (``RoleBrandFamilies``) is no ramp of the accent's.
        let chromatic = all.filter { index in
            (paletteWords[index].map { !ChartWords.marksChart($0) } ?? true) && !(role == .accent && (brandFamily.contains(index) || categoryFamily.contains(index)))
        }
        var ramp: [Int] = []
        var named = ""
        var rampWord: String?
        // The colours a system keeps in its status group (`color.status.shy-tomato`) are its
        // status colours: after a ramp named for the meaning (`danger-600`), before a ramp named
        // for the hue (a brand's `axa-red`). Where it has such a group, a hue it holds no status
        // colour of is no status of its (a gold of its illustration palette is no warning).
        let statusGroup = role == .accent ? [] : chromatic.filter {
            paletteWords[$0]?.contains(where: RoleValueRules.statusGroupWords.contains) == true
        }
        for word in RoleValueRules.rampWords[role] ?? [] {
            if !statusGroup.isEmpty, !RoleValueRules.meaningWords.contains(word) {
                ramp = statusGroup.filter { RoleValueRules.inHueFamily(lch($0), role) }
                named = "its status colours"
                break
            }
            ramp = chromatic.filter { paletteWords[$0]?.contains(word) == true }
            if role != .accent { ramp = ramp.filter { RoleValueRules.inHueFamily(lch($0), role) } }
            if !ramp.isEmpty { named = "its \(word) ramp"; rampWord = word; break }
        }
        if ramp.isEmpty, role != .accent, !namedOnly, statusGroup.isEmpty {
            ramp = chromatic.filter { RoleValueRules.inHueFamily(lch($0), role) }
            named = "its colours of \(Self.family(role)) hue"
        }
        guard !ramp.isEmpty else {
            // A hard failure is no colour of the role (an ambiguous status word of the other's hue).
            if !namedOnly, let (winner, loser) = failedWinners[role], !winner.hard { set(role, winner, loser: loser) }
            return
        }
        // A ramp whose base has the ramp's name alone beside its steps (`green` beside
        // `green-dark` and `green-light`) names the system's own colour: that one, where it
        // can be seen on the page, whichever step reads best.
        // A vivid status base paler than that (Polaris's `yellow`) is its colour too.
        if let rampWord, ramp.count > 1,
           let base = ramp.first(where: { paletteWords[$0]?.last == rampWord })
            ?? (role == .accent ? nil : paletteTokens.first(where: { index in
                paletteWords[index]?.last == rampWord && RoleValueRules.inHueFamily(lch(index), role)
            })),
           showsAsColour(base, role) {
            palette(role, base, "from \(named), its base, named by the ramp alone (\(Self.ratio(contrast(base))) on the page)")
            return
        }
        // The ramp's step the accent is drawn at (``accentStep()``), where it shows on the page.
        // Any token of the ramp's name at that step (the palette may know its colour by the
        // name of a token that aliases it: lion's `bg.default` for `green.600`).
        let colours = Set(ramp.map { tokens[$0].color.rgb })
        if let step, role != .accent,
           let same = tokens.indices.filter({ index in
               let words = pathWords[index]
               return words.last == step && tokens[index].deprecated == nil && lch(index).c >= RoleValueRules.chromatic
                   && (rampWord.map(words.contains) ?? colours.contains(tokens[index].color.rgb))
                   && RoleValueRules.inHueFamily(lch(index), role) && generalWords(index) != nil
           }).min(by: { Self.precedes(tokens[$0].path, tokens[$1].path) }),
           showsAsColour(same, role) {
            palette(role, same, "from \(named), step \(step), the step its accent is drawn at (\(Self.ratio(contrast(same))) on the page)")
            keepFailedWinnerAsAlternative(role)
            return
        }
        // The accent ramp's steps the system's own tokens use (its focus ring, a focused
        // border): the one of least contrast that shows as a fill (3:1) and carries a label
        // that reads (4.5:1) is its accent, the step its designers draw with, before the step
        // that first reaches text contrast.
        if role == .accent {
            let inUse = stepColoursInUse()
            let ends = neutralEnds()
            // The label drawn on a step, as ``fillOnAccentFromEnds()`` draws it: the system's lightest
            // neutral where it reads at 4.5:1, or on a light page at a bold label's 3:1 (Shoelace's
            // white on its `primary-600` buttons, 4.1:1), else its darkest at 4.5:1.
            let lightPage = contrastRatio(page, Self.white) < contrastRatio(page, Self.black)
            func carriesLabel(_ step: Int) -> Bool {
                let fill = opaque(step)
                guard let ends else { return false }
                let light = contrastRatio(tokens[ends.lightest].color.rgb, fill)
                if light >= RoleValueRules.textContrast || lightPage && light >= RoleValueRules.accentContrast { return true }
                return contrastRatio(tokens[ends.darkest].color.rgb, fill) >= RoleValueRules.textContrast
            }
            if let used = ramp.filter({ inUse.contains(tokens[$0].color.rgb) && contrast($0) >= least && carriesLabel($0) })
                .min(by: { contrast($0) < contrast($1) }) {
                palette(role, used, "from \(named), the step of least contrast the system's own tokens use (\(Self.ratio(contrast(used))) on the page)")
                return
            }
        }
        // A status colour from a ramp its words name is the ramp's most vivid step
        // (``mostVividStep(of:shows:)``).
        // Its pale steps too: a full yellow is nearly as light as the page.
        if role != .accent, let rampWord, ramp.count >= RoleValueRules.rampSteps,
           let vivid = mostVividStep(of: paletteTokens.filter({ index in
               paletteWords[index]?.contains(rampWord) == true && lch(index).c >= RoleValueRules.chromatic
                   && RoleValueRules.inHueFamily(lch(index), role)
           }), shows: { showsAsColour($0, role) }) {
            palette(role, vivid, "from \(named), its most vivid step (\(Self.ratio(contrast(vivid))) on the page)")
            keepFailedWinnerAsAlternative(role)
            return
        }
        // The accent carries a label: where the system names its text for colour fills (`white`),
        // only the steps that label reads on (4.5:1) and that show on the page (3:1) are its
        // accent. On a white page that is the step reaching 4.5:1 anyway; on a dark page the
        // step reaching text contrast is too light for a white label, and the nearest one a
        // white label reads on is taken.
        var steps = ramp
        if role == .accent, let label = colourNamedText("white", Self.white).map({ tokens[$0].color.rgb }) {
            let labelled = ramp.filter { contrastRatio(label, opaque($0)) >= RoleValueRules.textContrast && contrast($0) >= least }
            if !labelled.isEmpty { steps = labelled }
        }
        let reaching = steps.filter { contrast($0) >= target }
        let enough = steps.filter { contrast($0) >= least }
        let step = reaching.min { contrast($0) < contrast($1) }
            ?? (steps.count < ramp.count ? enough.max { contrast($0) < contrast($1) } : enough.min { contrast($0) < contrast($1) })
            ?? ramp.max { contrast($0) < contrast($1) }!
        if steps.count < ramp.count, reaching.isEmpty {
            palette(role, step, "from \(named), the step nearest text contrast on the page (\(Self.ratio(contrast(step)))) that the system's white text reads on")
        } else {
            palette(role, step, "from \(named), the step that reads on the page (\(Self.ratio(contrast(step))))")
        }
        if role == .accent { accentByValue = true }
        keepFailedWinnerAsAlternative(role)
    }

    /// A name winner that broke its value rule, said as what the palette's step beat.
    private mutating func keepFailedWinnerAsAlternative(_ role: ColorToken) {
        guard let (loser, _) = failedWinners[role] else { return }
        let lost = alternative(loser, loser)
        fills[role.index]?.alternative = lost
    }

    /// The system's lightest and darkest opaque neutrals (general tokens only).
    private func neutralEnds() -> (lightest: Int, darkest: Int)? {
        var lightest: Int?, darkest: Int?
        for index in tokens.indices where tokens[index].color.alpha >= 0.99 && lch(index).c <= RoleValueRules.neutralChroma
            && tokens[index].deprecated == nil && generalWords(index) != nil {
            if lightest.map({ lch(index).l > lch($0).l }) ?? true { lightest = index }
            if darkest.map({ lch(index).l < lch($0).l }) ?? true { darkest = index }
        }
        guard let lightest, let darkest else { return nil }
        return (lightest, darkest)
    }

    /// Whether a step the system's own names or scale chose shows on the page as a colour: at
    /// ``RoleValueRules/rampContrast``, or, for a status colour, at ``RoleValueRules/vividChroma``
    /// whatever its contrast (a full yellow is as light as a white page, a tint is pale).
    private func showsAsColour(_ index: Int, _ role: ColorToken) -> Bool {
        contrast(index) >= RoleValueRules.rampContrast || role != .accent && lch(index).c >= RoleValueRules.vividChroma
    }

    private mutating func palette(_ role: ColorToken, _ index: Int, _ why: String) {
        let token = tokens[index]
        fills[role.index] = RoleFill(role: role, token: token.path, origin: .palette, reason: "the system's palette, by value",
                                     color: token.color, confidence: .valueOnly, valueReason: why)
    }

    /// Fills `role` with the token at `index`, chosen by what the system's names say of it and
    /// confirmed by its value: `reason` is the names', `why` the value's.
    mutating func named(_ role: ColorToken, _ index: Int, _ reason: String, _ why: String, alternative: String? = nil) {
        let token = tokens[index]
        fills[role.index] = RoleFill(role: role, token: token.path, origin: .matched, reason: reason,
                                     color: token.color, confidence: .nameAndValue, valueReason: why, alternative: alternative)
    }

    /// Whether the token at `index` is on one alias chain with a token of `paths` (`border`
    /// and `color-border: var(--border)`): one name for one chain.
    func sharesAliasChain(_ index: Int, with paths: [String]) -> Bool {
        let token = tokens[index]
        return paths.contains { path in token.aliases.contains(path) || byPath[path].map { tokens[$0].aliases.contains(token.path) } == true }
    }
}
