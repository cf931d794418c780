import ShadeColor
@testable import ShadeTokens
import Testing

private typealias F = RoleFixtures

/// Roles a system declares by the shape of its names, not by a role's word (issue 33): each
/// system here is written in no vocabulary's names, so only the general rules can answer.
struct RoleDeclaredShapesTests {
    private func fill(_ entries: [(String, String)], appearance: Appearance? = .light) -> RoleAssignment {
        RoleFiller.fill(tokens: F.tokens(entries), appearance: appearance)
    }

    @Test func theQuietestTextIsThePlaceholderWhereNoneIsNamed() {
        let roles = fill([
            ("acme.bg", "#FFFFFF"), ("acme.text", "#111111"), ("acme.text.subtle", "#6B6B6B"),
            // A coloured quiet text is a link's or a status's, never the placeholder.
            ("acme.text.teal", "#5AA9A0"),
        ])
        #expect(F.source(roles, .foregroundPlaceholder) == "acme.text.subtle")
        #expect(roles[.foregroundPlaceholder].valueReason?.contains("quietest text") == true)
        // One text only: nothing quieter to stand in, so the placeholder is derived.
        let single = fill([("acme.bg", "#FFFFFF"), ("acme.text", "#111111")])
        #expect(single[.foregroundPlaceholder].origin == .derived)
        // A named tertiary text still goes first.
        let tertiary = fill([
            ("acme.bg", "#FFFFFF"), ("acme.text", "#111111"), ("acme.text.subtle", "#5B5B5B"),
            ("acme.text.tertiary", "#7A7A7A"),
        ])
        #expect(F.source(tertiary, .foregroundPlaceholder) == "acme.text.tertiary")
    }

    @Test func aPageAndTextNamedByTheirKindAloneInvertBySwapping() {
        let roles = fill([("acme.bg", "#FAFAFA"), ("acme.fg", "#0A0A0A"), ("acme.brand", "#2F6FB5")])
        #expect(F.source(roles, .invertedBackgroundPrimary) == "acme.fg")
        #expect(F.source(roles, .invertedForegroundPrimary) == "acme.bg")
        // Named with levels (`text.default`), the pair says nothing of an inverse: derived.
        let levelled = fill([("acme.background.default", "#FAFAFA"), ("acme.text.default", "#0A0A0A")])
        #expect(levelled[.invertedBackgroundPrimary].origin == .derived)
        #expect(levelled[.invertedForegroundPrimary].origin == .derived)
    }

    @Test func theSurfaceBesideACanvasIsTheCardLayerAndTheCanvasVariantTheNext() {
        // Dark: the canvas's subtle variant is nearer the page than the surface, yet the surface
        // is where cards stand.
        let dark = fill([
            ("acme.bg.canvas", "#000000"), ("acme.bg.canvas.subtle", "#0E0E0F"), ("acme.bg.surface", "#151517"),
            ("acme.ink.default", "#F2F2F2"),
        ], appearance: .dark)
        #expect(F.source(dark, .backgroundPrimary) == "acme.bg.canvas")
        #expect(F.source(dark, .backgroundSecondary) == "acme.bg.surface")
        #expect(F.source(dark, .backgroundTertiary) == "acme.bg.canvas.subtle")
        // Light: white cards on a white canvas are still the card layer.
        let light = fill([
            ("acme.bg.canvas", "#FFFFFF"), ("acme.bg.canvas.subtle", "#FBFBFB"), ("acme.bg.surface", "#FFFFFF"),
            ("acme.ink.default", "#111111"),
        ])
        #expect(F.source(light, .backgroundSecondary) == "acme.bg.surface")
        #expect(F.source(light, .backgroundTertiary) == "acme.bg.canvas.subtle")
        // A surface in another group is no sibling of the canvas: the names' own order stands.
        let apart = fill([
            ("acme.bg.canvas", "#000000"), ("acme.bg.canvas.subtle", "#0E0E0F"), ("acme.menu.surface", "#151517"),
            ("acme.ink.default", "#F2F2F2"),
        ], appearance: .dark)
        #expect(F.source(apart, .backgroundSecondary) == "acme.bg.canvas.subtle")
    }

    @Test func aDarkPageIsTheLabelOnALightAccentWhereNoDarkTextIsNamed() {
        // A palette whose ramp turns in dark: its page step labels the primary button, as in light.
        let roles = fill([
            ("acme-neutral-0", "#1A1A1E"), ("acme-neutral-500", "#6E6E78"), ("acme-neutral-1000", "#FFFFFF"),
            ("acme-primary-600", "#27BAFD"), ("acme-input-text", "#B6B6BE"),
        ], appearance: .dark)
        #expect(F.source(roles, .backgroundPrimary) == "acme-neutral-0")
        #expect(F.source(roles, .accent) == "acme-primary-600")
        #expect(F.source(roles, .onAccent) == "acme-neutral-0")
        // A black the system names is its dark label before the page.
        let black = fill([
            ("acme-neutral-0", "#1A1A1E"), ("acme-neutral-500", "#6E6E78"), ("acme-neutral-1000", "#FFFFFF"),
            ("acme-primary-600", "#27BAFD"), ("acme-input-text", "#B6B6BE"), ("acme-black", "#000000"),
        ], appearance: .dark)
        #expect(F.source(black, .onAccent) == "acme-black")
    }

    @Test func groundsNamedAsLayersAreTheLowerGroundsByValue() {
        let roles = fill([
            ("acme.bg", "#FFFFFF"), ("acme.fg", "#111111"), ("acme.sunken", "#EDEDED"), ("acme.raised", "#F7F7F7"),
            // Grey text named `muted` is ink, not a layer: beyond a layer's contrast.
            ("acme.muted", "#767676"),
        ])
        #expect(F.source(roles, .backgroundSecondary) == "acme.raised")
        #expect(F.source(roles, .backgroundTertiary) == "acme.sunken")
        // In dark, the nearer the page is the darker.
        let dark = fill([
            ("acme.bg", "#101010"), ("acme.fg", "#F2F2F2"), ("acme.raised", "#262626"), ("acme.muted", "#1A1A1A"),
        ], appearance: .dark)
        #expect(F.source(dark, .backgroundSecondary) == "acme.muted")
        #expect(F.source(dark, .backgroundTertiary) == "acme.raised")
    }

    @Test func aPanelIsTheSecondGroundNotThePage() {
        let roles = fill([
            ("kit-panel-background-color", "#FFFFFF"), ("kit-panel-border-color", "#E4E4E7"),
            ("kit-color-neutral-0", "#FFFFFF"), ("kit-color-neutral-50", "#FAFAFA"), ("kit-color-neutral-100", "#F4F4F5"),
            ("kit-color-neutral-200", "#E4E4E7"), ("kit-color-neutral-300", "#D4D4D8"), ("kit-color-neutral-500", "#71717A"),
            ("kit-color-neutral-700", "#3F3F46"), ("kit-color-neutral-900", "#18181B"),
        ])
        #expect(F.source(roles, .backgroundSecondary) == "kit-panel-background-color")
        #expect(F.source(roles, .backgroundPrimary) == "kit-color-neutral-0", "the page is the palette's white, as the panel is")
        #expect(F.source(roles, .outlineSecondary) == "kit-panel-border-color")
    }

    @Test func linesBesideThePrimaryOutlineAreTheLowerOutlines() {
        let roles = fill([
            ("acme.bg", "#FFFFFF"), ("acme.fg", "#111111"), ("acme.input", "#8A8A8A"),
            ("acme.hr.dark", "#CDD3DD"), ("acme.hr.light", "#E4E8EE"),
            // A line of a use the rules do not know (a range slider's) is no lower level.
            ("acme.range.border", "#DADADA"),
        ])
        #expect(F.source(roles, .outlinePrimary) == "acme.input", "HTML's input named alone is its border")
        #expect(F.source(roles, .outlineSecondary) == "acme.hr.dark")
        #expect(F.source(roles, .outlineTertiary) == "acme.hr.light")
        // A line louder than the primary outline is no lower level of it.
        let louder = fill([("acme.bg", "#FFFFFF"), ("acme.fg", "#111111"), ("acme.field.border", "#C8C8C8"), ("acme.divider", "#333333")])
        #expect(F.source(louder, .outlinePrimary) == "acme.field.border")
        #expect(louder[.outlineSecondary].origin == .derived)
    }

    @Test func anInputsCSSColorIsItsTextNotItsBorder() {
        let roles = fill([("kit-input-color", "#3F3F46"), ("kit-input-border-color", "#D4D4D8"), ("kit-bg", "#FFFFFF")])
        #expect(F.source(roles, .outlinePrimary) == "kit-input-border-color")
        #expect([ColorToken.outlinePrimary, .outlineSecondary, .outlineTertiary].allSatisfy { roles[$0].token != "kit-input-color" })
    }

    @Test func onADarkPageAPaletteWhiteThatDoesNotReadIsNoLabel() {
        // A dark theme whose light accent reads white at 3.8:1 only: its label is what reads.
        let roles = fill([
            ("kit.gray.0", "#1A1A1E"), ("kit.gray.500", "#71717A"), ("kit.gray.1000", "#FFFFFF"),
            ("kit.primary.400", "#1689CC"),
        ], appearance: .dark)
        let accent = roles[.accent].color.rgb
        #expect(contrastRatio(roles[.onAccent].color.rgb, accent) >= 4.5)
    }

    @Test func quietFillsPairedWithTheirLabelAreTheSurfaces() {
        let roles = fill([
            ("acme.bg", "#FFFFFF"), ("acme.fg", "#111111"), ("acme.brand", "#2563EB"),
            ("acme.secondary", "#EDEDED"), ("acme.secondary.foreground", "#18181B"),
            ("acme.tertiary", "#F6F6F6"), ("acme.tertiary.foreground", "#18181B"),
            // A tint named a container is its colour's, not a control's quiet ground.
            ("acme.secondary.container", "#F0F0F3"), ("acme.on.secondary.container", "#18181B"),
        ])
        #expect(F.source(roles, .surfacePrimary) == "acme.secondary", "the more visible fill first")
        #expect(F.source(roles, .surfaceSecondary) == "acme.tertiary")
        #expect(roles[.surfaceTertiary].origin == .derived)
        // Without its label, a quiet grey says nothing of a control.
        let unpaired = fill([("acme.bg", "#FFFFFF"), ("acme.fg", "#111111"), ("acme.secondary", "#EDEDED")])
        #expect(unpaired[.surfacePrimary].origin == .derived)
    }

    @Test func aFormControlsTextIsTheTextWhereNoneIsNamedInGeneral() {
        let palette = [
            ("kit-color-neutral-0", "#FFFFFF"), ("kit-color-neutral-100", "#F4F4F5"), ("kit-color-neutral-300", "#D4D4D8"),
            ("kit-color-neutral-500", "#71717A"), ("kit-color-neutral-700", "#3F3F46"), ("kit-color-neutral-1000", "#000000"),
        ]
        let controls = [("kit-input-color", "#3F3F46"), ("kit-input-help-text-color", "#71717A")]
        let roles = fill(palette + controls)
        #expect(F.source(roles, .foregroundPrimary) == "kit-input-color")
        #expect(F.source(roles, .foregroundSecondary) == "kit-input-help-text-color")
        // Beside general text, the control's text is the control's.
        let general = fill(palette + controls + [("kit-text-default", "#18181B")])
        #expect(F.source(general, .foregroundPrimary) == "kit-text-default")
    }
}
