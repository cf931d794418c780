import Foundation
import Testing

/// Issue 35, item 1: a file link that leads out of the searched folder is refused by every
/// command and every reader, as a folder link is, and no secret it leads to is ever printed.
@Suite struct LinkConfinementTests {
    /// What the secret file holds: a token-shaped first word, as `~/.config/gh/hosts.yml` has.
    static let secret = "ghp_S3CRETt0kenNOBODYmaySEE"

    /// A home with a secret outside `themes/` and `files` (relative path → contents, or a
    /// path starting with `->` for a link to the secret) inside it.
    static func folder(_ files: [String: String]) throws -> (home: E2EHome, themes: String) {
        let home = try E2EHome()
        let secretFile = home.root.appendingPathComponent("secret/hosts.yml")
        try FileManager.default.createDirectory(at: secretFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\(secret) = \(secret)\noauth_token: \(secret)\n".utf8).write(to: secretFile)
        let themes = home.root.appendingPathComponent("themes").path
        for (name, contents) in files {
            let file = URL(fileURLWithPath: themes).appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            if contents == "->" {
                try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: secretFile.path)
            } else {
                try Data(contents.utf8).write(to: file)
            }
        }
        return (home, themes)
    }

    static func run(_ home: E2EHome, _ arguments: [String]) throws -> E2EProcess.Result {
        try E2EProcess.run(try ShadeBinary.require().path, arguments,
                           environment: home.environment(adding: ProcessInfo.processInfo.environment), timeout: .seconds(20))
    }

    /// Each reader's way to a file: a theme file, a Style Dictionary source, a Tokens Studio
    /// set, a resolver `$ref`, a terminal palette, a style sheet, a base16 scheme, a sidecar.
    static let layouts: [(String, [String: String])] = [
        ("theme file", ["x.json": "->", "nested/deeper/y.json": "->"]),
        ("Style Dictionary source", ["sd/config.json": #"{"source": ["tokens/**/*.json"]}"#, "sd/tokens/color.json": "->"]),
        ("Tokens Studio set", ["ts/$metadata.json": #"{"tokenSetOrder": ["core"]}"#, "ts/core.json": "->"]),
        ("resolver $ref", ["sys.resolver.json": #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "b", "sources": [{"$ref": "t.json"}]}]}"#,
                           "t.json": "->"]),
        ("terminal palettes", ["ghostty": "->", "kitty.conf": "->", "x.ghostty": "->", "a.toml": "->", "b.yaml": "->"]),
        ("style sheet", ["theme.css": "->"]),
        ("sidecar", ["good.tokens.json": ##"{"bg": {"$type": "color", "$value": "#ffffff"}, "fg": {"$type": "color", "$value": "#111111"}}"##,
                     "good.shade.json": "->"]),
    ]

    @Test(arguments: layouts.map(\.0))
    func aLinkOutIsNeverReadAndItsTargetNeverPrinted(layout: String) throws {
        let files = try #require(Self.layouts.first { $0.0 == layout }).1
        let (home, themes) = try Self.folder(files)
        defer { home.remove() }
        let other = home.root.appendingPathComponent("other").path
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        for arguments in [["list", "--themes", themes], ["validate", themes], ["diff", other, themes], ["diff", themes, other, "--format", "markdown"],
                          ["tokens", "--themes", themes, "Sky"]] {
            let result = try Self.run(home, arguments)
            #expect(result.status >= 0 && result.status < 128, "\(arguments): ended by a signal")
            let output = result.standardOutput + result.standardError
            #expect(!output.contains("S3CRET"), "\(layout), \(arguments): the secret was printed:\n\(output.suffix(1500))")
        }
        // Validate names each refused link (a palette's name-only detection included).
        let validate = try Self.run(home, ["validate", themes])
        #expect(validate.standardError.contains("out of") || validate.standardOutput.contains("out of"),
                "\(layout): validate must say a link leads out:\n\(validate.standardOutput)\(validate.standardError)")
    }

    /// A link that stays inside the folder is read as the file it leads to.
    @Test func aLinkInsideTheFolderIsRead() throws {
        let (home, themes) = try Self.folder(["shared/real.json": #"{"$extensions": {"dev.shade": {"name": "Linked", "extends": "Sky"}}}"#])
        defer { home.remove() }
        try FileManager.default.createSymbolicLink(atPath: themes + "/linked.json", withDestinationPath: themes + "/shared/real.json")
        try FileManager.default.removeItem(atPath: themes + "/shared/real.json")
        try FileManager.default.createDirectory(atPath: themes + "/store", withIntermediateDirectories: true)
        try Data(#"{"$extensions": {"dev.shade": {"name": "Linked", "extends": "Sky"}}}"#.utf8).write(to: URL(fileURLWithPath: themes + "/store/real.txt"))
        try FileManager.default.removeItem(atPath: themes + "/linked.json")
        try FileManager.default.createSymbolicLink(atPath: themes + "/linked.json", withDestinationPath: "store/real.txt")
        let list = try Self.run(home, ["list", "--themes", themes])
        #expect(list.standardOutput.contains("Linked"), "\(list.standardOutput)\(list.standardError)")
        #expect(!list.standardError.contains("out of"), "\(list.standardError)")
    }

    /// A file the user names is followed wherever it leads, as a root folder is.
    @Test func aFileNamedOnTheCommandLineIsFollowed() throws {
        let (home, themes) = try Self.folder(["store/real.txt": #"{"$extensions": {"dev.shade": {"name": "Named", "extends": "Sky"}}}"#])
        defer { home.remove() }
        let link = home.root.appendingPathComponent("named.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: themes + "/store/real.txt")
        let list = try Self.run(home, ["list", "--themes", link])
        #expect(list.standardOutput.contains("Named"), "\(list.standardOutput)\(list.standardError)")
    }
}
