import ShadeColor
import ShadeTokens
import Testing
@testable import ShadeView

/// Each widget alone, in a small frame (ratatui's buffer tests are the model): drawn into a
/// rectangle inside a larger frame of sentinel cells, at its minimum size and a generous one
/// (and, for the chrome, degenerate ones), it never changes a cell outside its rectangle, and every colour it paints
/// comes from the roles it names.
@Suite struct WidgetBufferTests {
    static let sky = ScreenFixtures.library.entries[ScreenFixtures.library.index(of: "Sky")!]
    static let theme = sky.resolved(Resolution(.light))
    static let styles = Styles(theme)
    /// Sky's ramps and tokens, as the Palette and Tokens screens list them.
    static let vocabulary = ThemeVocabulary(theme: sky.theme, resolved: theme)

    /// A widget, the sizes it is drawn at, and the roles its colours may come from (nil: it
    /// paints theme colours of every role, a ramp or a shadow, so only its rectangle is checked).
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let widget: any Widget
        let sizes: [(columns: Int, rows: Int)]
        let roles: Set<ColorToken>?
        var testDescription: String { name }
    }

    static let chromeCases: [Case] = [
        Case(name: "Header", widget: Header(names: ["System", "Sky", "A much longer theme name"], active: 1, status: "Light · Standard",
                                             shorterStatuses: ["Light"]),
             sizes: [(20, 1), (200, 1), (1, 1), (0, 0)], roles: [.foregroundPrimary, .foregroundSecondary, .backgroundSecondary, .accent, .onAccent]),
        Case(name: "Footer hints", widget: Footer(message: nil, hints: [("←/→", "theme"), ("d", "light/dark"), ("q", "quit")]),
             sizes: [(10, 1), (200, 1), (1, 1)], roles: [.foregroundPrimary, .foregroundSecondary, .backgroundSecondary]),
        Case(name: "Footer message", widget: Footer(message: "✔ Saved /a/very/long/path/to/shade-sky-light.svg", hints: []),
             sizes: [(10, 1), (200, 1), (1, 1)], roles: [.foregroundPrimary, .backgroundSecondary]),
        Case(name: "Banner", widget: Banner(text: "mine.json:7:23: palette.50: \"#EEF6ZZ\" is not a colour"),
             sizes: [(10, 1), (200, 1), (1, 1)], roles: [.foregroundPrimary, .foregroundSecondary, .backgroundPrimary, .onAccent, .error]),
        Case(name: "TooSmallNotice", widget: TooSmallNotice(minimum: (60, 20)),
             sizes: [(1, 1), (59, 19), (30, 5)], roles: [.foregroundPrimary, .foregroundSecondary, .backgroundPrimary]),
        Case(name: "HelpOverlay", widget: HelpOverlay(rows: [("→", "Next theme"), ("d", "Toggle light and dark"), ("q", "Quit")]),
             sizes: [(24, 8), (120, 40), (5, 3)],
             roles: [.foregroundPrimary, .foregroundSecondary, .foregroundTertiary, .backgroundSecondary, .outlinePrimary]),
        Case(name: "PickerOverlay", widget: PickerOverlay(picker: PickerView(query: "s", results: [1, 0], highlighted: 0), names: ["System", "Sky"]),
             sizes: [(28, 8), (120, 40), (10, 4)],
             roles: [.foregroundPrimary, .foregroundSecondary, .foregroundTertiary, .foregroundPlaceholder, .backgroundSecondary,
                     .backgroundTertiary, .outlinePrimary, .accent, .onAccent]),
        Case(name: "Caption", widget: Caption(text: "Split view needs 68 columns"), sizes: [(1, 1), (80, 2)], roles: nil),
        Case(name: "CompareDifferences", widget: CompareDifferences(left: theme, right: ScreenFixtures.library.entries[0].resolved(Resolution(.dark))),
             sizes: [(20, 4), (120, 30)], roles: nil),
    ]

    /// The Palette and Tokens screens' own parts, each alone.
    static let partCases: [Case] = [
        Case(name: "TokenTableHeader", widget: TokenTableHeader(), sizes: [(1, 1), (40, 1), (160, 1), (0, 0)],
             roles: [.foregroundTertiary, .backgroundPrimary]),
        Case(name: "TokenList", widget: TokenList(tokens: vocabulary.tokens, cursor: 3), sizes: [(1, 1), (30, 4), (160, 40), (0, 0)], roles: nil),
        Case(name: "RampView", widget: RampView(ramp: vocabulary.ramps[0], page: vocabulary.page),
             sizes: [(1, 1), (20, 3), (PaletteScreen.stepWidth, 8), (160, 30), (0, 0)], roles: nil),
    ]

    /// Every gallery block at its minimum width and height, a generous size, and sizes below
    /// its minimum (the gallery never hands a block less, but nothing stops another caller):
    /// too little room cuts a block at its edge, never spills it onto its neighbours.
    static let blockCases: [Case] = (GalleryLayout.priority + [TokenPanel(theme: theme)]).map { block in
        let width = block.minimumWidth, height = block.minimumHeight(width: width)
        return Case(name: "\(type(of: block))", widget: block,
                    sizes: [(width, height), (width + 40, min(60, max(block.height(width: width + 40), block.maximumHeight)) + 4),
                            (0, 0), (1, 1), (width / 4, height), (width / 2, height / 2), (width - 1, height), (width, height - 1), (width, 1)],
                    roles: nil)
    }

    @Test(arguments: chromeCases + partCases + blockCases)
    func paintsOnlyInsideItsRectangle(_ widgetCase: Case) {
        for size in widgetCase.sizes {
            let rect = Rect(x: 3, y: 2, width: size.columns, height: size.rows)
            let sentinel = CellStyle(foreground: RGB(red: 1, green: 2, blue: 3), background: RGB(red: 3, green: 2, blue: 1))
            let blank = Frame(width: rect.maxX + 4, height: rect.maxY + 3, style: sentinel)
            var frame = blank
            widgetCase.widget.render(in: rect, frame: &frame, styles: Self.styles)
            for row in 0..<frame.height {
                for column in 0..<frame.width where !rect.contains(column: column, row: row) {
                    #expect(frame[column, row] == blank[column, row],
                            "\(widgetCase.name) at \(size.columns)×\(size.rows) painted (\(column), \(row)) outside \(rect)")
                }
            }
        }
    }

    @Test(arguments: (chromeCases + partCases).filter { $0.roles != nil })
    func paintsOnlyTheColoursOfTheRolesItNames(_ widgetCase: Case) throws {
        let roles = try #require(widgetCase.roles)
        // A cell is text of one named role on the ground of another (translucent text
        // composited over its ground), or a plain fill of a named role.
        var allowed = Set<RGB>()
        for ground in roles {
            allowed.insert(Self.theme[ground])
            for ink in roles.union([.foregroundPrimary]) { allowed.insert(Self.theme.color(ink, over: Self.theme[ground])) }
        }
        for size in widgetCase.sizes {
            let rect = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
            var frame = Frame(width: rect.width, height: rect.height, style: Self.styles.fill(roles.first!))
            let before = frame
            widgetCase.widget.render(in: rect, frame: &frame, styles: Self.styles)
            for row in 0..<frame.height {
                for column in 0..<frame.width where frame[column, row] != before[column, row] {
                    let style = frame[column, row].style
                    #expect(allowed.contains(style.foreground) && allowed.contains(style.background),
                            "\(widgetCase.name) at \(size.columns)×\(size.rows): (\(column), \(row)) is \(style.foreground.hex) on \(style.background.hex), not a colour of \(roles.map(\.rawValue).sorted())")
                }
            }
        }
    }

    /// A clip drops writes outside it, nested clips narrow it, and it is lifted afterwards.
    @Test func aClipCutsDrawingUntilItIsLifted() {
        let plain = CellStyle(foreground: RGB(red: 9, green: 9, blue: 9), background: RGB(red: 0, green: 0, blue: 0))
        var frame = Frame(width: 6, height: 3, style: plain)
        frame.clipped(to: Rect(x: 1, y: 0, width: 3, height: 2)) { inner in
            inner.fill(inner.bounds, with: "x", style: plain)
            inner.clipped(to: Rect(x: 2, y: 1, width: 10, height: 10)) { $0.put("yyyy", column: 0, row: 1, style: plain) }
            inner.set(Cell("z", style: plain), column: 5, row: 2)
        }
        #expect((0..<3).map(frame.text(ofRow:)) == [" xxx  ", " xyy  ", "      "])
        #expect(frame.drawingArea == frame.bounds)
        frame.set(Cell("z", style: plain), column: 5, row: 2)
        #expect(frame.text(ofRow: 2) == "     z")
    }

    /// The roles check can fail: a widget named with too few roles is caught.
    @Test func theRolesCheckCatchesAColourFromAnUnnamedRole() {
        var frame = Frame(width: 30, height: 1, style: Self.styles.fill(.backgroundSecondary))
        Footer(message: nil, hints: [("q", "quit")]).render(in: frame.bounds, frame: &frame, styles: Self.styles)
        let onlyGround: Set<RGB> = [Self.theme[.backgroundSecondary]]
        let painted = (0..<30).map { frame[$0, 0].style.foreground }
        #expect(painted.contains { !onlyGround.contains($0) })
    }
}
