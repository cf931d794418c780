import Foundation
import ShadeColor
@testable import ShadeFormats
import ShadeTokens
import Testing

@Suite struct CSSTests {
    private func tokens(_ css: String, _ resolution: Resolution = Resolution(.light)) -> [String: SystemColorToken] {
        let (system, _) = CSSReader.read(text: css, file: "t.css")
        guard let system, let list = ResolvedVariants.tokens(of: system, at: resolution) else { return [:] }
        return Dictionary(list.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func everyBundledThemeRoundTripsThroughCSS() throws {
        for theme in Support.bundled {
            let export = ExportTheme(theme: theme)
            let (system, problems) = CSSReader.read(text: CSSWriter.text(export), file: "x.css")
            #expect(problems.isEmpty, "\(problems)")
            let read = try #require(system)
            #expect(Support.mismatches(export, read) == [], "\(theme.name)")
        }
    }

    @Test func tailwindThemeReadsBack() throws {
        let export = ExportTheme(theme: Support.bundled[0])
        let (system, problems) = CSSReader.read(text: TailwindWriter.text(export), file: "x.css")
        #expect(problems.isEmpty, "\(problems)")
        let read = try #require(system)
        #expect(Support.mismatches(export, read) == [])
        let dark = try #require(ResolvedVariants.tokens(of: read, at: Resolution(.dark)))
        #expect(dark.first { $0.path == "color-background-primary" }?.color == export.variants[Resolution(.dark)]![.backgroundPrimary].rgba)
    }

    /// The values of #FF8800 in each space were computed apart from Shade, with CSS Color 4's
    /// matrices in Python.
    /// shadcn/ui's sheet: `--color-chart-1: var(--chart-1)` in `@theme inline`, and
    /// `--chart-1: var(--color-blue-300)` in `:root` and `.dark`, from a Tailwind palette the
    /// sheet imports. The missing name is said once, where it is first written.
    @Test func anUndefinedVariableIsReportedOnceWhereItIsWrittenNotByEveryoneReferringToIt() {
        let css = """
            @theme inline { --color-chart-1: var(--chart-1); --color-background: var(--background); }
            :root { --background: #ffffff; --chart-1: var(--color-blue-300); }
            .dark { --background: #000000; --chart-1: var(--color-blue-300); }
            """
        let (system, problems) = CSSReader.read(text: css, file: "globals.css")
        let undefined = problems.filter { $0.message.contains("--color-blue-300") }
        #expect(undefined.count == 1, "once: \(problems.map(\.description))")
        #expect(undefined.allSatisfy { $0.tokenPath == "--chart-1" }, "\(undefined.map(\.description))")
        #expect(undefined.map { $0.position?.line } == [2])
        #expect(system != nil)
        // Outside `validate`, a sheet's undefined names are one line.
        let two = CSSReader.read(text: ":root { --a: var(--x-1); --b: var(--x-2); --c: #fff; }", file: "two.css").diagnostics
        #expect(two.count == 2)
        #expect(two.summarisedByKind().map(\.message) == ["2 tokens refer to a var() that is not defined and has no fallback (first: --a at 1:14); shade validate two.css lists them"])
    }

    @Test func everyColor4Syntax() {
        let css = """
        :root {
          --hex3: #f80; --hex4: #f808; --hex6: #FF8800; --hex8: #ff880080;
          --named: rebeccapurple; --clear: transparent;
          --rgb-legacy: rgb(255, 136, 0); --rgba-legacy: rgba(255, 136, 0, 0.5); --rgb-pct: rgb(100%, 50%, 0%);
          --rgb-modern: rgb(255 136 0 / 50%); --rgb-none: rgb(none 136 0);
          --hsl-legacy: hsl(32, 100%, 50%); --hsla-legacy: hsla(32deg, 100%, 50%, .5); --hsl-modern: hsl(0.0889turn 100 50 / 1);
          --hwb: hwb(32 0% 0%);
          --lab: lab(69.398 41.703 75.658); --lab-pct: lab(69.398% 33.3625% 60.5263%);
          --lch: lch(69.398 86.390 61.136);
          --oklab: oklab(0.74420 0.10010 0.15100); --oklch: oklch(74.420% 0.18117 56.458deg);
          --p3: color(display-p3 0.93870 0.55755 0.20569); --linear: color(srgb-linear 1 0.24620 0); --xyz: color(xyz 0.5 0.4 0.1);
          --wide: color(display-p3 0 1 0);
        }
        """
        let t = tokens(css)
        let orange = RGB(0xFF8800)
        #expect(t["hex3"]?.color.rgb == orange)
        #expect(t["hex4"]?.color == RGBA(orange, alpha: Double(0x88) / 255))
        #expect(t["hex6"]?.color.rgb == orange)
        #expect(t["hex8"]?.color == RGBA(orange, alpha: Double(0x80) / 255))
        #expect(t["named"]?.color.rgb == RGB(0x663399))
        #expect(t["clear"]?.color.alpha == 0)
        #expect(t["rgb-legacy"]?.color.rgb == orange)
        #expect(t["rgba-legacy"]?.color == RGBA(orange, alpha: 0.5))
        #expect(t["rgb-pct"]?.color.rgb == RGB(0xFF8000))
        #expect(t["rgb-modern"]?.color == RGBA(orange, alpha: 0.5))
        #expect(t["rgb-none"]?.color.rgb == RGB(0x008800))
        for name in ["hsl-legacy", "hsl-modern", "hwb", "lab", "lab-pct", "lch", "oklab", "oklch", "p3", "linear"] {
            let color = try? #require(t[name]?.color.rgb, "\(name)")
            if let color {
                #expect(abs(Int(color.red) - 0xFF) <= 1 && abs(Int(color.green) - 0x88) <= 1 && abs(Int(color.blue) - 0x00) <= 1,
                        "\(name): \(color.hex)")
            }
        }
        #expect(t["hsla-legacy"]?.color.alpha == 0.5)
        #expect(t["xyz"] != nil)
        #expect(t["wide"]?.outOfGamut == true)
    }

    @Test func conditionsVarAndLightDark() {
        let css = """
        /* a comment with { braces } and "quotes" */
        :root {
          --brand: #0969DA;
          --accent: var(--brand);
          --link: var(--missing, var(--accent));
          --page: light-dark(#ffffff, #0d1117);
          --str: "not a colour; really }";
          --size: 1.5rem;
          --esc\\61 pe: #123456;
        }
        .dark, [data-theme="dark"] { --brand: #4493F8; }
        @media (prefers-contrast: more) { :root { --brand: #0349B4; } }
        @media (prefers-color-scheme: dark) { @media (prefers-contrast: more) { :root { --brand: #74B9FF; } } }
        @media (min-width: 40rem) { :root { --brand: #FF0000; } }
        .button { --brand: #00FF00; }
        """
        let light = tokens(css)
        #expect(light["accent"]?.color.rgb == RGB(0x0969DA))
        #expect(light["accent"]?.aliases == ["brand"])
        #expect(light["link"]?.color.rgb == RGB(0x0969DA))
        #expect(light["page"]?.color.rgb == RGB(0xFFFFFF))
        #expect(light["escape"]?.color.rgb == RGB(0x123456))
        #expect(light["size"] == nil && light["str"] == nil)
        #expect(tokens(css, Resolution(.dark))["accent"]?.color.rgb == RGB(0x4493F8))
        #expect(tokens(css, Resolution(.dark))["page"]?.color.rgb == RGB(0x0D1117))
        #expect(tokens(css, Resolution(.light, .high))["accent"]?.color.rgb == RGB(0x0349B4))
        #expect(tokens(css, Resolution(.dark, .high))["accent"]?.color.rgb == RGB(0x74B9FF))
    }

    @Test func tailwindThemeBlock() {
        let css = """
        @import "tailwindcss";
        @theme {
          --color-mint-500: oklch(0.72 0.11 178);
          --color-primary: var(--color-mint-500);
          --font-display: "Satoshi", "sans-serif";
        }
        """
        let t = tokens(css)
        #expect(t["color-mint-500"] != nil)
        #expect(t["color-primary"]?.color == t["color-mint-500"]?.color)
        #expect(t["font-display"] == nil)
    }

    @Test func darkOnlySheetProvidesNoLight() throws {
        let (system, _) = CSSReader.read(text: ":root { color-scheme: dark; --bg: #000; }", file: "d.css")
        let read = try #require(system)
        #expect(read.appearances == [.dark])
        #expect(ResolvedVariants.tokens(of: read, at: Resolution(.light)) == nil)
    }

    /// One folder per theme, each holding a sheet of the same generic name, as SAP's
    /// theming-base-content ships them (`sap_horizon/css_variables.css`,
    /// `sap_horizon_dark/css_variables.css`; values from its dark sheet, Apache-2.0): the
    /// folder's name says which is dark, confirmed by the page it gives; a folder that says
    /// dark over a light page is not believed, and a file's own name outranks its folder's.
    @Test func aGenericSheetInAFolderNamedDarkIsDark() throws {
        let root = "/shade-memory-\(UUID().uuidString)"
        let dark = ":root{ --sapBrandColor: #0070f2; --sapBackgroundColor: #12171c; --sapTextColor: #f5f6f7; --sapContent_LabelColor: #8396A8; }"
        let light = ":root{ --sapBrandColor: #0070f2; --sapBackgroundColor: #f5f6f7; --sapTextColor: #1d2d3e; --sapContent_LabelColor: #556b82; }"
        let files = FolderFormatsFromMemoryTests.memory([
            "sap_horizon/css_variables.css": light,
            "sap_horizon_dark/css_variables.css": dark,
            "themes/night/variables.css": dark,
            "demo_dark/css_variables.css": light,
            "dark/colors-light.css": light,
        ], under: root)
        func appearances(_ path: String) throws -> [Appearance] {
            let (system, problems) = CSSReader.read(path: root + "/" + path, files: files)
            #expect(problems.isEmpty, "\(problems)")
            return try #require(system).appearances
        }
        #expect(try appearances("sap_horizon_dark/css_variables.css") == [.dark])
        #expect(try appearances("themes/night/variables.css") == [.dark])
        #expect(try appearances("sap_horizon/css_variables.css") == [.light])
        #expect(try appearances("demo_dark/css_variables.css") == [.light], "a dark name over a light page is not believed")
        #expect(try appearances("dark/colors-light.css") == [.light], "the file's own name says light")
    }

    /// A sheet whose name and folder say neither light nor dark (SAP's high-contrast black
    /// `sap_horizon_hcb/css_variables.css`, a `mono-black` semantic sheet) is the appearance
    /// of the page it draws: a black page is dark, a white one (`_hcw`) light; a page the
    /// name calls light stays light whatever it draws.
    @Test func aSheetWhoseNameSaysNeitherIsWhatItsPageIs() throws {
        let root = "/shade-memory-\(UUID().uuidString)"
        let black = ":root{ --sapBrandColor: #ffffff; --sapBackgroundColor: #000000; --sapTextColor: #ffffff; --sapContent_LabelColor: #ffffff; }"
        let white = ":root{ --sapBrandColor: #0000ff; --sapBackgroundColor: #ffffff; --sapTextColor: #000000; --sapContent_LabelColor: #000000; }"
        let mono = ":root{ --color-bg-page: #0b0b0b; --color-text-primary: #f2f2f2; --color-accent: #8ab4f8; }"
        let files = FolderFormatsFromMemoryTests.memory([
            "sap_horizon_hcb/css_variables.css": black,
            "sap_horizon_hcw/css_variables.css": white,
            "mobile/color-semantic-mono-black.css": mono,
            "light/mono.css": mono,
            // No page of its own: white text alone says nothing of the page.
            "styles/semantic.css": ":root { --text-primary-color: #ffffff; }",
        ], under: root)
        func appearances(_ path: String) throws -> [Appearance] {
            let (system, problems) = CSSReader.read(path: root + "/" + path, files: files)
            #expect(problems.isEmpty, "\(problems)")
            return try #require(system).appearances
        }
        #expect(try appearances("sap_horizon_hcb/css_variables.css") == [.dark])
        #expect(try appearances("sap_horizon_hcw/css_variables.css") == [.light])
        #expect(try appearances("mobile/color-semantic-mono-black.css") == [.dark])
        #expect(try appearances("light/mono.css") == [.light], "the folder's name says light")
        #expect(try appearances("styles/semantic.css") == [.light], "a page derived from its text is no page it draws")
    }

    @Test func hostileSheetsGetOneLineEach() {
        func lines(_ css: String) -> [String] { CSSReader.read(text: css, file: "h.css").diagnostics.map(\.description) }
        let truncated = lines(":root { --a: rgb(1 2")
        #expect(truncated.count == 1 && truncated[0].hasPrefix("h.css:1:"), "\(truncated)")
        let cycle = lines(":root { --a: var(--b); --b: var(--a); --ok: #fff; }")
        #expect(cycle.count == 2 && cycle.allSatisfy { $0.contains("refers to itself") }, "\(cycle)")
        let wrong = lines(":root { --a: rgb(1, 2 3); --ok: #fff }")
        #expect(wrong.count == 1 && wrong[0].contains("h.css:1:14"), "\(wrong)")
        let control = lines(":root { --e\u{1B}[2J: #GGG; --ok: #fff }")
        #expect(control.count == 1 && !control[0].contains("\u{1B}"), "\(control)")
        let empty = lines("body { color: red }")
        #expect(empty.count == 1 && empty[0].contains("no custom properties"))
        let deep = String(repeating: "@media all {", count: 10_000) + ":root{--a:#fff}"
        #expect(lines(deep).count <= 1)
        let huge = ":root {" + (0..<20_000).map { "--c\($0): #\(String(format: "%06x", $0));" }.joined() + "}"
        let (system, problems) = CSSReader.read(text: huge, file: "big.css")
        #expect(problems.isEmpty && system.flatMap { ResolvedVariants.tokens(of: $0, at: Resolution(.light)) }?.count == 20_000)
    }
}

@Suite struct CSSRealSheetTests {
    /// The shape shadcn/ui's Tailwind v4 themes take: OKLCH values in `:root` and `.dark`
    /// inside `@layer base`, mapped into `@theme inline`.
    /// CSS Color 5's color-mix(), as Tailwind v4 and shadcn/ui write it: each value worked out
    /// by hand from § 3 (percentages normalised, premultiplied alpha, shorter hue by default).
    @Test func colorMixIsReadToTheLetterOfCSSColor5() throws {
        func mixed(_ text: String) throws -> RGBA {
            let parsed = try #require(CSSColorParser.parse(CSSParser.components(text)))
            return try parsed.get().srgb.color
        }
        #expect(try mixed("color-mix(in srgb, #ff0000, #0000ff)").rgb == RGB(0x800080))
        #expect(try mixed("color-mix(in srgb, #ff0000 25%, #0000ff)").rgb == RGB(0x4000BF))
        #expect(try mixed("color-mix(in srgb, 25% #ff0000, #0000ff)").rgb == RGB(0x4000BF), "the percentage may come first")
        // Mixed with transparent, a colour keeps its own components and takes the alpha.
        let translucent = try mixed("color-mix(in oklab, #1f6feb 90%, transparent)")
        #expect(translucent.rgb == RGB(0x1F6FEB))
        #expect(abs(translucent.alpha - 0.9) < 1e-9)
        // Percentages under 100 % in all scale the alpha.
        let scaled = try mixed("color-mix(in srgb, #ff0000 30%, #0000ff 30%)")
        #expect(scaled.rgb == RGB(0x800080) && abs(scaled.alpha - 0.6) < 1e-9)
        // Hue: 350° and 10° meet at 0° the shorter way and at 180° the longer way.
        func hue(_ text: String) throws -> Double? {
            let parsed = try #require(CSSColorParser.parse(CSSParser.components(text))).get()
            return parsed.value.components[2]
        }
        #expect(try hue("color-mix(in oklch, oklch(0.7 0.1 350), oklch(0.7 0.1 10))").map { min($0, 360 - $0) < 1e-9 } == true)
        #expect(try hue("color-mix(in oklch longer hue, oklch(0.7 0.1 350), oklch(0.7 0.1 10))").map { abs($0 - 180) < 1e-9 } == true)
        for broken in ["color-mix(in foo, red, blue)", "color-mix(in srgb, red)", "color-mix(in srgb, red 0%, blue 0%)",
                       "color-mix(in srgb longer hue, red, blue)", "color-mix(in srgb, red 120%, blue)"] {
            guard case .failure? = CSSColorParser.parse(CSSParser.components(broken)) else {
                Issue.record("\(broken) should be reported as a broken colour")
                continue
            }
        }
    }

    @Test func aSheetOfColorMixTokensIsReadAsColours() {
        let css = ":root { --primary: #1f6feb; --ring: color-mix(in oklab, var(--primary) 50%, transparent); --muted: color-mix(in srgb, var(--primary), white); }"
        let (system, _) = CSSReader.read(text: css, file: "m.css")
        let list = system.flatMap { ResolvedVariants.tokens(of: $0, at: Resolution(.light)) } ?? []
        let read = Dictionary(list.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(read["ring"]?.color.rgb == RGB(0x1F6FEB))
        #expect(read["muted"]?.color.rgb == RGB(0x8FB7F5))
        #expect(CSSReader.read(text: css, file: "m.css").diagnostics.isEmpty)
    }

    @Test func aNestedRuleWhoseSelectorCallsAFunctionIsARuleNotADeclaration() {
        // `not(` is a function token: it must open a parenthesis as `(` does, or the `)`
        // leaves the count below zero, the `{` is never seen, and the rule reads as a declaration.
        let rules = CSSParser.parse(".theme { a:not(.x) { --inner: #ff0000; } --outer: rgb(0 255 0); b:is(.y) { --more: #0000ff } }")
        #expect(rules.count == 1)
        #expect(rules.first?.children.map(\.prelude) == ["a:not(.x)", "b:is(.y)"])
        #expect(rules.first?.declarations.map(\.name) == ["--outer"])
    }

    @Test func shadcnStyleSheet() throws {
        let css = """
        @import "tailwindcss";
        @custom-variant dark (&:is(.dark *));
        @layer base {
          :root {
            --radius: 0.625rem;
            --background: oklch(1 0 0);
            --foreground: oklch(0.145 0 0);
            --primary: oklch(0.205 0 0);
            --destructive: oklch(0.577 0.245 27.325);
            --border: oklch(0.922 0 0);
          }
          .dark {
            --background: oklch(0.145 0 0);
            --foreground: oklch(0.985 0 0);
            --primary: oklch(0.922 0 0);
            --destructive: oklch(0.704 0.191 22.216);
            --border: oklch(1 0 0 / 10%);
          }
        }
        @theme inline {
          --color-background: var(--background);
          --color-border: var(--border);
        }
        """
        let (system, problems) = CSSReader.read(text: css, file: "globals.css")
        #expect(problems.isEmpty, "\(problems)")
        let read = try #require(system)
        #expect(read.appearances == [.light, .dark])
        let dark = try #require(ResolvedVariants.tokens(of: read, at: Resolution(.dark)))
        #expect(dark.first { $0.path == "color-border" }?.color == RGBA(RGB(0xFFFFFF), alpha: 0.1))
        #expect(dark.first { $0.path == "background" }?.color.rgb == RGB(0x0A0A0A))
        let roles = RoleFiller.fill(tokens: dark)
        #expect(roles[.backgroundPrimary].color.rgb == RGB(0x0A0A0A), "\(roles[.backgroundPrimary].reason)")
    }

    // MARK: - Appearance from what the sheet says

    @Test func aSheetOfDarkRulesOnlyIsDarkOnly() throws {
        for css in [".dark { --page: #101317; --text: #ebeef2; }",
                    "[data-theme=dark] { --page: #101317; --text: #ebeef2; }",
                    "@media (prefers-color-scheme: dark) { :root { --page: #101317; --text: #ebeef2; } }",
                    ".app-theme-dark { --page: #101317; --text: #ebeef2; }"] {
            let system = try #require(CSSReader.read(text: css, file: "t.css").system, "\(css)")
            #expect(system.appearances == [.dark], "\(css)")
        }
    }

    @Test func aNameThatSaysDarkIsBelievedOnlyOverADarkPage() throws {
        let dark = try #require(CSSReader.read(bytes: Array(":root { --bg-page: #101317; --text-primary: #ebeef2; }".utf8), file: "mx/theme-dark.css").system)
        #expect(dark.appearances == [.dark])
        let light = try #require(CSSReader.read(bytes: Array(":root { --bg-page: #ffffff; --text-primary: #1b1d22; }".utf8), file: "mx/dark-accents.css").system)
        #expect(light.appearances == [.light])
    }

    @Test func importsUnderAColourSchemeQueryAreThatAppearance() throws {
        let root = Support.scratch() + "/imports"
        Support.write(":root { --page: #ffffff; --text: #1b1d22; }\n", root + "/theme-light-mq.css")
        Support.write(":root { --page: #101317; --text: #ebeef2; }\n", root + "/theme-dark-mq.css")
        Support.write(":root { --accent: #0467dd; }\n", root + "/common.css")
        Support.write("""
            @layer base, custom;
            @import url("./common.css") layer(base) screen;
            @import url("./theme-light-mq.css") layer(base) screen and (prefers-color-scheme: light);
            @import url("./theme-dark-mq.css") layer(base) screen and (prefers-color-scheme: dark);
            @import url("../outside.css") (prefers-color-scheme: dark);
            """, root + "/index.css")
        let system = try #require(CSSReader.read(path: root + "/index.css").system)
        #expect(system.appearances == [.light, .dark])
        let dark = Dictionary(system.resolve(system.context(for: Resolution(.dark))).colors.map { ($0.path, $0.color.rgb) }, uniquingKeysWith: { a, _ in a })
        #expect(dark["page"] == RGB(0x101317))
        #expect(dark["accent"] == RGB(0x0467DD))
        #expect(CSSReader.importedPaths(in: try String(contentsOfFile: root + "/index.css", encoding: .utf8), file: root + "/index.css").count == 3)
    }

    /// Salt's shape: the entry sheet imports an index of its foundations, which imports the
    /// palette every later sheet names, all scoped under the system's theme class and its
    /// `[data-mode]` attribute. Imports are followed as deep as a browser follows them.
    @Test func importsAreFollowedThroughImportedSheetsUnderTheSystemsThemeClass() throws {
        let root = Support.scratch() + "/chain"
        Support.write("@import url(./color.css);\n", root + "/css/foundations/index.css")
        Support.write(".acme-theme {\n  --acme-color-white: #ffffff;\n  --acme-color-gray-900: #1b1d22;\n  --acme-color-blue-500: #2670a9;\n}\n",
                      root + "/css/foundations/color.css")
        Support.write("""
            .acme-theme[data-mode="light"] {
              --acme-palette-page: var(--acme-color-white);
              --acme-palette-text: var(--acme-color-gray-900);
            }
            .acme-theme[data-mode="dark"] {
              --acme-palette-page: var(--acme-color-gray-900);
              --acme-palette-text: var(--acme-color-white);
            }
            """, root + "/css/palette/neutral.css")
        Support.write("@import url(foundations/index.css);\n@import url(palette/neutral.css);\n", root + "/css/theme.css")
        Support.write("@import url(css/theme.css);\n", root + "/index.css")
        let reading = CSSReader.read(path: root + "/index.css")
        let system = try #require(reading.system)
        #expect(!reading.diagnostics.contains { $0.message.contains("not defined") }, "\(reading.diagnostics)")
        #expect(system.appearances == [.light, .dark])
        let dark = Dictionary(system.resolve(system.context(for: Resolution(.dark))).colors.map { ($0.path, $0.color.rgb) }, uniquingKeysWith: { a, _ in a })
        #expect(dark["acme-palette-page"] == RGB(0x1B1D22))
        #expect(dark["acme-color-blue-500"] == RGB(0x2670A9))
    }

    @Test func aThemeClassScopesThePageAndAComponentClassDoesNot() {
        #expect(CSSCondition.selector(".salt-theme") == CSSCondition())
        #expect(CSSCondition.selector(".theme") == CSSCondition())
        #expect(CSSCondition.selector(".salt-theme[data-mode=\"dark\"]") == CSSCondition(appearance: .dark))
        #expect(CSSCondition.selector(".button .theme") == nil)
        #expect(CSSCondition.selector(".card-color-theme-preview") == nil)
        #expect(CSSCondition.selector(".card") == nil)
        #expect(CSSCondition.selector(".dark-theme") == CSSCondition(appearance: .dark))
    }
}

@Suite struct CSSUnfollowedImportTests {
    /// A semantic sheet whose palette comes from a workspace package's sheet: the undefined
    /// var()s are said, and first the import that would have defined them, at its line.
    @Test func anImportNotFollowedIsNamedWhereItsPropertiesAreMissing() {
        let folder = Support.scratch()
        Support.write("""
        /* tokens */
        @import "@acme/core-tokens/css/color-primitive.css";
        @import "./local.css";
        :root { --bg: var(--primitive-white); --text: #111111; }
        """, folder + "/semantic.css")
        Support.write(":root { --x: #ffffff; }", folder + "/local.css")
        let problems = CSSReader.read(path: folder + "/semantic.css").diagnostics
        #expect(problems.first?.message.hasPrefix("@import \"@acme/core-tokens/css/color-primitive.css\" is not read") == true, "\(problems)")
        #expect(problems.first?.position?.line == 2)
        #expect(problems.filter { $0.message.contains("@import") }.count == 1)
        #expect(problems.contains { $0.message.contains("var(--primitive-white)") })
    }

    @Test func anImportNotFollowedIsNotSaidWhenNothingIsMissing() {
        let folder = Support.scratch()
        Support.write(#"@import "../base.css"; :root { --bg: #ffffff; --text: #111111; }"#, folder + "/sheet.css")
        #expect(CSSReader.read(path: folder + "/sheet.css").diagnostics.isEmpty)
    }
}
