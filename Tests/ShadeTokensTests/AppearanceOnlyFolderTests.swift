import Foundation
import Testing
@testable import ShadeCatalog
@testable import ShadeTokens

/// A folder named by an appearance word alone (`dark/`) holds that appearance of the files of
/// the same names above it: their system's dark, never a theme called `dark`.
@Suite struct AppearanceOnlyFolderTests {
    /// The themes a `tokens/` folder holding a light file at `color.json` and its dark at
    /// `darkPath` lists, each asserted to be one theme with light and dark.
    private func onePairedTheme(darkAt darkPath: String) throws -> [Theme] {
        let root = try SystemFolderTests.folder(["tokens/color.json": Self.light, "tokens/" + darkPath: Self.dark])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let themes = ThemeCatalog.load(paths: [root + "/tokens"]).themes.filter { $0.source != .bundled }
        #expect(themes.count == 1, "\(themes.map(\.name))")
        #expect(themes.first?.system?.appearances == [.light, .dark])
        return themes
    }

    static let light = ##"{"bg": {"$type": "color", "page": {"$value": "#ffffff"}}, "fg": {"$type": "color", "text": {"$value": "#111111"}, "accent": {"$value": "#0055cc"}}}"##
    static let dark = ##"{"bg": {"$type": "color", "page": {"$value": "#101010"}}, "fg": {"$type": "color", "text": {"$value": "#f0f0f0"}, "accent": {"$value": "#66aaff"}}}"##

    @Test func aDarkFolderIsTheDarkOfTheFilesAboveIt() throws {
        let themes = try onePairedTheme(darkAt: "dark/color.json")
        #expect(!themes.contains { $0.name == "dark" })
    }

    @Test func theUnmarkedFileOfAPairIsItsLight() throws {
        _ = try onePairedTheme(darkAt: "color-dark.json")
        #expect(AssembledSystem.namingLight(["color", "color-dark"], paths: ["color.json", "color-dark.json"]) == ["light", "color-dark"])
        // Modes that are not a light/dark pair keep their names.
        #expect(AssembledSystem.namingLight(["color", "color-brand"], paths: ["color.json", "color-brand.json"]) == ["color", "color-brand"])
    }

    @Test func theKeyDropsAFolderOfAppearanceWordsOnly() {
        #expect(FolderSystems.pairingKey("tokens/dark/color.json").key == FolderSystems.pairingKey("tokens/color.json").key)
        #expect(FolderSystems.pairingKey("tokens/dark/color.json").hadWord)
        // A folder with a name of its own beside the word keeps it.
        #expect(FolderSystems.pairingKey("tokens/brand-dark/color.json").key != FolderSystems.pairingKey("tokens/color.json").key)
    }
}
