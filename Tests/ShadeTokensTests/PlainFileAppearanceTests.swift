import Foundation
import ShadeColor
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog
import ShadeFiles

/// A plain DTCG token file (no resolver, no modifier) has the one appearance its page
/// background says, by the rule terminal palettes use (``Appearance/init(page:)``); the other
/// appearance is not provided rather than shown as Light.
@Suite struct PlainFileAppearanceTests {
    static let dark = ##"""
    { "text": { "$type": "color", "primary": { "$value": "#EDEDED" }, "secondary": { "$value": "#A0A0A0" } },
      "background": { "$type": "color", "primary": { "$value": "#111318" } } }
    """##

    static let light = ##"""
    { "text": { "$type": "color", "primary": { "$value": "#1a1a1a" } },
      "background": { "$type": "color", "primary": { "$value": "#fdfdfd" } } }
    """##

    func theme(_ name: String, _ text: String) throws -> (Theme, String) {
        let folder = NSTemporaryDirectory() + "shade-plain-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/\(name).tokens.json"))
        return (try #require(ThemeCatalog.load(paths: [folder]).theme(named: name)), folder)
    }

    @Test func aDarkTokenFileIsDarkAndLightIsNotProvided() throws {
        let (theme, folder) = try theme("night", Self.dark)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(theme.availableResolutions == [Resolution(.dark)])
        #expect(throws: ThemeProblems.self) { try theme.resolve(Resolution(.light)) }
        let dark = try theme.resolve(Resolution(.dark))
        #expect(dark[.backgroundPrimary] == RGB(0x111318))
        #expect(dark[.foregroundPrimary] == RGB(0xEDEDED))
        let system = DesignSystem.open(path: folder + "/night.tokens.json")
        #expect(system.appearances == [.dark])
    }

    @Test func aLightTokenFileStaysLight() throws {
        let (theme, folder) = try theme("day", Self.light)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(theme.availableResolutions == [Resolution(.light)])
    }

    @Test func theRuleIsTheTerminalPalettesMidGreyPoint() {
        #expect(Appearance(page: RGB(0x111318)) == .dark)
        #expect(Appearance(page: RGB(0xFDFDFD)) == .light)
        // Relative luminance 0.18 is the boundary: #767676 lies just above it, #757575 below.
        #expect(RGB(0x767676).relativeLuminance >= 0.18 && Appearance(page: RGB(0x767676)) == .light)
        #expect(RGB(0x757575).relativeLuminance < 0.18 && Appearance(page: RGB(0x757575)) == .dark)
    }
}
