import ShadeColor
import Testing
@testable import ShadeTokens

/// Evidence beside the names: vocabularies switched off for the evaluation, deprecation from
/// folders and descriptions, the pairs a system declares, and status tints.
@Suite struct RoleEvidenceTests {
    typealias F = RoleFixtures

    @Test func aVocabularySwitchedOffLeavesTheOthersRules() {
        let all = NameRules.tables(without: [])
        let withoutShadcn = NameRules.tables(without: ["shadcn/ui"])
        #expect(all.byKey["muted foreground"]?.contains { $0.vocabulary == "shadcn/ui" } == true)
        #expect(withoutShadcn.byKey["muted foreground"] == nil)
        // `background` is Material's and Carbon's too: theirs stay when shadcn/ui's goes.
        let background = withoutShadcn.byKey["background"] ?? []
        #expect(!background.isEmpty && background.allSatisfy { $0.vocabulary != "shadcn/ui" })
        // Shade's own `accent` yields to shadcn/ui's sign only while shadcn/ui's rules are on.
        #expect(all.byKey["accent"]?.contains { $0.vocabulary == "Shade" && $0.unless == NameRules.shadcnSign } == true)
        #expect(withoutShadcn.byKey["accent"]?.contains { $0.vocabulary == "Shade" && $0.unless == nil } == true)
    }

    /// The head of a description ends at its first stop word or punctuation, whatever the
    /// spaces and line breaks around its words; a CR LF is one character, inside its word.
    @Test func aDescriptionsHeadIsItsWordsUpToAStop() {
        let table = WordInfo.table
        func role(_ text: String) -> ColorToken? { RoleEvidence.role(describedBy: text, table: table)?.role }
        let text = role("Main text color for body")
        #expect(text != nil)
        #expect(role("\n  Main text  color\nfor body") == text)
        #expect(role("Main text color. Use it for body") == text)
        #expect(role("Main text color(body)") == text)
        #expect(role("Main text color, On body") == text)
        #expect(role("Main text FOR body") == text, "a stop word in any case")
        #expect(role("For text") == nil, "a head ends before it starts")
        #expect(role("Main\r\ntext color") == nil, "`main\\r\\ntext` is one word no rule knows")
        #expect(role("Main\ntext color") == text)
        #expect(role("Über text color") != nil, "a word no rule knows costs nothing")
        #expect(role("one two three four five six text") == nil, "a head longer than five words is a sentence")
    }

    @Test func aDeprecatedTokenIsNeverChosenWhileACurrentOneFits() {
        var tokens = F.tokens([
            ("deprecated.text.secondary", "#444444"), ("text.secondary", "#5A5A5A"),
            ("legacy.border.default", "#000000"), ("border.default", "#C8C8C8"),
            ("fg.tertiary", "#6E6E6E"), ("text.primary", "#111111"), ("bg.default", "#FFFFFF"),
        ])
        let retired = SystemColorToken(path: "text.placeholder", color: try! RGBA(hex: "#707070"), written: "#707070",
                                       description: "Deprecated: use text.hint", file: "system.tokens.json")
        tokens.append(retired)
        tokens.append(SystemColorToken(path: "text.hint", color: try! RGBA(hex: "#767676"), written: "#767676",
                                       file: "system.tokens.json"))
        let roles = RoleFiller.fill(tokens: tokens, appearance: .light)
        #expect(F.source(roles, .foregroundSecondary) == "text.secondary")
        #expect(F.source(roles, .outlinePrimary) == "border.default")
        #expect(F.source(roles, .foregroundPlaceholder) == "text.hint")
        #expect(RoleEvidence.deprecated(info: [WordInfo.table["text"]], description: "Legacy grey, kept for v1 screens"))
        #expect(!RoleEvidence.deprecated(info: [WordInfo.table["text"]], description: "Secondary text for hints"))
    }

    @Test func declaredPairsLabelTheAccentAndTheBrandIsTheAccentWhateverItsHue() {
        let red = F.fill([
            ("page.background", "#FFFFFF"), ("text.default", "#1A1A1A"),
            ("brand", "#C8102E"), ("brand-foreground", "#FFFFFF"), ("palette.blue.600", "#0B5CD5"),
        ])
        #expect(F.source(red, .accent) == "brand")
        #expect(F.source(red, .onAccent) == "brand-foreground")
        let contrast = F.fill([
            ("body.background", "#FFFFFF"), ("font.base", "#1A1A1A"),
            ("brand.primary.base", "#0072B1"), ("brand.primary.contrast", "#FFFFFF"),
            ("brand.inverse.default", "#7FC4EA"),
        ])
        #expect(F.source(contrast, .onAccent) == "brand.primary.contrast")
        // `brand.inverse.default` is the brand on inverse grounds, not a label on it.
        #expect(F.source(contrast, .onAccent) != "brand.inverse.default")
        let inverse = F.fill([("background", "#FFFFFF"), ("text", "#111111"), ("primary-default", "#037DD6"),
                              ("primary-inverse", "#FFFFFF")])
        #expect(F.source(inverse, .onAccent) == "primary-inverse")
        // A status fill's label fills no role.
        let status = F.fill([("background", "#111111"), ("text", "#FAFAFA"), ("danger", "#E5484D"),
                             ("danger-foreground", "#FFE5E5")])
        #expect(F.source(status, .error) == "danger")
    }

    @Test func aStatusTintLosesToTheStatusColour() {
        let roles = F.fill([
            ("background-default", "#FFFFFF"), ("text-default", "#24272A"),
            ("success-muted", "#D6FFE4"), ("success-default", "#1C8234"),
            ("warning-muted", "#FFF2C5"), ("warning-default", "#9A6300"),
            ("error-muted", "#FFE5E5"), ("error-default", "#D73847"),
        ])
        #expect(F.source(roles, .success) == "success-default")
        #expect(F.source(roles, .warning) == "warning-default")
        #expect(F.source(roles, .error) == "error-default")
    }

    @Test func theInvertedTextIsTheLabelOnTheAccentWhenItReads() {
        let roles = F.fill([
            ("background", "#FFFFFF"), ("text", "#000933"), ("text-inverse", "#FFFFFF"),
            ("background-primary", "#0044F4"), ("background-inverse", "#000933"),
        ])
        #expect(F.source(roles, .accent) == "background-primary")
        #expect(F.source(roles, .onAccent) == "text-inverse")
        #expect(roles[.onAccent].origin == .palette)
    }

    @Test func everyRoleSaysItsConfidenceInOneOfFourWords() {
        let roles = F.fill([("background", "#FFFFFF"), ("text", "#111111"), ("palette.green.700", "#1A7F37")])
        #expect(roles[.foregroundPrimary].confidence.label == "named")
        #expect(roles[.success].confidence.label == "value only")
        #expect(roles[.warning].confidence.label == "derived")
        #expect(Set(RoleConfidence.allCases.map(\.label)) == ["pinned", "named", "value only", "derived"])
    }

    /// Every phrase that retires a token is found with its first letter in either case, wherever it stands, by the byte
    /// it is searched for by; a word of a path says so too.
    @Test(arguments: ["Deprecated: use text.primary", "Do not use in new screens", "don't use", "Legacy grey",
                      "no longer used since v3", "Kept, though deprecated"])
    func aDescriptionRetiresAToken(_ description: String) {
        #expect(RoleEvidence.deprecated(info: [WordInfo.table["text"]], description: description))
    }

    @Test func aDeprecatedWordInThePathRetiresAToken() {
        #expect(RoleEvidence.deprecated(info: ["legacy", "text"].map { WordInfo.table[$0] }, description: nil))
        #expect(!RoleEvidence.deprecated(info: ["text", "primary"].map { WordInfo.table[$0] }, description: "Use for body text"))
    }
}
