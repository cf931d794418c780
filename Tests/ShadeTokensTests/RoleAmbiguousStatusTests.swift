import ShadeColor
@testable import ShadeTokens
import Testing

/// `attention`, `critical`, `notice` and `caution` are the warning in some systems and the
/// error in others: where the word is one of them, the hue decides.
struct RoleAmbiguousStatusTests {
    private func fill(_ entries: [(String, String)], _ appearance: Appearance = .light) -> RoleAssignment {
        RoleFiller.fill(tokens: RoleFixtures.tokens(entries), appearance: appearance)
    }

    private let page: [(String, String)] = [
        ("ui.background.default", "#FFFFFF"), ("ui.foreground.default", "#191919"),
    ]

    @Test func aRedAttentionIsTheErrorNotTheWarning() {
        // A system whose only alarm word is a red `attention` (eBay Skin's shape).
        let roles = fill(page + [("ui.foreground.attention", "#D50B0B"), ("ui.foreground.confirmation", "#288034")])
        #expect(roles[.error].token == "ui.foreground.attention")
        #expect(roles[.warning].token != "ui.foreground.attention")
    }

    @Test func anOrangeCriticalIsTheWarningNotTheError() {
        // Critical in orange (SAP's shape): the warning, and no error's colour.
        let roles = fill(page + [("ui.text.critical", "#B44F00")])
        #expect(roles[.warning].token == "ui.text.critical")
        #expect(roles[.error].token != "ui.text.critical")
    }

    @Test func aRedNoticeAndAnAmberCriticalInDarkAreReadByTheirHues() {
        let roles = fill([
            ("ui.background.default", "#101010"), ("ui.foreground.default", "#F0F0F0"),
            ("ui.foreground.notice", "#FF6B6B"), ("ui.foreground.critical", "#FFC24D"),
        ], .dark)
        #expect(roles[.error].token == "ui.foreground.notice")
        #expect(roles[.warning].token == "ui.foreground.critical")
    }

    @Test func aPlainWordKeepsItsRoleWhateverItsHue() {
        // `warning` is the warning's own word: an orange-red one stays the warning.
        let roles = fill(page + [("ui.text.warning", "#C4300F")])
        #expect(roles[.warning].token == "ui.text.warning")
    }
}
