import Foundation
import ShadeColor
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog
@testable import ShadeFormats

/// Theo token files whose `imports` cross folders (Paste's shape: `tokens.yml` entries under
/// `themes/NAME/`, each importing its folder's `global/` files, which import the repository's
/// own globals and a palette that overrides the repository's): each entry is one theme, what
/// it imports is its parts, and aliases resolve as Theo resolves them.
@Suite struct TheoEntryTests {
    /// The tree of a small Theo project: a default entry, a partial `sketch.yml` build beside
    /// it, a theme and its dark partner under `themes/`, and a dark theme named only `dark`.
    static let project: [String: String] = [
        "tokens/tokens.yml": "imports:\n  - ./global/index.yml\n",
        "tokens/sketch.yml": "imports:\n  - ./global/colors.yml\n",
        "tokens/global/index.yml": "imports:\n  - ./colors.yml\n  - ./spacing.yml\n",
        "tokens/global/colors.yml": """
            global:
              type: color
              category: background-color
            imports:
              - ../aliases/palette.yml
            props:
              color-background-body:
                value: "{!white}"
              color-text:
                value: "{!ink}"
              color-text-link:
                value: "{!blue}"
            """,
        "tokens/global/spacing.yml": "global:\n  type: size\n  category: spacing\nprops:\n  space-10:\n    value: 4px\n",
        "tokens/aliases/palette.yml": "aliases:\n  white: '#ffffff'\n  ink: '#121c2d'\n  blue:\n    value: '#0263e0'\n  link: '{!blue}'\n",
        "tokens/themes/acme/tokens.yml": "imports:\n  - ./global/colors.yml\n",
        "tokens/themes/acme/global/colors.yml": """
            global:
              type: color
              category: background-color
            imports:
              - ../../../global/colors.yml
              - ../aliases/palette.yml
            props:
              color-text-link:
                value: "{!link}"
            """,
        "tokens/themes/acme/aliases/palette.yml": "imports:\n  - ../../../aliases/palette.yml\naliases:\n  blue: '#7a2ff5'\n  link: '{!blue}'\n",
        "tokens/themes/acme-dark/tokens.yml": "imports:\n  - ./global/colors.yml\n",
        "tokens/themes/acme-dark/global/colors.yml": """
            global:
              type: color
              category: background-color
            imports:
              - ../../../global/colors.yml
              - ../aliases/palette.yml
            props:
              color-background-body:
                value: "{!ink}"
              color-text:
                value: "{!white}"
            """,
        "tokens/themes/acme-dark/aliases/palette.yml": "imports:\n  - ../../../aliases/palette.yml\naliases:\n  ink: '#0b0f19'\n  white: '#f4f4f6'\n  blue: '#99cdff'\n",
        "tokens/themes/dark/tokens.yml": "imports:\n  - ../acme-dark/global/colors.yml\n",
        // A palette no entry imports, with imports of its own: no theme.
        "tokens/themes/acme/aliases/shadows.yml": "imports:\n  - ./palette.yml\naliases:\n  shadow: '0 1px {!ink}'\n",
    ]

    static func colour(_ theme: Theme?, _ appearance: Appearance, _ path: String) -> RGB? {
        guard let system = theme?.system else { return nil }
        return system.resolve(system.context(for: Resolution(appearance))).colors.first { $0.path == path }?.color.rgb
    }

    @Test func eachEntryIsOneThemeAndWhatItImportsIsItsParts() throws {
        let root = try SystemFolderTests.folder(Self.project)
        let catalog = ThemeCatalog.load(paths: [root + "/tokens"])
        let names = SystemFolderTests.userThemes(catalog)
        // The default entry is named by its project (here its folder), the rest by their folders;
        // acme and acme-dark are one theme's light and dark, and `themes/dark/`, named by its
        // appearance alone, is the default entry's dark, no theme called `dark`.
        #expect(names.count == 2, "\(names)")
        #expect(names.contains("acme") && !names.contains("dark"), "\(names)")
        let acme = catalog.theme(named: "acme")
        #expect(acme?.system?.appearances == [.light, .dark])
        let main = catalog.themes.first { $0.source != .bundled && $0.name != "acme" }
        #expect(main?.system?.appearances == [.light, .dark])
        let why = catalog.explanations.first { $0.system.hasSuffix("tokens/tokens.yml") }?.reason ?? ""
        #expect(why.contains("dark/ is named by an appearance alone"), "\(why)")
        #expect(!catalog.allProblems().contains { $0.message.contains("names no token") }, "\(catalog.allProblems())")
        // No part and no partial build is a theme of its own; each says why in --explain.
        let explained = catalog.explanations.map(\.system)
        #expect(explained.contains { $0.hasSuffix("tokens/sketch.yml") })
        #expect(explained.contains { $0.hasSuffix("acme/aliases/shadows.yml") })
    }

    @Test func aliasesResolveAsTheoResolvesThemThroughTheImports() throws {
        let root = try SystemFolderTests.folder(Self.project)
        let catalog = ThemeCatalog.load(paths: [root + "/tokens"])
        let acme = catalog.theme(named: "acme")
        // The dark palette overrides `white`, `ink` and `blue`; the dark file writes the page
        // and text again, so they take the dark palette's values.
        #expect(Self.colour(acme, .dark, "color-background-body") == RGB(0x0B0F19))
        #expect(Self.colour(acme, .dark, "color-text") == RGB(0xF4F4F6))
        // The link it does not write again was resolved in the imported file, with the
        // palette that file sees: the repository's blue, not the dark palette's.
        #expect(Self.colour(acme, .dark, "color-text-link") == RGB(0x0263E0))
        // Light's own `link` alias names its own `blue`, overriding the repository's.
        #expect(Self.colour(acme, .light, "color-text-link") == RGB(0x7A2FF5))
        #expect(Self.colour(acme, .light, "color-background-body") == RGB(0xFFFFFF))
        // A prop written as one alias keeps it, where the entry's alias holds that value.
        let light = acme?.system.map { $0.resolve($0.context(for: Resolution(.light))).colors } ?? []
        #expect(light.first { $0.path == "color-text-link" }?.aliases == ["aliases.link"])
    }

    /// Theo reads JSON as it reads YAML; an entry of imports alone and a palette of aliases
    /// alone hold no `value`, and a build that writes both appearances in one file names each
    /// value's appearance at the end (`TEXT_PRIMARY_DAY`, `TEXT_PRIMARY_NIGHT`).
    static let jsonProject: [String: String] = [
        "acme-tokens/package.json": #"{"name": "@acme/acme-tokens", "version": "1.0.0"}"#,
        "acme-tokens/base/colors.json": #"{"imports": ["./colors/text.json", "./colors/canvas.json"]}"#,
        "acme-tokens/base/colors/aliases.json": ##"{"aliases": {"WHITE": "#ffffff", "INK": "#161616", "NAVY": "#131d2b", "GREY": "#626971", "MIST": "#bdc4cb"}}"##,
        "acme-tokens/base/colors/text.json": #"""
            {"imports": ["./aliases.json"], "global": {"type": "color", "category": "text-colors"},
             "props": {"TEXT_PRIMARY_DAY": {"value": "{!INK}"}, "TEXT_PRIMARY_NIGHT": {"value": "{!WHITE}"},
                       "TEXT_SECONDARY_DAY": {"value": "{!GREY}"}, "TEXT_SECONDARY_NIGHT": {"value": "{!MIST}"}}}
            """#,
        "acme-tokens/base/colors/canvas.json": ##"""
            {"imports": ["./aliases.json"], "global": {"type": "color", "category": "canvas-colors"},
             "props": {"CANVAS_DAY": {"value": "{!WHITE}"}, "CANVAS_NIGHT": {"value": "{!NAVY}"},
                       "LINE_DAY": {"value": "#c1c7cf"}, "LINE_NIGHT": {"value": "#44505f"}}}
            """##,
    ]

    @Test func aJSONTheoEntryIsOneThemeAndDayAndNightNamesAreItsAppearances() throws {
        let root = try SystemFolderTests.folder(Self.jsonProject)
        let catalog = ThemeCatalog.load(paths: [root])
        let names = SystemFolderTests.userThemes(catalog)
        // One theme, named by its package (the entry's folder, `base`, names no system).
        #expect(names == ["acme-tokens"], "\(names)")
        let theme = catalog.theme(named: "acme-tokens")
        #expect(theme?.system?.appearances == [.light, .dark])
        #expect(Self.colour(theme, .light, "TEXT_PRIMARY") == RGB(0x161616))
        #expect(Self.colour(theme, .dark, "TEXT_PRIMARY") == RGB(0xFFFFFF))
        #expect(Self.colour(theme, .dark, "CANVAS") == RGB(0x131D2B))
        // The other appearance's values are not this one's colours.
        #expect(Self.colour(theme, .light, "TEXT_PRIMARY_NIGHT") == nil)
        let dark = try #require(theme).resolve(Resolution(.dark))
        #expect(dark.roles[.foregroundPrimary].color.rgb == RGB(0xFFFFFF))
        #expect(dark.roles[.backgroundPrimary].color.rgb == RGB(0x131D2B))
        // `LINE_NIGHT` is the line in dark, not a quieter step of it.
        #expect(dark.roles[.outlineSecondary].token != "LINE_NIGHT")
        #expect(!catalog.allProblems().contains { $0.message.contains("names no token") }, "\(catalog.allProblems())")
    }

    /// An entry named itself (`shade validate base/colors.json`) is read with what it imports,
    /// as its folder searched would be: the imports below its folder are followed, one above
    /// it is not (its folder's parent was not searched).
    @Test func anEntryNamedAsAFileReadsWhatItImports() throws {
        var project = Self.jsonProject
        project["acme-tokens/base/colors.json"] = #"{"imports": ["./colors/text.json", "./colors/canvas.json", "../outside.json"]}"#
        project["acme-tokens/outside.json"] = ##"{"props": {"OUTSIDE": {"value": "#ff0000", "type": "color"}}}"##
        let root = try SystemFolderTests.folder(project)
        let catalog = ThemeCatalog.load(paths: [root + "/acme-tokens/base/colors.json"])
        #expect(SystemFolderTests.userThemes(catalog) == ["acme-tokens"], "\(catalog.allProblems())")
        let theme = catalog.theme(named: "acme-tokens")
        #expect(theme?.system?.appearances == [.light, .dark])
        #expect(Self.colour(theme, .dark, "CANVAS") == RGB(0x131D2B))
        #expect(Self.colour(theme, .light, "OUTSIDE") == nil)
        let refused = catalog.allProblems().filter { $0.message.contains("leads out of the searched folders") }
        #expect(refused.map(\.message) == [#"the import "../outside.json" leads out of the searched folders; not followed"#], "\(catalog.allProblems())")
    }

    @Test func dayAndNightEndAName() {
        typealias Leaves = TokensStudioReader.AppearanceLeaves
        #expect(Leaves.suffixed("TEXT_PRIMARY_DAY")?.base == "TEXT_PRIMARY")
        #expect(Leaves.suffixed("text-primary-night")?.appearance == .dark)
        #expect(Leaves.suffixed("textPrimaryNight")?.base == "textPrimary")
        #expect(Leaves.suffixed("holiday") == nil)
        #expect(Leaves.suffixed("color.midnight") == nil)
        // Two pairs may be two tokens that happen to be named so; three are the system's way.
        #expect(Leaves.suffixPairs(in: ["A_DAY", "A_NIGHT", "B_DAY", "B_NIGHT"]).isEmpty)
        #expect(Leaves.suffixPairs(in: ["A_DAY", "A_NIGHT", "B_DAY", "B_NIGHT", "C_DAY", "C_NIGHT", "D_DAY"]) == ["A", "B", "C"])
    }

    @Test func importsThatCannotBeFollowedAreSaid() throws {
        let root = try SystemFolderTests.folder([
            "tokens/tokens.yml": "imports:\n  - ./colors.yml\n  - ../../outside.yml\n  - '@acme/tokens/aliases.yml'\n",
            "tokens/colors.yml": "global:\n  type: color\n  category: c\nprops:\n  page:\n    value: '{!white}'\n  ink:\n    value: '#111111'\n",
        ])
        let catalog = ThemeCatalog.load(paths: [root + "/tokens"])
        let problems = catalog.allProblems().map(\.description)
        #expect(problems.contains { $0.contains("leads out of the searched folders") }, "\(problems)")
        #expect(problems.contains { $0.contains("node modules") }, "\(problems)")
        #expect(problems.contains { $0.contains("{aliases.white} names no token") || $0.contains("{!white}") }, "\(problems)")
    }
}

/// Paste's own files (an excerpt, see `Tests/Fixtures/Theo/README.md`): the default theme
/// and its dark (`themes/dark/`), each through imports across folders, with no alias left unresolved.
@Suite struct TheoPasteTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Theo/paste").path

    @Test func pastesThemesAreItsEntriesWithTheirAliases() throws {
        let catalog = ThemeCatalog.load(paths: [Self.folder])
        // `themes/dark/` is named by its appearance alone: the default theme's dark.
        #expect(SystemFolderTests.userThemes(catalog) == ["paste"])
        #expect(catalog.theme(named: "paste")?.system?.appearances == [.light, .dark])
        #expect(catalog.allProblems().isEmpty, "\(catalog.allProblems())")
        // The dark page is the dark entry's own palette's gray-110, not the repository's.
        #expect(TheoEntryTests.colour(catalog.theme(named: "paste"), .dark, "color-background-body") == RGB(0x0D131C))
        #expect(TheoEntryTests.colour(catalog.theme(named: "paste"), .light, "color-text") == RGB(0x121C2D))
    }

    /// Paste's `tokens.yml` named itself is its default theme's light, every import followed.
    @Test func pastesEntryNamedAsAFileReadsItsImports() throws {
        let catalog = ThemeCatalog.load(paths: [Self.folder + "/tokens/tokens.yml"])
        #expect(catalog.allProblems().isEmpty, "\(catalog.allProblems())")
        #expect(TheoEntryTests.colour(catalog.themes.first { $0.source != .bundled }, .light, "color-text") == RGB(0x121C2D))
    }
}
