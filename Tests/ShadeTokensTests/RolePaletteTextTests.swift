@testable import ShadeTokens
import Testing

private typealias F = RoleFixtures

/// The body text of a palette-only system: pure black is a swatch where a near-black of the
/// palette reads at AAA (issue 33's palette systems).
struct RolePaletteTextTests {
    /// A palette of named greys from pure black to white, as a brand's design-token repository
    /// publishes it (no text colour, no semantic name), and a deep blue.
    private static let greys: [(String, String)] = [
        ("color.grey.black", "#000000"), ("color.grey.dark", "#333333"), ("color.grey.medium", "#5F5F5F"),
        ("color.grey.mid", "#7F7F7F"), ("color.grey.silver", "#CCCCCC"), ("color.grey.mist", "#E5E5E5"),
        ("color.grey.white", "#FFFFFF"), ("color.brand.blue", "#00008F"),
    ]

    @Test func pureBlackGivesWayToTheNearBlackThatReadsAtAAA() {
        let roles = RoleFiller.fill(tokens: F.tokens(Self.greys), appearance: .light)
        #expect(roles[.backgroundPrimary].token == "color.grey.white")
        // #333333 reads 12.6:1 on white: the text, not the 21:1 swatch.
        #expect(roles[.foregroundPrimary].token == "color.grey.dark")
        #expect(roles[.foregroundPrimary].valueReason?.contains("a pure end") == true)
    }

    @Test func aPaletteWhoseOnlyAAANeutralIsBlackKeepsIt() {
        // Nothing but black reaches 7:1 on white (#5F5F5F is 6.4:1): black is the text.
        let roles = RoleFiller.fill(tokens: F.tokens(Self.greys.filter { $0.0 != "color.grey.dark" }), appearance: .light)
        #expect(roles[.foregroundPrimary].token == "color.grey.black")
    }

    @Test func aRampEndingInBlackGivesItsNextStep() {
        // A numbered grey ramp whose far end is pure black: the step before it is the text.
        let ramp: [(String, String)] = [
            ("gray-0", "#FFFFFF"), ("gray-1", "#F4F4F4"), ("gray-2", "#E0E0E0"), ("gray-3", "#A8A8A8"),
            ("gray-4", "#6F6F6F"), ("gray-5", "#393939"), ("gray-6", "#161616"), ("gray-7", "#000000"),
        ]
        let roles = RoleFiller.fill(tokens: F.tokens(ramp), appearance: .light)
        #expect(roles[.foregroundPrimary].token == "gray-6")
    }

    @Test func aNamedTextIsLeftAlone() {
        // The rule is the palette's: a system that names its text black keeps it.
        let roles = RoleFiller.fill(tokens: F.tokens(Self.greys + [("color.text", "#000000")]), appearance: .light)
        #expect(roles[.foregroundPrimary].token == "color.text")
    }
}
