import Testing
import ShadeColor
@testable import ShadeTokens
@testable import ShadeCatalog

/// HashiCorp's shape: a file of semantic tokens (`semantic-page.json`) whose aliases name a
/// palette kept in a file beside it. Named itself, it is read with the palette, as its folder
/// searched would be; nothing else of the folder, and nothing above it, is read.
@Suite struct NamedFilePartsTests {
    static let files: [String: String] = [
        "color/semantic-page.json": ##"{"color": {"page": {"$type": "color", "primary": {"$value": "{color.palette.neutral-0}"}, "faint": {"$value": "{color.palette.neutral-50}"}, "edge": {"$value": "{color.base.line}"}}}}"##,
        "color/palette-neutrals.json": ##"{"color": {"palette": {"$type": "color", "neutral-0": {"$value": "#ffffff"}, "neutral-50": {"$value": "{color.palette.neutral-100}"}, "neutral-100": {"$value": "#f1f2f3"}}}}"##,
        // Another system of the folder, which the named file does not reach.
        "color/brand.json": ##"{"brand": {"$type": "color", "ink": {"$value": "#5b3fd1"}, "paper": {"$value": "#fbfaff"}}}"##,
        // Above the file's folder: not searched.
        "base.json": ##"{"color": {"base": {"$type": "color", "line": {"$value": "#cccccc"}}}}"##,
    ]

    @Test func aFileNamedItselfReadsThePaletteItsAliasesNameBesideIt() throws {
        let root = try SystemFolderTests.folder(Self.files)
        let catalog = ThemeCatalog.load(paths: [root + "/color/semantic-page.json"])
        let themes = catalog.themes.filter { $0.source != .bundled }
        #expect(themes.count == 1, "\(themes.map(\.name))")
        let system = try #require(themes.first?.system)
        let colours = system.resolve(system.context(for: Resolution(.light))).colors
        #expect(colours.first { $0.path == "color.page.primary" }?.color.rgb == RGB(0xFFFFFF))
        #expect(colours.first { $0.path == "color.page.faint" }?.color.rgb == RGB(0xF1F2F3))
        #expect(!colours.contains { $0.path.hasPrefix("brand.") })
        // The alias into the folder above stays unresolved: that folder was not searched.
        #expect(colours.first { $0.path == "color.page.edge" } == nil)
        #expect(catalog.allProblems().contains { $0.description.contains("{color.base.line}") }, "\(catalog.allProblems())")
    }
}
