import ShadeColor
@testable import ShadeTokens
import Testing

private typealias F = RoleFixtures

/// What a system's own grouping and naming say of a colour's use, beyond its role words: the
/// group its status colours are kept in, the colour it gives interaction states, the text it
/// names for its colour, and the name that aliases a palette step.
struct RoleDeclaredUseTests {
    private func fill(_ tokens: [SystemColorToken], _ appearance: Appearance = .light) -> RoleAssignment {
        RoleFiller.fill(tokens: tokens, appearance: appearance)
    }

    @Test func aStatusInTheStatusGroupBeatsAnActionsHubOfTheSameName() {
        // `action.danger.default` is the destructive button's fill, aliased by its states; the
        // error status is the one kept in the status group.
        var tokens = F.tokens([
            ("ui.text.default", "#1A1A1A"), ("ui.bg.default", "#FFFFFF"),
            ("action.danger.default", "#DB004E"), ("status.negative.default", "#DB004E"),
            ("button.destructive.fill", "#DB004E"), ("button.destructive.ring", "#DB004E"),
            ("button.destructive.text", "#DB004E"),
        ])
        for index in 4...6 { tokens[index].aliases = ["action.danger.default"] }
        for entries in [tokens, F.shuffled(tokens, seed: 3)] {
            #expect(fill(entries)[.error].token == "status.negative.default")
        }
    }

    /// A palette of named colours, AXA-shaped: a brand red, a status group of a green and a red,
    /// and an illustration gold.
    private static let namedPalette: [(String, String)] = [
        ("color.greyscale.0", "#000000"), ("color.greyscale.1", "#333333"), ("color.greyscale.3", "#7F7F7F"),
        ("color.greyscale.5", "#CCCCCC"), ("color.greyscale.7", "#F5F5F5"), ("color.greyscale.9", "#FFFFFF"),
        ("color.base.brand-blue", "#00008F"), ("color.base.brand-red", "#FF1721"),
        ("color.status.malachite", "#1CC54E"), ("color.status.shy-tomato", "#C91432"),
        ("color.misc.apache", "#BC9D45"),
    ]

    @Test func aPalettesStatusGroupHoldsItsStatusColoursAndOnlyThose() {
        let roles = fill(F.tokens(Self.namedPalette))
        #expect(roles[.error].token == "color.status.shy-tomato", "the status group's red, not the brand's")
        #expect(roles[.success].token == "color.status.malachite")
        #expect(roles[.warning].origin == .derived, "a gold outside the status group is no warning")
        // Without a status group, the hues of the palette are its status colours.
        let plain = fill(F.tokens(Self.namedPalette.map { ($0.0.replacingOccurrences(of: "status", with: "misc"), $0.1) }))
        #expect(plain[.warning].token == "color.misc.apache")
    }

    @Test func theColourTheSystemGivesStatesIsTheAccentBeforeABrandStep() {
        let entries: [(String, String)] = [
            ("text.standard", "#000000"), ("background.canvas", "#FFFFFF"),
            ("color.brand.standard", "#E20074"), ("color.brand.dark", "#C00063"), ("color.brand.light", "#EC59A5"),
            ("primary.standard", "#F61488"), ("primary.hovered", "#C00063"), ("primary.pressed", "#9E0051"),
        ]
        #expect(fill(F.tokens(entries))[.accent].token == "primary.standard")
        // Without its states, the brand's own word wins.
        let stateless = entries.filter { !$0.0.hasSuffix("hovered") && !$0.0.hasSuffix("pressed") }
        #expect(fill(F.tokens(stateless))[.accent].token == "color.brand.standard")
    }

    @Test func aTextNamedWhiteIsTheLabelOnTheAccentInEveryAppearance() {
        // In dark the inverted text is black, and reads on the magenta; the system's white text
        // is what it draws on its colour fills.
        let dark = F.tokens([
            ("text.standard", "#FFFFFF"), ("text.inverted.standard", "#000000"), ("text.white.standard", "#FFFFFF"),
            ("background.canvas", "#000000"), ("background.inverted", "#FFFFFF"),
            ("primary.standard", "#F61488"), ("primary.hovered", "#C00063"),
        ])
        #expect(fill(dark, .dark)[.onAccent].token == "text.white.standard")
        let light = F.tokens([
            ("text.standard", "#000000"), ("text.inverted.standard", "#FFFFFF"), ("text.white.standard", "#FFFFFF"),
            ("background.canvas", "#FFFFFF"), ("background.inverted", "#000000"),
            ("primary.standard", "#E20074"), ("primary.hovered", "#C00063"),
        ])
        #expect(fill(light)[.onAccent].token == "text.white.standard")
    }

    @Test func aPaletteWhiteIsNamedByTheTokenThatAliasesIt() {
        var tokens = F.tokens(Self.namedPalette + [("color.ui-design.white", "#FFFFFF"), ("color.ui-design.brand-blue", "#00008F")])
        tokens[tokens.count - 2].aliases = ["color.greyscale.9"]
        tokens[tokens.count - 1].aliases = ["color.base.brand-blue"]
        for entries in [tokens, F.shuffled(tokens, seed: 11)] {
            #expect(fill(entries)[.onAccent].token == "color.ui-design.white")
        }
    }

    @Test func aStrongNeutralFillPairedWithItsLabelIsTheInvertedPairBeforeATooltip() {
        // Pico-shaped: `contrast-background` with `contrast-inverse`, a near-black fill the
        // system labels; the tooltip shares its colours but is a component's.
        let entries: [(String, String)] = [
            ("--kit-color", "#373C44"), ("--kit-background-color", "#FFFFFF"),
            ("--kit-primary", "#0172AD"), ("--kit-primary-background", "#0172AD"), ("--kit-primary-inverse", "#FFFFFF"),
            ("--kit-secondary-background", "#525F7A"), ("--kit-secondary-inverse", "#FFFFFF"),
            ("--kit-contrast-background", "#181C25"), ("--kit-contrast-inverse", "#FFFFFF"),
            ("--kit-tooltip-background-color", "#181C25"), ("--kit-tooltip-color", "#FFFFFF"),
        ]
        for tokens in [F.tokens(entries), F.shuffled(F.tokens(entries), seed: 5)] {
            let roles = fill(tokens)
            #expect(roles[.invertedBackgroundPrimary].token == "--kit-contrast-background", "the furthest from the page")
            #expect(roles[.invertedForegroundPrimary].token == "--kit-contrast-inverse")
        }
        // A fill named for the accent or a status is that colour's, never the inverted ground
        // (a near-black primary button with its label).
        let accentPair = fill(F.tokens([
            ("--kit-color", "#09090B"), ("--kit-background-color", "#FFFFFF"),
            ("--kit-primary-background", "#18181B"), ("--kit-primary-foreground", "#FAFAFA"),
        ]))
        #expect(accentPair[.invertedBackgroundPrimary].token != "--kit-primary-background")
    }

    @Test func theLabelNamedOnTheAccentsStateIsItsLabel() {
        // `on` before the accent's last word (`action.main.on-default` on `action.main.default`),
        // as PatternFly's `status.unread.on-default` is drawn on `status.unread.default`.
        let entries: [(String, String)] = [
            ("ui.text.default", "#1A1A1A"), ("ui.bg.default", "#FFFFFF"),
            ("action.main.default", "#00811F"), ("action.main.hover", "#007219"),
            ("action.main.on-default", "#FFFFFF"), ("brand.on-default-alt", "#000000"),
        ]
        let roles = fill(F.tokens(entries))
        #expect(roles[.accent].token == "action.main.default")
        #expect(roles[.onAccent].token == "action.main.on-default")
    }

    @Test func supportingTextBesideANamedSecondaryIsTheTertiaryText() {
        // MX-shaped: its general text has default and secondary; its quieter text is named only
        // as an input's help text.
        let entries: [(String, String)] = [
            ("TextColor_Default", "#121417"), ("TextColor_Secondary", "#49505A"),
            ("TextColor_InputHelpText", "#6A7381"), ("TextColor_InputHintIcon", "#8A939F"),
            ("BackgroundColor_Body", "#FFFFFF"),
        ]
        let roles = fill(F.tokens(entries))
        #expect(roles[.foregroundSecondary].token == "TextColor_Secondary")
        #expect(roles[.foregroundTertiary].token == "TextColor_InputHelpText")
        // A help text louder than the secondary is no step below it.
        let louder = fill(F.tokens(entries.map { $0.0 == "TextColor_InputHelpText" ? ($0.0, "#2A2F36") : $0 }))
        #expect(louder[.foregroundTertiary].origin == .derived)
    }

    @Test func thePrimaryActionsFillNamesTheAccentOfTheBrandsColour() {
        let entries: [(String, String)] = [
            ("ui-color-text", "#000933"), ("ui-color-background", "#FFFFFF"),
            ("ui-color-brand", "#0044F4"), ("ui-color-background-primary", "#0044F4"),
            ("ui-color-background-primary-weak", "#5F9AFF"), ("ui-color-text-primary", "#0044F4"),
            ("ui-color-border-primary", "#0044F4"),
        ]
        for tokens in [F.tokens(entries), F.shuffled(F.tokens(entries), seed: 2)] {
            #expect(fill(tokens)[.accent].token == "ui-color-background-primary")
        }
        // A tint of the page named with an accent word is no action's fill (Material's
        // `surface-tint` beside `primary`).
        let material = fill(F.tokens([
            ("ui-on-surface", "#1D1B20"), ("ui-surface", "#FEF7FF"), ("ui-primary", "#6750A4"),
            ("ui-surface-tint", "#6750A4"), ("ui-primary-container", "#6750A4"),
        ]))
        #expect(material[.accent].token == "ui-primary")
    }

    @Test func thePrimaryButtonsColourIsTheAccentBeforeALighterBrandOfTheSameName() {
        // The brand blue is lighter (text and icons); the brand button is filled with the darker.
        let entries: [(String, String)] = [
            ("COLOR_BACKGROUND", "#FFFFFF"), ("COLOR_TEXT_DEFAULT", "#16325C"), ("COLOR_BRAND", "#1589EE"),
            ("COLOR_BRAND_DARK", "#0070D2"), ("COLOR_BACKGROUND_BUTTON_BRAND", "#0070D2"), ("COLOR_TEXT_BUTTON_BRAND", "#FFFFFF"),
        ]
        let roles = fill(F.tokens(entries))
        #expect(roles[.accent].token == "COLOR_BRAND_DARK")
        #expect(roles[.accent].reason.contains("primary button"))
        // Without a button, the brand's own name stands.
        let brand = fill(F.tokens(entries.filter { !$0.0.contains("BUTTON") }))
        #expect(brand[.accent].token == "COLOR_BRAND")
    }

    @Test func aFillWithItsOwnLabelIsTheAccentUnderThreeToOne() {
        // An amber button on white (1.65:1) is still the button: its label, black, says so.
        let entries: [(String, String)] = [
            ("kit-background-color", "#FFFFFF"), ("kit-color", "#373C44"), ("kit-primary", "#876400"),
            ("kit-primary-background", "#FFBF00"), ("kit-primary-inverse", "#000000"),
        ]
        let roles = fill(F.tokens(entries))
        #expect(roles[.accent].token == "kit-primary-background")
        #expect(roles[.onAccent].token == "kit-primary-inverse")
        // Without its label it is only a pale fill under 3:1: the bare colour is the accent.
        let unlabelled = fill(F.tokens(entries.filter { $0.0 != "kit-primary-inverse" }))
        #expect(unlabelled[.accent].token == "kit-primary")
    }
}

/// Issue 33: the status colours of an operations system (Astro's `color.status.critical`,
/// `serious`, `caution`, `normal`, `standby`, `off`) name success `normal`, a level word
/// elsewhere (`text.normal`).
struct StatusGroupNormalTests {
    private static let astroShaped: [(String, String)] = [
        ("color.text.primary", "#1B1B1B"), ("color.background.base", "#FFFFFF"),
        ("color.status.critical", "#FF2A04"), ("color.status.caution", "#FAD800"),
        ("color.status.normal", "#00E200"), ("color.status.standby", "#64D9FF"), ("color.status.off", "#7B8089"),
    ]

    @Test func normalInTheStatusGroupIsTheSuccessColour() {
        let roles = RoleFiller.fill(tokens: F.tokens(Self.astroShaped), appearance: .light)
        #expect(roles[.success].token == "color.status.normal")
    }

    @Test func normalOutsideAStatusGroupIsALevelNotAStatus() {
        func reading(_ words: [String]) -> WordRules.Reading? { WordRules.read(words, words.map { WordInfo.table[$0] }) }
        #expect(reading(["status", "normal"])?.status == .success)
        #expect(reading(["text", "normal"])?.status == nil)
        #expect(reading(["text", "normal"])?.level == .rank(1))
    }
}
