import ShadeJSON
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// Token files assembled into one system (``AssembledSystem``) that write a token's dark value
/// beside its light one (Bullhorn Novo's `darkValue`, which its `css/dark` format swaps in).
@Suite struct DarkValueAssemblyTests {
    static let palette = ##"{"color": {"$type": "color", "white": {"$value": "#ffffff"}, "midnight": {"$value": "#202945"}, "ink": {"$value": "#282828"}, "moon": {"$value": "#E0E4F0"}}}"##
    static let semantic = ##"{"background": {"$type": "color", "body": {"$value": "{color.white}", "darkValue": "{color.midnight}"}}, "text": {"$type": "color", "main": {"$value": "{color.ink}", "darkValue": "{color.moon}"}}}"##

    static func file(_ label: String, _ text: String) throws -> FolderSystems.File {
        let root = try JSONParser.parse(Array(text.utf8))
        return FolderSystems.File(label: label, source: .file(label), bytes: Array(text.utf8), facts: TokenFileFacts(root), tree: root)
    }

    @Test func darkValuesBesideTheValuesAreTheDarkAppearance() throws {
        let files = [try Self.file("/nowhere/tokens/palette.json", Self.palette), try Self.file("/nowhere/tokens/semantic.json", Self.semantic)]
        let (system, explanation, _) = try #require(AssembledSystem.open(files, roots: ["/nowhere"]).first)
        #expect(system.appearances.contains(.dark), "\(explanation.reason)")
        let light = system.resolve(system.context(for: Resolution(.light)))
        let dark = system.resolve(system.context(for: Resolution(.dark)))
        #expect(light.color("background.body")?.color.rgb.hex == "#FFFFFF")
        #expect(dark.color("background.body")?.color.rgb.hex == "#202945")
        #expect(dark.color("text.main")?.color.rgb.hex == "#E0E4F0")
        #expect(explanation.reason.contains("darkValue"), "\(explanation.reason)")
    }

    @Test func withoutDarkValuesNoAppearanceIsMade() throws {
        let plain = Self.semantic.replacingOccurrences(of: #", "darkValue": "{color.midnight}""#, with: "")
            .replacingOccurrences(of: #", "darkValue": "{color.moon}""#, with: "")
        let files = [try Self.file("/nowhere/tokens/palette.json", Self.palette), try Self.file("/nowhere/tokens/semantic.json", plain)]
        let (system, _, _) = try #require(AssembledSystem.open(files, roots: ["/nowhere"]).first)
        #expect(!system.appearances.contains(.dark))
    }
}
