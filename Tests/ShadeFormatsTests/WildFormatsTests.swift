import Foundation
import ShadeColor
import ShadeFormats
import ShadeTokens
import Testing
import ShadeCatalog

/// The real files in `../shared/corpus/` (read in place, never copied), when they are there.
enum Corpus {
    static let path: String? = {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [package.appendingPathComponent("../shared/corpus").path, package.appendingPathComponent("../../shared/corpus").path]
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/README.md") }
    }()
}

/// Files as other people really write them (issue 18): Tokens Studio theme groups, CSS
/// selectors of real frameworks, paired and dark-only style sheets, Material Theme Builder.
@Suite struct WildFormatsTests {
    private func tokens(_ system: DesignSystem, _ context: [String: String]) -> [String: RGBA] {
        Dictionary(system.resolve(SystemContext(context)).colors.map { ($0.path, $0.color) }, uniquingKeysWith: { a, _ in a })
    }

    /// tokens-studio/lion-example: two theme groups (brand, color) are two axes of one system.
    @Test(.enabled(if: Corpus.path != nil)) func lionTokensStudioIsOneSystemWhoseGroupsAreAxes() throws {
        let folder = Corpus.path! + "/lion-tokens-studio/tokens"
        #expect(FormatRegistry.detect(folder) == .tokensStudio)
        let reading = FormatRegistry.read(folder, as: .tokensStudio)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let system = try #require(reading.system)
        #expect(system.name == "lion-tokens-studio", "a repository's tokens/ is known by the repository")
        let extras = system.modifiers.filter { $0.role == .extra }
        #expect(extras.map(\.name) == ["brand", "color"])
        #expect(extras.first?.contexts == ["Casual", "Business"])
        #expect(extras.last?.contexts == ["Green", "Blue", "Purple"])
        #expect(system.appearances == [.light] && system.contrasts == [.standard], "no theme names an appearance: light only")
        // Each colour theme enables its own set, whose token aliases the primitive ramp (a `source` set).
        let blue = tokens(system, ["appearance": "light", "brand": "Business", "color": "Blue"])
        let purple = tokens(system, ["appearance": "light", "brand": "Casual", "color": "Purple"])
        #expect(blue["colors.bg.default.color"] != nil && purple["colors.bg.default.color"] != nil)
        #expect(blue["colors.bg.default.color"] != purple["colors.bg.default.color"])
        #expect(blue["colors.blue.600"] != nil, "a source set's primitives are listed: the roles are chosen from them too")
    }

    /// Lion names no page and no body text: its `colors.bg.default.color` is the brand green the
    /// button is filled with, and its `text.primary.color` the white on that button. Its
    /// designers' product is a white page with dark text and a green button, never a green page.
    @Test(.enabled(if: Corpus.path != nil)) func lionDrawsAWhitePageWithDarkTextNotItsBrandFill() throws {
        let system = try #require(FormatRegistry.read(Corpus.path! + "/lion-tokens-studio/tokens", as: .tokensStudio).system)
        for color in ["Green", "Blue", "Purple"] {
            let context = SystemContext(["appearance": "light", "brand": "Casual", "color": color])
            let tokens = system.resolve(context).colors
            let brand = try #require(tokens.first { $0.path == "colors.bg.default.color" }?.color.rgb)
            let roles = RoleFiller.fill(tokens: tokens, appearance: .light)
            #expect(roles[.backgroundPrimary].color.rgb == RGB(0xFFFFFF), "\(color): the page is \(roles[.backgroundPrimary].color.rgb.hex)")
            #expect(roles[.backgroundPrimary].token == "colors.white")
            #expect(contrastRatio(roles[.foregroundPrimary].color.rgb, RGB(0xFFFFFF)) >= 7, "\(color): text \(roles[.foregroundPrimary].color.rgb.hex)")
            #expect(roles[.foregroundPrimary].alternative?.hasPrefix("text.primary.color") == true,
                    "the white text.primary lost, and says so: \(roles[.foregroundPrimary].alternative ?? "nothing")")
            #expect(roles[.accent].color.rgb == brand, "\(color): the accent is the brand fill, not \(roles[.accent].color.rgb.hex)")
        }
    }

    @Test func rootLikeSelectorsAreTheBaseAndAComponentsContrastClassIsNoMode() throws {
        let css = """
            :where(html) { --page: #ffffff; --ink: #111111; }
            :root:not(.dark) { --accent: #0066cc; }
            .dark-theme { --page: #101010; --ink: #eeeeee; --accent: #66aaff; }
            .button.contrast { --page: #ffff00; }
            .contrast { --ink: #ff0000; }
            """
        let system = try #require(CSSReader.read(text: css, file: "framework.css").system)
        #expect(system.appearances == [.light, .dark])
        #expect(system.contrasts == [.standard], "no increased contrast is invented from a component's class")
        let light = try #require(ResolvedVariants.tokens(of: system, at: Resolution(.light)))
        #expect(light.first { $0.path == "page" }?.color.rgb == RGB(0xFFFFFF))
        #expect(light.first { $0.path == "ink" }?.color.rgb == RGB(0x111111))
        #expect(light.first { $0.path == "accent" }?.color.rgb == RGB(0x0066CC))
        let dark = try #require(ResolvedVariants.tokens(of: system, at: Resolution(.dark)))
        #expect(dark.first { $0.path == "page" }?.color.rgb == RGB(0x101010))
        // A page-wide high-contrast mode is one.
        let modes = try #require(CSSReader.read(text: "html { --page: #fff; } [data-contrast=\"more\"] { --page: #fefefe; } .high-contrast.dark { --page: #000; }",
                                                file: "modes.css").system)
        #expect(modes.contrasts == [.standard, .high])
    }

    /// A build that ships each theme's sheet with its right-to-left copy beside it, as SAP's
    /// theming-base-content does (`css_variables.css`, `css_variables-RTL.css`): one theme, not
    /// two; a `-rtl` sheet with no sheet it copies is still listed.
    @Test func aRightToLeftCopyOfASheetIsNoThemeOfItsOwn() {
        let folder = Support.scratch()
        let sheet = ":root { --sapBackgroundColor: #12171c; --sapTextColor: #f5f6f7; }"
        Support.write(sheet, folder + "/css_variables.css")
        Support.write(sheet, folder + "/css_variables-RTL.css")
        Support.write(sheet, folder + "/theme.rtl.css")
        Support.write(sheet, folder + "/theme.css")
        Support.write(sheet, folder + "/orphan_rtl.css")
        let found = FormatRegistry.scan(folder).map { FileSystem.fileName($0.path) }.sorted()
        #expect(found == ["css_variables.css", "orphan_rtl.css", "theme.css"], "\(found)")
    }

    @Test func pairedSheetsAreOneThemeAndADarkSheetAloneIsDarkOnly() throws {
        let folder = Support.scratch()
        Support.write(":root { --background: #eceff4; --foreground: #2e3440; }", folder + "/nord.css")
        Support.write(":root { --background: #2e3440; --foreground: #eceff4; }", folder + "/nord-dark.css")
        Support.write(":root { --background: #1a1b26; --foreground: #c0caf5; }", folder + "/night-dark.css")
        let found = FormatRegistry.scan(folder)
        #expect(found.map { FileSystem.fileName($0.path) } == ["night-dark.css", "nord.css"], "the dark half is read with its pair")
        let nord = try #require(FormatRegistry.read(folder + "/nord.css", as: .css).system)
        #expect(nord.appearances == [.light, .dark])
        let dark = try #require(ResolvedVariants.tokens(of: nord, at: Resolution(.dark)))
        let background = try #require(dark.first { $0.path == "background" })
        #expect(background.color.rgb == RGB(0x2E3440))
        #expect(background.file.hasSuffix("/nord-dark.css"), "a token cites the file it is written in")
        let night = try #require(FormatRegistry.read(folder + "/night-dark.css", as: .css).system)
        #expect(night.appearances == [.dark], "a *-dark sheet offers no light it cannot resolve")
    }

    /// The shape of Material Theme Builder's export: schemes × contrast, tonal palettes, core colours.
    static let material = """
        {
          "description": "TYPE: CUSTOM\\nMaterial Theme Builder export",
          "seed": "#63A002",
          "coreColors": { "primary": "#63A002" },
          "extendedColors": [],
          "schemes": {
            "light": { "primary": "#4C662B", "onPrimary": "#FFFFFF", "background": "#F9FAEF", "onBackground": "#1A1C16",
                       "surface": "#F9FAEF", "onSurface": "#1A1C16", "onSurfaceVariant": "#44483D", "outline": "#75796C",
                       "outlineVariant": "#C5C8BA", "inverseSurface": "#2F312A", "inverseOnSurface": "#F1F2E6", "error": "#BA1A1A",
                       "surfaceContainerLow": "#F3F4E9", "surfaceContainer": "#EEEFE3" },
            "light-medium-contrast": { "primary": "#3B5A1B", "onPrimary": "#FFFFFF", "background": "#F9FAEF", "onSurface": "#0F120C" },
            "light-high-contrast": { "primary": "#314F11", "onPrimary": "#FFFFFF", "background": "#F9FAEF", "onSurface": "#000000",
                                     "outline": "#2E3228", "error": "#600004" },
            "dark": { "primary": "#B1D18A", "onPrimary": "#1F3701", "background": "#12140E", "onSurface": "#E2E3D8",
                      "onSurfaceVariant": "#C5C8BA", "outline": "#8F9285", "error": "#FFB4AB", "inverseSurface": "#E2E3D8",
                      "inverseOnSurface": "#2F312A" },
            "dark-high-contrast": { "primary": "#D9FBAF", "onPrimary": "#000000", "background": "#12140E", "onSurface": "#FFFFFF",
                                    "error": "#FFECE9" }
          },
          "palettes": {
            "primary": { "0": "#000000", "40": "#4C662B", "80": "#B1D18A", "100": "#FFFFFF" },
            "neutral": { "0": "#000000", "10": "#1A1C16", "99": "#FDFDF5", "100": "#FFFFFF" }
          }
        }
        """

    @Test func aMaterialThemeBuilderExportIsOneThemeWithMaterialRoles() throws {
        let path = Support.scratch() + "/material-theme.json"
        Support.write(Self.material, path)
        #expect(FormatRegistry.detect(path) == .material)
        let reading = FormatRegistry.read(path, as: .material)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let system = try #require(reading.system)
        #expect(system.appearances == [.light, .dark] && system.contrasts == [.standard, .high])
        let light = try #require(ResolvedVariants.tokens(of: system, at: Resolution(.light)))
        let roles = RoleFiller.fill(tokens: light, roleMap: reading.roleMap)
        #expect(roles[.backgroundPrimary].color.rgb == RGB(0xF9FAEF))
        #expect(roles[.foregroundPrimary].color.rgb == RGB(0x1A1C16))
        #expect(roles[.foregroundSecondary].color.rgb == RGB(0x44483D))
        #expect(roles[.accent].color.rgb == RGB(0x4C662B) && roles[.accent].origin == .explicit)
        #expect(roles[.onAccent].color.rgb == RGB(0xFFFFFF))
        #expect(roles[.error].color.rgb == RGB(0xBA1A1A))
        #expect(roles[.outlinePrimary].color.rgb == RGB(0x75796C))
        #expect(light.contains { $0.path == "palettes.primary.40" }, "the tonal palettes are the system's too")
        let high = try #require(ResolvedVariants.tokens(of: system, at: Resolution(.dark, .high)))
        #expect(RoleFiller.fill(tokens: high, roleMap: reading.roleMap)[.accent].color.rgb == RGB(0xD9FBAF))
        // A broken colour is one line naming the role; the rest still loads.
        let broken = Support.scratch() + "/broken.json"
        Support.write(Self.material.replacing("\"#F9FAEF\", \"onBackground\"", with: "\"not a colour\", \"onBackground\""), broken)
        let again = FormatRegistry.read(broken, as: .material)
        #expect(again.diagnostics.count == 1 && again.diagnostics[0].description.contains("background"), "\(again.diagnostics)")
        #expect(again.system != nil)
    }

    /// A light theme's pale selection under its own text is no readable band: the page's two
    /// colours swapped are; a selection that reads well is kept.
    @Test func aLightTerminalThemeDrawsItsInvertedBandReadably() throws {
        let latte = "background = eff1f5\nforeground = 4c4f69\nselection-background = acb0be\nselection-foreground = 4c4f69\n"
        let reading = GhosttyReader.read(text: latte, file: "latte")
        let tokens = try #require(reading.palette).tokens
        let roles = TerminalRoles.fill(tokens)
        #expect(roles[.invertedBackgroundPrimary].color.rgb == RGB(0x4C4F69))
        #expect(roles[.invertedForegroundPrimary].color.rgb == RGB(0xEFF1F5))
        let readable = "background = eff1f5\nforeground = 4c4f69\nselection-background = 1e66f5\nselection-foreground = ffffff\n"
        let kept = TerminalRoles.fill(try #require(GhosttyReader.read(text: readable, file: "x").palette).tokens)
        #expect(kept[.invertedBackgroundPrimary].color.rgb == RGB(0x1E66F5))
    }

    @Test func alacrittysDocumentedKeysAreReadAndCellColoursPassedOver() throws {
        let scheme = """
            [colors.primary]
            background = "#1d1f21"
            foreground = "#c5c8c6"
            dim_foreground = "#828482"
            [colors.cursor]
            text = "CellBackground"
            cursor = "CellForeground"
            [colors.dim]
            red = "#864343"
            [colors.search.matches]
            foreground = "#000000"
            background = "#ffffff"
            """
        let reading = AlacrittyReader.read(text: scheme, file: "a.toml")
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let colors = try #require(reading.palette).colors
        #expect(colors["foreground.dim"]?.rgb == RGB(0x828482))
        #expect(colors["ansi.dim.red"]?.rgb == RGB(0x864343))
        #expect(colors["search.matches.background"]?.rgb == RGB(0xFFFFFF))
        #expect(colors["cursor"] == nil && colors["cursor.text"] == nil)
    }

    @Test func idiomsAndSheetsWithoutColoursSayNothing() throws {
        // Tailwind v4 hands a font variable on to itself: no colour, no problem.
        let tailwind = "@theme inline { --font-sans: var(--font-sans); --color-page: var(--page); } :root { --page: #ffffff; }"
        let read = CSSReader.read(text: tailwind, file: "globals.css")
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        // A folder's other style sheets (animations, a framework's index) are not broken themes.
        let folder = Support.scratch()
        Support.write(":where(html) { --ease-1: cubic-bezier(.25, 0, .5, 1); }", folder + "/props.easing.css")
        Support.write("@import 'props.easing.css';", folder + "/index.css")
        Support.write(":root { --page: #ffffff; --ink: #111111; }", folder + "/site.css")
        let scan = ForeignThemes.formats.scan(folder)
        #expect(scan.diagnostics.isEmpty, "\(scan.diagnostics)")
        #expect(scan.systems.map(\.name) == ["site"])
        // Named on its own, a sheet without colours still says why it is no theme.
        #expect(ForeignThemes.formats.scan(folder + "/index.css").diagnostics.count == 1)
    }

    /// A scale file in Radix Colors' shape: steps 1–12 of `name` under `selector`.
    private static func scale(_ name: String, _ selector: String, _ steps: [UInt32]) -> String {
        "\(selector) {\n" + steps.enumerated().map { "  --\(name)-\($0.offset + 1): #\(hex($0.element));" }.joined(separator: "\n") + "\n}\n"
    }

    /// Six hex digits, zeros first.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    static let grayLight: [UInt32] = [0xFCFCFC, 0xF9F9F9, 0xF0F0F0, 0xE8E8E8, 0xE0E0E0, 0xD9D9D9, 0xCECECE, 0xBBBBBB, 0x8D8D8D, 0x838383, 0x646464, 0x202020]
    static let grayDark: [UInt32] = [0x111111, 0x191919, 0x222222, 0x2A2A2A, 0x313131, 0x3A3A3A, 0x484848, 0x606060, 0x6E6E6E, 0x7B7B7B, 0xB4B4B4, 0xEEEEEE]
    static let blueLight: [UInt32] = [0xFBFDFF, 0xF4FAFF, 0xE6F4FE, 0xD5EFFF, 0xC2E5FF, 0xACD8FC, 0x8EC8F6, 0x5EB1EF, 0x0090FF, 0x0588F0, 0x0D74CE, 0x113264]
    static let blueDark: [UInt32] = [0x0D1520, 0x111927, 0x0D2847, 0x003362, 0x004074, 0x104D87, 0x205D9E, 0x2870BD, 0x0090FF, 0x3B9EFF, 0x70B8FF, 0xC2E6FF]
    static let redLight: [UInt32] = [0xFFFCFC, 0xFFF7F7, 0xFEEBEC, 0xFFDBDC, 0xFFCDCE, 0xFDBDBE, 0xF4A9AA, 0xEB8E90, 0xE5484D, 0xDC3E42, 0xCE2C31, 0x641723]

    @Test func aFolderOfTwelveStepScalesIsOneThemeUsingTheStepsAsDocumented() throws {
        let folder = Support.scratch() + "/radix"
        Support.write(Self.scale("gray", ":root, .light, .light-theme", Self.grayLight), folder + "/gray.css")
        Support.write(Self.scale("gray", ".dark, .dark-theme", Self.grayDark), folder + "/gray-dark.css")
        Support.write(Self.scale("blue", ":root, .light, .light-theme", Self.blueLight), folder + "/blue.css")
        Support.write(Self.scale("blue", ".dark, .dark-theme", Self.blueDark), folder + "/blue-dark.css")
        Support.write(Self.scale("red", ":root, .light, .light-theme", Self.redLight), folder + "/red.css")
        Support.write(":root { --gray-a1: #00000003; }", folder + "/gray-alpha.css")
        #expect(FormatRegistry.detect(folder) == .scales)
        let reading = FormatRegistry.read(folder, as: .scales)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let system = try #require(reading.system)
        #expect(system.name == "radix" && system.appearances == [.light, .dark] && system.contrasts == [.standard])
        let light = RoleFiller.fill(tokens: try #require(ResolvedVariants.tokens(of: system, at: Resolution(.light))), roleMap: reading.roleMap)
        #expect(light[.backgroundPrimary].color.rgb == RGB(0xFCFCFC))
        #expect(light[.backgroundTertiary].color.rgb == RGB(0xF0F0F0))
        #expect(light[.outlinePrimary].color.rgb == RGB(0xBBBBBB))
        #expect(light[.foregroundPrimary].color.rgb == RGB(0x202020))
        #expect(light[.foregroundSecondary].color.rgb == RGB(0x646464))
        #expect(light[.accent].color.rgb == RGB(0x0090FF))
        #expect(light[.error].color.rgb == RGB(0xCE2C31))
        // The format's documented uses name the roles; only a designer's role map pins one.
        #expect(light[.accent].confidenceWord == "named" && light.pinnedAndGuessed.allSatisfy { $0.word != "pinned" })
        let dark = RoleFiller.fill(tokens: try #require(ResolvedVariants.tokens(of: system, at: Resolution(.dark))), roleMap: reading.roleMap)
        #expect(dark[.backgroundPrimary].color.rgb == RGB(0x111111))
        #expect(dark[.foregroundPrimary].color.rgb == RGB(0xEEEEEE))
        // In a themes folder the scale files are one theme, not six.
        let themes = Support.scratch()
        Support.write(Self.scale("gray", ":root", Self.grayLight), themes + "/radix/gray.css")
        Support.write(Self.scale("blue", ":root", Self.blueLight), themes + "/radix/blue.css")
        let catalog = ThemeCatalog.load(paths: [themes], foreign: .formats)
        #expect(catalog.themes.filter { $0.source != .bundled }.map(\.name) == ["radix"], "\(catalog.themes.map(\.name))")
    }

    @Test(.enabled(if: Corpus.path != nil)) func openPropsIsOneThemeFromItsGrayAndAChromaticScale() throws {
        let folder = Corpus.path! + "/open-props/src"
        #expect(FormatRegistry.detect(folder) == .scales)
        let reading = FormatRegistry.read(folder, as: .scales)
        let system = try #require(reading.system)
        #expect(system.name == "open-props")
        let light = RoleFiller.fill(tokens: try #require(ResolvedVariants.tokens(of: system, at: Resolution(.light))), roleMap: reading.roleMap)
        // Its scales run 0–12, not Radix's 1–12: Radix's documented uses are not its own (its page
        // is step 0), so no table names its roles and inference reads its palette.
        #expect(reading.roleMap == nil && system.extensions == nil)
        #expect(light[.backgroundPrimary].token == "gray-0" && light[.backgroundPrimary].origin == .palette)
        #expect(light[.accent].origin != .explicit && light[.accent].token != nil)
        #expect(contrastRatio(light[.foregroundPrimary].color.rgb, light[.backgroundPrimary].color.rgb) >= 7)
    }
}
