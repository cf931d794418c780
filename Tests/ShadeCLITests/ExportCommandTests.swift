import Foundation
import ShadeFormats
import ShadeTokens
import Testing
@testable import ShadeCLI
import ShadeFiles

/// `shade export`: files where asked, never over existing ones without --force, conversions
/// from other formats.
@Suite struct ExportCommandTests {
    private func scratch() -> String {
        let path = NSTemporaryDirectory() + "shade-export-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func writesOnceAndReplacesOnlyWithForce() throws {
        let folder = scratch()
        let file = folder + "/sky.css"
        try ExportCommand.parse(["--theme", "Sky", "--format", "css", "-o", file]).run()
        let first = try String(contentsOfFile: file, encoding: .utf8)
        #expect(first.contains("--backgroundPrimary: light-dark("))
        try "mine".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(throws: CommandFailure.self) { try ExportCommand.parse(["--theme", "Sky", "--format", "css", "-o", file]).run() }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "mine")
        try ExportCommand.parse(["--theme", "Sky", "--format", "css", "-o", file, "--force"]).run()
        #expect(try String(contentsOfFile: file, encoding: .utf8) == first)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["sky.css"], "no staging files left")
    }

    @Test func foldersForCatalogsAndNamesFromNameOption() throws {
        let folder = scratch()
        try ExportCommand.parse(["--theme", "Gold", "--format", "xcassets", "-o", folder, "--name", "Gold Copy"]).run()
        #expect(FileManager.default.fileExists(atPath: folder + "/GoldCopy.xcassets/accent.colorset/Contents.json"))
        #expect(FileManager.default.fileExists(atPath: folder + "/GoldCopy+Colors.swift"))
        #expect(throws: CommandFailure.self) { try ExportCommand.parse(["--theme", "Gold", "--format", "xcassets", "-o", "-"]).run() }
        #expect(throws: CommandFailure.self) {
            try ExportCommand.parse(["--theme", "Gold", "--format", "xcassets", "-o", folder, "--name", "Gold Copy"]).run()
        }
        try ExportCommand.parse(["--theme", "Gold", "--format", "dtcg", "-o", folder, "--name", "Gold Copy"]).run()
        let system = DesignSystem.open(path: folder + "/GoldCopy.resolver.json")
        #expect(system.name == "Gold Copy")
        #expect(system.appearances == [.light, .dark])
    }

    @Test func convertsATerminalPaletteFromAPath() throws {
        let folder = scratch()
        let source = folder + "/dusk"
        try "background = #101010\nforeground = #e0e0e0\npalette = 4=#5588ff\npalette = 1=#ff5555\n".write(toFile: source, atomically: true, encoding: .utf8)
        try ExportCommand.parse(["--theme", source, "--format", "kitty", "-o", folder + "/dusk.conf"]).run()
        let kitty = try String(contentsOfFile: folder + "/dusk.conf", encoding: .utf8)
        #expect(kitty.contains("background #101010") && kitty.contains("color4 #5588ff"))
        // A dark-only palette has no light variant to export.
        #expect(throws: CommandFailure.self) {
            try ExportCommand.parse(["--theme", source, "--format", "ghostty", "--appearance", "light", "-o", folder + "/x"]).run()
        }
    }

    /// A design system named from `--themes` exports what its file does: the roles as drawn
    /// and its own tokens after them (by name it once wrote the roles only), under the name
    /// the catalog lists.
    @Test func aSystemByNameWritesItsTokensAsItsFileDoes() throws {
        let folder = scratch()
        let tokens = ##"{ "color": { "$type": "color", "bg": { "$value": "#FFFFFF" }, "text": { "$value": "#1A1A1A" }, "##
            + ##""brand": { "$value": "#0B6E4F" }, "accent": { "$value": "#F5F5F5" } } }"##
        try tokens.write(toFile: folder + "/north.tokens.json", atomically: true, encoding: .utf8)
        let byName = try ExportCommand.parse(["--themes", folder, "--theme", "north", "--format", "css"]).exportTheme()
        let byFile = try ExportCommand.parse(["--theme", folder + "/north.tokens.json", "--format", "css"]).exportTheme()
        #expect(byName.name == "north")
        #expect(CSSWriter.text(byName) == CSSWriter.text(byFile))
        let css = CSSWriter.text(byName)
        #expect(css.contains("--color-brand: #0B6E4F;"), "\(css)")
        #expect(css.contains("--color-accent: #F5F5F5;"))
    }
}
