import Foundation
@testable import ShadeCLI
import ShadeTokens
import Testing
import ShadeCatalog

/// `--theme` takes the path of a file or folder that holds one theme, in every command that
/// takes a theme, as `export` always did: the designer with `acme.resolver.json` in hand.
@Suite struct ThemePathArgumentTests {
    @Test func aFileOrFolderHoldingOneThemeIsThatTheme() throws {
        let setup = try SystemCommandsTests.Setup()
        defer { setup.home.remove() }
        let resolver = setup.folder + "/acme.resolver.json"
        let byPath = try setup.run(["tokens", "--theme", resolver, "--format", "json"])
        #expect(byPath.status == 0, "\(byPath.standardError)")
        let byName = try setup.run(["tokens", "--themes", setup.folder, "--theme", "Acme", "--format", "json"])
        #expect(byPath.standardOutput == byName.standardOutput, "the path names the same theme the name does")

        let flat = try setup.run(["roles", "--theme", setup.folder + "/flat.tokens.json", "--format", "json"])
        #expect(flat.status == 0, "\(flat.standardError)")
        let roles = try #require(JSONSerialization.jsonObject(with: Data(flat.standardOutput.utf8)) as? [String: Any])
        #expect(roles["theme"] as? String == "flat")

        let snapshot = try setup.run(["snapshot", "--theme", resolver, "-o", "-", "--format", "text"])
        #expect(snapshot.status == 0 && snapshot.standardOutput.contains("Acme"), "\(snapshot.standardError)")
        let contrast = try setup.run(["contrast", "--theme", resolver, "--theme", "Sky", "--format", "json"])
        #expect(contrast.standardOutput.contains("\"Acme\"") && contrast.standardOutput.contains("\"Sky\""))
    }

    @Test func aFolderOfSeveralThemesOrNoneSaysWhatItHolds() throws {
        let setup = try SystemCommandsTests.Setup()
        defer { setup.home.remove() }
        let several = try setup.run(["tokens", "--theme", setup.folder])
        #expect(several.status == 64)
        #expect(several.standardError.contains("holds 4 themes") && several.standardError.contains("--themes \(setup.folder) --theme"),
                "\(several.standardError)")
        let emptyFolder = setup.home.root.appendingPathComponent("empty").path
        try FileManager.default.createDirectory(atPath: emptyFolder, withIntermediateDirectories: true)
        let none = try setup.run(["roles", "--theme", emptyFolder])
        #expect(none.status == 64 && none.standardError.contains("holds no theme Shade can read"), "\(none.standardError)")
        let missing = try setup.run(["tokens", "--theme", "./missing.tokens.json"])
        #expect(missing.status != 0)
        #expect(missing.standardError.contains("no theme named './missing.tokens.json'") && missing.standardError.contains("no file or folder"),
                "\(missing.standardError)")
    }

    @Test func aNameNotFoundSaysWhenAFileDidNotLoad() throws {
        let setup = try SystemCommandsTests.Setup(["broken.json": #"{ "$extensions": { "dev.shade": { "name": "Broken" } }, "light": {"#])
        defer { setup.home.remove() }
        let result = try setup.run(["tokens", "--themes", setup.folder, "--theme", "Broken"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("no theme named 'Broken'"))
        #expect(result.standardError.contains("Loading found problems in 1 file (in the file named like it: \(setup.folder)/broken.json:1:"),
                "\(result.standardError)")
        // Of several broken files, the one named like the theme asked for is cited.
        let two = try SystemCommandsTests.Setup(["a-first.json": #"{ "light": "#, "harbor.json": #"{ "$extensions": { "dev.shade": { "name": "Harbor" } }, }"#])
        defer { two.home.remove() }
        let harbor = try two.run(["tokens", "--themes", two.folder, "--theme", "Harbor"])
        #expect(harbor.standardError.contains("problems in 2 files (in the file named like it: \(two.folder)/harbor.json:1:"), "\(harbor.standardError)")
        let other = try two.run(["tokens", "--themes", two.folder, "--theme", "Nowhere"])
        #expect(other.standardError.contains("problems in 2 files (first: \(two.folder)/a-first.json:"), "\(other.standardError)")
        #expect(ThemeCatalog.file("/x/catppuccin-mocha.conf", isNamedLike: "Catppuccin Mocha"))
        #expect(!ThemeCatalog.file("/x/harbour.json", isNamedLike: "Harbor") && !ThemeCatalog.file("/x/.json", isNamedLike: "!"))
        let clean = try setup.run(["tokens", "--theme", "Skye"])
        #expect(clean.standardError.contains("did you mean Sky?") && !clean.standardError.contains("Loading found"), "\(clean.standardError)")
    }
}
