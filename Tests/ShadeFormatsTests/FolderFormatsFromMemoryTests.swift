import Foundation
import ShadeColor
import ShadeFormats
import ShadeTokens
import Testing

/// The readers of formats kept in folders list and read nothing themselves: handed files in
/// memory (`MemoryTokenFiles`, at paths that do not exist on disk), they read the same system
/// they read from disk.
@Suite struct FolderFormatsFromMemoryTests {
    /// `files` under `root`, in memory.
    static func memory(_ files: [String: String], under root: String) -> MemoryTokenFiles {
        MemoryTokenFiles(Dictionary(uniqueKeysWithValues: files.map { (root + "/" + $0.key, Array($0.value.utf8)) }))
    }

    @Test func everyBundledThemeReadsAsTheSameAssetCatalogFromMemoryAsFromDisk() throws {
        for theme in Support.bundled {
            let export = ExportTheme(theme: theme)
            let files = AssetCatalogWriter.files(export)
            let catalog = ExportNames.typeName(theme.name) + ".xcassets"
            let root = Support.scratch()
            try ExportWriter.write(files, into: root, force: false)
            let disk = AssetCatalogReader.read(path: root + "/" + catalog)
            let memoryRoot = "/shade-memory-\(UUID().uuidString)"
            #expect(FileManager.default.fileExists(atPath: memoryRoot) == false)
            let memory = AssetCatalogReader.read(path: memoryRoot + "/" + catalog,
                                                 files: Self.memory(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) }), under: memoryRoot))
            #expect(memory.diagnostics.isEmpty, "\(memory.diagnostics)")
            let read = try #require(memory.system)
            #expect(Support.mismatches(export, read) == [], "\(theme.name)")
            #expect(disk.system.map { Support.mismatches(export, $0) } == [], "\(theme.name)")
        }
    }

    @Test func aTokensStudioRepositoryWithAStyleDictionaryConfigReadsFromMemory() throws {
        let root = "/shade-memory-\(UUID().uuidString)/studio"
        let files = Self.memory([
            "$metadata.json": #"{ "tokenSetOrder": ["core", "light", "dark"] }"#,
            "$themes.json": """
            [ { "id": "1", "name": "Light", "selectedTokenSets": { "core": "source", "light": "enabled" } },
              { "id": "2", "name": "Dark", "selectedTokenSets": { "core": "source", "dark": "enabled" } } ]
            """,
            "core.json": ##"{ "blue": { "500": { "value": "#0969DA", "type": "color" }, "300": { "value": "#54AEFF", "type": "color" } } }"##,
            "light.json": ##"{ "accent": { "value": "{blue.500}", "type": "color" } }"##,
            "dark.json": ##"{ "accent": { "value": "{blue.300}", "type": "color" } }"##,
            "notes/readme.json": ##"{ "accent": { "value": "#FF0000", "type": "color" } }"##,
            "config.json": #"{ "source": ["core.json", "light.json", "dark.json"] }"#,
        ], under: root)
        let (system, problems) = TokensStudioReader.read(path: root, files: files)
        #expect(problems.isEmpty, "\(problems)")
        let read = try #require(system)
        #expect(read.appearances == [.light, .dark])
        let light = try #require(ResolvedVariants.tokens(of: read, at: Resolution(.light)))
        let dark = try #require(ResolvedVariants.tokens(of: read, at: Resolution(.dark)))
        #expect(light.first { $0.path == "accent" }?.color.rgb == RGB(0x0969DA))
        #expect(dark.first { $0.path == "accent" }?.color.rgb == RGB(0x54AEFF), "the config's globs leave notes/ out")
    }

    /// eBay Skin's token sheets (github.com/eBay/skin, src/tokens, MIT; values cut down from
    /// a8b6904): a palette sheet `evo-core.css` linked beside `evo-light.css` and `evo-dark.css`,
    /// with no `@import` between them. Each theme sheet's var()s name the palette's properties;
    /// read alone, every colour was undefined and Shade painted its own defaults.
    @Test func aThemeSheetReadsThePaletteSheetLinkedBesideIt() throws {
        let root = "/shade-memory-\(UUID().uuidString)"
        let files = Self.memory([
            "evo-core.css": ":root {\n    --color-neutral-100: #fff;\n    --color-neutral-200: #f7f7f7;\n    --color-neutral-800: #191919;\n"
                + "    --color-neutral-900: #000;\n    --color-blue-400: #659eff;\n    --color-blue-500: #3665f3;\n}\n",
            "evo-light.css": ":root {\n    --color-background-primary: var(--color-neutral-100);\n"
                + "    --color-foreground-primary: var(--color-neutral-800);\n    --color-background-accent: var(--color-blue-500);\n}\n",
            "evo-dark.css": "@media (prefers-color-scheme: dark) {\n    :root {\n        --color-background-primary: var(--color-neutral-900);\n"
                + "        --color-foreground-primary: var(--color-neutral-200);\n        --color-background-accent: var(--color-blue-400);\n    }\n}\n",
            "print.css": ":root { --color-neutral-100: #123456; }",
            "docs.css": ":root { --page-width: 80rem; }",
        ], under: root)
        let (system, problems) = CSSReader.read(path: root + "/evo-light.css", files: files)
        #expect(problems.isEmpty, "\(problems)")
        let read = try #require(system)
        #expect(read.appearances == [.light, .dark])
        let light = try #require(ResolvedVariants.tokens(of: read, at: Resolution(.light)))
        let dark = try #require(ResolvedVariants.tokens(of: read, at: Resolution(.dark)))
        #expect(light.first { $0.path == "color-background-primary" }?.color.rgb == RGB(0xFFFFFF))
        #expect(light.first { $0.path == "color-background-accent" }?.color.rgb == RGB(0x3665F3))
        #expect(dark.first { $0.path == "color-background-primary" }?.color.rgb == RGB(0x000000))
        #expect(dark.first { $0.path == "color-foreground-primary" }?.color.rgb == RGB(0xF7F7F7))
        #expect(light.first { $0.path == "color-background-primary" }?.file.hasSuffix("evo-light.css") == true)
        #expect(!light.contains { $0.file.hasSuffix("docs.css") }, "a sheet defining none of its names is not read with it")
        // A sheet that defines everything itself reads nothing beside it.
        let core = try #require(CSSReader.read(path: root + "/evo-core.css", files: files).system)
        let own = try #require(ResolvedVariants.tokens(of: core, at: Resolution(.light)))
        #expect(own.allSatisfy { $0.file.hasSuffix("evo-core.css") })
    }

    @Test func aStyleSheetReadsItsDarkPartnerFromMemory() throws {
        let root = "/shade-memory-\(UUID().uuidString)"
        let files = Self.memory([
            "brand.css": ":root { --background: #ffffff; --foreground: #111111; --primary: #0969da; }",
            "brand-dark.css": ":root { --background: #0d1117; --foreground: #eeeeee; --primary: #54aeff; }",
        ], under: root)
        let (system, problems) = CSSReader.read(path: root + "/brand.css", files: files)
        #expect(problems.isEmpty, "\(problems)")
        let read = try #require(system)
        #expect(read.appearances.contains(.dark), "the partner beside it is its dark appearance")
        let dark = try #require(ResolvedVariants.tokens(of: read, at: Resolution(.dark)))
        #expect(dark.contains { $0.color.rgb == RGB(0x54AEFF) })
    }

    /// A token folder whose build reads colours with a colour library (Equinor's raw palette
    /// writes `oklch(0.5857, 0.135751, 240.6802)`): commas between a modern function's
    /// components are read as spaces, with a deviation naming the token, where a style sheet
    /// (which a browser would drop) keeps the problem.
    @Test func commasInAModernColourFunctionAreReadInTokenFilesAndSaid() throws {
        let root = "/shade-memory-\(UUID().uuidString)"
        let files = Self.memory([
            "palette.json": ##"{ "blue": { "$type": "color", "anchor": { "$value": "oklch(0.5857, 0.135751, 240.6802)" }, "veil": { "$value": "oklch(0.5, 0.1, 240, 0.5)" } } }"##,
            "light.json": ##"{ "accent": { "$type": "color", "$value": "{blue.anchor}" } }"##,
        ], under: root)
        let (system, problems) = TokensStudioReader.read(path: root, files: files)
        let read = try #require(system)
        let light = try #require(ResolvedVariants.tokens(of: read, at: Resolution(.light)))
        let accent = try #require(light.first { $0.path == "accent" })
        let expected = try ColorSpaceValue(colorSpace: .oklch, components: [0.5857, 0.135751, 240.6802], alpha: 1).toSRGB().color
        #expect(accent.color == expected)
        #expect(light.first { $0.path == "blue.veil" }?.color.alpha == 0.5)
        let said = problems.filter { $0.message.contains("commas") }
        #expect(!said.isEmpty && said.allSatisfy { $0.severity == .deviation }, "\(problems)")
        #expect(said.contains { $0.tokenPath == "blue.anchor" }, "\(problems)")
        let (_, sheetProblems) = CSSReader.read(text: ":root { --blue: oklch(0.5857, 0.135751, 240.6802); --text: #111; }", file: "t.css")
        #expect(sheetProblems.contains { $0.message.contains("commas are only allowed") }, "\(sheetProblems)")
    }
}
