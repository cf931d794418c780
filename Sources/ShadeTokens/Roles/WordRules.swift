/// Rules over the words of any token path, for systems no ``NameRules`` vocabulary knows.
///
/// A path's words are sorted into classes: a *kind* (text, ground, line), a *level* (primary,
/// secondary, tertiary, placeholder…), *inverse*, *emphasis*, *on* (`on-primary`), an *accent*
/// word and a *status* word. One rule then reads the classes; its title is the reason shown to
/// the user. Paths naming a component (`button`, `tooltip`), an interaction state (`hover`,
/// `selected`), a palette stop (`blue`, `500`, `palette`) or another status (`info`) match
/// nothing: `color.palette.blue.500` is not a text colour. Every other word the rules do not
/// know costs 3 points, so `text.primary` beats `datagrid.text.primary`.
enum WordRules {
    enum Kind { case foreground, background, line }
    enum Level: Equatable { case rank(Int), placeholder, disabled }
    enum Status: Hashable { case success, warning, error }

    static let foregroundWords: Set<String> = [
        "fg", "foreground", "text", "txt", "content", "label", "ink", "icon", "font", "subtext",
    ]
    static let backgroundWords: Set<String> = ["bg", "background", "canvas", "surface", "layer", "page"]
    /// `hr` is HTML's horizontal rule, a divider (`--hr-color`, `BackgroundColor_HrDark`).
    static let lineWords: Set<String> = ["border", "outline", "separator", "divider", "stroke", "line", "hairline", "hr"]
    /// Accent words that mean the accent wherever they stand.
    static let accentWords: Set<String> = ["accent", "brand", "interactive", "interaction"]
    /// Accent words only when the path names no kind (`primary` alone; `text.primary` is a level).
    static let bareAccentWords: Set<String> = ["primary", "tint", "action"]
    static let statusWords: [String: Status] = [
        // `confirmation`: eBay Evo's success (`color-foreground-confirmation`), and the
        // `--confirmation-color` of a valid field in stylesheets that follow it.
        "success": .success, "positive": .success, "valid": .success, "confirmation": .success,
        "warning": .warning, "warn": .warning, "caution": .warning, "attention": .warning, "notice": .warning,
        "danger": .error, "error": .error, "critical": .error, "negative": .error, "destructive": .error,
        "invalid": .error,
    ]
    /// Status words that mean the warning in some systems and the error in others (a red
    /// `attention` or `critical` is an error, an orange one a warning): the word says "a
    /// status", and the colour's hue says which (``RoleValueRules/hueFamilies``). Each keeps its
    /// ``statusWords`` entry as the role it is first offered for; ``RoleMatcher`` offers it for
    /// the other too, and ``RoleChooser`` refuses it where its hue is the other's.
    static let ambiguousStatusWords: Set<String> = ["attention", "critical", "notice", "caution"]
    /// Words that are a level elsewhere (`text.normal`) but, after a status group's word
    /// (``RoleValueRules/statusGroupWords``: `status.normal` beside `status.critical`,
    /// `status.caution`), name the status of things going as they should: success, as
    /// monitoring and operations systems name it (Astro's `color.status.normal`).
    static let statusGroupSuccessWords: Set<String> = ["normal"]
    /// Status words that are the status roles' own names.
    static let roleStatusWords: Set<String> = ["success", "warning", "error"]
    static let inverseWords: Set<String> = ["inverse", "inverted", "invert", "reverse", "reversed"]
    /// Foreground words that, last and right after an accent or status word, name what is drawn
    /// on that fill (`primary-foreground`, `destructive-fg`), as `on-primary` does.
    static let pairedForegroundWords: Set<String> = ["foreground", "fg"]
    /// Words that, last after an accent word, name the colour drawn on it: `primary-inverse`,
    /// `brand.primary.contrast` (Ionic's `--ion-color-primary-contrast`).
    static let pairWords: Set<String> = ["inverse", "inverted", "contrast"]
    /// Words that mark a token as kept only for old code: it is never chosen while a current
    /// token fits (see ``RoleEvidence``).
    static let deprecatedWords: Set<String> = ["deprecated", "legacy", "obsolete"]
    static let emphasisWords: Set<String> = ["emphasis", "emphasized", "strong", "bold", "solid", "intense", "extreme"]
    static let levelWords: [String: Level] = [
        "default": .rank(1), "primary": .rank(1), "main": .rank(1), "normal": .rank(1), "rest": .rank(1),
        "base": .rank(1), "standard": .rank(1),
        "secondary": .rank(2), "subtext": .rank(2), "muted": .rank(2), "subtle": .rank(2), "alt": .rank(2), "alternate": .rank(2),
        "alternative": .rank(2), "variant": .rank(2), "additional": .rank(2),
        "soft": .rank(2), "weak": .rank(2), "subdued": .rank(2), "raised": .rank(2), "elevated": .rank(2), "card": .rank(2),
        "panel": .rank(2),
        "container": .rank(2),
        "tertiary": .rank(3), "subtler": .rank(3), "weaker": .rank(3), "weakest": .rank(4), "faint": .rank(3), "quiet": .rank(3), "inset": .rank(3),
        "sunken": .rank(3), "well": .rank(3), "recessed": .rank(3),
        "quaternary": .rank(4), "subtlest": .rank(4), "faintest": .rank(4),
        "placeholder": .placeholder, "hint": .placeholder, "disabled": .disabled,
        "0": .rank(1), "1": .rank(1), "2": .rank(2), "3": .rank(3), "4": .rank(4),
    ]
    /// Level words of intensity, whose order is the system's own (Sage's `soft` is quieter than
    /// its `moderate`; its `faint` ground nearer the page than its `soft` one): among siblings
    /// they are ranked by value (``RoleChooser/climbLadders(excluding:)``); every other level word
    /// is an ordinal whose place is fixed, and a group using one keeps its names' order.
    static let intensityWords: Set<String> = ["soft", "weak", "weaker", "weakest", "faint", "faintest", "quiet"]
    /// The comparatives of an emphasis word (`stronger`, `strongest` beside `strong`): a level of
    /// a ladder, as `weaker` is, though no role is named by one.
    static let comparativeEmphasisWords: Set<String> = ["stronger", "strongest"]
    /// Whether `word` names a step of a ladder by its level: a level word (`muted`, `2`, `raised`,
    /// `weak`), an emphasis word (`strong`) or its comparative (``comparativeEmphasisWords``).
    /// In a group with ``RoleMatcher/ladderLeast`` siblings named so, the group's ladder is
    /// spelled in these words, and any other word beside them names a purpose (`trial`, `user`,
    /// `subaccount`, a `neutral` status), not a step; only where they make no ladder do a
    /// system's own words stand in for levels (Sage's `severe`, `moderate`, `delicate` beside a
    /// lone `soft`; Kong's `text-neutral` beside `text`).
    static func namesLevelStep(_ word: String, _ info: WordInfo?) -> Bool {
        if comparativeEmphasisWords.contains(word) { return true }
        guard let info else { return false }
        if case .rank = info.level { return true }
        return info.classes.contains(.emphasis)
    }
    /// Level words that yield to any other level word in the same path.
    static let weakLevelWords: Set<String> = ["default", "main", "normal", "rest", "base", "standard"]
    /// Words that say nothing about the role and cost nothing.
    static let neutralWords: Set<String> = [
        "neutral", "support", "status", "semantic", "global", "alias", "system", "ui", "fui", "token", "tokens",
        "theme", "on", "with",
    ]
    /// Words that say which appearance a value is for (`TEXT_PRIMARY_DAY`, Android's `night`
    /// resources): never a step of a ladder (`LINE_DAY` is `LINE` in light, not a quieter line).
    /// They are no neutral words: where they end a pair, the name without them is a token of
    /// its own (``TokensStudioReader/AppearanceLeaves``) and wins; elsewhere (`night-secondary`,
    /// a colour for a night-time surface) they are a purpose the rules do not know.
    static let appearanceNameWords: Set<String> = ["day", "night"]
    /// Words that name the page itself, as HTML's `body` element does (`bodyBackground`,
    /// `--bs-body-bg`, `body-text`): a ground or text named with one is the page's own, so the
    /// word costs nothing. It is no namespace either: a page named `bodyBackground` is not a
    /// page named by its kind alone (``RoleChooser/fillInvertedFromPagePair(excluding:)``).
    static let pageWords: Set<String> = ["body"]
    /// Words that, added to a ground's name, name the page itself beside that ground
    /// (`background.body`, `bg-page`, `background.canvas`, `app-background` beside `background`):
    /// where a system names both, the bare ground is a container's and the page is the one named
    /// so (``RoleChooser/preferTheNamedPage(_:excluding:)``).
    static let pageNamingWords: Set<String> = pageWords.union(["page", "canvas", "app"])
    /// Words that name the ground a colour is drawn on by the word after them: `on-primary`, and
    /// Sage's `withDefault` (what sits on the default fill).
    static let onWords: Set<String> = ["on", "with"]
    /// Words after `on` that name an appearance's ground (`on-dark`, `on-light`): the colour
    /// is that appearance's variant, not a colour drawn on another.
    static let appearanceGroundWords: Set<String> = ["dark", "light"]
    /// Words that rule a path out: components, interaction states, palettes, other statuses.
    static let excludingWords: Set<String> = Set<String>([
        "button", "btn", "control", "badge", "chip", "tag", "tooltip", "toast", "avatar", "nav", "navigation",
        "menu", "tab", "tabs", "switch", "toggle", "checkbox", "radio", "slider", "progress", "scrollbar", "chart",
        "sidebar", "popover", "header", "footer", "code", "diff", "syntax", "field", "input", "form", "select", "dropdown",
        "banner", "dialog", "modal", "timeline", "counter", "skeleton", "stencil", "focus", "focused", "hover",
        "hovered", "pressed", "press", "active", "selected", "selection", "visited", "dragged", "checked", "inactive", "clicked",
        "static", "transparent", "scrim", "shadow", "overlay", "highlight", "backdrop", "alpha", "opacity",
        "palette", "ramp", "scale", "primitive", "primitives", "ref", "swatch", "red", "orange", "yellow", "green",
        "blue", "purple", "violet", "pink", "teal", "cyan", "indigo", "magenta", "lime", "gray", "grey", "black",
        "white", "info", "information", "informative", "discovery", "help", "new", "beta", "caret",
        // `h1`…`h6` split as `h` and a digit: a heading's colour, not a level of text (and an
        // `h` alone is a hue channel).
        "h",
    ]).union(ChartWords.chartOnly).union(mediaWords)
    /// Words of a picture or its stand-in: an image, an avatar, an illustration, a loading
    /// skeleton. Their placeholder (`ImagePlaceholderForeground`, `avatar.placeholder`) is the
    /// drawing shown while the picture loads, not an input's placeholder text, and their colours
    /// fill no role of the page (illustrations' palettes are decoration).
    static let mediaWords: Set<String> = [
        "image", "images", "img", "picture", "photo", "thumbnail", "illustration", "illustrative", "avatar",
        "skeleton", "video", "media", "logo",
    ]
    /// Excluding words that, beside a text word and nothing else of meaning, name supporting text
    /// (`font.info`, `text.help`): the grey of labels, hints and notes beside the body text, so a
    /// secondary text. A coloured one is a status's text, and ``RoleChooser`` refuses it there.
    static let supportingTextWords: Set<String> = ["info", "information", "help", "helper"]
    /// Excluding words that, last and right after a status word, name that status's own vivid
    /// colour (Fabric's `warningHighlight`): elsewhere a highlight is a text selection's.
    static let statusHighlightWords: Set<String> = ["highlight"]
    /// Words that, right before a status word, name a severity past that status (Fabric's
    /// `severeWarning`, between warning and error): not the status's own colour. Elsewhere they
    /// are a system's own intensity (Sage's `txt.severe`, its strongest text).
    static let severityWords: Set<String> = ["severe"]
    /// The title of the supporting-text rule.
    static let supportingTextTitle = "words: text/fg/foreground/font + info/help (supporting text)"
    /// Excluding words one system's vocabulary uses for its own states and products, by vocabulary:
    /// switched off with it (``RoleVocabularies``).
    static let vocabularyExcludingWords: [String: Set<String>] = [
        "GitHub Primer": ["done", "sponsors", "open", "closed", "merged", "upsell"],
        // Colour names are palette words: `Global.Color.Navy.Primary` is a ramp's base step,
        // not the system's primary colour. CSS's named colours, and the ramp names of the
        // public palettes systems build on.
        "CSS": [
            "aqua", "aquamarine", "azure", "beige", "bisque", "brown", "chartreuse", "chocolate", "coral", "cornflower",
            "cornsilk", "crimson", "firebrick", "fuchsia", "gainsboro", "gold", "goldenrod", "honeydew", "khaki",
            "lavender", "lime", "linen", "maroon", "navy", "olive", "orchid", "peru", "plum", "salmon", "sienna",
            "silver", "tan", "thistle", "tomato", "turquoise", "wheat",
        ],
        "Tailwind": ["slate", "zinc", "stone", "amber", "emerald", "sky", "rose"],
        "Radix": ["ruby", "iris", "jade", "grass", "bronze", "mint", "mauve", "sage", "sand"],
    ]

    /// Every word these rules know: a path's namespace may not contain any of them.
    static let knownWords: Set<String> = foregroundWords.union(backgroundWords).union(lineWords)
        .union(accentWords).union(bareAccentWords).union(statusWords.keys).union(inverseWords)
        .union(emphasisWords).union(levelWords.keys).union(excludingWords).union(["link"])
        .union(vocabularyExcludingWords.values.joined()).union(pairWords).union(deprecatedWords).union(pageWords)

    /// What the words of one path say, once sorted.
    struct Reading {
        var kind: Kind?
        var level: Level?
        var inverse = false
        var emphasis = false
        var on: String?
        var accent = false
        var bareAccent = false
        var link = false
        /// An accent word after `on` and a ground (`on-surface-accent`): the text drawn on the
        /// page's ground in the accent's colour, not the label drawn on the accent.
        var accentOnGround = false
        /// The last word names what is drawn on the accent (``pairWords``).
        var pair = false
        /// `X-foreground`: the last word is a foreground word right after an accent or status word.
        var pairedForeground = false
        /// A supporting-text word (``supportingTextWords``), which rules the path out unless it
        /// names plain text and nothing else.
        var supporting = false
        /// The ground is named `layer`, and its level by a number: layers stack on the page, so
        /// `layer-1` is the first above it (Spectrum's `background-layer-1`, Carbon's `layer-01`).
        var layer = false
        var numericLevel = false
        var status: Status?
        var statusCount = 0
        /// The status word is the role's own name (`warning`, not `caution`).
        var statusNamed = false
        /// The status word says warning or error, and the hue decides (``ambiguousStatusWords``).
        var statusAmbiguous = false
        var unknown = 0
    }

    /// Sorts `words` (with their ``WordInfo``) into classes, or nil if a word rules the path out.
    /// `cssColor`: the path's last word was `color` (dropped as noise), or its first group is
    /// `color` in a system grouped by CSS property (``PathWords/groupsByCSSProperty(_:)``), which
    /// names the text colour where nothing else names a kind, as CSS's `color` property does
    /// (`--pico-color`, `--pico-muted-color`, `--tooltip-color`, `color.subtle`).
    static func read(_ words: [String], _ info: [WordInfo?], cssColor: Bool = false) -> Reading? {
        var reading = Reading()
        var index = 0
        while index < words.count {
            defer { index += 1 }
            guard let known = info[index] else {
                // A number of 10 or more is a palette stop.
                if words[index].utf8.count > 1, words[index].utf8.allSatisfy({ (0x30...0x39).contains($0) }) { return nil }
                // A digit right after a word no rule knows counts that word's series
                // (`category-5`), as a level digit there does (below): one colour of a set.
                if index > 0, info[index - 1] == nil, words[index].utf8.count == 1,
                   words[index].utf8.allSatisfy({ (0x30...0x39).contains($0) }) { return nil }
                reading.unknown += 1
                continue
            }
            if statusGroupSuccessWords.contains(words[index]), words[..<index].contains(where: RoleValueRules.statusGroupWords.contains) {
                if reading.status != .success { reading.statusCount += 1 }
                reading.status = .success
                reading.statusAmbiguous = false
                continue
            }
            let classes = known.classes
            if classes.contains(.excluding) {
                // A status's highlight, last after its word (`warningHighlight`), is that
                // status's vivid colour, not a text selection's.
                if statusHighlightWords.contains(words[index]), index == words.count - 1, index > 0,
                   info[index - 1]?.status != nil {
                    reading.emphasis = true
                    continue
                }
                guard supportingTextWords.contains(words[index]) else { return nil }
                reading.supporting = true
                continue
            }
            if onWords.contains(words[index]), index + 1 < words.count {
                reading.on = words[index + 1]
                index += 1
                // `on-dark-bg`, `on-brand-background`: the ground's own noun belongs to it, and
                // says nothing of the kind of the colour drawn there.
                if index + 1 < words.count, backgroundWords.contains(words[index + 1]) { index += 1 }
                continue
            }
            if classes.contains(.foreground) { reading.kind = .foreground }
            else if classes.contains(.background) { reading.kind = .background }
            else if classes.contains(.line) { reading.kind = .line }
            // `default` and its kind say least: `text.default.secondary` is secondary.
            // Disabled is a state, not a level: `disabled.subtext` is no secondary text.
            if known.level == .disabled { return nil }
            // A number right after a word no rule knows counts that word's series (`decorative-3`,
            // `data-visualization.3`, `categorical-1`): one colour of a set, no level of a role.
            if known.level != nil, index > 0, info[index - 1] == nil,
               words[index].utf8.allSatisfy({ (0x30...0x39).contains($0) }) { return nil }
            if let level = known.level, reading.level == nil || !classes.contains(.weakLevel) {
                reading.level = level
                reading.numericLevel = words[index].utf8.allSatisfy { (0x30...0x39).contains($0) }
            }
            if words[index] == "layer" { reading.layer = true }
            if classes.contains(.inverse) { reading.inverse = true }
            // Only as the last word: `brand.inverse.default` is the brand on inverse grounds.
            if classes.contains(.pair), index == words.count - 1 { reading.pair = true }
            // Not after a kind word of its own: `content-primary-foreground` is primary content.
            if index == words.count - 1, index > 0, pairedForegroundWords.contains(words[index]),
               let before = info[index - 1], before.status != nil || !before.classes.isDisjoint(with: [.accent, .bareAccent]),
               !info[..<index].contains(where: { $0?.classes.contains(.foreground) == true }) {
                reading.pairedForeground = true
            }
            if classes.contains(.emphasis) { reading.emphasis = true }
            if classes.contains(.accent) {
                reading.accent = true
                if let on = reading.on, onGroundTargets.contains(on) { reading.accentOnGround = true }
            }
            if classes.contains(.bareAccent) { reading.bareAccent = true }
            if classes.contains(.link) { reading.link = true }
            if let status = known.status {
                // `severeWarning` is a severity of its own, past the status its word names.
                if index > 0, severityWords.contains(words[index - 1]) { return nil }
                if reading.status != status { reading.statusCount += 1 }
                reading.status = status
                if roleStatusWords.contains(words[index]) { reading.statusNamed = true }
                reading.statusAmbiguous = ambiguousStatusWords.contains(words[index])
            }
            if !classes.contains(.known) && !classes.contains(.neutral) { reading.unknown += 1 }
        }
        if cssColor, reading.kind == nil, reading.on == nil, reading.status == nil, !reading.accent, !reading.bareAccent, !reading.link {
            reading.kind = .foreground
        }
        if reading.supporting, reading.kind != .foreground || reading.level != nil || reading.status != nil || reading.on != nil
            || reading.inverse || reading.emphasis || reading.accent || reading.bareAccent || reading.link || reading.pair {
            return nil
        }
        return reading
    }

    /// What a token's description says it is drawn on or used for (``RoleEvidence/use(describedBy:)``).
    enum DescribedUse: Sendable {
        /// Drawn on the accent or the brand's fill: its label.
        case onAccent
        /// Drawn on the inverted (dark) ground.
        case onInverse
        /// The placeholder or hint text of inputs.
        case placeholder
        /// A disabled state's colour: no role.
        case disabled
    }

    /// The titles of the roles a description's use gives.
    static let describedOnAccentTitle = "description: drawn on the accent (on brand/accent/primary, in actions)"
    static let describedOnInverseTitle = "description: text on dark/inverse/reversed backgrounds"
    static let describedPlaceholderTitle = "description: placeholder text"

    /// What a description's use does to the role a path's words give: whether the name's own
    /// role stands (`keepName`), and the role the use adds, weighed as the same words in a name
    /// would be. Text "for use on dark backgrounds" is the inverted text, whatever its level
    /// word; a ground or line drawn on dark is no layer of the page nor the inverted ground;
    /// a colour "in actions" or "on brand" is the accent's label, not the accent; placeholder
    /// text is the placeholder as well as its level; a disabled state is no role.
    static func described(_ use: DescribedUse, _ words: [String], _ info: [WordInfo?], cssColor: Bool = false)
        -> (keepName: Bool, role: (role: ColorToken, score: Int, title: String, unknown: Int)?) {
        guard use != .disabled else { return (false, nil) }
        guard var r = read(words, info, cssColor: cssColor), r.status == nil, !r.link else { return (true, nil) }
        switch use {
        case .onInverse:
            if r.kind == .background || r.kind == .line { return (false, nil) }
            // `text.on-dark-bg` says the same in its name.
            guard r.kind == .foreground, !r.accent, r.on.map({ appearanceGroundWords.contains($0) || inverseWords.contains($0) }) ?? true
            else { return (true, nil) }
            r.on = nil
            r.inverse = true
            guard let (role, score, _) = foreground(r) else { return (true, nil) }
            return (false, (role, score - 3 * r.unknown, describedOnInverseTitle, r.unknown))
        case .onAccent:
            guard r.kind == nil || r.kind == .foreground, !r.inverse, r.on == nil, r.level != .placeholder else { return (true, nil) }
            return (false, (.onAccent, 70 - 3 * r.unknown, describedOnAccentTitle, r.unknown))
        case .placeholder:
            guard r.kind == nil || r.kind == .foreground, !r.inverse, !r.accent, !r.bareAccent, r.on == nil else { return (true, nil) }
            return (true, (.foregroundPlaceholder, 62 - 3 * r.unknown, describedPlaceholderTitle, r.unknown))
        case .disabled:
            return (false, nil)
        }
    }

    /// The role the words of a path suggest, with a score and the rule's title.
    /// `named`: the words are a token's name, not a description's (where `Input` alone is a
    /// sentence's subject, not HTML's `input` named as a colour).
    static func match(_ words: [String], _ info: [WordInfo?], cssColor: Bool = false, named: Bool = true)
        -> (role: ColorToken, score: Int, title: String, unknown: Int)? {
        guard let reading = read(words, info, cssColor: cssColor), let (role, score, title) = rule(reading) else {
            return componentPlaceholder(words) ?? controlBorder(words, info, bare: named && !cssColor)
                ?? controlText(words, info, cssColor: cssColor) ?? groundState(words, info)
        }
        return (role, score - 3 * reading.unknown, title, reading.unknown)
    }

    /// A component's placeholder text (`control.fgColor.placeholder`, `--input-placeholder-color`):
    /// where a system names its placeholder only in its inputs, that is its placeholder. Its
    /// component still costs it against a general one (``RoleChooser``).
    private static func componentPlaceholder(_ words: [String]) -> (role: ColorToken, score: Int, title: String, unknown: Int)? {
        guard words.contains("placeholder"), !words.contains(where: RoleValueRules.stateWords.contains),
              !words.contains(where: { backgroundWords.contains($0) || lineWords.contains($0) || mediaWords.contains($0) }) else { return nil }
        return (.foregroundPlaceholder, 58, componentPlaceholderTitle, 0)
    }

    private static let componentPlaceholderTitle = "words: a component + placeholder"

    /// The interaction states of a ground, by the surface role they fill: hover, then pressed.
    static let groundStates: [String: ColorToken] = [
        "hover": .surfacePrimary, "hovered": .surfacePrimary, "pressed": .surfaceSecondary, "press": .surfaceSecondary,
    ]

    /// The title of ``groundState(_:_:)``'s rule.
    static let groundStateTitle = "words: bg/background/surface + hover/pressed (no level, no component)"

    /// The hover or pressed fill of any ground (`background-hover`, `bodyBackgroundHovered`):
    /// the wash a row or a subtle control takes under the pointer, over whatever it sits on, is
    /// the system's surface. Only a ground with no level (`background.default.hover` is the
    /// default ground's own state), no component, accent, status or inverse, no word the rules
    /// do not know but a namespace before them (`background.floating.hover` is a menu's), and
    /// one state.
    private static func groundState(_ words: [String], _ info: [WordInfo?]) -> (role: ColorToken, score: Int, title: String, unknown: Int)? {
        var role: ColorToken?, ground = false, sawKnown = false
        for (word, known) in zip(words, info) {
            if let state = groundStates[word] {
                guard role == nil else { return nil }
                role = state
                continue
            }
            guard let known else {
                if role == nil, !ground, !sawKnown { continue }
                return nil
            }
            sawKnown = true
            if known.classes.contains(.background), known.level == nil { ground = true; continue }
            guard known.level == nil, known.status == nil,
                  known.classes.isDisjoint(with: [.excluding, .foreground, .line, .accent, .bareAccent, .link, .inverse, .emphasis, .pair]),
                  !known.classes.isDisjoint(with: [.neutral, .noise, .page]) else { return nil }
        }
        guard let role, ground else { return nil }
        return (role, 60, groundStateTitle, 0)
    }

    /// Words of the controls whose border is the primary outline (HTML's form elements).
    static let controlWords: Set<String> = ["input", "field", "control", "form"]

    /// An input's resting border (`--input-border-color`, `inputBorder`): the primary outline is
    /// the line that shows where a control is, so a control's own border names it, and
    /// ``RoleChooser`` lets it stand among general tokens. HTML's `input` named alone as a
    /// colour (`--input`, after a namespace) is that border too; as CSS's `color` property
    /// (`--sl-input-color`) it is the input's text.
    private static func controlBorder(_ words: [String], _ info: [WordInfo?], bare: Bool)
        -> (role: ColorToken, score: Int, title: String, unknown: Int)? {
        if bare, words.last == bareControlWord, info.dropLast().allSatisfy({ $0 == nil }) {
            return (.outlinePrimary, 61, controlBorderTitle, 0)
        }
        guard words.contains(where: { controlWords.contains($0) || $0 == interactiveWord }), words.contains(where: { lineWords.contains($0) }),
              !words.contains(where: { RoleValueRules.stateWords.contains($0) || statusWords[$0] != nil }) else { return nil }
        return (.outlinePrimary, 61, controlBorderTitle, 0)
    }

    /// An input's own text (`--sl-input-color`, `field.text`) and its help text
    /// (`--sl-input-help-text-color`): a form control's text is the body text, and the help
    /// under it the supporting text, where a system names its text only in its controls
    /// (``RoleChooser`` keeps general text first wherever the system names any).
    private static func controlText(_ words: [String], _ info: [WordInfo?], cssColor: Bool)
        -> (role: ColorToken, score: Int, title: String, unknown: Int)? {
        guard words.contains(where: controlWords.contains),
              cssColor || words.contains(where: { foregroundWords.contains($0) && $0 != "icon" && $0 != "label" }),
              !words.contains(where: { RoleValueRules.stateWords.contains($0) || statusWords[$0] != nil || lineWords.contains($0)
                  || backgroundWords.contains($0) || levelWords[$0] != nil || $0 == "icon" || $0 == "label" }) else { return nil }
        if words.contains(where: supportingTextWords.contains) { return (.foregroundSecondary, 52, controlHelpTextTitle, 0) }
        // Only the control and its text: `input.prefix.text` is some other part's.
        guard zip(words, info).allSatisfy({ controlWords.contains($0.0) || foregroundWords.contains($0.0) || $0.1 == nil }) else { return nil }
        return (.foregroundPrimary, 54, controlTextTitle, 0)
    }

    /// The titles of ``controlText(_:_:cssColor:)``'s rules.
    static let controlTextTitle = "words: input/field/control + text (a form control's text)"
    static let controlHelpTextTitle = "words: input/field/control + help text (a form control's supporting text)"
    static let controlTextTitles: Set<String> = [controlTextTitle, controlHelpTextTitle]

    /// A line named for interactive elements (`border.interactive.primary`, "accessible
    /// interactive element borders") is the border that shows where a control is, as an
    /// input's is; a chromatic one (an interactive blue) is refused as a line by its value.
    static let interactiveWord = "interactive"

    /// The control word that, named alone as a colour, is that control's border.
    static let bareControlWord = "input"

    /// The title of ``controlBorder(_:)``'s rule.
    static let controlBorderTitle = "words: input/field/control + border"

    /// What a status word beside a secondary or weaker level word (`muted`, `subtle`) costs:
    /// such a token is a tint of the status colour.
    static let statusTintPenalty = 6

    private static let onAccentTargets: Set<String> = ["accent", "brand", "primary", "color", "emphasis", "interactive"]
    private static let onGroundTargets: Set<String> = ["surface", "background", "bg", "canvas", "page"]

    private static func statusTitles(_ name: String) -> (alone: String, foreground: String, emphasis: String) {
        ("words: \(name) alone", "words: \(name) + text/fg/foreground", "words: \(name) + bg/background + emphasis/strong")
    }

    private static let statusRules: [Status: (ColorToken, (alone: String, foreground: String, emphasis: String))] = [
        .success: (.success, statusTitles("success/positive/valid/confirmation")),
        .warning: (.warning, statusTitles("warning/warn")),
        .error: (.error, statusTitles("danger/error/negative/destructive")),
    ]

    /// The titles of the status rules read from an ambiguous word (``ambiguousStatusWords``).
    private static let ambiguousStatusRuleTitles = statusTitles("attention/critical/notice/caution (warning or error by hue)")
    /// Every title of a rule read from an ambiguous status word: a match with one is offered for
    /// the warning and the error, and its hue decides between them.
    static let ambiguousStatusTitles: Set<String> = [
        ambiguousStatusRuleTitles.alone, ambiguousStatusRuleTitles.foreground, ambiguousStatusRuleTitles.emphasis,
    ]

    private static func rule(_ r: Reading) -> (ColorToken, Int, String)? {
        if let target = r.on {
            // `text.brand.on-dark` is the brand's text for dark grounds, one appearance's variant
            // of `text.brand`: no colour drawn on the accent, nor any role of its own.
            guard r.kind == nil || r.kind == .foreground, r.status == nil, !appearanceGroundWords.contains(target) else { return nil }
            // `on-surface-accent`: accent-coloured text on the page's ground (a link's), which
            // names the ground it is drawn on, not the accent.
            if r.accentOnGround { return nil }
            // `text.brand.on-bg-fill`: text on the brand's fill.
            if r.accent { return (.onAccent, 68, "words: accent/brand/interactive + on") }
            // `on-solid`, `on-strong`: the label on the system's strong fills, the accent's among them.
            if onAccentTargets.contains(target) || emphasisWords.contains(target) {
                return (.onAccent, 70, "words: on + accent/brand/primary/color/emphasis")
            }
            if inverseWords.contains(target) { return (.invertedForegroundPrimary, 66, "words: on + inverse/inverted") }
            // `inverse-on-surface`: the text on the inverse ground, not on the page.
            if onGroundTargets.contains(target) {
                return r.inverse ? (.invertedForegroundPrimary, 64, "words: inverse + on + surface/background")
                                 : (.foregroundPrimary, 60, "words: on + surface/background")
            }
            return nil
        }
        if r.pairedForeground {
            // `primary-foreground` is the label on the primary fill; on a status fill, no role.
            guard r.status == nil, !r.inverse else { return nil }
            return (.onAccent, 70, "words: accent/brand/primary + foreground, last")
        }
        if let status = r.status {
            guard r.statusCount == 1, !r.accent, !r.inverse else { return nil }
            let (role, named) = statusRules[status]!
            let titles = r.statusAmbiguous ? ambiguousStatusRuleTitles : named
            // `success-muted`, `danger.subtle`: a tint of the status colour, not the colour.
            // The role's own name beats a synonym (`status.warning` over `status.caution`).
            let tint = ((rank(r.level) ?? 0) >= 2 ? statusTintPenalty : 0) - (r.statusNamed ? 1 : 0)
            switch r.kind {
            case nil: return (role, 70 - tint, titles.alone)
            case .foreground: return (role, 74 - tint, titles.foreground)
            // The emphasised fill stands in for the status colour; its text, which Shade draws,
            // goes first even where many tokens alias the fill.
            case .background where r.emphasis: return (role, 70 - tint, titles.emphasis)
            default: return nil  // tinted fills and status borders do not read as the status colour
            }
        }
        if (r.accent || r.bareAccent) && r.pair && r.status == nil && (r.kind == nil || r.kind == .foreground) {
            // `primary-inverse`, `brand.primary.contrast`: the colour drawn on the accent.
            return (.onAccent, 68, "words: accent/brand/primary + inverse/contrast")
        }
        if r.accent || (r.kind == nil && (r.bareAccent || r.link)) {
            guard !r.inverse else { return nil }
            // `brand.primary.alt`: an alternative of the brand, not the brand.
            let alternative = (rank(r.level) ?? 0) >= 2 ? 2 : 0
            switch r.kind {
            case nil where r.accent: return (.accent, 68 - alternative, "words: accent/brand/interactive alone")
            case nil where r.bareAccent: return (.accent, 66 - alternative, "words: primary/tint/action alone")
            case nil: return (.accent, 55, "words: link alone")
            case .foreground: return (.accent, 65, "words: accent/brand/interactive + text/fg/foreground")
            // The brand's fill says more than a bare `primary`, which may be a ramp's base step.
            case .background where r.level != .rank(2) && r.level != .rank(3):
                return (.accent, 67, "words: accent/brand/interactive + bg/background")
            default: return nil
            }
        }
        switch r.kind {
        case .foreground: return foreground(r)
        case .background: return background(r)
        case .line: return line(r)
        case nil: return nil
        }
    }

    private static func rank(_ level: Level?) -> Int? {
        switch level {
        case nil: 0
        case .rank(let rank): rank
        default: nil
        }
    }

    private static let fg = "text/fg/foreground/content/label"
    private static let bg = "bg/background/canvas/surface/layer"
    private static let ln = "border/outline/separator/divider/stroke"

    /// Titles by level rank (0: no level word), built once: matching makes no strings.
    private static func titles(_ stem: String) -> [String] {
        [" (no level)", " + primary/default", " + secondary/muted/subtle", " + tertiary/subtler/faint",
         " + quaternary/subtlest"].map { "words: " + stem + $0 }
    }

    private static let invertedForegrounds: [ColorToken] = [.invertedForegroundPrimary, .invertedForegroundPrimary,
                                                            .invertedForegroundSecondary, .invertedForegroundTertiary]
    private static let foregrounds: [ColorToken] = [.foregroundPrimary, .foregroundPrimary, .foregroundSecondary,
                                                    .foregroundTertiary, .foregroundPlaceholder]
    private static let invertedBackgrounds: [ColorToken] = [.invertedBackgroundPrimary, .invertedBackgroundPrimary,
                                                            .invertedBackgroundSecondary, .invertedBackgroundTertiary]
    private static let backgrounds: [ColorToken] = [.backgroundPrimary, .backgroundPrimary, .backgroundSecondary,
                                                    .backgroundTertiary]
    private static let outlines: [ColorToken] = [.outlinePrimary, .outlinePrimary, .outlineSecondary, .outlineTertiary]
    private static let invertedForegroundTitles = titles(fg + " + inverse/inverted")
    private static let foregroundTitles = titles(fg)
    private static let placeholderTitle = "words: \(fg) + placeholder/hint"
    private static let invertedBackgroundTitles = titles(bg + " + inverse/inverted/emphasis")
    private static let backgroundTitles = titles(bg)
    private static let outlineTitles = titles(ln)
    private static let strongOutlineTitle = "words: \(ln) + emphasis/strong"

    private static func foreground(_ r: Reading) -> (ColorToken, Int, String)? {
        // Link text (`text.link.default`) is the link's colour, no level of body text.
        if r.link { return nil }
        if r.supporting { return (.foregroundSecondary, 54, supportingTextTitle) }
        if r.inverse {
            guard let rank = rank(r.level), rank < invertedForegrounds.count else { return nil }
            return (invertedForegrounds[rank], r.emphasis ? (rank == 0 ? 52 : 56) : rank == 0 ? 58 : 60, invertedForegroundTitles[rank])
        }
        switch r.level {
        case .placeholder: return (.foregroundPlaceholder, 62, placeholderTitle)
        // Disabled text is another meaning: a placeholder must read, disabled text need not.
        case .disabled: return nil
        default: break
        }
        guard let rank = rank(r.level) else { return nil }
        // Emphasised text (`text.strong`, `txt.extreme`) is beyond the default, not it.
        let score = r.emphasis ? (rank == 0 ? 52 : 56) : rank == 0 ? 58 : rank == 4 ? 52 : 60
        return (foregrounds[rank], score, foregroundTitles[rank])
    }

    private static func background(_ r: Reading) -> (ColorToken, Int, String)? {
        guard var rank = rank(r.level), rank < 4 else { return nil }
        if r.layer, r.numericLevel, rank >= 1 { rank += 1 }
        guard rank < 4 else { return nil }
        if r.inverse {
            return (invertedBackgrounds[rank], rank == 0 ? 58 : 60, invertedBackgroundTitles[rank])
        }
        if r.emphasis {
            // `bg.neutral.emphasis` is an emphasised fill (a button's, a label's), not the
            // inverted page: it stands in only where no inverse ground is named.
            return (invertedBackgrounds[rank], 52, invertedBackgroundTitles[rank])
        }
        return (backgrounds[rank], rank == 0 ? 58 : 60, backgroundTitles[rank])
    }

    private static func line(_ r: Reading) -> (ColorToken, Int, String)? {
        guard !r.inverse, let rank = rank(r.level), rank < 4 else { return nil }
        if r.emphasis { return (.outlinePrimary, 58, strongOutlineTitle) }
        return (outlines[rank], rank == 0 ? 58 : 60, outlineTitles[rank])
    }
}
