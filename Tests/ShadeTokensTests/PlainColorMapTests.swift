import Testing
import ShadeJSON
@testable import ShadeTokens
@testable import ShadeCatalog

/// Issue 32: a JSON file of nested groups whose leaves are plain colour strings, with no
/// `$value` anywhere (a Figma plugin's palette export, VKUI's `figma/vk.json`), is a token
/// file: every colour is read as a `color` token, and the file is said once, not once a leaf.
@Suite struct PlainColorMapTests {
    static let export = ##"{"light": {"background": {"page": "#ffffff", "veil": "rgba(0, 0, 0, 0.2)"}, "text": {"primary": "#000000"}}, "dark": {"background": {"page": "#0a0a0a"}}}"##

    @Test func aPlainColourMapIsATokenFileReadWithOneDeviation() throws {
        let root = try JSONParser.parse(Array(Self.export.utf8))
        #expect(DTCGPlainColorMap.isPlain(root))
        #expect(FileClassifier.kind(of: root, name: "vk.json") == .tokenFile)
        // Outside the dialect's group names such a file is a build's flat output, left unread.
        let flat = try JSONParser.parse(Array(##"{"background": {"page": "#ffffff", "veil": "#000000"}}"##.utf8))
        #expect(FileClassifier.kind(of: flat, name: "semantic.json") == .notATheme(.noToken))
        let system = DesignSystem.open(path: "vk.json", files: MemoryTokenFiles(["vk.json": Array(Self.export.utf8)]), colorStrings: .css)
        let resolved = system.resolve(system.defaultContext)
        #expect(resolved.color("light.background.page")?.color.rgb.hex == "#FFFFFF")
        #expect(resolved.color("light.background.veil") != nil)
        #expect(resolved.color("dark.background.page")?.color.rgb.hex == "#0A0A0A")
        let said = Set(system.diagnostics + resolved.diagnostics)
        #expect(said.allSatisfy { $0.severity == .deviation }, "\(said)")
        #expect(said.filter { $0.message.contains("plain strings") }.count == 1, "\(said)")
    }

    @Test func otherPlainJSONIsNoColourMap() throws {
        for text in [
            ##"{"name": "pkg", "version": "1.0.0"}"##,
            ##"{"a": {"b": "#fff", "c": 3}}"##,
            ##"{"a": {"$type": "color", "b": "#fff", "c": "#000"}}"##,
            ##"{"only": "#fff"}"##,
            ##"{"a": {"b": "#ggg", "c": "#000"}}"##,
            ##"{"a": {"b": {"$value": "#fff"}, "c": "#000"}}"##,
            ##"{"color": {"page": {"value": "#ffffff"}, "text": {"value": "#111111"}}}"##,
        ] {
            #expect(!DTCGPlainColorMap.isPlain(try JSONParser.parse(Array(text.utf8))), "\(text)")
        }
    }
}

/// Issue 32: one token file whose top-level groups are its appearances (`light`, `dark`) is
/// read one context a group, not as one context holding both (VKUI's Figma export).
@Suite struct AppearanceGroupFileTests {
    @Test func aFileOfAppearanceGroupsIsReadInLightAndDark() throws {
        let root = try SystemFolderTests.folder(["figma/vk.json": PlainColorMapTests.export])
        let catalog = ThemeCatalog.load(paths: [root])
        let listed = try #require(catalog.themes.first { $0.source != .bundled }?.system)
        #expect(Set(listed.appearances) == [.light, .dark], "\(catalog.explanations.map(\.reason))")
        let dark = listed.resolve(listed.context(for: Resolution(.dark)))
        #expect(dark.color("background.page")?.color.rgb.hex == "#0A0A0A")
        let light = listed.resolve(listed.context(for: Resolution(.light)))
        #expect(light.color("background.page")?.color.rgb.hex == "#FFFFFF")
    }

    @Test func onlyGroupsAllNamedForAppearancesSplitAFile() throws {
        func names(_ text: String) throws -> [String]? { AppearanceGroupFile.appearances(of: try JSONParser.parse(Array(text.utf8))) }
        #expect(try names(##"{"light": {"a": {"$value": "#fff"}}, "dark": {"a": {"$value": "#000"}}}"##) == ["light", "dark"])
        #expect(try names(##"{"light": {"a": {"$value": "#fff"}}, "brand": {"a": {"$value": "#000"}}}"##) == nil)
        #expect(try names(##"{"light": {"a": {"$value": "#fff"}}}"##) == nil)
    }
}
