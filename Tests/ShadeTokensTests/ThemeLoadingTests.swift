import Foundation
import ShadeColor
import Testing
@testable import ShadeTokens
import ShadeJSON
@testable import ShadeCatalog

/// Broken theme files: each gets one clear line naming file, position and token, and never
/// hides the good themes.
@Suite struct ThemeLoadingTests {
    /// A small valid user theme that extends Sky and overrides two tokens.
    static let ocean = """
        {
          "$description": "Sky with a deeper page",
          "$extensions": { "dev.shade": { "name": "Ocean", "extends": "Sky" } },
          "light": {
            "$type": "color",
            "backgroundPrimary": { "$value": "#E0F0FF" },
            "accent": { "$value": "{brand.deep}" }
          },
          "brand": { "$type": "color", "deep": { "$value": "{brand.deeper}" }, "deeper": { "$value": "#004466" } }
        }
        """

    func load(_ files: [String: String]) throws -> (ThemeCatalog, String) {
        let folder = try Fixtures.folder(files)
        return (ThemeCatalog.load(paths: [folder]), folder)
    }

    /// The one problem `shade validate` would report (loading and resolving every theme).
    func onlyProblem(_ catalog: ThemeCatalog, sourceLocation: SourceLocation = #_sourceLocation) throws -> Diagnostic {
        let problems = catalog.allProblems()
        #expect(problems.count == 1, "\(problems)", sourceLocation: sourceLocation)
        #expect(catalog.themes.count >= 7, "the bundled themes must still load", sourceLocation: sourceLocation)
        return try #require(problems.first, sourceLocation: sourceLocation)
    }

    @Test func aUserThemeExtendsABundledOneAndOverridesAFewTokens() throws {
        let (catalog, _) = try load(["ocean.json": Self.ocean])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let ocean = try #require(catalog.theme(named: "ocean")).resolve(Resolution(.light))
        let sky = try Fixtures.resolve("Sky", .light)
        #expect(ocean[.backgroundPrimary] == Fixtures.rgb("#E0F0FF"))
        #expect(ocean[.accent] == Fixtures.rgb("#004466"))
        #expect(ocean.details(.accent).aliasChain == ["brand.deep", "brand.deeper"])
        #expect(ocean[.foregroundPrimary] == sky[.foregroundPrimary])
        // Surfaces are composited over this theme's own page, not Sky's.
        #expect(ocean[.surfacePrimary] == RGBA(sky.details(.surfacePrimary).written.rgb, alpha: 0.5).composited(over: Fixtures.rgb("#E0F0FF")))
        // The user's light accent applies in high contrast too, unless the file says otherwise.
        #expect(try #require(catalog.theme(named: "Ocean")).resolve(Resolution(.light, .high))[.accent] == Fixtures.rgb("#004466"))
    }

    @Test func invalidJSONNamesLineAndColumn() throws {
        let (catalog, folder) = try load(["bad.json": "{\n  \"light\": {\n    \"accent\": { \"$value\": \"#fff\" },\n  }\n}\n"])
        let problem = try onlyProblem(catalog)
        #expect(problem.file == folder + "/bad.json")
        #expect(problem.position?.line == 3)
        #expect(problem.description.contains("trailing comma"))
    }

    @Test func aMissingRequiredTokenIsNamed() throws {
        let file = """
            {
              "$extensions": { "dev.shade": { "name": "Partial" } },
              "palette": { "$type": "color", "50": { "$value": "#FFFFFF" } }
            }
            """
        let (catalog, folder) = try load(["partial.json": file])
        // Listed (themes resolve lazily) but resolving in no variant.
        #expect(try #require(catalog.theme(named: "Partial")).availableResolutions.isEmpty)
        #expect(catalog.allProblems().contains { $0.file == folder + "/partial.json" && $0.tokenPath == "palette.1000" })
        #expect(catalog.allProblems().allSatisfy { $0.file == folder + "/partial.json" }, "problems are reported on the user's file, not the base")
    }

    @Test func aMisspeltRequiredTokenGetsASuggestion() throws {
        let file = """
            { "$extensions": { "dev.shade": { "name": "Typo", "extends": "Sky" } },
              "light": { "$type": "color", "foregroundSecundary": { "$value": "{light.foregroundSecundary}" } } }
            """
        let (catalog, _) = try load(["typo.json": file])
        #expect(catalog.allProblems().contains { $0.description.contains("cycle") })
    }

    @Test func anUnknownTypeIsReportedWithASuggestion() throws {
        let (catalog, folder) = try load(["type.json": """
            { "$extensions": { "dev.shade": { "name": "Typed", "extends": "Sky" } },
              "light": { "accent": { "$type": "colour", "$value": "#123456" } } }
            """])
        let problem = try onlyProblem(catalog)
        #expect(problem.description == "\(folder)/type.json:2:35: light.accent: unknown $type 'colour' (did you mean color?)")
    }

    @Test func aMalformedColourIsReportedWhereItStands() throws {
        let (catalog, folder) = try load(["colour.json": """
            { "$extensions": { "dev.shade": { "name": "Malformed", "extends": "Sky" } },
              "light": { "$type": "color", "accent": { "$value": "#12345" } } }
            """])
        let problem = try onlyProblem(catalog)
        #expect(problem.file == folder + "/colour.json")
        #expect(problem.position == SourcePosition(line: 2, column: 54))
        #expect(problem.tokenPath == "light.accent")
        #expect(problem.message.contains("3, 4, 6 or 8 digits"))
        // The theme still has the resolutions the broken token does not touch.
        #expect(try #require(catalog.theme(named: "Malformed")).availableResolutions == [Resolution(.dark), Resolution(.dark, .high)])
    }

    @Test func anAliasToNothingSuggestsTheNearestToken() throws {
        let (catalog, _) = try load(["alias.json": """
            { "$extensions": { "dev.shade": { "name": "Dangling", "extends": "Sky" } },
              "dark": { "$type": "color", "accent": { "$value": "{palette.305}" } } }
            """])
        let problem = try onlyProblem(catalog)
        #expect(problem.tokenPath == "dark.accent")
        #expect(problem.message == "alias {palette.305} points to nothing")
        #expect(problem.suggestion == "{palette.300}" || problem.suggestion == "{palette.350}")
    }

    @Test func anAliasCycleIsReportedOnce() throws {
        let (catalog, _) = try load(["cycle.json": """
            { "$extensions": { "dev.shade": { "name": "Loop", "extends": "Sky" } },
              "light": { "$type": "color", "accent": { "$value": "{light.onAccent}" }, "onAccent": { "$value": "{light.accent}" } } }
            """])
        #expect(catalog.allProblems().contains { $0.message.contains("alias cycle: light.accent → light.onAccent → light.accent") })
        #expect(catalog.themes.count == 8, "a theme with a broken appearance keeps the others")
    }

    @Test func aDuplicateThemeNameSkipsTheSecondFile() throws {
        let (catalog, folder) = try load(["sky.json": """
            { "$extensions": { "dev.shade": { "name": "sky" } } }
            """])
        let problem = try onlyProblem(catalog)
        #expect(problem.file == folder + "/sky.json")
        #expect(problem.message.contains("already comes from <built-in>/sky.json"))
        #expect(problem.suggestion?.contains("extends") == true)
    }

    @Test func aFileThatIsNotUTF8IsRefused() throws {
        let folder = try Fixtures.folder(name: "latin1.json", bytes: Array("{\"$description\": \"caf".utf8) + [0xE9] + Array("\"}".utf8))
        let problem = try onlyProblem(ThemeCatalog.load(paths: [folder]))
        #expect(problem.message.contains("UTF-8"))
        #expect(problem.position == SourcePosition(line: 1, column: 22))
    }

    @Test func emptyAndHugeFilesAreRefused() throws {
        let (empty, _) = try load(["empty.json": "  \n"])
        #expect(try onlyProblem(empty).message.contains("empty"))
        let huge = try Fixtures.folder(name: "huge.json", bytes: Array(repeating: 0x20, count: ThemeCatalog.maximumFileSize + 10))
        #expect(try onlyProblem(ThemeCatalog.load(paths: [huge])).message == FileSystem.sizeRefusal(size: ThemeCatalog.maximumFileSize + 10, cap: ThemeCatalog.maximumFileSize))
    }

    @Test func controlCharactersFromAFileAreMadeVisible() throws {
        let (catalog, _) = try load(["evil.json": """
            { "$extensions": { "dev.shade": { "name": "Evil\\u001b]52;c;SGFja2Vk\\u0007", "extends": "Nope" } } }
            """])
        let line = try onlyProblem(catalog).description
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(line.contains("extends 'Nope'"))
    }

    @Test func aMissingFolderIsReportedNotFatal() {
        let catalog = ThemeCatalog.load(paths: ["/nonexistent/shade-themes"])
        #expect(catalog.themes.count == 7)
        #expect(catalog.diagnostics.map(\.description) == ["/nonexistent/shade-themes: no such file or folder"])
    }
}
