import Foundation
import ShadeColor
@testable import ShadeFormats
import ShadeTokens
import Testing
import ShadeCatalog

/// A Style Dictionary repository as people keep it (issue 18): token files in `tokens/color/`,
/// `tokens/size/`… that reference each other, named by `config.json`'s `source` globs or
/// simply kept in `tokens/`. Together they are one system; alone, each is broken.
@Suite struct StyleDictionaryProjectTests {
    /// Writes the repository Style Dictionary's own basic example lays out, into `root`.
    private func writeProject(_ root: String, config: String?) {
        Support.write("""
            { "color": { "base": {
                "white": { "value": "#ffffff" },
                "gray": { "light": { "value": "#cccccc" }, "medium": { "value": "#999999" }, "dark": { "value": "#111111" } },
                "red": { "value": "#d32f2f" }, "green": { "value": "#2e7d32" }, "blue": { "value": "#1565c0" } } } }
            """, root + "/tokens/color/base.json")
        Support.write("""
            { "color": {
                "font": { "base": { "value": "{color.base.gray.dark.value}" }, "secondary": { "value": "{color.base.gray.medium.value}" } },
                "background": { "base": { "value": "{color.base.white.value}" } },
                "brand": { "primary": { "value": "{color.base.blue.value}" } } } }
            """, root + "/tokens/color/font.json")
        Support.write(#"{ "size": { "font": { "small": { "value": "0.75" }, "base": { "value": "1" } } } }"#, root + "/tokens/size/font.json")
        // What a repository holds beside its tokens: none of it is a token file.
        Support.write(#"{ "name": "acme-tokens", "version": "1.0.0", "scripts": { "build": "style-dictionary build" } }"#, root + "/package.json")
        Support.write(##"{ "color": { "font": { "base": { "value": "#ff00ff" } } } }"##, root + "/build/json/tokens.json")
        if let config { Support.write(config, root + "/config.json") }
    }

    private func colors(_ system: DesignSystem) -> [String: RGB] {
        Dictionary(system.resolve(SystemContext(["appearance": "light"])).colors.map { ($0.path, $0.color.rgb) }, uniquingKeysWith: { a, _ in a })
    }

    /// Style Dictionary with Tokens Studio's transforms reads a Tokens Studio file: its
    /// top-level keys are sets (their names are not part of the token paths), and a set named
    /// for dark is the dark appearance, as when the file is read alone.
    @Test func aTokensStudioFileThatAConfigBuildsIsReadAsItsSets() throws {
        let root = Support.scratch() + "/nl-tokens"
        Support.write(##"""
            { "brand": { "kleur": { "wit": { "$type": "color", "$value": "#ffffff" }, "inkt": { "$type": "color", "$value": "#1a1a1a" },
                                    "blauw": { "$type": "color", "$value": "#0b5fff" } } },
              "common": { "basis": { "color": { "bg-document": { "$type": "color", "$value": "{kleur.wit}" },
                                                "color-document": { "$type": "color", "$value": "{kleur.inkt}" },
                                                "accent": { "$type": "color", "$value": "{kleur.blauw}" } } } },
              "color-scheme-dark/common": { "basis": { "color": { "bg-document": { "$type": "color", "$value": "{kleur.inkt}" },
                                                                 "color-document": { "$type": "color", "$value": "{kleur.wit}" } } } },
              "$themes": [],
              "$metadata": { "tokenSetOrder": ["brand", "common", "color-scheme-dark/common"] } }
            """##, root + "/src/tokens.json")
        Support.write(#"{ "name": "@nl/example-tokens" }"#, root + "/package.json")
        Support.write(#"{ "source": ["src/tokens.json"], "platforms": { "css": { "buildPath": "dist/" } } }"#, root + "/config.json")
        let reading = FormatRegistry.read(root, as: .styleDictionary)
        #expect(!reading.diagnostics.contains { $0.message.contains("names no token") }, "\(reading.diagnostics)")
        let system = try #require(reading.system)
        let light = colors(system)
        #expect(light["basis.color.bg-document"] == RGB(0xFFFFFF), "\(light.keys.sorted())")
        #expect(light["basis.color.accent"] == RGB(0x0B5FFF))
        #expect(system.appearances.contains(.dark))
    }

    /// A `source` glob that leads out of the project is not followed, and says so: a silent
    /// skip would leave `validate` reporting "no problems" for tokens it never read.
    @Test func aSourceGlobOutOfTheProjectIsSaidAndNotFollowed() throws {
        let scratch = Support.scratch()
        let root = scratch + "/proj"
        Support.write(##"{ "color": { "secret": { "value": "#ff0000" } } }"##, scratch + "/private/s.json")
        writeProject(root, config: #"{ "source": ["../private/*.json", "tokens/**/*.json"], "platforms": {} }"#)
        let reading = FormatRegistry.read(root, as: .styleDictionary)
        #expect(reading.diagnostics.map(\.message) == ["the source glob \"../private/*.json\" leads out of \(root); not followed"])
        let system = try #require(reading.system)
        #expect(!colors(system).values.contains(RGB(0xFF0000)))
        #expect(SourceGlob.leadsOut("/etc/*.json") && !SourceGlob.leadsOut("./tokens/**/*.json") && !SourceGlob.leadsOut("tokens/..x/*.json"))
    }

    @Test func aConfigsSourceGlobsMakeOneSystemNamedAfterTheRepository() throws {
        let root = Support.scratch() + "/acme"
        writeProject(root, config: #"{ "source": ["./tokens/**/*.json"], "platforms": { "css": { "buildPath": "build/" } } }"#)
        #expect(FormatRegistry.detect(root) == .styleDictionary)
        let reading = FormatRegistry.read(root, as: .styleDictionary)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let system = try #require(reading.system)
        #expect(system.name == "acme")
        let colors = colors(system)
        #expect(colors["color.font.base"] == RGB(0x111111), "a reference into another file resolves")
        #expect(colors["color.background.base"] == RGB(0xFFFFFF))
        #expect(colors["color.brand.primary"] == RGB(0x1565C0))
        #expect(colors["color.base.red"] == RGB(0xD32F2F))
        #expect(colors.values.contains(RGB(0xFF00FF)) == false, "build output is not read: the config does not name it")
    }

    @Test func aTokensFolderWithoutAConfigIsOneSystemNamedAfterItsRepository() throws {
        let root = Support.scratch() + "/acme"
        writeProject(root, config: nil)
        #expect(FormatRegistry.detect(root + "/tokens") == .styleDictionary)
        #expect(FormatRegistry.detect(root) == nil, "a folder with neither a config nor the tokens folder's name is no project")
        let system = try #require(FormatRegistry.read(root + "/tokens", as: .styleDictionary).system)
        #expect(system.name == "acme")
        #expect(colors(system)["color.font.secondary"] == RGB(0x999999))
    }

    @Test func aThemesFolderListsTheProjectOnceAndNotItsFiles() throws {
        let themes = Support.scratch()
        writeProject(themes + "/acme", config: #"{ "source": ["tokens/**/*.json"] }"#)
        let catalog = ThemeCatalog.load(paths: [themes], foreign: .formats)
        let user = catalog.themes.filter { $0.source != .bundled }
        // Named by its package.json, as the catalog names a project (issue 32).
        #expect(user.map(\.name) == ["acme-tokens"], "\(user.map(\.name)) \(catalog.diagnostics)")
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
    }

    @Test func globsMatchAsStyleDictionaryWritesThem() {
        #expect(StyleDictionaryProject.matches("tokens/color/base.json", globs: ["tokens/**/*.json"]))
        #expect(StyleDictionaryProject.matches("tokens/base.json", globs: ["tokens/**/*.json"]), "** stands for no folder too")
        #expect(!StyleDictionaryProject.matches("tokens/color/base.json5", globs: ["tokens/**/*.json"]))
        #expect(StyleDictionaryProject.matches("tokens/size/font.json", globs: ["tokens/{color,size}/*.json"]))
        #expect(!StyleDictionaryProject.matches("tokens/motion/font.json", globs: ["tokens/{color,size}/*.json"]))
        #expect(!StyleDictionaryProject.matches("package.json", globs: ["tokens/**/*.json"]))
    }

    /// The token folder's name in any case, refused early by its length only when it cannot
    /// lower-case to one: "\u{212A}" (the Kelvin sign) lower-cases to "k", three bytes to one.
    @Test func aTokenFolderIsKnownByItsNameInAnyCase() {
        for name in ["tokens", "Tokens", "PROPERTIES", "to\u{212A}ens"] { #expect(StyleDictionaryProject.isTokenFolderName(name), "\(name)") }
        for name in ["token", "tokens2", "group-1", "tökens", ""] { #expect(!StyleDictionaryProject.isTokenFolderName(name), "\(name)") }
    }
}
