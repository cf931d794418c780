import ShadeColor
import Testing
@testable import ShadeView

/// The Tokens screen lists a system's deprecated tokens apart from its current ones (issue 32):
/// current first, deprecated after, each in the system's own order, and `y` copies from the
/// same order the screen shows.
@Suite struct DeprecatedTokensApartTests {
    private let tokens = [
        TokenEntry(path: "color.old.blue", color: RGB(0x0000FF), deprecated: "use color.brand"),
        TokenEntry(path: "color.brand", color: RGB(0x0055FF)),
        TokenEntry(path: "legacy.red", color: RGB(0xFF0000), deprecated: "kept in the deprecated/ folder"),
        TokenEntry(path: "color.page", color: RGB(0xFFFFFF)),
    ]

    @Test func currentTokensComeFirstAndDeprecatedAfter() {
        #expect(TokenEntry.matching(tokens, "").map(\.path) == ["color.brand", "color.page", "color.old.blue", "legacy.red"])
        #expect(TokenEntry.matching(tokens, "color").map(\.path) == ["color.brand", "color.page", "color.old.blue"], "a filter keeps the order")
        let current = tokens.filter { $0.deprecated == nil }
        #expect(TokenEntry.matching(current, "").map(\.path) == ["color.brand", "color.page"], "without deprecated tokens nothing moves")
    }
}
