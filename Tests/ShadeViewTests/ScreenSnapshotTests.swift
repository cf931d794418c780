import ShadeTokens
import ShadeView
import SnapshotTesting
import Testing

/// The whole screen, cell by cell: characters, colours and attributes. Review a changed
/// snapshot like a changed screenshot; re-record by deleting the file and running again.
@Suite struct ScreenSnapshotTests {
    static let cases: [(theme: String, appearance: AppearanceMode, columns: Int, rows: Int)] = [
        ("Sky", .light, 60, 20), ("Sky", .dark, 60, 20), ("Sky", .light, 120, 40), ("Sky", .dark, 120, 40),
        ("System", .light, 60, 20), ("System", .dark, 60, 20), ("System", .light, 120, 40), ("System", .dark, 120, 40),
    ]

    @Test(arguments: cases.indices)
    func screen(index: Int) {
        let c = Self.cases[index]
        let frame = ScreenFixtures.frame(theme: c.theme, c.appearance, columns: c.columns, rows: c.rows)
        assertSnapshot(of: frame, as: .cells, named: "\(c.theme.lowercased())-\(c.appearance.rawValue)-\(c.columns)x\(c.rows)")
    }

    @Test func splitView() {
        let frame = ScreenFixtures.frame(theme: "Tomato", .light, contrast: .high, split: true, columns: 160, rows: 44)
        assertSnapshot(of: frame, as: .cells, named: "tomato-split-high-160x44")
    }
}
