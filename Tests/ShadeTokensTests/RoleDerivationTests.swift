import ShadeColor
import Testing
@testable import ShadeTokens

/// Roles no token fills are computed by the documented rules; the colours here are computed
/// independently with `RoleFixtures.mix`.
@Suite struct RoleDerivationTests {
    typealias F = RoleFixtures
    let white = RGB(0xFFFFFF), black = RGB(0x000000)

    func rgb(_ fill: RoleFill) -> RGB {
        #expect(fill.color.alpha == 1, "\(fill.role) should be opaque")
        return fill.color.rgb
    }

    @Test func derivedSecondaryTextReadsWhereThePrimaryDoes() {
        // Body text at 4.6:1: three quarters of it over white would read at about 2.9:1.
        let text = RGB(0x757575), page = RGB(0xFFFFFF)
        let roles = F.fill([("acme.text.body.main", text.hex), ("acme.bg.page.main", page.hex)])
        let secondary = rgb(roles[.foregroundSecondary])
        #expect(roles[.foregroundSecondary].origin == .derived)
        #expect(contrastRatio(secondary, page) >= 4.5)
        #expect(roles[.foregroundSecondary].reason.contains("75 % would read under"))
        // Quieter than the body text where a stronger mix reads, the body text's colour where none does.
        #expect(contrastRatio(secondary, page) <= contrastRatio(text, page))
    }

    @Test func aPageAndATextColourAreEnoughForEveryRole() {
        let text = RGB(0x1F2328), page = RGB(0xFFFFFF)
        let roles = F.fill([("acme.text.body.main", text.hex), ("acme.bg.page.main", page.hex)])
        #expect(roles[.foregroundPrimary].origin == .matched)
        #expect(roles[.backgroundPrimary].origin == .matched)
        #expect(roles.count(of: .derived) == 24)

        #expect(rgb(roles[.backgroundSecondary]) == F.mix(text, 0.05, page))
        #expect(rgb(roles[.backgroundTertiary]) == F.mix(text, 0.10, page))
        let secondary = F.mix(text, 0.75, page)
        let tertiary = F.mix(secondary, 0.80, page)
        #expect(rgb(roles[.foregroundSecondary]) == secondary)
        #expect(rgb(roles[.foregroundTertiary]) == tertiary)
        #expect(rgb(roles[.foregroundPlaceholder]) == F.mix(tertiary, 0.75, page))
        let outline = F.mix(text, 0.30, page)
        let outline2 = F.mix(outline, 0.60, page)
        #expect(rgb(roles[.outlinePrimary]) == outline)
        #expect(rgb(roles[.outlineSecondary]) == outline2)
        #expect(rgb(roles[.outlineTertiary]) == F.mix(outline2, 0.55, page))

        // The inverted ends are the opposite ends.
        #expect(rgb(roles[.invertedBackgroundPrimary]) == text)
        #expect(rgb(roles[.invertedForegroundPrimary]) == page)
        #expect(rgb(roles[.invertedBackgroundSecondary]) == F.mix(text, 0.85, page))
        let invertedSecondary = F.mix(page, 0.75, text)
        #expect(rgb(roles[.invertedForegroundSecondary]) == invertedSecondary)
        #expect(rgb(roles[.invertedForegroundTertiary]) == F.mix(invertedSecondary, 0.80, text))

        // Defaults for a light page; each reads at AA on it.
        #expect(rgb(roles[.accent]) == RGB(0x0969DA))
        #expect(rgb(roles[.success]) == RGB(0x1A7F37))
        #expect(rgb(roles[.warning]) == RGB(0x9A6700))
        #expect(rgb(roles[.error]) == RGB(0xD1242F))
        for role in [ColorToken.accent, .success, .warning, .error] {
            #expect(contrastRatio(roles[role].color.rgb, page) >= 4.5, "\(role)")
        }
        #expect(roles[.error].reason.contains("#D1242F"))
        // On the blue accent white reads, and white wins wherever it reads at 4.5:1.
        #expect(rgb(roles[.onAccent]) == RGB(0xFFFFFF))
        #expect(roles[.onAccent].reason.hasPrefix("derived: white, which reads on accent"))
        #expect(rgb(roles[.invertedBackgroundTertiary]) == RGB(0x0969DA))

        // Surfaces are translucent, composited later over the page.
        let tertiaryGround = F.mix(text, 0.10, page)
        #expect(roles[.surfacePrimary].color == RGBA(tertiaryGround, alpha: 0.5))
        #expect(roles[.surfaceSecondary].color == RGBA(tertiaryGround, alpha: 0.3))
        #expect(roles[.surfaceTertiary].color == RGBA(tertiaryGround, alpha: 0.1))
        #expect(roles[.invertedSurfacePrimary].color == RGBA(outline, alpha: 0.4))
        #expect(roles[.invertedSurfaceSecondary].color == RGBA(outline, alpha: 0.2))
    }

    @Test func aDarkPageTakesTheDarkDefaults() {
        let roles = F.fill([("fg.main", "#E6EDF3"), ("bg.main", "#0D1117")])
        #expect(rgb(roles[.accent]) == RGB(0x4493F8))
        #expect(rgb(roles[.success]) == RGB(0x3FB950))
        #expect(rgb(roles[.warning]) == RGB(0xD29922))
        #expect(rgb(roles[.error]) == RGB(0xF85149))
        #expect(roles[.success].reason.contains("dark-page value"))
        #expect(roles[.success].reason.contains("no colour of this hue"))
        #expect(!roles[.success].reason.contains("Primer"), "Shade's defaults are named as Shade's")
        // Black reads a little better on the light accent than the near-black page.
        #expect(rgb(roles[.onAccent]) == black)
        #expect(roles[.onAccent].reason.hasPrefix("derived: black, whichever"))
    }

    @Test func nothingAtAllStillFillsEveryRole() {
        let roles = RoleFiller.fill(tokens: [])
        #expect(roles.fills.map(\.role) == ColorToken.allCases)
        #expect(roles.fills.allSatisfy { $0.origin == .derived && $0.token == nil && !$0.reason.isEmpty })
        #expect(rgb(roles[.backgroundPrimary]) == white)
        #expect(rgb(roles[.foregroundPrimary]) == black)
        #expect(roles[.backgroundPrimary].reason == "derived: white (no page colour and no text colour found)")
        // Derived roles follow the appearance asked for.
        let dark = RoleFiller.fill(tokens: [], appearance: .dark)
        #expect(rgb(dark[.backgroundPrimary]) == black)
        #expect(rgb(dark[.foregroundPrimary]) == white)
    }

    @Test func aMissingPageIsWhiteOrBlackAgainstTheText() {
        #expect(rgb(F.fill([("text.main", "#222222")])[.backgroundPrimary]) == white)
        let light = F.fill([("text.main", "#EEEEEE")])
        #expect(rgb(light[.backgroundPrimary]) == black)
        #expect(light[.backgroundPrimary].reason.hasPrefix("derived: black, whichever of white and black"))
        #expect(rgb(F.fill([("bg.main", "#111111")])[.foregroundPrimary]) == white)
    }

    @Test func aTranslucentSourceIsCompositedOverThePageFirst() {
        let page = RGB(0xF2F2F7)
        let roles = F.fill([("label", "#000000"), ("secondaryLabel", "#3C3C4399"), ("systemGroupedBackground", page.hex)])
        let secondary = RGBA(RGB(0x3C3C43), alpha: 0x99 / 255).composited(over: page)
        #expect(rgb(roles[.foregroundTertiary]) == F.mix(secondary, 0.80, page))
        #expect(roles[.foregroundTertiary].reason == "derived: foregroundSecondary mixed 80 % over backgroundPrimary")
    }

    @Test func theReasonCarriesTheWholeChain() {
        let roles = F.fill([("text.main", "#111111"), ("bg.main", "#FFFFFF")])
        #expect(roles[.foregroundTertiary].reason ==
            "derived: foregroundSecondary mixed 80 % over backgroundPrimary; foregroundSecondary derived: foregroundPrimary mixed 75 % over backgroundPrimary")
        #expect(roles[.surfacePrimary].reason ==
            "derived: backgroundTertiary at 50 % opacity, over the page; backgroundTertiary derived: foregroundPrimary mixed 10 % over backgroundPrimary")
    }

    @Test func eachDerivedStepIsNamedOnce() {
        let roles = F.fill([("text.main", "#111111"), ("bg.main", "#FFFFFF")])
        #expect(roles[.invertedForegroundTertiary].reason ==
            "derived: invertedForegroundSecondary mixed 80 % over invertedBackgroundPrimary"
            + "; invertedForegroundSecondary derived: invertedForegroundPrimary mixed 75 % over invertedBackgroundPrimary"
            + "; invertedForegroundPrimary derived: backgroundPrimary, the opposite end"
            + "; invertedBackgroundPrimary derived: foregroundPrimary, the opposite end")
    }

    @Test func derivationNeverOverridesAFilledRole() {
        let roles = F.fill(F.fluent)
        #expect(roles[.outlineTertiary].token == "colorNeutralStroke3")
        #expect(rgb(roles[.outlineTertiary]) == RGB(0xF0F0F0))
    }
}
