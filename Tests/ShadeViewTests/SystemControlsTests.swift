import Foundation
import ShadeTokens
import SnapshotTesting
import Testing
import ShadeApp
@testable import ShadeView
import ShadeCatalog

/// The previewer's controls for a design system: `o`/`O` move its extra axes, the header
/// says the contexts and how the roles were filled, and the Tokens screen lists the
/// system's own tokens (`r` switches to the roles).
@Suite struct SystemControlsTests {
    /// Applies keys as the loop does: each through `App.update`.
    func press(_ keys: InputKey..., on start: AppModel) -> AppModel {
        keys.reduce(into: start) { model, key in model = App.update(model, .key(key)).model }
    }

    func withNorth(_ body: (ThemeLibrary) throws -> Void) throws {
        let folder = try SystemScreenTests.systemsFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder])))
    }

    @Test func oCyclesTheExtraAxisContextsAndWraps() throws {
        try withNorth { library in
            let north = try SystemScreenTests.model(library, "North", .dark)
            #expect(north.entry.chosenContexts.map(\.context) == ["comfortable"])
            let once = press(.character("o"), on: north)
            #expect(once.entry.extras == ["density": "compact"])
            #expect(once.entry.resolved(Resolution(.dark)).context["density"] == "compact")
            #expect(press(.character("o"), .character("o"), on: north).entry.extras == ["density": "comfortable"], "wraps")
            let axisMoved = press(.character("O"), .character("o"), on: north)
            #expect(axisMoved.state.extraAxis == 1)
            #expect(axisMoved.entry.extras == ["density": "compact"], "one axis: O comes back to it")
        }
    }

    @Test func oDoesNothingAndIsNotOfferedWithoutExtraAxes() throws {
        try withNorth { library in
            let mono = try SystemScreenTests.model(library, "mono", .light)
            #expect(press(.character("o"), on: mono).entry.extras.isEmpty)
            let sky = try SystemScreenTests.model(library, "Sky", .light)
            #expect(press(.character("o"), on: sky).entry.extras.isEmpty)
            #expect(!Screen.render(sky, columns: 200, rows: 40).text(ofRow: 39).contains("context"))
            let north = try SystemScreenTests.model(library, "North", .light)
            #expect(Screen.render(north, columns: 200, rows: 40).text(ofRow: 39).contains("o context"))
        }
    }

    @Test func keymapListsTheSystemKeysInHelpButFootersOnlyWhenMet() {
        let keys = Keymap.helpRows.map(\.keys)
        #expect(keys.contains("o") && keys.contains("O") && keys.contains("r"))
        #expect(!Keymap.footerHints(in: .screen(.gallery)).contains { $0.keys == "o" })
        #expect(Keymap.footerHints(in: .screen(.gallery), designSystem: true, extraAxes: true).contains { $0.keys == "o" })
        #expect(!Keymap.footerHints(in: .screen(.tokens), designSystem: false, extraAxes: false).contains { $0.keys == "r" })
        #expect(Keymap.footerHints(in: .screen(.tokens), designSystem: true, extraAxes: false).contains { $0.keys == "r" })
    }

    @Test func theHeaderSaysTheContextsAndHowSureTheRolesAre() throws {
        try withNorth { library in
            let north = press(.character("o"), on: try SystemScreenTests.model(library, "North", .dark))
            let roles = north.entry.resolved(Resolution(.dark)).roles
            let palette = roles.count(of: .palette), derived = roles.count(of: .derived)
            // Its one green, pine, is its success colour; its night page's ink labels the accent.
            #expect(palette == 2, "pine as success, and the page's ink.9 on the accent")
            #expect(roles[.onAccent].token == "surface.default")
            let wide = Screen.render(north, columns: 160, rows: 30).text(ofRow: 0)
            // Guessed roles (chosen by value, or derived) are counted once, in words; named
            // ones are what the files say, and nothing is pinned.
            #expect(wide.contains("Dark · Standard · density=compact · roles: \(palette + derived) guessed"), "\(wide)")
            #expect(!wide.contains("pinned") && !wide.contains("named"))
            #expect(wide.components(separatedBy: "guessed").count == 2, "guesses are counted once: \(wide)")
            // The designer pins the success colour (a guess) to a token: one pinned, one guess fewer.
            let map = RoleMapEdit.read(#"{ "roles": { "success": "text.primary" } }"#, file: "north.shade.json")
            let pinned = ThemeLibrary.Entry(theme: north.entry.theme.pinning(map)).keepingLastGood(of: north.entry)
            var edited = north
            edited.library = ThemeLibrary(entries: north.library.entries.enumerated().map { $0.offset == north.state.themeIndex ? pinned : $0.element })
            let wideEdited = Screen.render(edited, columns: 160, rows: 30).text(ofRow: 0)
            #expect(wideEdited.contains("roles: 1 pinned, \(palette + derived - 1) guessed"), "\(wideEdited)")
            let shorter = Screen.statuses(edited.view)[1]
            #expect(shorter.contains("compact · 1 pinned, \(palette + derived - 1) guessed"), "a shorter header keeps the words: \(shorter)")
            let narrow = Screen.render(north, columns: 60, rows: 20).text(ofRow: 0)
            #expect(narrow.contains("North"), "the active theme's name is never dropped")
            #expect(!narrow.contains("density="), "narrow headers abbreviate")
            let sky = try SystemScreenTests.model(library, "Sky", .dark)
            #expect(!Screen.render(sky, columns: 160, rows: 30).text(ofRow: 0).contains("named"))
        }
    }

    @Test func theTokensScreenListsTheSystemsOwnTokensAndRSwitchesToRoles() throws {
        try withNorth { library in
            var north = try SystemScreenTests.model(library, "North", .dark)
            north.state.screen = .tokens
            let paths = north.vocabulary.tokens.map(\.path)
            #expect(paths.contains("text.primary") && paths.contains("ink.9"))
            #expect(!paths.contains("backgroundPrimary"))
            let resolved = north.entry.resolved(Resolution(.dark))
            let fill = try #require(resolved.roles.fills.first { $0.token != nil })
            let token = try #require(north.vocabulary.tokens.first { $0.path == fill.token })
            #expect(token.roles.contains(fill.role.rawValue), "each token names the roles it fills")
            assertSnapshot(of: Screen.render(north, columns: 120, rows: 30), as: .cells, named: "north-tokens-120x30")
            let roles = press(.character("r"), on: north)
            #expect(roles.vocabulary.tokens.map(\.path).contains("backgroundPrimary"))
            let rolesFrame = Screen.render(roles, columns: 120, rows: 30)
            // App.update also brings the shown system's banner, so the caption may sit a row lower.
            #expect((2...3).contains { rolesFrame.text(ofRow: $0).contains("role tokens") })
        }
    }
}
