import ShadeColor
import Testing
@testable import ShadeTokens

/// Roles chosen together from names, layer and values, on a system laid out like real ones.
@Suite struct RoleScoringTests {
    typealias F = RoleFixtures

    private func harbor(_ appearance: Appearance) -> (RoleAssignment, ResolvedSystem) {
        let system = DTCGMemoryFiles(HarborFixture.files).open("harbor/harbor.resolver.json")
        let resolved = system.resolve(system.context(for: Resolution(appearance)))
        return (RoleFiller.fill(tokens: resolved.colors, appearance: appearance), resolved)
    }

    @Test func everyOpaqueColourTokenOfTheFilesIsKept() {
        let (_, resolved) = harbor(.light)
        for path in ["palette.neutral.0", "palette.neutral.1000", "color.background.body", "color.text.weaker", "color.text.link"] {
            #expect(resolved.color(path) != nil, "\(path)")
        }
        #expect(resolved.colors.count > 300)
    }

    @Test(arguments: [Appearance.light, .dark])
    func theSemanticLayerFillsThePageAndTextNotTheBrandFillOrAComponent(appearance: Appearance) throws {
        let (roles, _) = harbor(appearance)
        #expect(roles[.backgroundPrimary].token == "color.background.body")
        #expect(roles[.backgroundPrimary].confidence == .nameAndValue)
        let lost = try #require(roles[.backgroundPrimary].alternative)
        #expect(lost.hasPrefix("color.background.primary: chromatic"), "\(lost)")
        #expect(roles[.foregroundPrimary].token == "color.text.$root")
        #expect(roles[.foregroundSecondary].token == "color.text.weak", "card.text.rest is a component's")
        #expect(!roles.isGuessed)
        let page = roles[.backgroundPrimary].color.rgb
        #expect(contrastRatio(roles[.foregroundPrimary].color.rgb, page) >= 4.5)
        #expect(page.isDark == (appearance == .dark))
    }

    /// The default line is the primary outline; lines its system names louder than it
    /// (`border.default.secondary`, `.tertiary`) are no quieter levels of it, and are derived.
    @Test(arguments: [Appearance.light, .dark])
    func levelsBelowTheDefaultAreQuieterThanIt(appearance: Appearance) {
        let (roles, _) = harbor(appearance)
        #expect(roles[.outlinePrimary].token == "color.border.default.$root")
        #expect(roles[.outlineSecondary].origin == .derived)
        #expect(roles[.outlineTertiary].origin == .derived)
        let page = roles[.backgroundPrimary].color.rgb
        #expect(contrastRatio(roles[.outlineSecondary].color.rgb, page) <= contrastRatio(roles[.outlinePrimary].color.rgb, page))
    }

    @Test(arguments: [Appearance.light, .dark])
    func theAccentShowsAndStatusColoursHaveTheirHue(appearance: Appearance) {
        let (roles, _) = harbor(appearance)
        let page = roles[.backgroundPrimary].color.rgb
        #expect(contrastRatio(roles[.accent].color.rgb, page) >= 3)
        #expect(OKLab(roles[.accent].color.rgb).lch.c >= RoleValueRules.chromatic)
        for role in RoleValueRules.statusRoles {
            #expect(RoleValueRules.inHueFamily(OKLab(roles[role].color.rgb).lch, role), "\(role)")
        }
    }

    @Test func aNearTransparentWashNeverFillsASolidRole() {
        var tokens = F.tokens([("bg.default", "#FFFFFF"), ("text.default", "#111111"), ("accent", "#0969DA")])
        tokens[2].color.alpha = 0.05
        let roles = RoleFiller.fill(tokens: tokens)
        #expect(roles[.accent].token != "accent")
    }

    @Test func anErrorBannerFillNeverBecomesThePage() {
        let roles = F.fill([("messageBar.error.background.default", "#FFE6E8"), ("background.page", "#FF0066"),
                            ("text.default", "#111111"), ("neutral.0", "#FFFFFF")])
        #expect(roles[.backgroundPrimary].color.rgb == RGB(0xFFFFFF))
        #expect(roles[.backgroundPrimary].confidence == .valueOnly)
        #expect(roles.isGuessed)
    }

    @Test func wordsAreSplitFromCompoundNames() {
        let roles = F.fill([("bodyText", "#111111"), ("bodySubtext", "#555555"), ("inputPlaceholderText", "#888888"),
                            ("pageBackground", "#FFFFFF"), ("primaryButtonText", "#FFFFFF")])
        #expect(roles[.backgroundPrimary].token == "pageBackground")
        #expect(roles[.foregroundPrimary].token == "bodyText")
        #expect(roles[.foregroundPlaceholder].token == "inputPlaceholderText" || roles[.foregroundPlaceholder].origin != .matched)
    }
}
