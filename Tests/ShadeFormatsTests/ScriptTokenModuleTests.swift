import ShadeColor
@testable import ShadeFormats
import ShadeTokens
import ShadeJSON
import Testing
@testable import ShadeCatalog

/// Style Dictionary token modules (issue 32): JavaScript and TypeScript files whose exported
/// value is an object literal of tokens, read from their literals and never run.
@Suite struct ScriptTokenModuleTests {
    private func colors(_ system: DesignSystem, _ appearance: String) -> [String: SystemColorToken] {
        Dictionary(system.resolve(SystemContext(["appearance": appearance])).colors.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// A TypeScript module as Lyne's: a typed `const` spread into every token, a named export,
    /// `as const`, numeric keys and comments; positions are the file's own.
    @Test func aSpreadAndAConstAreResolved() throws {
        let text = """
            import type { DesignTokens } from 'style-dictionary/types';

            // Every colour's type.
            const attributes: DesignTokens = { type: 'color' };
            const brandBlue = '#2d327d';

            export const color: DesignTokens = {
              black: { value: '#000000', ...attributes },
              brand: { value: brandBlue, ...attributes, type: 'colour' },
              gray: { 100: { value: `#111111` }, 'fifty': { value: "#777777" } },
            } as const satisfies DesignTokens;
            """
        let (root, problems) = ScriptTokenModule.read(text, file: "color.ts")
        #expect(problems.isEmpty, "\(problems)")
        let color = try #require(root?.object?["color"]?.object)
        #expect(color["black"]?.object?["type"]?.string == "color")
        #expect(color["black"]?.object?["value"]?.position == SourcePosition(line: 8, column: 19))
        #expect(color["brand"]?.object?["value"]?.string == "#2d327d")
        #expect(color["brand"]?.object?["type"]?.string == "colour", "a member after a spread wins, as in JavaScript")
        #expect(color["gray"]?.object?["100"]?.object?["value"]?.string == "#111111")
        #expect(color["gray"]?.object?["fifty"]?.object?["value"]?.string == "#777777")
    }

    /// CommonJS and a default export of a name: the same literal.
    @Test func moduleExportsAndExportDefaultNameAreRead() throws {
        let common = "const base = { red: { value: '#ff0000' } }\nmodule.exports = {\n  color: { ...base, blue: { value: '#0000ff' } },\n}\n"
        let (root, problems) = ScriptTokenModule.read(common, file: "tokens.js")
        #expect(problems.isEmpty)
        #expect(root?.object?["color"]?.object?.keys == ["red", "blue"])
        let named = "const theme: DesignToken = {\n  $type: 'color',\n  page: { $value: '#fafafa' },\n};\n\nexport default theme;\n"
        #expect(ScriptTokenModule.read(named, file: "theme.ts").root?.object?["page"]?.object?["$value"]?.string == "#fafafa")
    }

    /// A value computed in code is one problem at its line and column, naming the token; the
    /// rest of the module is read.
    @Test func aComputedValueIsOneProblemAndTheRestIsRead() throws {
        let text = """
            import { shade } from './shade';
            export default {
              color: {
                page: { value: '#ffffff' },
                hover: { value: shade('#0055ff', 0.2) },
                label: { value: `${prefix}-x` },
                imported: { value: shade },
                text: { value: '#111111' },
              },
            };
            """
        let (root, problems) = ScriptTokenModule.read(text, file: "colors.js")
        let color = try #require(root?.object?["color"]?.object)
        #expect(color["page"]?.object?["value"]?.string == "#ffffff")
        #expect(color["text"]?.object?["value"]?.string == "#111111")
        #expect(color["hover"]?.object?["value"] == nil)
        #expect(problems.count == 3, "\(problems)")
        let hover = try #require(problems.first)
        #expect(hover.tokenPath == "color.hover" && hover.position == SourcePosition(line: 5, column: 21))
        #expect(hover.message.contains("shade('#0055ff', 0.2)") && hover.message.hasSuffix("left out"))
        #expect(problems[2].tokenPath == "color.imported" && problems[2].message.contains("does not define"))
    }

    /// `light.ts` and `dark.ts` token modules beside each other are one system with both
    /// appearances, named by their folder; no line says the colours are written in code.
    @Test func aLightAndDarkModulePairIsOneSystem() throws {
        let root = Support.scratch() + "/acme"
        Support.write("export default {\n  color: {\n    page: { value: '#ffffff' },\n    text: { value: '#111111' },\n    accent: { value: '#0055cc' },\n  },\n};\n",
                      root + "/src/light.ts")
        Support.write("export default {\n  color: {\n    page: { value: '#111111' },\n    text: { value: '#eeeeee' },\n    accent: { value: '#66aaff' },\n  },\n};\n",
                      root + "/src/dark.ts")
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        let themes = catalog.themes.filter { $0.source != .bundled }
        #expect(themes.count == 1, "\(catalog.diagnostics)")
        #expect(!catalog.diagnostics.contains { $0.message.hasPrefix(Unreadable.codePaletteStart) }, "\(catalog.diagnostics)")
        let system = try #require(themes.first?.system)
        #expect(colors(system, "light")["color.page"]?.color.rgb == RGB(0xFFFFFF))
        #expect(colors(system, "dark")["color.page"]?.color.rgb == RGB(0x111111))
    }

    /// One module with `light` and `dark` groups (DuckDuckGo's Figma export, written as
    /// TypeScript): its appearances come from the groups, as a JSON file's do.
    @Test func lightAndDarkGroupsInOneModuleAreItsAppearances() throws {
        let root = Support.scratch() + "/browser"
        Support.write("""
            import { DesignToken } from 'style-dictionary/types';
            const theme: DesignToken = {
                $type: 'color',
                color: {
                    light: { background: { $value: '#fafafa' }, text: { $value: '#0b0b0b' }, accent: { $value: '#3969ef' }, border: { $value: '#dddddd' } },
                    dark: { background: { $value: '#1c1c1c' }, text: { $value: '#fafafa' }, accent: { $value: '#7295f6' }, border: { $value: '#444444' } },
                },
            };
            export default theme;
            """, root + "/theme.ts")
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        let system = try #require(catalog.themes.first { $0.source != .bundled }?.system, "\(catalog.diagnostics)")
        #expect(system.appearances == [.light, .dark])
        #expect(colors(system, "dark").values.contains { $0.color.rgb == RGB(0x1C1C1C) })
        #expect(!colors(system, "light").values.contains { $0.color.rgb == RGB(0x1C1C1C) })
    }

    /// A token's dark written as a token of its own beside its `$value` (DuckDuckGo's
    /// `sds-semantic.ts`: `{ $value: '#FFFFFF', dark: { $value: '#333333' } }`, which their
    /// build's format reads as `original.dark.$value`) is its dark value, as `dark: '#333'` is.
    @Test func aDarkTokenBesideTheValueIsItsDark() throws {
        let root = Support.scratch() + "/serp"
        Support.write("""
            const semantic = {
                $type: 'color',
                'color-background': {
                    '01': { $value: '#FFFFFF', dark: { $value: '#333333' } },
                    inverse: { $value: '#222222', dark: { $value: '#FFFFFF' } },
                },
                'color-text': { primary: { $value: '#111111', dark: { $value: '#eeeeee' } } },
                'color-accent': { $value: '#3969ef', dark: { $value: '#7295f6' } },
            };
            export default semantic;
            """, root + "/semantic.ts")
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        let system = try #require(catalog.themes.first { $0.source != .bundled }?.system, "\(catalog.diagnostics)")
        #expect(system.appearances == [.light, .dark])
        #expect(colors(system, "dark")["color-background.01"]?.color.rgb == RGB(0x333333))
        #expect(colors(system, "light")["color-background.01"]?.color.rgb == RGB(0xFFFFFF))
        // The dark is no token of its own.
        #expect(colors(system, "light")["color-background.01.dark"] == nil)
    }

    /// Themes written as groups of one module, each in light and dark (DuckDuckGo's
    /// `desktop-browsers/theme.ts`: `color-theme.default.light…`, `color-theme.green.dark…`):
    /// a `theme` axis beside the appearance, each context drawing its colours from its own
    /// theme only, under the group's path without the theme's name. Read whole, every theme's
    /// tokens were one context's, and the roles mixed them (the outline of one, the page of another).
    @Test func themesInLightAndDarkInOneModuleAreAThemeAxis() throws {
        let root = Support.scratch() + "/browser"
        func theme(_ page: String, _ text: String, _ accent: String, _ border: String) -> String {
            "{ surface: { primary: { $value: '\(page)' } }, text: { primary: { $value: '\(text)' } }, accent: { primary: { $value: '\(accent)' } }, border: { primary: { $value: '\(border)' } } }"
        }
        Support.write("""
            const theme = {
                $type: 'color',
                'color-theme': {
                    default: { light: \(theme("#f2f2f2", "#0b0b0b", "#3969ef", "#cccccc")), dark: \(theme("#282828", "#f6f6f6", "#7295f6", "#444444")) },
                    green: { light: \(theme("#e3eee1", "#102e0e", "#377f55", "#b5c9b1")), dark: \(theme("#203b30", "#e9f0ec", "#6ec7a2", "#35564a")) },
                },
            };
            export default theme;
            """, root + "/theme.ts")
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        let system = try #require(catalog.themes.first { $0.source != .bundled }?.system, "\(catalog.diagnostics)")
        #expect(system.appearances == [.light, .dark])
        let axis = try #require(system.modifiers.first { $0.name == "theme" })
        #expect(axis.contexts == ["default", "green"])
        func colors(_ theme: String, _ appearance: String) -> [String: SystemColorToken] {
            Dictionary(system.resolve(SystemContext(["appearance": appearance, "theme": theme])).colors.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        }
        #expect(colors("green", "light")["color-theme.surface.primary"]?.color.rgb == RGB(0xE3EEE1))
        #expect(colors("green", "dark")["color-theme.border.primary"]?.color.rgb == RGB(0x35564A))
        #expect(colors("default", "dark")["color-theme.surface.primary"]?.color.rgb == RGB(0x282828))
        // No other theme's colour is this context's.
        #expect(!colors("green", "light").keys.contains { $0.hasPrefix("color-theme.default.") || $0.hasPrefix("color-theme.green.") })
        #expect(!colors("green", "light").values.contains { $0.color.rgb == RGB(0xF2F2F2) })
        // `--explain` says why.
        #expect(catalog.explanations.contains { $0.reason.contains("color-theme holds 2 themes (default, green), each in light and dark") })
    }

    /// Ramps whose tints are named `light` and `dark` (`blue.light.100`, all lighter on one side)
    /// are no themes.
    @Test func tintsNamedLightAndDarkAreNoThemes() throws {
        let root = Support.scratch() + "/ramps"
        Support.write("""
            export default {
                color: {
                    blue: { light: { 100: { value: '#dde8ff' }, 200: { value: '#bbd0ff' }, 300: { value: '#99b8ff' } },
                            dark: { 100: { value: '#1a2a55' }, 200: { value: '#223366' }, 300: { value: '#2a3d77' } } },
                    red: { light: { 100: { value: '#ffdddd' }, 200: { value: '#ffbbbb' }, 300: { value: '#ff9999' } },
                           dark: { 100: { value: '#551a1a' }, 200: { value: '#662222' }, 300: { value: '#772a2a' } } },
                    page: { value: '#ffffff' },
                },
            };
            """, root + "/colors.js")
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        let system = try #require(catalog.themes.first { $0.source != .bundled }?.system, "\(catalog.diagnostics)")
        #expect(!system.modifiers.contains { $0.name == "theme" })
    }

    /// A module whose value is partly code is still listed, and says what it did not read.
    @Test func aModuleWithOneUnreadValueIsListedWithItsProblem() throws {
        let root = Support.scratch() + "/brand"
        Support.write("""
            const ramp = (n: number) => `#${n}${n}${n}`;
            export const color = {
              page: { value: '#ffffff' },
              text: { value: '#111111' },
              muted: { value: ramp(7) },
            };
            """, root + "/tokens.ts")
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        #expect(catalog.themes.filter { $0.source != .bundled }.count == 1, "\(catalog.diagnostics)")
        let line = try #require(catalog.diagnostics.first { $0.tokenPath == "color.muted" })
        #expect(line.file.hasSuffix("tokens.ts") && line.position == SourcePosition(line: 5, column: 19))
    }

    /// Scripts that are not token modules stay what they were: a config, a palette of bare
    /// strings, a module that exports a function.
    @Test func otherScriptsAreNotTokenModules() {
        let bytes = { (text: String) in Array(text.utf8) }
        #expect(!FileClassifier.isTokenModule(bytes("export const gray = { gray1: '#111111', gray2: '#222222' };\n"), path: "light.ts"))
        #expect(!FileClassifier.isTokenModule(bytes("export default function value() { return { value: '#fff' } }\n"), path: "tokens.js"))
        #expect(FileClassifier.isTokenModule(bytes("export default { a: { value: '#fff' } }\n"), path: "tokens.js"))
        // A story's `args` and a module of values mostly computed are code, not tokens.
        #expect(!ScriptTokenModule.isModuleName("input.stories.ts") && !ScriptTokenModule.isModuleName("color.e2e.ts"))
        let computed = "export default { a: { value: f(1) }, b: { value: f(2) }, c: { value: '#fff' } }\n"
        #expect(!FileClassifier.isTokenModule(bytes(computed), path: "tokens.js"))
        #expect(!ScriptTokenModule.isModuleName("sd.config.ts") && !ScriptTokenModule.isModuleName("color.d.ts"))
        #expect(ScriptTokenModule.isModuleName("color.ts") && ScriptTokenModule.isModuleName("Theme.MJS"))
    }
}

/// Hostile modules: reading stays bounded and never runs out of stack.
@Suite struct ScriptTokenModuleLimitTests {
    /// Objects nested past any token file's depth, templates inside templates, a module on one
    /// long line, and names spread into each other until the tree would be astronomically large.
    @Test func hostileModulesAreReadWithinBounds() {
        let deep = "export default " + String(repeating: "{a:", count: 5_000) + "1" + String(repeating: "}", count: 5_000)
        #expect(ScriptTokenModule.read(deep, file: "deep.js").root != nil)
        let templates = "export default { a: { value: " + String(repeating: "`${", count: 5_000) + " } }"
        _ = ScriptTokenModule.read(templates, file: "templates.js")
        let line = "export default {" + (0..<20_000).map { "t\($0):{value:'#ffffff'}," }.joined() + "}"
        let (root, _) = ScriptTokenModule.read(line, file: "line.js")
        #expect(root?.object?["t19999"]?.object?["value"]?.position.column == line.utf8.count - 11)
        var bomb = "const a0 = { x: { value: '#fff' } };\n"
        for level in 1...15 { bomb += "const a\(level) = { p: a\(level - 1), q: a\(level - 1), r: a\(level - 1), s: a\(level - 1) };\n" }
        bomb += "export default a15;\n"
        let (_, problems) = ScriptTokenModule.read(bomb, file: "bomb.js")
        #expect(problems.count == 1 && problems.first?.message.contains("more than") == true)
    }
}

/// Token modules a Style Dictionary config names among its sources.
@Suite struct ScriptTokenModuleProjectTests {
    /// A config whose `source` globs name `.js` modules reads them as it reads JSON sources; an
    /// `index.js` beside them that only re-exports is passed over without a word.
    @Test func aConfigReadsTheModulesItsSourcesName() throws {
        let root = Support.scratch() + "/sd-modules"
        Support.write(#"{ "source": ["tokens/**/*.js"], "platforms": {} }"#, root + "/config.json")
        Support.write("module.exports = { color: { base: { blue: { value: '#0055cc' }, white: { value: '#ffffff' }, ink: { value: '#111111' } } } };\n",
                      root + "/tokens/color/base.js")
        Support.write("module.exports = { color: { page: { value: '{color.base.white.value}' }, text: { value: '{color.base.ink.value}' } } };\n",
                      root + "/tokens/color/semantic.js")
        Support.write("module.exports = require('./color/base.js');\n", root + "/tokens/index.js")
        let reading = FormatRegistry.read(root, as: .styleDictionary)
        let system = try #require(reading.system, "\(reading.diagnostics)")
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let light = Dictionary(system.resolve(SystemContext(["appearance": "light"])).colors.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(light["color.page"]?.color.rgb == RGB(0xFFFFFF))
        #expect(light["color.base.blue"]?.color.rgb == RGB(0x0055CC))
    }
}
