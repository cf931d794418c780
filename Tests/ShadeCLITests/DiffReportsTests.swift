import Foundation
import ShadeColor
import ShadeTokens
import Testing
@testable import ShadeCLI
import ShadeCatalog

/// The renderers of `shade diff` on hand-made diffs: a name from a file cannot break a table,
/// reach the terminal as a control sequence, or make the JSON unstable.
@Suite struct DiffReportsTests {
    private static let hostile = "Evil | `name` *x* \u{1B}[2J\u{202E}"

    private func report() throws -> DiffReport {
        let sky = try #require(ThemeCatalog.load(paths: []).theme(named: "Sky"))
        let resolved = try sky.resolve(Resolution(.light))
        let role = RoleChange(role: .accent, old: RoleValue(.accent, of: resolved),
                              new: RoleValue(color: RGB(0x000000), token: Self.hostile, origin: .explicit, reason: Self.hostile, aliases: [Self.hostile]))
        let token = TokenChange(path: Self.hostile, old: nil, new: TokenValue(color: RGBA(RGB(0x123456)), written: Self.hostile, aliases: []))
        let diff = ResolutionDiff(resolution: Resolution(.light), presence: .both, roles: [role], tokens: [token], pairs: [],
                                  checkedPairs: (old: 36, new: 36))
        let theme = ThemeDiff(old: ThemeDiff.Side(name: "Old", file: "a.json"), new: ThemeDiff.Side(name: Self.hostile, file: Self.hostile),
                              status: .renamed, resolutions: [diff])
        let still = ThemeDiff(old: ThemeDiff.Side(name: "Still", file: "s.json"), new: ThemeDiff.Side(name: "Still", file: "s.json"),
                              status: .kept, resolutions: [])
        return DiffReport(oldLabel: "git:main (abc1234)", newLabel: ".", themes: [theme, still])
    }

    @Test func namesFromFilesAreEscapedInEveryFormat() throws {
        let report = try report()
        let text = DiffText.document(report, swatches: false)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{202E}"))
        let markdown = DiffMarkdown.document(report)
        #expect(!markdown.contains("\u{1B}") && !markdown.contains("\u{202E}"))
        for line in markdown.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("|---") {
            // Every row of the role and token tables has as many unescaped pipes as its header.
            let pipes = line.replacing("\\|", with: "").count { $0 == "|" }
            #expect(pipes == 7 || pipes == 6, "\(line)")
        }
        let json = DiffJSON.document(report)
        #expect(!json.contains("\u{1B}") && json.contains("\\u001b"), "JSON escapes the control, keeping the value")
        #expect(json == DiffJSON.document(report))
    }

    @Test func theSummaryCountsChangedAndUnchangedThemes() throws {
        let report = try report()
        #expect(report.changed.count == 1 && report.unchanged.map(\.name) == ["Still"] && report.regressionCount == 0)
        #expect(DiffMarkdown.document(report).contains("### ✅ no contrast regressions in pairs the files own · 1 of 2 themes changed"))
        #expect(DiffText.document(report, swatches: false).hasSuffix("Unchanged: 1 theme\n"))
        let swatched = DiffText.document(report, swatches: true)
        #expect(swatched.contains("\u{1B}[38;2;0;0;0m██"), "the new colour's swatch beside the old")
    }
}
