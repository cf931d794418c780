import Testing
import ShadeColor

@Suite struct CompositingTests {
    @Test func secondaryLabelOverGroupedBackground() throws {
        // R: 60×0.6 + 242×0.4 = 132.8 → 133; B: 67×0.6 + 247×0.4 = 139.0.
        let label = try RGBA(hex: "#3C3C43")
        let composited = RGBA(label.rgb, alpha: 0.6).composited(over: try color("#F2F2F7"))
        #expect(composited == RGB(0x85858B))
    }

    @Test func darkSecondaryLabelOverBlack() throws {
        // 235×0.6 = 141, 245×0.6 = 147.
        let composited = RGBA(try color("#EBEBF5"), alpha: 0.6).composited(over: RGB(0x000000))
        #expect(composited == RGB(0x8D8D93))
    }

    @Test func halfwayRoundsUp() {
        #expect(RGBA(RGB(0xFFFFFF), alpha: 0.5).composited(over: RGB(0x000000)) == RGB(0x808080))
    }

    @Test func transparentGivesTheBackgroundAndOpaqueTheForeground() throws {
        let foreground = try color("#0A84FF")
        let background = try color("#1C1C1E")
        #expect(RGBA(foreground, alpha: 0).composited(over: background) == background)
        #expect(RGBA(foreground, alpha: 1).composited(over: background) == foreground)
        #expect(RGBA(foreground, alpha: -0.2).composited(over: background) == background)
        #expect(RGBA(foreground, alpha: 1.2).composited(over: background) == foreground)
    }
}
