import Foundation
import ShadeFormats
import Testing

/// Issue 35, item 9: `export --force` into a folder that is there (an asset catalog with the
/// team's AppIcon, a tokens folder with their own files) replaces only what Shade writes.
@Suite struct ForcedExportTests {
    static func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test(arguments: ["xcassets", "dtcg"])
    func aForcedExportKeepsEverythingItDoesNotWrite(writer: String) throws {
        let export = ExportTheme(theme: Support.bundled[1])
        let files = writer == "dtcg" ? DTCGWriter.files(export) : AssetCatalogWriter.files(export)
        let root = Support.scratch()
        let top = try #require(files.first { $0.path.contains("/") }?.path.split(separator: "/").first.map(String.init))
        // The team's own files beside and below what Shade writes, and one of Shade's files there already.
        let kept = ["\(top)/AppIcon.appiconset/Contents.json", "\(top)/team.tokens.json", "\(top)/deep/a/b.txt"]
        for path in kept { try Self.write("the team's \(path)", root + "/" + path) }
        let shadeFile = try #require(files.first { $0.path.hasPrefix(top + "/") })
        try Self.write("an older export", root + "/" + shadeFile.path)

        #expect(throws: ExportWriter.Refusal.self) { try ExportWriter.write(files, into: root, force: false) }
        let (_, merges) = try ExportWriter.writeReporting(files, into: root, force: true)
        for path in kept {
            #expect(try String(contentsOfFile: root + "/" + path, encoding: .utf8) == "the team's \(path)", "\(path) was touched")
        }
        #expect(try String(contentsOfFile: root + "/" + shadeFile.path, encoding: .utf8) == shadeFile.text)
        #expect(merges.first?.replaced == [shadeFile.path])
        #expect(merges.first.map { $0.added + $0.replaced.count } == files.filter { $0.path.hasPrefix(top + "/") }.count)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasPrefix(".shade") }
        #expect(leftovers.isEmpty, "staging left behind: \(leftovers)")
    }

    /// A place Shade writes a file to that holds a folder or a link is refused, and nothing is written.
    @Test func aFolderOrLinkInTheWayRefusesTheWholeExport() throws {
        let files = AssetCatalogWriter.files(ExportTheme(theme: Support.bundled[1]))
        let root = Support.scratch()
        let shadeFile = try #require(files.last)
        let top = String(shadeFile.path.split(separator: "/")[0])
        try Self.write("team", root + "/\(top)/team.txt")
        try FileManager.default.createDirectory(atPath: root + "/" + shadeFile.path, withIntermediateDirectories: true)
        #expect(throws: ExportWriter.Refusal.self) { try ExportWriter.write(files, into: root, force: true) }
        let written = files.dropLast().filter { FileManager.default.fileExists(atPath: root + "/" + $0.path) }
        #expect(written.isEmpty, "a refused export wrote \(written.count) files")
    }
}
