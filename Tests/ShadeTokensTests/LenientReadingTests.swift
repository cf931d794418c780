import ShadeColor
import Testing
@testable import ShadeTokens
import ShadeJSON

/// Read leniently, report strictly: a token whose colour is known is used, and what it
/// breaks is still reported where it stands, as a deviation.
@Suite struct LenientReadingTests {
    @Test func aThreeDigitFallbackKeepsTheWhiteThatThePageAliasesTo() throws {
        let resolved = dtcgResolve(##"""
        {"palette": {"$type": "color", "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff"}}},
         "bg": {"$type": "color", "page": {"$value": "{palette.white}"}}}
        """##)
        #expect(resolved.hex("bg.page") == "#FFFFFF")
        #expect(resolved.hex("palette.white") == "#FFFFFF")
        let line = try #require(resolved.messages(containing: "3 digits").first)
        #expect(line.severity == .deviation)
        #expect(line.tokenPath == "palette.white")
        #expect(line.position?.line == 1)
    }

    @Test func aStrayScalarBesideValueIsIgnoredAndReported() throws {
        let resolved = dtcgResolve(##"""
        {"text": {"$type": "color", "weak": {"$value": {"colorSpace": "srgb", "components": [0.4, 0.4, 0.4]}, "alpha": 0}}}
        """##)
        #expect(resolved.hex("text.weak") == "#666666")
        let line = try #require(resolved.messages(containing: "stray \"alpha\"").first)
        #expect(line.severity == .deviation)
        #expect(line.kind == "hold a stray \"alpha\" beside $value")
        #expect(line.position == SourcePosition(line: 1, column: 103))
    }

    @Test func anUndefinedTypeOnAnAliasToAColourKeepsTheColour() throws {
        let resolved = dtcgResolve(##"""
        {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
         "link": {"$type": "string", "$value": "{blue}"}}
        """##)
        #expect(resolved.hex("link") == "#0000FF")
        #expect(resolved.messages(containing: "\"string\" is not a type").first?.severity == .deviation)
    }

    @Test func anUnknownUnitCostsNoColour() throws {
        let resolved = dtcgResolve(##"""
        {"space": {"$type": "dimension", "md": {"$value": {"value": 1, "unit": "em"}}},
         "font": {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 1, "unit": "em"}}}},
         "ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000"}}}
        """##)
        #expect(resolved.hex("ink") == "#000000")
        #expect(resolved.messages(containing: "\"unit\"").first?.severity == .problem)
    }

    @Test func aChildObjectBesideValueIsStillAProblem() throws {
        let resolved = dtcgResolve("""
        {"bg": {"$type": "color", "$value": \(dtcgSRGB(1, 1, 1)), "hover": {"$value": \(dtcgSRGB(0.9, 0.9, 0.9))}}}
        """)
        #expect(resolved.messages(containing: "cannot also hold").first?.severity == .problem)
    }

    @Test func linesOfOneKindAreSaidOncePerFile() {
        let stray = (1...14).map { line in
            Diagnostic(file: "tokens/button.tokens.json", position: SourcePosition(line: line, column: 3),
                       tokenPath: "button.\(line)", message: "a stray \"alpha\" beside $value is ignored")
                .deviation(kind: "hold a stray \"alpha\" beside $value")
        }
        let alone = Diagnostic(file: "other.json", message: "cannot read the file")
        let single = Diagnostic(file: "x.json", position: SourcePosition(line: 2, column: 1), message: "m")
            .deviation(kind: "hold a stray \"alpha\" beside $value")
        let lines = (stray + [alone, single]).summarisedByKind().map(\.description)
        #expect(lines == [
            "tokens/button.tokens.json: 14 tokens hold a stray \"alpha\" beside $value (first: button.1 at 1:3); shade validate tokens/button.tokens.json lists them",
            "other.json: cannot read the file",
            "x.json:2:1: m",
        ])
    }

    @Test func aCommandOtherThanValidateShowsAFewLinesPerFileAndCountsTheRest() {
        // Forty aliases into a package the folder does not hold: list must not print forty lines.
        let missing = (1...40).map { line in
            Diagnostic(file: "props/button.json", position: SourcePosition(line: line, column: 9),
                       tokenPath: "button.\(line)", message: "{ids.color.\(line)} names no token")
        }
        let other = Diagnostic(file: "props/body.json", position: SourcePosition(line: 4, column: 2), message: "m")
        let lines = (missing + [other]).briefPerFile().map(\.description)
        #expect(lines == [
            "props/button.json:1:9: button.1: {ids.color.1} names no token",
            "props/button.json:2:9: button.2: {ids.color.2} names no token",
            "props/button.json:3:9: button.3: {ids.color.3} names no token",
            "props/button.json: … and 37 more problems; shade validate props/button.json lists them",
            "props/body.json:4:2: m",
        ])
    }

    /// A package whose build lacks its palette says the same thing in every file: outside
    /// `validate`, one line for the package's folder, naming the first; a kind met in a few
    /// files elsewhere is still said file by file.
    @Test func aKindMetInManyFilesIsOneLineForTheirFolder() {
        let kind = "alias a token that no file defines"
        let many = (1...6).flatMap { file in
            (1...5).map { line in
                Diagnostic(file: "repo/epe/src/component/c\(file).tokens.json", position: SourcePosition(line: line, column: 7),
                           tokenPath: "c\(file).t\(line)", message: "{epe.x} names no token").deviation(kind: kind)
            }
        }
        let few = (1...2).map { file in
            Diagnostic(file: "repo/other/f\(file).json", position: SourcePosition(line: 2, column: 3), tokenPath: "o\(file)",
                       message: "{o.x} names no token").deviation(kind: kind)
        }
        let lines = (many + few).briefPerFile().map(\.description)
        #expect(lines == [
            "repo/epe/src/component: 30 tokens in 6 files \(kind) (first: c1.tokens.json:1:7 c1.t1); shade validate repo/epe/src/component lists them",
            "repo/other/f1.json:2:3: o1: {o.x} names no token",
            "repo/other/f2.json:2:3: o2: {o.x} names no token",
        ])
        // `validate` lists every one.
        #expect((many + few).count == 32)
        // With no folding asked, each file keeps its line.
        #expect((many + few).summarisedByKind().count == 8)
    }

    /// A message about Shade, not a file (a parser library missing beside the executable),
    /// given by every YAML file of a folder: outside `validate`, one line counting the files;
    /// the same message in a few files, and a file's own problems, are said as before.
    @Test func aMessageEveryFileGivesAlikeIsSaidOnce() {
        let missing = "reading YAML and TOML themes needs libShadeParsers.so beside the shade executable"
        let many = (1...5).map { Diagnostic(file: "tokens/\($0 % 2 == 0 ? "dark/" : "")f\($0).yml", message: missing) }
        let few = (1...2).map { Diagnostic(file: "other/g\($0).yml", message: "not valid YAML") }
        let own = Diagnostic(file: "tokens/f1.yml", position: SourcePosition(line: 3, column: 1), message: missing)
        let lines = (many + few + [own]).briefPerFile().map(\.description)
        #expect(lines == [
            "tokens: 5 files: \(missing)",
            "other/g1.yml: not valid YAML",
            "other/g2.yml: not valid YAML",
            "tokens/f1.yml:3:1: \(missing)",
        ])
    }

    @Test func aResolverNamesItsFilesWithoutDotSegments() {
        let files = DTCGMemoryFiles([
            "ds/r.resolver.json": ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "./sub/../sub/t.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
            "ds/sub/t.json": ##"{"ink": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}, "alpha": 1}}"##,
        ])
        let system = files.open("ds/r.resolver.json")
        let resolved = system.resolve(system.defaultContext)
        #expect(resolved.colors.first?.file == "ds/sub/t.json")
        #expect(resolved.diagnostics.map(\.file) == ["ds/sub/t.json"])
    }
}
