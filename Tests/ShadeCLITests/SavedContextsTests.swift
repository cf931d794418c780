import Foundation
import ShadeApp
import ShadeTokens
import ShadeView
import Testing
@testable import ShadeCLI
import ShadeCatalog

/// The extra-axis context `o` chose is remembered per design system in the state file, and a
/// stale one falls back to the default without a word.
@Suite struct SavedContextsTests {
    /// A themes folder holding Acme (a size axis: regular by default, or compact).
    func folder() throws -> String { try SystemCommandFixtures.acmeFolder("saved-contexts") }

    func acme(_ library: ThemeLibrary) throws -> ThemeLibrary.Entry {
        try #require(library.entries.first { $0.name == "Acme" })
    }

    @Test func aChosenContextSurvivesASaveAndALaunch() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        let first = ThemeLibrary(catalog: catalog)
        let index = try #require(first.index(of: "Acme"))
        #expect(try acme(first).chosenContexts.map(\.context) == ["regular"])
        // `o` in the first session.
        let chosen = first.advancingContext(ofAxis: 0, forEntry: index)
        let store = StateStore(path: folder + "/state/state.json")
        let remembered = chosen.savedContexts(merging: ["Elsewhere": ["brand": "b"]])
        #expect(remembered == ["Acme": ["size": "compact"], "Elsewhere": ["brand": "b"]], "a system not loaded keeps its choice")
        #expect(store.save(SavedState(theme: "Acme", contexts: remembered)) == nil)
        // The next launch.
        let saved = try #require(store.load().state)
        let next = ThemeLibrary(catalog: catalog).restoring(saved.contexts ?? [:])
        #expect(try acme(next).chosenContexts.map(\.context) == ["compact"])
    }

    @Test func aStaleOrUnknownContextFallsBackToTheDefaultSilently() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        let restored = ThemeLibrary(catalog: catalog).restoring(["Acme": ["size": "huge", "brand": "red"], "Gone": ["size": "compact"]])
        #expect(try acme(restored).extras.isEmpty)
        #expect(try acme(restored).chosenContexts.map(\.context) == ["regular"])
        // Contexts edited by hand into nonsense.
        let store = StateStore(path: folder + "/old/state.json")
        try FileManager.default.createDirectory(atPath: folder + "/old", withIntermediateDirectories: true)
        try Data(#"{ "theme": "Acme", "contexts": { "Acme": { "size": 3 } } }"#.utf8).write(to: URL(fileURLWithPath: store.path))
        let (state, note) = store.load()
        #expect(state == SavedState(theme: "Acme") && note == nil, "malformed contexts are dropped alone and silently")
    }

    @Test func aContextGivenOnTheCommandLineWinsOverTheRememberedOne() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        let restored = ThemeLibrary(catalog: catalog, extras: ["size": "regular"]).restoring(["Acme": ["size": "compact"]])
        #expect(try acme(restored).extras == ["size": "regular"])
    }
}
