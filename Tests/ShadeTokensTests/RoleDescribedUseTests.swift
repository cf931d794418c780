import ShadeColor
@testable import ShadeTokens
import Testing

/// A description that says what a token is drawn on or used for weighs as a name word: the
/// accent's label, the inverted text, the placeholder, a disabled state.
struct RoleDescribedUseTests {
    private func fill(_ entries: [(String, String, String?)]) -> RoleAssignment {
        var tokens = RoleFixtures.tokens(entries.map { ($0.0, $0.1) })
        for (index, entry) in entries.enumerated() { tokens[index].description = entry.2 }
        return RoleFiller.fill(tokens: tokens, appearance: .light)
    }

    private let page: [(String, String, String?)] = [
        ("sys.bg.default", "#FFFFFF", "Default page background"), ("sys.fg.default", "#1F1F1F", "Default text"),
        ("sys.fg.muted", "#5D6775", "Secondary text"),
    ]

    @Test func aForegroundDescribedInActionsIsTheAccentsLabel() {
        // The brand's own label is named like the brand ("accent"), and its description says
        // where it is drawn; a dark "contrast" accent beside it reads at 3.3:1.
        let roles = fill(page + [
            ("brand.action.base", "#0065CC", "Base action color"),
            ("brand.action.accent", "#FFFFFF", "Foreground color in actions"),
            ("sys.accent.contrast", "#2B2B2B", "High contrast accent for maximum visibility"),
        ])
        #expect(roles[.accent].token == "brand.action.base")
        #expect(roles[.onAccent].token == "brand.action.accent")
    }

    @Test func textPlacedOnABrandColouredBackgroundIsTheLabel() {
        let roles = fill(page + [
            ("sys.brand.default", "#6D28D9", nil),
            ("sys.fg.onbrandlabel", "#F5F3FF", "Use for text placed on a brand-colored background."),
            ("sys.fg.inverse", "#FFFFFF", nil),
        ])
        #expect(roles[.onAccent].token == "sys.fg.onbrandlabel")
    }

    @Test func aGroundForUseOnDarkBackgroundsIsNotTheInvertedGround() {
        let roles = fill(page + [
            ("sys.surface.inverse", "#FFFFFF", "Container background for use on dark backgrounds"),
            ("sys.surface.contrast", "#1D1D1D", "High contrast dark container background"),
            ("sys.fg.inverse", "#FFFFFF", "Text and icons for use on dark backgrounds"),
        ])
        #expect(roles[.invertedBackgroundPrimary].token != "sys.surface.inverse")
        #expect(roles[.invertedForegroundPrimary].token == "sys.fg.inverse")
    }

    @Test func textOnADarkBackgroundIsTheInvertedText() {
        // The name says `on-dark-bg`, which alone reads as a dark appearance's variant.
        let roles = fill(page + [("semantic.text.on-dark-bg", "#FFFFFF", "Main text color on dark background (White)")])
        #expect(roles[.invertedForegroundPrimary].token == "semantic.text.on-dark-bg")
    }

    @Test func secondaryTextForHintsAndPlaceholdersIsBoth() {
        let roles = fill([
            ("sys.bg.default", "#FFFFFF", nil), ("sys.fg.default", "#1F1F1F", nil),
            ("sys.fg.muted", "#5D6775", "Secondary text for hints and placeholders"), ("sys.fg.faint", "#7A828C", nil),
        ])
        #expect(roles[.foregroundSecondary].token == "sys.fg.muted")
        #expect(roles[.foregroundPlaceholder].token == "sys.fg.muted")
    }

    @Test func aColourDescribedAsDisabledFillsNoRole() {
        let roles = fill([
            ("sys.bg.default", "#FFFFFF", nil), ("sys.fg.default", "#1F1F1F", nil),
            ("sys.fg.subtle", "#6B6B6B", nil), ("sys.fg.soft", "#A0A0A0", "Disabled text and icons"),
        ])
        #expect(roles[.foregroundTertiary].token != "sys.fg.soft")
        #expect(!roles.fills.contains { $0.token == "sys.fg.soft" })
    }

    @Test func aPhraseIsReadCapitalisedOrNot() {
        #expect(RoleEvidence.use(describedBy: "On primary") == .onAccent)
        #expect(RoleEvidence.use(describedBy: "Color used for text on reversed backgrounds") == .onInverse)
        #expect(RoleEvidence.use(describedBy: "The text color of prompt text (placeholder) within input controls.") == .placeholder)
        #expect(RoleEvidence.use(describedBy: "Primary disabled") == .disabled)
        // Further in, "disabled" names what the colour stands beside, not what it is.
        #expect(RoleEvidence.use(describedBy: "Color used to indicate items with an Off status. Off, unavailable, disabled") == nil)
        #expect(RoleEvidence.use(describedBy: "The foreground color of image placeholders.") == nil)
        // A phrase starts a word: "plain actions" is no colour drawn in actions.
        #expect(RoleEvidence.use(describedBy: "Default text colour for plain actions.") == nil)
        #expect(RoleEvidence.use(describedBy: "Text on Dark Backgrounds") == .onInverse)
    }
}
