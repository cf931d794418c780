@testable import ShadeTokens
import Testing

/// Where a status colour may come from: a status word names it (`confirmation` among them), and
/// a chart's series colours, which sit beside the roles, never stand in for it.
struct RoleStatusSourcesTests {
    private func fill(_ entries: [(String, String)]) -> RoleAssignment {
        RoleFiller.fill(tokens: RoleFixtures.tokens(entries), appearance: .light)
    }

    private let page: [(String, String)] = [
        ("ui.background", "#FFFFFF"), ("ui.foreground", "#111111"), ("ui.foreground-secondary", "#555555"),
        ("ui.background-accent", "#3665F3"),
    ]

    @Test func confirmationNamesTheSuccess() {
        let roles = fill(page + [
            ("ui.foreground-confirmation", "#288034"), ("ui.background-confirmation", "#288034"),
            ("ui.foreground-on-confirmation", "#FFFFFF"),
        ])
        #expect(roles[.success].token == "ui.foreground-confirmation")
    }

    @Test func aChartsTrendColourIsNoSuccess() {
        // No status word names a success; the only colour that says "positive" is a chart's.
        let roles = fill(page + [
            ("ui.data-viz.trend-positive", "#288034"), ("ui.data-viz.trend-negative", "#D50B0B"),
            ("palette.green-400", "#6ACB2E"), ("palette.green-500", "#4CAF1A"), ("palette.green-600", "#2F7D0E"),
            ("palette.green-700", "#205C08"),
        ])
        #expect(roles[.success].token?.hasPrefix("ui.data-viz") == false)
    }
}
