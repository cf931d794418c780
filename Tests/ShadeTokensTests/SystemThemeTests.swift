import Foundation
import Testing
import ShadeColor
@testable import ShadeTokens
@testable import ShadeCatalog

/// Design systems opened as themes: discovery in a folder, resolution through roles, one
/// appearance kept as one, extra axes, and the bundled Sky rewritten as a resolver with a
/// sidecar drawing exactly as the bundled theme.
@Suite struct SystemThemeTests {
    /// A folder holding `files` (relative path → contents, subfolders created).
    static func folder(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "shade-systems-" + UUID().uuidString
        for (name, contents) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        }
        return root
    }

    /// The Sky resolver fixture in a folder of its own, with a sidecar naming each role's
    /// token, and the translucent fills Sky's base mapping gives its surfaces: a file per
    /// appearance, after `light.json`/`dark.json` in the resolver, writing each fill as its
    /// ramp stop with the mapping's alpha.
    static func skyFolder() throws -> String {
        var files = SkyResolverFixture.files
        let palette = try #require(JSONSerialization.jsonObject(with: Data(files["sky/palette.json"]!.utf8)) as? [String: Any])
        func components(_ stop: String) throws -> String {
            let ramp = try #require((palette["sky"] as? [String: Any])?["ramp"] as? [String: Any])
            let value = try #require((ramp[stop] as? [String: Any])?["$value"] as? [String: Any])
            let numbers = try #require(value["components"] as? [Double])
            return "[" + numbers.map { String($0) }.joined(separator: ", ") + "]"
        }
        func fills(surface: String, emphasis: String) throws -> String {
            func color(_ stop: String, _ alpha: Double) throws -> String {
                #"{ "$value": { "colorSpace": "srgb", "components": \#(try components(stop)), "alpha": \#(alpha) } }"#
            }
            return """
            { "ui": { "fill": { "$type": "color",
              "strong": \(try color(surface, 0.5)), "medium": \(try color(surface, 0.3)), "faint": \(try color(surface, 0.1)),
              "emphasis": { "strong": \(try color(emphasis, 0.4)), "faint": \(try color(emphasis, 0.2)) } } } }
            """
        }
        files["sky/fills-light.json"] = try fills(surface: "200", emphasis: "400")
        files["sky/fills-dark.json"] = try fills(surface: "700", emphasis: "600")
        var resolver = files["sky/sky.resolver.json"]!
        for appearance in ["light", "dark"] {
            let source = try Regex(#""\$ref": "\#(appearance)\.json"\s*\}"#)
            #expect(resolver.contains(source))
            resolver = resolver.replacing(source) { $0.output[0].substring.map(String.init)! + #", { "$ref": "fills-\#(appearance).json" }"# }
        }
        files["sky/sky.resolver.json"] = resolver
        let roles = ColorToken.allCases.map { "    \"\($0.rawValue)\": \"\(SkyResolverFixture.paths[$0.rawValue]!)\"" }
        files["sky/sky.shade.json"] = "{\n  \"roles\": {\n" + roles.joined(separator: ",\n") + "\n  }\n}\n"
        return try folder(files) + "/sky"
    }

    @Test func skyAsAResolverWithASidecarDrawsExactlyAsTheBundledSky() throws {
        let folder = try Self.skyFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        // The token files and the sidecar beside the resolver are not themes.
        #expect(catalog.themes.map(\.name) == ThemeCatalog.bundledOrder + ["Sky (DTCG)"])
        let system = try #require(catalog.theme(named: "Sky (DTCG)"))
        let bundled = try #require(catalog.theme(named: "Sky"))
        #expect(system.sidecar == folder + "/sky.shade.json")
        #expect(system.availableResolutions == Resolution.all)
        for resolution in Resolution.all {
            let mine = try system.resolve(resolution)
            let theirs = try bundled.resolve(resolution)
            #expect(mine.resolution == resolution)
            for role in ColorToken.allCases {
                #expect(mine[role] == theirs[role], "\(resolution.name) \(role.rawValue) as drawn")
                #expect(mine.details(role).written == theirs.details(role).written, "\(resolution.name) \(role.rawValue) as written")
                #expect(mine.details(role).ground == theirs.details(role).ground, "\(resolution.name) \(role.rawValue) ground")
                #expect(mine.roles[role].origin == .explicit)
                #expect(mine.roles[role].token == SkyResolverFixture.paths[role.rawValue])
            }
            #expect(mine.spacing == theirs.spacing && mine.cardRadius == theirs.cardRadius)
        }
        #expect(system.problems().isEmpty, "\(system.problems())")
    }

    @Test func withoutTheSidecarTheSameSystemIsMatchedNotExplicit() throws {
        let folder = try Self.skyFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.removeItem(atPath: folder + "/sky.shade.json")
        let theme = try #require(ThemeCatalog.load(paths: [folder]).theme(named: "Sky (DTCG)"))
        let resolved = try theme.resolve(Resolution(.dark))
        #expect(theme.sidecar == nil)
        #expect(resolved.roles.count(of: .explicit) == 0)
        #expect(resolved.roles.count(of: .matched) > 0)
        #expect(resolved.context == SystemContext(["theme": "dark"]))
    }

    @Test func discoveryTellsResolversTokenFilesSidecarsAndDialectApart() throws {
        let folder = try Self.folder([
            "acme.resolver.json": SystemFixtures.acmeResolver,
            "acme.shade.json": #"{ "roles": { "accent": "color.accent" } }"#,
            // Referenced by the resolver from the same folder: a source, not a theme, even
            // though it looks like a plain token file; and broken JSON is not reported either.
            "base.tokens.json": SystemFixtures.acmeBase,
            "tokens/light.json": SystemFixtures.acmeLight,
            "tokens/dark.json": SystemFixtures.acmeDark,
            "tokens/regular.json": SystemFixtures.size(8),
            "tokens/compact.json": SystemFixtures.size(4),
            "plain.tokens.json": SystemFixtures.oneAppearance,
            "ownnames.json": ##"{ "fg": { "$type": "color", "default": { "$value": "#111111" } }, "bg": { "$type": "color", "default": { "$value": "#fafafa" } } }"##,
            "dialect.json": #"{ "$extensions": { "dev.shade": { "name": "Dialect", "extends": "Sky" } } }"#,
            "palette-only.json": ##"{ "palette": { "$type": "color", "500": { "$value": "#336699" } } }"##,
            "content-resolver.json": SystemFixtures.contentResolver,
            "content-source.json": "{ this is not JSON",
            "aa-early.tokens.json": ##"{ "ink": { "$type": "color", "$value": "#zz" } }"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        let users = catalog.themes.filter { $0.source != .bundled }
        #expect(Set(users.map(\.name)) == ["Acme", "plain", "ownnames", "Dialect", "palette-only", "Inline"])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        #expect(try #require(catalog.theme(named: "Acme")).system != nil)
        #expect(try #require(catalog.theme(named: "plain")).system != nil)
        #expect(try #require(catalog.theme(named: "ownnames")).system != nil)
        #expect(try #require(catalog.theme(named: "Dialect")).system == nil)
        #expect(try #require(catalog.theme(named: "palette-only")).system == nil)
        #expect(try #require(catalog.theme(named: "Acme")).sidecar == folder + "/acme.shade.json")
    }

    @Test func aResolverNamedDirectlyIsOneTheme() throws {
        let folder = try Self.folder([
            "acme.resolver.json": SystemFixtures.acmeResolver, "base.tokens.json": SystemFixtures.acmeBase,
            "tokens/light.json": SystemFixtures.acmeLight, "tokens/dark.json": SystemFixtures.acmeDark,
            "tokens/regular.json": SystemFixtures.size(8), "tokens/compact.json": SystemFixtures.size(4),
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder + "/acme.resolver.json"])
        #expect(catalog.themes.filter { $0.source != .bundled }.map(\.name) == ["Acme"])
    }

    @Test func aSystemWithOneAppearanceHasExactlyThatOne() throws {
        let folder = try Self.folder(["plain.tokens.json": SystemFixtures.oneAppearance])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let theme = try #require(ThemeCatalog.load(paths: [folder]).theme(named: "plain"))
        #expect(theme.availableResolutions == [Resolution(.light)])
        #expect(throws: ThemeProblems.self) { try theme.resolve(Resolution(.dark)) }
        #expect(throws: ThemeProblems.self) { try theme.resolve(Resolution(.light, .high)) }
        let light = try theme.resolve(Resolution(.light))
        #expect(light[.foregroundPrimary] == RGB(0x1A1A1A))
        #expect(light.roles[.foregroundPrimary].token == "text.primary")
        #expect(theme.axes.isEmpty)
    }

    @Test func aSidecarsDeclaredPairsAreCheckedWithTheDefaults() throws {
        let sidecar = """
        { "pairs": [
          { "foreground": "accent", "background": "backgroundSecondary", "kind": "text", "ratio": 4.5, "reason": "links in cards" },
          { "foreground": "outlineSecondary", "background": "backgroundPrimary", "kind": "non-text" },
          { "foreground": "nope", "background": "backgroundPrimary", "kind": "text" }
        ] }
        """
        let folder = try Self.folder(["plain.tokens.json": SystemFixtures.oneAppearance, "plain.shade.json": sidecar])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let theme = try #require(ThemeCatalog.load(paths: [folder]).theme(named: "plain"))
        let pairs = try theme.resolve(Resolution(.light)).pairs
        let declared = pairs.filter { $0.origin != .shade }
        #expect(declared.contains { $0.foreground == .outlineSecondary && $0.background == .backgroundPrimary && $0.kind == .nonText })
        #expect(declared.contains { $0.foreground == .accent && $0.background == .backgroundSecondary })
        #expect(pairs.count > declared.count, "Shade's defaults are still checked")
        // The entry naming no role is reported, with the sidecar's name, and the rest kept.
        #expect(theme.problems().contains { $0.file.hasSuffix("plain.shade.json") })
    }

    @Test func extraAxesAreChosenAndKeptPerContext() throws {
        let folder = try Self.folder([
            "acme.resolver.json": SystemFixtures.acmeResolver, "base.tokens.json": SystemFixtures.acmeBase,
            "tokens/light.json": SystemFixtures.acmeLight, "tokens/dark.json": SystemFixtures.acmeDark,
            "tokens/regular.json": SystemFixtures.size(8), "tokens/compact.json": SystemFixtures.size(4),
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let theme = try #require(ThemeCatalog.load(paths: [folder]).theme(named: "Acme"))
        #expect(theme.extraAxes.map(\.name) == ["size"])
        #expect(theme.axes.map(\.role) == [.appearance, .extra])
        let compact = try theme.resolve(Resolution(.dark), extras: ["size": "compact"])
        #expect(compact.context == SystemContext(["theme": "dark", "size": "compact"]))
        #expect(try theme.resolve(Resolution(.dark)).context == SystemContext(["theme": "dark", "size": "regular"]))
        #expect(compact.systemColors.contains { $0.path == "color.text.default" })
        #expect(compact.roles[.accent].origin == .explicit || compact.roles[.accent].origin == .matched)
        #expect(theme.availableResolutions == [Resolution(.light), Resolution(.dark)], "no high-contrast context: none invented")
    }

    @Test func translucentRolesAreDrawnOverThePage() throws {
        let folder = try Self.folder(["glass.tokens.json": ##"""
        { "color": { "$type": "color",
          "background": { "default": { "$value": "#ffffff" } },
          "foreground": { "default": { "$value": "#000000" } },
          "border": { "default": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5 } } } } }
        """##])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let resolved = try #require(ThemeCatalog.load(paths: [folder]).theme(named: "glass")).resolve(Resolution(.light))
        #expect(resolved.roles[.outlinePrimary].token == "color.border.default")
        #expect(resolved.details(.outlinePrimary).ground == .backgroundPrimary)
        #expect(resolved.details(.outlinePrimary).written.alpha == 0.5)
        #expect(resolved[.outlinePrimary] == RGBA(RGB(0x000000), alpha: 0.5).composited(over: RGB(0xFFFFFF)))
    }

    @Test func aShadeThemeNamesItsRolesAndAxes() throws {
        let sky = try Fixtures.resolve("Sky", .dark, .high)
        #expect(sky.roles.fills.allSatisfy { $0.origin == .theme && $0.token == $0.role.rawValue })
        #expect(sky.context == SystemContext(["appearance": "dark", "contrast": "high"]))
        #expect(sky.systemColors.map(\.path) == ColorToken.allCases.map(\.rawValue))
        #expect(try #require(Fixtures.catalog.theme(named: "Sky")).axes.map(\.name) == ["appearance", "contrast"])
    }
}
