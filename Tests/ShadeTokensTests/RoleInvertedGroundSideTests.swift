import ShadeColor
@testable import ShadeTokens
import Testing

/// A ground named only by emphasis is the inverted ground at the other end from the page, never
/// on the page's side (issue 33; the shape of HashiCorp Helios' near-white `surface.strong`).
struct RoleInvertedGroundSideTests {
    private func ratio(_ a: RGBA, _ b: RGBA) -> Double { contrastRatio(a.rgb, b.rgb) }

    @Test func aStrongLayerOfThePageIsNotTheInvertedGround() {
        let roles = RoleFiller.fill(tokens: RoleFixtures.tokens([
            ("color.surface.primary", "#FFFFFF"), ("color.surface.faint", "#FAFAFA"),
            ("color.surface.strong", "#F1F2F3"), ("color.foreground.strong", "#0C0C0E"),
            ("color.foreground.faint", "#656A76"),
        ]), appearance: .light)
        #expect(roles[.backgroundPrimary].token == "color.surface.primary")
        #expect(roles[.invertedBackgroundPrimary].token != "color.surface.strong")
        // The inverted ground is at the other end, and inverted text reads on it.
        #expect(ratio(roles[.invertedBackgroundPrimary].color, roles[.backgroundPrimary].color) >= 4.5)
        #expect(ratio(roles[.invertedForegroundPrimary].color, roles[.invertedBackgroundPrimary].color) >= 4.5)
    }

    @Test func aDarkEmphasisGroundStaysTheInvertedGround() {
        // Primer's shape, in no vocabulary's name: the emphasis ground is near the text.
        let roles = RoleFiller.fill(tokens: RoleFixtures.tokens([
            ("color.surface.primary", "#FFFFFF"), ("color.surface.emphasis", "#25292E"),
            ("color.foreground.strong", "#1F2328"),
        ]), appearance: .light)
        #expect(roles[.invertedBackgroundPrimary].token == "color.surface.emphasis")
    }

    @Test func inDarkTheStrongLayerIsTheLighterOneAndStillThePages() {
        let roles = RoleFiller.fill(tokens: RoleFixtures.tokens([
            ("color.surface.primary", "#0C0C0E"), ("color.surface.strong", "#2A2B2F"),
            ("color.foreground.strong", "#FFFFFF"),
        ]), appearance: .dark)
        #expect(roles[.invertedBackgroundPrimary].token != "color.surface.strong")
    }
}
