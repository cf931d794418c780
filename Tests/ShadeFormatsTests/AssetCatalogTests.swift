import Foundation
import ShadeColor
import ShadeFormats
import ShadeTokens
import ShadeCatalog
import Testing

@Suite struct AssetCatalogTests {
    @Test func everyBundledThemeRoundTripsThroughAnAssetCatalog() throws {
        #expect(Support.bundled.count >= 7)
        for theme in Support.bundled {
            let export = ExportTheme(theme: theme)
            #expect(export.resolutions.count == 4, "\(theme.name)")
            let root = Support.scratch()
            try ExportWriter.write(AssetCatalogWriter.files(export), into: root, force: false)
            let catalog = root + "/" + ExportNames.typeName(theme.name) + ".xcassets"
            let (system, problems) = AssetCatalogReader.read(path: catalog)
            #expect(problems.isEmpty, "\(problems)")
            let read = try #require(system)
            #expect(Support.mismatches(export, read) == [], "\(theme.name)")
        }
    }

    @Test func aHandWrittenColorSetReadsEveryComponentForm() throws {
        let root = Support.scratch() + "/Hand.xcassets"
        Support.write(#"{"info":{"author":"xcode","version":1}}"#, root + "/Contents.json")
        Support.write(#"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#, root + "/Brand/Contents.json")
        Support.write(#"{"info":{"author":"xcode","version":1}}"#, root + "/Plain/Contents.json")
        // Any: floats; Dark: 0–255 integers; High contrast: hex strings; Dark + HC: JSON numbers.
        Support.write("""
        {
          "colors" : [
            { "idiom" : "iphone", "color" : { "color-space" : "srgb", "components" : { "red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000" } } },
            { "idiom" : "universal", "color" : { "color-space" : "srgb", "components" : { "red" : "0.251", "green" : "0.502", "blue" : "0.753", "alpha" : "1.000" } } },
            { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb", "components" : { "red" : "171", "green" : "205", "blue" : "239", "alpha" : "0.500" } } },
            { "idiom" : "universal", "appearances" : [ { "appearance" : "contrast", "value" : "high" } ],
              "color" : { "color-space" : "srgb", "components" : { "red" : "0x12", "green" : "0x34", "blue" : "0xAB", "alpha" : "1" } } },
            { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" }, { "appearance" : "contrast", "value" : "high" } ],
              "color" : { "color-space" : "srgb", "components" : { "red" : 1, "green" : 0.5, "blue" : 0, "alpha" : 1 } } }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """, root + "/Brand/accent.colorset/Contents.json")
        Support.write("""
        { "colors" : [
          { "idiom" : "universal", "color" : { "color-space" : "gray-gamma-22", "components" : { "white" : "0.500", "alpha" : "1.000" } } },
          { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "color" : { "color-space" : "display-p3", "components" : { "red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000" } } }
        ] }
        """, root + "/Plain/grey.colorset/Contents.json")
        Support.write("""
        { "colors" : [
          { "idiom" : "universal", "color" : { "color-space" : "extended-linear-srgb", "components" : { "red" : "0.216", "green" : "0.216", "blue" : "0.216", "alpha" : "1.000" } } },
          { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "color" : { "color-space" : "extended-srgb", "components" : { "red" : "1.100", "green" : "-0.100", "blue" : "0.500", "alpha" : "1.000" } } }
        ] }
        """, root + "/linear.colorset/Contents.json")
        Support.write("""
        { "colors" : [
          { "idiom" : "universal", "color" : { "platform" : "ios", "reference" : "systemBlueColor" } },
          { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "platform" : "ios", "reference" : "systemBlueColor" } }
        ] }
        """, root + "/link.colorset/Contents.json")
        Support.write("""
        { "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "extended-gray", "components" : { "white" : "1.000", "alpha" : "1.000" } } } ] }
        """, root + "/white.colorset/Contents.json")

        let (system, problems) = AssetCatalogReader.read(path: root)
        #expect(problems.isEmpty, "\(problems)")
        let read = try #require(system)
        func color(_ path: String, _ resolution: Resolution) -> SystemColorToken? {
            ResolvedVariants.tokens(of: read, at: resolution)?.first { $0.path == path }
        }
        #expect(color("Brand.accent", Resolution(.light))?.color == RGBA(RGB(0x4080C0)))
        #expect(color("Brand.accent", Resolution(.dark))?.color == RGBA(RGB(0xABCDEF), alpha: 0.5))
        #expect(color("Brand.accent", Resolution(.light, .high))?.color == RGBA(RGB(0x1234AB)))
        #expect(color("Brand.accent", Resolution(.dark, .high))?.color == RGBA(RGB(0xFF8000)))
        // Grey gamma 2.2 at 0.5 is linear 0.2176, sRGB 0.504 → 0x80.
        #expect(color("grey", Resolution(.light))?.color.rgb == RGB(0x808080))
        // Display P3 red lies outside sRGB: flagged, and shown gamut-mapped (CSS Color 4: a red a
        // little less saturated than #FF0000), not clipped.
        let p3Red = try #require(color("grey", Resolution(.dark)))
        #expect(p3Red.outOfGamut)
        #expect(p3Red.color.rgb.red == 255 && (1...24).contains(p3Red.color.rgb.green) && (1...24).contains(p3Red.color.rgb.blue))
        // Sets without a high-contrast entry show their standard one there.
        #expect(color("grey", Resolution(.dark, .high))?.color.rgb == p3Red.color.rgb)
        #expect(color("linear", Resolution(.light))?.color.rgb == RGB(0x808080))
        #expect(color("linear", Resolution(.dark))?.outOfGamut == true)
        #expect(color("link", Resolution(.light))?.color.rgb == RGB(0x007AFF))
        #expect(color("link", Resolution(.dark, .high))?.color.rgb == RGB(0x409CFF))
        #expect(color("white", Resolution(.dark))?.color.rgb == RGB(0xFFFFFF))
    }

    @Test func hostileColorSetsGetOneLineEach() throws {
        let root = Support.scratch() + "/Bad.xcassets"
        Support.write(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.1""#, root + "/truncated.colorset/Contents.json")
        Support.write(#"{"colors":{"idiom":"universal"}}"#, root + "/wrongtype.colorset/Contents.json")
        Support.write(#"{"colors":[{"idiom":"universal","color":{"color-space":"cmyk","components":{"red":"1","green":"0","blue":"0"}}}]}"#, root + "/space.colorset/Contents.json")
        Support.write(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"300","green":"0","blue":"0"}}}]}"#, root + "/range.colorset/Contents.json")
        Support.write(#"{"colors":[{"idiom":"universal","color":{"reference":"systemTealColorX"}}]}"#, root + "/ref.colorset/Contents.json")
        Support.write(String(repeating: " ", count: FormatFiles.maximumFileSize + 1), root + "/huge.colorset/Contents.json")
        Support.write(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0"}}}]}"#, root + "/evil\u{1B}[31m.colorset/Contents.json")
        let (system, problems) = AssetCatalogReader.read(path: root)
        let lines = problems.map(\.description)
        #expect(lines.count == 6, "\(lines.joined(separator: "\n"))")
        #expect(lines.allSatisfy { !$0.contains("\n") && !$0.contains("\u{1B}") })
        #expect(lines.contains { $0.contains("truncated.colorset/Contents.json:1:") })
        #expect(lines.contains { $0.contains("`colors` must be an array") })
        #expect(lines.contains { $0.contains("unknown color-space \"cmyk\"") })
        #expect(lines.contains { $0.contains("outside 0…255") })
        #expect(lines.contains { $0.contains("systemTealColorX") })
        let cap = FormatFiles.maximumFileSize
        #expect(lines.contains { $0.contains("huge.colorset/Contents.json: " + FileSystem.sizeRefusal(size: cap + 1, cap: cap)) })
        // The one good set, with the escape in its name, is still read.
        let tokens = try #require(system.flatMap { ResolvedVariants.tokens(of: $0, at: Resolution(.light)) })
        #expect(tokens.count == 1)
    }

    /// An app's catalog of icons and images alone, met in a searched folder beside its colour
    /// catalog, is no theme and no failure (a diff once reported it as "failed to load on both
    /// sides"); named on its own it still says it holds no colour sets.
    @Test func aCatalogOfIconsAloneIsPassedOverInAFolder() throws {
        let root = Support.scratch() + "/app"
        Support.write(#"{"info":{"author":"xcode","version":1}}"#, root + "/Icons.xcassets/Contents.json")
        Support.write(#"{"images":[{"filename":"close.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
                      root + "/Icons.xcassets/close.imageset/Contents.json")
        Support.write(#"{"info":{"author":"xcode","version":1}}"#, root + "/Colors.xcassets/Contents.json")
        Support.write(#"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0x0B","green":"0x6E","blue":"0x4F","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#,
                      root + "/Colors.xcassets/brand.colorset/Contents.json")
        let catalog = ThemeCatalog.load(paths: [root])
        #expect(catalog.themes.contains { $0.name == "Colors" })
        #expect(!catalog.themes.contains { $0.name == "Icons" })
        #expect(!catalog.diagnostics.contains { $0.file.contains("Icons.xcassets") }, "\(catalog.diagnostics)")
        let named = ThemeCatalog.load(paths: [root + "/Icons.xcassets"])
        #expect(named.diagnostics.contains { $0.message == AssetCatalogReader.noColourSets }, "\(named.diagnostics)")
    }
}
