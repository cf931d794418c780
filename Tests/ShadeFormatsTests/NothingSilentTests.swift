import Foundation
@testable import ShadeFormats
import ShadeTokens
import ShadeFiles
import Testing
@testable import ShadeCatalog

/// Folders Shade finds nothing to draw in say why (issue 32): a file whose colour tokens all
/// alias tokens that are not there, and test snapshots that are no token file.
@Suite struct NothingSilentTests {
    /// Colours filled at build time from elsewhere (`{alias.color.canvas.value}`): the missing
    /// references are said, with the first one's place and how many there are.
    @Test func colourTokensThatAliasMissingTokensAreSaid() throws {
        let root = Support.scratch() + "/aliases-elsewhere"
        Support.write("""
            {
              "color": {
                "canvas": { "value": "{alias.color.canvas.value}" },
                "on-canvas": { "value": "{alias.color.on-canvas.value}" },
                "primary": { "value": "{alias.color.60.primary.value}" }
              }
            }
            """, root + "/globals/color/color.json")
        Support.write(#"{ "font": { "base": { "value": "16px" } } }"#, root + "/globals/typography/web.json")
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        let said = try #require(catalog.diagnostics.first { $0.message.contains("alias tokens that no file in the searched folder defines") },
                                "\(catalog.diagnostics)")
        #expect(said.file.hasSuffix("globals/color/color.json") && said.position?.line == 3 && said.position?.column == 26, "\(said)")
        #expect(said.message.hasPrefix("3 colour tokens") && said.message.contains("{alias.color.canvas.value}"), "\(said.message)")
        #expect(said.tokenPath == "color.canvas")
        // The typography file, of no colour and no alias, is no problem.
        #expect(!catalog.diagnostics.contains { $0.file.hasSuffix("web.json") })
    }

    @Test func testSnapshotsAreNotReadAsYAML() {
        let root = Support.scratch() + "/snapshots"
        Support.write("""
            // Jest Snapshot v1, https://goo.gl/fbAQLP

            exports[`Color should create the color tokens 1`] = `
            Object {
              "color": Object {
                "alert": Object {
                  "value": "#ff0000",
                },
              },
            }
            `;
            """, root + "/test/__snapshots__/color.spec.js.snap")
        Support.write("""
            // a record of the build's output, in some other tool's snapshot file
            color:
              alert:
                value: "#ff0000"
            """, root + "/test/output.recorded")
        #expect(NonThemeNames.isKnownNonTheme("color.spec.js.snap"))
        // A page of a docs site (an Astro page opens with `---` front matter) is no YAML theme:
        // a search that goes deep meets them (sikt-no's apps/astro/src/pages/…/index.astro).
        Support.write("---\nimport Layout from '../Layout.astro';\n---\n<Layout>\n---\n</Layout>\n", root + "/site/src/pages/tokens/index.astro")
        #expect(NonThemeNames.isKnownNonTheme("index.astro") && NonThemeNames.isKnownNonTheme("guide.mdx"))
        #expect(FileClassifier.contentFormat(Array("// header\ncolor:\n  alert:\n    value: '#ff0000'\n".utf8)[...]) == nil)
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        #expect(!catalog.diagnostics.contains { $0.message.contains("YAML") }, "\(catalog.diagnostics)")
    }

    /// Tokens written as a list, not as a Figma plugin's list of collections in modes (which is
    /// read: ``FigmaCollectionListTests``), are refused once and never listed as a theme beside
    /// the refusal.
    @Test func aListOfTokensIsRefusedAndNotListed() {
        let root = Support.scratch() + "/list-export"
        Support.write(##"[{ "name": "red", "$type": "color", "$value": "#ff0000" }, { "name": "blue", "$type": "color", "$value": "#0000ff" }]"##,
                      root + "/themes/subatomic.figma-export.json")
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        #expect(catalog.themes.allSatisfy { $0.source == .bundled }, "\(catalog.themes.map(\.name))")
        let said = catalog.diagnostics.filter { $0.file.hasSuffix("subatomic.figma-export.json") }
        #expect(said.count == 1 && said[0].message.contains("a list of 2 items") && said[0].message.contains("not listed")
                && said[0].message.contains("not the list of collections"), "\(said)")
    }

    /// A playground with its own package.json inside a repository whose system was found at
    /// the searched folder itself is part of that repository: no "only its tests'" line.
    @Test func aPlaygroundInsideAFoundSystemAddsNoWarning() throws {
        let root = Support.scratch() + "/with-playground"
        Support.write(#"{ "name": "acme-tokens" }"#, root + "/package.json")
        Support.write(#"{ "source": ["tokens/**/*.json"], "platforms": { "css": {} } }"#, root + "/config.json")
        Support.write(##"{ "color": { "page": { "value": "#ffffff", "type": "color" }, "text": { "value": "#111111", "type": "color" } } }"##, root + "/tokens/color.json")
        Support.write(#"{ "name": "playground", "private": true }"#, root + "/playground/tailwind/package.json")
        Support.write(":root { --color-page: #ffffff; --color-text: #111111; }\n", root + "/playground/tailwind/examples/tokens.css")
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        #expect(catalog.themes.filter { $0.source != .bundled }.map(\.name) == ["acme-tokens"])
        #expect(!catalog.diagnostics.contains { $0.message.contains("only its tests'") }, "\(catalog.diagnostics)")
    }
}
