import ShadeApp
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

    @Test(arguments: ScreenKind.allCases, [AppearanceMode.light, .dark])
    func everyScreen(screen: ScreenKind, appearance: AppearanceMode) {
        for (columns, rows) in [(80, 24), (200, 60)] {
            var model = ScreenFixtures.model(theme: "Sky", appearance)
            model.state.screen = screen
            model.state.compareIndex = ScreenFixtures.library.index(of: "Tomato")
            let frame = Screen.render(model, columns: columns, rows: rows)
            assertSnapshot(of: frame, as: .cells, named: "\(screen.rawValue)-sky-\(appearance.rawValue)-\(columns)x\(rows)")
        }
    }

    @Test func splitView() {
        let frame = ScreenFixtures.frame(theme: "Tomato", .light, contrast: .high, split: true, columns: 160, rows: 44)
        assertSnapshot(of: frame, as: .cells, named: "tomato-split-high-160x44")
    }
}
