import ShadeColor
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// Each vocabulary's own names fill the roles they mean, and nothing else does.
@Suite struct RoleMatchingTests {
    typealias F = RoleFixtures

    /// Asserts role → token for every role listed, each with origin `matched`.
    func expectMatched(_ assignment: RoleAssignment, _ expected: [ColorToken: String],
                       sourceLocation: SourceLocation = #_sourceLocation) {
        for (role, token) in expected.sorted(by: { $0.key.index < $1.key.index }) {
            #expect(F.source(assignment, role) == token, "\(role)", sourceLocation: sourceLocation)
            #expect(assignment[role].origin == .matched, "\(role)", sourceLocation: sourceLocation)
        }
    }

    func expectDerived(_ assignment: RoleAssignment, _ roles: [ColorToken], sourceLocation: SourceLocation = #_sourceLocation) {
        for role in roles {
            #expect(assignment[role].origin == .derived, "\(role): \(assignment[role].reason)", sourceLocation: sourceLocation)
            #expect(assignment[role].token == nil, sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ThemeCatalog.bundledOrder)
    func aSystemWrittenInShadesOwnNamesFillsEveryRoleAsWritten(theme: String) throws {
        for resolution in Resolution.all {
            let resolved = try Fixtures.resolve(theme, resolution.appearance, resolution.contrast)
            // Named as a resolver would: the context as a namespace in front of each role.
            let tokens = ColorToken.allCases.map { role in
                SystemColorToken(path: "\(resolution.appearance.rawValue).\(role.rawValue)",
                                 color: resolved.details(role).written, written: "", file: "shade.tokens.json")
            }
            let roles = RoleFiller.fill(tokens: F.shuffled(tokens, seed: 7))
            for role in ColorToken.allCases {
                #expect(roles[role].token == tokens[role.index].path, "\(theme) \(resolution): \(role)")
                #expect(roles[role].color == resolved.details(role).written, "\(theme) \(resolution): \(role)")
                #expect(roles[role].reason == "matched rule 'Shade: \(role.rawValue)'")
            }
        }
    }

    @Test func pathWordsSplitEveryNamingStyle() {
        #expect(PathWords.words(of: "fgColor.onEmphasis") == ["fg", "on", "emphasis"])
        #expect(PathWords.words(of: "--fg-color-on-emphasis") == ["fg", "on", "emphasis"])
        #expect(PathWords.words(of: "md.sys.color.on-surface-variant") == ["on", "surface", "variant"])
        #expect(PathWords.words(of: "colorNeutralForeground1Hover") == ["neutral", "foreground", "1", "hover"])
        #expect(PathWords.words(of: "layer-01") == ["layer", "1"])
        #expect(PathWords.words(of: "color.text.$root") == ["text"])
        #expect(PathWords.words(of: "text-on-color") == ["text", "on", "color"])
        #expect(PathWords.words(of: "HTMLColor.bg_page") == ["html", "bg", "page"])
        #expect(PathWords.words(of: "blue500") == ["blue", "500"])
        // Zeros go only from a number, and a number of zeros keeps one; larger characters stay
        // inside their words, as they were written.
        #expect(PathWords.words(of: "gray.000.x00") == ["gray", "0", "x", "0"])
        #expect(PathWords.words(of: "Fond.Arrière-Plan.Survolé") == ["fond", "arrière", "plan", "survolé"])
        #expect(PathWords.words(of: "..a..b.") == ["a", "b"])
    }

    @Test func primer() {
        let roles = F.fill(F.primer)
        expectMatched(roles, [
            .foregroundPrimary: "fgColor.default", .foregroundSecondary: "fgColor.muted",
            .invertedForegroundPrimary: "fgColor.onEmphasis",
            .onAccent: "fgColor.onEmphasis", .backgroundPrimary: "bgColor.default",
            .backgroundSecondary: "bgColor.muted", .backgroundTertiary: "bgColor.inset",
            .invertedBackgroundPrimary: "bgColor.emphasis", .accent: "bgColor.accent.emphasis",
            .success: "fgColor.success", .warning: "fgColor.attention", .error: "fgColor.danger",
            .outlinePrimary: "borderColor.default", .outlineSecondary: "borderColor.muted",
        ])
        #expect(roles[.foregroundSecondary].reason == "matched rule 'GitHub Primer: fgColor.muted'")
        expectDerived(roles, [.foregroundTertiary, .outlineTertiary, .invertedBackgroundTertiary, .surfacePrimary])
        // Translucent tokens keep their alpha; compositing happens when drawn.
        #expect(roles[.outlineSecondary].color.alpha < 1)
    }

    @Test func apple() {
        let roles = F.fill(F.apple)
        expectMatched(roles, [
            .foregroundPrimary: "label", .foregroundSecondary: "secondaryLabel", .foregroundTertiary: "tertiaryLabel",
            .foregroundPlaceholder: "placeholderText", .backgroundPrimary: "systemBackground",
            .backgroundSecondary: "secondarySystemBackground", .backgroundTertiary: "tertiarySystemBackground",
            .outlinePrimary: "opaqueSeparator", .outlineSecondary: "separator", .surfacePrimary: "systemFill",
            .surfaceSecondary: "secondarySystemFill", .surfaceTertiary: "tertiarySystemFill",
            .accent: "systemBlue", .success: "systemGreen", .warning: "systemOrange", .error: "systemRed",
        ])
        #expect(roles[.accent].reason == "matched rule 'Apple: systemBlue'")
        expectDerived(roles, [.invertedForegroundPrimary, .invertedBackgroundPrimary, .outlineTertiary])
        // White on Apple's blue, as Apple draws it (4.0:1, a button's label), not black: the
        // system's own white, where no name gives the label.
        #expect(roles[.onAccent].color.rgb == RGB(0xFFFFFF))
        #expect(roles[.onAccent].origin == .palette)
    }

    @Test func appleGroupedBackgroundsStandInWhenThePlainOnesAreMissing() {
        let roles = F.fill([("systemGroupedBackground", "#F2F2F7"), ("secondarySystemGroupedBackground", "#FFFFFF"),
                            ("label", "#000000")])
        expectMatched(roles, [.backgroundPrimary: "systemGroupedBackground",
                              .backgroundSecondary: "secondarySystemGroupedBackground"])
    }

    @Test func material3() {
        let roles = F.fill(F.material)
        expectMatched(roles, [
            .foregroundPrimary: "md.sys.color.on-surface", .foregroundSecondary: "md.sys.color.on-surface-variant",
            .backgroundPrimary: "md.sys.color.surface", .backgroundSecondary: "md.sys.color.surface-container",
            .backgroundTertiary: "md.sys.color.surface-container-high",
            .invertedBackgroundPrimary: "md.sys.color.inverse-surface",
            .invertedForegroundPrimary: "md.sys.color.inverse-on-surface",
            .accent: "md.sys.color.primary", .onAccent: "md.sys.color.on-primary",
            .outlinePrimary: "md.sys.color.outline", .outlineSecondary: "md.sys.color.outline-variant",
            .error: "md.sys.color.error",
        ])
        // Material has no success or warning colours: Shade's defaults stand in, and say so.
        expectDerived(roles, [.success, .warning, .invertedBackgroundTertiary])
        #expect(roles[.success].reason.contains("default success"))
        #expect(roles[.invertedBackgroundTertiary].color == roles[.accent].color)
    }

    @Test func shadcn() {
        let roles = F.fill(F.shadcn)
        expectMatched(roles, [
            .backgroundPrimary: "--background", .foregroundPrimary: "--foreground", .backgroundSecondary: "--card",
            .backgroundTertiary: "--muted", .foregroundSecondary: "--muted-foreground", .accent: "--primary",
            .onAccent: "--primary-foreground", .outlinePrimary: "--input", .outlineSecondary: "--border",
            .error: "--destructive", .surfacePrimary: "--accent",
        ])
        #expect(roles[.surfacePrimary].reason == "matched rule 'shadcn/ui: accent'")
    }

    @Test func shadcnAccentIsTheAccentWithoutShadcnsOtherNames() {
        // Beside `primary-foreground`, shadcn's `accent` is a hover fill; alone it is the accent.
        let roles = F.fill([("accent", "#007AFF"), ("background", "#FFFFFF")])
        expectMatched(roles, [.accent: "accent"])
        #expect(roles[.surfacePrimary].origin == .derived)
    }

    @Test func seed000() {
        let roles = F.fill(F.seed)
        expectMatched(roles, [
            .foregroundPrimary: "textPrimary", .foregroundSecondary: "textSecondary",
            .foregroundTertiary: "textTertiary", .foregroundPlaceholder: "textTertiary", .onAccent: "textOnAccent",
            .backgroundPrimary: "backgroundPrimary", .backgroundSecondary: "backgroundSecondary",
            .backgroundTertiary: "backgroundTertiary", .outlinePrimary: "borderDefault",
            .outlineSecondary: "borderSubtle", .accent: "accent", .success: "success", .warning: "warning",
            .error: "error",
        ])
        #expect(roles[.foregroundPlaceholder].reason == "matched rule 'Seed 000: textTertiary'")
        #expect(roles[.accent].reason == "matched rule 'Shade: accent'")
    }

    @Test func seedCardStandsInForAMissingSecondaryGround() {
        let roles = F.fill([("backgroundPrimary", "#FFFFFF"), ("surfaceCard", "#FAFAFA")])
        expectMatched(roles, [.backgroundSecondary: "surfaceCard"])
    }

    @Test func fluent() {
        let roles = F.fill(F.fluent)
        expectMatched(roles, [
            .foregroundPrimary: "colorNeutralForeground1", .foregroundSecondary: "colorNeutralForeground2",
            .foregroundTertiary: "colorNeutralForeground3", .foregroundPlaceholder: "colorNeutralForeground4",
            .invertedForegroundPrimary: "colorNeutralForegroundInverted", .onAccent: "colorNeutralForegroundOnBrand",
            .backgroundPrimary: "colorNeutralBackground1", .backgroundSecondary: "colorNeutralBackground2",
            .backgroundTertiary: "colorNeutralBackground3",
            .invertedBackgroundPrimary: "colorNeutralBackgroundInverted",
            .outlinePrimary: "colorNeutralStroke1", .outlineSecondary: "colorNeutralStroke2",
            .outlineTertiary: "colorNeutralStroke3", .accent: "colorBrandBackground",
            .error: "colorPaletteRedForeground1", .success: "colorPaletteGreenForeground1",
            .warning: "colorPaletteDarkOrangeForeground1",
        ])
    }

    @Test func carbon() {
        let roles = F.fill(F.carbon)
        expectMatched(roles, [
            .backgroundPrimary: "background", .backgroundSecondary: "layer-01", .backgroundTertiary: "layer-02",
            .foregroundPrimary: "text-primary", .foregroundSecondary: "text-secondary",
            .foregroundTertiary: "text-helper", .foregroundPlaceholder: "text-placeholder",
            .onAccent: "text-on-color", .invertedForegroundPrimary: "text-inverse",
            .invertedBackgroundPrimary: "background-inverse", .outlinePrimary: "border-strong-01",
            .outlineSecondary: "border-subtle-01", .outlineTertiary: "border-subtle-00", .accent: "interactive",
            .error: "support-error", .success: "support-success", .warning: "support-warning",
        ])
    }

    @Test func genericPathWords() {
        let roles = F.fill(F.generic)
        expectMatched(roles, [
            .foregroundPrimary: "acme.content.default", .foregroundSecondary: "acme.content.muted",
            .foregroundTertiary: "acme.content.faint", .foregroundPlaceholder: "acme.content.placeholder",
            .invertedForegroundPrimary: "acme.content.inverse", .onAccent: "acme.content.on-brand",
            .backgroundPrimary: "acme.surface.default", .backgroundSecondary: "acme.surface.raised",
            .backgroundTertiary: "acme.surface.sunken", .invertedBackgroundPrimary: "acme.surface.inverse",
            .outlinePrimary: "acme.stroke.default", .outlineSecondary: "acme.stroke.subtle",
            .outlineTertiary: "acme.divider.faint", .accent: "acme.brand", .success: "acme.status.positive",
            .warning: "acme.content.caution", .error: "acme.text.danger",
        ])
        for fill in roles.fills where fill.origin == .matched {
            #expect(fill.reason.hasPrefix("matched rule 'words: "), "\(fill.role): \(fill.reason)")
        }
        #expect(roles[.foregroundSecondary].reason.contains("secondary/muted/subtle"))
        // Disabled text is another meaning: a placeholder must read, disabled text need not.
        #expect(roles[.foregroundPlaceholder].token != "fgColor.disabled")
    }

    @Test func otherSystemsByPathWordsAlone() {
        let polaris = F.fill(F.polaris)
        expectMatched(polaris, [
            .foregroundPrimary: "color.text", .foregroundSecondary: "color.text.secondary",
            .invertedForegroundPrimary: "color.text.inverse",
            .backgroundPrimary: "color.bg", .backgroundSecondary: "color.bg.surface.secondary",
            .backgroundTertiary: "color.bg.surface.tertiary", .invertedBackgroundPrimary: "color.bg.inverse",
            .outlinePrimary: "color.border", .outlineSecondary: "color.border.secondary",
            .accent: "color.bg.fill.brand", .onAccent: "color.text.brand.on-bg-fill",
            .success: "color.text.success", .warning: "color.text.caution", .error: "color.text.critical",
        ])
        let sds = F.fill(F.simpleDesignSystem)
        expectMatched(sds, [
            .foregroundPrimary: "color.text.default.default", .foregroundSecondary: "color.text.default.secondary",
            .foregroundTertiary: "color.text.default.tertiary", .backgroundPrimary: "color.background.default.default",
            .backgroundSecondary: "color.background.default.secondary",
            .backgroundTertiary: "color.background.default.tertiary", .outlinePrimary: "color.border.default.default",
            .accent: "color.background.brand.default", .onAccent: "color.text.brand.on-brand",
            .success: "color.text.positive.default", .warning: "color.text.warning.default",
            .error: "color.text.danger.default",
        ])
        let spectrum = F.fill(F.spectrum)
        expectMatched(spectrum, [
            .foregroundPrimary: "neutral-content-color-default",
            .foregroundSecondary: "neutral-subdued-content-color-default",
            // Layers stack on the page: layer 1 is the first above it.
            .backgroundPrimary: "background-base-color", .backgroundSecondary: "background-layer-1-color",
            // The accent button's fill is the accent: the brand's fill outranks its text colour.
            .accent: "accent-background-color-default", .success: "positive-visual-color",
            .warning: "notice-visual-color", .error: "negative-content-color-default",
        ])
    }

    @Test func componentsAndStatesFillNoRoleByNameAndAPaletteIsDrawnInItsOwnColours() {
        let roles = F.fill([
            ("palette.blue.500", "#2F6FEB"), ("color.gray.900", "#111111"), ("color.base.white", "#FFFFFF"),
            ("button.primary.bg", "#2F6FEB"), ("text.primary.hover", "#000000"), ("bgColor.success.muted", "#DAFBE1"),
            ("fgColor.done", "#8250DF"), ("tooltip.bg", "#111111"), ("blue500", "#2F6FEB"),
        ])
        #expect(!roles.fills.contains { $0.origin == .matched }, "\(roles.fills.filter { $0.origin == .matched }.map(\.token))")
        let drawn = Set(roles.fills.compactMap(\.token))
        #expect(drawn.isDisjoint(with: ["button.primary.bg", "text.primary.hover", "bgColor.success.muted"]))
        // A tooltip's fill is the one component allowed: the inverted ground a system names no other way.
        #expect(roles[.invertedBackgroundPrimary].token == "tooltip.bg")
        #expect(roles[.backgroundPrimary].token == "color.base.white")
        #expect(roles[.foregroundPrimary].token == "color.gray.900")
        #expect(roles[.accent].token == "palette.blue.500")
        #expect(roles[.backgroundPrimary].confidence == .valueOnly)
        #expect(roles.isGuessed)
        // No green, yellow or red the page can show: Shade's defaults, named as Shade's.
        #expect(roles[.success].origin == .derived)
    }

    @Test func aNamespaceInFrontOfAKnownNameCostsAPoint() {
        let roles = F.fill([("acme.fgColor.default", "#111111"), ("fgColor.muted", "#555555"),
                            ("light.foregroundTertiary", "#777777")])
        expectMatched(roles, [.foregroundPrimary: "acme.fgColor.default", .foregroundSecondary: "fgColor.muted",
                              .foregroundTertiary: "light.foregroundTertiary"])
        #expect(roles[.foregroundPrimary].reason == "matched rule 'GitHub Primer: fgColor.default'")
        // A namespace made of words the rules use is no namespace: `text.primary` is not `primary`.
        #expect(RoleMatcher.namedKeys(["text", "primary"]) == ["text primary"])
        #expect(RoleMatcher.namedKeys(["acme", "v2", "primary"]) == ["primary"])
    }

    @Test func aDeprecatedTokenLosesToACurrentOne() {
        var tokens = F.tokens([("text.base", "#111111"), ("text.main", "#222222")])
        tokens[0].deprecated = "use text.main"
        let roles = RoleFiller.fill(tokens: tokens)
        #expect(roles[.foregroundPrimary].token == "text.main")
        tokens[0].deprecated = nil
        #expect(RoleFiller.fill(tokens: tokens)[.foregroundPrimary].token == "text.base")
    }

    @Test func tiesGoToTheShorterPathThenTheEarlierPlace() {
        let roles = F.fill([("acme.text.main", "#111111"), ("acme.text.base", "#111111"), ("acme.fg.main", "#111111")])
        #expect(roles[.foregroundPrimary].token == "acme.fg.main")  // shortest
        let equalLength = F.fill([("acme.text.main", "#111111"), ("acme.text.base", "#222222")])
        #expect(equalLength[.foregroundPrimary].token == "acme.text.main")  // written first
        var later = F.tokens([("acme.text.base", "#222222")], file: "b.json")
        later += F.tokens([("acme.text.main", "#111111")], file: "a.json")
        #expect(RoleFiller.fill(tokens: later)[.foregroundPrimary].token == "acme.text.main")  // earlier file
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func theResultDoesNotDependOnTokenOrder(seed: UInt64) {
        for fixture in [F.primer, F.apple, F.material, F.shadcn, F.seed, F.fluent, F.carbon, F.generic, F.polaris,
                        F.simpleDesignSystem, F.spectrum] {
            let tokens = F.tokens(fixture)
            let reference = RoleFiller.fill(tokens: tokens)
            let shuffled = RoleFiller.fill(tokens: F.shuffled(tokens, seed: seed))
            #expect(shuffled == reference)
        }
    }

    @Test func matchesAreReusedAcrossContextsAndIgnoredForOtherNames() {
        let light = F.tokens(F.primer)
        let matches = RoleMatches(tokens: light)
        var dark = light
        for index in dark.indices { dark[index].color = RGBA(RGB(0x101010)) }
        #expect(RoleFiller.fill(tokens: dark, matches: matches) == RoleFiller.fill(tokens: dark))
        // Built for Apple's names, it does not fit Primer's and is not used.
        let apple = RoleMatches(tokens: F.tokens(F.apple))
        #expect(RoleFiller.fill(tokens: light, matches: apple) == RoleFiller.fill(tokens: light))
        var deprecated = light
        deprecated[0].deprecated = ""
        #expect(!matches.fits(deprecated))
        #expect(matches.fits(dark))
    }

    @Test func everyRoleIsFilledAtSystemScale() {
        // 5,000 tokens: a full Primer set among thousands of palette, component and state tokens.
        var entries = F.primer
        let hues = ["blue", "red", "green", "gray", "orange"]
        for index in 0..<5_000 - entries.count {
            switch index % 4 {
            case 0: entries.append(("base.color.\(hues[index % 5]).\(index)", "#123456"))
            case 1: entries.append(("button.variant\(index).bgColor.hover", "#234567"))
            case 2: entries.append(("component\(index).fgColor.default", "#345678"))
            default: entries.append(("acme\(index).text.primary", "#456789"))
            }
        }
        let roles = F.fill(entries)
        #expect(roles.fills.count == ColorToken.allCases.count)
        #expect(roles[.foregroundPrimary].token == "fgColor.default")
        #expect(roles[.accent].token == "bgColor.accent.emphasis")
    }
}
