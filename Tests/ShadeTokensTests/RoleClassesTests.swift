import ShadeColor
@testable import ShadeTokens
import ShadeJSON
import Testing

private typealias F = RoleFixtures

/// The classes of mistake issue 33 lists, each on a small system in no vocabulary's names (so
/// only the general rules can answer), written from the shapes real systems take.
struct RoleClassesTests {
    private func fill(_ entries: [(String, String)], appearance: Appearance? = nil) -> RoleAssignment {
        RoleFiller.fill(tokens: F.tokens(entries), appearance: appearance)
    }

    @Test func emphasisWordsOnGroundsAreButtonsNotPageLevels() {
        // `background.primary/secondary` as button emphasis: a red fill and a mid grey.
        let roles = fill([
            ("acme.background.default", "#FFFFFF"), ("acme.background.primary", "#D0021B"),
            ("acme.background.secondary", "#8A8A8A"), ("acme.text.default", "#1A1A1A"),
        ], appearance: .light)
        #expect(F.source(roles, .backgroundPrimary) == "acme.background.default")
        // The mid grey is a fill, not the second layer: secondary text would not read on it.
        #expect(roles[.backgroundSecondary].origin == .derived)
        // The red fill is the primary action's: the accent, though red.
        #expect(F.source(roles, .accent) == "acme.background.primary")
    }

    @Test func aColorGroupBesideBackgroundColorIsTheTextAsCSSNamesIt() {
        // Tokens grouped by the CSS property they set: `color.*` is the text, as `color:` is in
        // a style sheet; a saturated `content-removed` (a diff's red text) is not the body text.
        let entries = [
            ("color.base", "#202122"), ("color.subtle", "#54595D"), ("color.placeholder", "#72777D"),
            ("color.content-removed", "#8B0000"), ("color.progressive", "#3366CC"),
            ("background-color.base", "#FFFFFF"), ("background-color.neutral-subtle", "#F8F9FA"),
            ("border-color.base", "#A2A9B1"), ("color.gray900", "#202122"),
        ]
        let roles = fill(entries, appearance: .light)
        #expect(F.source(roles, .foregroundPrimary) == "color.base")
        #expect(F.source(roles, .foregroundSecondary) == "color.subtle")
        #expect(F.source(roles, .backgroundPrimary) == "background-color.base")
        // Where no group is named for a CSS property, `color` is only the word every system
        // starts its names with: `color.base` says nothing of text.
        let plain = fill(entries.filter { !$0.0.hasPrefix("background-color") && !$0.0.hasPrefix("border-color") }
                         + [("background.page", "#FFFFFF")], appearance: .light)
        #expect(plain[.foregroundPrimary].token != "color.base" || plain[.foregroundPrimary].origin != .matched)
    }

    @Test func aPageTakenByValueIsNamedByThePaletteNotByATextThatSharesItsColour() {
        // A system that names no page: white is both its `white` and the label on its brand
        // button (`text.primary`). The page is white, and the palette's white names it.
        let roles = fill([
            ("text.primary.color", "#FFFFFF"), ("colors.white", "#FFFFFF"), ("colors.black", "#000000"),
            ("colors.gray.100", "#F7FAFC"), ("colors.gray.700", "#4A5568"), ("colors.green.600", "#38A169"),
        ], appearance: .light)
        #expect(roles[.backgroundPrimary].color.rgb == RGB(0xFFFFFF))
        #expect(roles[.backgroundPrimary].token == "colors.white")
    }

    @Test func parallelGreyRampsAreNotMixed() {
        // A palette of three grey ramps side by side (plain, cool, warm), with a white and a
        // black: page, text and lines come from the plain ramp's steps, and the text is the
        // ramp's dark end, not the black swatch.
        let plain = ["#F4F4F4", "#E0E0E0", "#C6C6C6", "#A8A8A8", "#8D8D8D", "#6F6F6F", "#525252", "#393939", "#262626", "#161616"]
        let cool = ["#F2F4F8", "#DDE1E6", "#C1C7CD", "#A2A9B0", "#878D96", "#697077", "#4D5358", "#343A3F", "#21272A", "#121619"]
        let warm = ["#F7F3F2", "#E5E0DF", "#CAC5C4", "#ADA8A8", "#8F8B8B", "#726E6E", "#565151", "#3C3838", "#272525", "#171414"]
        var entries: [(String, String)] = [("color.white.0", "#FFFFFF"), ("color.black.100", "#000000")]
        // Cool and warm first in the files: the choice is the plain ramp's, not the first's.
        for (name, ramp) in [("coolGray", cool), ("warmGray", warm), ("gray", plain)] {
            entries += ramp.enumerated().map { ("color.\(name).\(($0.offset + 1) * 10)", $0.element) }
        }
        for order in [entries, F.shuffled(entries, seed: 7)] {
            let roles = fill(order, appearance: .light)
            #expect(roles[.backgroundPrimary].token == "color.white.0")
            #expect(roles[.foregroundPrimary].token == "color.gray.100")
            for role in [ColorToken.foregroundSecondary, .foregroundTertiary, .outlinePrimary, .outlineSecondary,
                         .backgroundSecondary] {
                #expect(roles[role].token?.hasPrefix("color.gray.") == true, "\(role): \(roles[role].token ?? "-")")
            }
            // A palette gives two lines; the third is derived from them.
            #expect(roles[.outlineTertiary].origin == .derived)
        }
    }

    @Test func aCSSColourPropertyNamesTextAndAUseOfTextIsNotTheBodyText() {
        // CSS's `color` is the text colour: `--acme-color` is the body text, `--acme-muted-color`
        // its muted text. Text of a use no rule knows (`mark`, `del`), headings (`h1`) and link
        // text are not the body text, though they are blacker.
        let roles = fill([
            ("acme-background-color", "#FFFFFF"), ("acme-color", "#373C44"), ("acme-muted-color", "#646B79"),
            ("acme-mark-color", "#0F1114"), ("acme-del-color", "#000000"), ("acme-h1-color", "#0A0A0A"),
            ("acme-h3-color", "#202020"), ("acme-text-link-default", "#0000EE"), ("acme-primary", "#0172AD"),
        ], appearance: .light)
        #expect(roles[.foregroundPrimary].token == "acme-color")
        #expect(roles[.foregroundSecondary].token == "acme-muted-color")
        for role in ColorToken.allCases where role != .accent {
            #expect(roles[role].token.map { !$0.contains("-h1-") && !$0.contains("-h3-") && !$0.contains("link") } ?? true, "\(role)")
        }
        func endsInColor(_ path: String) -> Bool {
            var words: [String] = [], info: [WordInfo?] = []
            return PathWords.analyse(path, table: WordInfo.table, words: &words, info: &info)
        }
        #expect(endsInColor("--pico-muted-color") && endsInColor("tooltipColor") && endsInColor("text.mutedColour")
                && !endsInColor("color") && !endsInColor("watercolor") && !endsInColor("color.gray.100")
                && !endsInColor("chart.3.color") && !endsInColor("log.Colour"))
    }

    @Test func aNumberAfterAnUnknownWordCountsASeriesNotALevel() {
        // `text-decorative-3` is the third of a set of decorative text colours (a pink), not
        // tertiary text; `text-3` and `layer-1` stay levels.
        let roles = fill([
            ("acme-text-primary", "#101010"), ("acme-text-secondary", "#5A5F66"), ("acme-bg", "#FFFFFF"),
            ("acme-text-decorative-2", "#B0307A"), ("acme-text-decorative-3", "#8A3FC0"),
            ("acme-text-decorative-4", "#3F5AC0"),
        ], appearance: .light)
        for role in [ColorToken.foregroundSecondary, .foregroundTertiary, .foregroundPlaceholder] {
            #expect(roles[role].token.map { !$0.contains("decorative") } ?? true, "\(role): \(String(describing: roles[role].token))")
        }
        let levels = fill([("text-1", "#101010"), ("text-2", "#4A4A4A"), ("text-3", "#6A6A6A"), ("bg", "#FFFFFF")], appearance: .light)
        #expect(levels[.foregroundTertiary].token == "text-3")
    }

    @Test func aTreeLeafNamedColorIsNoText() {
        // In a tree of tokens (DTCG, Style Dictionary) a leaf named `color` only says what the
        // node holds: a chart series or a log's colour is not a level of text, though a level
        // word (`3`, `secondary`) stands beside it.
        let roles = fill([
            ("text.primary", "#101010"), ("text.secondary", "#4A4A4A"), ("background.default", "#FFFFFF"),
            ("data-visualization.3.color", "#4DACFF"), ("secondary.highlight.color", "#3B6FA0"),
        ], appearance: .light)
        for role in [ColorToken.foregroundPrimary, .foregroundSecondary, .foregroundTertiary, .foregroundPlaceholder] {
            #expect(roles[role].token.map { !$0.hasSuffix(".color") } ?? true, "\(role): \(String(describing: roles[role].token))")
        }
    }

    @Test func inverseOnAGroundIsTheInvertedText() {
        // `inverse-on-surface` is the text on the inverse ground (a snackbar's), not the body text.
        let roles = fill([
            ("acme-surface", "#FEF7FF"), ("acme-on-surface", "#1D1B20"), ("acme-inverse-surface", "#322F35"),
            ("acme-inverse-on-surface", "#F5EFF7"),
        ], appearance: .light)
        #expect(roles[.foregroundPrimary].token == "acme-on-surface")
        #expect(roles[.invertedForegroundPrimary].token == "acme-inverse-on-surface")
        #expect(roles[.invertedBackgroundPrimary].token == "acme-inverse-surface")
    }

    @Test func placeholderIsNeverDisabledText() {
        let disabledOnly = fill([
            ("text.default", "#1A1A1A"), ("text.subtle", "#5C5C5C"), ("text.faint", "#6E6E6E"),
            ("text.disabled", "#C4C4C4"), ("bg.default", "#FFFFFF"),
        ], appearance: .light)
        // No placeholder name: the tertiary text draws it, never the disabled colour.
        #expect(F.source(disabledOnly, .foregroundPlaceholder) == "text.faint")
        let inInputs = fill([
            ("text.default", "#1A1A1A"), ("text.disabled", "#C4C4C4"), ("bg.default", "#FFFFFF"),
            ("input.placeholder.color", "#707070"),
        ], appearance: .light)
        // A system that names its placeholder only in its inputs: that is its placeholder.
        #expect(F.source(inInputs, .foregroundPlaceholder) == "input.placeholder.color")
    }

    @Test func componentTokensNeverWinGeneralRolesWhereGeneralOnesExist() {
        let roles = fill([
            ("bg.default", "#FFFFFF"), ("fg.default", "#1F2328"), ("border.default", "#D1D9E0"),
            ("border.muted", "#D8DEE4"), ("contribution.border.3", "#1F2328"), ("card.bg.default", "#F6F8FA"),
        ], appearance: .light)
        for role in [ColorToken.outlinePrimary, .outlineSecondary, .outlineTertiary, .backgroundSecondary] {
            #expect(roles[role].token.map { !$0.hasPrefix("contribution") && !$0.hasPrefix("card") } ?? true, "\(role)")
        }
        #expect(F.source(roles, .outlinePrimary) == "border.default")
    }

    @Test func palePaleStatusTextInDarkIsTheSystemsOwn() {
        let roles = fill([
            ("bg.default", "#121212"), ("text.default", "#F2F2F2"),
            ("text.warning", "#FFE9D6"), ("text.error", "#FFE3E8"), ("palette.orange.600", "#C25E00"),
        ], appearance: .dark)
        #expect(F.source(roles, .warning) == "text.warning")
        #expect(F.source(roles, .error) == "text.error")
    }

    @Test func aPaletteOfMidGreysLeavesTextToTheAppearanceAndSaysSo() {
        // A platform's fill greys, with its label colours kept elsewhere (Apple's systemGray…).
        let roles = fill([
            ("color.systemGray", "#8E8E93"), ("color.systemGray4", "#3A3A3C"), ("color.systemGray6", "#1C1C1E"),
            ("color.systemBlue", "#0A84FF"),
        ], appearance: .dark)
        #expect(roles[.foregroundPrimary].origin == .derived)
        #expect(roles[.foregroundPrimary].color.rgb == RGB(0xFFFFFF))
        #expect(roles[.backgroundPrimary].reason.contains("make no page of text"))
    }

    @Test func theLabelOnTheAccentIsTheOneTheSystemPairsWithIt() {
        let roles = fill([
            ("background", "#FFFFFF"), ("foreground", "#0A0A0A"), ("primary", "#171717"),
            ("primary-foreground", "#FAFAFA"), ("accent", "#F5F5F5"), ("accent-foreground", "#171717"),
        ], appearance: .light)
        // `accent` here is a hover fill at 1.1:1: the brand is `primary`, black and all.
        #expect(F.source(roles, .accent) == "primary")
        #expect(F.source(roles, .onAccent) == "primary-foreground")
    }

    @Test func whiteWinsTheLabelOnTheAccentWhereBothRead() {
        let roles = fill([
            ("bg.default", "#FFFFFF"), ("text.default", "#000000"), ("text.white", "#FFFFFF"), ("brand", "#0A66C2"),
        ], appearance: .light)
        #expect(roles[.onAccent].color.rgb == RGB(0xFFFFFF))
        #expect(roles[.onAccent].token != nil, "the system's own white, not a default")
    }

    @Test func descriptionsAreReadWhereANameSaysNothing() {
        let tokens = [
            SystemColorToken(path: "kit.fn.default", color: try! RGBA(hex: "#005A8C"), written: "#005A8C",
                             description: "Main interaction color for buttons and links", file: "kit.tokens.json"),
            SystemColorToken(path: "kit.x1", color: try! RGBA(hex: "#2D3134"), written: "#2D3134",
                             description: "Main text color for body", file: "kit.tokens.json"),
            SystemColorToken(path: "kit.x2", color: try! RGBA(hex: "#FFFFFF"), written: "#FFFFFF",
                             description: "Main background color for body", file: "kit.tokens.json"),
            // A palette step is not rescued by its description.
            SystemColorToken(path: "kit.blue.100", color: try! RGBA(hex: "#E9F5FB"), written: "#E9F5FB",
                             description: "Background of the page", file: "kit.tokens.json"),
        ]
        let roles = RoleFiller.fill(tokens: tokens, appearance: .light)
        #expect(roles[.accent].token == "kit.fn.default")
        #expect(roles[.foregroundPrimary].token == "kit.x1")
        #expect(roles[.backgroundPrimary].token == "kit.x2")
        #expect(roles[.accent].reason.contains("description:"))
    }

    @Test func aTooltipIsTheInvertedPairWhereNoneIsNamed() {
        let roles = fill([
            ("bg.default", "#FFFFFF"), ("text.default", "#1A1A1A"),
            ("tooltip.background", "#1F2329"), ("tooltip.text", "#FFFFFF"), ("tooltip.background.hover", "#000000"),
        ], appearance: .light)
        #expect(F.source(roles, .invertedBackgroundPrimary) == "tooltip.background")
        #expect(F.source(roles, .invertedForegroundPrimary) == "tooltip.text")
    }

    @Test func layersAreCountedFromThePage() {
        let roles = fill([
            ("background-base-color", "#FFFFFF"), ("background-layer-1-color", "#F8F8F8"),
            ("background-layer-2-color", "#F3F3F3"), ("neutral-content-color-default", "#292929"),
        ], appearance: .light)
        #expect(F.source(roles, .backgroundSecondary) == "background-layer-1-color")
        #expect(F.source(roles, .backgroundTertiary) == "background-layer-2-color")
    }

    @Test func aNameSharedByManyRampsIsARampStep() {
        // Each hue's `Primary` step is no system's primary colour (Material's `primary` name).
        var entries = ["Navy", "Plum", "Brass", "Peach", "Teal", "Berry"].enumerated().map { offset, hue in
            ("Global.Color.\(hue).Primary", ["#0027B4", "#77004D", "#986F0B", "#FF8C00", "#038387", "#C239B3"][offset])
        }
        entries += [("Brand.Background.Rest", "#0078D4"), ("Neutral.Background.Rest", "#FFFFFF"),
                    ("Neutral.Foreground.Rest", "#242424")]
        let roles = fill(entries, appearance: .light)
        #expect(F.source(roles, .accent) == "Brand.Background.Rest")
    }

    @Test func secondaryTextReadsWhereTheSystemHasAReadableOne() {
        // `muted` and `alternative` both say secondary; only one reads at 4.5:1.
        let roles = fill([
            ("color-background-default", "#FFFFFF"), ("color-text-default", "#121314"),
            ("color-text-alternative", "#686E7D"), ("color-text-muted", "#B7BBC8"),
        ], appearance: .light)
        #expect(F.source(roles, .foregroundSecondary) == "color-text-alternative")
        #expect(F.source(roles, .foregroundTertiary) == "color-text-muted")
        // A quieter text than the primary, with no level word, is the secondary where the one
        // named secondary does not read; the unreadable one steps down to tertiary.
        let ladder = fill([
            ("kui-color-background", "#FFFFFF"), ("kui-color-text", "#000933"), ("kui-color-text-neutral", "#52596E"),
            ("kui-color-text-neutral-weak", "#AFB7C5"), ("kui-method-color-text-patch", "#007D60"),
        ], appearance: .light)
        #expect(F.source(ladder, .foregroundSecondary) == "kui-color-text-neutral")
        #expect(F.source(ladder, .foregroundTertiary) == "kui-color-text-neutral-weak")
        // Where the named secondary does not read, an icon's colour does not stand in for it
        // (icons need 3:1, text 4.5:1): the quietest text that reads does.
        let icons = fill([
            ("kui-color-background", "#000000"), ("kui-color-text", "#FFFFFF"), ("kui-color-text-neutral", "#6C7489"),
            ("kui-icon-color-neutral", "#828A9E"), ("kui-color-text-neutral-strong", "#AFB7C5"),
        ], appearance: .dark)
        #expect(F.source(icons, .foregroundSecondary) == "kui-color-text-neutral-strong")
    }

    @Test func greyInfoOrHelpTextIsSecondaryTextAndAColouredOneIsNot() {
        // `font.muted` is named secondary but does not read (2.5:1); the grey `font.info` (the
        // labels' and notes' text) does: it is the secondary text, and muted steps to tertiary.
        let roles = fill([
            ("acme.bg.page", "#FFFFFF"), ("acme.font.base", "#1A1A1A"), ("acme.font.muted", "#999999"),
            ("acme.font.info", "#5C5C5C"),
        ], appearance: .light)
        #expect(roles[.foregroundSecondary].token == "acme.font.info")
        #expect(roles[.foregroundTertiary].token == "acme.font.muted")
        // A blue `text.info` is the info status's text: never the secondary text.
        let coloured = fill([
            ("acme.bg.page", "#FFFFFF"), ("acme.text.default", "#1A1A1A"), ("acme.text.info", "#0B5CAD"),
        ], appearance: .light)
        #expect(coloured[.foregroundSecondary].token != "acme.text.info")
        #expect(coloured[.foregroundSecondary].origin == .derived)
        // `info` beside anything but plain text still rules the path out.
        #expect(fill([("acme.bg.page", "#FFFFFF"), ("acme.text.default", "#1A1A1A"), ("acme.bg.info", "#F0F0F0")],
                     appearance: .light)[.backgroundSecondary].token != "acme.bg.info")
    }

    @Test func aGroundsHoverAndPressedWashesAreTheSurfacesAndAFilledControlsStateIsNot() {
        // `background-hover` and `background-pressed` (no level, no component) are the washes a
        // row takes under the pointer: the surfaces. `background-default-hover` is the default
        // ground's own state, and `neutral-background-hover` a strong grey fill's (a button's).
        let roles = fill([
            ("acme-background-default", "#FFFFFF"), ("acme-text-default", "#1A1A1A"),
            ("acme-background-hover", "#0000000F"), ("acme-background-pressed", "#0000001A"),
            ("acme-background-default-hover", "#F5F5F5"),
        ], appearance: .light)
        #expect(roles[.surfacePrimary].token == "acme-background-hover")
        #expect(roles[.surfaceSecondary].token == "acme-background-pressed")
        let strong = fill([
            ("acme-background-default", "#FFFFFF"), ("acme-text-default", "#1A1A1A"),
            ("acme-neutral-background-hover", "#3A3A3A"), ("acme-background-floating-hover", "#0000000F"),
        ], appearance: .light)
        #expect(strong[.surfacePrimary].origin == .derived)
    }

    @Test func theFillBesideABarePrimaryIsTheAccentAndTheBareOneItsLinks() {
        // `primary` (a light link blue in dark) beside `primary-background` (the button's fill):
        // the system tells its accent's uses apart, and the fill is the accent, even where a
        // public vocabulary reads a bare `primary` as the accent.
        let roles = fill([
            ("acme-background-color", "#13171F"), ("acme-color", "#C2C7D0"), ("acme-primary", "#01AAFF"),
            ("acme-primary-background", "#0172AD"),
        ], appearance: .dark)
        #expect(roles[.accent].token == "acme-primary-background")
        // Without the fill, the bare name is the accent still.
        let bare = fill([("acme-background-color", "#13171F"), ("acme-color", "#C2C7D0"), ("acme-primary", "#01AAFF")],
                        appearance: .dark)
        #expect(bare[.accent].token == "acme-primary")
    }

    @Test func aFormElementsBorderIsTheControlBorder() {
        // HTML's form elements are the controls: their resting border is the primary outline,
        // over a near-black `contrast-border` no control draws.
        let roles = fill([
            ("acme-background-color", "#FFFFFF"), ("acme-color", "#373C44"), ("acme-contrast-border", "#181C25"),
            ("acme-form-element-border-color", "#CFD5E2"), ("acme-form-element-active-border-color", "#0172AD"),
        ], appearance: .light)
        #expect(roles[.outlinePrimary].token == "acme-form-element-border-color")
    }

    @Test func aPaletteStepIsNamedByTheTokenThatAliasesItNotByAVariantOfIt() {
        // A primitive grey ramp, then a layer of designed names aliasing its steps, then a
        // variant (`-20`) of a status colour aliasing its base: the roles take the designed
        // names, and the base status colour keeps its own name.
        let greys = ["#000000", "#333333", "#5F5F5F", "#7F7F7F", "#999999", "#CCCCCC", "#E5E5E5", "#F5F5F5", "#FAFAFA", "#FFFFFF"]
        let named = ["black", "dark-grey", "medium-grey", "grey", "light-grey", "silver", "mercury", "wild-sand", "alabaster", "white"]
        var entries = greys.enumerated().map { ("color.greyscale.\($0.offset)", $0.element) }
        entries += [("color.status.malachite", "#1CC54E"), ("color.status.malachite-20", "#1CC54E")]
        entries += zip(named, greys).map { ("color.ui-design.\($0.0)", $0.1) }
        var tokens = F.tokens(entries)
        for index in tokens.indices {
            let path = tokens[index].path
            if path.hasPrefix("color.ui-design."), let step = named.firstIndex(of: String(path.dropFirst("color.ui-design.".count))) {
                tokens[index].aliases = ["color.greyscale.\(step)"]
            } else if path == "color.status.malachite-20" {
                tokens[index].aliases = ["color.status.malachite"]
            }
        }
        let roles = RoleFiller.fill(tokens: tokens, appearance: .light)
        #expect(roles[.backgroundPrimary].token == "color.ui-design.white")
        #expect(roles[.foregroundSecondary].token?.hasPrefix("color.ui-design.") == true)
        #expect(roles[.success].token == "color.status.malachite")
    }

    @Test func aRampsBaseNamedByTheRampAloneIsItsColour() {
        // `green` beside `green-dark`, `green-darker` and `green-lighter`: the bare name is the
        // system's green (a fill at 2.5:1), not the darker step that reads as text.
        let roles = fill([
            ("color-white", "#FFFFFF"), ("color-ink", "#212B36"), ("color-ink-light", "#454F5B"), ("color-sky", "#DFE3E8"),
            ("color-green-lighter", "#E3F1DF"), ("color-green", "#50B83C"), ("color-green-dark", "#108043"),
            ("color-green-darker", "#173630"),
        ], appearance: .light)
        #expect(roles[.success].token == "color-green")
        // A numbered ramp has no such base: the step that reads is chosen, as before.
        let numbered = fill([
            ("color-white", "#FFFFFF"), ("color-gray-900", "#111111"), ("color-gray-100", "#F4F4F4"),
            ("color-green-500", "#22C55E"), ("color-green-700", "#15803D"),
        ], appearance: .light)
        #expect(numbered[.success].token == "color-green-700")
    }

    @Test func thePrimaryButtonsColourChoosesTheAccentAndItsOwnLabelIsOnIt() {
        // No general accent token: the primary button's fill says which colour is the accent
        // (the palette's `Primary300`, not a message box's lighter brand tint), and the label
        // on it is that button's own text, not the destructive button's listed first.
        let roles = fill([
            ("acme-BackgroundColor_Body", "#121417"), ("acme-TextColor_Default", "#F2F2F2"),
            ("acme-Color_Primary100", "#A8C8FB"), ("acme-Color_Primary300", "#2D64EF"), ("acme-Color_Primary500", "#0B3FBF"),
            ("acme-BackgroundColor_MessageBoxBrand", "#69A1FA"), ("acme-TextColor_ButtonDestructive", "#FFFFFF"),
            ("acme-BackgroundColor_ButtonPrimaryHover", "#095ADB"), ("acme-BackgroundColor_ButtonPrimary", "#2D64EF"),
            ("acme-TextColor_ButtonPrimary", "#FAFAFA"),
        ], appearance: .dark)
        #expect(roles[.accent].token == "acme-Color_Primary300")
        #expect(roles[.onAccent].token == "acme-TextColor_ButtonPrimary")
        // A general accent beside it wins: the button is one use of it (a green primary button
        // beside a blue accent is the system's choice for that button alone).
        let general = fill([
            ("bgColor.default", "#FFFFFF"), ("fgColor.default", "#1F2328"), ("bgColor.accent.emphasis", "#0969DA"),
            ("button.primary.bgColor.rest", "#1F883D"),
        ], appearance: .light)
        #expect(general[.accent].token == "bgColor.accent.emphasis")
    }
}

/// A text ladder's next step is taken by rank, but text must still read.
struct RoleLadderReadingTests {
    private func fill(_ entries: [(String, String)], appearance: Appearance) -> RoleAssignment {
        RoleFiller.fill(tokens: RoleFixtures.tokens(entries), appearance: appearance)
    }

    @Test func aNamedSecondaryThatReadsBeatsALadderStepThatDoesNot() {
        // The text group holds a white for text on images beside its levels: by rank among
        // the group it is the step below the default, but white on a near-white page is no text.
        let roles = fill([
            ("color.background.default", "#F4F6F9"), ("color.text.default", "#16325C"),
            ("color.text.onimage", "#FFFFFF"), ("color.text.weak", "#54698D"),
        ], appearance: .light)
        #expect(roles[.foregroundSecondary].token == "color.text.weak")
    }

    @Test func aStepWithinALayerOfThePageIsNoText() {
        // A dark page whose text group holds the ink of a dim surface, near the page itself:
        // it fills no text role; the secondary is derived from the body text instead.
        let roles = fill([
            ("fg.default", "#D9E0E8"), ("fg.night", "#101216"), ("bg.default", "#13161D"),
        ], appearance: .dark)
        #expect(roles[.foregroundSecondary].token != "fg.night")
        #expect(contrastRatio(roles[.foregroundSecondary].color.rgb, RGB(0x13161D)) >= 3)
    }
}

/// `on-dark` and `on-light` name the ground a variant is for, not a colour drawn on another.
struct RoleAppearanceGroundTests {
    @Test func aBrandTextForDarkGroundsIsNoLabelOnTheAccent() {
        let roles = RoleFiller.fill(tokens: RoleFixtures.tokens([
            ("color.surface.lightest", "#FFFFFF"), ("color.text.primary", "#151515"),
            ("color.accent.base", "#0066CC"), ("color.text.brand.on-dark", "#EE0000"), ("color.text.brand.on-light", "#B00000"),
        ]), appearance: .light)
        #expect(roles[.onAccent].token?.hasSuffix("on-dark") != true)
        #expect(contrastRatio(roles[.onAccent].color.rgb, RGB(0x0066CC)) >= 4.5)
    }

    @Test func aContrastTextThatDoesNotReadOnTheAccentIsNoLabel() {
        // `action_contrast` is the action's text made stronger for a light page (a darker
        // blue), not the label drawn on the action's fill: blue on blue would be 1.3:1.
        let roles = RoleFiller.fill(tokens: RoleFixtures.tokens([
            ("color.background.page", "#F1F3F7"), ("color.text.default", "#1E2229"),
            ("color.background.action.primary.base", "#2B6BD5"), ("color.text.action_contrast", "#2256AA"),
            ("color.text.inverse", "#FFFFFF"),
        ]), appearance: .light)
        #expect(roles[.onAccent].token != "color.text.action_contrast")
        #expect(contrastRatio(roles[.onAccent].color.rgb, RGB(0x2B6BD5)) >= 4.5)
    }
}

/// A page named against its appearance is kept while its text reads on it.
struct RolePageAgainstAppearanceTests {
    private func fill(_ entries: [(String, String)]) -> RoleAssignment {
        RoleFiller.fill(tokens: RoleFixtures.tokens(entries), appearance: .light)
    }

    @Test func aPageTheTextCannotReadOnGivesWayToTheAppearancesEnd() {
        // A theme's seeds: surface and on-surface are one dark colour, for a factory to spread.
        let roles = fill([("surface", "#111213"), ("onSurface", "#111213"), ("primary", "#008060")])
        #expect(roles[.backgroundPrimary].color.rgb == RGB(0xFFFFFF))
        #expect(roles[.foregroundPrimary].token == "onSurface")
        #expect(roles[.backgroundPrimary].reason.contains("surface"))
    }

    @Test func aPageOffItsEndWhoseTextReadsIsKept() {
        // A mid-grey surface in light, under black text at 6:1: the system's own page stays.
        let roles = fill([("surface", "#8A8A8A"), ("onSurface", "#000000"), ("primary", "#3DDC84")])
        #expect(roles[.backgroundPrimary].token == "surface")
    }
}

/// Of two texts named for one level, the neutral is the level's; a coloured one is a brand's.
struct RoleNeutralLevelTests {
    @Test func aNeutralSecondaryBeatsAColouredOneOfTheSameName() {
        let roles = RoleFiller.fill(tokens: RoleFixtures.tokens([
            ("foreground.contrast", "#EFF6FF"), ("background.bg", "#13161D"), ("foreground.theme", "#67A9FF"),
            ("foreground.theme-secondary", "#4E94FF"), ("foreground.contrast-secondary", "#8B99AE"),
        ]), appearance: .dark)
        #expect(roles[.foregroundSecondary].token == "foreground.contrast-secondary")
    }

    /// Koobiq's shape: both texts translucent, a navy at 60 % (a grey on white, 5:1) and the
    /// brand blue at 67 % (3.3:1). Judged as drawn, the navy is the neutral one.
    @Test func aTranslucentNavyTextIsJudgedAsTheGreyItDrawsOnItsPage() {
        let roles = RoleFiller.fill(tokens: RoleFixtures.tokens([
            ("foreground.contrast", "#00081AD9"), ("background.bg", "#FFFFFF"), ("foreground.theme", "#0050FB"),
            ("foreground.theme-secondary", "#0050FBAB"), ("foreground.contrast-secondary", "#000E2B99"),
        ]), appearance: .light)
        #expect(roles[.foregroundSecondary].token == "foreground.contrast-secondary")
    }
}

/// The brand's own fill is the accent even where it shows under 3:1 on the page.
struct RoleBrandFillTests {
    @Test func theBrandFillBeatsAPaletteStepNamedPrimary() {
        // Fluent's shape: the brand fill, which its controls alias, at 2.8:1 on the dark page,
        // beside a palette colour whose step is called Primary and shows better.
        var tokens = RoleFixtures.tokens([
            ("NeutralBackground1.Fill.Color.Rest", "#292929"), ("NeutralForeground1.Fill.Color.Rest", "#FFFFFF"),
            ("BrandBackground.Fill.Color.Rest", "#106EBE"), ("Global.Color.Peach.Primary", "#FF8C00"),
        ])
        for (offset, user) in ["Toggle.Checked", "Slider.Thumb", "Checkbox.Checked", "Radio.Checked"].enumerated() {
            tokens.append(SystemColorToken(path: user + ".Fill.Color.Rest", color: try! RGBA(hex: "#106EBE"),
                                           written: "{BrandBackground.Fill.Color.Rest}", aliases: ["BrandBackground.Fill.Color.Rest"],
                                           file: "system.tokens.json", position: SourcePosition(line: 20 + offset, column: 3)))
        }
        let roles = RoleFiller.fill(tokens: tokens, appearance: .dark)
        #expect(roles[.accent].token == "BrandBackground.Fill.Color.Rest")
    }

    @Test func anInteractiveGroundThatIsALinksTintIsNoAccent() {
        // A link's hover tint, 1.2:1 on the dark page, beside the interactive text colour.
        let roles = RoleFiller.fill(tokens: RoleFixtures.tokens([
            ("color.bg.ui.primary", "#181A1F"), ("color.text.ui.primary", "#F4F5F8"),
            ("color.bg.interactive.link", "#21284C"), ("color.text.interactive.base", "#7084FF"),
        ]), appearance: .dark)
        #expect(roles[.accent].token != "color.bg.interactive.link")
    }
}
