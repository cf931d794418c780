import ShadeColor
import Testing
@testable import ShadeTokens
@testable import ShadeCatalog

/// The bundled themes against `reference/palettes.md`: every stop, and every token of the
/// library's mapping, in light and dark.
@Suite struct ReferenceThemeTests {
    static let paletteThemes = ["Graphite", "Sky", "Tomato", "Gold", "Grass", "Ruby"]
    static let columns = ["System", "Graphite", "Sky", "Tomato", "Gold", "Grass", "Ruby"]

    /// (token, light stop, dark stop, opacity) from the reference's mapping table.
    static let mapping: [(ColorToken, Int, Int, Double)] = [
        (.foregroundPrimary, 1000, 50, 1), (.foregroundSecondary, 800, 200, 1), (.foregroundTertiary, 700, 300, 1),
        (.invertedForegroundPrimary, 50, 1000, 1), (.invertedForegroundSecondary, 150, 800, 1), (.invertedForegroundTertiary, 250, 700, 1),
        (.backgroundPrimary, 50, 1000, 1), (.backgroundSecondary, 100, 800, 1), (.backgroundTertiary, 200, 700, 1),
        (.surfacePrimary, 200, 700, 0.5), (.surfaceSecondary, 200, 700, 0.3), (.surfaceTertiary, 200, 700, 0.1),
        (.invertedSurfacePrimary, 400, 600, 0.4), (.invertedSurfaceSecondary, 400, 600, 0.2),
        (.invertedBackgroundPrimary, 900, 50, 1), (.invertedBackgroundSecondary, 800, 150, 1), (.invertedBackgroundTertiary, 650, 250, 1),
        (.outlinePrimary, 300, 700, 1), (.outlineSecondary, 200, 800, 1), (.outlineTertiary, 100, 900, 1),
    ]

    static func stop(_ theme: String, _ stop: Int) -> RGB {
        let column = columns.firstIndex(of: theme)!
        return Fixtures.rgb(referenceRamps.first { $0.stop == stop }!.hex[column])
    }

    @Test(arguments: columns)
    func everyPaletteStopMatchesTheReference(theme: String) throws {
        let definitions = try #require(Fixtures.catalog.theme(named: theme)).tokens.merged
        for (stop, hexes) in referenceRamps {
            let definition = try #require(definitions["palette.\(stop)"]?.definition, "\(theme) palette.\(stop)")
            let color = try ColorLiteral.parse(definition.value).color
            expectClose(color.rgb, Fixtures.rgb(hexes[Self.columns.firstIndex(of: theme)!]), "\(theme) \(stop)")
        }
    }

    @Test(arguments: paletteThemes, Appearance.allCases)
    func everyMappedTokenResolvesToItsStop(theme: String, appearance: Appearance) throws {
        let resolved = try Fixtures.resolve(theme, appearance)
        // outlinePrimary is overridden per theme to reach 3:1 on the page (WCAG 1.4.11),
        // which DeclaredPairsTests checks.
        for (token, light, dark, opacity) in Self.mapping where token != .outlinePrimary {
            let stop = Self.stop(theme, appearance == .light ? light : dark)
            let ground = Self.stop(theme, appearance == .light ? 50 : 1000)
            let expected = RGBA(stop, alpha: opacity).composited(over: ground)
            expectClose(resolved[token], expected, "\(theme) \(appearance) \(token)")
            #expect(abs(resolved.details(token).written.alpha - opacity) < 1e-9, "\(theme) \(token) opacity")
        }
    }

    @Test func systemUsesApplesColoursAsTheInvoicingAppMapsThem() throws {
        let light = try Fixtures.resolve("System", .light)
        #expect(light[.foregroundPrimary] == Fixtures.rgb("#000000"))
        #expect(light.details(.foregroundSecondary).written == RGBA(Fixtures.rgb("#3C3C43"), alpha: 0.6))
        #expect(light.details(.foregroundTertiary).written == RGBA(Fixtures.rgb("#3C3C43"), alpha: 0.6))
        #expect(light.details(.foregroundPlaceholder).written == RGBA(Fixtures.rgb("#3C3C43"), alpha: 0.3))
        #expect(light[.backgroundPrimary] == Fixtures.rgb("#F2F2F7"))
        #expect(light[.backgroundSecondary] == Fixtures.rgb("#FFFFFF"))
        #expect(light[.invertedBackgroundTertiary] == Fixtures.rgb("#007AFF"))
        // Translucent labels are composited over what they are drawn on: #3C3C43 α0.6 on #F2F2F7.
        #expect(light[.foregroundSecondary] == Fixtures.rgb("#85858B"))
        // The rest comes from proBlue.
        #expect(light[.outlinePrimary] == Self.stop("System", 500), "the nearest proBlue stop reaching 3:1 on the page")
        #expect(light[.invertedBackgroundPrimary] == Self.stop("System", 900))

        let dark = try Fixtures.resolve("System", .dark)
        #expect(dark[.backgroundPrimary] == Fixtures.rgb("#000000"))
        #expect(dark[.backgroundTertiary] == Fixtures.rgb("#2C2C2E"))
        #expect(dark.details(.foregroundSecondary).written == RGBA(Fixtures.rgb("#EBEBF5"), alpha: 0.6))
        #expect(dark[.invertedBackgroundTertiary] == Fixtures.rgb("#0A84FF"))

        let darkHigh = try Fixtures.resolve("System", .dark, .high)
        #expect(darkHigh[.backgroundSecondary] == Fixtures.rgb("#242426"))
        #expect(darkHigh[.backgroundTertiary] == Fixtures.rgb("#363638"))
        #expect(darkHigh[.invertedBackgroundTertiary] == Fixtures.rgb("#409CFF"))
        #expect(try Fixtures.resolve("System", .light, .high)[.backgroundPrimary] == Fixtures.rgb("#EBEBF0"))
    }

    @Test func everyThemeHasAllFourResolutions() {
        #expect(Fixtures.catalog.themes.map(\.name) == ThemeCatalog.bundledOrder)
        #expect(Fixtures.catalog.diagnostics.isEmpty, "\(Fixtures.catalog.diagnostics)")
        for theme in Fixtures.catalog.themes {
            #expect(theme.availableResolutions.count == 4, "\(theme.name)")
        }
    }

    @Test func theBuiltInCopyMatchesTheThemesFolder() throws {
        let folder = Fixtures.repositoryRoot.appendingPathComponent("themes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names == BundledThemeFiles.all.map(\.name).sorted(), "run scripts/embed-themes")
        for file in BundledThemeFiles.all {
            let onDisk = try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(onDisk == file.contents + "\n", "\(file.name) differs from the built-in copy: run scripts/embed-themes")
        }
    }
}

import Foundation
