import Foundation
import ShadeTestSupport
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog
import ShadeFiles

/// Something named `x.json` that is not a regular file is skipped at once, with one line
/// saying what it is; nothing ever blocks on it (each test runs under a deadline).
@Suite struct SpecialFileTests {
    /// Loads `folder` (or the path itself) under a deadline and returns the one diagnostic
    /// about `name`.
    private func problem(loading path: String, about name: String) throws -> Diagnostic {
        let catalog = try withinDeadline { ThemeCatalog.load(paths: [path]) }
        #expect(catalog.themes.count >= 7, "the bundled themes still load")
        let problems = catalog.diagnostics.filter { $0.file.hasSuffix(name) }
        #expect(problems.count == 1, "\(catalog.diagnostics)")
        return try #require(problems.first)
    }

    private func folderWith(_ make: (String) throws -> Void) throws -> String {
        let folder = try Fixtures.folder(["good.json": #"{ "$extensions": { "dev.shade": { "name": "Good", "extends": "Sky" } } }"#])
        try make(folder + "/x.json")
        return folder
    }

    @Test func aFIFOIsSkippedNotRead() throws {
        let folder = try folderWith { #expect(mkfifo($0, 0o644) == 0) }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try problem(loading: folder, about: "/x.json").message == "not a regular file: a FIFO; skipped")
        let catalog = try withinDeadline { ThemeCatalog.load(paths: [folder]) }
        #expect(catalog.theme(named: "Good") != nil, "the good file beside it loads")
        // Named directly, as with --themes x.json.
        #expect(try problem(loading: folder + "/x.json", about: "/x.json").message == "not a regular file: a FIFO; skipped")
    }

    @Test func aSocketIsSkipped() throws {
        let folder = try folderWith { path in
            let socket = Foundation.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            #expect(socket >= 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (index, byte) in path.utf8.enumerated() where index < raw.count - 1 { raw[index] = byte }
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            #expect(bound == 0)
            close(socket)
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try problem(loading: folder, about: "/x.json").message == "not a regular file: a socket; skipped")
    }

    @Test func aDeviceIsSkippedNotRead() throws {
        // /dev/zero never ends: read, it would fill the size cap for nothing.
        let folder = try folderWith { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "/dev/zero") }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try problem(loading: folder, about: "/x.json").message == "not a regular file: a character device; skipped")
    }

    @Test func aDirectoryIsSkippedAndSaysSo() throws {
        let folder = try folderWith { try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: false) }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try problem(loading: folder, about: "/x.json").message == "not a regular file: a directory; skipped")
    }

    @Test func aSymlinkLoopIsSkippedAndSaysSo() throws {
        let folder = try folderWith { path in
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "y.json")
            try FileManager.default.createSymbolicLink(atPath: (path as NSString).deletingLastPathComponent + "/y.json", withDestinationPath: "x.json")
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try problem(loading: folder, about: "/x.json").message == "a symlink loop (too many levels of symbolic links); skipped")
        #expect(try problem(loading: folder + "/x.json", about: "/x.json").message.hasPrefix("a symlink loop"))
    }

    @Test func aLinkToNothingIsSkippedAndSaysSo() throws {
        let folder = try folderWith { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "gone.json") }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try problem(loading: folder, about: "/x.json").message == "a symbolic link to nothing; skipped")
    }

    @Test func aFIFOThatReplacesAFileAfterTheCheckStillCannotBlock() throws {
        // The read itself refuses what the opened descriptor turns out to be.
        let folder = try folderWith { #expect(mkfifo($0, 0o644) == 0) }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try withinDeadline { FileSystem.regularFileContents(atPath: folder + "/x.json", limit: 10) }
        guard case .failure(let problem) = result else { Issue.record("a FIFO was read"); return }
        #expect(problem.kind == .fifo)
        #expect(FileKind.of(folder) == .directory)
        #expect(FileKind.of(folder + "/good.json") == .regular)
        #expect(FileKind.of(folder + "/none.json") == .missing)
        // A folder read takes the kind from its listing: one that said "regular file" before
        // a FIFO took the name is still opened without blocking and refused once open.
        let open = try OpenFolder(folder)
        let listed = try withinDeadline { open.contents(of: "x.json", listed: .regular, limit: 10) }
        guard case .failure(let again) = listed else { Issue.record("a FIFO listed as a file was read"); return }
        #expect(again.kind == .fifo)
        #expect(try open.listing().get().first { $0.name == "x.json" }?.kind == .fifo, "readdir names a FIFO")
        #expect(try open.contents(of: "good.json", listed: nil, limit: 1_000).get().count > 10, "an unlisted kind is looked up")
    }
}
