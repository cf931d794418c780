import ShadeColor

/// What a role's colour must be, beside what its name says: the value rules every candidate
/// of ``RoleChooser`` is judged by, kept as data in one place. Lightness and chroma are
/// OKLCh's (lightness 0…1; chroma about 0.37 at most in sRGB); contrast is WCAG's, on the
/// page as filled.
///
/// | role | the value must be |
/// |---|---|
/// | backgroundPrimary (the page) | a near-neutral (chroma ≤ ``pageChroma``) at the light end in light (lightness ≥ ``lightPage``), the dark end in dark (≤ ``darkPage``) |
/// | foregroundPrimary | the text candidate with the most contrast on the page (within ``textContrastBand`` of the most, the name decides), 4.5:1 whenever any candidate reaches it, and never under ``textLeast`` |
/// | foregroundSecondary, Tertiary; outlinePrimary, Secondary, Tertiary | ordered by contrast on the page, strongest first, whatever their level words say |
/// | accent | chromatic (chroma ≥ ``chromatic``), 3:1 on the page |
/// | success, warning, error | chromatic, in their hue family (``hueFamilies``) |
/// | backgroundSecondary, Tertiary | near-neutral, within ``layerContrast`` of the page |
/// | outlinePrimary, Secondary, Tertiary | near-neutral (a coloured line marks an accent or a state) |
/// | a role of a ``generalFamilies`` family | no component's token, where the system names general ones |
/// | every role but the surfaces | alpha ≥ ``solidAlpha`` |
///
/// A name match that breaks its role's value rule loses to one that keeps it; when none
/// keeps it, the system's own palette is searched (``rampWords``) before Shade derives.
enum RoleValueRules {
    /// A page whose OKLCh chroma is above this is not a near-neutral (a cream or a blue-grey
    /// page is well below it; a brand fill is far above).
    static let pageChroma = 0.06
    /// A palette step whose chroma is at most this is a neutral of the ramps (a grey; a
    /// blue ramp's palest step, near 0.02, is not).
    static let neutralChroma = 0.015
    /// Words of a grey ramp: its steps are neutrals up to ``pageChroma`` (Tailwind's blue-grey
    /// `gray`, Radix's `slate`), where an unnamed step must be grey to ``neutralChroma``.
    static let neutralWords: Set<String> = [
        "gray", "grey", "neutral", "slate", "zinc", "stone", "sand", "mauve", "olive", "sage", "ash", "smoke",
    ]
    /// The words of a plain grey ramp, preferred where a palette has several grey ramps side by
    /// side (``RoleChooser``): `gray` over `cool gray`, `warm gray` or `sand`.
    static let plainNeutralWords: [String] = ["gray", "grey", "neutral"]
    /// Words that name a step of a ramp rather than the ramp (`sky-lighter`, `ink-dark`), as a
    /// number does (`gray-70`).
    static let stepWords: Set<String> = ["lightest", "lighter", "light", "dark", "darker", "darkest", "base"]
    /// The least steps of a ramp: fewer are a few named colours, not a ramp.
    static let rampSteps = 4
    /// How near a palette step's contrast must come to a ladder role's target (the smaller
    /// over the larger): a step far from it is no step of that role, and derivation does better.
    static let ladderFit = 0.65
    /// The least lightness of a light page.
    static let lightPage = 0.85
    /// The most lightness of a dark page.
    static let darkPage = 0.35
    /// The least chroma of a colour that has a hue (an accent, a status colour).
    static let chromatic = 0.05
    /// Below this alpha a token is a wash, never a solid role.
    static let solidAlpha = 0.1
    /// The accent's least contrast on the page (WCAG 1.4.11, non-text).
    static let accentContrast = 3.0
    /// The contrast body text should reach (WCAG 1.4.3).
    static let textContrast = 4.5
    /// Under this contrast on the page no candidate is the primary text, whatever its name:
    /// a `text.primary` in white is the text *on* a brand fill, and the palette's strongest
    /// neutral reads better.
    static let textLeast = 3.0
    /// A page and its text taken from a palette by value reach this (WCAG's 7:1, body text at
    /// AAA): a palette's darkest and lightest neutral that do not are fills and mid greys, not
    /// a page and its text.
    static let paletteText = 7.0
    /// Text candidates whose contrast is at least this share of the best one's are equals,
    /// and their names decide (`text.default` over a slightly blacker `text.strong`).
    static let textContrastBand = 0.75

    /// The OKLCh hue ranges, in degrees, of each status colour (Fluent's dark orange warning
    /// is at 36°, a typical red error at 23–27°).
    static let hueFamilies: [ColorToken: [ClosedRange<Double>]] = [
        .success: [110...190],
        .warning: [34...110],
        .error: [0...34, 340...360],
    ]
    /// A status colour this light (a dark theme's pale warning or error text) shows its hue at
    /// less chroma: sRGB's gamut narrows towards white, so a pale orange or pink named for its
    /// status is that status at ``paleChromatic``, not an achromatic grey.
    static let paleLightness = 0.8
    /// See ``paleLightness``.
    static let paleChromatic = 0.02
    /// Words that say what a palette colour means, not its hue: of two names for one colour, the
    /// palette keeps the one holding such a word.
    static let meaningWords: Set<String> = [
        "brand", "primary", "interactive", "accent", "success", "positive", "warning", "caution", "danger", "error",
        "critical", "negative",
    ]
    /// A colour within this contrast of pure white or black is the system's white or black.
    static let endContrast = 1.1
    /// What an achromatic accent candidate costs: a brand in black or grey is the system's own
    /// when its name says so, but a chromatic candidate of the same name goes first.
    static let achromaticAccentPenalty = 4
    /// The score of a chromatic ground named by a bare accent word (`background.primary`): the
    /// primary action's fill, above a bare `primary` (66), the brand's fill (67) and the brand
    /// named alone (68): the accent is what the primary action is drawn with, the brand the
    /// system's identity (Paste's navy `brand` beside its blue primary buttons).
    static let primaryFillScore = 69
    /// The title of that rule, as reasons show it.
    static let primaryFillTitle = "words: primary/brand + bg/background, chromatic: the primary action's fill"
    /// Words of a button, whose primary fill is the primary action's colour.
    static let buttonWords: Set<String> = ["button", "btn"]
    /// Words that, beside an accent word (`primary`, `brand`, `accent`, `action`), name a
    /// button as the primary action by its emphasis: the emphasised (SAP UI5, Apple's
    /// `.borderedProminent`), prominent, or call-to-action button is the one filled with the
    /// accent.
    static let primaryActionWords: Set<String> = ["emphasized", "emphasised", "emphasis", "prominent", "cta"]
    /// Added to that title where the fill stands beside the bare accent name it extends.
    static let besideBareAccentTitle = ", beside its bare name (its text and links)"
    /// Words that, beside the accent's own words, name the label drawn on it (`primary-foreground`,
    /// `on-primary`, `primary.contrast`, `brand.text`).
    static let pairedLabelWords: Set<String> = ["on", "foreground", "fg", "text", "contrast", "inverse", "label", "content"]
    /// What a status candidate outside its status's usual hue family costs: the name keeps the
    /// role, but among the system's status tokens those of the usual hue go first.
    static let offHuePenalty = 2
    /// Under this contrast on the page a status candidate is a tint (``paleStatusPenalty``).
    static let statusContrast = 3.0
    /// What a status tint costs among status candidates.
    static let paleStatusPenalty = 4
    /// The score of a system's own word for a role (``NameRule/score``): such a name keeps an
    /// accent or status colour that breaks its value rule; a page it never keeps.
    static let ownWord = 95
    /// The least contrast on the page of a ramp step drawn as the accent or a status colour.
    static let rampContrast = 2.0
    /// A status step the system's own names or scale chose (a ramp's bare base, the accent's
    /// step) with at least this chroma is a colour, not a tint, at any contrast: a full yellow or
    /// amber (`#FFB400`, chroma 0.17, 1.8:1 on white) is nearly as light as the page, while the
    /// pale tints of a ramp (its 100s and 200s) stay at 0.13 and under.
    static let vividChroma = 0.15
    /// Interaction states: their tokens are never drawn from the palette.
    static let stateWords: Set<String> = [
        "hover", "hovered", "pressed", "press", "active", "selected", "focus", "focused", "disabled", "visited",
        "dragged", "checked", "inactive", "clicked",
    ]

    /// Whether `word`, last in a path, makes the colour a variant of its group's own: a
    /// strength (`primary-strong`, `contrast.stronger`, `primary-weak`) or an interaction state
    /// (`primary-hover`). Where the group names its own colour (`background-primary`,
    /// `surface.contrast.default`), a role that takes one colour of the group takes that one
    /// (``RoleChooser/preferTheUnqualified(_:excluding:)``).
    static func namesVariant(_ word: String) -> Bool {
        WordRules.emphasisWords.contains(word) || WordRules.comparativeEmphasisWords.contains(word)
            || WordRules.intensityWords.contains(word) || stateWords.contains(word)
    }
    /// The roles that take one colour of a group, its own rather than a variant of it.
    static let unqualifiedRoles: [ColorToken] = [.accent, .invertedBackgroundPrimary]
    /// The words of a palette ramp a role is drawn from when no name fills it, most telling first:
    /// the system's own meaning (`success-600`) before a hue (`green-700`).
    static let rampWords: [ColorToken: [String]] = [
        .accent: ["brand", "primary", "interactive", "accent", "blue", "sky", "azure", "indigo"],
        .success: ["success", "positive", "green", "emerald"],
        .warning: ["warning", "caution", "yellow", "orange", "amber", "gold"],
        .error: ["danger", "error", "critical", "negative", "red", "crimson"],
    ]

    /// Words of a component's fill and of its label, which pair a component's tokens (the
    /// label of what is filled with the accent is the text on the accent).
    static let fillWords: Set<String> = ["bg", "background", "fill", "surface", "container"]
    /// Components drawn on the inverted ground everywhere (a tooltip, a snackbar): their fill
    /// and text are a system's inverted pair where it names none.
    static let invertedComponents: Set<String> = ["tooltip", "snackbar"]
    /// See ``fillWords``.
    static let labelWords: Set<String> = ["text", "foreground", "fg", "label", "content", "on"]

    /// Words that name a component or a single use: a token whose path holds one before its
    /// last word is a component token, and loses to a general (semantic) one (``componentPenalty``).
    static let componentWords: Set<String> = [
        "button", "btn", "badge", "chip", "tag", "tooltip", "toast", "avatar", "banner", "dialog", "modal", "menu",
        "tab", "tabs", "nav", "navigation", "sidebar", "popover", "dropdown", "select", "input", "field", "checkbox",
        "radio", "switch", "toggle", "slider", "progress", "scrollbar", "chart", "drop", "zone", "dropzone",
        "thumbnail", "message", "messagebar", "contribution", "notification", "callout", "alert", "snackbar",
        "toolbar", "appbar", "tile", "list", "table", "datagrid", "grid", "row", "cell", "accordion", "breadcrumb",
        "pagination", "stepper", "calendar", "combobox", "timeline", "skeleton", "spinner", "tree", "carousel",
        "stencil", "counter", "diff", "syntax", "code", "editor", "header", "footer", "segmented", "card", "form",
    ]
    /// Words that name a ground as a layer of the page, not its level in a list: a card, a panel,
    /// a muted or sunken area, a ground that stands out from the page (Fabric's
    /// `bodyStandoutBackground`, "a shade darker than bodyBackground"). Grounds named by one
    /// (`card`, `muted`, `sl-panel-background-color`) fill the second and third grounds no name
    /// filled, ordered by value (``RoleChooser``).
    static let layerWords: Set<String> = [
        "card", "panel", "muted", "subtle", "raised", "elevated", "sunken", "inset", "recessed", "well", "standout",
    ]
    /// The word that names a system's page as its canvas (`Background.Canvas`, Primer's
    /// `canvas.default`), and the word that names what stands on it (`Background.Surface`):
    /// where one group names both, the surface is the card layer (backgroundSecondary), and the
    /// canvas's own level variants (`Canvas Subtle`) the layer after it
    /// (``RoleChooser/fillCardLayerBesideCanvas(excluding:)``).
    static let canvasWord = "canvas"
    /// The words that name the ground surfaces stand on: the canvas, or the base (Astro's
    /// `background.base`, "the app", beside `background.surface`, "panels or dialogs").
    static let groundBeneathSurfaceWords: Set<String> = [canvasWord, "base"]
    /// See ``canvasWord``.
    static let surfaceWord = "surface"
    /// The words a page is named by alone (`background`, `--bg`), and its text (`foreground`,
    /// `ink`): such a pair inverts by swapping (``RoleChooser/fillInvertedFromPagePair(excluding:)``).
    static let barePageWords: Set<String> = ["background", "bg"]
    /// See ``barePageWords``.
    static let bareTextWords: Set<String> = ["foreground", "fg", "text", "ink"]
    /// A layer of the page (backgroundSecondary, Tertiary) is at most this contrast against the
    /// page: beyond it a ground is a visible fill (a button's, a badge's), not a layer, and text
    /// meant for the page would lose on it.
    static let layerContrast = 2.0

    /// Families of general roles. Where any candidate of a family names no component, no
    /// component's token fills a role of that family: a contribution graph's border is not
    /// every input's border, a card's fill is not the second layer of the page. Where a system
    /// names such tokens only in its components, they are its own and may.
    static let generalFamilies: [[ColorToken]] = [
        [.foregroundPrimary, .foregroundSecondary, .foregroundTertiary],
        [.foregroundPlaceholder],
        [.backgroundPrimary, .backgroundSecondary, .backgroundTertiary],
        [.outlinePrimary, .outlineSecondary, .outlineTertiary],
        [.invertedForegroundPrimary, .invertedForegroundSecondary, .invertedForegroundTertiary],
        [.invertedBackgroundPrimary, .invertedBackgroundSecondary, .invertedBackgroundTertiary],
        [.surfacePrimary, .surfaceSecondary, .surfaceTertiary],
    ]

    /// What a component word costs a candidate.
    static let componentPenalty = 20
    /// How many tokens must alias a candidate for it to be a hub of the semantic layer
    /// (a CSS file's `--color-x: var(--x)` re-export is one, and makes no hub).
    static let hubReferrers = 3
    /// What a hub gains.
    static let hubBonus = 3
    /// What an icon token costs in a text role: text/content/foreground beats icon.
    static let iconPenalty = 4
    /// Words of the group a system keeps its status colours in (`status.negative`,
    /// `color.status.shy-tomato`, `feedback.error`): the status layer, as `text` is the text's.
    static let statusGroupWords: Set<String> = ["status", "feedback"]
    /// What a status candidate in the status group gains: the group that names the meaning
    /// says more than how many tokens alias a colour (an action's `danger` fill is a hub of
    /// its button's states, not the error status).
    static let statusGroupBonus = hubBonus + 1
    /// What an accent candidate gains whose group the system gives hover and pressed states: the
    /// resting colour of its controls, a layer of use above a ramp's step, as much as a hub.
    static let statefulAccentBonus = hubBonus
    /// What an accent candidate gains whose colour is the system's primary button's resting fill
    /// (`COLOR_BACKGROUND_BUTTON_BRAND`, `button.primary.bg`): the colour its primary action is
    /// drawn with, more than a brand name without it says (Salesforce's `COLOR_BRAND_DARK`, its
    /// button's blue, over `COLOR_BRAND`, a lighter blue for text and icons). As much as states
    /// and a hub together.
    static let primaryButtonBonus = statefulAccentBonus + hubBonus

    /// What a family's ladder is read against (``RoleChooser/climbLadders(excluding:)``): the
    /// page, the family's own first role (grounds), or the inverted ground (inverted text).
    enum LadderGround { case page, own, inverted }

    /// The families whose lower levels are the next steps of their first role's ladder: text
    /// and lines quieter and quieter, grounds further and further from the first (`away`).
    /// `dropsLouder`: a lower level named louder than the first is no level of it (Figma's
    /// `border.default.tertiary`, darker than its `border.default`), and is left to derivation.
    static let ladderFamilies: [(roles: [ColorToken], ground: LadderGround, away: Bool, dropsLouder: Bool)] = [
        ([.foregroundPrimary, .foregroundSecondary, .foregroundTertiary], .page, false, false),
        ([.invertedForegroundPrimary, .invertedForegroundSecondary, .invertedForegroundTertiary], .inverted, false, false),
        ([.backgroundPrimary, .backgroundSecondary, .backgroundTertiary], .own, true, false),
        ([.invertedBackgroundPrimary, .invertedBackgroundSecondary, .invertedBackgroundTertiary], .own, true, false),
        ([.outlinePrimary, .outlineSecondary, .outlineTertiary], .page, false, true),
    ]

    /// The families ordered by contrast on the page, strongest first.
    static let orderedFamilies: [[ColorToken]] = [
        [.foregroundSecondary, .foregroundTertiary],
        [.outlinePrimary, .outlineSecondary, .outlineTertiary],
    ]

    /// Roles drawn translucent on purpose, which the alpha rule leaves alone.
    static let translucentRoles: Set<ColorToken> = [
        .surfacePrimary, .surfaceSecondary, .surfaceTertiary, .invertedSurfacePrimary, .invertedSurfaceSecondary,
    ]

    /// The neutral ladder of a palette-only system: the contrast on the page each role's
    /// step is chosen nearest to. Two lines, not three: a palette's greys give a border and a
    /// divider (Tailwind's gray-300 and -200, Polaris' sky-dark and sky), and a third line
    /// taken by value is a step nobody chose for it, so it is derived.
    static let neutralSteps: [(ColorToken, Double)] = [
        (.foregroundSecondary, 7), (.foregroundTertiary, 4.6), (.foregroundPlaceholder, 3.2),
        (.outlinePrimary, 2.2), (.outlineSecondary, 1.5),
        (.backgroundSecondary, 1.06), (.backgroundTertiary, 1.14),
    ]
    /// The level above a ladder's lower step. A palette step continues a ladder only below a
    /// step that was not named: a system that names its second ground (`sl-panel-background-color`)
    /// and no third has none, and a grey step by value would be Shade's, not the system's.
    static let levelAbove: [ColorToken: ColorToken] = [
        .foregroundTertiary: .foregroundSecondary, .outlineSecondary: .outlinePrimary, .backgroundTertiary: .backgroundSecondary,
    ]

    /// The status roles.
    static let statusRoles: [ColorToken] = [.success, .warning, .error]

    /// Whether `color` lies in `role`'s hue family, at chroma `least` or more.
    static func inHueFamily(_ color: OKLCh, _ role: ColorToken, least: Double = chromatic) -> Bool {
        guard color.c >= least, let ranges = hueFamilies[role] else { return false }
        return ranges.contains { $0.contains(color.h) }
    }
}
