import Foundation
@testable import ShadeFormats
import ShadeJSON
import ShadeTokens
import Testing

/// The YAML and TOML readers through libShadeParsers: positions and messages survive the
/// trip through the C ABI, hostile documents get one line, and a missing library is named.
@Suite struct ParserLibraryTests {
    static let scheme = """
    system: "base16"
    name: "Tab\\tName"
    palette:
      base00: "#000000"
      base01: "#111111"
      base02: "#222222"
      base03: "#333333"
      base04: "#444444"
      base05: "#555555"
      base06: "#666666"
      base07: "#777777"
      base08: "#888888"
      base09: "#999999"
      base0A: "#aaaaaa"
      base0B: "#bbbbbb"
      base0C: "#cccccc"
      base0D: "#dddddd"
      base0E: "#eeeeee"
      base0F: "#ffffff"
    """

    @Test func theLibraryIsFoundBesideTheTestRunner() throws {
        guard case .success = ParserLibrary.shared else {
            Issue.record("\(ParserLibrary.searchFolders()): \(ParserLibrary.shared)")
            return
        }
    }

    @Test func yamlKeepsOrderPositionsAndControlCharacters() throws {
        let root = try #require(try MarkupDocument.yaml(Self.scheme, file: "s.yaml").get())
        #expect(root["name"]?.string == "Tab\tName")
        let palette = try #require(root["palette"]?.mapping)
        #expect(palette.map { $0.key.string } == (0..<16).map { "base0" + String($0, radix: 16, uppercase: true) })
        #expect(palette[3].key.position == SourcePosition(line: 7, column: 3))
        #expect(palette[3].value.position == SourcePosition(line: 7, column: 11))
        let scheme = try #require(Base16Reader.read(text: Self.scheme, file: "s.yaml").palette)
        #expect(scheme.name == "Tab\tName")
        #expect(scheme.positions["base16.base0D"] == SourcePosition(line: 17, column: 3))
    }

    @Test func yamlErrorsNameTheirPlace() {
        let problems = Base16Reader.read(text: "name: x\npalette: [1, 2\n", file: "cut.yaml").diagnostics
        #expect(problems.count == 1)
        #expect(problems.first?.description.hasPrefix("cut.yaml:3:1: not valid YAML:") == true, "\(problems)")
    }

    @Test func aliasBombsAndDeepNestingAreRefusedInOneLine() {
        var bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<9 { bomb += "\(Character(UnicodeScalar(97 + level)!)): &\(Character(UnicodeScalar(97 + level)!)) "
            + "[" + Array(repeating: "*\(Character(UnicodeScalar(96 + level)!))", count: 10).joined(separator: ", ") + "]\n" }
        let refused = Base16Reader.read(text: bomb, file: "bomb.yaml").diagnostics
        #expect(refused.count == 1 && refused[0].description.contains("aliases"), "\(refused)")
        let deep = String(repeating: "[", count: 400) + String(repeating: "]", count: 400)
        let nested = Base16Reader.read(text: deep, file: "deep.yaml").diagnostics
        #expect(nested.count == 1 && nested[0].description.contains("nested deeper than"), "\(nested)")
    }

    @Test func tomlGivesTablesStringsAndTypedValues() throws {
        let text = "[colors.primary]\nbackground = \"#0a0b0c\"\nalpha = 0.5\n[colors]\nlist = [\"a\", 1]\n"
        let root = try #require(try MarkupDocument.toml(text, file: "a.toml").get())
        #expect(root["colors"]?["primary"]?["background"]?.string == "#0a0b0c")
        #expect(root["colors"]?["primary"]?["alpha"]?.string == nil)
        guard case .sequence(let items)? = root["colors"]?["list"]?.value else {
            Issue.record("no sequence: \(String(describing: root["colors"]?["list"]))")
            return
        }
        #expect(items.count == 2 && items[0].string == "a" && items[1].string == nil)
        let broken = AlacrittyReader.read(text: "[colors.primary]\nbackground = \n", file: "b.toml").diagnostics
        #expect(broken.count == 1 && broken[0].description.hasPrefix("b.toml:2:") && broken[0].description.contains("not valid TOML"),
                "\(broken)")
    }

    @Test func aMissingLibraryIsNamedWithHowToBuildIt() throws {
        let empty = Support.scratch()
        let missing = ParserLibrary.open(in: [empty])
        let yaml = MarkupDocument.yaml(Self.scheme, file: "s.yaml", library: missing)
        let toml = MarkupDocument.toml("[colors]\n", file: "a.toml", library: missing)
        for result in [yaml, toml] {
            guard case .failure(let problem) = result else {
                Issue.record("read without the library")
                continue
            }
            let line = problem.description
            #expect(!line.contains("\n"))
            #expect(line.contains(ParserLibrary.fileName) && line.contains(empty) && line.contains("swift build -c release"), "\(line)")
        }
    }

    @Test func aForeignFileInThePlaceOfTheLibraryIsReported() throws {
        let folder = Support.scratch()
        Support.write("not a library", folder + "/" + ParserLibrary.fileName)
        guard case .failure(let problem) = ParserLibrary.open(in: [folder]) else {
            Issue.record("a text file opened as the library")
            return
        }
        #expect(problem.message.contains("did not load") && !problem.message.contains("\n"), "\(problem.message)")
    }
}
