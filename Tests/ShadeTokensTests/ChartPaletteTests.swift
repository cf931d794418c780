import Foundation
import ShadeColor
import Testing
@testable import ShadeCatalog
@testable import ShadeTokens

/// A system's chart palette: the series of its chart or data-vis colours a bar chart draws,
/// picked by name and kept in the system's order, apart from the 26 roles.
@Suite struct ChartPaletteTests {
    /// The palette of `entries` (path, hex), as the resolved theme would pick it.
    static func palette(_ entries: [(String, String)], file: String = "system.tokens.json") -> ChartPalette? {
        palette(RoleFixtures.tokens(entries, file: file))
    }

    static func palette(_ tokens: [SystemColorToken]) -> ChartPalette? {
        let matches = RoleMatches(tokens: tokens)
        return ChartSeries.palette(tokens: tokens, words: matches.pathWords, lchs: RoleTokenFacts(tokens: tokens).lchs)
    }

    static func paths(_ palette: ChartPalette?) -> [String] { palette?.entries.map(\.path) ?? [] }

    @Test func aNumberedSeriesKeepsItsNumbersOrderNotTheFilesOrder() {
        let chosen = Self.palette([("--background", "#FFFFFF"), ("--chart-2", "#2A9D90"), ("--chart-10", "#E8C468"),
                                   ("--chart-1", "#E76E50"), ("--chart-3", "#274754"), ("--foreground", "#09090B")])
        #expect(Self.paths(chosen) == ["--chart-1", "--chart-2", "--chart-3", "--chart-10"])
        #expect(chosen?.entries.first?.color == (try? RGBA(hex: "#E76E50")))
        #expect(chosen?.summary == "--chart-1…--chart-10 (4 colours)")
    }

    @Test func aSystemWithoutChartColoursHasNoPalette() {
        #expect(Self.palette(RoleFixtures.primer) == nil)
        #expect(Self.palette(RoleFixtures.carbon) == nil)
        // One chart colour is no series.
        #expect(Self.palette(RoleFixtures.shadcn) == nil)
        // `chartreuse` is a hue, not a chart.
        #expect(Self.palette([("chartreuse-500", "#7ABD33"), ("chartreuse-600", "#69A82A"), ("chartreuse-700", "#5A9423")]) == nil)
    }

    @Test func aChartsFurnitureAndDeprecatedColoursAreNoSeries() {
        var tokens = RoleFixtures.tokens([
            ("chart.axis.1", "#8D8D8D"), ("chart.axis.2", "#6F6F6F"), ("chart.grid.1", "#E0E0E0"), ("chart.grid.2", "#C6C6C6"),
            ("chart.label.1", "#161616"), ("chart.label.2", "#393939"),
            ("chart.series.old.1", "#FF0000"), ("chart.series.old.2", "#00FF00"), ("chart.series.old.3", "#0000FF"),
        ])
        for index in 6...8 { tokens[index].deprecated = "" }
        #expect(Self.palette(tokens) == nil)
    }

    @Test func aCategoricalPaletteWinsOverASequentialOneListedFirst() {
        let chosen = Self.palette([
            ("chart.sequential.1", "#EDF5FF"), ("chart.sequential.2", "#A6C8FF"), ("chart.sequential.3", "#4589FF"),
            ("chart.sequential.4", "#0043CE"), ("chart.sequential.5", "#001D6C"),
            ("chart.categorical.1", "#6929C4"), ("chart.categorical.2", "#1192E8"), ("chart.categorical.3", "#005D5D"),
            ("chart.categorical.4", "#9F1853"), ("chart.categorical.5", "#FA4D56"),
        ])
        #expect(Self.paths(chosen).first == "chart.categorical.1")
        #expect(chosen?.entries.count == 5)
    }

    /// PatternFly's shape: hue ramps (`chart.color.blue.100…500`) beside numbered scales,
    /// a one-hue one first and a many-hued one after.
    @Test func aManyHuedScaleWinsOverOneHueRampsAndOneHueScales() {
        let chosen = Self.palette([
            ("chart.color.blue.100", "#B9DAFC"), ("chart.color.blue.300", "#4394E5"), ("chart.color.blue.500", "#004D99"),
            ("chart.color.green.100", "#AFDC8F"), ("chart.color.green.300", "#63993D"), ("chart.color.green.500", "#204D00"),
            ("chart.theme.colorscales.blue.colorscale.1", "#4394E5"), ("chart.theme.colorscales.blue.colorscale.2", "#004D99"),
            ("chart.theme.colorscales.blue.colorscale.3", "#B9DAFC"),
            ("chart.theme.colorscales.ordered.colorscale.1", "#4394E5"), ("chart.theme.colorscales.ordered.colorscale.2", "#63993D"),
            ("chart.theme.colorscales.ordered.colorscale.3", "#F0AB00"), ("chart.theme.colorscales.ordered.colorscale.4", "#5E40BE"),
            ("chart.theme.colorscales.ordered.colorscale.5", "#CA6C0F"),
        ])
        #expect(Self.paths(chosen) == (1...5).map { "chart.theme.colorscales.ordered.colorscale.\($0)" })
    }

    /// Sage's shape: per hue a bar's fill, its pale alternative, its border and its pattern.
    @Test func aBarsFillWinsOverItsBorderAndItsPaleAlternative() {
        var entries: [(String, String)] = []
        for (hue, faint, intense) in [("red", "#FCE6E8", "#DB004E"), ("teal", "#D9F5F3", "#00857A"), ("blue", "#E0EDFF", "#0060A7")] {
            entries += [("dataviz.chart.bar.\(hue).bg-alt", faint), ("dataviz.chart.bar.\(hue).bg-default", intense),
                        ("dataviz.chart.bar.\(hue).border", intense), ("dataviz.chart.bar.\(hue).pattern", intense)]
        }
        #expect(Self.paths(Self.palette(entries)) == ["dataviz.chart.bar.red.bg-default", "dataviz.chart.bar.teal.bg-default",
                                                      "dataviz.chart.bar.blue.bg-default"])
    }

    /// shadcn/ui's `@theme inline` hands `--chart-1` on as `--color-chart-1`, whose words are the
    /// same: one colour a place, the token that holds the value.
    @Test func aTokenHandedOnUnderAnotherNameIsOneColourOfTheSeries() {
        var tokens = RoleFixtures.tokens([("--color-chart-1", "#E76E50"), ("--color-chart-2", "#2A9D90"),
                                          ("--chart-1", "#E76E50"), ("--chart-2", "#2A9D90")])
        tokens[0].aliases = ["--chart-1"]
        tokens[1].aliases = ["--chart-2"]
        #expect(Self.paths(Self.palette(tokens)) == ["--chart-1", "--chart-2"])
    }

    /// Primer's shape: `data.blue.color.emphasis` says "data vis" only in its file's name.
    @Test func aFileOfChartColoursNamesWhatItsTokensAre() {
        let entries = [("data.blue.color.emphasis", "#0576FF"), ("data.blue.color.muted", "#D1F0FF"),
                       ("data.orange.color.emphasis", "#EB670F"), ("data.orange.color.muted", "#FFE7D1"),
                       ("data.pink.color.emphasis", "#CE2C85"), ("data.pink.color.muted", "#FFE5F1")]
        let chosen = Self.palette(entries, file: "src/functional/color/data-vis.tokens.json")
        #expect(Self.paths(chosen) == ["data.blue.color.emphasis", "data.orange.color.emphasis", "data.pink.color.emphasis"])
        #expect(Self.palette(entries, file: "src/functional/color/data.tokens.json") == nil)
    }

    @Test func theSummarySaysTheSharedGroupsOnce() {
        let entries = (1...8).map { ChartPalette.Entry(path: "color.data-visualization.\($0)", color: RGBA(RGB(0x00C7CB))) }
        #expect(ChartPalette(entries: entries).summary == "color.data-visualization.1…8 (8 colours)")
        #expect(ChartPalette(entries: Array(entries.prefix(1))).summary == "color.data-visualization.1 (1 colour)")
    }

    // MARK: - Real systems, through the catalog (Tests/Fixtures/Charts)

    static func fixture(_ name: String) -> String {
        Fixtures.repositoryRoot.appendingPathComponent("Tests/Fixtures/Charts/" + name).path
    }

    /// A copy of a corpus system with a fixture's chart files added; removed by the caller.
    static func corpusSystem(_ corpus: String, adding fixture: String) throws -> String {
        let folder = NSTemporaryDirectory() + "shade-charts-" + UUID().uuidString + "/" + corpus
        try FileManager.default.createDirectory(atPath: (folder as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let manager = FileManager.default
        try manager.copyItem(atPath: Fixtures.repositoryRoot.appendingPathComponent("corpus/roles/\(corpus)/system").path, toPath: folder)
        let added = Self.fixture(fixture)
        for file in manager.enumerator(atPath: added)?.compactMap({ $0 as? String }) ?? [] {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: added + "/" + file, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            try manager.createDirectory(atPath: ((folder + "/" + file) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try manager.copyItem(atPath: added + "/" + file, toPath: folder + "/" + file)
        }
        return folder
    }

    static func resolved(_ folder: String, _ appearance: Appearance) throws -> ResolvedTheme {
        let catalog = ThemeCatalog.load(paths: [folder])
        let theme = try #require(catalog.themes.first { $0.source != .bundled })
        return try theme.resolve(Resolution(appearance))
    }

    @Test func shadcnsStyleSheetGivesItsFiveChartColoursInLightAndDark() throws {
        for appearance in [Appearance.light, .dark] {
            let chart = try #require(try Self.resolved(Self.fixture("shadcn-template"), appearance).chart)
            #expect(chart.entries.map(\.path) == (1...5).map { "chart-\($0)" })
            // The sheet's `--chart-1: oklch(0.871 0.15 154.449)`, converted apart from Shade
            // (Björn Ottosson's OKLab matrices in Python).
            #expect(chart.entries[0].color.rgb == RGB(0x7BF1A8), "\(chart.entries[0].color)")
        }
    }

    /// shadcn/ui's own site sheet (corpus/roles/shadcn): `--chart-1: var(--color-blue-300)`,
    /// Tailwind's default blues, which the sheet imports and never defines.
    @Test func shadcnsSiteSheetDrawsItsChartInTailwindsBlues() throws {
        let folder = Fixtures.repositoryRoot.appendingPathComponent("corpus/roles/shadcn/system").path
        for appearance in [Appearance.light, .dark] {
            let chart = try #require(try Self.resolved(folder, appearance).chart)
            #expect(chart.entries.map(\.path) == (1...5).map { "chart-\($0)" })
            #expect(Set(chart.entries.map(\.color)).count == 5, "five blues: \(chart.entries.map(\.color))")
        }
    }

    @Test func patternFlysOrderedScaleIsItsChartPaletteInEachAppearance() throws {
        let folder = try Self.corpusSystem("patternfly", adding: "patternfly")
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let light = try #require(try Self.resolved(folder, .light).chart)
        let dark = try #require(try Self.resolved(folder, .dark).chart)
        let expected = (1...25).map { "chart.theme.colorscales.multi-colored-ordered.colorscale.\($0 * 100)" }
        #expect(light.entries.map(\.path) == expected)
        #expect(dark.entries.map(\.path) == expected)
        #expect(light.entries.map(\.color) != dark.entries.map(\.color), "each appearance has its own colours")
    }

    @Test func sagesBarFillsAreItsChartPaletteInEachAppearance() throws {
        let folder = try Self.corpusSystem("sage", adding: "sage")
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let light = try #require(try Self.resolved(folder, .light).chart)
        let dark = try #require(try Self.resolved(folder, .dark).chart)
        #expect(light.entries.count == 12)
        #expect(light.entries.allSatisfy { $0.path.hasPrefix("dataviz.chart.bar.") && $0.path.hasSuffix(".bg-default") })
        #expect(dark.entries.map(\.path) == light.entries.map(\.path))
        #expect(light.entries.map(\.color) != dark.entries.map(\.color))
    }

    @Test func theBundledThemesHaveNoChartPalette() throws {
        for name in ["System", "Graphite", "Sky", "Tomato", "Gold", "Grass", "Ruby"] {
            for appearance in [Appearance.light, .dark] {
                #expect(try Fixtures.resolve(name, appearance).chart == nil, "\(name) \(appearance)")
            }
        }
        // Nor does a system without chart colours: its bars stay in its accent and outline.
        let folder = Fixtures.repositoryRoot.appendingPathComponent("corpus/roles/sage/system").path
        #expect(try Self.resolved(folder, .light).chart == nil)
    }
}
