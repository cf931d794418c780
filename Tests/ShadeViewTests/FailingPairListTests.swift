import Foundation
import ShadeTokens
import Testing
import ShadeApp
@testable import ShadeView
import ShadeCatalog

/// The token panel's list of failing pairs uses the rows it has, keeps names apart and
/// never cuts a verdict (issue 14).
@Suite struct FailingPairListTests {
    /// A Sky child whose text colours all but vanish on the light page.
    static func faintModel() throws -> (AppModel, String) {
        let folder = NSTemporaryDirectory() + "shade-view-failing-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Most vanish; two reach only AA Large, whose verdict is the longest.
        let faint = ["foregroundPrimary", "foregroundTertiary", "error", "success", "warning", "info"]
        let middling = ["foregroundSecondary", "accent"]
        let values = (faint.map { ##""\##($0)": { "$value": "#EDEFF2" }"## } + middling.map { ##""\##($0)": { "$value": "#888E99" }"## })
            .joined(separator: ", ")
        let file = ##"{ "$extensions": { "dev.shade": { "name": "Faint", "extends": "Sky" } }, "light": { "$type": "color", \##(values) } }"##
        try Data(file.utf8).write(to: URL(fileURLWithPath: folder + "/faint.json"))
        let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: [folder]))
        let index = try #require(library.index(of: "Faint"))
        return (AppModel(state: AppState(themeIndex: index, themeCount: library.entries.count, appearanceMode: .light), library: library), folder)
    }

    /// The rows under "N of M checked pairs fail" that name a pair.
    static func listed(_ frame: Frame) -> [String] {
        let rows = (0..<frame.height).map(frame.text(ofRow:))
        guard let start = rows.firstIndex(where: { $0.contains("checked pairs fail") }) else { return [] }
        let column = rows[start].distance(from: rows[start].startIndex, to: rows[start].range(of: "✖")!.lowerBound)
        return rows[(start + 1)...].map { String($0.dropFirst(column)) }.prefix { $0.hasPrefix("  ") && $0.contains(" on ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func asManyAsFitEachDistinctWithItsWholeVerdict() throws {
        let (model, folder) = try Self.faintModel()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let failing = model.entry.resolved(model.state.resolution).contrastResults().filter { !$0.passes }.count
        #expect(failing > 8)
        let lines = Self.listed(Screen.render(model, columns: 300, rows: 80))
        #expect(lines.count > 4, "\(lines)")
        #expect(Set(lines.map { $0.split(separator: " ").prefix(3).joined(separator: " ") }).count == lines.count, "names stay distinct: \(lines)")
        for line in lines {
            #expect(line.hasSuffix("✖ Fail") || line.hasSuffix("✖ AA Large") || line.hasSuffix("✖ AA"), "\(line)")
        }
    }

    @Test func theTokenVerdictColumnIsNeverCut() throws {
        let (model, folder) = try Self.faintModel()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let frame = Screen.render(model, columns: 200, rows: 60)
        let text = (0..<frame.height).map(frame.text(ofRow:))
        #expect(text.contains { $0.contains("✖ AA Large") }, "the fixture has an AA Large verdict")
        #expect(!text.contains { $0.contains("✖ AA L") && !$0.contains("✖ AA Large") })
    }
}
