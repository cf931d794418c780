import ShadeJSON
import ShadeCatalog
import Foundation
import ShadeApp
import ShadeJSON
import ShadeTokens
import ShadeCatalog
import Testing
@testable import ShadeView

/// The role editor's update path, pure: Enter in the Tokens screen's role view opens the
/// chooser on the focused role, typing filters, arrows preview over the whole screen, Enter
/// pins at the context drawn (a `.writeRoles` effect), Esc goes back, `u` undoes, `R` resets.
@Suite struct RoleEditorTests {
    /// A folder with one resolver system, North: a day/night scheme, two greys of text.
    static func northFolder(sidecar: String? = nil) throws -> String {
        let folder = NSTemporaryDirectory() + "shade-roles-" + UUID().uuidString
        var files: [String: String] = [
            "north.resolver.json": ##"""
            { "version": "2025.10", "name": "North",
              "sets": { "base": { "sources": [{ "$ref": "north/palette.json" }] } },
              "modifiers": { "scheme": { "contexts": { "day": [{ "$ref": "north/day.json" }], "night": [{ "$ref": "north/night.json" }] }, "default": "day" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/scheme" }] }
            """##,
            "north/palette.json": ##"""
            { "ink": { "$type": "color", "0": { "$value": "#fbfaf7" }, "3": { "$value": "#cfc8b8" }, "5": { "$value": "#8a8475", "$description": "Muted ink for hints" },
                       "6": { "$value": "#6b6353" }, "9": { "$value": "#15130f" } },
              "pine": { "$type": "color", "4": { "$value": "#4fa88a" }, "6": { "$value": "#1f6f55" } } }
            """##,
            "north/day.json": ##"""
            { "text": { "$type": "color", "primary": { "$value": "{ink.9}" }, "secondary": { "$value": "{ink.6}" } },
              "surface": { "$type": "color", "default": { "$value": "{ink.0}" } },
              "brand": { "$type": "color", "primary": { "$value": "{pine.6}" } } }
            """##,
            "north/night.json": ##"""
            { "text": { "$type": "color", "primary": { "$value": "{ink.0}" }, "secondary": { "$value": "{ink.3}" } },
              "surface": { "$type": "color", "default": { "$value": "{ink.9}" } },
              "brand": { "$type": "color", "primary": { "$value": "{pine.4}" } } }
            """##,
        ]
        if let sidecar { files["north.shade.json"] = sidecar }
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        return folder
    }

    /// North at night on the Tokens screen's role view, the focus on `role`.
    static func model(_ folder: String, focusing role: ColorToken = .foregroundSecondary) -> AppModel {
        let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        var state = AppState(themeIndex: library.index(of: "North")!, themeCount: library.entries.count, appearanceMode: .dark)
        state.screen = .tokens
        state.showingRoleTokens = true
        state.tokenCursor = role.index
        return AppModel(state: state, library: library)
    }

    /// Sends keys through `App.update`, collecting every effect.
    static func press(_ keys: [InputKey], on start: AppModel) -> (model: AppModel, effects: [Effect]) {
        keys.reduce(into: (start, [Effect]())) { result, key in
            let (next, effects) = App.update(result.0, .key(key))
            result = (next, result.1 + effects)
        }
    }

    /// The role-map write among `effects`.
    static func written(_ effects: [Effect]) -> Effect? {
        effects.last { if case .writeRoles = $0 { true } else { false } }
    }

    static func typing(_ text: String) -> [InputKey] { text.map(InputKey.character) }

    static func secondary(_ model: AppModel, _ appearance: Appearance = .dark) -> RoleFill {
        model.entry.resolved(Resolution(appearance)).roles[.foregroundSecondary]
    }

    @Test func enterOpensTheChooserOnTheFocusedRoleAndTypingFilters() throws {
        let folder = try Self.northFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = Self.model(folder)
        let original = Self.secondary(start)
        let (open, _) = Self.press([.enter], on: start)
        let chooser = try #require(open.state.roleChooser)
        #expect(chooser.role == .foregroundSecondary && chooser.original == original.token)
        #expect(open.state.keyContext == .chooser)
        let view = try #require(open.view.roleChooser)
        #expect(view.tokens[chooser.results[chooser.highlighted]].path == original.token, "it opens on the role's token")
        // Words match paths, hexes and descriptions alike.
        let (hints, _) = Self.press(Self.typing("hints"), on: open)
        #expect(hints.view.roleChooser.map { $0.results.map { $0 }.map { view.tokens[$0].path } } == ["ink.5"])
        let (hex, _) = Self.press(Self.typing("4FA8"), on: open)
        #expect(hex.view.roleChooser.map { $0.results.map { view.tokens[$0].path } } == ["pine.4", "brand.primary"], "brand is pine.4 at night")
        // The chooser draws over the screen, with the partner's contrast.
        let frame = Screen.render(hints, columns: 120, rows: 40)
        #expect(frame.allText.contains("ink.5") && frame.allText.contains("contrast on backgroundPrimary"))
    }

    /// Typing narrows within the matches so far and erasing widens from every token; either
    /// way the matches are exactly those of the query typed afresh.
    @Test func narrowingAndWideningMatchAFreshFilter() throws {
        let folder = try Self.northFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var model = Self.press([.enter], on: Self.model(folder)).model
        let tokens = try #require(model.view.roleChooser).tokens
        for key in Self.typing("in") + [.backspace, .backspace] + Self.typing("p 4") + [.backspace] + Self.typing("4 ") + Self.typing("BRAND") {
            model = App.update(model, .key(key)).model
            let chooser = try #require(model.state.roleChooser)
            #expect(chooser.results == RoleChooser.matches(tokens, query: chooser.query), "after \(key): \(chooser.query)")
        }
        #expect(model.state.roleChooser?.query == "p 4 BRAND")
        #expect(model.state.roleChooser.map { $0.results.map { tokens[$0].path } } == ["brand.primary"], "case is ignored")
    }

    @Test func arrowsPreviewTheWholeScreenAndEscGoesBack() throws {
        let folder = try Self.northFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = Self.model(folder)
        let (previewing, effects) = Self.press([.enter] + Self.typing("ink") + [.down], on: start)
        #expect(!effects.contains { if case .writeRoles = $0 { true } else { false } }, "nothing is written while choosing")
        let chooser = try #require(previewing.state.roleChooser)
        let highlighted = try #require(previewing.view.roleChooser).tokens[chooser.results[chooser.highlighted]]
        let shown = Self.secondary(previewing)
        #expect(shown.token == highlighted.path && shown.origin == .explicit, "the highlighted token fills the role on screen")
        #expect(Screen.render(previewing, columns: 120, rows: 40) != Screen.render(start, columns: 120, rows: 40))
        // The card is drawn in the theme as it was when the chooser opened, so a pale token
        // previewed in a text role never makes the chooser itself unreadable.
        let hints = Self.press([.enter] + Self.typing("hints"), on: start).model
        let card = try #require(hints.view.roleChooser?.card)
        #expect(card[.foregroundSecondary] == start.entry.resolved(Resolution(.dark))[.foregroundSecondary])
        #expect(hints.entry.resolved(Resolution(.dark))[.foregroundSecondary].hex == "#8A8475", "while the screen previews ink.5")
        // At every size the card leaves the previewed role's row in view, and fits its columns.
        for (columns, rows) in [(80, 24), (120, 40), (200, 60)] {
            let frame = Screen.render(hints, columns: columns, rows: rows)
            #expect((0..<rows).contains { frame.text(ofRow: $0).contains("foregroundSec") && frame.text(ofRow: $0).contains("#8A8475") },
                    "\(columns)×\(rows): the role's row shows the previewed colour")
            let top = try #require((0..<rows).first { frame.text(ofRow: $0).contains("─ foregroundSecondary ─") }, "\(columns)×\(rows)")
            let width = frame.text(ofRow: top).drop { $0 != "╭" }.prefix { $0 != "╮" }.count + 1
            #expect((50...84).contains(width), "\(columns)×\(rows): the card is \(width) wide")
        }
        let (back, _) = Self.press([.escape], on: previewing)
        #expect(back.state.roleChooser == nil && Self.secondary(back) == Self.secondary(start))
        #expect(back.state.screen == .tokens, "Esc closes the chooser, it does not quit")
    }

    @Test func enterPinsAtTheContextDrawnAndUUndoes() throws {
        let folder = try Self.northFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = Self.model(folder)
        let dayBefore = Self.secondary(start, .light)
        let (kept, effects) = Self.press([.enter] + Self.typing("hints") + [.enter], on: start)
        #expect(kept.state.roleChooser == nil)
        guard case .writeRoles(let path, let text)? = Self.written(effects) else { Issue.record("no write: \(effects)"); return }
        #expect(path == folder + "/north.shade.json", "beside the resolver, never into it")
        let map = RoleMapEdit.read(text, file: path)
        #expect(map.diagnostics.isEmpty)
        #expect(map.choice(for: .foregroundSecondary, context: ["scheme": "night"])?.path == "ink.5")
        #expect(map.choice(for: .foregroundSecondary, context: ["scheme": "day"]) == nil, "day keeps its own choice")
        #expect(Self.secondary(kept).token == "ink.5" && Self.secondary(kept).confidenceWord == "pinned")
        #expect(Self.secondary(kept, .light) == dayBefore)
        #expect(kept.message?.contains("foregroundSecondary → ink.5") == true)
        // The header counts the pin; the role view names the pinned token, a literal with no
        // alias chain, and says it is pinned.
        #expect(Screen.render(kept, columns: 200, rows: 40).text(ofRow: 0).contains("roles: 1 pinned"))
        let row = try #require(kept.vocabulary.tokens.first { $0.path == "foregroundSecondary" })
        #expect(row.aliasChain == ["ink.5"] && row.confidence == "pinned" && !row.guessed)
        let drawn = Screen.render(kept, columns: 200, rows: 40)
        #expect((0..<40).contains { drawn.text(ofRow: $0).contains("foregroundSecondary") && drawn.text(ofRow: $0).contains("ink.5") })

        let (undone, undoEffects) = Self.press([.character("u")], on: kept)
        guard case .writeRoles(let undoPath, let undoText)? = Self.written(undoEffects) else { Issue.record("no write: \(undoEffects)"); return }
        #expect(undoPath == path)
        #expect(RoleMapEdit.read(undoText, file: path).entries.isEmpty, "the map as it was: nothing pinned")
        #expect(Self.secondary(undone) == Self.secondary(start))
        let (nothing, noEffects) = Self.press([.character("u")], on: undone)
        #expect(Self.written(noEffects) == nil && nothing.message == "Nothing to undo")
    }

    @Test func rResetsAPinnedRoleToTheGuess() throws {
        let sidecar = ##"{ "roles": { "foregroundSecondary": { "scheme=night": "ink.5", "*": "ink.6" } }, "pairs": [] }"##
        let folder = try Self.northFolder(sidecar: sidecar)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let start = Self.model(folder)
        #expect(Self.secondary(start).token == "ink.5")
        let (reset, effects) = Self.press([.character("R")], on: start)
        guard case .writeRoles(_, let text)? = Self.written(effects) else { Issue.record("no write: \(effects) \(reset.message ?? "")"); return }
        let map = RoleMapEdit.read(text, file: "north.shade.json")
        // Unpinned at night, where a pin for every context must not take its place; day keeps it.
        #expect(map.choice(for: .foregroundSecondary, context: ["scheme": "night"]) == nil)
        #expect(map.choice(for: .foregroundSecondary, context: ["scheme": "day"])?.path == "ink.6")
        #expect(Self.secondary(reset).origin != .explicit)
        // A role nobody pinned is already the guess: said, nothing written.
        let (again, none) = Self.press([.down, .character("R")], on: reset)
        #expect(Self.written(none) == nil && again.message?.contains("not pinned") == true)
    }

    @Test func pinsAreMadeAroundWhatTheMapSays() {
        let here = SourcePosition(line: 1, column: 1)
        let everywhere = RoleMap(file: "x.shade.json", entries: [RoleMap.Entry(role: .accent, position: here, value: .path("brand", here))])
        let pinned = RoleMapEdit.pinning(.accent, to: "brand.dark", at: ["appearance=dark"], in: everywhere, file: "x.shade.json")
        #expect(pinned.choice(for: .accent, context: ["appearance": "dark"])?.path == "brand.dark")
        #expect(pinned.choice(for: .accent, context: ["appearance": "light"])?.path == "brand", "the other contexts keep theirs")
        let single = RoleMapEdit.pinning(.accent, to: "brand.red", at: [], in: everywhere, file: "x.shade.json")
        #expect(single.entries.count == 1 && single.choice(for: .accent, context: [:])?.path == "brand.red")
        let removed = RoleMapEdit.pinning(.accent, to: nil, at: [], in: everywhere, file: "x.shade.json")
        #expect(removed.entries.isEmpty)
        // Text and reading agree, nested choices included.
        let nested = RoleMapEdit.pinning(.accent, to: "a.hc", at: ["appearance=dark", "contrast=high"], in: pinned, file: "x.shade.json")
        let read = RoleMapEdit.read(RoleMapEdit.sidecarText(nested, source: "x.resolver.json"), file: "x.shade.json")
        #expect(read.diagnostics.isEmpty)
        for context in [["appearance": "dark", "contrast": "high"], ["appearance": "dark", "contrast": "standard"], ["appearance": "light"]] {
            #expect(read.choice(for: .accent, context: context)?.path == nested.choice(for: .accent, context: context)?.path, "\(context)")
        }
    }

    @Test func escClearsAKeptFilterBeforeQuittingAndROnAShadeThemeSaysWhy() {
        var tokens = AppFixtures.model(theme: "Sky", .light)
        tokens.state.screen = .tokens
        let (filtered, _) = Self.press([.character("/")] + Self.typing("accent") + [.enter], on: tokens)
        #expect(filtered.state.tokenFilter == "accent")
        let (cleared, clearEffects) = Self.press([.escape], on: filtered)
        #expect(cleared.state.tokenFilter.isEmpty && !clearEffects.contains(.quit))
        #expect(Self.press([.escape], on: cleared).effects.contains(.quit))
        let (told, _) = Self.press([.character("r")], on: tokens)
        #expect(told.message?.contains("one of Shade's themes") == true && told.message?.contains("no role map to write") == true, "\(told.message ?? "")")
    }
}
