import Foundation
import Testing
import ShadeColor
@testable import ShadeCatalog
@testable import ShadeTokens

/// Sibling folders under `themes/`, each a semantic layer over a core kept outside it (two
/// generations of one product's themes, as Bullhorn Novo's `src/themes/bh2022` and `bh2026`
/// over `src/core`), are a theme each, named by the system and the folder; folders that are
/// one theme's contexts stay one theme.
@Suite struct ThemeFoldersTests {
    static let package = #"{ "name": "acme-tokens" }"#
    static let core = ##"{ "color": { "$type": "color", "white": { "$value": "#ffffff" }, "ink": { "$value": "#111111" }, "blue": { "$value": "#0055cc" }, "sand": { "$value": "#f4efe6" }, "navy": { "$value": "#002266" } } }"##
    static let spacing = ##"{ "size": { "$type": "dimension", "small": { "$value": "4px" } } }"##

    /// A semantic layer over the core, untyped as Bullhorn writes it: `page`, `text` and `accent` name core colours.
    static func semantic(page: String, text: String, accent: String) -> String {
        #"{ "background": { "page": { "$value": "{color.\#(page)}" } }, "text": { "body": { "$value": "{color.\#(text)}" } }, "accent": { "$value": "{color.\#(accent)}" } }"#
    }

    @Test func twoGenerationsOverOneCoreAreATheme() throws {
        let (themes, catalog) = try SystemFolderTests.load([
            "package.json": Self.package,
            "src/core/color.json": Self.core,
            "src/core/size.json": Self.spacing,
            "src/themes/v2022/semantic.json": Self.semantic(page: "white", text: "ink", accent: "blue"),
            "src/themes/v2026/semantic.json": Self.semantic(page: "sand", text: "navy", accent: "navy"),
        ])
        #expect(themes.map(\.name).sorted() == ["acme-tokens v2022", "acme-tokens v2026"])
        let old = try #require(themes.first { $0.name.hasSuffix("v2022") }), new = try #require(themes.first { $0.name.hasSuffix("v2026") })
        #expect(try old.resolve(Resolution(.light))[.backgroundPrimary] == RGB(0xFFFFFF))
        #expect(try new.resolve(Resolution(.light))[.backgroundPrimary] == RGB(0xF4EFE6))
        // `--explain` says why.
        let explained = catalog.explanations.filter { $0.reason.contains("holds themes side by side (v2022, v2026)") }
        #expect(explained.count == 2)
        #expect(explained.allSatisfy { $0.nameSource.contains("its folder under themes/") })
        // Each is listed from its own folder, a path on disk, not from the place its written
        // resolver stands in beside the core (`src/v2022`).
        #expect(old.source.label.hasSuffix("/src/themes/v2022/"))
        #expect(new.source.label.hasSuffix("/src/themes/v2026/"))
    }

    /// The other generation is a file Shade cannot read (a Figma export of arrays): the one it
    /// reads is still named by its folder, so the list says which one it shows.
    @Test func theReadableGenerationIsNamedByItsFolder() throws {
        let (themes, _) = try SystemFolderTests.load([
            "package.json": Self.package,
            "src/core/color.json": Self.core,
            "src/themes/v2022/semantic.json": Self.semantic(page: "white", text: "ink", accent: "blue"),
            "src/themes/v2026/subatomic.figma-export.json": #"[ { "core": { "modes": { "default": {} } } } ]"#,
        ])
        #expect(themes.map(\.name) == ["acme-tokens v2022"])
    }

    /// The other generation is a Figma plugin's list of collections holding its own palette: a
    /// theme read alone, as its build reads it; an alias it leaves dangling (`{color.blue}`, a
    /// token of its own library no longer exported) does not reach the core's of that name.
    @Test func aGenerationThatHoldsItsOwnPaletteDoesNotReadTheCore() throws {
        let list = ##"[{"core": {"modes": {"default": {"color": {"paper": {"$type": "color", "$value": "#fafaf7"}, "coal": {"$type": "color", "$value": "#222222"}}}}}}, "##
            + ##"{"semantic": {"modes": {"Default": {"background": {"page": {"$type": "color", "$collectionName": "core", "$value": "{color.paper}"}}, "##
            + ##""text": {"body": {"$type": "color", "$collectionName": "core", "$value": "{color.coal}"}}, "##
            + ##""accent": {"$type": "color", "$collectionName": "core", "$value": "{color.blue}"}}}}}]"##
        let (themes, catalog) = try SystemFolderTests.load([
            "package.json": Self.package,
            "src/core/color.json": Self.core,
            "src/themes/v2022/semantic.json": Self.semantic(page: "white", text: "ink", accent: "blue"),
            "src/themes/v2026/subatomic.figma-export.json": list,
        ])
        #expect(themes.map(\.name).sorted() == ["acme-tokens v2022", "acme-tokens v2026"])
        let new = try #require(themes.first { $0.name.hasSuffix("v2026") })
        #expect(try new.resolve(Resolution(.light))[.backgroundPrimary] == RGB(0xFAFAF7))
        let system = try #require(new.system)
        let tokens = system.resolve(system.context(for: Resolution(.light)))
        #expect(tokens.color("color.sand") == nil && tokens.color("accent") == nil)
        let explanation = try #require(catalog.explanation(of: new))
        #expect(explanation.reason.contains("reads v2026/ alone"), "\(explanation.reason)")
        #expect(!explanation.taken.contains { $0.path.hasSuffix("core/color.json") })
    }

    /// `themes/dark/` is the dark of `themes/default/`, and `classic-day`/`classic-night` are one
    /// theme's appearances: neither is split.
    @Test func contextFoldersStayOneTheme() throws {
        for (first, second) in [("default", "dark"), ("classic-day", "classic-night")] {
            let (themes, _) = try SystemFolderTests.load([
                "package.json": Self.package,
                "src/core/color.json": Self.core,
                "src/themes/\(first)/semantic.json": Self.semantic(page: "white", text: "ink", accent: "blue"),
                "src/themes/\(second)/semantic.json": Self.semantic(page: "ink", text: "white", accent: "blue"),
            ])
            #expect(themes.count == 1, "\(first)/\(second): \(themes.map(\.name))")
            #expect(!themes.contains { $0.name.hasSuffix(first) || $0.name.hasSuffix(second) })
        }
    }

    @Test func folderKeysDropContextWords() {
        #expect(ThemeFolders.contextFreeKey("classic-night") == "classic")
        #expect(ThemeFolders.contextFreeKey("dark") == "")
        #expect(ThemeFolders.contextFreeKey("bh2026") == "bh2026")
    }
}
