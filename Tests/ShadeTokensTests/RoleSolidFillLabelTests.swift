import ShadeColor
@testable import ShadeTokens
import Testing

private typealias F = RoleFixtures

/// Shapes of systems outside the corpus that Shade misread: the label a system names for its
/// solid fills (``RoleChooser/fillInvertedFromSolidLabel(excluding:)``), accent-coloured text
/// on a ground, primary content named `content-primary-foreground`, and a category's numbered
/// colours. Fixtures are written here, in the shape of the systems named, with none of their files.
struct RoleSolidFillLabelTests {
    /// A system with two text levels, a page, quiet layers, a near-black primary action, a green
    /// accent action and a red destructive one, and one label `on-solid` for all three fills.
    private func solidSystem(light: Bool) -> [(String, String)] {
        let (page, text, quiet, action, hovered) = light
            ? ("#FFFFFF", "#1B1D22", "#656D77", "#1B1D22", "#3C3F45")
            : ("#101317", "#EBEEF2", "#808994", "#EBEEF2", "#CBCED3")
        return [
            ("color.text.primary", text), ("color.text.secondary", quiet),
            ("color.text.on-solid.primary", page),
            ("color.bg.canvas.default", page), ("color.bg.subtle-secondary", light ? "#F0F2F5" : "#1D1F24"),
            ("color.bg.action.primary.rest", action), ("color.bg.action.primary.hovered", hovered),
            ("color.bg.accent.rest", light ? "#007A61" : "#129A78"), ("color.bg.accent.hovered", light ? "#00664F" : "#1FB58D"),
            ("color.bg.critical.primary", light ? "#D51928" : "#FD3E3C"),
            ("color.bg.badge.primary", action),
        ]
    }

    @Test func theLabelForSolidFillsOnTheNeutralFillIsTheInvertedPair() {
        for light in [true, false] {
            let tokens = F.tokens(solidSystem(light: light))
            for entries in [tokens, F.shuffled(tokens, seed: 11)] {
                let roles = RoleFiller.fill(tokens: entries, appearance: light ? .light : .dark)
                #expect(roles[.invertedForegroundPrimary].token == "color.text.on-solid.primary")
                #expect(roles[.invertedBackgroundPrimary].token == "color.bg.action.primary.rest",
                        "the resting primary fill: not its hover, not a badge's, not the accent or a status")
                #expect(roles[.invertedBackgroundPrimary].reason.contains("solid fills"))
                // The label is the accent's too, by its name.
                #expect(roles[.onAccent].token == "color.text.on-solid.primary")
                #expect(roles[.onAccent].origin == .matched)
            }
        }
    }

    @Test func aSystemThatNamesItsInverseKeepsIt() {
        // Primer-shaped: `onEmphasis` beside a named inverse ground and text.
        let roles = F.fill([
            ("fgColor.default", "#1F2328"), ("fgColor.onEmphasis", "#FFFFFF"), ("fgColor.onInverse", "#FFFFFF"),
            ("bgColor.default", "#FFFFFF"), ("bgColor.inverse", "#25292E"), ("bgColor.neutral.emphasis", "#59636E"),
            ("bgColor.accent.emphasis", "#0969DA"),
        ])
        #expect(roles[.invertedBackgroundPrimary].token == "bgColor.inverse")
        #expect(roles[.invertedForegroundPrimary].token == "fgColor.onInverse")
    }

    @Test func noNeutralFillFarFromThePageLeavesTheInvertedPairDerived() {
        // The label reads only on chromatic fills: no inverted ground of the system's.
        let roles = F.fill([
            ("color.text.primary", "#1B1D22"), ("color.text.on-solid.primary", "#FFFFFF"),
            ("color.bg.canvas.default", "#FFFFFF"), ("color.bg.accent.rest", "#007A61"),
            ("color.bg.action.secondary.rest", "#F0F2F5"),
        ])
        #expect(roles[.invertedBackgroundPrimary].origin == .derived)
        #expect(roles[.invertedForegroundPrimary].origin == .derived)
    }

    @Test func accentTextOnTheGroundIsNoLabelOnTheAccent() {
        // webOS-shaped, dark: `on-surface-accent-dark` is blue text on the surface, a shade of the
        // accent itself; the label on the blue button is the white the system draws its text in.
        let roles = RoleFiller.fill(tokens: F.tokens([
            ("semantic-color-surface-main", "#282828"), ("semantic-color-on-surface-main", "#FFFFFF"),
            ("semantic-color-on-surface-sub", "#A7A7A7"), ("semantic-color-on-surface-accent-dark", "#5D70FF"),
            ("semantic-color-on-surface-accent-light", "#9EAAFF"),
            ("semantic-color-surface-button-primary", "#5266F8"), ("semantic-color-stroke-main", "#3E3D3C"),
        ]), appearance: .dark)
        #expect(roles[.onAccent].token != "semantic-color-on-surface-accent-dark")
        #expect(roles[.onAccent].token != "semantic-color-on-surface-accent-light")
        let accent = roles[.accent].color.rgb, label = roles[.onAccent].color.rgb
        #expect(contrastRatio(label, accent) >= 4.5)
    }

    @Test func primaryContentNamedWithItsOwnKindIsPrimaryText() {
        // Salt-shaped: `content-primary-foreground` names content first: primary text, not the
        // label on a primary fill (shadcn/ui's bare `primary-foreground` is that).
        let roles = F.fill([
            ("salt-content-primary-foreground", "#161616"), ("salt-content-secondary-foreground", "#61656E"),
            ("salt-taggable-foreground", "#161616"), ("salt-container-primary-background", "#FFFFFF"),
            ("salt-accent-background", "#2670A9"), ("salt-accent-foreground", "#FFFFFF"),
        ])
        #expect(roles[.foregroundPrimary].token == "salt-content-primary-foreground")
        #expect(roles[.onAccent].token == "salt-accent-foreground")
        let shadcn = F.fill([
            ("foreground", "#09090B"), ("background", "#FFFFFF"), ("primary", "#18181B"), ("primary-foreground", "#FAFAFA"),
        ])
        #expect(shadcn[.onAccent].token == "primary-foreground")
    }

    @Test func aCategorysNumberedColourIsNoRole() {
        // `category-5-bold-background`: the fifth of a set of category colours, no inverted ground.
        let roles = F.fill([
            ("salt-content-primary-foreground", "#161616"), ("salt-container-primary-background", "#FFFFFF"),
            ("salt-category-5-bold-background", "#697694"), ("salt-category-6-bold-background", "#4A6E8C"),
            ("salt-accent-background", "#2670A9"),
        ])
        #expect(roles[.invertedBackgroundPrimary].token?.contains("category") != true)
    }

    @Test func theInteractiveBorderIsThePrimaryOutlineAndTheSeparatorsFollow() {
        // Compound-shaped lines: an accessible border for interactive elements (3:1), a quieter
        // one, and two ranked separators. The control's border shows where a control is; the
        // separators, ranked primary and secondary, are the second and third lines.
        for light in [true, false] {
            let roles = RoleFiller.fill(tokens: F.tokens([
                ("color.text.primary", light ? "#1B1D22" : "#EBEEF2"), ("color.bg.canvas.default", light ? "#FFFFFF" : "#101317"),
                ("color.border.interactive.primary", light ? "#818A95" : "#656C76"),
                ("color.border.interactive.secondary", light ? "#CDD3DA" : "#34383D"),
                ("color.border.interactive.hovered", light ? "#3C4149" : "#B0B7BF"),
                ("color.separator.primary", light ? "#E1E6EC" : "#26282D"),
                ("color.separator.secondary", light ? "#F0F2F5" : "#1D1F24"),
                ("color.bg.accent.rest", light ? "#007A61" : "#129A78"),
            ]), appearance: light ? .light : .dark)
            #expect(roles[.outlinePrimary].token == "color.border.interactive.primary")
            #expect(roles[.outlineSecondary].token == "color.separator.primary")
            #expect(roles[.outlineTertiary].token == "color.separator.secondary")
        }
        // An interactive border in the accent's blue is no neutral line.
        let blue = F.fill([
            ("text-primary", "#161616"), ("background", "#FFFFFF"), ("border-interactive", "#0F62FE"),
            ("border-subtle", "#E0E0E0"), ("border-strong", "#8D8D8D"),
        ])
        #expect(blue[.outlinePrimary].token != "border-interactive")
    }

    @Test func aChromaticFillNamedByEmphasisIsNoInvertedGround() {
        // Salt-shaped: a call to action's blue named `bold-background` and a grey category fill
        // with its own label; neither is the page's inverse, which stays Shade's derived pair.
        let roles = F.fill([
            ("salt-content-primary-foreground", "#161616"), ("salt-container-primary-background", "#FFFFFF"),
            ("salt-actionable-accented-bold-background", "#155C93"), ("salt-accent-background", "#2670A9"),
            ("salt-category-15-bold-background", "#72757A"), ("salt-category-15-bold-foreground", "#FFFFFF"),
            ("salt-actionable-onSolid-subtle-foreground", "#FFFFFF"),
        ])
        #expect(roles[.invertedBackgroundPrimary].origin == .derived)
        #expect(roles[.invertedForegroundPrimary].origin == .derived)
    }

    @Test func theBaseBeneathTheSurfacesIsThePage() {
        // Astro-shaped: `background.base.default` ("the app") and `background.surface.default`
        // ("panels or dialogs") in one group; in light the surface is the whiter. The base is the
        // page in both appearances, the surface the layer beside it.
        for (light, base, surface) in [(true, "#EAEEF4", "#FFFFFF"), (false, "#101923", "#1B2D3E")] {
            let roles = RoleFiller.fill(tokens: F.tokens([
                ("color.text.primary", light ? "#292A2D" : "#FFFFFF"), ("color.text.secondary", light ? "#51555B" : "#D4D8DD"),
                ("color.background.base.default", base), ("color.background.surface.default", surface),
                ("color.background.surface.hover", light ? "#DAEEFF" : "#1C3851"),
                ("color.background.interactive.default", light ? "#005A8F" : "#4DACFF"),
            ]), appearance: light ? .light : .dark)
            #expect(roles[.backgroundPrimary].token == "color.background.base.default")
            #expect(roles[.backgroundSecondary].token == "color.background.surface.default")
        }
    }
}
