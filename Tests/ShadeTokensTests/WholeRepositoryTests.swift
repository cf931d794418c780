import Foundation
import ShadeColor
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// Shapes met pointing Shade at whole public repositories, as a new user does (issue 32): Style
/// Dictionary files beside a Tokens Studio file that holds their sets, loose Style Dictionary
/// files whose aliases cross, appearance × contrast folder names, a config that builds one
/// folder of several, Figma's mode names, a style sheet named `index.css`.
@Suite struct WholeRepositoryTests {
    static let metaMask = Fixtures.repositoryRoot.appendingPathComponent("Tests/Fixtures/SystemShapes/metamask-figma").path

    static func userThemes(_ catalog: ThemeCatalog) -> [Theme] {
        catalog.themes.filter { $0.source != .bundled }
    }

    /// A fresh folder holding copies of `names` from the MetaMask fixture.
    static func metaMaskCopy(_ names: [String]) throws -> String {
        let root = NSTemporaryDirectory() + "shade-whole-" + UUID().uuidString + "/figma"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for name in names { try FileManager.default.copyItem(atPath: metaMask + "/" + name, toPath: root + "/" + name) }
        return root
    }

    @Test func styleDictionaryFilesHoldingATokensStudioFilesSetsArePartOfItsSystem() throws {
        let catalog = ThemeCatalog.load(paths: [Self.metaMask])
        let themes = Self.userThemes(catalog)
        #expect(themes.count == 1, "\(themes.map(\.name))")
        let theme = try #require(themes.first)
        #expect(theme.system?.file.hasSuffix("tokens.json") == true)
        #expect(theme.availableResolutions == [Resolution(.light), Resolution(.dark)])
        #expect(catalog.allProblems().filter { $0.message.contains("names no token") }.isEmpty)
        let explanation = try #require(catalog.explanation(of: theme))
        #expect(Set(explanation.left.map { FileSystem.fileName($0.path) }) == ["brandColors.json", "lightTheme.json", "darkTheme.json"])
    }

    @Test func looseStyleDictionaryFilesWhoseAliasesCrossAreOneSystemWithLightAndDark() throws {
        let root = try Self.metaMaskCopy(["brandColors.json", "lightTheme.json", "darkTheme.json"])
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let catalog = ThemeCatalog.load(paths: [root])
        let themes = Self.userThemes(catalog)
        #expect(themes.count == 1, "\(themes.map(\.name))")
        let theme = try #require(themes.first)
        #expect(theme.availableResolutions == [Resolution(.light), Resolution(.dark)])
        // darkTheme's aliases reach brandColors' greys: its page is dark, and nothing is missing.
        #expect(Appearance(page: try theme.resolve(Resolution(.dark))[.backgroundPrimary]) == .dark)
        #expect(Appearance(page: try theme.resolve(Resolution(.light))[.backgroundPrimary]) == .light)
        #expect(catalog.allProblems().filter { $0.message.contains("names no token") }.isEmpty)
        let explanation = try #require(catalog.explanation(of: theme))
        #expect(explanation.taken.first { $0.path.hasSuffix("darkTheme.json") }?.note == "read in dark")
        #expect(explanation.taken.first { $0.path.hasSuffix("brandColors.json") }?.note == "read in every appearance")
    }

    /// Kong's shape, generated: `NAME-day/`, `NAME-night/` and their `-high-contrast` folders,
    /// each a palette file and a semantic file aliasing it.
    static func appearanceAndContrastFolders(_ themes: [String: [(String, page: String, text: String)]]) throws -> String {
        var files: [String: String] = [:]
        for (theme, variants) in themes {
            for (variant, page, text) in variants {
                let name = "\(theme)-\(variant)"
                files["\(name)/\(name).alias.color.json"] = ##"{"color": {"$type": "color", "alias": {"page": {"$value": "PAGE"}, "text": {"$value": "TEXT"}, "blue": {"$value": "#1f6feb"}}}}"##
                    .replacingOccurrences(of: "PAGE", with: page).replacingOccurrences(of: "TEXT", with: text)
                files["\(name)/\(name).theme.json"] = ##"{"kui-color-background": {"$value": "{color.alias.page}"}, "kui-color-text": {"$value": "{color.alias.text}"}, "kui-color-text-primary": {"$value": "{color.alias.blue}"}, "kui-border-radius-10": {"$value": "2px"}}"##
            }
        }
        return try SystemFolderTests.folder(files)
    }

    @Test func dayNightAndHighContrastFoldersAreOneThemeWithBothAxes() throws {
        let root = try Self.appearanceAndContrastFolders([
            "classic": [("day", "#ffffff", "#111111"), ("night", "#101418", "#eeeeee")],
            "lime": [("day", "#fafafa", "#222222"), ("night", "#0b0b0b", "#dddddd"),
                     ("day-high-contrast", "#ffffff", "#000000"), ("night-high-contrast", "#000000", "#ffffff")],
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        let themes = Self.userThemes(catalog)
        #expect(themes.map(\.name).sorted() == ["classic", "lime"])
        let lime = try #require(catalog.theme(named: "lime"))
        #expect(Set(lime.availableResolutions) == Set(Resolution.all))
        #expect(try lime.resolve(Resolution(.dark, .high))[.backgroundPrimary] == RGB(0x000000))
        #expect(try lime.resolve(Resolution(.dark))[.backgroundPrimary] == RGB(0x0B0B0B))
        #expect(try lime.resolve(Resolution(.light, .high))[.foregroundPrimary] == RGB(0x000000))
        // The modes are named by the files, not by the folders that repeat them.
        #expect(lime.system?.modifiers.first?.contexts.contains("night-high-contrast") == true)
        let classic = try #require(catalog.theme(named: "classic"))
        #expect(classic.availableResolutions == [Resolution(.light), Resolution(.dark)])
    }

    @Test func aStyleDictionaryConfigDoesNotHideTheFoldersItDoesNotBuild() throws {
        // The project lies one folder down, so the folder above it searched is this test's own
        // (searching the temporary folder itself would let every test's links out of it in).
        let top = try SystemFolderTests.folder([
            "acme/package.json": ##"{"name": "@acme/tokens"}"##,
            "acme/config.json": ##"{"source": ["tokens/**/*.json"], "include": ["themes/ocean-day/palette.json"]}"##,
            "acme/tokens/color.json": ##"{"color": {"bg": {"value": "#ffffff", "type": "color"}, "fg": {"value": "#111111", "type": "color"}}}"##,
            "acme/themes/ocean-day/palette.json": ##"{"sea": {"$type": "color", "page": {"$value": "#f0f8ff"}, "ink": {"$value": "#002244"}}}"##,
            "acme/themes/ocean-day/semantic.json": ##"{"bg": {"$type": "color", "page": {"$value": "{sea.page}"}}, "fg": {"$type": "color", "text": {"$value": "{sea.ink}"}}}"##,
            "acme/themes/ocean-night/palette.json": ##"{"sea": {"$type": "color", "page": {"$value": "#001122"}, "ink": {"$value": "#e0f0ff"}}}"##,
            "acme/themes/ocean-night/semantic.json": ##"{"bg": {"$type": "color", "page": {"$value": "{sea.page}"}}, "fg": {"$type": "color", "text": {"$value": "{sea.ink}"}}}"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: top) }
        let root = top + "/acme"
        for path in [root, top] {
            let catalog = ThemeCatalog.load(paths: [path])
            let themes = Self.userThemes(catalog).filter { $0.system?.file.hasPrefix(root) == true }
            #expect(themes.count == 2, "\(themes.map { $0.system?.file ?? "" })")
            let ocean = try #require(themes.first { $0.system?.file.contains("/themes") == true })
            #expect(ocean.availableResolutions == [Resolution(.light), Resolution(.dark)])
            #expect(try ocean.resolve(Resolution(.dark))[.backgroundPrimary] == RGB(0x001122))
            let project = try #require(themes.first { $0.system?.file.contains("/themes") == false })
            let explanation = try #require(catalog.explanation(of: project))
            #expect(explanation.reason.contains("config.json"))
            #expect(explanation.left.contains { $0.path.hasSuffix("ocean-night/semantic.json") && $0.note.contains("searched") })
        }
    }

    @Test func aConfigWhoseSourcesAreNotThereHidesNothing() throws {
        // The config builds from files a script generates first; the files kept are beside it.
        let root = try SystemFolderTests.folder([
            "config.json": ##"{"source": ["tokens/light/**/*.json"]}"##,
            "colors-light.json": SystemFolderTests.plain(page: "#ffffff", text: "#1a1a1a"),
            "colors-dark.json": SystemFolderTests.plain(page: "#101418", text: "#eeeeee"),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let themes = Self.userThemes(ThemeCatalog.load(paths: [root]))
        #expect(themes.count == 1)
        #expect(themes.first?.availableResolutions == [Resolution(.light), Resolution(.dark)])
    }

    @Test func twoThemesOverOneBaseOfComponentsAreTwoSystemsEachWithItsVariants() throws {
        // Infor's shape: components aliasing a palette each theme folder defines, and each
        // theme's dark and contrast variants in folders below it (Style Dictionary files).
        func palette(_ page: String, _ ink: String, _ brand: String) -> String {
            ##"{"ids": {"color": {"palette": {"page": {"value": "PAGE", "type": "color"}, "ink": {"value": "INK", "type": "color"}, "brand": {"value": "BRAND", "type": "color"}, "night": {"value": "#121212", "type": "color"}, "snow": {"value": "#eeeeee", "type": "color"}, "black": {"value": "#000000", "type": "color"}}}}}"##
                .replacingOccurrences(of: "PAGE", with: page).replacingOccurrences(of: "INK", with: ink).replacingOccurrences(of: "BRAND", with: brand)
        }
        let theme = ##"{"ids": {"color": {"background": {"value": "{ids.color.palette.page.value}"}, "text": {"value": "{ids.color.palette.ink.value}"}}}}"##
        var files = ["package.json": ##"{"name": "acme-identity"}"##,
                     "design-tokens/props/button.json": ##"{"ids": {"button": {"primary": {"value": "{ids.color.palette.brand.value}", "type": "color"}}}}"##]
        for (name, brand) in [("theme-classic", "#0066cc"), ("theme-new", "#7a2e9e")] {
            files["design-tokens/\(name)/color-palette.json"] = palette("#ffffff", "#1a1a1a", brand)
            files["design-tokens/\(name)/theme.json"] = theme
            files["design-tokens/\(name)/variants/dark/theme.json"] = ##"{"ids": {"color": {"background": {"value": "{ids.color.palette.night.value}"}, "text": {"value": "{ids.color.palette.snow.value}"}}}}"##
            files["design-tokens/\(name)/variants/contrast/theme.json"] = ##"{"ids": {"color": {"text": {"value": "{ids.color.palette.black.value}"}}}}"##
        }
        let root = try SystemFolderTests.folder(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        let themes = Self.userThemes(catalog)
        #expect(themes.map(\.name).sorted() == ["acme-identity theme-classic", "acme-identity theme-new"])
        for theme in themes {
            #expect(theme.availableResolutions == [Resolution(.light), Resolution(.dark), Resolution(.light, .high)])
            #expect(try theme.resolve(Resolution(.dark))[.backgroundPrimary] == RGB(0x121212))
            // The contrast variant is read in increased contrast only.
            #expect(try theme.resolve(Resolution(.light))[.foregroundPrimary] == RGB(0x1A1A1A))
            #expect(try theme.resolve(Resolution(.light, .high))[.foregroundPrimary] == RGB(0x000000))
        }
        #expect(catalog.allProblems().filter { $0.message.contains("names no token") }.isEmpty)
    }

    @Test func figmasModeNameNamesTheModes() throws {
        func mode(_ name: String, page: String, text: String) -> String {
            ##"{"$extensions": {"com.figma.modeName": "NAME"}, "surface": {"$type": "color", "page": {"$value": "PAGE"}}, "text": {"$type": "color", "primary": {"$value": "TEXT"}}}"##
                .replacingOccurrences(of: "NAME", with: name).replacingOccurrences(of: "PAGE", with: page).replacingOccurrences(of: "TEXT", with: text)
        }
        // The files' names say nothing of light and dark; the mode names Figma wrote in them do.
        let root = try SystemFolderTests.folder(["Semantic.Mode 1.tokens.json": mode("Light", page: "#ffffff", text: "#111111"),
                                        "Semantic.Mode 2.tokens.json": mode("Dark", page: "#121212", text: "#f0f0f0")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let themes = Self.userThemes(ThemeCatalog.load(paths: [root]))
        #expect(themes.count == 1)
        let theme = try #require(themes.first)
        #expect(theme.availableResolutions == [Resolution(.light), Resolution(.dark)])
        #expect(theme.system?.appearanceModifier?.contexts.sorted() == ["Dark", "Light"])
        #expect(try theme.resolve(Resolution(.dark))[.backgroundPrimary] == RGB(0x121212))
    }

    @Test(arguments: ["index.css", "main.css", "tokens.css", "variables.css"])
    func aStyleSheetNamedForItsJobTakesTheProjectsName(sheet: String) throws {
        let root = try SystemFolderTests.folder([
            "package.json": ##"{"name": "@acme/web-tokens"}"##,
            "src/css/" + sheet: ":root { --color-bg: #ffffff; --color-text: #111111; --color-primary: #0055cc; }\n"
                + "@media (prefers-color-scheme: dark) { :root { --color-bg: #101010; --color-text: #eeeeee; } }\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = ThemeCatalog.load(paths: [root])
        let themes = Self.userThemes(catalog)
        #expect(themes.map(\.name) == ["acme"])
        let explanation = try #require(themes.first.flatMap(catalog.explanation(of:)))
        #expect(explanation.reason.contains("style sheet"))
        #expect(explanation.taken.map { FileSystem.fileName($0.path) } == [sheet])
        #expect(explanation.nameSource.contains("package.json"))
    }
}
