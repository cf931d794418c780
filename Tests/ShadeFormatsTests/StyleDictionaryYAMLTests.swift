import Foundation
import ShadeColor
@testable import ShadeFormats
import ShadeTokens
import ShadeJSON
import ShadeFiles
import Testing
@testable import ShadeCatalog

/// Style Dictionary sources kept in YAML (issue 32), read from real repositories' files
/// (`Tests/Fixtures/StyleDictionaryYAML`, see its README), and the files Shade recognises
/// but cannot read, which it says.
@Suite struct StyleDictionaryYAMLTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/StyleDictionaryYAML").standardized.path

    private func colors(_ system: DesignSystem, _ appearance: String) -> [String: SystemColorToken] {
        Dictionary(system.resolve(SystemContext(["appearance": appearance])).colors.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Copies a fixture into a scratch folder, so a test can add a config of its own beside it.
    private func copy(_ fixture: String) -> String {
        let root = Support.scratch() + "/" + fixture
        try? FileManager.default.copyItem(atPath: Self.fixtures + "/" + fixture, toPath: root)
        return root
    }

    /// Red Hat: `$value`, `$type` on groups, `on-light`/`on-dark` leaves and a `_` token
    /// listing both, one `color:` root deep-merged over twelve files.
    @Test func redHatsLeavesMakeOneSystemWithLightAndDark() throws {
        let tokens = Self.fixtures + "/red-hat/tokens"
        #expect(FormatRegistry.detect(tokens) == .styleDictionary)
        let reading = FormatRegistry.read(tokens, as: .styleDictionary)
        let system = try #require(reading.system, "\(reading.diagnostics)")
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        #expect(system.name == "red-hat")
        #expect(system.appearances == [.light, .dark])
        let light = colors(system, "light"), dark = colors(system, "dark")
        #expect(light["color.text.primary"]?.color.rgb == RGB(0x151515), "the group takes its on-light leaf in light")
        #expect(dark["color.text.primary"]?.color.rgb == RGB(0xFFFFFF), "and its on-dark leaf in dark")
        #expect(dark["color.text.primary"]?.position?.line == 32, "the `_` token is the group's own, where it is written")
        #expect(light["color.text.primary.on-dark"]?.color.rgb == RGB(0xFFFFFF), "the leaves keep their own paths in both")
        #expect(light["color.status.danger"] != nil && dark["color.status.danger"] != nil)
        #expect(light["color.status.danger"]?.color != dark["color.status.danger"]?.color)
        // What the roles are filled from: the page and the text of each appearance.
        let lightRoles = RoleFiller.fill(tokens: Array(light.values), appearance: .light)
        let darkRoles = RoleFiller.fill(tokens: Array(dark.values), appearance: .dark)
        #expect(lightRoles[.foregroundPrimary].color.rgb == RGB(0x151515))
        #expect(darkRoles[.foregroundPrimary].color.rgb == RGB(0xFFFFFF))
    }

    /// The repository's root, with a TypeScript config naming its YAML in a literal list.
    @Test func aScriptConfigsLiteralSourceListMakesTheRootTheProject() throws {
        let root = copy("red-hat")
        Support.write("""
            import StyleDictionary from 'style-dictionary';
            const sd = new StyleDictionary({
              parsers: ['yaml'],
              source: [
                'tokens/**/*.yml',
                "tokens/**/*.yaml", // both spellings
              ],
              platforms: { css: { buildPath: 'css/' } },
            });
            """, root + "/build.ts")
        Support.write("css: { transformGroup: css }\nvalue: 1\n", root + "/platforms.yaml")
        #expect(FormatRegistry.detect(root) == .styleDictionary)
        let system = try #require(FormatRegistry.read(root, as: .styleDictionary).system)
        #expect(colors(system, "dark")["color.text.secondary"]?.color.rgb == RGB(0xC7C7C7))
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        #expect(catalog.themes.filter { $0.source != .bundled }.map(\.name) == ["red-hat"], "\(catalog.diagnostics)")
    }

    /// LaunchPad: legacy `value` with a `dark` member, `{ a.b.value }` with spaces, a `' '` key.
    @Test func launchPadsDarkMembersAndSpacedReferencesResolve() throws {
        let root = copy("launchpad")
        Support.write("module.exports = {\n  parsers: [{ pattern: /\\.yaml$/, parse: ({ contents }) => yaml.parse(contents) }],\n"
                      + "  source: [`src/**/*.yaml`],\n  platforms: {},\n};\n// require('style-dictionary')\n", root + "/sd.config.js")
        #expect(FormatRegistry.detect(root) == .styleDictionary)
        let reading = FormatRegistry.read(root, as: .styleDictionary)
        let system = try #require(reading.system)
        #expect(!reading.diagnostics.contains { $0.message.contains("names no token") }, "\(reading.diagnostics.prefix(3))")
        let light = colors(system, "light"), dark = colors(system, "dark")
        #expect(light["color.bg.ui.primary"]?.color.rgb == RGB(0xFFFFFF), "{ color.white. .value } names the ' ' token")
        let darkPage = try #require(dark["color.bg.ui.primary"])
        #expect(darkPage.color.rgb != RGB(0xFFFFFF), "the dark member is the dark value")
        #expect(darkPage.aliases.first == "color.black.300")
    }

    /// ownCloud: legacy `value`, references ending `.value`, its config in code elsewhere.
    @Test func ownCloudsTokenFolderIsFoundFromTheRepository() throws {
        let root = Self.fixtures + "/owncloud"
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        let user = catalog.themes.filter { $0.source != .bundled }
        #expect(user.count == 1, "\(user.map(\.name)) \(catalog.diagnostics)")
        let system = try #require(user.first?.system)
        #expect(system.appearances == [.light])
        #expect(colors(system, "light")["color.text.default"]?.color.rgb == RGB(red: 4, green: 30, blue: 66))
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
    }

    /// Light and dark as files: `dark.yaml` beside `base.yaml` is the dark side only.
    @Test func setsNamedForAnAppearanceBelongToItAlone() throws {
        let tokens = Support.scratch() + "/acme/tokens"
        Support.write("color:\n  white: { value: '#ffffff' }\n  ink: { value: '#111111' }\n", tokens + "/base.yaml")
        Support.write("color:\n  page: { value: '{color.white}' }\n  text: { value: '{color.ink}' }\n", tokens + "/light.yaml")
        Support.write("color:\n  page: { value: '{color.ink}' }\n  text: { value: '{color.white}' }\n", tokens + "/dark.yml")
        Support.write("{ color: { accent: { value: '#0055ff' } } }", tokens + "/brand.json5")
        let reading = FormatRegistry.read(tokens, as: .styleDictionary)
        let system = try #require(reading.system)
        #expect(reading.diagnostics.isEmpty, "a JSON5 file of the project is read: \(reading.diagnostics)")
        #expect(colors(system, "dark")["color.accent"]?.color.rgb == RGB(0x0055FF))
        #expect(system.appearances == [.light, .dark])
        #expect(colors(system, "light")["color.page"]?.color.rgb == RGB(0xFFFFFF))
        #expect(colors(system, "dark")["color.page"]?.color.rgb == RGB(0x111111))
    }

    /// JSON5 sources (Style Dictionary reads them itself): comments, unquoted names, single
    /// quotes and trailing commas read; a mistake is said with its line and column.
    @Test func json5SourcesAreReadAndTheirMistakesPlaced() throws {
        let tokens = Support.scratch() + "/acme/tokens"
        Support.write("""
            // Brand colours, kept by hand
            {
              color: {
                brand: { value: '#0055ff', comment: 'the primary action', },
                /* the page */ page: { value: "{color.white}" },
                white: { value: '#ffffff' },
              },
            }
            """, tokens + "/color.json5")
        Support.write("{\n  color: {\n    ink: { value: #111111 },\n  },\n}\n", tokens + "/broken.json5")
        let reading = FormatRegistry.read(tokens, as: .styleDictionary)
        let system = try #require(reading.system)
        let light = colors(system, "light")
        #expect(light["color.page"]?.color.rgb == RGB(0xFFFFFF))
        #expect(light["color.brand"]?.description == "the primary action")
        let problem = try #require(reading.diagnostics.first { $0.file.hasSuffix("broken.json5") }, "\(reading.diagnostics)")
        #expect(problem.position == SourcePosition(line: 3, column: 19))
    }

    /// Light and dark as two groups at the top of the tree, holding the same tokens: one
    /// system with both appearances, each token also under its name without the group's.
    /// A pair deeper in the tree (`color.primary.light`) is two tints, not two appearances.
    @Test func lightAndDarkGroupsAreTheAppearances() throws {
        let tokens = Support.scratch() + "/acme/tokens"
        Support.write("""
            light:
              background: { page: { value: '#ffffff' }, card: { value: '#f4f4f4' } }
              text: { body: { value: '#111111' } }
              only-light: { value: '#00ff00' }
            dark:
              background: { page: { value: '#111111' }, card: { value: '{light.text.body}' } }
              text: { body: { value: '#eeeeee' } }
            """, tokens + "/color.yaml")
        let system = try #require(FormatRegistry.read(tokens, as: .styleDictionary).system)
        #expect(system.appearances == [.light, .dark])
        let light = colors(system, "light"), dark = colors(system, "dark")
        #expect(light["background.page"]?.color.rgb == RGB(0xFFFFFF) && dark["background.page"]?.color.rgb == RGB(0x111111))
        #expect(dark["background.card"]?.color.rgb == RGB(0x111111), "a reference into the other group still resolves")
        #expect(dark["light.background.page"] == nil && light["dark.text.body"] == nil, "the other appearance's group is not listed")
        #expect(light["light.only-light"] != nil)

        let tints = Support.scratch() + "/tints/tokens"
        Support.write("""
            color:
              primary:
                light: { base: { value: '#8888ff' }, hover: { value: '#9999ff' }, active: { value: '#aaaaff' } }
                dark: { base: { value: '#000088' }, hover: { value: '#000099' }, active: { value: '#0000aa' } }
            """, tints + "/color.yaml")
        let tinted = try #require(FormatRegistry.read(tints, as: .styleDictionary).system)
        #expect(tinted.appearances == [.light], "tints two groups deep are not appearances")

        // Two groups deep, a pair whose page and text swap is the appearances after all.
        let deep = Support.scratch() + "/deep/tokens"
        Support.write("""
            theme:
              color:
                light: { page: { value: '#ffffff' }, text: { value: '#111111' }, accent: { value: '#0055cc' } }
                dark: { page: { value: '#101010' }, text: { value: '#f0f0f0' }, accent: { value: '#5599ff' } }
            """, deep + "/color.yaml")
        let nested = try #require(FormatRegistry.read(deep, as: .styleDictionary).system)
        #expect(nested.appearances == [.light, .dark], "a pair two groups deep whose values swap")
        #expect(colors(nested, "dark")["theme.color.page"]?.color.rgb == RGB(0x101010))
        #expect(colors(nested, "light")["theme.color.text"]?.color.rgb == RGB(0x111111))
    }

    /// Telekom's shape: the configs live in `config/` and are run from the package's root
    /// (`node config/build.js`), so their globs name `src/…` from the root; one source list
    /// spreads a brand's files in on a condition; a token's value is `{light, dark}`, and a
    /// translucent colour is `{color, alpha}`. The core palette is Telekom's own file.
    @Test func aConfigInASubfolderReadsFromThePackageRootWithValuesPerAppearance() throws {
        let root = Support.scratch() + "/design-tokens"
        try FileManager.default.createDirectory(atPath: root + "/src/core", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/telekom/src/core/color.tokens.json5", toPath: root + "/src/core/color.tokens.json5")
        Support.write(#"{ "name": "@acme/design-tokens", "scripts": { "build": "node config/build.js" } }"#, root + "/package.json")
        Support.write("""
            const StyleDictionary = require('style-dictionary');
            const BRAND = process.env.BRAND !== 'false';
            module.exports = {
              include: ['src/core/**/*.json5'],
              source: [
                ...(BRAND === false ? [] : ['src/brand/**/*.json5']),
                'src/semantic/**/*.json5',
              ],
              platforms: {},
            };
            """, root + "/config/css.config.js")
        Support.write("const StyleDictionary = require('style-dictionary');\nrequire(`./${name}.config`);\n", root + "/config/build.js")
        Support.write("{ core: { color: { brand: { standard: { value: '#e20074', type: 'color' } } } } }", root + "/src/brand/color.tokens.json5")
        Support.write("""
            {
              color: {
                text: {
                  standard: { value: { light: "{core.color.black}", dark: "{core.color.white}" }, type: "color" },
                  additional: {
                    value: { light: { color: "{core.color.black}", alpha: 0.65 }, dark: { color: "{core.color.white}", alpha: 0.65 } },
                    type: "color",
                  },
                },
                background: { canvas: { value: { light: "{core.color.grey.0}", dark: "{core.color.grey.2200}" }, type: "color" } },
                primary: { value: "{core.color.brand.standard}", type: "color" },
              },
            }
            """, root + "/src/semantic/color.tokens.json5")
        // What the detector and the reader see of the root.
        #expect(FormatRegistry.detect(root) == .styleDictionary)
        let builds = StyleDictionaryProject.builds(project: root, files: DiskTokenFiles())
        #expect(builds.flatMap(\.globs) == ["src/core/**/*.json5", "src/brand/**/*.json5", "src/semantic/**/*.json5"], "the spread's list is a source too")
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        let themes = catalog.themes.filter { $0.source != .bundled }
        #expect(themes.map(\.name) == ["acme"], "\(catalog.diagnostics)")
        let system = try #require(FormatRegistry.read(root, as: .styleDictionary).system)
        #expect(system.appearances == [.light, .dark])
        let light = colors(system, "light"), dark = colors(system, "dark")
        #expect(light["color.text.standard"]?.color.rgb == RGB(0x000000) && dark["color.text.standard"]?.color.rgb == RGB(0xFFFFFF))
        #expect(light["color.background.canvas"]?.color.rgb == RGB(0xFFFFFF) && dark["color.background.canvas"]?.color.rgb == RGB(0x000000))
        let additional = try #require(dark["color.text.additional"])
        #expect(additional.color.rgb == RGB(0xFFFFFF) && abs(additional.color.alpha - 0.65) < 0.01, "a colour with its alpha")
        #expect(light["color.primary"]?.color.rgb == RGB(0xE20074), "the brand's file, spread in on a condition, overrides the core")
    }

    /// `$deprecated` (on a token or its group) and a `deprecated/` folder keep the tokens and mark them.
    @Test func deprecatedTokensAreKeptAndMarked() throws {
        let tokens = Support.scratch() + "/acme/tokens"
        Support.write("""
            color:
              $type: color
              brand: { $value: '#0055ff' }
              old:
                $deprecated: use color.brand
                blue: { $value: '#0000ff' }
                kept: { $value: '#0000aa', $deprecated: false }
            """, tokens + "/color.yaml")
        Support.write("legacy:\n  red: { $value: '#ff0000', $type: color }\n", tokens + "/deprecated/legacy.yaml")
        let system = try #require(FormatRegistry.read(tokens, as: .styleDictionary).system)
        let light = colors(system, "light")
        #expect(light["color.brand"]?.deprecated == nil)
        #expect(light["color.old.blue"]?.deprecated == "use color.brand")
        #expect(light["color.old.kept"]?.deprecated == nil, "a token's own false wins over its group")
        #expect(light["legacy.red"]?.deprecated == "kept in the deprecated/ folder")
    }

    /// A config that computes its sources, and JSON5 token files: one line each, never silence.
    @Test func whatShadeRecognisesButCannotReadIsSaid() throws {
        let root = Support.scratch() + "/acme"
        Support.write("const StyleDictionary = require('style-dictionary')\nmodule.exports = { source: [path.join(__dirname, '../design/**/*.yaml')] }\n",
                      root + "/build-tokens.js")
        Support.write("{\n  // brand\n  color: { brand: { value: '#0055ff' } },\n}\n", root + "/design/color.json5")
        Support.write("{ compilerOptions: { strict: true } }\n", root + "/design/tsconfig.json5")
        // A transform that imports Style Dictionary's types names no sources: no config at all.
        Support.write("import type { TransformedToken } from 'style-dictionary'\nexport const isCoreToken = (token: TransformedToken) => token.source\n",
                      root + "/transforms/isCoreToken.ts")
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        let lines = catalog.diagnostics.filter { $0.message.hasSuffix("; " + Unreadable.suffix) }
        #expect(lines.count == 2, "\(catalog.diagnostics)")
        #expect(lines.contains { $0.file.hasSuffix("build-tokens.js") && $0.message.contains("in code") })
        #expect(lines.contains { $0.file.hasSuffix("/design") && $0.message.contains("color.json5") && !$0.message.contains("tsconfig") })
    }

    /// A palette kept in code (Radix's `light.ts`/`dark.ts`, objects of hex strings) is said
    /// in one line; a helper script with a stray colour or two is not.
    @Test func aPaletteKeptInCodeIsSaid() throws {
        let root = Support.scratch() + "/scales"
        let scale = (1...12).map { "  gray\($0): \"#\(String(repeating: String(format: "%X", 15 - $0 % 10), count: 6))\"," }.joined(separator: "\n")
        Support.write("export const gray = {\n\(scale)\n};\n", root + "/src/light.ts")
        Support.write("export const grayDark = {\n\(scale)\n};\n", root + "/src/dark.ts")
        Support.write("export const tint = (c: string) => c === '#fff' ? '#000' : c;\n", root + "/src/colors.ts")
        Support.write("export const accent = '#0055ff';\n", root + "/lib/colors.ts")
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        let lines = catalog.diagnostics.filter { $0.message.hasSuffix("; " + Unreadable.suffix) }
        #expect(lines.count == 1, "\(catalog.diagnostics)")
        #expect(lines.first?.file.hasSuffix("/src") == true && lines.first?.message.contains("3 files (colors.ts, …): 26 colour literals") == true, "\(lines)")
        // A package whose system Shade reads keeps scripts too: no news there.
        Support.write(#"{ "name": "scales" }"#, root + "/package.json")
        Support.write(##"{ "color": { "$type": "color", "page": { "$value": "#ffffff" }, "text": { "$value": "#111111" } } }"##, root + "/tokens/color.tokens.json")
        let beside = ThemeCatalog.load(paths: [root], foreign: .formats)
        #expect(!beside.diagnostics.contains { $0.message.hasSuffix("; " + Unreadable.suffix) }, "\(beside.diagnostics)")
    }

    /// A project's test snapshots and docs examples are not its system: left out beside the
    /// system's own files, and said in one line when they are all the project holds.
    @Test func testSnapshotsAndDocsExamplesAreNotTheSystem() throws {
        let sheet = ":root { --color-page: #ffffff; --color-text: #111111; --color-accent: #0055cc; --color-danger: #cc0000; }\n"
        let root = Support.scratch() + "/kit"
        Support.write(#"{ "name": "kit" }"#, root + "/package.json")
        Support.write(sheet, root + "/tests/__snapshots__/kit.css")
        Support.write(sheet.replacingOccurrences(of: "0055cc", with: "008800"), root + "/site/examples/grid/grid.css")
        let alone = ThemeCatalog.load(paths: [root], foreign: .formats)
        #expect(alone.themes.filter { $0.source != .bundled }.isEmpty)
        let lines = alone.diagnostics.filter { $0.message.hasSuffix("; " + Unreadable.suffix) }
        #expect(lines.count == 1 && lines.first?.message.contains("2 files") == true, "\(alone.diagnostics)")

        Support.write(sheet.replacingOccurrences(of: "0055cc", with: "aa00aa"), root + "/css/kit.css")
        let beside = ThemeCatalog.load(paths: [root], foreign: .formats)
        #expect(beside.themes.filter { $0.source != .bundled }.map(\.name) == ["kit"])
        #expect(!beside.diagnostics.contains { $0.message.hasSuffix("; " + Unreadable.suffix) })
        // Named on its own, a docs folder's sheet is read as it is.
        let named = ThemeCatalog.load(paths: [root + "/site"], foreign: .formats)
        #expect(named.themes.filter { $0.source != .bundled }.map(\.name) == ["grid"])
    }

    /// Theo's YAML (Salesforce; kept by many token repositories): `aliases` in a file of their
    /// own, `props` as a list of named tokens or a mapping, `global.type`, `{!alias}` references.
    @Test func theoFilesAreReadWithTheirAliases() throws {
        let tokens = Support.scratch() + "/acme/tokens"
        Support.write("aliases:\n  blue-50: '#0060df'\n  ink:\n    value: '#15141a'\n", tokens + "/_aliases.yml")
        Support.write("""
            global:
              type: color
              category: text-color
            imports:
              - ./_aliases.yml
            props:
              - name: text-link
                value: '{!blue-50}'
              - name: text-body
                value: '{!ink}'
            """, tokens + "/colors.yml")
        Support.write("props:\n  page:\n    value: '#ffffff'\n    type: color\n", tokens + "/background.yml")
        let reading = FormatRegistry.read(tokens, as: .styleDictionary)
        let system = try #require(reading.system)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let light = colors(system, "light")
        #expect(light["text-link"]?.color.rgb == RGB(0x0060DF))
        #expect(light["text-body"]?.aliases == ["aliases.ink"])
        #expect(light["props.page"]?.color.rgb == RGB(0xFFFFFF), "a plain `props` group is Style Dictionary's")
    }

    /// `Hopscotch.256` (a Ghostty theme as collections name them), `Nord` with no extension,
    /// a base16 scheme called `.theme`: each is read as what its content is.
    @Test func namesWithDotsOrUnknownExtensionsAreDetectedByContent() throws {
        let folder = Support.scratch() + "/themes"
        Support.write("palette = 0=#322931\npalette = 1=#dd464c\nbackground = #322931\nforeground = #b9b5b8\n", folder + "/Hopscotch.256")
        Support.write("color0 #3b4252\nbackground #2e3440\nforeground #d8dee9\n", folder + "/Nord")
        Support.write("system: base16\nname: Ocean\npalette:\n" + (0..<16).map { String(format: "  base0%X: \"#%06x\"\n", $0, $0 * 0x0F0F0F) }.joined(),
                      folder + "/ocean.theme")
        Support.write("replicas: 2\nenv:\n  - name: MODE\n    value: production\n", folder + "/deploy.yaml")
        Support.write(##"{"color": {"$type": "color", "page": {"$value": "#ffffff"}, "ink": {"$value": "#111111"}}}"##, folder + "/acme.tokens")
        Support.write("# Themes\n", folder + "/README.md")
        let found = Dictionary(FormatRegistry.scan(folder).map { (FormatFiles.baseName($0.path), $0.format) }, uniquingKeysWith: { a, _ in a })
        #expect(found["Hopscotch.256"] == .ghostty)
        #expect(found["Nord"] == .kitty)
        #expect(found["ocean.theme"] == .base16)
        #expect(found["README.md"] == nil)
        #expect(found["acme.tokens"] == .dtcg, "DTCG's own extension")
        #expect(FormatRegistry.detect(folder + "/Hopscotch.256") == .ghostty, "named alone, too")
        let catalog = ThemeCatalog.load(paths: [folder], foreign: .formats)
        let names = Set(catalog.themes.filter { $0.source != .bundled }.map(\.name))
        #expect(names.contains("Hopscotch.256") && names.contains("Nord") && names.contains("Ocean") && names.contains("acme"), "\(names)")
        #expect(!catalog.diagnostics.contains { $0.file.hasSuffix("deploy.yaml") }, "another tool's YAML says nothing: \(catalog.diagnostics)")
    }

    /// Source code of an extension Shade does not know (Glimmer's `.gts` and `.gjs`, a
    /// template) whose lines look like YAML keys (`value:` in a type) is no theme: detected by
    /// content, it does not parse as YAML, and it is left out without a word; a `.yaml` file
    /// that does not parse keeps its error, and a real YAML file of unknown extension is read.
    @Test func sourceCodeOfAnUnknownExtensionIsLeftOutWithoutAWord() throws {
        let folder = Support.scratch() + "/app"
        let component = """
        import Component from '@glimmer/component';

        interface ColorCardSignature {
          Args: {
            value: string;
          };
        }

        export default class ColorCard extends Component<ColorCardSignature> {
          <template>
            <div style="color: {{@value}}">{{@value}}</div>
          </template>
        }

        """
        Support.write(component, folder + "/components/color-card/index.gts")
        Support.write(component, folder + "/components/color-card/plain.gjs")
        Support.write("color:\n  page:\n    value: '#ffffff'\n  ink: { value: '#111111\n", folder + "/tokens/broken.yaml")
        Support.write("color:\n  page:\n    value: '#ffffff'\n    type: color\n", folder + "/tokens/colors.tokens-yaml")
        #expect(FormatRegistry.detect(folder + "/components/color-card/index.gts") == nil)
        let catalog = ThemeCatalog.load(paths: [folder], foreign: .formats)
        #expect(!catalog.diagnostics.contains { $0.file.hasSuffix(".gts") || $0.file.hasSuffix(".gjs") }, "\(catalog.diagnostics)")
        #expect(catalog.diagnostics.contains { $0.file.hasSuffix("broken.yaml") && $0.message.contains("YAML") }, "\(catalog.diagnostics)")
        #expect(FormatRegistry.detect(folder + "/tokens/colors.tokens-yaml") == .styleDictionary)
    }

    // MARK: - Dark as a second build

    /// A project whose file names say nothing of dark: what each build reads says it.
    private func twoBuildProject(light: (String, String), dark: (String, String), packageScripts: String? = nil) -> String {
        let root = Support.scratch() + "/builds"
        Support.write(##"{"color": {"base": {"white": {"value": "#ffffff", "type": "color"}, "ink": {"value": "#14171a", "type": "color"}, "blue": {"value": "#1d6fe0", "type": "color"}}}}"##,
                      root + "/tokens/base/palette.json")
        Support.write(##"{"color": {"bg": {"page": {"value": "{color.base.white.value}", "type": "color"}}, "fg": {"text": {"value": "{color.base.ink.value}", "type": "color"}}}}"##,
                      root + "/tokens/brand/semantic.json")
        Support.write(##"{"color": {"bg": {"page": {"value": "{color.base.ink.value}", "type": "color"}}, "fg": {"text": {"value": "{color.base.white.value}", "type": "color"}}}}"##,
                      root + "/tokens/inverse/semantic.json")
        Support.write(light.1, root + "/" + light.0)
        Support.write(dark.1, root + "/" + dark.0)
        if let packageScripts { Support.write(packageScripts, root + "/package.json") }
        return root
    }

    @Test(arguments: [
        // JSON configs: the second one's name says dark.
        (("config.json", ##"{"source": ["tokens/base/**/*.json", "tokens/brand/**/*.json"], "platforms": {}}"##),
         ("config-dark.json", ##"{"source": ["tokens/base/**/*.json", "tokens/inverse/**/*.json"], "platforms": {}}"##), nil as String?),
        // Script configs named as Style Dictionary's docs name them.
        (("sd.config.js", "import StyleDictionary from 'style-dictionary';\nexport default { source: ['tokens/base/**/*.json', 'tokens/brand/**/*.json'] };\n"),
         ("sd.config.dark.js", "import StyleDictionary from 'style-dictionary';\nexport default { source: ['tokens/base/**/*.json', 'tokens/inverse/**/*.json'] };\n"), nil),
        // Names that say nothing: the package's scripts run them as build and build-dark.
        (("config.json", ##"{"source": ["tokens/base/**/*.json", "tokens/brand/**/*.json"], "platforms": {}}"##),
         ("sd.alt.config.json", ##"{"source": ["tokens/base/**/*.json", "tokens/inverse/**/*.json"], "platforms": {}}"##),
         ##"{"name": "alt-tokens", "scripts": {"build": "style-dictionary build", "build-dark": "style-dictionary build --config sd.alt.config.json"}}"##),
    ])
    func aSecondBuildForDarkIsReadAsDark(light: (String, String), dark: (String, String), scripts: String?) throws {
        let root = twoBuildProject(light: light, dark: dark, packageScripts: scripts)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FormatRegistry.detect(root) == .styleDictionary)
        let system = try #require(FormatRegistry.read(root, as: .styleDictionary).system)
        #expect(colors(system, "light")["color.bg.page"]?.color.rgb == RGB(0xFFFFFF))
        #expect(colors(system, "dark")["color.bg.page"]?.color.rgb == RGB(0x14171A))
        // The palette both builds read is in both.
        #expect(colors(system, "dark")["color.base.blue"]?.color.rgb == RGB(0x1D6FE0))
    }
}
