import Foundation
import ShadeColor
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// A folder that holds one design system is one theme: the files a resolver keeps in its
/// folder, and plain token files that complete one another (aliases across files, light and
/// dark pairs, files of no colour), are never themes of their own.
@Suite struct SystemFolderTests {
    /// A fresh folder with `files` (relative path → text) in it.
    static func folder(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "shade-systems-" + UUID().uuidString
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
        return root
    }

    /// The catalog of a fresh folder with `files`, and its themes that are not bundled; the
    /// folder is removed once loaded.
    static func load(_ files: [String: String]) throws -> (themes: [Theme], catalog: ThemeCatalog) {
        let root = try folder(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        return (catalog.themes.filter { $0.source != .bundled }, catalog)
    }

    static func userThemes(_ catalog: ThemeCatalog) -> [String] {
        catalog.themes.filter { $0.source != .bundled }.map(\.name).sorted()
    }

    static func resolver(_ name: String, base: [String], modifier: (String, [String: [String]])? = nil) -> String {
        let sources = base.map { "{\"$ref\": \"\($0)\"}" }.joined(separator: ",")
        var modifiers = ""
        var order = "{\"$ref\": \"#/sets/base\"}"
        if let (modifierName, contexts) = modifier {
            let body = contexts.map { "\"\($0.key)\": [" + $0.value.map { "{\"$ref\": \"\($0)\"}" }.joined(separator: ",") + "]" }.joined(separator: ",")
            modifiers = ", \"modifiers\": {\"\(modifierName)\": {\"contexts\": {\(body)}, \"default\": \"\(contexts.keys.sorted().last!)\"}}"
            order += ", {\"$ref\": \"#/modifiers/\(modifierName)\"}"
        }
        return "{\"name\": \"\(name)\", \"version\": \"2025.10\", \"resolutionOrder\": [\(order)], \"sets\": {\"base\": {\"sources\": [\(sources)]}}\(modifiers)}"
    }

    static let palette = ##"{"color": {"$type": "color", "blue": {"$value": "#1f6feb"}, "white": {"$value": "#ffffff"}, "black": {"$value": "#0d1117"}, "gray": {"$value": "#57606a"}}}"##
    static let lightSemantic = ##"{"bg": {"$type": "color", "default": {"$value": "{color.white}"}}, "fg": {"$type": "color", "default": {"$value": "{color.black}"}, "accent": {"$value": "{color.blue}"}}}"##
    static let darkSemantic = ##"{"bg": {"$type": "color", "default": {"$value": "{color.black}"}}, "fg": {"$type": "color", "default": {"$value": "{color.white}"}, "accent": {"$value": "{color.blue}"}}}"##
    static let spacing = ##"{"space": {"$type": "dimension", "sm": {"$value": {"value": 4, "unit": "px"}}}}"##

    // MARK: - A resolver and its folder

    @Test func filesInAResolversFolderAreItsOwnReadOrNot() throws {
        let root = try Self.folder([
            "acme.resolver.json": Self.resolver("Acme", base: ["./acme/base/palette.tokens.json"],
                                                modifier: ("theme", ["light": ["./acme/light.tokens.json"], "dark": ["./acme/dark.tokens.json"]])),
            "acme/base/palette.tokens.json": Self.palette,
            "acme/light.tokens.json": Self.lightSemantic,
            "acme/dark.tokens.json": Self.darkSemantic,
            // Not read by the resolver: a retired file, a component, a viewport of no colour.
            "acme/removed/testing.tokens.json": Self.palette,
            "acme/component/avatarStack.tokens.json": ##"{"avatar": {"$type": "color", "ring": {"$value": "{color.blue}"}}}"##,
            "acme/functional/size/viewport.tokens.json": Self.spacing,
            "acme/base/dark/dark.dimmed.tokens.json": Self.darkSemantic,
            // The sources its build turns into token files: part of the system, not a warning.
            "acme/component/avatarStack.json5": "{avatar: {ring: {$value: '{color.blue}'}}}",
            "globex.resolver.json": Self.resolver("Globex", base: ["./globex/color.tokens.json"]),
            "globex/color.tokens.json": Self.lightSemantic.replacingOccurrences(of: "{color.", with: "{gx."),
            "globex/palette.json": ##"{"gx": {"$type": "color", "white": {"$value": "#fafafa"}, "black": {"$value": "#111111"}, "blue": {"$value": "#0050b3"}}}"##,
            // A theme of the user's own beside the systems stays a theme.
            "mine.tokens.json": Self.lightSemantic.replacingOccurrences(of: "{color.white}", with: "#fefefe")
                .replacingOccurrences(of: "{color.black}", with: "#101010").replacingOccurrences(of: "{color.blue}", with: "#3355ff"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(Self.userThemes(catalog) == ["Acme", "Globex", "mine"])
        #expect(catalog.diagnostics.filter { $0.file.contains("/acme/") }.isEmpty, "\(catalog.diagnostics)")
        let acme = try #require(catalog.explanations.first { $0.system.hasSuffix("acme.resolver.json") })
        #expect(Set(acme.left.map { ($0.path as NSString).lastPathComponent }).isSuperset(of:
                ["testing.tokens.json", "avatarStack.tokens.json", "viewport.tokens.json", "dark.dimmed.tokens.json"]))
        #expect(acme.taken.count == 3)
    }

    @Test func aResolverBesideItsSourcesKeepsItsFolder() throws {
        let root = try Self.folder([
            "tokens/sys.resolver.json": Self.resolver("Sys", base: ["./palette.tokens.json", "./light.tokens.json"]),
            "tokens/palette.tokens.json": Self.palette,
            "tokens/light.tokens.json": Self.lightSemantic,
            "tokens/typography.tokens.json": ##"{"font": {"$type": "fontFamily", "body": {"$value": "Inter"}}}"##,
            "tokens/extra/brand.tokens.json": ##"{"brand": {"$type": "color", "main": {"$value": "#ff0000"}}}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Self.userThemes(ThemeCatalog.load(paths: [root])) == ["Sys"])
    }

    @Test func resolversSharingAFolderKeepOnlyWhatTheyName() throws {
        let root = try Self.folder([
            "a.resolver.json": Self.resolver("A", base: ["./a-palette.tokens.json"]),
            "a-palette.tokens.json": Self.palette,
            "b.resolver.json": Self.resolver("B", base: ["./b-palette.tokens.json"]),
            "b-palette.tokens.json": Self.palette,
            "standalone.tokens.json": ##"{"bg": {"$type": "color", "page": {"$value": "#ffffff"}}, "fg": {"$type": "color", "text": {"$value": "#222222"}}}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Self.userThemes(ThemeCatalog.load(paths: [root])) == ["A", "B", "standalone"])
    }

    // MARK: - Light and dark as file or folder pairs

    static func plain(page: String, text: String, accent: String = "#3355ff") -> String {
        ##"{"bg": {"$type": "color", "page": {"$value": "PAGE"}}, "fg": {"$type": "color", "text": {"$value": "TEXT"}, "accent": {"$value": "ACCENT"}}}"##
            .replacingOccurrences(of: "PAGE", with: page).replacingOccurrences(of: "TEXT", with: text).replacingOccurrences(of: "ACCENT", with: accent)
    }

    @Test(arguments: [
        ("colors-light.json", "colors-dark.json"),
        ("color.light.tokens.json", "color.dark.tokens.json"),
        ("light/colors.json", "dark/colors.json"),
        ("classic-day.theme.json", "classic-night.theme.json"),
    ])
    func aPairIsOneThemeWithBothAppearances(light: String, dark: String) throws {
        let root = try Self.folder([light: Self.plain(page: "#ffffff", text: "#1a1a1a"), dark: Self.plain(page: "#101418", text: "#eeeeee")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        let themes = catalog.themes.filter { $0.source != .bundled }
        #expect(themes.count == 1)
        let theme = try #require(themes.first)
        #expect(theme.availableResolutions == [Resolution(.light), Resolution(.dark)])
        #expect(try theme.resolve(Resolution(.dark))[.backgroundPrimary] == RGB(0x101418))
        #expect(try theme.resolve(Resolution(.light))[.backgroundPrimary] == RGB(0xFFFFFF))
    }

    @Test func aPairWhosePagesDoNotDifferKeepsItsModesAsAnAxis() throws {
        // Named light and dark, but both pages are light: the names alone do not make a dark theme.
        let root = try Self.folder(["brand-light.json": Self.plain(page: "#ffffff", text: "#1a1a1a"),
                                    "brand-dark.json": Self.plain(page: "#f4f4f4", text: "#202020", accent: "#0044aa")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let themes = ThemeCatalog.load(paths: [root]).themes.filter { $0.source != .bundled }
        #expect(themes.count == 1)
        let theme = try #require(themes.first)
        #expect(theme.availableResolutions == [Resolution(.light)])
        #expect(theme.extraAxes.map(\.contexts) == [["dark", "light"]])
    }

    @Test func foldersOfModesOverAPaletteAreOneSystemNamedByItsPackage() throws {
        let root = try Self.folder([
            "package.json": ##"{"name": "@acme/design-tokens", "version": "1.0.0"}"##,
            "tokens/core/palette.json": Self.palette,
            "tokens/light/semantic.json": Self.lightSemantic,
            "tokens/dark/semantic.json": Self.darkSemantic,
            "tokens/typography.json": ##"{"font": {"$type": "fontFamily", "body": {"$value": "Inter"}}}"##,
            "tokens/space.json": Self.spacing,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root + "/tokens"])
        // The scope is the system's name where the rest is only generic words.
        #expect(Self.userThemes(catalog) == ["acme"])
        let theme = try #require(catalog.theme(named: "acme"))
        #expect(theme.availableResolutions == [Resolution(.light), Resolution(.dark)])
        #expect(try theme.resolve(Resolution(.dark))[.backgroundPrimary] == RGB(0x0D1117))
        #expect(catalog.allProblems().filter { $0.message.contains("names no token") }.isEmpty)
        let explanation = try #require(catalog.explanations.first { $0.system == theme.system?.file })
        #expect(explanation.taken.count == 5)
    }

    @Test func standaloneThemesInOneFolderStayApart() throws {
        let root = try Self.folder(["ocean.tokens.json": Self.plain(page: "#f0f8ff", text: "#002244"),
                                    "forest.tokens.json": Self.plain(page: "#0b1a0b", text: "#e0f0e0")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Self.userThemes(ThemeCatalog.load(paths: [root])) == ["forest", "ocean"])
    }

    @Test func twoSystemsSideBySideNeverMergeThroughASharedTokenName() throws {
        let root = try Self.folder([
            "acme/palette.json": Self.palette, "acme/semantic.json": Self.lightSemantic,
            "globex/palette.json": Self.palette.replacingOccurrences(of: "#1f6feb", with: "#e5534b"),
            "globex/semantic.json": Self.lightSemantic,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(Self.userThemes(catalog) == ["acme", "globex"])
        #expect(try catalog.theme(named: "globex")?.resolve(Resolution(.light))[.accent] == RGB(0xE5534B))
    }

    @Test func aFolderOfNoColourIsNoTheme() throws {
        let root = try Self.folder(["typography.json": ##"{"font": {"$type": "fontFamily", "body": {"$value": "Inter"}}}"##,
                                    "space.json": Self.spacing])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(Self.userThemes(catalog).isEmpty)
        #expect(catalog.explanations.flatMap(\.left).map(\.note) == ["no colour", "no colour"])
    }

    // MARK: - Figma variable exports

    @Test func figmasOwnExportIsOneSystemWithItsModes() throws {
        let folder = Fixtures.repositoryRoot.appendingPathComponent("corpus/systems/figma-variables-example").path
        let catalog = ThemeCatalog.load(paths: [folder])
        let themes = catalog.themes.filter { $0.source != .bundled }
        #expect(themes.count == 1)
        let theme = try #require(themes.first)
        #expect(theme.availableResolutions == [Resolution(.light), Resolution(.dark)])
        // The collections' modes: light/dark an axis of Shade's, the primitives' themes an extra one.
        #expect(theme.extraAxes.map(\.name) == ["Primitives — Completed"])
        #expect(theme.extraAxes.first?.contexts == ["Brutal Theme", "Modern Theme"])
        // Aliases cross the files: nothing names a missing token.
        #expect(catalog.allProblems().filter { $0.message.contains("names no token") }.isEmpty)
        let dark = try theme.resolve(Resolution(.dark))
        #expect(Appearance(page: dark[.backgroundPrimary]) == .dark)
        #expect(Appearance(page: try theme.resolve(Resolution(.light))[.backgroundPrimary]) == .light)
    }

    /// Figma's native DTCG export (as Fermilab's Bison keeps it): every alias written as its
    /// resolved colour, the variable it came from named in `com.figma.aliasData` (`Beam Blue/0`,
    /// in another collection's file). The files join through those names: one system.
    @Test func figmasAliasDataJoinsItsCollectionFiles() throws {
        func colour(_ hex: String, alias: String? = nil) -> String {
            let extensions = alias.map { ##", "$extensions": {"com.figma.aliasData": {"targetVariableId": "VariableID:1/-1:-1", "targetVariableName": "\##($0)"}}"## } ?? ""
            let value = UInt32(hex.dropFirst(), radix: 16) ?? 0
            let components = [16, 8, 0].map { String(Double((value >> $0) & 0xFF) / 255) }.joined(separator: ", ")
            return ##"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [\##(components)], "alpha": 1, "hex": "\##(hex)"}\##(extensions)}"##
        }
        let root = try Self.folder([
            "tokens/ColorBaseTokens.json": ##"{"Beam Blue": {"0": \##(colour("#000000")), "90": \##(colour("#DDE6FF"))}, "Grey": {"0": \##(colour("#FFFFFF")), "9": \##(colour("#111111"))}}"##,
            "tokens/ColorAliasTokens.json": ##"{"Primary": {"Darkest": \##(colour("#000000", alias: "Beam Blue/0")), "Lightest": \##(colour("#DDE6FF", alias: "Beam Blue/90"))}}"##,
            "tokens/Light.tokens.json": ##"{"Surface": {"Page": \##(colour("#FFFFFF", alias: "Grey/0"))}, "Text": {"Body": \##(colour("#111111", alias: "Grey/9"))}, "Accent": \##(colour("#000000", alias: "Primary/Darkest"))}"##,
            "tokens/Dark.tokens.json": ##"{"Surface": {"Page": \##(colour("#111111", alias: "Grey/9"))}, "Text": {"Body": \##(colour("#FFFFFF", alias: "Grey/0"))}, "Accent": \##(colour("#DDE6FF", alias: "Primary/Lightest"))}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        let themes = catalog.themes.filter { $0.source != .bundled }
        #expect(themes.count == 1, "\(themes.map(\.name))")
        #expect(themes.first?.availableResolutions == [Resolution(.light), Resolution(.dark)])
    }

    /// A variable export of `collections` × modes, as Figma names its files, written to a folder:
    /// a palette, a colour collection in light and dark over it, and collections of no colour.
    static func generatedExport(collections: Int) throws -> String {
        var files: [String: String] = [:]
        var palette = "{\"color\": {\"$type\": \"color\""
        for step in 0..<10 {
            let grey = String(format: "%02x", 255 - step * 25)
            palette += ", \"grey-\(step)\": {\"$value\": \"#\(grey)\(grey)\(grey)\"}"
        }
        files["🎨 Primitives.Mode 1.json"] = palette + ", \"brand\": {\"$value\": \"#6d28d9\"}}}"
        for (mode, page, text) in [("Light", 0, 9), ("Dark", 9, 0)] {
            files["Color \(mode).Mode 1.json"] = ##"{"surface": {"$type": "color", "page": {"$value": "{color.grey-\##(page)}"}}, "text": {"$type": "color", "primary": {"$value": "{color.grey-\##(text)}"}}, "action": {"$type": "color", "primary": {"$value": "{color.brand}"}}}"##
        }
        for index in 0..<max(0, collections - 3) {
            files["Collection \(index).Value.json"] = ##"{"size-\##(index)": {"$type": "dimension", "sm": {"$value": {"value": 4, "unit": "px"}}}}"##
        }
        return try folder(files)
    }

    @Test func aGeneratedExportOfManyCollectionsIsOneTheme() throws {
        let root = try Self.generatedExport(collections: 120)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        let themes = catalog.themes.filter { $0.source != .bundled }
        #expect(themes.count == 1)
        #expect(themes.first?.availableResolutions == [Resolution(.light), Resolution(.dark)])
        #expect(try themes.first?.resolve(Resolution(.dark))[.accent] == RGB(0x6D28D9))
    }

    /// A variable export whose collections of sizes and type have modes (Comfortable/Compact,
    /// None/Pill), and one collection exported twice from two Figma files into two folders:
    /// only the modes that change a colour are axes; a mode whose untyped tokens alias colours
    /// (a box's ground) or are written as colours may be (`rgba(…)`, `black`) does change one.
    @Test func modesThatChangeNoColourAreNoAxisAndACopyIsNoMode() throws {
        var files: [String: String] = [
            "export/file-a/Primitives.Value.json": ##"{"grey": {"$type": "color", "0": {"$value": "#ffffff"}, "9": {"$value": "#111111"}, "5": {"$value": "#888888"}}, "brand": {"$type": "color", "$value": "#007079"}}"##,
            "export/file-a/Concept.Mode 1.json": ##"{"concept": {"$type": "color", "action": {"$value": "{brand}"}}}"##,
            "export/file-b/Concept.Mode 1.json": ##"{"concept": {"$type": "color", "action": {"$value": "{brand}"}}}"##,
            "export/file-a/Density.Comfortable.json": ##"{"space": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}}}"##,
            "export/file-a/Density.Compact.json": ##"{"space": {"$type": "dimension", "md": {"$value": {"value": 8, "unit": "px"}}}}"##,
            "export/file-a/Radius.None.json": ##"{"radius": {"$type": "dimension", "md": {"$value": {"value": 0, "unit": "px"}}}}"##,
            "export/file-a/Radius.Pill.json": ##"{"radius": {"$type": "dimension", "md": {"$value": {"value": 99, "unit": "px"}}}}"##,
            "export/file-a/Box.Page.json": ##"{"box": {"ground": {"$value": "{surface.page}"}}}"##,
            "export/file-a/Box.Raised.json": ##"{"box": {"ground": {"$value": "{grey.5}"}}}"##,
            "export/file-a/Shadow.Soft.json": ##"{"shadow": {"ink": {"$value": "rgba(0, 0, 0, 0.1)"}}}"##,
            "export/file-a/Shadow.Hard.json": ##"{"shadow": {"ink": {"$value": "black"}}}"##,
        ]
        for (mode, page, text) in [("Light", 0, 9), ("Dark", 9, 0)] {
            files["export/file-a/Color \(mode).Mode 1.json"] = ##"{"surface": {"$type": "color", "page": {"$value": "{grey.\##(page)}"}}, "text": {"$type": "color", "primary": {"$value": "{grey.\##(text)}"}}, "action": {"$type": "color", "primary": {"$value": "{concept.action}"}}}"##
        }
        let root = try Self.folder(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        let theme = try #require(catalog.themes.first { $0.source != .bundled })
        #expect(theme.availableResolutions == [Resolution(.light), Resolution(.dark)])
        #expect(Set(theme.extraAxes.filter(\.varies).map(\.name)) == ["Box", "Shadow"])
        #expect(try theme.resolve(Resolution(.dark))[.accent] == RGB(0x007079))
        let left = try #require(catalog.explanation(of: theme)).left
        #expect(left.contains { $0.path.hasSuffix("Density.Compact.json") && $0.note.contains("changes no colour") }, "\(left)")
        #expect(left.contains { $0.path.hasSuffix("Radius.Pill.json") && $0.note.contains("its mode None is read") }, "\(left)")
        #expect(left.contains { $0.path.hasSuffix("file-b/Concept.Mode 1.json") && $0.note.contains("same bytes") }, "\(left)")
    }

    // MARK: - Tokens Studio below the folder named

    @Test func aTokensStudioFolderBelowTheOneNamedIsFoundAndNamedByItsPackage() throws {
        let root = NSTemporaryDirectory() + "shade-systems-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/repo/design", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.repositoryRoot.appendingPathComponent("corpus/roles/lion/system/tokens").path,
                                         toPath: root + "/repo/design/tokens")
        try Data(##"{"name": "lion-example"}"##.utf8).write(to: URL(fileURLWithPath: root + "/repo/package.json"))
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(Self.userThemes(catalog) == ["lion-example"])
        #expect(catalog.theme(named: "lion-example")?.extraAxes.map(\.name).contains("brand") == true)
    }

    // MARK: - Themes × appearances in one collection's modes

    @Test(arguments: [
        ["Tokens.Blue Theme Dark.json", "Tokens.Blue Theme Light.json", "Tokens.Red Theme Dark.json", "Tokens.Red Theme Light.json"],
        ["Semantic.Brand A _ Dark.tokens.json", "Semantic.Brand A _ Light.tokens.json", "Semantic.Brand B _ Dark.tokens.json", "Semantic.Brand B _ Light.tokens.json"],
    ])
    func modesOfThemesAndAppearancesAreOneThemeEachWithLightAndDark(names: [String]) throws {
        var files = ["Primitives.Value.json": ##"{"c": {"$type": "color", "white": {"$value": "#ffffff"}, "ink": {"$value": "#111418"}, "blue": {"$value": "#1f6feb"}, "red": {"$value": "#d1242f"}}}"##]
        for name in names {
            let dark = name.contains("Dark"), accent = name.contains("Blue") || name.contains("Brand A") ? "{c.blue}" : "{c.red}"
            files[name] = ##"{"bg": {"$type": "color", "page": {"$value": "PAGE"}}, "fg": {"$type": "color", "text": {"$value": "TEXT"}, "accent": {"$value": "ACCENT"}}}"##
                .replacingOccurrences(of: "PAGE", with: dark ? "{c.ink}" : "{c.white}").replacingOccurrences(of: "TEXT", with: dark ? "{c.white}" : "{c.ink}")
                .replacingOccurrences(of: "ACCENT", with: accent)
        }
        let root = try Self.folder(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        let themes = catalog.themes.filter { $0.source != .bundled }
        #expect(themes.count == 2)
        for theme in themes {
            #expect(theme.availableResolutions == [Resolution(.light), Resolution(.dark)])
            #expect(theme.extraAxes.isEmpty)
            #expect(Appearance(page: try theme.resolve(Resolution(.dark))[.backgroundPrimary]) == .dark)
            #expect(Appearance(page: try theme.resolve(Resolution(.light))[.backgroundPrimary]) == .light)
        }
        let red = try #require(themes.first { $0.name.contains("Red") || $0.name.contains("Brand B") })
        #expect(try red.resolve(Resolution(.dark))[.accent] == RGB(0xD1242F))
        #expect(Set(themes.compactMap { $0.system?.file }).count == 2)
    }

    @Test func lightAndDarkFoldersOfContrastFilesAreOneThemeWithFourResolutions() throws {
        // `semantic/color/light/highContrast.tokens.json` and its three siblings: the modes'
        // words beside the appearance name contrast levels, not themes, and the collection's
        // name holds a `/` that the written resolver must escape to keep it one modifier.
        var files = ["primitive/color.tokens.json": ##"{"c": {"$type": "color", "white": {"$value": "#ffffff"}, "paper": {"$value": "#f4f4f4"}, "ink": {"$value": "#111418"}, "night": {"$value": "#202124"}, "blue": {"$value": "#1f6feb"}}}"##]
        for (appearance, contrast, page, text) in [("light", "normalContrast", "paper", "night"), ("light", "highContrast", "white", "ink"),
                                                   ("dark", "normalContrast", "night", "paper"), ("dark", "highContrast", "ink", "white")] {
            files["semantic/color/\(appearance)/\(contrast).tokens.json"] =
                ##"{"bg": {"$type": "color", "page": {"$value": "{c.PAGE}"}}, "fg": {"$type": "color", "text": {"$value": "{c.TEXT}"}, "accent": {"$value": "{c.blue}"}}}"##
                .replacingOccurrences(of: "PAGE", with: page).replacingOccurrences(of: "TEXT", with: text)
        }
        let root = try Self.folder(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let themes = ThemeCatalog.load(paths: [root]).themes.filter { $0.source != .bundled }
        #expect(themes.count == 1)
        let theme = try #require(themes.first)
        #expect(Set(theme.availableResolutions) == [Resolution(.light), Resolution(.dark), Resolution(.light, .high), Resolution(.dark, .high)])
        #expect(try theme.resolve(Resolution(.dark, .high))[.backgroundPrimary] == RGB(0x111418))
        #expect(try theme.resolve(Resolution(.light))[.backgroundPrimary] == RGB(0xF4F4F4))
    }

    @Test func modesNamingOnlyThemesStayAnAxis() throws {
        let root = try Self.folder(["Tokens.Ocean.json": Self.plain(page: "#ffffff", text: "#111111"),
                                    "Tokens.Forest.json": Self.plain(page: "#fafafa", text: "#101010", accent: "#00aa44"),
                                    "Tokens.Sand.json": Self.plain(page: "#fffaf0", text: "#222222", accent: "#aa6600")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let themes = ThemeCatalog.load(paths: [root]).themes.filter { $0.source != .bundled }
        #expect(themes.count == 1)
        #expect(themes.first?.extraAxes.first?.contexts.sorted() == ["Forest", "Ocean", "Sand"])
    }

    // MARK: - Deprecated folders without a resolver

    @Test func looseFilesInADeprecatedFolderAreKeptAsDeprecated() throws {
        let root = try Self.folder([
            "tokens/palette.json": Self.palette, "tokens/semantic.json": Self.lightSemantic,
            "tokens/deprecated/old.json": ##"{"old": {"$type": "color", "brand": {"$value": "#ff00ff"}}, "bg": {"$type": "color", "default": {"$value": "#ff0000"}}}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(Self.userThemes(catalog).count == 1)
        let system = try #require(catalog.themes.first { $0.source != .bundled }?.system)
        let colors = system.resolve(system.defaultContext).colors
        #expect(colors.first { $0.path == "old.brand" }?.deprecated != nil)
        // The current token of the same name wins over the deprecated one.
        #expect(colors.first { $0.path == "bg.default" }?.color.rgb == RGB(0xFFFFFF))
        #expect(colors.first { $0.path == "bg.default" }?.deprecated == nil)
    }

    @Test func aDeprecatedFolderAloneIsASystemOfDeprecatedTokens() throws {
        let root = try Self.folder(["legacy/colors.json": Self.plain(page: "#ffffff", text: "#111111")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        let system = try #require(catalog.themes.first { $0.source != .bundled }?.system)
        let colors = system.resolve(system.defaultContext).colors
        #expect(!colors.isEmpty)
        #expect(colors.allSatisfy { $0.deprecated != nil })
    }

    // MARK: - Boundaries and names

    @Test func aCollectionOfModesBesideItsPaletteIsOneSystem() throws {
        // Fluent's shape: themes named stem-mode over a palette no alias names, and files of no colour.
        let root = try Self.folder([
            "fluent/palette.tokens.json": ##"{"palette": {"$type": "color", "blue": {"$value": "#0078d4"}}}"##,
            "fluent/theme-default.tokens.json": Self.plain(page: "#ffffff", text: "#323130"),
            "fluent/theme-inverted.tokens.json": Self.plain(page: "#201f1e", text: "#ffffff"),
            "fluent/spacing.tokens.json": Self.spacing,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root + "/fluent"])
        #expect(Self.userThemes(catalog) == ["fluent"])
        let theme = try #require(catalog.theme(named: "fluent"))
        #expect(theme.availableResolutions == [Resolution(.light), Resolution(.dark)])
    }

    @Test func twoUnrelatedExportsInOneFolderHaveTheirOwnNamesAndFiles() throws {
        let root = try Self.folder([
            "acme-colors-light.json": Self.plain(page: "#ffffff", text: "#111111"),
            "acme-colors-dark.json": Self.plain(page: "#111111", text: "#ffffff"),
            "globex-palette-light.json": ##"{"surface": {"$type": "color", "page": {"$value": "#fdfdfd"}}, "ink": {"$type": "color", "main": {"$value": "#202020"}}}"##,
            "globex-palette-dark.json": ##"{"surface": {"$type": "color", "page": {"$value": "#0a0a0a"}}, "ink": {"$type": "color", "main": {"$value": "#f0f0f0"}}}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        let themes = catalog.themes.filter { $0.source != .bundled }
        #expect(themes.map(\.name).sorted() == ["acme-colors", "globex-palette"])
        #expect(Set(themes.compactMap { $0.system?.file }).count == 2)
    }

    // MARK: - Real exports from repositories no issue named (Tests/Fixtures/SystemShapes)

    static func shape(_ name: String) -> String {
        Fixtures.repositoryRoot.appendingPathComponent("Tests/Fixtures/SystemShapes/" + name).path
    }

    @Test func aStyleDictionaryProjectOfOneConfigPerAppearanceIsOneThemeWithBoth() throws {
        let catalog = ThemeCatalog.load(paths: [Self.shape("style-dictionary-flutter")])
        let themes = catalog.themes.filter { $0.source != .bundled }
        #expect(themes.count == 1)
        let theme = try #require(themes.first)
        #expect(theme.availableResolutions == [Resolution(.light), Resolution(.dark)])
        // Each appearance is read from the file its own config names (upstream, the two hold the same values).
        let system = try #require(theme.system)
        let dark = system.resolve(system.context(for: Resolution(.dark))).colors
        let light = system.resolve(system.context(for: Resolution(.light))).colors
        #expect(!dark.isEmpty && dark.count == light.count)
        #expect(dark.allSatisfy { $0.file.hasSuffix("tokens/dark-theme.json") })
        #expect(light.allSatisfy { $0.file.hasSuffix("tokens/light-theme.json") })
    }

    @Test func aLightAndADarkSheetWithBareRootsAreOneThemeWithBoth() throws {
        // MX's two sheets, kept once in the role corpus, in a folder of the project's name.
        let corpus = Fixtures.repositoryRoot.appendingPathComponent("corpus/roles/mx/system").path
        let sheets = try ["light.css", "dark.css"].map { ("mx-design-tokens/" + $0, try String(contentsOfFile: corpus + "/" + $0, encoding: .utf8)) }
        let root = try Self.folder(Dictionary(uniqueKeysWithValues: sheets))
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root + "/mx-design-tokens"])
        let themes = catalog.themes.filter { $0.source != .bundled }
        #expect(themes.count == 1)
        let theme = try #require(themes.first)
        #expect(theme.name == "mx-design-tokens")
        #expect(theme.availableResolutions == [Resolution(.light), Resolution(.dark)])
        #expect(Appearance(page: try theme.resolve(Resolution(.dark))[.backgroundPrimary]) == .dark)
        #expect(Appearance(page: try theme.resolve(Resolution(.light))[.backgroundPrimary]) == .light)
    }
}
