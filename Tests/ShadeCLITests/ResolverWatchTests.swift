import Foundation
import ShadeApp
import ShadeTokens
import ShadeView
import Testing
@testable import ShadeCLI
import ShadeCatalog

/// Live reload follows a design system's token files into the folders its resolver keeps
/// them in, so editing `acme/light.json` changes the screen like any theme edit.
@Suite struct ResolverWatchTests {
    /// A themes folder holding Acme: its resolver and sidecar at the top, its token files in `acme/`.
    func folder() throws -> String { try SystemCommandFixtures.acmeFolder("resolver-watch") }

    /// Acme's light accent with `value` for it (the fixture's file, the accent replaced).
    func light(accent value: String) -> String {
        SystemCommandFixtures.acme["acme/light.json"]!.replacingOccurrences(of: #""accent": { "$value": "{blue.600}" }"#,
                                                                             with: #""accent": { "$value": "\#(value)" }"#)
    }

    @Test func aSystemNamesTheTokenFilesItsResolverReads() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        let files = library.systemSourceFiles
        #expect(files.contains(folder + "/acme/light.json") && files.contains(folder + "/acme/compact.json"), "\(files)")
        #expect(!files.contains { $0.hasPrefix("<built-in>") })
    }

    @Test(arguments: [true, false])
    func editingATokenFileInASubfolderReloadsTheSystem(notifications: Bool) throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(light(accent: "#123456") != SystemCommandFixtures.acme["acme/light.json"], "the fixture still has the accent replaced")
        let before = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        let index = try #require(before.index(of: "Acme"))
        #expect(before.entries[index].resolved(Resolution(.light))[.accent].hex == "#0A66D9")
        let watcher = ThemeWatcher(paths: [folder], preferNotifications: notifications)
        watcher.follow(files: before.systemSourceFiles)
        #expect(watcher.poll().isEmpty, "following files reports nothing by itself")

        let file = folder + "/acme/light.json"
        try Data(light(accent: "#123456").utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        let changed = watcher.changesWithinTwoSeconds()
        #expect(changed.contains(file), "\(changed)")
        #expect(ThemeLibrary.touches(before.entries[index], changed), "the token file's change is the system's")

        let catalog = ThemeCatalog.load(paths: [folder])
        let after = before.merging(reloaded: ThemeLibrary(catalog: catalog), changed: changed, diagnostics: catalog.diagnostics)
        let acme = try #require(after.entries.first { $0.name == "Acme" })
        #expect(acme.resolved(Resolution(.light))[.accent].hex == "#123456")
    }

    @Test func aBrokenTokenFileEditIsReportedAsTheSystemsProblem() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/acme/light.json"
        try Data(light(accent: "#12345Z").utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        let reloaded = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        // What the previewer checks in full after a reload: the themes the change touched.
        let touched = reloaded.entries.filter { ThemeLibrary.touches($0, [file]) }
        #expect(touched.map(\.name) == ["Acme"])
        #expect(touched.flatMap { $0.theme.problems() }.contains { $0.file == file }, "the banner names the token file")
    }
}
