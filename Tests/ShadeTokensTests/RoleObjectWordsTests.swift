import ShadeColor
@testable import ShadeTokens
import Testing

/// Words that name an object of the page (a chart's legend, an image, the emphasised button)
/// say whose colour a token is: a legend's ground is no page layer, an image's placeholder no
/// input's text, and the emphasised button's fill is the primary action's colour.
struct RoleObjectWordsTests {
    private func fill(_ entries: [(String, String)], _ appearance: Appearance = .light) -> RoleAssignment {
        RoleFiller.fill(tokens: RoleFixtures.tokens(entries), appearance: appearance)
    }

    @Test func aChartLegendsGroundsAreNoPageLayers() {
        // Numbered legend fills, one per series (pale peach, pink, …), read `background 2` and
        // `background 3` by their words alone.
        let roles = fill([
            ("app.backgroundColor", "#F7F7F7"), ("app.textColor", "#232629"),
            ("app.legendBackgroundColor2", "#FAEAEA"), ("app.legendBackgroundColor3", "#FCE9F2"),
            ("app.chart.axis.background.secondary", "#FDF3E7"),
        ])
        #expect(roles[.backgroundPrimary].token == "app.backgroundColor")
        for role in [ColorToken.backgroundSecondary, .backgroundTertiary, .surfacePrimary] {
            let token = roles[role].token ?? ""
            #expect(!token.contains("legend") && !token.contains("chart"), "\(role) is \(token)")
        }
    }

    @Test func anImagesPlaceholderIsNotTheInputsPlaceholder() {
        let roles = fill([
            ("app.background", "#FFFFFF"), ("app.text", "#1D2D3E"), ("app.textSecondary", "#556B82"),
            ("app.content.imagePlaceholderForeground", "#8396A8"), ("app.avatar.placeholder.text", "#A9B4BE"),
        ])
        let placeholder = roles[.foregroundPlaceholder].token ?? ""
        #expect(!placeholder.contains("image") && !placeholder.contains("avatar"), "placeholder is \(placeholder)")
    }

    @Test func aFieldsPlaceholderWinsOverAnImagesPlaceholder() {
        let roles = fill([
            ("app.background", "#FFFFFF"), ("app.text", "#1D2D3E"),
            ("app.content.imagePlaceholderForeground", "#556B82"), ("app.field.placeholderText", "#74777A"),
        ])
        #expect(roles[.foregroundPlaceholder].token == "app.field.placeholderText")
    }

    /// A dark theme whose link is a lighter blue than its emphasised button, which only the
    /// button's own tokens hold: white reads on the button (4.6:1), not on the link (3.2:1).
    private let emphasisedButton: [(String, String)] = [
        ("app.backgroundColor", "#1C2228"), ("app.textColor", "#FAFAFA"), ("app.linkColor", "#2994EE"),
        ("app.button.emphasized.background", "#1178CE"), ("app.button.emphasized.textColor", "#FFFFFF"),
    ]

    @Test func theEmphasisedButtonsFillIsTheAccent() {
        let roles = fill(emphasisedButton, .dark)
        #expect(roles[.accent].token == "app.button.emphasized.background")
        #expect(roles[.onAccent].color.rgb == RGB(0xFFFFFF))
        let ratio = contrastRatio(roles[.onAccent].color.rgb, roles[.accent].color.rgb)
        #expect(ratio >= 4.5, "label at \(ratio):1")
    }

    @Test func aStatussEmphasisedButtonIsNotThePrimaryAction() {
        var entries = emphasisedButton
        entries.removeAll { $0.0.hasPrefix("app.button") }
        entries.append(("app.button.danger.emphasized.background", "#D9182D"))
        #expect(fill(entries, .dark)[.accent].token == "app.linkColor")
    }

    @Test func aGeneralTokenOfTheButtonsColourStaysTheAccentsName() {
        // The button's colour is the brand's: the brand names the accent, not the component.
        var entries = emphasisedButton
        entries.append(("app.brandColor", "#1178CE"))
        #expect(fill(entries, .dark)[.accent].token == "app.brandColor")
    }

    @Test func aBrandInGreyYieldsToTheChromaticPrimaryButton() {
        // One appearance turns the brand ramp grey (1.7:1 and 3.8:1 on the dark page) while the
        // system's own button file keeps the primary button blue, from the palette.
        let entries: [(String, String)] = [
            ("body.primary.background", "#313236"), ("font.base", "#FFFFFF"),
            ("brand.primary.lighter", "#888B94"), ("brand.primary.base", "#50535A"), ("brand.primary.contrast", "#FFFFFF"),
            ("palette.azure.60", "#368AC0"), ("button.primary.initial.background", "#368AC0"),
            ("button.primary.hover.background", "#1D5F8A"),
        ]
        let roles = fill(entries, .dark)
        #expect(roles[.accent].token == "button.primary.initial.background")
        // A chromatic brand is the system's choice, whatever its button.
        var chromatic = entries
        chromatic[2] = ("brand.primary.lighter", "#2E9E6A")
        #expect(fill(chromatic, .dark)[.accent].token == "brand.primary.lighter")
    }

    @Test func onADarkPageTheAccentStepIsOneTheSystemsWhiteTextReadsOn() {
        // No name gives the accent; the blue ramp's step that first reads at 4.5:1 on the dark
        // page (#5C9BFF) is too light for the system's white text for colour fills (2.8:1).
        let entries: [(String, String)] = [
            ("background.bg", "#13161D"), ("foreground.contrast", "#E6EAF0"), ("foreground.white", "#FFFFFF"),
            ("palette.blue.40", "#0052CC"), ("palette.blue.50", "#0066FF"), ("palette.blue.60", "#247BFF"),
            ("palette.blue.70", "#5C9BFF"), ("palette.blue.80", "#A3C6FF"),
        ]
        let roles = fill(entries, .dark)
        #expect(roles[.onAccent].token == "foreground.white")
        let ratio = contrastRatio(RGB(0xFFFFFF), roles[.accent].color.rgb)
        #expect(ratio >= 4.5, "white on \(roles[.accent].token ?? "-") at \(ratio):1")
        #expect(contrastRatio(roles[.accent].color.rgb, RGB(0x13161D)) >= 3)
    }

    @Test func aVividAccentTheSystemsTextReadsOnStaysTheAccentUnder3To1() {
        // A yellow accent named as its ramp's own colour, with darker steps beside it and a
        // black text: the yellow is the accent (as a yellow button is), black its label.
        let entries: [(String, String)] = [
            ("colors.bg.base", "#F9FAFB"), ("colors.text.base", "#EDEDED"), ("colors.text.dark", "#000000"),
            ("colors.accent.base", "#F8C307"), ("colors.accent.bright", "#FFD63B"), ("colors.accent.lower", "#A48105"),
            ("colors.accent.lowest", "#776002"),
        ]
        let roles = fill(entries)
        #expect(roles[.accent].token == "colors.accent.base")
        #expect(roles[.onAccent].token == "colors.text.dark")
        // A pale tint of the same name is no colour: the step that reads stays.
        var pale = entries
        pale[3] = ("colors.accent.base", "#FBE9A6")
        #expect(fill(pale)[.accent].token != "colors.accent.base")
    }
}
