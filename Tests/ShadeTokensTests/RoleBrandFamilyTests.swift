import ShadeColor
@testable import ShadeTokens
import Testing

/// A system shared by several products keeps each product's brand beside the others: none of
/// them is its accent (issue 33; the shape of HashiCorp Helios' `color.{product}.brand`).
struct RoleBrandFamilyTests {
    /// Four products' brands, in their semantic group and in the palette, beside the system's
    /// own action blue (with its hover and pressed states) and a blue ramp.
    private let entries: [(String, String)] = [
        ("color.page.primary", "#FFFFFF"), ("color.foreground.strong", "#0C0C0E"),
        ("color.foreground.faint", "#656A76"), ("color.border.primary", "#CACBCF"),
        ("color.palette.ember-brand", "#06D092"), ("color.palette.harbor-brand", "#F24C53"),
        ("color.palette.quill-brand", "#7B42BC"), ("color.palette.summit-brand", "#E03875"),
        ("color.ember.brand", "#06D092"), ("color.harbor.brand", "#F24C53"),
        ("color.quill.brand", "#7B42BC"), ("color.summit.brand", "#E03875"),
        ("color.quill.brand-on-dark", "#A067DA"),
        ("color.palette.blue-100", "#CCE3FE"), ("color.palette.blue-200", "#1060FF"),
        ("color.palette.blue-300", "#0C56E9"), ("color.palette.blue-400", "#0046D1"),
        ("color.foreground.action", "#1060FF"), ("color.foreground.action-hover", "#0C56E9"),
        ("color.foreground.action-active", "#0046D1"),
    ]

    /// The paths ``RoleBrandFamilies`` reads as members of a family of product brands.
    private func familyPaths(_ entries: [(String, String)]) -> Set<String> {
        let tokens = RoleFixtures.tokens(entries)
        let matches = RoleMatches(tokens: tokens)
        return Set(RoleBrandFamilies.members(pathWords: matches.pathWords, classes: matches.classes).map { tokens[$0].path })
    }

    @Test func aFamilyOfProductBrandsIsNotTheAccent() {
        let roles = RoleFiller.fill(tokens: RoleFixtures.tokens(entries), appearance: .light)
        // The primary action's blue, not one product's brand (nor a palette step of one).
        #expect(roles[.accent].color.rgb == RGB(0x1060FF), "\(roles[.accent].token ?? "-")")
    }

    @Test func theFamilyIsItsMembersAndNoRamp() {
        let paths = familyPaths(entries + [("color.brand.100", "#E0F0FF"), ("color.brand.200", "#1060FF")])
        #expect(paths.contains("color.ember.brand") && paths.contains("color.palette.summit-brand"))
        // A product's token no sibling has is still that product's.
        #expect(paths.contains("color.quill.brand-on-dark"))
        // A ramp's steps and the system's own action colour are no product's.
        #expect(!paths.contains("color.brand.200") && !paths.contains("color.foreground.action"))
    }

    @Test func stepsAfterTheAccentWordAreItsRampNotAFamily() {
        // Steps the rules do not know, after the accent word: one ramp, the system's own.
        #expect(familyPaths([
            ("colors.accent.base", "#F8C307"), ("colors.accent.bright", "#FFD63B"),
            ("colors.accent.lower", "#A48105"), ("colors.accent.lowest", "#776002"),
        ]).isEmpty)
    }

    @Test func twoBrandsAreNoFamily() {
        // A brand beside its partner's: too few to say the system's own is not among them.
        #expect(familyPaths([
            ("color.page.primary", "#FFFFFF"), ("color.foreground.strong", "#0C0C0E"),
            ("color.ember.brand", "#06D092"), ("color.harbor.brand", "#F24C53"),
        ]).isEmpty)
    }
}
