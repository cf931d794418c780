import Foundation
import Testing

/// The GitHub Action's script (`scripts/ci/shade-review`, with `scripts/ci/pr-comment`) run
/// against a scratch repository: everything the action does but talk to GitHub, whose API is a
/// fake `curl` on PATH that keeps the pull request's comments in a file.
@Suite(.serialized) struct ReviewActionTests {
    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/ci").path

    @Test func theScriptCommentsOnceUploadsPicturesAndGatesOnOwnedRegressions() throws {
        let repository = try DiffRepository()
        defer { repository.remove() }
        try repository.edit()
        try repository.git(["add", "-A"])
        try repository.git(["commit", "-q", "-m", "The change under review"])
        let fake = try FakeGitHub(in: repository.home.root.appendingPathComponent("github").path)

        let first = try run(repository, fake: fake, gate: "owned")
        #expect(first.status == 0, "Acme's regressions are in guessed roles: advisory. \(first.standardError)")
        let out = repository.home.root.appendingPathComponent("out").path
        for file in ["comment.md", "report.md", "report.txt", "report.json", "status", "comment-body.md"] {
            #expect(FileManager.default.fileExists(atPath: out + "/" + file), "\(file)")
        }
        #expect(FileManager.default.fileExists(atPath: out + "/sheet.png") || FileManager.default.fileExists(atPath: out + "/sheet.svg"))
        let body = try String(contentsOfFile: out + "/comment-body.md", encoding: .utf8)
        #expect(body.hasPrefix("<!-- shade-diff -->\n## Theme diff: `git:"))
        #expect(body.contains("advisory (roles not pinned)"))
        #expect(try fake.requests() == ["GET /repos/acme/themes/issues/7/comments?per_page=100&page=1", "POST /repos/acme/themes/issues/7/comments"])

        // The next push updates the same comment, and the strict gate fails the check.
        let second = try run(repository, fake: fake, gate: "all")
        #expect(second.status == 1)
        #expect(try fake.requests().suffix(2) == ["GET /repos/acme/themes/issues/7/comments?per_page=100&page=1", "PATCH /repos/acme/themes/issues/comments/101"])
        #expect(try fake.comments() == 1, "one comment, updated")
        #expect(try String(contentsOfFile: out + "/status", encoding: .utf8) == "1\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: repository.temporary).isEmpty, "every git snapshot is removed")
    }

    private func run(_ repository: DiffRepository, fake: FakeGitHub, gate: String) throws -> E2EProcess.Result {
        var environment = repository.home.environment(adding: ProcessInfo.processInfo.environment)
        environment["TMPDIR"] = repository.temporary
        environment["PATH"] = fake.bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["SHADE"] = repository.shade.path
        environment["SHADE_REVIEW_BASE"] = "HEAD~1"
        environment["SHADE_REVIEW_HEAD"] = "HEAD"
        environment["SHADE_REVIEW_THEMES"] = "themes"
        environment["SHADE_REVIEW_GATE"] = gate
        environment["SHADE_REVIEW_OUT"] = repository.home.root.appendingPathComponent("out").path
        environment["SHADE_REVIEW_COMMENT"] = Self.scripts + "/pr-comment"
        environment["SHADE_REVIEW_PR"] = "7"
        environment["GITHUB_REPOSITORY"] = "acme/themes"
        environment["GITHUB_TOKEN"] = "test-token"
        environment["GITHUB_API_URL"] = "https://api.github.invalid"
        return try E2EProcess.run("/bin/sh", ["-c", #"cd "$0" && exec "$@""#, repository.root, Self.scripts + "/shade-review"],
                                  environment: environment, timeout: .seconds(120))
    }
}

/// GitHub's comment API as a fake `curl`: requests are logged as `METHOD PATH`, comments kept
/// in a JSON file, the one created getting id 101.
struct FakeGitHub {
    let root: String
    var bin: String { root + "/bin" }

    init(in root: String) throws {
        self.root = root
        try FileManager.default.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
        try "[]".write(toFile: root + "/comments.json", atomically: true, encoding: .utf8)
        let script = """
            #!/bin/sh
            # curl -fsS -H … [-X METHOD] URL [-d BODY]
            method=GET; url=""; data=""
            while [ $# -gt 0 ]; do
              case "$1" in
                -X) method=$2; shift 2;;
                -d) data=$2; shift 2;;
                -H) shift 2;;
                -*) shift;;
                *) url=$1; shift;;
              esac
            done
            path=${url#https://api.github.invalid}
            echo "$method $path" >> "\(root)/requests.log"
            case "$method" in
              GET) case "$path" in *page=1) cat "\(root)/comments.json";; *) echo "[]";; esac;;
              POST) printf '%s' "$data" | jq '[. + {id: 101}]' > "\(root)/comments.json"; echo '{"id": 101}';;
              PATCH) printf '%s' "$data" | jq '[. + {id: 101}]' > "\(root)/comments.json"; echo '{"id": 101}';;
            esac
            """
        try script.write(toFile: root + "/bin/curl", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/bin/curl")
    }

    func requests() throws -> [String] {
        try String(contentsOfFile: root + "/requests.log", encoding: .utf8).split(separator: "\n").map(String.init)
    }

    func comments() throws -> Int {
        let data = try Data(contentsOf: URL(fileURLWithPath: root + "/comments.json"))
        return (try JSONSerialization.jsonObject(with: data) as? [Any])?.count ?? -1
    }
}
