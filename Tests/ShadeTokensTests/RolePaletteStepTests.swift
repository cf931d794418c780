@testable import ShadeTokens
import Testing

private typealias F = RoleFixtures

/// The grey steps of a palette-only system: which palette step fills the layers and lines no
/// name gave (issue 33's palette systems).
struct RolePaletteStepTests {
    /// A Polaris-shaped palette: white, ink, a sky grey ramp of four steps, and a blue ramp
    /// whose palest step is nearly grey.
    private static let palette: [(String, String)] = [
        ("color-white", "#FFFFFF"), ("color-ink", "#212B36"), ("color-ink-lighter", "#637381"),
        ("color-sky-dark", "#C4CDD5"), ("color-sky", "#DFE3E8"), ("color-sky-light", "#F4F6F8"),
        ("color-sky-lighter", "#F9FAFB"),
        ("color-blue-lighter", "#EBF5FA"), ("color-blue-light", "#B4E1FA"), ("color-blue", "#006FBB"),
        ("color-blue-dark", "#084E8A"),
    ]

    @Test func onePaletteStepFillsOneTextOrLine() {
        // `sky-dark` (1.6:1) is the nearest step to both the primary outline's 2.2:1 and the
        // secondary's 1.5:1; two levels in one grey are no two levels, so the secondary is
        // the next step, `sky`.
        let roles = RoleFiller.fill(tokens: F.tokens(Self.palette), appearance: .light)
        #expect(roles[.outlinePrimary].token == "color-sky-dark")
        #expect(roles[.outlineSecondary].token == "color-sky")
        // The three lines are three steps; only a layer may take a line's grey.
        let taken = [ColorToken.outlinePrimary, .outlineSecondary, .outlineTertiary].compactMap { roles[$0].token }
        #expect(Set(taken).count == taken.count)
    }

    @Test func aPaletteGivesTwoLinesAndTheThirdIsDerived() {
        // Four sky greys would give a third line by value, one step nobody chose for it.
        let roles = RoleFiller.fill(tokens: F.tokens(Self.palette), appearance: .light)
        #expect(roles[.outlinePrimary].origin == .palette && roles[.outlineSecondary].origin == .palette)
        #expect(roles[.outlineTertiary].origin == .derived)
    }

    @Test func aSystemThatNamesItsSecondGroundAndNoThirdHasNoThirdStep() {
        // The page comes from the palette, the second ground and the lines by name; the grey
        // steps left over are no third ground nor second line.
        let named: [(String, String)] = [
            ("kit-neutral-0", "#FFFFFF"), ("kit-neutral-50", "#F9F9F9"), ("kit-neutral-100", "#F1F1F4"),
            ("kit-neutral-200", "#E4E4E7"), ("kit-neutral-300", "#D4D4D8"), ("kit-neutral-600", "#52525B"),
            ("kit-neutral-900", "#18181B"), ("kit-panel-background-color", "#F9F9F9"), ("kit-border-color", "#D4D4D8"),
        ]
        let roles = RoleFiller.fill(tokens: F.tokens(named), appearance: .light)
        #expect(roles[.backgroundSecondary].token == "kit-panel-background-color")
        #expect(roles[.backgroundTertiary].origin == .derived)
        #expect(roles[.outlinePrimary].token == "kit-border-color")
        #expect(roles[.outlineSecondary].origin == .derived)
        // Where the palette gave the second ground too, it gives the third.
        let palette = RoleFiller.fill(tokens: F.tokens(Array(named.prefix(7))), appearance: .light)
        #expect(palette[.backgroundSecondary].origin == .palette && palette[.backgroundTertiary].origin == .palette)
    }

    @Test func aHueRampsPalestStepIsNoGreyLayerOrLine() {
        // `blue-lighter` is near-neutral (a tint) but a step of the blue ramp: no layer and no
        // line is drawn in it, whichever grey is left.
        let roles = RoleFiller.fill(tokens: F.tokens(Self.palette), appearance: .light)
        for role in [ColorToken.backgroundSecondary, .backgroundTertiary, .outlinePrimary, .outlineSecondary, .outlineTertiary] {
            #expect(roles[role].token != "color-blue-lighter", "\(role)")
        }
        // A grey ramp's own steps stay greys, whatever their tint: `sand` is a grey word.
        let sand = RoleFiller.fill(tokens: F.tokens([
            ("white", "#FFFFFF"), ("ink", "#1F1D1A"), ("sand-1", "#F7F3EC"), ("sand-2", "#EEE8DD"), ("sand-3", "#DDD3C2"),
            ("sand-4", "#C9B99E"), ("sand-9", "#7A6A4F"), ("sand-10", "#5B4E39"),
        ]), appearance: .light)
        let greys = [ColorToken.backgroundSecondary, .outlinePrimary].compactMap { sand[$0].token }
        #expect(greys.contains { $0.hasPrefix("sand-") })
    }

    @Test func aTooltipsTextIsNotThePalettesWhite() {
        // `--sl-tooltip-color` is the tooltip's text (CSS's `color`), white like the palette's
        // `neutral-0`: the page and the label on the accent are the palette's white, and the
        // tooltip's pair is still read as the inverted ground and text.
        let roles = RoleFiller.fill(tokens: F.tokens([
            ("sl-tooltip-background-color", "#27272A"), ("sl-tooltip-color", "#FFFFFF"),
            ("sl-color-neutral-0", "#FFFFFF"), ("sl-color-neutral-200", "#E4E4E7"), ("sl-color-neutral-500", "#71717A"),
            ("sl-color-neutral-700", "#3F3F46"), ("sl-color-neutral-900", "#18181B"),
            ("sl-color-primary-500", "#0EA5E9"), ("sl-color-primary-600", "#0284C7"), ("sl-color-primary-700", "#0369A1"),
            ("sl-color-primary-800", "#075985"),
        ]), appearance: .light)
        #expect(roles[.backgroundPrimary].token == "sl-color-neutral-0")
        #expect(roles[.onAccent].token == "sl-color-neutral-0")
        #expect(roles[.invertedBackgroundPrimary].token == "sl-tooltip-background-color")
        #expect(roles[.invertedForegroundPrimary].token == "sl-tooltip-color")
    }
}
