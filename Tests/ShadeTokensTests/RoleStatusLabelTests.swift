import ShadeColor
@testable import ShadeTokens
import Testing

/// The label on a status fill (the destructive button, the error banner) is checked as the
/// label on the accent is: the system's paired label where it reads, else one that reads.
struct RoleStatusLabelTests {
    private func fill(_ entries: [(String, String)], _ appearance: Appearance) -> RoleAssignment {
        RoleFiller.fill(tokens: RoleFixtures.tokens(entries), appearance: appearance)
    }

    private func ratio(_ label: RoleFill, on role: ColorToken, in roles: RoleAssignment, over base: RGB) -> Double {
        let page = roles[.backgroundPrimary].color.composited(over: base)
        let ground = roles[role].color.composited(over: page)
        return contrastRatio(label.color.composited(over: ground), ground)
    }

    /// A dark theme whose error is a pale pink and whose accent a red that takes white
    /// (Gestalt's dark shape): white on the pink is 1.9:1.
    private let darkPale: [(String, String)] = [
        ("color.background.default", "#111111"), ("color.text.default", "#F5F5F5"),
        ("color.background.brand", "#E60023"), ("color.text.on-brand", "#FFFFFF"),
        ("color.text.error", "#F9A8A8"), ("color.text.success", "#8BE3A0"), ("color.text.warning", "#FFC56B"),
    ]

    @Test func aPaleStatusFillTakesALabelThatReads() {
        let roles = fill(darkPale, .dark)
        #expect(roles[.onAccent].token == "color.text.on-brand")
        for role in [ColorToken.error, .success, .warning] {
            let label = try! #require(roles.statusLabels[role])
            #expect(ratio(label, on: role, in: roles, over: RGB(0x000000)) >= 4.5, "\(role)")
        }
        // Not the accent's white.
        #expect(roles.statusLabels[.error]?.color.rgb != RGB(0xFFFFFF))
    }

    @Test func theSystemsPairedLabelWinsWhereItReads() {
        let roles = fill(darkPale + [("color.text.on-error", "#2B0A0A"), ("color.text.success-foreground", "#0B2B12")], .dark)
        #expect(roles.statusLabels[.error]?.token == "color.text.on-error")
        #expect(roles.statusLabels[.success]?.token == "color.text.success-foreground")
    }

    @Test func aPairedLabelThatDoesNotReadIsPassedOver() {
        let roles = fill(darkPale + [("color.text.on-error", "#FFFFFF")], .dark)
        #expect(roles.statusLabels[.error]?.token == nil)
        let label = try! #require(roles.statusLabels[.error])
        #expect(ratio(label, on: .error, in: roles, over: RGB(0x000000)) >= 4.5)
    }

    @Test func aStrongRedTakesWhite() {
        let roles = fill([
            ("color.background.default", "#FFFFFF"), ("color.text.default", "#111111"),
            ("color.background.brand", "#FFD400"), ("color.text.on-brand", "#111111"), ("color.text.error", "#C4121A"),
        ], .light)
        // The accent's label is black on its yellow; the red error's is white.
        #expect(roles[.onAccent].color.rgb == RGB(0x111111))
        #expect(roles.statusLabels[.error]?.color.rgb == RGB(0xFFFFFF))
    }

    @Test func pairedWordsNameTheLabelOfAStatus() {
        #expect(StatusLabels.pairedStatus(["color", "text", "on", "danger"]) == .error)
        #expect(StatusLabels.pairedStatus(["destructive", "foreground"]) == .error)
        #expect(StatusLabels.pairedStatus(["color", "error"]) == nil)
        #expect(StatusLabels.pairedStatus(["text", "on", "error", "hover"]) == nil)
    }
}
