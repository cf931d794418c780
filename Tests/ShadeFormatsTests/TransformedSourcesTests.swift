import Foundation
@testable import ShadeCatalog
import ShadeFormats
import ShadeTokens
import Testing

/// A token file a project's scripts turn into the sources of its Style Dictionary build (a
/// Tokens Studio export run through `token-transformer`) is that system's source, not a theme
/// beside it (issue 32).
@Suite struct TransformedSourcesTests {
    /// A Style Dictionary project whose `tokens/` a package script writes from a Tokens Studio
    /// export; `withScript` false leaves the script out.
    private func project(withScript: Bool) -> String {
        let root = Support.scratch() + "/transformed"
        let scripts = withScript ? #", "scripts": { "tokens": "token-transformer ./figma/tokens.json tokens/color.json global,light" }"# : ""
        Support.write(#"{ "name": "acme-tokens"\#(scripts) }"#, root + "/package.json")
        Support.write(#"{ "source": ["tokens/**/*.json"], "platforms": { "css": {} } }"#, root + "/config.json")
        Support.write(##"{ "color": { "page": { "value": "#ffffff", "type": "color" }, "text": { "value": "#111111", "type": "color" }, "accent": { "value": "#0055cc", "type": "color" } } }"##,
                      root + "/tokens/color.json")
        Support.write(##"""
            { "global": { "red": { "value": "#d00000", "type": "color" }, "green": { "value": "#00a000", "type": "color" },
                          "grey": { "value": "#777777", "type": "color" }, "blue": { "value": "#0055cc", "type": "color" } },
              "light": { "page": { "value": "#fafafa", "type": "color" }, "text": { "value": "#202020", "type": "color" } },
              "$metadata": { "tokenSetOrder": ["global", "light"] } }
            """##, root + "/figma/tokens.json")
        return root
    }

    @Test func aTokensStudioExportTheScriptsTransformIsNotATheme() {
        let catalog = ThemeCatalog.load(paths: [project(withScript: true)], foreign: .formats)
        #expect(catalog.themes.filter { $0.source != .bundled }.map(\.name) == ["acme-tokens"], "\(catalog.themes.map(\.name))")
        let said = catalog.explanations.filter { $0.system.hasSuffix("figma/tokens.json") }
        #expect(said.count == 1 && said[0].reason.contains("turns into tokens/color.json") && said[0].reason.contains("package.json: token-transformer"),
                "\(said.map(\.reason))")
    }

    @Test func withoutTheScriptTheExportStaysATheme() {
        let catalog = ThemeCatalog.load(paths: [project(withScript: false)], foreign: .formats)
        #expect(catalog.themes.filter { $0.source != .bundled }.count == 2, "\(catalog.themes.map(\.name))")
    }

    @Test func commandLinesSplitAtQuotesAndCallsAndDropDotSlash() {
        let line = TransformedSources.commandLine("  exec('node_modules/.bin/token-transformer ./data/tokens.json tokens/base.json reference')", origin: "run.js")
        #expect(line.words.contains("data/tokens.json") && line.words.contains("tokens/base.json"))
        #expect(TransformedSources.transforming("data/tokens.json", into: { $0 == "tokens/base.json" }, lines: [line])?.1 == "tokens/base.json")
        // The output must come after the input: a line that writes the export from the tokens is the other way round.
        #expect(TransformedSources.transforming("tokens/base.json", into: { $0 == "data/tokens.json" }, lines: [line]) == nil)
    }
}
