@testable import ShadeTokens
import Testing

/// Where a system's role map lives, for each kind of file a system is opened from.
struct SidecarPathTests {
    @Test func aFileSystemsMapIsBesideItUnderItsName() {
        #expect(SystemTheme.sidecarPath(for: "ds/acme.resolver.json") == "ds/acme.shade.json")
        #expect(SystemTheme.sidecarPath(for: "ds/acme.tokens.json") == "ds/acme.shade.json")
        #expect(SystemTheme.sidecarPath(for: "ds/acme.json") == "ds/acme.shade.json")
    }

    @Test func aFolderAssembledAsOneSystemKeepsItsMapInsideUnderTheFoldersName() {
        // The catalog opens a folder of token files (a Figma export, light/dark pairs) as the
        // folder itself: its map must have a name, not be `tokens/.shade.json`.
        #expect(SystemTheme.sidecarPath(for: "repo/tokens/") == "repo/tokens/tokens.shade.json")
        #expect(SystemTheme.sidecarPath(for: "/abs/Brand Kit//") == "/abs/Brand Kit/Brand Kit.shade.json")
    }
}
