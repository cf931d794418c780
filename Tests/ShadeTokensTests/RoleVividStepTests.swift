@testable import ShadeTokens
import Testing

/// A status colour no name gives comes from its hue ramp at the ramp's most vivid step, not at
/// the darker step that first reaches text contrast.
struct RoleVividStepTests {
    /// A palette-only system: a grey ramp, a blue ramp for the accent, and green, amber and red
    /// ramps whose purest steps (400, 300, 400) are lighter than their first text-contrast steps
    /// (600, 600, 500).
    private static let palette: [(String, String)] = {
        func ramp(_ name: String, _ hexes: [String]) -> [(String, String)] {
            hexes.enumerated().map { ("hue.\(name).\(($0.offset + 1) * 100)", $0.element) }
        }
        return ramp("gray", ["#FFFFFF", "#F2F2F2", "#D9D9D9", "#8C8C8C", "#595959", "#262626"])
            + ramp("blue", ["#E6F0FF", "#A8C8FF", "#5B93FF", "#2563EB", "#1D4ED8", "#1E3A8A"])
            + ramp("green", ["#E3F9E5", "#A8EDB3", "#5CD376", "#2DB84C", "#1F9A3A", "#187A2E", "#125A22"])
            + ramp("amber", ["#FFF6DA", "#FFE58A", "#FFCC1F", "#E0A800", "#B88600", "#8C6600", "#5E4400"])
            + ramp("red", ["#FFE5E5", "#FFB3B3", "#FF6B6B", "#E82C2C", "#C21F1F", "#961818", "#6B1010"])
    }()

    @Test func aStatusIsItsRampsMostVividStep() {
        let roles = RoleFiller.fill(tokens: RoleFixtures.tokens(Self.palette), appearance: .light)
        #expect(roles[.success].token == "hue.green.400")
        // A full amber (1.5:1 on white) is the warning's colour still: vivid, not a tint.
        #expect(roles[.warning].token == "hue.amber.300")
        #expect(roles[.error].token == "hue.red.400")
    }
}
