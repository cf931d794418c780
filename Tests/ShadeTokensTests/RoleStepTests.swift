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

    @Test func theAccentsStepIsTheWarningEvenAsAFullYellowPalerThanText() {
        // Ramps of five steps, the primary button at 300: the warning is the warning ramp's 300,
        // a full yellow at 1.8:1 on white (the system's warning fill), not the 500 that reads.
        let roles = RoleFiller.fill(tokens: F.tokens([
            ("acme-BackgroundColor_Body", "#FFFFFF"), ("acme-TextColor_Default", "#0A1F44"),
            ("acme-Color_Primary100", "#DBE8FE"), ("acme-Color_Primary200", "#94B7F8"), ("acme-Color_Primary300", "#2D64EF"),
            ("acme-Color_Primary400", "#1A49C2"), ("acme-Color_Primary500", "#0B3291"),
            ("acme-Color_Warning100", "#FEF7B9"), ("acme-Color_Warning200", "#FFDA6C"), ("acme-Color_Warning300", "#FFB400"),
            ("acme-Color_Warning400", "#E07C02"), ("acme-Color_Warning500", "#C33E01"),
            ("acme-BackgroundColor_ButtonPrimary", "#2D64EF"), ("acme-TextColor_ButtonPrimary", "#FFFFFF"),
        ]), appearance: .light)
        #expect(roles[.accent].color.rgb == RGB(0x2D64EF))
        #expect(roles[.warning].token == "acme-Color_Warning300")
    }

    @Test func aRampsBareBaseIsItsStatusColourWhenVividNotWhenATint() {
        // `yellow` beside `yellow-dark`: a full yellow at 1.7:1 is the system's warning. A
        // `green` that is a pale tint (1.1:1, little chroma) is no colour on the page: the
        // green step that reads is the success.
        let roles = RoleFiller.fill(tokens: F.tokens([
            ("color-white", "#FFFFFF"), ("color-ink", "#212B36"), ("color-ink-light", "#454F5B"), ("color-sky", "#DFE3E8"),
            ("color-yellow-lighter", "#FCF1CD"), ("color-yellow", "#EEC200"), ("color-yellow-dark", "#8A6116"),
            ("color-yellow-darker", "#573B00"),
            ("color-green-lighter", "#E3F1DF"), ("color-green", "#D4F5DD"), ("color-green-dark", "#108043"),
            ("color-green-darker", "#173630"),
        ]), appearance: .light)
        #expect(roles[.warning].token == "color-yellow")
        #expect(roles[.success].token == "color-green-dark")
    }

    @Test func anAccentShadeTookByValueSaysNothingOfTheStatusSteps() {
        // No brand: the accent is the blue step Shade took because it reads, which is no
        // evidence of the system's step; status colours are the steps that read as text.
        let roles = RoleFiller.fill(tokens: F.tokens(Self.palette), appearance: .light)
        #expect(roles[.accent].token == "color.blue.600")
        #expect(roles[.success].token == "color.green.700")
        #expect(roles[.warning].token == "color.amber.700")
    }

    /// A Shoelace-shaped theme: a primary ramp, a success ramp, neutrals, and a focus ring and a
    /// focused input's border pointing at primary steps; no token names the accent. `dark`
    /// inverts the ramps, as Shoelace's dark theme does (step 600 stays the button).
    private static func themed(focusRing: String?, focusBorder: String?, dark: Bool = false) -> [SystemColorToken] {
        let steps = dark
            ? [("50", "#133D57"), ("100", "#15527A"), ("200", "#135D8A"), ("300", "#126DA6"), ("400", "#1689CC"),
               ("500", "#119EE2"), ("600", "#27BAFD"), ("700", "#69D0FF"), ("800", "#A6E3FF"), ("900", "#CBEFFF")]
            : [("50", "#F0F9FF"), ("100", "#E0F2FE"), ("200", "#BAE6FD"), ("300", "#7DD3FC"), ("400", "#38BDF8"),
               ("500", "#0EA5E9"), ("600", "#0284C7"), ("700", "#0369A1"), ("800", "#075985"), ("900", "#0C4A6E")]
        var entries = dark
            ? [("sl-color-neutral-0", "#1A1A1E"), ("sl-color-neutral-200", "#36363B"), ("sl-color-neutral-500", "#6C6C74"),
               ("sl-color-neutral-700", "#B6B6BE"), ("sl-color-neutral-1000", "#FFFFFF"),
               ("sl-color-success-400", "#20A84E"), ("sl-color-success-500", "#26B559"),
               ("sl-color-success-600", "#3ADF76"), ("sl-color-success-700", "#74F2A1")]
            : [("sl-color-neutral-0", "#FFFFFF"), ("sl-color-neutral-200", "#E4E4E7"), ("sl-color-neutral-500", "#71717A"),
               ("sl-color-neutral-700", "#3F3F46"), ("sl-color-neutral-900", "#18181B"),
               ("sl-color-success-400", "#4ADE80"), ("sl-color-success-500", "#22C55E"),
               ("sl-color-success-600", "#16A34A"), ("sl-color-success-700", "#15803D")]
        // The tooltip: the inverted pair, whose text is the label on the accent.
        entries += dark ? [("sl-tooltip-background-color", "#D3D3D9"), ("sl-tooltip-color", "#1A1A1E")]
            : [("sl-tooltip-background-color", "#27272A"), ("sl-tooltip-color", "#FFFFFF")]
        entries += steps.map { ("sl-color-primary-\($0.0)", $0.1) }
        let hex = Dictionary(uniqueKeysWithValues: steps.map { ("sl-color-primary-\($0.0)", $0.1) })
        var aliasing: [(String, String)] = []
        if let focusRing { aliasing.append(("sl-focus-ring-color", "sl-color-primary-\(focusRing)")) }
        if let focusBorder { aliasing.append(("sl-input-border-color-focus", "sl-color-primary-\(focusBorder)")) }
        var tokens = F.tokens(entries + aliasing.map { ($0.0, hex[$0.1]!) })
        for (offset, pair) in aliasing.enumerated() { tokens[entries.count + offset].aliases = [pair.1] }
        return tokens
    }

    @Test func theAccentIsTheStepTheSystemsOwnTokensUse() {
        // Dark: the focused border is primary 600 and the focus ring 700. Of the steps the
        // system uses, the one of least contrast that shows as a fill and carries its label is
        // its accent, and its success the green of the same step.
        let roles = RoleFiller.fill(tokens: Self.themed(focusRing: "700", focusBorder: "600", dark: true), appearance: .dark)
        #expect(roles[.accent].token == "sl-color-primary-600")
        #expect(roles[.success].token == "sl-color-success-600")
        // Used by nothing, the ramp's step is the one that first reads as text, as before.
        let unused = RoleFiller.fill(tokens: Self.themed(focusRing: nil, focusBorder: nil, dark: true), appearance: .dark)
        #expect(unused[.accent].token != "sl-color-primary-600")
        #expect(unused[.accent].valueReason?.contains("the step that reads") == true)
        // The accent taken by value says no step: the success is its ramp's most vivid step.
        #expect(unused[.success].valueReason?.contains("its most vivid step") == true)
    }

    @Test func onALightPageTheStepInUseCarriesWhiteAtABoldLabelsContrast() {
        // Light: the focus ring is primary 600, white on it 4.1:1, as Shoelace draws its primary
        // button; the label on the accent is white at a bold label's 3:1 on a light page
        // (``fillOnAccentFromEnds``), so 600 is the accent, not the 700 that first reads as text,
        // and the success is the green of the same step. The focused border's 500 (2.8:1) does
        // not show as a fill.
        let roles = RoleFiller.fill(tokens: Self.themed(focusRing: "600", focusBorder: "500"), appearance: .light)
        #expect(roles[.accent].token == "sl-color-primary-600")
        #expect(roles[.onAccent].color.rgb == RGB(0xFFFFFF))
        #expect(roles[.success].token == "sl-color-success-600")
        // Used by nothing, the step that reads as text, as before.
        let unused = RoleFiller.fill(tokens: Self.themed(focusRing: nil, focusBorder: "500"), appearance: .light)
        #expect(unused[.accent].token == "sl-color-primary-700")
        #expect(unused[.success].token == "sl-color-success-700")
    }
}
