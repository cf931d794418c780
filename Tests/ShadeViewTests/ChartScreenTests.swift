import Foundation
import ShadeApp
import ShadeCatalog
import ShadeColor
import ShadeTokens
@testable import ShadeView
import SnapshotTesting
import Testing

/// The gallery's bar chart in a system's chart palette: shadcn/ui's `--chart-1 … --chart-5`
/// (Tests/Fixtures/Charts/shadcn-template), light and dark.
@Suite struct ChartScreenTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Charts/shadcn-template").path

    static func model(_ appearance: AppearanceMode) throws -> AppModel {
        let library = ThemeLibrary(catalog: ThemeCatalog.load(paths: [fixture]))
        let index = try #require(library.index(of: "shadcn-template") ?? library.index(of: "globals"))
        return AppModel(state: AppState(themeIndex: index, themeCount: library.entries.count, appearanceMode: appearance),
                        library: library)
    }

    /// The bars: the cells above the month letters of the chart, column by column.
    static func barCells(_ frame: Frame) -> (labels: [(column: Int, cell: Cell)], bars: [Cell]) {
        for row in 0..<frame.height where frame.text(ofRow: row).contains("REVENUE") {
            // The month row is the first below the caption that starts "J" and ends in "D".
            for below in row + 1..<frame.height {
                let text = frame.text(ofRow: below)
                guard let start = text.firstIndex(of: "J"), text[start...].replacingOccurrences(of: " ", with: "").hasPrefix("JFMAMJJASOND") else { continue }
                let first = text.distance(from: text.startIndex, to: start)
                let labels = (first..<frame.width).map { ($0, frame[$0, below]) }.filter { "JFMASOND".unicodeScalars.contains($0.1.scalar) }.prefix(12)
                let bars = (row + 1..<below).flatMap { line in (first..<(labels.last?.0 ?? first) + 1).map { frame[$0, line] } }
                return (Array(labels), bars)
            }
        }
        return ([], [])
    }

    @Test(arguments: [AppearanceMode.light, .dark])
    func theBarsCycleThroughTheSystemsChartColours(appearance: AppearanceMode) throws {
        let model = try Self.model(appearance)
        let resolved = model.entry.resolved(Resolution(appearance == .dark ? .dark : .light))
        let chart = try #require(resolved.chart)
        let frame = Screen.render(model, columns: 120, rows: 40)
        let (labels, bars) = Self.barCells(frame)
        try #require(labels.count == 12, "\(labels.map(\.cell.scalar))")
        let page = resolved[.backgroundPrimary]
        for entry in chart.entries {
            let faint = contrastRatio(entry.color.rgb, page) < 1.5
            // A colour that hardly differs from the page is kept and outlined; the rest are drawn as is.
            #expect(bars.contains { faint ? $0.style.background == entry.color.rgb && $0.scalar == "▔" : $0.style.foreground == entry.color.rgb },
                    "\(entry.path) \(entry.color.rgb.hex) faint: \(faint)")
        }
        #expect(!bars.contains { $0.style.foreground == resolved[.outlinePrimary] && $0.scalar != " " }, "no bar in the outline colour")
        // The current month is told by its label: bold, in the primary text colour; the others are quiet.
        #expect(labels.last?.cell.style.attributes.contains(.bold) == true)
        #expect(labels.last?.cell.style.foreground == resolved[.foregroundPrimary])
        #expect(labels.dropLast().allSatisfy { $0.cell.style.foreground == resolved[.foregroundTertiary] })
        assertSnapshot(of: frame, as: .cells, named: "shadcn-template-\(appearance.rawValue)-120x40")
    }

    @Test func theTokensScreenSaysWhichTokensDrawTheChart() throws {
        let model = try Self.model(.light)
        let resolved = model.entry.resolved(Resolution(.light))
        let vocabulary = ThemeVocabulary(theme: model.entry.theme, resolved: resolved, ownTokens: true)
        let marked = vocabulary.tokens.filter { $0.roles.contains { $0.hasPrefix("chart ") } }
        #expect(marked.map(\.path) == (1...5).map { "chart-\($0)" })
        #expect(marked.map(\.roles) == (1...5).map { ["chart \($0)"] })
    }
}
