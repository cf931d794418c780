import Foundation
import Testing
@testable import ShadeCatalog
@testable import ShadeTokens
@testable import ShadeFormats

/// A package whose build config Shade cannot run (a TypeScript build that imports its Style
/// Dictionary config from a subfolder of `scripts/`) is one system named by the package: its
/// component and product files are parts of it, files of private tokens it only reads are
/// left out in one line, and sources that point at the built custom properties
/// (`var(--token-…)`) mean the tokens they name. The shape of HashiCorp Helios' tokens package.
@Suite struct PackageBuildSystemTests {
    static let files: [String: String] = [
        "package.json": #"{"name": "@acme/design-system-tokens", "version": "1.0.0"}"#,
        "scripts/build.ts": "import StyleDictionary from 'style-dictionary';\nimport { getConfig } from './build-parts/getStyleDictionaryConfig.ts';\n",
        "scripts/build-parts/getStyleDictionaryConfig.ts": """
            import type { Config } from 'style-dictionary/types';
            export function getConfig(): Config {
              return { source: [`src/global/**/*.json`, `src/products/shared/**/*.json`], platforms: { css: { prefix: 'token' } } };
            }
            """,
        "src/global/color/palette.json": ##"{"color": {"palette": {"$type": "color", "blue": {"$value": "#1060ff"}, "white": {"$value": "#ffffff"}, "ink": {"$value": "#101418"}}}}"##,
        "src/global/color/semantic.json": ##"{"color": {"page": {"$type": "color", "primary": {"$value": "{color.palette.white}"}}, "foreground": {"$type": "color", "primary": {"$value": "{color.palette.ink}"}}}}"##,
        "src/products/shared/tooltip.json": ##"{"tooltip": {"color": {"$type": "color", "text": {"$value": "var(--token-color-foreground-primary)"}, "surface": {"$value": "var(--token-color-palette-blue)"}}}}"##,
        "src/products/shared/badge.json": ##"{"badge": {"$type": "color", "fill": {"$value": "{color.palette.blue}"}}}"##,
        // Values extracted from another system, every token private: read by no build output.
        "src/extracted/color/colors.json": ##"{"other": {"blue": {"$type": "color", "$value": "#0f62fe", "private": true}, "red": {"$type": "color", "$value": "#da1e28", "private": true}}}"##,
        "src/extracted/themes/themes.json": ##"{"other": {"themes": {"white": {"background": {"$type": "color", "$value": "#ffffff", "private": true}}}}}"##,
    ]

    @Test func aPackageBuildIsOneSystemNamedByItsPackage() throws {
        let root = try SystemFolderTests.folder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(SystemFolderTests.userThemes(catalog) == ["acme"], "\(catalog.themes.map(\.source.label))")
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        // The extracted folder is said once, as a folder of private tokens.
        let privateLines = catalog.explanations.filter { $0.taken.isEmpty && $0.reason.contains("private") }
        #expect(privateLines.map(\.system) == [root + "/src/extracted/"], "\(catalog.explanations.map(\.system))")
    }

    @Test func aCustomPropertyReferenceIsTheTokenItNames() throws {
        let root = try SystemFolderTests.folder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        let theme = try #require(catalog.themes.first { $0.name == "acme" })
        let system = try #require(theme.system)
        let resolved = system.resolve(system.defaultContext)
        #expect(resolved.color("tooltip.color.text")?.color.hexText == "#101418")
        #expect(resolved.color("tooltip.color.surface")?.color.hexText == "#1060FF")
    }

    @Test func onlyTheFoldersABuildDoesNotReadAreSearchedAgain() {
        let files: [(path: String, covered: Bool)] = [
            ("global/color/palette.json", true), ("products/shared/tooltip.json", true),
            ("extracted/color/colors.json", false), ("extracted/themes/themes.json", false),
        ]
        #expect(StyleDictionaryProject.uncoveredParts(files) == ["extracted"])
        // A folder that holds an unread file itself is searched whole, as before.
        #expect(StyleDictionaryProject.uncoveredParts(files + [("loose.json", false)]) == [""])
        #expect(StyleDictionaryProject.uncoveredParts(files.filter(\.covered)).isEmpty)
    }
}
