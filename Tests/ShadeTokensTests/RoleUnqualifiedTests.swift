import ShadeColor
import Testing
@testable import ShadeTokens

/// A role that takes one colour of a group takes the group's own (`background-primary`,
/// `surface.contrast.default`), not a variant of it (`-strong`, `-weak`, `-hover`); the
/// primary action's fill is the accent before the brand's name; and the label on the accent
/// reads on it as text does.
struct RoleUnqualifiedTests {
    private func fill(_ entries: [(String, String)], _ appearance: Appearance = .light) -> RoleAssignment {
        RoleFiller.fill(tokens: RoleFixtures.tokens(entries), appearance: appearance)
    }

    @Test func theAccentIsThePrimaryFillNotTheStrongVariantTheBrandShares() {
        // The brand's navy is also the primary fill's strong step; the primary button is the blue.
        let system: [(String, String)] = [
            ("ui.text", "#121C2D"), ("ui.background", "#FFFFFF"), ("ui.text.inverse", "#FFFFFF"),
            ("ui.background.brand", "#001489"), ("ui.background.primary", "#0263E0"),
            ("ui.background.primary.strong", "#001489"), ("ui.background.primary.weak", "#99CDFF"),
        ]
        for entries in [system, RoleFixtures.shuffled(system, seed: 3)] {
            #expect(fill(entries)[.accent].token == "ui.background.primary")
        }
    }

    @Test func theInvertedGroundIsTheGroupsDefaultNotItsStrongStep() {
        let roles = fill([
            ("ui.bg.default", "#FFFFFF"), ("ui.fg.default", "#1F1F1F"), ("ui.fg.inverse", "#FFFFFF"),
            ("ui.surface.contrast.default", "#030303D6"), ("ui.surface.contrast.strong", "#010101E3"),
        ])
        #expect(roles[.invertedBackgroundPrimary].token == "ui.surface.contrast.default")
    }

    @Test func aVariantStaysWhereTheGroupsOwnColourBreaksTheRule() {
        // The group's own is a pale tint under 3:1: no accent, so its strong step stays.
        let roles = fill([
            ("ui.text", "#121C2D"), ("ui.background", "#FFFFFF"),
            ("ui.brand", "#CCE4FF"), ("ui.brand.strong", "#0263E0"),
        ])
        #expect(roles[.accent].token == "ui.brand.strong")
    }

    @Test func thePrimaryActionsFillIsTheAccentBeforeTheBrandsName() {
        // `background-primary` is Shade's own name for the page too; its colour says it is the
        // primary action's fill, and the dark navy brand all but vanishes on the dark page.
        let roles = fill([
            ("text", "#F4F4F6"), ("background", "#0D131C"), ("text-inverse", "#FFFFFF"),
            ("brand", "#001489"), ("text-brand-inverse", "#FFFFFF"), ("background-primary", "#0263E0"),
        ], .dark)
        #expect(roles[.accent].token == "background-primary")
    }

    @Test func aLabelThatReadsAsTextBeatsOneAtThreeToOne() {
        let roles = fill([
            ("text", "#121C2D"), ("background", "#FFFFFF"), ("primary", "#0263E0"),
            ("text-on-primary", "#121C2D"), ("primary-inverse", "#FFFFFF"),
        ])
        #expect(roles[.accent].token == "primary")
        #expect(roles[.onAccent].token == "primary-inverse", "white at 5.4:1 before navy at 3.2:1")
    }
}
