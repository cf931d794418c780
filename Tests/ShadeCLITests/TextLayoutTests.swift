import Foundation
import ShadeTokens
import Testing
@testable import ShadeCLI

/// Text reports line up by what a terminal shows, and wrap at words (issue 14).
@Suite struct TextLayoutTests {
    @Test func theHexColumnLinesUpWithSwatchesOn() throws {
        let catalog = ThemeCatalog.load(paths: [])
        let sky = try catalog.requireTheme("Sky").resolve(Resolution(.light))
        let text = TokensReport.text(sky, swatches: true)
        #expect(text.contains("\u{1B}[38;2;"), "the swatches are on")
        let rows = ReportColor.removingColor(from: text).split(separator: "\n").filter { $0.contains("#") && $0.hasPrefix("  ") && !$0.contains("spacing") && !$0.contains("shadow") }
        let columns = Set(rows.map { $0.distance(from: $0.startIndex, to: $0.firstIndex(of: "#")!) })
        #expect(rows.count == ColorToken.allCases.count)
        #expect(columns.count == 1, "HEX starts in one column: \(columns)")
    }
}
