import Foundation
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// Themes that extend none share what the base mapping alone gives (`SharedLayers`): the
/// spacing, radii, shadows and pairs of each variant, the base's token check and its merged
/// table; and `problems()` leaves out of the check the tokens its clean variants followed
/// (`Resolver.settled`). These compare every verdict, resolved value and diagnostic, in
/// order, with the same theme resolved from its layers alone, sharing nothing.
@Suite struct SharedLayersTests {
    private static func theme(_ name: String, _ groups: String = "", shade: String = "") -> String {
        let extra = groups.isEmpty ? "" : ", " + groups
        return #"{ "$extensions": { "dev.shade": { "name": "\#(name)"\#(shade) } }\#(extra) }"#
    }

    /// Twenty stops, as the issue's generated files have them.
    private static let palette: String = {
        let stops = [50] + Array(stride(from: 100, through: 1000, by: 50))
        let members = stops.enumerated().map { offset, stop in
            let level = String(format: "%02X", 245 - offset * 12)
            return ##""\##(stop)": { "$value": "#20\##(level)\##(level)" }"##
        }
        return #""palette": { "$type": "color", "# + members.joined(separator: ", ") + " }"
    }()

    /// Root themes touching the base's paths in every way, broken ones among them.
    private static let files: [String: String] = [
        "a-palette.json": theme("Plain", palette + #", "light": { "$type": "color", "accent": { "$value": "{palette.600}" } }"#),
        "b-spacing.json": theme("Spacing", palette + #", "spacing": { "$type": "dimension", "md": { "$value": "{radius.xl}" } }"#),
        "c-radius-broken.json": theme("Radius", palette + #", "radius": { "$type": "dimension", "lg": { "$value": "{palette.50}" } }"#),
        "d-shadow.json": theme("Shadow", palette + ##", "light": { "shadow": { "$type": "shadow", "md": { "$value": { "color": "{palette.900}", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 4, "unit": "px" }, "blur": { "value": -8, "unit": "px" } } } } }"##),
        "e-no-palette.json": theme("Bare", ##""light": { "$type": "color", "accent": { "$value": "#3366CC" } }"##),
        "f-half-palette.json": theme("Half", ##""palette": { "$type": "color", "50": { "$value": "#FFFFFF" }, "1000": { "$value": "#000000" } }"##),
        "g-pairs.json": theme("Pairs", palette, shade: #", "controlOutline": "decorative""#),
        "h-cycle.json": theme("Cycle", palette + #", "extra": { "$type": "color", "a": { "$value": "{extra.b}" }, "b": { "$value": "{extra.a}" } }"#),
        "i-untyped-step.json": theme("Untyped", palette + #", "mid": { "a": { "$value": "{mid.b}" }, "b": { "$type": "dimension", "$value": "{palette.600}" } }, "light": { "$type": "color", "accent": { "$value": "{mid.a}" } }"#),
        "j-translucent.json": theme("Glass", palette + #", "dark": { "$type": "color", "backgroundPrimary": { "$value": "{palette.900}", "$extensions": { "dev.shade": { "opacity": 0.5 } } } }"#),
        "k-bad-stop.json": theme("Bad stop", palette.replacingOccurrences(of: "#2020", with: "#ZZ20")),
        "l-wide.json": theme("Wide", palette + #", "light": { "$type": "color", "accent": { "$value": { "colorSpace": "display-p3", "components": [0, 1, 0] } } }"#),
        "m-shape.json": theme("Shape", palette + #", "shape": { "$type": "dimension", "card": { "$value": "{spacing.lg}" } }"#),
    ]

    /// The same theme sharing nothing: resolved from its layers alone.
    private func alone(_ theme: Theme) -> Theme {
        Theme(document: theme.layers[theme.layers.count - 1], source: theme.source, ancestors: Array(theme.layers.dropLast()))
    }

    private func expectSame(_ shared: ResolvedTheme, _ full: ResolvedTheme, _ comment: String) {
        #expect(ColorToken.allCases.map(shared.details) == ColorToken.allCases.map(full.details), "\(comment)")
        #expect(shared.spacing == full.spacing && shared.radius == full.radius, "\(comment)")
        #expect(shared.cardRadius == full.cardRadius && shared.controlRadius == full.controlRadius, "\(comment)")
        #expect(shared.shadows == full.shadows && shared.pairs == full.pairs && shared.themeName == full.themeName, "\(comment)")
    }

    @Test(arguments: [false, true])
    func everyVerdictValueAndDiagnosticMatchesResolvingAlone(resolvedFirst: Bool) throws {
        let folder = try Fixtures.folder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        #expect(catalog.themes.count == 7 + Self.files.count, "\(catalog.diagnostics)")
        var failing = 0
        for theme in catalog.themes {
            let full = alone(theme)
            // Variants resolved for use first leave problems() nothing to note for the check.
            if resolvedFirst { for resolution in Resolution.all { _ = try? theme.resolve(resolution) } }
            #expect(theme.problems() == full.problems(), "\(theme.name)")
            #expect(theme.availableResolutions == full.availableResolutions, "\(theme.name)")
            for resolution in Resolution.all {
                #expect(theme.outOfGamutColors(resolution) == full.outOfGamutColors(resolution), "\(theme.name)")
                let sharedOutcome = Result { () throws(ThemeProblems) in try theme.resolve(resolution) }
                let fullOutcome = Result { () throws(ThemeProblems) in try full.resolve(resolution) }
                switch (sharedOutcome, fullOutcome) {
                case (.success(let shared), .success(let expected)): expectSame(shared, expected, "\(theme.name) \(resolution.name)")
                case (.failure(let shared), .failure(let expected)):
                    failing += 1
                    #expect(shared.description == expected.description, "\(theme.name) \(resolution.name)")
                default: Issue.record("\(theme.name) \(resolution.name): one resolves, the other does not")
                }
            }
        }
        #expect(failing >= 10, "the fixtures break a good many variants")
        let fullProblems = (catalog.diagnostics + catalog.themes.map { alone($0).problems() }.flatMap { $0 }).uniqued().cappedPerFile()
        #expect(catalog.allProblems() == fullProblems)
        #expect(fullProblems.contains { $0.message.hasPrefix("alias cycle: extra.") }, "\(fullProblems)")
        #expect(fullProblems.contains { $0.message.contains("blur") }, "\(fullProblems)")
    }

    /// The shared copy stays in memory, so it is made only for many themes on the base: the
    /// fixtures here (with the bundled seven) are enough, the bundled seven alone are not.
    @Test func onlyManyThemesOnTheBaseShare() throws {
        let folder = try Fixtures.folder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let many = ThemeCatalog.load(paths: [folder])
        #expect(many.themes.count >= SharedLayers.minimumThemes)
        #expect(try #require(many.theme(named: "Plain")).sharesBaseWork, "the comparisons above would compare nothing")
        #expect(ThemeCatalog.load(paths: []).themes.allSatisfy { !$0.sharesBaseWork })
    }

    @Test func aThemeOnTheBaseExtendsItsTableToWhatMergingAllLayersGives() throws {
        let folder = try Fixtures.folder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        for name in ["Plain", "Spacing", "Half", "Cycle", "Untyped"] {
            let theme = try #require(catalog.theme(named: name))
            let extended = theme.tokens
            let merged = ThemeTokens(name: theme.name, layers: theme.layers)
            #expect(extended.layers.count == merged.layers.count, "\(name)")
            #expect(Set(extended.merged.keys) == Set(merged.merged.keys), "\(name)")
            let (a, b) = (extended.numbering, merged.numbering)
            #expect(a.count == b.count && Set(a.paths) == Set(b.paths), "\(name)")
            func described(_ numbering: TokenNumbering, _ number: Int) -> String {
                let definition = numbering.definitions[number]
                let target = numbering.targets[number]
                return "\(definition.path) \(definition.file) \(definition.value.sourceText) layer \(numbering.layers[number]) → "
                    + (target >= 0 ? numbering.paths[target] : "\(target)")
            }
            for path in b.paths {
                let (x, y) = (try #require(a.numbers[path]), try #require(b.numbers[path]))
                #expect(a.paths[x] == path)
                #expect(described(a, x) == described(b, y), "\(name) \(path)")
                #expect(extended.merged[path]?.layer == merged.merged[path]?.layer, "\(name) \(path)")
                #expect(extended.merged[path]?.definition.file == merged.merged[path]?.definition.file, "\(name) \(path)")
            }
        }
    }

    @Test func thePlainGeneratedThemeReusesTheBaseRestAndCheck() throws {
        let folder = try Fixtures.folder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let catalog = ThemeCatalog.load(paths: [folder])
        let plain = try #require(catalog.theme(named: "Plain"))
        let base = SharedLayers(layers: Array(plain.layers.dropLast()))
        for resolution in Resolution.all {
            let rest = try #require(base.rest(resolution), "the base alone resolves its spacing, radii and shadows")
            #expect(!rest.dependencies.isEmpty)
            let resolved = try plain.resolve(resolution)
            #expect(resolved.spacing == rest.rest.spacing && resolved.shadows == rest.rest.shadows && resolved.pairs == rest.rest.pairs)
        }
        let check = try #require(base.check())
        #expect(!check.unsettled.isEmpty, "the base alone leads into a palette it lacks")
        #expect(check.unsettled.allSatisfy { $0.hasPrefix("light") || $0.hasPrefix("dark") }, "\(check.unsettled)")
        #expect(plain.problems().isEmpty)
    }
}
