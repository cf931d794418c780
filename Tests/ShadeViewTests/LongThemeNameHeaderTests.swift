import Foundation
import ShadeFrame
import ShadeTokens
import Testing
import ShadeApp
@testable import ShadeView
import ShadeCatalog

/// A user theme whose name is longer than the header has room for keeps it readable: the
/// status words are abbreviated first, then the name is cut in its middle, and the two never
/// overlap.
@Suite struct LongThemeNameHeaderTests {
    static let name = "Corporate Brand Evening Palette Draft 07"

    /// A model showing a Sky-based user theme named `name` (40 characters) in dark.
    static func model(folder: String) throws -> AppModel {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(#"{ "$extensions": { "dev.shade": { "name": "\#(name)", "extends": "Sky" } } }"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/long.json"))
        let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        let index = try #require(library.index(of: name))
        var model = AppModel(state: AppState(themeIndex: index, themeCount: library.entries.count, appearanceMode: .dark), library: library)
        model.state.simulation = .deuteranopia
        model.approximateColors = true
        return model
    }

    @Test func theNameIsCutInItsMiddleAndNeverOverdrawn() throws {
        let folder = NSTemporaryDirectory() + "shade-long-name-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let model = try Self.model(folder: folder)
        for width in 60...200 {
            let header = Screen.render(model, columns: width, rows: 24).text(ofRow: 0)
            // The status is drawn whole at the right edge, in its shortest form at worst.
            #expect(header.hasSuffix("Dark · HC · Deut. · ≈256 ") || header.hasSuffix("Dark · Std · Deut. · ≈256 ")
                    || header.contains("Dark · Standard"), "\(width): \(header)")
            #expect(header.contains("Dark") && header.contains("256"), "\(width): \(header)")
            // The name: whole, or its start and end around "…", then at least one blank column before the status.
            let start = Header.brand.count
            let afterBrand = String(header.dropFirst(start))
            if afterBrand.contains(Self.name) { continue }
            #expect(afterBrand.hasPrefix(" Corporate") || afterBrand.hasPrefix(" Corp"), "\(width): \(header)")
            let label = afterBrand.split(separator: " · ").first.map(String.init) ?? ""
            #expect(label.contains("…") && label.contains("07"), "\(width): \(header)")
        }
        let sixty = Screen.render(model, columns: 60, rows: 20).text(ofRow: 0)
        #expect(sixty.contains("Corp") && sixty.contains("…") && sixty.contains("t 07 "), "\(sixty)")
        #expect(sixty.hasSuffix(" Dark · Std · Deut. · ≈256 "), "\(sixty)")
    }

    @Test func theHeaderCutsOnlyAfterEveryAbbreviation() {
        let names = ["Sky", Self.name]
        // Room for the whole name with the shortest status: the name is not cut.
        let statuses = ["Dark · Standard · Deuteranopia", "Dark · Std · Deut."]
        let roomy = Header.brand.count + TextWidth.of(" \(Self.name) ") + 2 + TextWidth.of("Dark · Std · Deut. ")
        #expect(Header.chosenStatus(statuses, names: names, active: 1, width: roomy) == "Dark · Std · Deut.")
        let labels = Header.tabLabels(names: names, active: 1, width: roomy, statusWidth: TextWidth.of("Dark · Std · Deut. "))
        #expect(labels[1] == " \(Self.name) ")
        // One column less: the name is cut in its middle to the room left, nothing overlaps.
        let narrow = Header.tabLabels(names: names, active: 1, width: roomy - 1, statusWidth: TextWidth.of("Dark · Std · Deut. "))
        #expect(narrow[1] == " " + PairNames.middleCut(Self.name, to: Self.name.count - 1) + " ")
        let rects = Header.tabRects(names: names, active: 1, width: roomy - 1, statusWidth: TextWidth.of("Dark · Std · Deut. "))
        #expect(rects[1].maxX <= roomy - 1 - TextWidth.of("Dark · Std · Deut. "))
    }
}
