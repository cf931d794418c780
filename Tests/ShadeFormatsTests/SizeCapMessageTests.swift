import Foundation
import Testing
import ShadeFormats
import ShadeTokens
import ShadeCatalog

/// A file refused for its size is said in one way whatever its format: the file, its size and
/// the cap, from ``FileSystem/sizeRefusal(size:cap:)``. Each reader had its own words ("the file
/// is over 1048576 bytes", "more than 1048576 bytes; skipped", "limited to 1024 KiB").
struct SizeCapMessageTests {
    static let cap = FormatFiles.maximumFileSize

    /// `head` padded past the cap with what the format reads as blank (so only the size is wrong).
    static func padded(_ head: String, _ filler: String = " ") -> String {
        head + String(repeating: filler, count: cap + 100 - head.utf8.count)
    }

    @Test func everyReaderSaysTheSizeAndTheCapInTheSameWords() throws {
        let root = Support.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "shade.json": Self.padded(#"{ "$extensions": { "dev.shade": { "name": "Big", "extends": "Sky" } }, "light": {} }"#),
            "sheet.css": Self.padded(":root { --background: #ffffff; --foreground: #111111; }\n"),
            "palette.yaml": Self.padded("system: base16\nname: big\nauthor: x\nbase00: \"ffffff\"\n", "\n"),
            "alacritty.toml": Self.padded("[colors.primary]\nbackground = \"#000000\"\nforeground = \"#ffffff\"\n", "\n"),
            "kitty.conf": Self.padded("background #000000\nforeground #ffffff\n", "\n"),
            "Colors.xcassets/Big.colorset/Contents.json": Self.padded(
                #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0"}}}]}"#),
        ]
        for (name, text) in files { Support.write(text, root + "/" + name) }
        let problems = ThemeCatalog.load(paths: [root]).allProblems()
        for (name, text) in files {
            let expected = FileSystem.sizeRefusal(size: text.utf8.count, cap: Self.cap)
            let about = problems.filter { $0.file.hasSuffix("/" + name) }
            #expect(about.map(\.message) == [expected], "\(name): \(about.map(\.description))")
        }
        #expect(FileSystem.sizeRefusal(size: 1_572_864, cap: 1 << 20)
                == "the file is 1.5 MiB (1572864 bytes); Shade reads files of at most 1 MiB (1048576 bytes); skipped")
        #expect(FileSystem.sizeRefusal(size: nil, cap: 16 << 20).hasPrefix("the file is more than 16 MiB;"))
    }

    /// A real export of a large system is several MiB (SAP's `design-tokens.json`, 1.1–1.3 MiB
    /// per theme, was refused by the former 1 MiB cap): a 1.5 MiB DTCG token file of colours
    /// is read as a theme, with no problem about its size.
    @Test func anExportOfSeveralMiBIsRead() throws {
        let root = Support.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var groups: [String] = []
        var bytes = 0, index = 0
        while bytes < 3 << 19 {
            let steps = (0..<10).map { step in
                "\"s\(step)\": { \"$value\": \"#" + String(format: "%06x", (index * 10 + step) % 0xFFFFFF) + "\" }"
            }
            let group = "\"g\(index)\": { \"$type\": \"color\", \"$description\": \"a generated group of the palette, as an export writes its notes\", "
                + steps.joined(separator: ", ") + " }"
            groups.append(group)
            bytes += group.utf8.count
            index += 1
        }
        let text = ##"{ "background": { "$type": "color", "$value": "#ffffff" }, "text": { "$type": "color", "$value": "#111111" }, "palette": { "##
            + groups.joined(separator: ",\n") + " } }"
        #expect(text.utf8.count > 1 << 20 && text.utf8.count < Self.cap)
        Support.write(text, root + "/design-tokens.json")
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(catalog.themes.contains { $0.source != .bundled }, "\(catalog.allProblems().map(\.description))")
        #expect(!catalog.allProblems().contains { $0.message.contains("Shade reads files of at most") })
    }

    @Test func aTokenFileInMemoryIsRefusedInTheSameWords() {
        let files = MemoryTokenFiles(["/t/big.json": Array(repeating: 0x20, count: 2_000)])
        guard case .failure(let refusal) = files.contents(atPath: "/t/big.json", limit: 2_001, refusingOver: 1_024) else {
            Issue.record("a file over the cap was read")
            return
        }
        #expect(refusal.message == FileSystem.sizeRefusal(size: 2_000, cap: 1_024))
    }
}
