import Foundation
import Testing
@testable import ShadeTokens
import ShadeJSON
@testable import ShadeCatalog
import ShadeFiles

/// A resolver reads sources only inside its own folder, however they are reached, and the
/// path spellings it compares are normalised the same way whatever the fast path decides.
@Suite struct SourceConfinementTests {
    private static let colorFile = #"{"c": {"$type": "color", "bg": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"#

    private static func resolver(sources: [String]) -> String {
        let references = sources.map { #"{"$ref": "\#($0)"}"# }.joined(separator: ", ")
        return ##"{"version": "2025.10", "sets": {"base": {"sources": [\##(references)]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##
    }

    private static func problems(_ root: String, _ resolver: String = "sys/system.resolver.json") throws -> [String] {
        let file = root + "/" + resolver
        let node = try JSONParser.parse(Array(try String(contentsOfFile: file, encoding: .utf8).utf8))
        return DTCGResolverDocument(root: node, file: file, files: DiskTokenFiles()).diagnostics.map(\.message)
    }

    @Test func symlinksThatLeadOutOfTheFolderAreRefusedAndThoseThatStayInsideAreRead() throws {
        let root = try SystemThemeTests.folder([
            "outside/secret.json": Self.colorFile,
            "sys/inside.json": Self.colorFile,
            "sys/system.resolver.json": Self.resolver(sources: ["inside.json", "link-in.json", "link-out.json", "sub/secret.json", "sub/secret.json"]),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/sys/link-in.json", withDestinationPath: root + "/sys/inside.json")
        try FileManager.default.createSymbolicLink(atPath: root + "/sys/link-out.json", withDestinationPath: root + "/outside/secret.json")
        // A folder inside that is a symlink out: the file in it is not itself a link.
        try FileManager.default.createSymbolicLink(atPath: root + "/sys/sub", withDestinationPath: root + "/outside")
        let messages = try Self.problems(root)
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.filter { $0.hasPrefix(#""link-out.json" lies outside"#) && $0.hasSuffix("(it is a symlink that leads out)") }.count == 1)
        #expect(messages.filter { $0.hasPrefix(#""sub/secret.json" lies outside"#) && $0.hasSuffix("(it is a symlink that leads out)") }.count == 2,
                "each listing of the file is reported where it stands")
        #expect(!messages.contains { $0.contains("inside.json") || $0.contains("link-in.json") })
    }

    /// `--themes .` and `shade diff git:main .` name a resolver in the current directory as
    /// `./acme.resolver.json`: its sources are inside its folder, as without the `./`.
    @Test func aResolverInTheCurrentDirectoryReadsItsSourcesWhicheverWayItIsNamed() throws {
        let files = MemoryTokenFiles { path in
            ["north/palette.json": Array(Self.colorFile.utf8)][SourcePath.normalised(path)]
        }
        let node = try JSONParser.parse(Array(Self.resolver(sources: ["north/palette.json", "../outside.json"]).utf8))
        for file in ["./north.resolver.json", "north.resolver.json", "././north.resolver.json"] {
            let messages = DTCGResolverDocument(root: node, file: file, files: files).diagnostics.map(\.message)
            #expect(!messages.contains { $0.contains("north/palette.json") }, "\(file): \(messages)")
            #expect(messages.contains { $0.hasPrefix(#""../outside.json" lies outside"#) }, "\(file) still keeps its sources in: \(messages)")
        }
    }

    @Test func aResolverThatListsItselfByAnotherNameIsToldOnce() throws {
        let root = try SystemThemeTests.folder([
            "sys/a.json": Self.colorFile,
            "sys/system.resolver.json": Self.resolver(sources: ["a.json", "./system.resolver.json", "alias.json"]),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/sys/alias.json", withDestinationPath: root + "/sys/system.resolver.json")
        let messages = try Self.problems(root)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.hasPrefix(#"the resolver lists itself as a source ("./system.resolver.json")"#) == true)
    }

    @Test func normalisingGivesWhatTheSegmentRulesGiveForEverySpelling() {
        // Every path of up to four segments drawn from these, with and without a leading slash.
        let segments = ["a", "b.json", ".", "..", "", "...", ".x"]
        var paths: [String] = [""]
        for _ in 0..<4 { paths += paths.flatMap { path in segments.map { path.isEmpty ? $0 : path + "/" + $0 } } }
        paths = Array(Set(paths + paths.map { "/" + $0 }))
        for path in paths {
            #expect(SourcePath.normalised(path) == Self.segmentRules(path), "\(path)")
        }
        #expect(SourcePath.normalised("tokens/./color/../base.json") == "tokens/base.json")
        #expect(SourcePath.normalised("../../x.json") == "../../x.json")
    }

    /// The rule written the slow way: drop empty and `.` segments, let `..` eat the segment
    /// before it unless that is a `..` too.
    private static func segmentRules(_ path: String) -> String {
        var kept: [String] = []
        for part in path.components(separatedBy: "/") where !part.isEmpty && part != "." {
            if part == "..", let last = kept.last, last != ".." { kept.removeLast() } else { kept.append(part) }
        }
        return (path.hasPrefix("/") ? "/" : "") + kept.joined(separator: "/")
    }
}
