import ShadeColor
@testable import ShadeTokens
import Testing

private typealias F = RoleFixtures

/// Which step of a ramp a role takes: the class of issue 33 where a system's own scale, not
/// the first step that reaches text contrast, says which step is its colour.
struct RoleStepTests {
    /// A Tailwind-shaped palette (white, a grey ramp, blue, green, amber and red ramps), the
    /// steps' real values.
    private static let palette: [(String, String)] = [
        ("color.white", "#FFFFFF"), ("color.gray.100", "#F3F4F6"), ("color.gray.300", "#D1D5DB"),
        ("color.gray.500", "#6B7280"), ("color.gray.700", "#374151"), ("color.gray.900", "#111827"),
        ("color.blue.400", "#60A5FA"), ("color.blue.500", "#3B82F6"), ("color.blue.600", "#2563EB"),
        ("color.blue.700", "#1D4ED8"),
        ("color.green.400", "#4ADE80"), ("color.green.500", "#22C55E"), ("color.green.600", "#16A34A"),
        ("color.green.700", "#15803D"),
        ("color.amber.400", "#FBBF24"), ("color.amber.500", "#F59E0B"), ("color.amber.600", "#D97706"),
        ("color.amber.700", "#B45309"),
        ("color.red.400", "#F87171"), ("color.red.500", "#EF4444"), ("color.red.600", "#DC2626"),
        ("color.red.700", "#B91C1C"),
    ]

    @Test func statusRampsTakeTheStepTheSystemDrawsItsAccentAt() {
        // The system names its brand fill, which is blue 600 (its button's colour, aliased or
        // not): its status colours are the 600s of their ramps, which show on the page (3:1)
        // though they are under text contrast, not the 700s that first reach 4.5:1.
        var tokens = F.tokens(Self.palette + [("color.brand", "#2563EB")])
        tokens[tokens.count - 1].aliases = ["color.blue.600"]
        let roles = RoleFiller.fill(tokens: tokens, appearance: .light)
        #expect(roles[.accent].token == "color.brand")
        #expect(roles[.success].token == "color.green.600")
        #expect(roles[.warning].token == "color.amber.600")
        #expect(roles[.error].token == "color.red.600")
        #expect(roles[.success].valueReason?.contains("step 600") == true)
    }

    @Test func theAccentsStepIsKeptOnlyWhereItShowsOnThePage() {
        // The brand is drawn at step 400, but amber 400 (1.7:1) and green 400 (1.6:1) are tints
        // on white: a status colour that cannot be seen is no colour, so each is the step that
        // reads, as where the system says nothing of its step.
        let roles = RoleFiller.fill(tokens: F.tokens(Self.palette + [("color.brand", "#60A5FA")]), appearance: .light)
        #expect(roles[.accent].token == "color.brand")
        #expect(roles[.warning].token == "color.amber.700")
        #expect(roles[.success].token == "color.green.700")
    }

    @Test func anAccentShadeTookByValueSaysNothingOfTheStatusSteps() {
        // No brand: the accent is the blue step Shade took because it reads, which is no
        // evidence of the system's step; status colours are the steps that read as text.
        let roles = RoleFiller.fill(tokens: F.tokens(Self.palette), appearance: .light)
        #expect(roles[.accent].token == "color.blue.600")
        #expect(roles[.success].token == "color.green.700")
        #expect(roles[.warning].token == "color.amber.700")
    }
}
