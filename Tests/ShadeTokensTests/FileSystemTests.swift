import Foundation
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog
import ShadeFiles

/// The POSIX helpers that replaced Foundation's path and file APIs behave as those did.
@Suite struct FileSystemTests {
    @Test func readingStopsAtTheLimitAcrossManyChunks() throws {
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let folder = try Fixtures.folder(name: "big.json", bytes: bytes)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileSystem.contents(atPath: folder + "/big.json", limit: 70_001) == Array(bytes[..<70_001]))
        #expect(FileSystem.contents(atPath: folder + "/big.json", limit: 200_000) == bytes)
        #expect(FileSystem.contents(atPath: folder + "/missing.json", limit: 10) == nil)
    }

    @Test func statusFollowsLinksAndTellsFoldersFromFiles() throws {
        let folder = try Fixtures.folder(["a.json": "12345"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: folder + "/a.json")
        #expect(FileSystem.status(atPath: folder)?.isDirectory == true)
        let file = try #require(FileSystem.status(atPath: folder + "/a.json"))
        #expect(!file.isDirectory && file.size == 5)
        #expect(FileSystem.status(atPath: folder + "/link.json") == file)
        #expect(FileSystem.status(atPath: folder + "/nothing") == nil)
    }

    /// Found from the end of the path, the name must be what splitting it at every slash
    /// and taking the last part gave: trailing and doubled slashes ignored, "/" itself kept.
    @Test func aFileNameIsThePathsLastNonEmptyComponent() {
        for path in ["", "/", "//", "a", "/a", "a/", "a//", "/a/b/c.json", "a//b//", "/tmp/x y/é.json", "relative/path/theme.json", "/日本/テーマ.json"] {
            let split = path.split(separator: "/").last.map(String.init) ?? path
            #expect(FileSystem.fileName(path) == split, "\(path.debugDescription)")
        }
        #expect(FileSystem.fileName("/themes/ocean.json") == "ocean.json")
        #expect(FileSystem.fileName("/themes/acme/") == "acme")
    }

    @Test func aPathBelowAFolderIsFoundByItsBytes() {
        #expect(FileSystem.offset(of: "/r/a/b.json", below: "/r") == 3)
        #expect(FileSystem.offset(of: "/r/a/b.json", below: "/r/") == 3)
        #expect(FileSystem.offset(of: "/r//a", below: "/r") == 4, "past every slash between them")
        #expect(FileSystem.offset(of: "r/a", below: "r") == 2)
        #expect(FileSystem.offset(of: "/é/a", below: "/é") == 4, "counted in UTF-8 bytes")
        // Not strictly below.
        #expect(FileSystem.offset(of: "/r", below: "/r") == nil)
        #expect(FileSystem.offset(of: "/r/", below: "/r") == nil)
        #expect(FileSystem.offset(of: "/rx/a", below: "/r") == nil, "a sibling sharing the name's start")
        #expect(FileSystem.offset(of: "/e\u{301}/a", below: "/e") == nil, "a longer name, whatever Unicode makes of it")
        #expect(FileSystem.offset(of: "/r/a", below: "") == nil)
    }

    @Test func joiningMatchesNSStringPathAppending() {
        for folder in ["themes", "themes/", "themes//", "./themes", "a//b", "/", "//", "", "../x/"] {
            #expect(FileSystem.join(folder, "x.json") == (folder as NSString).appendingPathComponent("x.json"), "\(folder)")
        }
    }

    @Test func errorsAreWordedByTheSystem() {
        #expect(throws: (any Error).self) { try FileManager.default.contentsOfDirectory(atPath: "/nonexistent/shade") }
        do {
            _ = try FileManager.default.contentsOfDirectory(atPath: "/nonexistent/shade")
        } catch {
            #expect(FileSystem.message(for: error) == "No such file or directory")
        }
        #expect(FileSystem.errorText(EACCES) == "Permission denied")
    }

    @Test func homeComesFromHOMEThenThePasswordDatabase() {
        #expect(FileSystem.homeDirectory(environment: ["HOME": "/home/ada"]) == "/home/ada")
        #expect(FileSystem.homeDirectory(environment: [:]) == NSHomeDirectoryForUser(NSUserName()))
    }

    @Test func aNameOfOnlySpacesIsRefusedButLineBreaksCountAsWritten() throws {
        let folder = try Fixtures.folder([
            "blank.json": #"{ "$extensions": { "dev.shade": { "name": " \t\u3000", "extends": "Sky" } } }"#,
            "odd.json": #"{ "$extensions": { "dev.shade": { "name": "\n", "extends": "Sky" } } }"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        #expect(catalog.diagnostics.map(\.message) == ["the theme name must be a non-empty string"])
        #expect(catalog.diagnostics.first?.file == folder + "/blank.json")
        #expect(catalog.theme(named: "BLANK") != nil, "the file name stands in for the refused name")
        #expect(catalog.theme(named: "\n") != nil)
    }
}
