import Foundation
import Testing

/// `shade diff` never silent about a file that did not load, never crashing on one, and the
/// same bytes on every run: what a review step in CI needs.
@Suite(.serialized) struct DiffFailureTests {
    @Test func aThemeThatStopsLoadingIsAFailureNeverRemovedAndPicturesStillDraw() throws {
        let repository = try DiffRepository()
        defer { repository.remove() }
        // A file broken on both sides alike, committed; then Ocean's accent points at nothing.
        try SystemCommandFixtures.write(["themes/broken.json": "{ \"light\": \n"], to: repository.root)
        try repository.git(["add", "-A"])
        try repository.git(["commit", "-q", "-m", "A broken file"])
        let unchanged = try repository.shade(["diff", "git:HEAD", "themes"])
        #expect(unchanged.status == 0, "\(unchanged.standardOutput)")
        #expect(unchanged.standardOutput.contains("1 file fails to load on both sides, unchanged: broken.json:2:1"))
        #expect(!unchanged.standardOutput.contains("removed"))

        try SystemCommandFixtures.write(["themes/ocean.json": DiffRepository.shadeTheme("Ocean", extends: "Sky", light: ["accent": "{palette.99999}"])],
                                        to: repository.root)
        let broken = try repository.shade(["diff", "git:HEAD", "themes"])
        #expect(broken.status == 2)
        #expect(broken.standardOutput.contains("Ocean  failed to load on the new side: ocean.json:1:"), "\(broken.standardOutput)")
        #expect(broken.standardOutput.contains("Light · Standard: does not load on the new side"))
        #expect(!broken.standardOutput.contains(": removed"))
        let json = try repository.shade(["diff", "git:HEAD", "themes", "--format", "json"])
        #expect(json.status == 2 && json.standardOutput.contains("\"failures\" : 1"))
        for format in ["svg", "png"] {
            let picture = try repository.shade(["diff", "git:HEAD", "themes", "--theme", "Ocean", "--format", format])
            #expect(picture.status == 2 && !picture.standardOutput.isEmpty, "\(format): \(picture.standardError)")
            #expect(!picture.standardError.contains("Fatal error"))
        }
        let svg = try repository.shade(["diff", "git:HEAD", "themes", "--format", "svg", "--appearance", "light", "--contrast", "standard", "--theme", "Ocean"])
        #expect(svg.standardOutput.contains(">failed to load</text>"), "a labelled empty panel")
    }

    /// A repository as cloned, diffed from its top with no path (the search root is then `.`),
    /// is unchanged: its docs are left out on both sides alike, and its system is named by its
    /// `package.json` (files found below `.` once lay below no root, and a walk up for the
    /// name stopped short of the folder itself); a package whose
    /// colours are kept in code, not read on either side, is a folder unchanged — neither a
    /// failure nor exit 2. `list --themes .` finds what a search of the folder's path finds.
    @Test func anUnchangedCloneDiffedFromItsTopIsUnchanged() throws {
        let repository = try DiffRepository()
        defer { repository.remove() }
        let hexes = (0..<30).map { String(format: "  c%02d: '#%02X%02X%02X',", $0, 10 * $0, 200 - 5 * $0, 90) }.joined(separator: "\n")
        try SystemCommandFixtures.write([
            "package.json": #"{ "name": "@acme/north-tokens", "private": true }"#,
            // A Theo entry and the aliases it imports: named by the package above it.
            "tokens/aliases.json": ##"{ "aliases": { "white": "#FFFFFF", "ink": "#1B1B1F", "grey": "#5C5C66", "line": "#8A8A94", "green": "#0B6E4F" } }"##,
            "tokens/colors.json": ##"""
                { "global": { "type": "color", "category": "color" }, "imports": ["./aliases.json"],
                  "props": { "color-background": { "value": "{!white}" }, "color-text": { "value": "{!ink}" },
                             "color-text-muted": { "value": "{!grey}" }, "color-border": { "value": "{!line}" },
                             "color-brand": { "value": "{!green}" } } }
                """##,
            "docs/demo.css": ":root { --page: #fafafa; --ink: #202020; --link: #0050c0; --rule: #c0c0c0; }\n",
            "packages/editor/package.json": #"{ "name": "editor" }"#,
            "packages/editor/src/palette.ts": "export const palette = {\n\(hexes)\n};\n",
        ], to: repository.root)
        try repository.git(["add", "-A"])
        try repository.git(["commit", "-q", "-m", "A token package, its docs and a palette in code"])
        let diff = try repository.shade(["diff"])
        #expect(diff.status == 0, "\(diff.standardOutput)\(diff.standardError)")
        #expect(diff.standardOutput.contains("Unchanged:"), "\(diff.standardOutput)")
        #expect(!diff.standardOutput.contains("added") && !diff.standardOutput.contains("Failed to load"), "\(diff.standardOutput)")
        // The work tree's lines name its files as typed, never by a path it was read under.
        #expect(diff.standardError.contains("(new) ./packages/editor/src: colours written in code"), "\(diff.standardError)")
        #expect(!diff.standardError.contains("git::") && !diff.standardError.contains(repository.root), "\(diff.standardError)")
        func names(_ arguments: [String]) throws -> [String] {
            let list = try repository.shade(["list", "--format", "json"] + arguments)
            let json = try #require(JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [String: Any])
            let themes = try #require(json["themes"] as? [[String: Any]])
            return themes.filter { ($0["builtIn"] as? Bool) != true }.compactMap { $0["name"] as? String }.sorted()
        }
        let here = try names(["--themes", "."])
        #expect(here == (try names(["--themes", repository.root])))
        #expect(here.contains("north-tokens") && !here.contains("demo"), "\(here)")
    }

    /// A folder diffed as `.` whose only colours are its docs' names itself `.` in the report,
    /// as typed on both sides, never by the absolute path it is read under.
    @Test func aFolderDiffedAsDotIsNamedAsTyped() throws {
        let repository = try DiffRepository()
        defer { repository.remove() }
        try SystemCommandFixtures.write([
            "site/package.json": #"{ "name": "site" }"#,
            "site/docs/demo.css": ":root { --page: #fafafa; --ink: #202020; --link: #0050c0; --rule: #c0c0c0; }\n",
        ], to: repository.root)
        try repository.git(["add", "-A"])
        try repository.git(["commit", "-q", "-m", "A site whose colours are its docs'"])
        var environment = repository.home.environment(adding: ProcessInfo.processInfo.environment)
        environment["TMPDIR"] = repository.temporary
        let diff = try E2EProcess.run("/bin/sh", ["-c", #"cd "$0" && exec "$@""#, repository.root + "/site", repository.shade.path, "diff", "git:HEAD", "."],
                                      environment: environment, timeout: .seconds(60))
        #expect(diff.status == 0 && diff.standardOutput.contains("unchanged: .: only its tests', docs' and examples' files hold colours"), "\(diff.standardOutput)")
        #expect(!diff.standardOutput.contains(repository.root), "\(diff.standardOutput)")
    }

    @Test func revisionsAreReadFromGitObjectsNotArchivesAndReportsAreReproducible() throws {
        let repository = try DiffRepository()
        defer { repository.remove() }
        // export-ignore would hide the themes from `git archive`; a review must still see them.
        try SystemCommandFixtures.write([".gitattributes": "themes/** export-ignore\n"], to: repository.root)
        try repository.git(["add", "-A"])
        try repository.git(["commit", "-q", "-m", "Hide themes from archives"])
        try repository.edit()
        let strict = try repository.shade(["diff", "git:HEAD", "themes", "--gate", "all"])
        #expect(strict.status == 1, "\(strict.standardOutput)\(strict.standardError)")
        for format in ["text", "markdown", "json", "svg"] {
            let first = try repository.shade(["diff", "--format", format])
            let second = try repository.shade(["diff", "--format", format])
            #expect(first.standardOutput == second.standardOutput, "\(format) differs between runs")
            #expect(!first.standardOutput.contains(repository.temporary) && !first.standardOutput.contains("shade-diff-"), "\(format) names a temporary path")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: repository.temporary).isEmpty, "every git snapshot is removed")
    }

    @Test func aSignalRemovesTheSnapshot() throws {
        let repository = try DiffRepository()
        defer { repository.remove() }
        let environment = try Self.slowGitEnvironment(repository)
        let timeout = try #require(E2EProcess.findExecutable(named: "timeout"), "coreutils' timeout sends the signal")
        let result = try E2EProcess.run("/bin/sh", ["-c", #"cd "$0" && exec "$@""#, repository.root, timeout, "-s", "TERM", "1",
                                                    repository.shade.path, "diff", "git:HEAD", "themes"], environment: environment)
        #expect(result.status == 124, "timeout reports the signalled run: \(result.standardError)")
        let left = FileManager.default.subpaths(atPath: repository.temporary) ?? []
        #expect(left.isEmpty, "SIGTERM removed the snapshot; left: \(left)")
    }

    /// `timeout` signals the process and then its group, so one run may get the same signal
    /// twice, on any thread; more signals while the snapshot is being removed must neither
    /// cut the removal short nor keep the process alive.
    @Test func aBurstOfSignalsStillRemovesTheWholeSnapshot() throws {
        let repository = try DiffRepository()
        defer { repository.remove() }
        let environment = try Self.slowGitEnvironment(repository)
        // As soon as the snapshot exists, eight SIGTERMs back to back; the old handler (the
        // default action back on entry, the cleaning done inside it) lost one run of two this way.
        let script = #"""
            cd "$1" && "$2" diff git:HEAD themes >/dev/null 2>&1 &
            pid=$!
            tries=0
            while [ -z "$(ls -A "$3")" ] && [ $tries -lt 1000 ]; do sleep 0.01; tries=$((tries + 1)); done
            for n in 1 2 3 4 5 6 7 8; do kill -TERM $pid 2>/dev/null; done
            wait $pid
            echo "status $?"
            """#
        for round in 1...10 {
            let result = try E2EProcess.run("/bin/sh", ["-c", script, "sh", repository.root, repository.shade.path, repository.temporary],
                                            environment: environment)
            #expect(result.standardOutput.contains("status 143"), "round \(round): ended by the signal: \(result.standardOutput)")
            let left = FileManager.default.subpaths(atPath: repository.temporary) ?? []
            #expect(left.isEmpty, "round \(round): the burst left \(left)")
            for name in left where !name.contains("/") { try? FileManager.default.removeItem(atPath: repository.temporary + "/" + name) }
        }
    }

    /// The environment for a run whose `git cat-file` sleeps 3 s, so a signal lands while the
    /// snapshot exists; TMPDIR is the repository's own.
    private static func slowGitEnvironment(_ repository: DiffRepository) throws -> [String: String] {
        let bin = repository.home.root.appendingPathComponent("slowbin").path
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let real = try #require(E2EProcess.findExecutable(named: "git"))
        let wrapper = "#!/bin/sh\ncase \"$*\" in *cat-file*) sleep 3;; esac\nexec \(real) \"$@\"\n"
        try wrapper.write(toFile: bin + "/git", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/git")
        var environment = repository.home.environment(adding: ProcessInfo.processInfo.environment)
        environment["TMPDIR"] = repository.temporary
        environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        return environment
    }
}
