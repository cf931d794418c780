import Foundation
import ShadeApp
import ShadeTokens
import ShadeView
import SnapshotTesting
import Testing
import ShadeCatalog

/// A design system drawn by the previewer: the frame of a resolver system, its extra axis,
/// a system with one appearance, and the fixed order a missing variant falls back in.
@Suite struct SystemScreenTests {
    /// A folder holding a small resolver system (light, dark, a size axis) and a plain
    /// token file with one appearance; removed by the caller.
    static func systemsFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "shade-view-systems-" + UUID().uuidString
        let files: [String: String] = [
            "north.resolver.json": ##"""
            { "version": "2025.10", "name": "North",
              "sets": { "base": { "sources": [{ "$ref": "north/palette.json" }] } },
              "modifiers": {
                "scheme": { "contexts": { "day": [{ "$ref": "north/day.json" }], "night": [{ "$ref": "north/night.json" }] }, "default": "day" },
                "density": { "contexts": { "comfortable": [], "compact": [{ "$ref": "north/compact.json" }] }, "default": "comfortable" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/scheme" }, { "$ref": "#/modifiers/density" }] }
            """##,
            "north/palette.json": ##"""
            { "ink": { "$type": "color", "0": { "$value": "#fbfaf7" }, "1": { "$value": "#efece4" }, "3": { "$value": "#cfc8b8" },
                       "6": { "$value": "#6b6353" }, "8": { "$value": "#2e2a22" }, "9": { "$value": "#15130f" } },
              "pine": { "$type": "color", "4": { "$value": "#4fa88a" }, "6": { "$value": "#1f6f55" } } }
            """##,
            "north/day.json": ##"""
            { "text": { "$type": "color", "primary": { "$value": "{ink.9}" }, "secondary": { "$value": "{ink.6}" } },
              "surface": { "$type": "color", "default": { "$value": "{ink.0}" }, "raised": { "$value": "{ink.1}" } },
              "border": { "$type": "color", "default": { "$value": "{ink.3}" } },
              "brand": { "$type": "color", "primary": { "$value": "{pine.6}" } } }
            """##,
            "north/night.json": ##"""
            { "text": { "$type": "color", "primary": { "$value": "{ink.0}" }, "secondary": { "$value": "{ink.3}" } },
              "surface": { "$type": "color", "default": { "$value": "{ink.9}" }, "raised": { "$value": "{ink.8}" } },
              "border": { "$type": "color", "default": { "$value": "{ink.6}" } },
              "brand": { "$type": "color", "primary": { "$value": "{pine.4}" } } }
            """##,
            "north/compact.json": ##"{ "space": { "$type": "dimension", "md": { "$value": { "value": 8, "unit": "px" } } } }"##,
            "mono.tokens.json": ##"{ "text": { "$type": "color", "primary": { "$value": "#222222" } }, "background": { "$type": "color", "primary": { "$value": "#f4f4f4" } } }"##,
        ]
        for (name, contents) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        }
        return folder
    }

    static func model(_ library: ThemeLibrary, _ theme: String, _ appearance: AppearanceMode) throws -> AppModel {
        let index = try #require(library.index(of: theme))
        return AppModel(state: AppState(themeIndex: index, themeCount: library.entries.count, appearanceMode: appearance),
                           library: library)
    }

    @Test func aResolverSystemIsDrawnFromItsRoles() throws {
        let folder = try Self.systemsFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        let model = try Self.model(library, "North", .dark)
        let frame = Screen.render(model, columns: 120, rows: 40)
        let resolved = model.entry.resolved(Resolution(.dark))
        #expect(resolved.context == SystemContext(["scheme": "night", "density": "comfortable"]))
        #expect(frame[2, 35].style.background == resolved[.backgroundPrimary], "the page is the system's page")
        assertSnapshot(of: frame, as: .cells, named: "north-dark-120x40")
    }

    @Test func theLibraryCarriesTheChosenExtraAxes() throws {
        let folder = try Self.systemsFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        let library = ThemeLibrary(catalog: catalog, extras: ["density": "compact"])
        let north = try #require(library.index(of: "North"))
        #expect(library.entries[north].axes.map(\.name) == ["density"])
        #expect(library.entries[north].extras == ["density": "compact"])
        #expect(library.entries[north].resolved(Resolution(.light)).context["density"] == "compact")
        let sky = try #require(library.index(of: "Sky"))
        #expect(library.entries[sky].extras.isEmpty, "a theme without the axis ignores it")
        let chosen = library.choosing(["density": "comfortable"], forEntry: north)
        #expect(chosen.entries[north].resolved(Resolution(.light)).context["density"] == "comfortable")
    }

    @Test func aSystemWithOneAppearanceSaysSoInTheHeader() throws {
        let folder = try Self.systemsFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        let model = try Self.model(library, "mono", .dark)
        #expect(model.drawnResolution == Resolution(.light))
        #expect(Screen.render(model, columns: 140, rows: 30).text(ofRow: 0).contains("Light · Standard · no dark variant"))
    }

    @Test func aMissingVariantFallsBackInAFixedOrder() {
        #expect(ThemeLibrary.Entry.fallbackOrder(for: Resolution(.light, .high)) == [
            Resolution(.light, .high), Resolution(.light), Resolution(.dark, .high), Resolution(.dark),
        ])
        #expect(ThemeLibrary.Entry.fallbackOrder(for: Resolution(.dark)) == [
            Resolution(.dark), Resolution(.dark, .high), Resolution(.light), Resolution(.light, .high),
        ])
    }
}
