import ShadeColor
@testable import ShadeTokens
import Testing

private typealias F = RoleFixtures

/// The inverted ground a system draws in its own colour where no name gives one
/// (``RoleChooser/fillInvertedGroundFromSystem(excluding:)``): the ground its inverted text
/// names, or its deep brand; else Shade's derived pair.
struct RoleSystemInvertedGroundTests {
    private func fill(_ entries: [(String, String)]) -> RoleAssignment {
        RoleFiller.fill(tokens: F.tokens(entries), appearance: .light)
    }

    @Test func theGroundTheInvertedTextNamesIsTheInvertedGround() {
        // KfW-shaped: `text.on-dark-bg` (described as text on dark backgrounds) beside two dark
        // grounds named `dark` and a light one; the accent is a blue at AA, no deep brand.
        var tokens = F.tokens([
            ("semantic.text.default", "#2D3134"), ("semantic.text.on-dark-bg", "#FFFFFF"),
            ("semantic.background.default", "#FFFFFF"), ("semantic.background.light-blue", "#E5F2FA"),
            ("semantic.background.dark-green", "#2E7D32"), ("semantic.background.dark-blue", "#00375B"),
            ("semantic.primary", "#0073B0"),
        ])
        tokens[1].description = "Main text color on dark background"
        for entries in [tokens, F.shuffled(tokens, seed: 7)] {
            let roles = RoleFiller.fill(tokens: entries, appearance: .light)
            #expect(roles[.invertedForegroundPrimary].token == "semantic.text.on-dark-bg")
            #expect(roles[.invertedBackgroundPrimary].token == "semantic.background.dark-blue", "the furthest from the page")
            #expect(roles[.invertedBackgroundPrimary].reason.contains("under its inverted text"))
        }
    }

    @Test func aDarkLayerBesideInvertedTextThatNamesNoGroundStaysALayer() {
        // Telekom-shaped: the inverted text names no ground; a dark surface is no inverted ground.
        let roles = fill([
            ("text.standard", "#000000"), ("text.inverted.standard", "#FFFFFF"),
            ("background.canvas", "#FFFFFF"), ("background.surface-highlight", "#242426"),
            ("primary.standard", "#E20074"),
        ])
        #expect(roles[.invertedBackgroundPrimary].origin == .derived)
        #expect(roles[.invertedForegroundPrimary].token == "text.inverted.standard")
    }

    @Test func aDeepBrandIsTheInvertedGroundWithItsLabel() {
        // AXA-shaped: a palette of named colours whose brand blue is as far from the page as text.
        let palette: [(String, String)] = [
            ("color.ui.black", "#000000"), ("color.ui.dark-grey", "#333333"), ("color.ui.grey", "#7F7F7F"),
            ("color.ui.silver", "#CCCCCC"), ("color.ui.wild-sand", "#F5F5F5"), ("color.ui.white", "#FFFFFF"),
            ("color.ui.brand-blue", "#00008F"),
        ]
        let roles = fill(palette)
        #expect(roles[.accent].token == "color.ui.brand-blue")
        #expect(roles[.invertedBackgroundPrimary].token == "color.ui.brand-blue")
        #expect(roles[.invertedForegroundPrimary].token == "color.ui.white")
        // A brand at AA on the page (a typical blue) is an accent, not the page's opposite: the
        // inverted pair stays Shade's, the text and the page swapped.
        let typical = fill(palette.dropLast() + [("color.ui.brand-blue", "#1971C2")])
        #expect(typical[.accent].token == "color.ui.brand-blue")
        #expect(typical[.invertedBackgroundPrimary].origin == .derived)
        #expect(typical[.invertedForegroundPrimary].origin == .derived)
        // In dark, an accent lightened to read on the page is no deep brand, however far from it.
        let dark = RoleFiller.fill(tokens: F.tokens([
            ("color.ui.black", "#0D0D0F"), ("color.ui.light-grey", "#D9D9DE"), ("color.ui.white", "#F7F7F8"),
            ("color.ui.brand-blue", "#8BB4E3"),
        ]), appearance: .dark)
        #expect(dark[.accent].token == "color.ui.brand-blue")
        #expect(dark[.invertedBackgroundPrimary].token != "color.ui.brand-blue")
    }
}
