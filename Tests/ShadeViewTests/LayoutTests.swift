import ShadeColor
import ShadeTokens
import Testing
@testable import ShadeView

/// The splitter keeps its promises, and at every size each widget of the screen stays
/// inside its rectangle and no two widgets of a layer share a cell.
@Suite struct LayoutTests {
    @Test func fixedMinMaxRatioAndFillShareALine() {
        let rect = Rect(x: 5, y: 2, width: 100, height: 1)
        let parts = Layout.horizontal([.fixed(10), .min(20), .max(15), .ratio(1, 4), .fill(2)], spacing: 1).split(rect)
        #expect(parts.map(\.width) == [10, 31, 10, 24, 21])
        #expect(parts.map(\.x) == [5, 16, 48, 59, 84])
        #expect(parts.last!.maxX == rect.maxX)
        let capped = Layout.vertical([.max(3), .fill(1)]).split(Rect(x: 0, y: 0, width: 4, height: 40))
        #expect(capped.map(\.height) == [3, 37])
    }

    @Test func whenNothingFitsTheLastPartsGiveWay() {
        let parts = Layout.horizontal([.fixed(30), .fixed(30), .min(10)]).split(Rect(x: 0, y: 0, width: 45, height: 1))
        #expect(parts.map(\.width) == [30, 15, 0])
        let none = Layout.vertical([.fixed(3), .fill(1)], spacing: 2).split(Rect(x: 0, y: 0, width: 1, height: 0))
        #expect(none.allSatisfy { $0.isEmpty })
    }

    @Test(arguments: 0..<200)
    func partsStayInOrderInsideTheRectangle(seed: Int) {
        var random = SplitMix(seed: UInt64(seed))
        let constraints = (0..<Int(random.next() % 6 + 1)).map { _ -> Constraint in
            let n = Int(random.next() % 40)
            switch random.next() % 5 {
            case 0: return .fixed(n)
            case 1: return .min(n)
            case 2: return .max(n)
            case 3: return .ratio(n % 5, 5)
            default: return .fill(n % 3 + 1)
            }
        }
        let rect = Rect(x: Int(random.next() % 10), y: 3, width: Int(random.next() % 160), height: 2)
        let parts = Layout.horizontal(constraints, spacing: Int(random.next() % 3)).split(rect)
        #expect(parts.count == constraints.count)
        var end = rect.x
        for part in parts {
            #expect(part.x >= end && part.maxX <= rect.maxX && part.y == rect.y && part.height == rect.height)
            end = part.maxX
        }
        for (part, constraint) in zip(parts, constraints) {
            if case .max(let cap) = constraint { #expect(part.width <= cap) }
        }
        // Every cell is used when something grows and nothing is capped.
        if constraints.contains(.fill(1)) || constraints.contains(.fill(2)) || constraints.contains(.fill(3)) {
            #expect(parts.last!.maxX == rect.maxX || parts.last!.isEmpty)
        }
    }

    static let sizes: [(Int, Int)] = [(60, 20), (66, 22), (80, 24), (100, 30), (120, 40), (132, 43), (160, 44), (200, 60), (240, 70), (300, 90)]

    @Test(arguments: sizes.indices)
    func noWidgetLeavesItsRectangleOrOverlapsAnother(index: Int) {
        let (columns, rows) = Self.sizes[index]
        for theme in ["Sky", "System", "Tomato"] {
            for (split, help, banner) in [(false, false, false), (true, false, true), (false, true, false)] {
                var model = ScreenFixtures.model(theme: theme, .light, split: split)
                model.state.showingHelp = help
                model.banner = banner ? "broken.json:3:7: a problem" : nil
                check(Screen.placements(model, columns: columns, rows: rows), within: Rect(x: 0, y: 0, width: columns, height: rows),
                      label: "\(theme) \(columns)×\(rows) split \(split) help \(help)")
            }
        }
        // Every screen, so a new one is checked without a line here.
        for screen in ScreenKind.allCases where screen != .gallery {
            var model = ScreenFixtures.model(theme: "System", .dark)
            model.state.screen = screen
            model.banner = "broken.json:3:7: a problem"
            check(Screen.placements(model, columns: columns, rows: rows), within: Rect(x: 0, y: 0, width: columns, height: rows),
                  label: "\(screen) \(columns)×\(rows)")
        }
    }

    /// Each placement inside `bounds`, base placements pairwise apart, and each widget
    /// (a container's own drawing, then its children) painting only inside its rectangle.
    private func check(_ placements: [Placement], within bounds: Rect, label: String) {
        let base = placements.filter { $0.layer == .base }
        for (i, a) in base.enumerated() {
            for b in base[(i + 1)...] {
                #expect(a.rect.intersection(b.rect).isEmpty, "\(label): \(type(of: a.widget)) \(a.rect) overlaps \(type(of: b.widget)) \(b.rect)")
            }
        }
        for placement in placements {
            #expect(placement.rect.intersection(bounds) == placement.rect, "\(label): \(type(of: placement.widget)) leaves \(bounds)")
            let painted: Rect
            if let container = placement.widget as? any Container {
                painted = paintedArea(bounds) { container.renderOwn(in: placement.rect, frame: &$0, styles: placement.styles) }
                check(container.children(in: placement.rect, styles: placement.styles), within: placement.rect, label: label)
            } else {
                painted = paintedArea(bounds) { placement.widget.render(in: placement.rect, frame: &$0, styles: placement.styles) }
            }
            #expect(painted.isEmpty || placement.rect.intersection(painted) == painted,
                    "\(label): \(type(of: placement.widget)) in \(placement.rect) painted \(painted)")
        }
    }

    /// The smallest rectangle holding every cell `draw` changes on a blank frame.
    private func paintedArea(_ bounds: Rect, _ draw: (inout Frame) -> Void) -> Rect {
        let sentinel = CellStyle(foreground: RGB(red: 1, green: 2, blue: 3), background: RGB(red: 3, green: 2, blue: 1))
        let blank = Frame(width: bounds.maxX, height: bounds.maxY, style: sentinel)
        var frame = blank
        draw(&frame)
        var area = Rect(x: 0, y: 0, width: 0, height: 0)
        for row in 0..<frame.height {
            for column in 0..<frame.width where frame[column, row] != blank[column, row] {
                let cell = Rect(x: column, y: row, width: 1, height: 1)
                area = area.isEmpty ? cell : area.union(cell)
            }
        }
        return area
    }
}

/// A small seeded generator, so the random layouts are the same on every run.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Overlays say what they cannot show instead of cutting it off.
@Suite struct OverlayFitTests {
    @Test func theHelpOverlayCountsTheKeysItCannotShowAt60By20() {
        var model = ScreenFixtures.model(theme: "Sky", .light)
        model.state.showingHelp = true
        let frame = Screen.render(model, columns: 60, rows: 20)
        let rows = (0..<20).map(frame.text(ofRow:))
        #expect(rows.contains { $0.contains("more: a larger window shows them") })
        // A sentence too long for the card ends in an ellipsis rather than mid-word.
        #expect(rows.contains { $0.contains("Copy the focused token's hex") && $0.contains("…") })
    }
}

/// Split view below the width it can serve says so (issue 14: blank panes at 60–66 columns).
@Suite struct NarrowSplitTests {
    @Test(arguments: [60, 62, 66, 67])
    func aNarrowSplitSaysWhyItIsEmpty(columns: Int) {
        let frame = ScreenFixtures.frame(theme: "Sky", .light, split: true, columns: columns, rows: 24)
        #expect(frame.text(ofRow: 2).contains("Split view needs 68 columns"))
    }

    @Test func aSplitThatFitsDrawsBothCards() {
        let frame = ScreenFixtures.frame(theme: "Sky", .light, split: true, columns: 68, rows: 24)
        #expect((0..<24).map(frame.text(ofRow:)).filter { $0.contains("Invoice #1024") }.count == 1)
        #expect((0..<24).contains { frame.text(ofRow: $0).components(separatedBy: "Invoice #1024").count == 3 })
    }
}
