import ShadeColor
@testable import ShadeTokens
import Testing

private typealias F = RoleFixtures

/// Names after an accent word: a family of categories in different hues is not the accent,
/// a ramp of the accent's own hue is (``RoleCategoryFamilies``).
struct RoleCategoryFamiliesTests {
    /// Bullhorn Novo-shaped: a tint of each record type after `tint`, and the primary button
    /// filled with the palette's blue.
    private static let entityTints: [(String, String)] = [
        ("color.text", "#282828"), ("background.body", "#FFFFFF"), ("color.border", "#DBDBDB"),
        ("color.tint.job", "#C87784"), ("color.tint.candidate", "#69C892"), ("color.tint.contact", "#FFBB69"),
        ("color.tint.company", "#5BADE3"), ("color.tint.lead", "#BB84AD"),
        ("color.ocean", "#4A89DC"), ("button.primary.background-color", "#4A89DC"),
    ]

    @Test func aFamilyOfCategoryTintsIsNotTheAccent() {
        let tokens = F.tokens(Self.entityTints)
        for entries in [tokens, F.shuffled(tokens, seed: 9)] {
            let roles = RoleFiller.fill(tokens: entries, appearance: .light)
            // The primary action's blue, by the button's name or the palette's.
            let accent = roles[.accent].token ?? "derived"
            #expect(["button.primary.background-color", "color.ocean"].contains(accent), "not a record type's tint: \(accent)")
        }
    }

    @Test func stepsOfOneHueAfterAnAccentWordStayTheAccents() {
        // `accent.bright`, `accent.dark`, `accent.deep`: one blue, lighter and darker.
        let roles = RoleFiller.fill(tokens: F.tokens([
            ("color.text", "#1A1A1A"), ("background.body", "#FFFFFF"),
            ("accent.bright", "#5B9BF0"), ("accent.dark", "#1F5FB8"), ("accent.deep", "#0E3F86"),
        ]), appearance: .light)
        #expect(roles[.accent].token?.hasPrefix("accent.") == true)
    }

    @Test func theSmallestArcHoldingEveryHue() {
        #expect(RoleCategoryFamilies.arc([10, 20, 30]) == 20)
        #expect(RoleCategoryFamilies.arc([350, 10]) == 20, "across 0°")
        #expect(RoleCategoryFamilies.arc([0, 120, 240]) == 240)
        let novo = RoleCategoryFamilies.members(
            pathWords: [["tint", "job"], ["tint", "candidate"], ["tint", "contact"], ["accent", "bright"], ["accent", "dark"], ["accent", "deep"]],
            classes: Array(repeating: .accent, count: 6),
            lchs: [OKLCh(l: 0.65, c: 0.1, h: 5), OKLCh(l: 0.75, c: 0.13, h: 155), OKLCh(l: 0.84, c: 0.12, h: 70),
                   OKLCh(l: 0.68, c: 0.14, h: 255), OKLCh(l: 0.5, c: 0.14, h: 258), OKLCh(l: 0.38, c: 0.12, h: 260)])
        #expect(novo == [0, 1, 2])
    }
}
