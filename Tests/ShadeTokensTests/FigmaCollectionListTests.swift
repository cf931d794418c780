import Foundation
import ShadeColor
import ShadeJSON
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// A Figma plugin's export of its collections as one JSON list, each item a collection of
/// modes (``FigmaCollectionList``): one system, each collection's modes an axis, aliases across
/// collections, a collection of one mode read in every context. Fixtures written for the shape
/// (Bullhorn Novo's `bh2026` export is one such file).
@Suite struct FigmaCollectionListTests {
    /// A list of three collections: a palette in one mode, spacing (numbers, typed `float` as the
    /// plugin writes them) in one mode, and semantic colours in `light` and `dark` modes.
    static func list(lightMode: String = "light", darkMode: String = "dark") -> String {
        func colour(_ name: String, _ target: String) -> String {
            ##""\##(name)": {"$type": "color", "$collectionName": "core", "$value": "{color.\##(target)}"}"##
        }
        func semantic(_ page: String, _ text: String, _ accent: String) -> String {
            ##"{"color": {"background": {\##(colour("default", page))}, "content": {\##(colour("default", text)), \##(colour("link", accent))}}, "##
                + ##""radius": {"$type": "float", "$collectionName": "spacing", "$value": "{spacing.4}"}}"##
        }
        let palette = ["white": "#ffffff", "ink": "#1b1b1b", "night": "#14161a", "snow": "#f2f2f2", "blue": "#2563eb", "sky": "#93c5fd"]
            .sorted { $0.key < $1.key }.map { ##""\##($0.key)": {"$type": "color", "$value": "\##($0.value)"}"## }.joined(separator: ", ")
        return "[\n"
            + ##"{"core": {"modes": {"default": {"color": {\##(palette)}}}}},"## + "\n"
            + ##"{"spacing": {"modes": {"Mode 1": {"spacing": {"4": {"$scopes": ["GAP"], "$type": "float", "$value": 4}, "8": {"$type": "float", "$value": 8}}}}}},"## + "\n"
            + ##"{"semantic": {"modes": {"\##(lightMode)": \##(semantic("white", "ink", "blue")), "\##(darkMode)": \##(semantic("night", "snow", "sky"))}}}"##
            + "\n]\n"
    }

    @Test func aListOfCollectionsIsOneSystemWhoseModesAreLightAndDark() throws {
        let root = try SystemFolderTests.folder(["package.json": ##"{"name": "@acme/brand-tokens"}"##, "tokens/variables.json": Self.list()])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        let themes = WholeRepositoryTests.userThemes(catalog)
        #expect(themes.count == 1)
        let theme = try #require(themes.first)
        #expect(theme.availableResolutions == [Resolution(.light), Resolution(.dark)])
        let system = try #require(theme.system)
        let light = system.resolve(system.context(for: Resolution(.light)))
        let dark = system.resolve(system.context(for: Resolution(.dark)))
        // Aliases reach the palette, a collection of one mode read in both.
        #expect(light.color("color.background.default")?.color.rgb.hex == "#FFFFFF")
        #expect(dark.color("color.background.default")?.color.rgb.hex == "#14161A")
        #expect(dark.color("color.content.link")?.color.rgb.hex == "#93C5FD")
        #expect(try theme.resolve(Resolution(.dark))[.backgroundPrimary] == RGB(0x14161A))
        // Numbers are neither colours nor problems, and the plugin's own members are its format's.
        #expect(light.color("spacing.4") == nil)
        #expect(light.others.first { $0.path == "spacing.4" }?.type == "number")
        let said = catalog.allProblems().filter { $0.file.hasSuffix("variables.json") && !$0.message.contains("not hex strings") }
        #expect(said.isEmpty, "\(said)")
        let explanation = try #require(catalog.explanation(of: theme))
        #expect(explanation.taken.contains { $0.note.contains("collection semantic, mode dark") }, "\(explanation.taken)")
    }

    @Test func modesNamedLightAndDarkWhosePagesAreNotStayAnAxis() throws {
        // The names say light and dark, the values do not: no appearance is claimed.
        let swapped = Self.list(lightMode: "dark", darkMode: "light")
        let root = try SystemFolderTests.folder(["tokens/variables.json": swapped])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        let themes = WholeRepositoryTests.userThemes(catalog)
        let theme = try #require(themes.first)
        #expect(themes.count == 1)
        #expect(theme.availableResolutions.count == 1)
        #expect(try #require(catalog.explanation(of: theme)).reason.contains("kept as an axis"))
    }

    @Test func aListOfCollectionsInOneModeEachIsOneLightSystem() throws {
        let one = ##"[{"core": {"modes": {"default": {"color": {"white": {"$type": "color", "$value": "#ffffff"}, "ink": {"$type": "color", "$value": "#111111"}}}}}}, "##
            + ##"{"semantic": {"modes": {"Default": {"bg": {"$type": "color", "$value": "{color.white}"}, "text": {"$type": "color", "$value": "{color.ink}"}}}}}]"##
        let root = try SystemFolderTests.folder(["bh2026/subatomic.figma-export.json": one])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        let themes = WholeRepositoryTests.userThemes(catalog)
        #expect(themes.count == 1, "\(catalog.allProblems())")
        let system = try #require(themes.first?.system)
        #expect(system.resolve(system.context(for: Resolution(.light))).color("bg")?.color.rgb.hex == "#FFFFFF")
    }

    @Test func theListsShapeIsRecognisedAndOtherListsAreNot() throws {
        let list = try JSONParser.parse(Array(Self.list().utf8))
        let parts = try #require(FigmaCollectionList.parts(of: list))
        #expect(parts.map(\.part.pointer) == ["/0/core/modes/default", "/1/spacing/modes/Mode 1", "/2/semantic/modes/light", "/2/semantic/modes/dark"])
        #expect(FileClassifier.kind(of: list, name: "variables.json") == .tokenFile)
        let plain = try JSONParser.parse(Array(##"[{"name": "a", "$value": "#ffffff"}]"##.utf8))
        #expect(FigmaCollectionList.parts(of: plain) == nil)
    }

    @Test func figmasVariableTypeInADTCGFileIsADeviationReadAsItsType() throws {
        let resolved = dtcgResolve(##"{"gap": {"$type": "float", "$scopes": ["GAP"], "$value": 4}}"##)
        #expect(resolved.others.first { $0.path == "gap" }?.type == "number")
        #expect(resolved.diagnostics.allSatisfy { $0.severity == .deviation }, "\(resolved.diagnostics)")
        #expect(resolved.messages(containing: "Figma variable type").count == 1)
        #expect(resolved.messages(containing: "\"$scopes\" is not a token property").count == 1)
    }

    @Test func aColourTokensHexWithoutItsHashIsReadAndSaidWhereItStands() throws {
        let resolved = dtcgResolve("{\"c\": {\"$type\": \"color\",\n  \"$value\": \"FDF4F4\"}, \"n\": {\"$type\": \"string\", \"$value\": \"FDF4F4\"}}")
        #expect(resolved.color("c")?.color.rgb.hex == "#FDF4F4")
        #expect(resolved.color("n") == nil)
        let said = try #require(resolved.diagnostics.first { $0.message.contains("without its '#'") })
        #expect(said.message == "\"FDF4F4\" is a hex colour without its '#'; read as #FDF4F4")
        #expect(said.position == SourcePosition(line: 2, column: 13))
        #expect(said.severity == .deviation)
    }
}
