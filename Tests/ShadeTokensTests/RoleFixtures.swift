import ShadeColor
@testable import ShadeTokens
import ShadeJSON

/// Small token sets in real systems' naming, written for the role tests.
enum RoleFixtures {
    /// Tokens from `(path, hex)` pairs, one a line of `file` in the order given; `#RRGGBBAA`
    /// gives a translucent colour.
    static func tokens(_ entries: [(String, String)], file: String = "system.tokens.json") -> [SystemColorToken] {
        entries.enumerated().map { offset, entry in
            SystemColorToken(path: entry.0, color: try! RGBA(hex: entry.1), written: entry.1, file: file,
                             position: SourcePosition(line: offset + 2, column: 3))
        }
    }

    static func fill(_ entries: [(String, String)]) -> RoleAssignment {
        RoleFiller.fill(tokens: tokens(entries))
    }

    /// The role's token, or "derived".
    static func source(_ assignment: RoleAssignment, _ role: ColorToken) -> String {
        assignment[role].token ?? "derived"
    }

    /// A permutation of `items` fixed by `seed` (a linear congruential generator), so a
    /// shuffled test is the same on every run.
    static func shuffled<T>(_ items: [T], seed: UInt64) -> [T] {
        var state = seed
        var result = items
        for index in result.indices.reversed() where index > 0 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            result.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
        }
        return result
    }

    /// `foreground` painted at `opacity` over `background`, computed here without the library.
    static func mix(_ foreground: RGB, _ opacity: Double, _ background: RGB) -> RGB {
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * opacity + Double(b) * (1 - opacity)).rounded()) }
        return RGB(red: channel(foreground.red, background.red), green: channel(foreground.green, background.green),
                   blue: channel(foreground.blue, background.blue))
    }

    static let primer: [(String, String)] = [
        ("fgColor.default", "#1F2328"), ("fgColor.muted", "#59636E"), ("fgColor.onEmphasis", "#FFFFFF"),
        ("fgColor.disabled", "#818B98"), ("fgColor.accent", "#0969DA"), ("fgColor.success", "#1A7F37"),
        ("fgColor.attention", "#9A6700"), ("fgColor.danger", "#D1242F"),
        ("bgColor.default", "#FFFFFF"), ("bgColor.muted", "#F6F8FA"), ("bgColor.inset", "#F6F8FA"),
        ("bgColor.emphasis", "#25292E"), ("bgColor.neutral.muted", "#818B981F"),
        ("bgColor.accent.emphasis", "#0969DA"), ("bgColor.success.emphasis", "#1F883D"),
        ("bgColor.success.muted", "#DAFBE1"), ("borderColor.default", "#D1D9E0"),
        ("borderColor.muted", "#D1D9E0B3"), ("button.primary.bgColor.rest", "#1F883D"),
        ("base.color.blue.5", "#0969DA"),
    ]

    static let apple: [(String, String)] = [
        ("label", "#000000"), ("secondaryLabel", "#3C3C4399"), ("tertiaryLabel", "#3C3C434D"),
        ("quaternaryLabel", "#3C3C432E"), ("placeholderText", "#3C3C434D"),
        ("systemBackground", "#FFFFFF"), ("secondarySystemBackground", "#F2F2F7"),
        ("tertiarySystemBackground", "#FFFFFF"), ("systemGroupedBackground", "#F2F2F7"),
        ("separator", "#3C3C434A"), ("opaqueSeparator", "#C6C6C8"),
        ("systemFill", "#78788033"), ("secondarySystemFill", "#78788029"), ("tertiarySystemFill", "#7676801F"),
        ("link", "#007AFF"), ("systemBlue", "#007AFF"), ("systemGreen", "#34C759"), ("systemOrange", "#FF9500"),
        ("systemRed", "#FF3B30"), ("systemGray", "#8E8E93"), ("systemGray2", "#AEAEB2"),
    ]

    static let material: [(String, String)] = [
        ("md.sys.color.primary", "#6750A4"), ("md.sys.color.on-primary", "#FFFFFF"),
        ("md.sys.color.primary-container", "#EADDFF"), ("md.sys.color.secondary", "#625B71"),
        ("md.sys.color.surface", "#FEF7FF"), ("md.sys.color.on-surface", "#1D1B20"),
        ("md.sys.color.on-surface-variant", "#49454F"), ("md.sys.color.surface-container-lowest", "#FFFFFF"),
        ("md.sys.color.surface-container-low", "#F7F2FA"), ("md.sys.color.surface-container", "#F3EDF7"),
        ("md.sys.color.surface-container-high", "#ECE6F0"), ("md.sys.color.surface-container-highest", "#E6E0E9"),
        ("md.sys.color.inverse-surface", "#322F35"), ("md.sys.color.inverse-on-surface", "#F5EFF7"),
        ("md.sys.color.inverse-primary", "#D0BCFF"), ("md.sys.color.outline", "#79747E"),
        ("md.sys.color.outline-variant", "#CAC4D0"), ("md.sys.color.error", "#B3261E"),
        ("md.sys.color.on-error", "#FFFFFF"), ("md.sys.color.error-container", "#F9DEDC"),
        ("md.sys.color.background", "#FEF7FF"), ("md.sys.color.on-background", "#1D1B20"),
        ("md.sys.color.surface-tint", "#6750A4"), ("md.sys.color.scrim", "#000000"),
    ]

    static let shadcn: [(String, String)] = [
        ("--background", "#FFFFFF"), ("--foreground", "#09090B"), ("--card", "#FFFFFF"),
        ("--card-foreground", "#09090B"), ("--popover", "#FFFFFF"), ("--primary", "#18181B"),
        ("--primary-foreground", "#FAFAFA"), ("--secondary", "#F4F4F5"), ("--secondary-foreground", "#18181B"),
        ("--muted", "#F4F4F5"), ("--muted-foreground", "#71717A"), ("--accent", "#F4F4F5"),
        ("--accent-foreground", "#18181B"), ("--destructive", "#DC2626"), ("--border", "#E4E4E7"),
        ("--input", "#E4E4E7"), ("--ring", "#18181B"), ("--chart-1", "#E76E50"), ("--sidebar-foreground", "#3F3F46"),
    ]

    static let seed: [(String, String)] = [
        ("backgroundPrimary", "#FFFFFF"), ("backgroundSecondary", "#F5F5F7"), ("backgroundTertiary", "#E8E8ED"),
        ("surfaceCard", "#FFFFFF"), ("surfaceElevated", "#FFFFFF"), ("textPrimary", "#000000"),
        ("textSecondary", "#6B6B6B"), ("textTertiary", "#8E8E93"), ("textOnAccent", "#FFFFFF"),
        ("borderDefault", "#D1D1D6"), ("borderSubtle", "#E5E5EA"), ("accent", "#007AFF"),
        ("success", "#34C759"), ("warning", "#FF9500"), ("error", "#FF3B30"),
    ]

    static let fluent: [(String, String)] = [
        ("colorNeutralForeground1", "#242424"), ("colorNeutralForeground1Hover", "#242424"),
        ("colorNeutralForeground2", "#424242"), ("colorNeutralForeground3", "#616161"),
        ("colorNeutralForeground4", "#707070"), ("colorNeutralForegroundDisabled", "#BDBDBD"),
        ("colorNeutralForegroundInverted", "#FFFFFF"), ("colorNeutralForegroundOnBrand", "#FFFFFF"),
        ("colorNeutralBackground1", "#FFFFFF"), ("colorNeutralBackground1Hover", "#F5F5F5"),
        ("colorNeutralBackground2", "#FAFAFA"), ("colorNeutralBackground3", "#F5F5F5"),
        ("colorNeutralBackground4", "#F0F0F0"), ("colorNeutralBackground5", "#EBEBEB"),
        ("colorNeutralBackgroundInverted", "#292929"), ("colorSubtleBackground", "#FFFFFF00"),
        ("colorTransparentBackground", "#FFFFFF00"),
        ("colorNeutralStroke1", "#D1D1D1"), ("colorNeutralStroke2", "#E0E0E0"), ("colorNeutralStroke3", "#F0F0F0"),
        ("colorBrandBackground", "#0F6CBD"), ("colorBrandBackgroundHover", "#115EA3"),
        ("colorBrandForeground1", "#0F6CBD"), ("colorPaletteRedForeground1", "#BC2F32"),
        ("colorPaletteGreenForeground1", "#0E700E"), ("colorPaletteDarkOrangeForeground1", "#C43501"),
        ("colorPaletteYellowForeground1", "#817400"),
    ]

    static let carbon: [(String, String)] = [
        ("background", "#FFFFFF"), ("background-hover", "#8D8D8D1F"), ("background-inverse", "#393939"),
        ("background-brand", "#0F62FE"), ("layer-01", "#F4F4F4"), ("layer-02", "#FFFFFF"), ("layer-03", "#F4F4F4"),
        ("field-01", "#F4F4F4"), ("border-subtle-00", "#E0E0E0"), ("border-subtle-01", "#C6C6C6"),
        ("border-strong-01", "#8D8D8D"), ("border-inverse", "#161616"), ("border-interactive", "#0F62FE"),
        ("text-primary", "#161616"), ("text-secondary", "#525252"), ("text-placeholder", "#16161666"),
        ("text-helper", "#6F6F6F"), ("text-on-color", "#FFFFFF"), ("text-inverse", "#FFFFFF"),
        ("text-disabled", "#16161640"), ("link-primary", "#0F62FE"), ("interactive", "#0F62FE"),
        ("support-error", "#DA1E28"), ("support-success", "#24A148"), ("support-warning", "#F1C21B"),
        ("support-info", "#0043CE"), ("focus", "#0F62FE"), ("icon-primary", "#161616"),
    ]

    /// A system no vocabulary knows, named with common path words.
    static let generic: [(String, String)] = [
        ("acme.content.default", "#1A1A1A"), ("acme.content.muted", "#555555"), ("acme.content.faint", "#777777"),
        ("acme.content.placeholder", "#8A8A8A"), ("acme.content.inverse", "#FAFAFA"),
        ("acme.content.on-brand", "#FFFFFF"), ("acme.surface.default", "#FFFFFF"), ("acme.surface.raised", "#F7F7F7"),
        ("acme.surface.sunken", "#EFEFEF"), ("acme.surface.inverse", "#1A1A1A"), ("acme.stroke.default", "#C8C8C8"),
        ("acme.stroke.subtle", "#DDDDDD"), ("acme.divider.faint", "#EEEEEE"), ("acme.brand", "#5B3FD9"),
        ("acme.status.positive", "#1C7C3A"), ("acme.content.caution", "#8A5A00"),
        ("acme.surface.danger.strong", "#C62828"), ("acme.text.danger", "#B3261E"),
        ("acme.surface.danger.subtle", "#FDECEC"), ("palette.blue.500", "#2F6FEB"), ("palette.red.500", "#E5484D"),
        ("acme.button.primary.bg", "#5B3FD9"), ("acme.text.primary.hover", "#000000"),
    ]

    /// Shopify Polaris, Figma's Simple Design System and Adobe Spectrum: no vocabulary of
    /// their own in the rules, read by path words alone.
    static let polaris: [(String, String)] = [("color.text", "#303030"), ("color.text.secondary", "#616161"), ("color.text.disabled", "#B5B5B5"),
                        ("color.bg", "#F1F1F1"), ("color.bg.surface", "#FFFFFF"), ("color.bg.surface.secondary", "#F7F7F7"),
                        ("color.bg.surface.tertiary", "#F3F3F3"), ("color.bg.surface.hover", "#F7F7F7"),
                        ("color.bg.fill.brand", "#303030"), ("color.border", "#E3E3E3"), ("color.border.secondary", "#EBEBEB"),
                        ("color.text.critical", "#8E0B21"), ("color.text.success", "#014B40"), ("color.text.caution", "#4F4700"),
                        ("color.bg.inverse", "#1A1A1A"), ("color.text.inverse", "#E3E3E3"), ("color.bg.fill.critical", "#C70A24"),
                        ("color.text.brand.on-bg-fill", "#FFFFFF"), ("color.text.link", "#005BD3"), ("color.bg.fill.success", "#29845A")]

    static let simpleDesignSystem: [(String, String)] = [("color.background.default.default", "#FFFFFF"), ("color.background.default.secondary", "#F5F5F5"),
                    ("color.background.default.tertiary", "#D9D9D9"), ("color.background.brand.default", "#2C2C2C"),
                    ("color.text.default.default", "#1E1E1E"), ("color.text.default.secondary", "#757575"),
                    ("color.text.default.tertiary", "#B3B3B3"), ("color.text.brand.on-brand", "#F5F5F5"),
                    ("color.border.default.default", "#D9D9D9"), ("color.text.danger.default", "#900B09"),
                    ("color.background.positive.default", "#14AE5C"), ("color.text.positive.default", "#02542D"),
                    ("color.text.warning.default", "#682D03"), ("color.background.default.default-hover", "#F5F5F5")]

    static let spectrum: [(String, String)] = [("gray-800", "#292929"), ("neutral-content-color-default", "#292929"),
                         ("neutral-subdued-content-color-default", "#464646"), ("background-base-color", "#E9E9E9"),
                         ("background-layer-1-color", "#F8F8F8"), ("background-layer-2-color", "#FFFFFF"),
                         ("accent-background-color-default", "#3B63FB"), ("negative-content-color-default", "#D31510"),
                         ("positive-visual-color", "#0CA265"), ("notice-visual-color", "#F59D00"),
                         ("accent-content-color-default", "#274DEA")]
}
