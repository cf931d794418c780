import ShadeTokens
import Testing
import ShadeCatalog

@Suite struct ThemeProblemsTests {
    /// A theme whose one broken literal is reached by several tokens fails to resolve with
    /// that problem named once, not once per token that leads to it.
    @Test func aProblemReachedBySeveralTokensIsPrintedOnce() throws {
        let text = #"""
        {
          "$extensions": { "dev.shade": { "name": "Ocean", "extends": "Sky" } },
          "light": { "$type": "color", "backgroundPrimary": { "$value": "#E0F0FZ" } }
        }
        """#
        let catalog = ThemeCatalog.load(paths: [try Fixtures.folder(["ocean.json": text])])
        let ocean = try #require(catalog.theme(named: "Ocean"))
        do {
            _ = try ocean.resolve(Resolution(.light), extras: [:])
            Issue.record("a theme with a broken light background resolves in light")
        } catch {
            #expect(error.diagnostics.count > 1, "only one token reaches the broken literal, so this proves nothing")
            let lines = error.description.split(separator: "\n")
            #expect(lines.count == 1, "\(error.description)")
            #expect(lines.first?.contains("ocean.json:3:") == true && lines.first?.contains("E0F0FZ") == true)
        }
    }
}
