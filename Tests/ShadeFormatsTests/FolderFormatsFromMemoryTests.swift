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
}
