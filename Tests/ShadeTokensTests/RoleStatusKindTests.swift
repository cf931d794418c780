@testable import ShadeTokens
import Testing

/// The three status colours are one kind of token: all the statuses' own colours, or all their
/// text, chosen together rather than each alone.
struct RoleStatusKindTests {
    private func fill(_ entries: [(String, String)]) -> RoleAssignment {
        RoleFiller.fill(tokens: RoleFixtures.tokens(entries), appearance: .light)
    }

    /// A system whose statuses are their colours, and whose orange warning alone also has a
    /// darker text variant (its colour is too light for text on white).
    private let colours: [(String, String)] = [
        ("ui.bg.page", "#FFFFFF"), ("ui.txt.main", "#1A1A1A"), ("ui.txt.quiet", "#5C5C5C"),
        ("ui.status.success.default", "#00811F"), ("ui.status.success.tint", "#EEFCEF"),
        ("ui.status.warning.default", "#D64309"), ("ui.status.warning.tint", "#FFF7EB"),
        ("ui.status.warning.txt", "#B33400"),
        ("ui.status.negative.default", "#DB004E"), ("ui.status.negative.tint", "#FFF5F6"),
    ]

    @Test func theOddStatusTakesTheKindOfTheOtherTwo() {
        let roles = fill(colours)
        #expect(roles[.success].token == "ui.status.success.default")
        #expect(roles[.error].token == "ui.status.negative.default")
        #expect(roles[.warning].token == "ui.status.warning.default")
    }

    @Test func statusesOfTextStayText() {
        // Every status has text and a fill: text for all three, as named.
        let roles = fill([
            ("ui.bg.page", "#FFFFFF"), ("ui.txt.main", "#1A1A1A"),
            ("ui.text.success", "#1E7A34"), ("ui.bg.success", "#2FB34D"),
            ("ui.text.warning", "#9A5B00"), ("ui.bg.warning", "#F5A623"),
            ("ui.text.danger", "#B3261E"), ("ui.bg.danger", "#E5484D"),
        ])
        #expect(roles[.success].token == "ui.text.success")
        #expect(roles[.warning].token == "ui.text.warning")
        #expect(roles[.error].token == "ui.text.danger")
    }

    @Test func aTextOfTheSameColourKeepsItsName() {
        // The error's text is its colour: the two kinds look the same, and the name stays.
        let roles = fill([
            ("ui.bg.page", "#FFFFFF"), ("ui.txt.main", "#1A1A1A"),
            ("positive-visual-color", "#2D9D78"), ("notice-visual-color", "#E68619"),
            ("negative-content-color", "#D73220"), ("negative-visual-color", "#D73220"),
        ])
        #expect(roles[.error].token == "negative-content-color")
    }
}
