import ShadeColor
@testable import ShadeFormats
import ShadeTokens
import Testing

/// Figma Design Tokens (lukasoppermann) exports in the plugin's own format write a group's
/// metadata as `extensions` without the `$`, keyed by the vendor's reverse-domain name, beside
/// `description` (as brave/leo's `android.tokens.json` does).
@Suite struct LegacyExtensionsTests {
    @Test func anExtensionsObjectOfVendorNamesIsMetadataNotAGroup() throws {
        let path = Support.scratch() + "/legacy.json"
        Support.write("""
        { "effect": { "sheet": {
            "0": { "type": "color", "value": "#00000026" },
            "description": null,
            "extensions": { "org.lukasoppermann.figmaDesignTokens": { "styleId": "S:840b", "exportKey": "effect" } } } },
          "color": { "page": { "type": "color", "value": "#ffffff" },
                     "extensions": { "value": "#111111", "type": "color" } } }
        """, path)
        let (system, problems) = TokensStudioReader.read(path: path)
        #expect(problems.isEmpty, "\(problems)")
        let list = try #require(system.flatMap { ResolvedVariants.tokens(of: $0, at: Resolution(.light)) })
        let paths = Set(list.map(\.path))
        #expect(paths.contains("effect.sheet.0") && paths.contains("color.page"))
        #expect(paths.contains("color.extensions"), "a token named extensions is still a token")
        #expect(!paths.contains { $0.contains("lukasoppermann") })
    }
}
