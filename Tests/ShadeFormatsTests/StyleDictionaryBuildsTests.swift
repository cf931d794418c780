import Foundation
import ShadeColor
@testable import ShadeFormats
import ShadeTokens
import ShadeFiles
import Testing
@testable import ShadeCatalog

/// A Style Dictionary project that builds its system several times (issue 32): per appearance
/// and per platform, the shape of Astro's `build.js` (a web build of the base files read as
/// dark, a web light build that includes them under a light file, and iOS builds of the same
/// two appearances whose files hold other values). Each build layers on its own; the web's
/// builds are the system, the iOS ones renditions of it.
@Suite struct StyleDictionaryBuildsTests {
    private func colors(_ system: DesignSystem, _ appearance: String) -> [String: RGB] {
        Dictionary(system.resolve(SystemContext(["appearance": appearance])).colors.map { ($0.path, $0.color.rgb) }, uniquingKeysWith: { a, _ in a })
    }

    /// Writes the two-platform, two-appearance project; `script` is the build's config.
    private func writeProject(_ root: String, script: String, name: String = "build.js") {
        Support.write(#"{ "name": "@acme/tokens", "scripts": { "build": "node ./build.js" } }"#, root + "/package.json")
        // The base the web builds share: dark values.
        Support.write(##"{ "color": { "background": { "value": "#101923", "type": "color" }, "text": { "primary": { "value": "#ffffff", "type": "color" }, "secondary": { "value": "#d4d8dd", "type": "color" } }, "accent": { "value": "#4dacff", "type": "color" } } }"##,
                      root + "/tokens/base.system.json")
        Support.write(##"{ "palette": { "grey": { "100": { "value": "#f5f6f9", "type": "color" } } } }"##, root + "/tokens/base.reference.json")
        // The web light file, over the base.
        Support.write(##"{ "color": { "background": { "value": "#ffffff", "type": "color" }, "text": { "primary": { "value": "#292a2d", "type": "color" }, "secondary": { "value": "#51555b", "type": "color" } }, "accent": { "value": "#005a8f", "type": "color" } } }"##,
                      root + "/tokens/theme/light.json")
        // iOS's files: the light one keeps the web's dark `color.*` values beside its own `ios.*`.
        let ios = ##"{ "color": { "background": { "value": "#101923", "type": "color" }, "text": { "primary": { "value": "#ffffff", "type": "color" }, "secondary": { "value": "#d4d8dd", "type": "color" } } }, "ios": { "background": { "value": "#%@", "type": "color" } } }"##
        Support.write(ios.replacingOccurrences(of: "%@", with: "000000"), root + "/tokens/ios/base.json")
        Support.write(ios.replacingOccurrences(of: "%@", with: "ffffff"), root + "/tokens/ios/light.json")
        Support.write(script, root + "/" + name)
    }

    static let astroShape = """
        const StyleDictionary = require("style-dictionary");
        // Dark is the default build.
        StyleDictionary.extend({
          source: [`tokens/base.*.json`],
          platforms: { js: { transformGroup: "custom/js", files: [{ format: "javascript/es6", filter: (token) => token.filePath.includes('base') }] },
                       css: { transformGroup: "custom/css", files: [{ destination: "base.css", format: "css/variables" }] } }
        }).buildAllPlatforms()
        StyleDictionary.extend({
          include: ['tokens/base.*.json'],
          source: ['tokens/theme/light.json'],
          platforms: { css: { transformGroup: "custom/css", files: [{ destination: "theme.light.css", format: "css/variables" }] } },
        }).buildAllPlatforms();
        const iosColors = { buildPath: 'dist/ios/', transforms: [`attribute/cti`, `colorRGB`] };
        StyleDictionary.extend({
          source: [`tokens/ios/base.json`],
          platforms: { iosColors: Object.assign({}, { ...iosColors, mode: `dark` }) }
        }).buildAllPlatforms()
        StyleDictionary.extend({
          include: [`tokens/ios/base.json`],
          source: ['tokens/ios/light.json'],
          platforms: { iosColors: Object.assign({}, { ...iosColors, mode: `light` }) }
        }).buildAllPlatforms();
        """

    @Test func aScriptsBuildsAreGroupedWithTheirPlatforms() throws {
        let builds = try #require(ScriptSourceList.builds(in: Array(Self.astroShape.utf8)))
        #expect(builds.map(\.globs) == [["tokens/base.*.json"], ["tokens/base.*.json", "tokens/theme/light.json"],
                                         ["tokens/ios/base.json"], ["tokens/ios/base.json", "tokens/ios/light.json"]],
                "one build per object literal, its include before its source")
        let root = Support.scratch() + "/astro-shape"
        writeProject(root, script: Self.astroShape)
        let read = StyleDictionaryProject.builds(project: root, files: DiskTokenFiles())
        #expect(read.map(\.platform) == [.web, .web, .native, .native])
        #expect(read.map(\.appearance) == [nil, .light, nil, .light])
    }

    @Test func theWebBuildsAreDrawnEachOnItsOwnAndTheIOSBuildsAreRenditions() throws {
        let root = Support.scratch() + "/astro-shape"
        writeProject(root, script: Self.astroShape)
        let reading = FormatRegistry.read(root, as: .styleDictionary)
        let system = try #require(reading.system, "\(reading.diagnostics)")
        #expect(system.appearances == [.light, .dark], "the default build beside a light build that includes it is the dark")
        let light = colors(system, "light"), dark = colors(system, "dark")
        #expect(light["color.text.secondary"] == RGB(0x51555B), "the web light file tops the light build, not iOS's light file")
        #expect(light["color.background"] == RGB(0xFFFFFF))
        #expect(dark["color.text.secondary"] == RGB(0xD4D8DD) && dark["color.background"] == RGB(0x101923))
        #expect(light["ios.background"] == nil && dark["ios.background"] == nil, "iOS's own files are not drawn")
        #expect(light["palette.grey.100"] == RGB(0xF5F6F9), "the included base is under the light file")
        // The catalog lists it once and says which builds it drew.
        let catalog = ThemeCatalog.load(paths: [root], foreign: .formats)
        let themes = catalog.themes.filter { $0.source != .bundled }
        #expect(themes.map(\.name) == ["acme"], "\(themes.map(\.name))")
        let theme = try #require(themes.first)
        let explanation = try #require(catalog.explanation(of: theme))
        #expect(explanation.reason.contains("drawn from its web builds"), "\(explanation.reason)")
        #expect(explanation.reason.contains("for ios"), "\(explanation.reason)")
        #expect(explanation.left.contains { $0.path.hasSuffix("tokens/ios/light.json") && $0.note.contains("other platforms") }, "\(explanation.left)")
    }

    @Test func jsonConfigsForTwoPlatformsAndTwoAppearances() throws {
        let root = Support.scratch() + "/json-shape"
        writeProject(root, script: "", name: "unused.txt")
        Support.write(#"{ "source": ["tokens/base.*.json"], "platforms": { "css": { "transformGroup": "css" } } }"#, root + "/config.json")
        Support.write(#"{ "include": ["tokens/base.*.json"], "source": ["tokens/theme/light.json"], "platforms": { "scss": { "transformGroup": "scss" } } }"#, root + "/config-light.json")
        Support.write(#"{ "include": ["tokens/ios/base.json"], "source": ["tokens/ios/light.json"], "platforms": { "ios-swift": { "transformGroup": "ios-swift" } } }"#, root + "/config-ios-light.json")
        Support.write(#"{ "source": ["tokens/ios/base.json"], "platforms": { "android": { "transformGroup": "android" } } }"#, root + "/config-android.json")
        let reading = FormatRegistry.read(root, as: .styleDictionary)
        let system = try #require(reading.system, "\(reading.diagnostics)")
        #expect(system.appearances == [.light, .dark])
        #expect(colors(system, "light")["color.text.secondary"] == RGB(0x51555B))
        #expect(colors(system, "dark")["color.text.secondary"] == RGB(0xD4D8DD))
        #expect(colors(system, "light")["ios.background"] == nil)
    }

    @Test func onlyNativeBuildsAreDrawnWhenNoBuildIsForTheWeb() throws {
        let root = Support.scratch() + "/native-only"
        writeProject(root, script: "", name: "unused.txt")
        Support.write(#"{ "source": ["tokens/ios/base.json"], "platforms": { "ios": { "transformGroup": "ios" } } }"#, root + "/config-dark.json")
        Support.write(#"{ "source": ["tokens/ios/light.json"], "platforms": { "ios": { "transformGroup": "ios" } } }"#, root + "/config-light.json")
        let system = try #require(FormatRegistry.read(root, as: .styleDictionary).system)
        #expect(colors(system, "light")["ios.background"] == RGB(0xFFFFFF))
        #expect(colors(system, "dark")["ios.background"] == RGB(0x000000))
    }

    /// A dark build that reads its dark file alone (no base) is applied over the default build,
    /// as its style sheet is over the base one.
    @Test func aBuildOfOverridesAloneLayersOverTheDefaultBuild() throws {
        let root = Support.scratch() + "/overrides"
        Support.write(##"{ "color": { "page": { "value": "#ffffff", "type": "color" }, "text": { "value": "#111111", "type": "color" }, "brand": { "value": "#0055aa", "type": "color" } } }"##, root + "/tokens/base/color.json")
        Support.write(##"{ "color": { "page": { "value": "#000000", "type": "color" }, "text": { "value": "#eeeeee", "type": "color" } } }"##, root + "/tokens/night/color.json")
        Support.write(#"{ "source": ["tokens/base/**/*.json"], "platforms": { "css": {} } }"#, root + "/config.json")
        Support.write(#"{ "source": ["tokens/night/**/*.json"], "platforms": { "css": {} } }"#, root + "/config-dark.json")
        let system = try #require(FormatRegistry.read(root, as: .styleDictionary).system)
        let dark = colors(system, "dark"), light = colors(system, "light")
        #expect(dark["color.page"] == RGB(0x000000) && dark["color.brand"] == RGB(0x0055AA), "the default build's tokens stay under the dark overrides")
        #expect(light["color.page"] == RGB(0xFFFFFF) && light["color.text"] == RGB(0x111111))
    }
}
