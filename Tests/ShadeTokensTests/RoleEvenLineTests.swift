@testable import ShadeTokens
import Testing

/// Three named lines where the second is as strong as the primary outline: each fills one
/// outline, unless the two are one palette step named twice.
struct RoleEvenLineTests {
    /// A dark page whose input border and darker divider share one grey, with a lighter one below.
    private let lines: [(String, String)] = [
        ("ui-Background_Page", "#121417"), ("ui-Text_Default", "#F5F6F8"), ("ui-Text_Muted", "#A8B1BD"),
        ("ui-BorderColor_Input", "#A8B1BD"), ("ui-Divider_Dark", "#A8B1BD"), ("ui-Divider_Light", "#6A7381"),
    ]

    @Test func anEvenLineIsTheSecondWhenAQuieterOneIsLeftForTheThird() {
        let roles = RoleFiller.fill(tokens: RoleFixtures.tokens(lines), appearance: .dark)
        #expect(roles[.outlinePrimary].token == "ui-BorderColor_Input")
        #expect(roles[.outlineSecondary].token == "ui-Divider_Dark")
        #expect(roles[.outlineTertiary].token == "ui-Divider_Light")
    }

    @Test func oneStepNamedTwiceIsOneLine() {
        // Both the input border and the darker divider alias the palette's `slate.40`.
        var tokens = RoleFixtures.tokens(lines + [("palette.slate.40", "#A8B1BD")])
        for index in tokens.indices where ["ui-BorderColor_Input", "ui-Divider_Dark"].contains(tokens[index].path) {
            tokens[index].aliases = ["palette.slate.40"]
        }
        let roles = RoleFiller.fill(tokens: tokens, appearance: .dark)
        #expect(roles[.outlineSecondary].token == "ui-Divider_Light")
    }
}
