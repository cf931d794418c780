import Foundation
import ShadeTokens
import SnapshotTesting
import Testing
import ShadeApp
@testable import ShadeView
import ShadeCatalog

/// The Palette screen shows a design system's own scales, grouped by path (issue 10).
@Suite struct PaletteSystemTests {
    /// A resolver system whose scales are written out of order, with semantic tokens over them.
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "shade-view-palette-" + UUID().uuidString
        let files: [String: String] = [
            "fjord.resolver.json": ##"""
            { "version": "2025.10", "name": "Fjord",
              "sets": { "base": { "sources": [{ "$ref": "fjord/scales.json" }] } },
              "modifiers": { "mode": { "contexts": { "light": [{ "$ref": "fjord/light.json" }], "dark": [{ "$ref": "fjord/dark.json" }] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }] }
            """##,
            "fjord/scales.json": ##"""
            { "color": { "$type": "color",
                "blue": { "900": { "$value": "#0b2545" }, "100": { "$value": "#dbe9f9" }, "50": { "$value": "#f1f7fd" },
                          "500": { "$value": "#2f6fb5" }, "300": { "$value": "#8bb4e3" } },
                "gray": { "50": { "$value": "#f7f7f8" }, "1000": { "$value": "#0d0d0f" }, "200": { "$value": "#d9d9de" }, "700": { "$value": "#4a4a55" } } } }
            """##,
            "fjord/light.json": ##"""
            { "text": { "$type": "color", "primary": { "$value": "{color.gray.1000}" }, "secondary": { "$value": "{color.gray.700}" } },
              "background": { "$type": "color", "primary": { "$value": "{color.gray.50}" } },
              "accent": { "$type": "color", "default": { "$value": "{color.blue.500}" } } }
            """##,
            "fjord/dark.json": ##"""
            { "text": { "$type": "color", "primary": { "$value": "{color.gray.50}" }, "secondary": { "$value": "{color.gray.200}" } },
              "background": { "$type": "color", "primary": { "$value": "{color.gray.1000}" } },
              "accent": { "$type": "color", "default": { "$value": "{color.blue.300}" } } }
            """##,
        ]
        for (name, contents) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        }
        return folder
    }

    @Test(arguments: [AppearanceMode.light, .dark])
    func aSystemsScalesAreItsRamps(appearance: AppearanceMode) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        let index = try #require(library.index(of: "Fjord"))
        var model = AppModel(state: AppState(themeIndex: index, themeCount: library.entries.count, appearanceMode: appearance), library: library)
        model.state.screen = .palette
        let ramps = model.vocabulary.ramps
        try #require(ramps.map(\.name) == ["color.blue", "color.gray"])
        #expect(ramps.first?.steps.map(\.name) == ["50", "100", "300", "500", "900"], "steps in numeric order")
        #expect(ramps.last?.steps.map(\.name) == ["50", "200", "700", "1000"])
        let page = model.entry.resolved(model.drawnResolution)[.backgroundPrimary]
        #expect(model.vocabulary.page == page)
        let accentStep = appearance == .light ? "500" : "300"
        #expect(ramps[0].steps.first { $0.name == accentStep }?.roles.contains("accent") == true, "the step the accent uses is marked")
        let frame = Screen.render(model, columns: 120, rows: 40)
        let text = (0..<frame.height).map(frame.text(ofRow:)).joined(separator: "\n")
        #expect(text.contains("COLOR.BLUE") && text.contains("#2F6FB5"))
        assertSnapshot(of: frame, as: .cells, named: "fjord-palette-\(appearance.rawValue)-120x40")
    }
}
