import Foundation
import ShadeFrame
import ShadeTokens
import Testing
@testable import ShadeCLI
import ShadeCatalog

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

    /// Each cell is measured once; a wide name or an escaped one must still push the next
    /// column exactly as far on every row, and the last column start where the others end.
    @Test func columnsLineUpPastWideAndEscapedNames() {
        let names = ["Plain", "日本の色", "Tab\u{1B}name", "Café"]
        let entries = names.map { name in
            ListReport.Entry(name: name, description: "Words of \(name)", source: "/t/\(name).json", builtIn: false, extends: nil,
                             resolutions: ["light"], axes: [], kind: "dialect")
        }
        let lines = ListReport.text(entries, width: 120).split(separator: "\n").map(String.init)
        #expect(lines.count == names.count + 1)
        for heading in ["SOURCE", "RESOLUTIONS", "DESCRIPTION"] {
            let column = TextWidth.of(String(lines[0][..<lines[0].range(of: heading)!.lowerBound]))
            for line in lines.dropFirst() {
                let cells = line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                let cell = heading == "SOURCE" ? cells[1] : heading == "RESOLUTIONS" ? cells[2] : cells[3]
                let start = TextWidth.of(String(line[..<line.range(of: cell)!.lowerBound]))
                #expect(start == column, "\(heading) in \(line.debugDescription)")
            }
        }
    }

    @Test func listWrapsDescriptionsAtWordsWithinTheWidth() {
        let description = "A very long description of a theme that goes on about its calm blue accents, warm neutrals and generous contrast everywhere"
        let entry = ListReport.Entry(name: "Longwinded", description: description, source: "/tmp/t/long.json", builtIn: false,
                                     extends: "Sky", resolutions: ["light", "dark", "light-high", "dark-high"], axes: [], kind: "dialect")
        let text = ListReport.text([entry], width: 80)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines)")
        let column = lines[0].distance(from: lines[0].startIndex, to: lines[0].range(of: "DESCRIPTION")!.lowerBound)
        let pieces = lines.dropFirst().map { String($0.dropFirst(column)).trimmingCharacters(in: .whitespaces) }
        #expect(pieces.count > 1, "wrapped: \(lines)")
        #expect(pieces.joined(separator: " ") == description, "every word whole, in order: \(pieces)")
        #expect(lines.dropFirst(2).allSatisfy { $0.prefix(column).allSatisfy { $0 == " " } }, "continuations stay in the column")
    }

    @Test func withTooLittleRoomBesideTheOtherColumnsTheDescriptionGoesBelow() throws {
        let description = "Calm blue accents and warm neutrals with generous contrast everywhere you look"
        let entry = ListReport.Entry(name: "Longwinded", description: description, source: "/tmp/a/long/path/longwinded.json",
                                     builtIn: false, extends: "Sky", resolutions: ["light", "dark"], axes: [], kind: "dialect")
        let lines = ListReport.text([entry], width: 60).split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= 60 }, "\(lines)")
        let row = try #require(lines.firstIndex { $0.hasPrefix("Longwinded") })
        #expect(lines[row].hasSuffix("light dark"), "the row, then its description: \(lines)")
        #expect(lines[(row + 1)...].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == description)
    }
}
