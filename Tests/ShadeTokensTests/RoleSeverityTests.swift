import ShadeColor
@testable import ShadeTokens
import Testing

/// A status's warning is its plain one: a severity past it is not it, and the status's own
/// highlight is its vivid colour.
struct RoleSeverityTests {
    private func fill(_ entries: [(String, String)]) -> RoleAssignment {
        RoleFiller.fill(tokens: RoleFixtures.tokens(entries), appearance: .light)
    }

    /// Message-bar slots in the Office UI Fabric manner: the warning's text and icon are grey,
    /// its own colour is its highlight, and a severe warning (orange-red) sits beside it.
    private let slots: [(String, String)] = [
        ("ui.bodyBackground", "#FFFFFF"), ("ui.bodyText", "#323130"),
        ("ui.warningText", "#323130"), ("ui.warningIcon", "#797775"),
        ("ui.severeWarningIcon", "#D83B01"), ("ui.severeWarningBackground", "#FED9CC"),
        ("ui.warningHighlight", "#FFB900"), ("ui.warningBackground", "#FFF4CE"),
        ("ui.errorText", "#A4262C"),
    ]

    @Test func aSevereWarningIsNotTheWarning() {
        #expect(fill(slots)[.warning].token != "ui.severeWarningIcon")
    }

    @Test func aStatussHighlightIsItsColour() {
        #expect(fill(slots)[.warning].token == "ui.warningHighlight")
    }

    @Test func aHighlightAloneIsNoStatusAndSevereAfterTextIsAnIntensity() {
        // A text selection's highlight fills no status; `txt.severe` is a system's strongest
        // text (Sage's intensity scale), still read as text.
        let roles = fill([
            ("mode.bg.default", "#FFFFFF"), ("mode.txt.severe", "#000000"), ("mode.txt.moderate", "#555555"),
            ("mode.highlight", "#FFF59D"), ("mode.warning", "#B35C00"),
        ])
        #expect(roles[.warning].token == "mode.warning")
        #expect(roles[.foregroundPrimary].token == "mode.txt.severe")
    }
}
