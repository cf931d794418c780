import Foundation
import Testing

/// Folders as a user drops them into the themes folder, hostile ones included (issue 19,
/// items 6 and 7; issue 18's subfolder search), run through the real binary: every command
/// ends (a deadline guards against a hang), says what it refused in one line, and the other
/// themes of the folder still load.
@Suite struct FolderWalkEndToEndTests {
    /// A Ghostty theme that stands beside the hostile folder and must still be listed.
    static let neighbour = "background = 101418\nforeground = e6e6e6\npalette = 4=#5fa8ff\n"

    static let colorSet = #"{ "colors": [ { "idiom": "universal", "color": { "color-space": "srgb", "components": { "red": "0x12", "green": "0x34", "blue": "0x56", "alpha": "1.000" } } } ], "info": { "version": 1, "author": "xcode" } }"#

    /// `shade ARGUMENTS` in `home`, guarded by a deadline far above what it takes.
    private func shade(_ home: E2EHome, _ arguments: [String]) throws -> E2EProcess.Result {
        let binary = try ShadeBinary.require()
        return try E2EProcess.run(binary.path, arguments, environment: home.environment(adding: ProcessInfo.processInfo.environment),
                                  timeout: .seconds(20))
    }

    private func themes(_ home: E2EHome) -> URL { home.root.appendingPathComponent("config/shade/themes") }

    private func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// 19.6: a link to `/` inside a catalog is not walked, and a `Contents.json` that links
    /// to `/etc/passwd` is not read through.
    @Test func aCatalogWithLinksOutOfItIsReadWithoutThem() throws {
        let home = try E2EHome()
        defer { home.remove() }
        _ = try home.writeUserTheme(named: "Neighbour", contents: Self.neighbour)
        let catalog = themes(home).appendingPathComponent("Assets.xcassets")
        try write(Self.colorSet, catalog.appendingPathComponent("Brand.colorset/Contents.json"))
        try FileManager.default.createSymbolicLink(atPath: catalog.appendingPathComponent("root").path, withDestinationPath: "/")
        let leak = catalog.appendingPathComponent("Leak.colorset")
        try FileManager.default.createDirectory(at: leak, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: leak.appendingPathComponent("Contents.json").path, withDestinationPath: "/etc/passwd")

        let list = try shade(home, ["list"])
        #expect(list.status == 0, "\(list.standardError)")
        #expect(list.standardOutput.contains("Assets") && list.standardOutput.contains("Neighbour"), "\(list.standardOutput)")
        let validate = try shade(home, ["validate"])
        let lines = validate.standardOutput.split(separator: "\n")
        #expect(lines.filter { $0.contains("root: a symbolic link out of") }.count == 1, "\(validate.standardOutput)")
        #expect(lines.filter { $0.contains("Leak.colorset/Contents.json: a symbolic link out of") }.count == 1, "\(validate.standardOutput)")
        #expect(!validate.standardOutput.contains("root:x:0"), "no byte of /etc/passwd is quoted")
        let tokens = try shade(home, ["tokens", "--theme", "Assets", "--format", "json"])
        #expect(tokens.standardOutput.contains("#123456"), "the catalog's own colour set still loads: \(tokens.standardOutput.prefix(400))")
    }

    /// 19.7: three links to `.` in a Tokens Studio folder are folders already walked.
    @Test func aTokensStudioFolderWithLinksToItselfIsWalkedOnce() throws {
        let home = try E2EHome()
        defer { home.remove() }
        _ = try home.writeUserTheme(named: "Neighbour", contents: Self.neighbour)
        let studio = themes(home).appendingPathComponent("studio")
        try write(#"[ { "name": "Light", "selectedTokenSets": { "core": "enabled" } } ]"#, studio.appendingPathComponent("$themes.json"))
        try write(##"{ "bg": { "value": "#fafafa", "type": "color" }, "fg": { "value": "#111111", "type": "color" } }"##,
                  studio.appendingPathComponent("core.json"))
        for name in ["a", "b", "c"] {
            try FileManager.default.createSymbolicLink(atPath: studio.appendingPathComponent(name).path, withDestinationPath: ".")
        }
        let list = try shade(home, ["list"])
        #expect(list.status == 0, "\(list.standardError)")
        #expect(list.standardOutput.contains("studio") && list.standardOutput.contains("Neighbour"), "\(list.standardOutput)")
        let tokens = try shade(home, ["tokens", "--theme", "studio", "--format", "json"])
        #expect(tokens.standardOutput.contains("#FAFAFA") || tokens.standardOutput.contains("#fafafa"), "\(tokens.standardOutput.prefix(400))")
    }

    /// Issue 18: themes in subfolders are found (not in `.git` or `node_modules`), and a folder
    /// with no theme says so rather than "no problems".
    @Test func subfoldersAreSearchedAndAnEmptySearchSaysSo() throws {
        let home = try E2EHome()
        defer { home.remove() }
        let root = themes(home)
        try write(#"{ "$extensions": { "dev.shade": { "name": "Acme", "extends": "Sky" } } }"#, root.appendingPathComponent("acme/acme.json"))
        try write(Self.colorSet, root.appendingPathComponent("Reader/Sources/Assets.xcassets/Brand.colorset/Contents.json"))
        try write(Self.colorSet, root.appendingPathComponent("Writer/Assets.xcassets/Ink.colorset/Contents.json"))
        try write(#"{ "$extensions": { "dev.shade": { "name": "Vendored", "extends": "Sky" } } }"#,
                  root.appendingPathComponent("node_modules/pkg/vendored.json"))
        try write(#"{ "$extensions": { "dev.shade": { "name": "Hidden", "extends": "Sky" } } }"#, root.appendingPathComponent(".git/hidden.json"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("acme/loop").path, withDestinationPath: "..")

        let list = try shade(home, ["list"])
        #expect(list.status == 0, "\(list.standardError)")
        for name in ["Acme", "Assets", "Assets (Reader)"] { #expect(list.standardOutput.contains(name), "\(name): \(list.standardOutput)") }
        #expect(!list.standardOutput.contains("Vendored") && !list.standardOutput.contains("Hidden"), "\(list.standardOutput)")

        let empty = home.root.appendingPathComponent("empty/deeper")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try write("just notes", empty.appendingPathComponent("README.md"))
        let validate = try shade(home, ["validate", home.root.appendingPathComponent("empty").path])
        #expect(validate.standardOutput.contains("no theme found in"), "\(validate.standardOutput)")
        #expect(!validate.standardOutput.contains("no problems"), "\(validate.standardOutput)")
    }
}
