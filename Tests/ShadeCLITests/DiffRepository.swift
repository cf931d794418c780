import Foundation
import Testing

/// A real git repository in a temporary folder for `shade diff`'s end-to-end tests: themes in
/// Shade's format, the Acme resolver system and a CSS theme, committed once; `edit()` then
/// makes the changes a review is about (accent moved, a text token re-pointed to a failing
/// colour, a variant added, a theme renamed) in the working tree.
struct DiffRepository {
    let home: E2EHome
    let shade: ShadeBinary
    /// The repository's top folder.
    let root: String
    /// `TMPDIR` for shade: where git snapshots are made, and must be gone from afterwards.
    let temporary: String

    init() throws {
        shade = try ShadeBinary.require()
        home = try E2EHome()
        root = home.root.appendingPathComponent("repo").path
        temporary = home.root.appendingPathComponent("tmp").path
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        var files = Dictionary(uniqueKeysWithValues: SystemCommandFixtures.acme.map { ("themes/" + $0.key, $0.value) })
        files["themes/ocean.json"] = Self.shadeTheme("Ocean", extends: "Sky")
        files["themes/reef.json"] = Self.shadeTheme("Reef", extends: "Grass")
        files["themes/still.json"] = Self.shadeTheme("Still", extends: "Gold")
        files["themes/brand.css"] = Self.brandLight
        try SystemCommandFixtures.write(files, to: root)
        try git(["init", "-q"])
        try git(["add", "-A"])
        try git(["commit", "-q", "-m", "Themes as reviewed"])
    }

    /// A theme in Shade's format extending a bundled one, with light tokens overridden.
    static func shadeTheme(_ name: String, extends parent: String, light: [String: String] = [:]) -> String {
        let tokens = light.sorted { $0.key < $1.key }.map { #""\#($0.key)": { "$value": "\#($0.value)", "$type": "color" }"# }
        return ##"{ "$extensions": { "dev.shade": { "name": "\##(name)", "extends": "\##(parent)" } }, "light": { \##(tokens.joined(separator: ", ")) } }"##
    }

    static let brandLight = """
        :root {
          --color-text-primary: #1a1a1a;
          --color-text-secondary: #4a4a4a;
          --color-background-primary: #ffffff;
          --color-background-secondary: #f2f2f2;
          --color-border: #8a8a8a;
          --color-accent: #0a58c2;
        }

        """

    static let brandDark = """
        @media (prefers-color-scheme: dark) {
          :root {
            --color-text-primary: #f0f0f0;
            --color-text-secondary: #b0b0b0;
            --color-background-primary: #111111;
            --color-background-secondary: #1c1c1c;
            --color-border: #777777;
            --color-accent: #5499ff;
          }
        }

        """

    /// The change under review: Ocean's light accent moves from palette.650 to palette.850,
    /// Acme's light muted text is re-pointed to gray.300 (fails on white), brand.css gains a
    /// dark variant, and Reef is renamed Coral Reef in the same file.
    func edit() throws {
        try SystemCommandFixtures.write([
            "themes/ocean.json": Self.shadeTheme("Ocean", extends: "Sky", light: ["accent": "{palette.850}"]),
            "themes/reef.json": Self.shadeTheme("Coral Reef", extends: "Grass"),
            "themes/brand.css": Self.brandLight + Self.brandDark,
        ], to: root)
        let light = root + "/themes/acme/light.json"
        let text = try String(contentsOfFile: light, encoding: .utf8)
        let edited = text.replacingOccurrences(of: #""muted": { "$value": "{gray.600}" }"#, with: #""muted": { "$value": "{gray.300}" }"#)
        guard edited != text else { throw E2EError("the Acme fixture no longer has muted text at gray.600") }
        try edited.write(toFile: light, atomically: true, encoding: .utf8)
    }

    /// Runs git in the repository, failing on a non-zero exit.
    func git(_ arguments: [String]) throws {
        guard let git = E2EProcess.findExecutable(named: "git") else { throw E2EError("git is needed for shade diff's tests") }
        let result = try E2EProcess.run(git, ["-C", root, "-c", "user.name=Shade Tests", "-c", "user.email=tests@shade.invalid",
                                              "-c", "commit.gpgsign=false"] + arguments,
                                        environment: ProcessInfo.processInfo.environment)
        guard result.status == 0 else { throw E2EError("git \(arguments.joined(separator: " ")): \(result.standardError)") }
    }

    /// Runs `shade` with the repository as the current folder (so `git:REV` finds it).
    func shade(_ arguments: [String], environment extra: [String: String] = [:]) throws -> E2EProcess.Result {
        var environment = home.environment(adding: ProcessInfo.processInfo.environment)
        environment.removeValue(forKey: "NO_COLOR")
        environment["TMPDIR"] = temporary
        for (key, value) in extra { environment[key] = value }
        return try E2EProcess.run("/bin/sh", ["-c", #"cd "$0" && exec "$@""#, root, shade.path] + arguments, environment: environment,
                                  timeout: .seconds(60))
    }

    /// `shade … --format json` parsed, expecting `status`.
    func json(_ arguments: [String], status: Int32 = 0) throws -> [String: Any] {
        let result = try shade(arguments + ["--format", "json"])
        #expect(result.status == status, "\(arguments): \(result.standardError)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    func remove() { home.remove() }
}

