@testable import ShadeTokens
import Testing

private typealias F = RoleFixtures

/// Of two names for one grey, the grey ramp's step is the palette's: a category palette listed
/// first (transport-line tags) does not name the page's layers.
struct RolePaletteNamesTests {
    /// A category palette first, then a grey ramp that shares two of its colours.
    private static let palette: [(String, String)] = [
        ("color.linetag.localbus", "#606568"), ("color.linetag.localbusLight", "#EBEBEC"),
        ("color.linetag.ferry", "#682C88"), ("color.linetag.ferryLight", "#E5E4F7"),
        ("color.palette.white", "#FFFFFF"), ("color.palette.grey.50", "#F5F5F5"), ("color.palette.grey.100", "#EBEBEC"),
        ("color.palette.grey.200", "#D7D8D9"), ("color.palette.grey.300", "#AFB2B3"), ("color.palette.grey.400", "#888B8E"),
        ("color.palette.grey.500", "#606568"), ("color.palette.grey.600", "#4F5054"), ("color.palette.grey.900", "#1C1C1D"),
    ]

    @Test func theGreyRampsStepNamesTheLayer() {
        let roles = RoleFiller.fill(tokens: F.tokens(Self.palette), appearance: .light)
        #expect(roles[.backgroundTertiary].token == "color.palette.grey.100")
        let named = ColorToken.allCases.compactMap { roles[$0].token }
        #expect(!named.contains { $0.hasPrefix("color.linetag.") })
    }

    @Test func aDesignedNameThatAliasesTheStepKeepsIt() {
        // A name that aliases the grey step (`ui.mist` for `grey.100`) is the system's use of it,
        // not a category's literal: it keeps the colour's name.
        var tokens = F.tokens(Array(Self.palette.dropFirst(4)))
        tokens += F.tokens([("color.ui.mist", "#EBEBEC")])
        tokens[tokens.count - 1].aliases = ["color.palette.grey.100"]
        let roles = RoleFiller.fill(tokens: tokens, appearance: .light)
        #expect(roles[.backgroundTertiary].token == "color.ui.mist")
    }

    @Test func aGreyStepIsAGreyWordBeforeAStep() {
        #expect(RoleChooser.namesGreyStep(["color", "palette", "grey", "100"]))
        #expect(RoleChooser.namesGreyStep(["gray", "lighter"]))
        #expect(!RoleChooser.namesGreyStep(["color", "linetag", "localbus", "light"]))
        #expect(!RoleChooser.namesGreyStep(["grey"]))
    }
}
