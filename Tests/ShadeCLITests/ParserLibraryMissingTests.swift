import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// `shade` copied without libShadeParsers beside it: YAML and TOML themes get one line naming
/// the library and how to build it, and everything else still works.
@Suite struct ParserLibraryMissingTests {
    static let scheme = "system: \"base16\"\nname: \"Demo\"\npalette:\n"
        + (0..<16).map { "  base0\(String($0, radix: 16, uppercase: true)): \"#\(String(repeating: String($0, radix: 16), count: 6))\"\n" }.joined()

    /// Copies an executable through a descriptor opened close-on-exec: tests run in parallel
    /// and spawn processes (a tmux server among them) that would otherwise inherit the
    /// writable descriptor and keep the copy from running ("Text file busy").
    static func copyExecutable(_ source: String, to target: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: source))
        let descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { buffer -> Int in
            var done = 0
            while done < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                if count <= 0 { return done }
                done += count
            }
            return done
        }
        guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
    }

    @Test func aCopiedBinaryNamesTheMissingLibraryAndStillRuns() throws {
        let shade = try ShadeBinary.require()
        let home = try E2EHome()
        defer { home.remove() }
        let alone = home.root.appendingPathComponent("bin/shade").path
        try FileManager.default.createDirectory(atPath: (alone as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Self.copyExecutable(shade.path, to: alone)
        let yaml = home.root.appendingPathComponent("demo.yaml").path
        let toml = home.root.appendingPathComponent("demo.toml").path
        try Data(Self.scheme.utf8).write(to: URL(fileURLWithPath: yaml))
        try Data("[colors.primary]\nbackground = \"#101010\"\nforeground = \"#efefef\"\n".utf8).write(to: URL(fileURLWithPath: toml))
        let environment = home.environment(adding: ProcessInfo.processInfo.environment)

        // Beside the library (as built) both read.
        for file in [yaml, toml] {
            let built = try E2EProcess.run(shade.path, ["validate", file], environment: environment)
            #expect(built.status == 0, "\(built.standardOutput)\(built.standardError)")
        }
        for file in [yaml, toml] {
            let result = try E2EProcess.run(alone, ["validate", file], environment: environment)
            #expect(result.status != 0)
            let lines = (result.standardOutput + result.standardError).split(separator: "\n").filter { $0.contains("libShadeParsers") }
            #expect(lines.count == 1, "\(result.standardOutput)\(result.standardError)")
            #expect(lines.first?.contains("swift build") == true && lines.first?.contains(file) == true, "\(lines)")
        }
        let version = try E2EProcess.run(alone, ["--version"], environment: environment)
        #expect(version.status == 0 && !version.standardOutput.isEmpty)
        let json = try E2EProcess.run(alone, ["contrast", "--theme", "Sky", "--format", "json"], environment: environment)
        #expect(json.status == 0 || json.status == 1, "\(json.standardError)")
        #expect(json.standardOutput.contains("Sky") && !json.standardError.contains("libShadeParsers"), "\(json.standardError)")
    }
}
