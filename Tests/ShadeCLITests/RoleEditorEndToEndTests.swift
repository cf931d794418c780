import Foundation
import Testing

/// The role editor in the real binary, in tmux: choose a role's token, preview it, keep it
/// (the sidecar written beside the system), undo, reset, undo again; then a second run,
/// `shade contrast`, `shade export`, `shade snapshot` and `shade diff git:HEAD` read what
/// was kept, so a team that commits the role map checks what the designer saw.
@Suite(.enabled(if: TmuxDriver.executable != nil, "tmux is not installed: the end-to-end tests drive shade inside tmux"))
struct RoleEditorEndToEndTests {
    /// North: a resolver with a day/night scheme and a muted ink described for hints.
    static func writeNorth(in folder: URL) throws {
        let files: [String: String] = [
            "north.resolver.json": ##"""
            { "version": "2025.10", "name": "North",
              "sets": { "base": { "sources": [{ "$ref": "north/palette.json" }] } },
              "modifiers": { "scheme": { "contexts": { "day": [{ "$ref": "north/day.json" }], "night": [{ "$ref": "north/night.json" }] }, "default": "day" } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/scheme" }] }
            """##,
            "north/palette.json": ##"""
            { "ink": { "$type": "color", "0": { "$value": "#fbfaf7" }, "3": { "$value": "#cfc8b8" }, "5": { "$value": "#8a8475", "$description": "Muted ink for hints" },
                       "6": { "$value": "#6b6353" }, "9": { "$value": "#15130f" } } }
            """##,
            "north/day.json": ##"{ "text": { "$type": "color", "primary": { "$value": "{ink.9}" }, "secondary": { "$value": "{ink.6}" } }, "surface": { "$type": "color", "default": { "$value": "{ink.0}" } } }"##,
            "north/night.json": ##"{ "text": { "$type": "color", "primary": { "$value": "{ink.0}" }, "secondary": { "$value": "{ink.3}" } }, "surface": { "$type": "color", "default": { "$value": "{ink.9}" } } }"##,
        ]
        for (name, text) in files {
            let file = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    /// The sidecar's text, or nil while there is none.
    static func sidecar(_ folder: URL) -> String? {
        try? String(contentsOf: folder.appendingPathComponent("north.shade.json"), encoding: .utf8)
    }

    /// Waits until `condition` holds of the screen; records what was there when it never does.
    static func expectScreen(_ tmux: TmuxDriver, _ what: String, _ condition: @escaping (TmuxScreen) -> Bool) async throws {
        let result = try await tmux.waitForScreen(timeout: .seconds(10), until: condition)
        guard result.satisfied else { throw E2EError("\(what); the screen was:\n\(result.screen)") }
    }

    /// Waits until the sidecar satisfies `condition` (the write runs off the loop).
    static func expectSidecar(_ folder: URL, _ what: String, _ condition: (String?) -> Bool) async throws {
        for _ in 0..<100 where !condition(sidecar(folder)) { try await Task.sleep(for: .milliseconds(100)) }
        #expect(condition(sidecar(folder)), "\(what); the sidecar was:\n\(sidecar(folder) ?? "(none)")")
    }

    /// The row of `role` in the role view.
    static func row(_ screen: TmuxScreen, _ role: String) -> String {
        screen.text.split(separator: "\n").first { $0.contains(" " + role + " ") }.map(String.init) ?? ""
    }

    @Test func chooseKeepUndoResetAndASecondRunAndContrastReadTheRoleMap() async throws {
        let shade = try ShadeBinary.require()
        let home = try E2EHome()
        defer { home.remove() }
        let systems = home.root.appendingPathComponent("systems")
        try Self.writeNorth(in: systems)
        let arguments = "--themes '\(systems.path)' --theme North --appearance dark"
        // The team's repository: the system committed before the designer fixes a role.
        try Self.git(systems.path, ["init", "-q"])
        try Self.git(systems.path, ["add", "."])
        try Self.git(systems.path, ["commit", "-q", "-m", "North"])
        let before = try Self.commands(shade, home, systems)
        #expect(!before.snapshot.uppercased().contains("#8A8475"), "ink.5 fills no role until it is pinned")
        let tmux = try home.startPreview(shade, arguments)
        defer { tmux.stop() }

        try await Self.expectScreen(tmux, "the gallery") { $0.text(row: 0).contains("North") }
        try tmux.send(key: "g")
        try tmux.send(key: "g")
        try await Self.expectScreen(tmux, "the Tokens screen") { $0.text.contains("system tokens") }
        try tmux.send(key: "r")
        try await Self.expectScreen(tmux, "r shows the roles, each with how sure it is") {
            $0.text.contains("role tokens") && Self.row($0, "foregroundSecondary").contains("named")
        }
        try tmux.send(key: "j")
        try tmux.send(key: "Enter")
        try await Self.expectScreen(tmux, "Enter opens the chooser on the focused role") {
            $0.text.contains("─ foregroundSecondary ─") && $0.text.contains("contrast on backgroundPrimary")
        }
        for key in ["h", "i", "n", "t"] { try tmux.send(key: key) }
        try await Self.expectScreen(tmux, "typing filters by description, and the match is previewed") {
            $0.text.contains("1 of ") && $0.text.contains("Muted ink for hints") && Self.row($0, "foregroundSecondary").contains("#8A8475")
        }
        #expect(Self.sidecar(systems) == nil, "nothing is written while choosing")
        try tmux.send(key: "Enter")
        try await Self.expectScreen(tmux, "Enter keeps: pinned, and the header counts it") {
            !$0.text.contains("contrast on backgroundPrimary") && $0.text(row: 0).contains("1 pinned")
                && Self.row($0, "foregroundSecondary").contains("pinned")
        }
        try await Self.expectSidecar(systems, "the pin is written beside the resolver") { $0?.contains(#""scheme=night": "ink.5""#) == true }
        let resolver = try String(contentsOf: systems.appendingPathComponent("north.resolver.json"), encoding: .utf8)
        #expect(!resolver.contains("ink.5"), "the system's own files are never written")

        try tmux.send(key: "u")
        try await Self.expectScreen(tmux, "u undoes") { !$0.text(row: 0).contains("pinned") && Self.row($0, "foregroundSecondary").contains("#CFC8B8") }
        try await Self.expectSidecar(systems, "the undo is written") { $0?.contains("ink.5") == false }

        try tmux.send(key: "Enter")
        for key in ["h", "i", "n", "t", "Enter"] { try tmux.send(key: key) }
        try await Self.expectScreen(tmux, "pinned again") { $0.text(row: 0).contains("1 pinned") }
        try tmux.send(key: "R")
        try await Self.expectScreen(tmux, "R resets the role to the guess") {
            !$0.text(row: 0).contains("pinned") && Self.row($0, "foregroundSecondary").contains("#CFC8B8")
        }
        try await Self.expectSidecar(systems, "the reset is written") { $0?.contains("ink.5") == false }
        try tmux.send(key: "u")
        try await Self.expectScreen(tmux, "u takes the reset back") { $0.text(row: 0).contains("1 pinned") }
        try await Self.expectSidecar(systems, "and writes the pin again") { $0?.contains(#""scheme=night": "ink.5""#) == true }
        try tmux.send(key: "q")
        try await Self.expectScreen(tmux, "q quits") { $0.text.contains("SHADE-EXITED:0") }
        tmux.stop()

        // A second run draws the pin from the sidecar.
        let again = try home.startPreview(shade, arguments)
        defer { again.stop() }
        try await Self.expectScreen(again, "the gallery again") { $0.text(row: 0).contains("North") }
        try again.send(key: "g")
        try again.send(key: "g")
        try await Self.expectScreen(again, "the Tokens screen again") { $0.text.contains("system tokens") }
        try again.send(key: "r")
        try await Self.expectScreen(again, "the second run reads the pin") {
            $0.text(row: 0).contains("1 pinned") && Self.row($0, "foregroundSecondary").contains("#8A8475")
        }
        // And so does every command: `shade contrast` checks the pinned colour at night only.
        let contrast = try E2EProcess.run(shade.path, ["contrast", "--themes", systems.path, "--theme", "North"],
                                          environment: home.environment(adding: ProcessInfo.processInfo.environment))
        let secondary = contrast.standardOutput.split(separator: "\n").filter { $0.contains("foregroundSecondary on backgroundPrimary") }
        #expect(secondary.contains { $0.contains("#8A8475") }, "\(contrast.standardOutput)")
        #expect(secondary.contains { $0.contains("#6B6353") }, "day keeps its own secondary text")

        // export, snapshot and diff draw and check what the designer saw.
        let after = try Self.commands(shade, home, systems)
        #expect(after.css.contains("--foregroundSecondary: light-dark(#6B6353, #8A8475);"), "\(after.css)")
        #expect(before.css.contains("--foregroundSecondary: light-dark(#6B6353, #CFC8B8);"), "\(before.css)")
        #expect(after.snapshot.uppercased().contains("#8A8475"), "the snapshot draws the pinned secondary text")
        let diff = after.diff.split(separator: "\n").map(String.init)
        let changed = try #require(diff.firstIndex { $0.contains("foregroundSecondary  #CFC8B8 → #8A8475") }, "\(after.diff)")
        #expect(diff[changed...].prefix(4).joined().contains("ink.5"), "the diff names the pinned token: \(after.diff)")
        #expect(!after.diff.contains("Light · Standard\n    roles changed"), "day is unchanged: \(after.diff)")
    }

    /// What `shade export` (CSS), `shade snapshot` (SVG, the Tokens screen at night) and
    /// `shade diff git:HEAD .` (in the system's repository) say of North now.
    static func commands(_ shade: ShadeBinary, _ home: E2EHome, _ systems: URL) throws -> (css: String, snapshot: String, diff: String) {
        let environment = home.environment(adding: ProcessInfo.processInfo.environment)
        let css = try E2EProcess.run(shade.path, ["export", "--themes", systems.path, "--theme", "North", "--format", "css", "-o", "-"],
                                     environment: environment)
        #expect(css.status == 0, "\(css.standardError)")
        let svg = try E2EProcess.run(shade.path, ["snapshot", "--themes", systems.path, "--theme", "North", "--appearance", "dark",
                                                  "--screen", "gallery", "--format", "svg", "-o", "-"], environment: environment)
        #expect(svg.status == 0, "\(svg.standardError)")
        let diff = try E2EProcess.run("/bin/sh", ["-c", #"cd "$0" && exec "$@""#, systems.path, shade.path, "diff", "git:HEAD", "."],
                                      environment: environment)
        #expect(diff.status == 0 || diff.status == 1, "\(diff.standardError)")
        return (css.standardOutput, svg.standardOutput, diff.standardOutput)
    }

    /// Runs git in `folder`, failing on a non-zero exit.
    static func git(_ folder: String, _ arguments: [String]) throws {
        guard let git = E2EProcess.findExecutable(named: "git") else { throw E2EError("git is needed for shade diff") }
        let result = try E2EProcess.run(git, ["-C", folder, "-c", "user.name=Shade Tests", "-c", "user.email=tests@shade.invalid",
                                              "-c", "commit.gpgsign=false"] + arguments,
                                        environment: ProcessInfo.processInfo.environment)
        guard result.status == 0 else { throw E2EError("git \(arguments.joined(separator: " ")): \(result.standardError)") }
    }
}
