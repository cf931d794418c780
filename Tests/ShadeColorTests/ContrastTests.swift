import Testing
import ShadeColor

@Suite struct ContrastTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        let foreground: String
        let background: String
        let ratio: Double
        var testDescription: String { "\(foreground) on \(background)" }
    }

    /// palettes.md, "Contrast formulas", plus the two seed-000 values it corrects.
    static let vectors = [
        Vector(foreground: "#000000", background: "#FFFFFF", ratio: 21.00),
        Vector(foreground: "#767676", background: "#FFFFFF", ratio: 4.54),
        Vector(foreground: "#777777", background: "#FFFFFF", ratio: 4.48),
        Vector(foreground: "#595959", background: "#FFFFFF", ratio: 7.00),
        Vector(foreground: "#949494", background: "#FFFFFF", ratio: 3.03),
        Vector(foreground: "#007AFF", background: "#FFFFFF", ratio: 4.02),
        Vector(foreground: "#0A84FF", background: "#000000", ratio: 5.76),
        Vector(foreground: "#FF0000", background: "#FFFFFF", ratio: 4.00),
        Vector(foreground: "#0000FF", background: "#FFFFFF", ratio: 8.59),
        Vector(foreground: "#636366", background: "#0A0A0A", ratio: 3.31),
        Vector(foreground: "#FFFFFF", background: "#0A84FF", ratio: 3.65),
    ]

    @Test(arguments: vectors)
    func ratioMatchesThePublishedValueToTwoDecimals(_ vector: Vector) throws {
        let foreground = try color(vector.foreground)
        let background = try color(vector.background)
        let ratio = contrastRatio(foreground, background)
        #expect((ratio * 100).rounded() / 100 == vector.ratio)
        #expect(contrastRatio(background, foreground) == ratio)
    }

    @Test func luminanceEnds() {
        #expect(RGB(0x000000).relativeLuminance == 0)
        #expect(abs(RGB(0xFFFFFF).relativeLuminance - 1) < 1e-12)
    }

    @Test func levelsUseTheUnroundedRatio() {
        #expect(ContrastLevel(ratio: 21) == .aaa)
        #expect(ContrastLevel(ratio: 7) == .aaa)
        #expect(ContrastLevel(ratio: 6.999) == .aa)
        #expect(ContrastLevel(ratio: 4.5) == .aa)
        #expect(ContrastLevel(ratio: 4.499) == .aaLarge)
        #expect(ContrastLevel(ratio: 3) == .aaLarge)
        #expect(ContrastLevel(ratio: 2.999) == .fail)
        #expect(ContrastLevel(ratio: 1) == .fail)
        #expect(ContrastLevel(ratio: contrastRatio(RGB(0x767676), RGB(0xFFFFFF))) == .aa)
        #expect(ContrastLevel(ratio: contrastRatio(RGB(0x777777), RGB(0xFFFFFF))) == .aaLarge)
    }

    @Test func levelLabelsAndOrder() {
        #expect(ContrastLevel.allCases.map(\.label) == ["Fail", "AA Large", "AA", "AAA"])
        #expect(ContrastLevel.fail < .aaLarge && .aaLarge < .aa && .aa < .aaa)
        for level in ContrastLevel.allCases {
            #expect(ContrastLevel(ratio: level.minimumRatio) == level)
        }
    }

    @Test func darkBackgroundsAreBelowMidGreyLuminance() {
        // #767676 has luminance 0.1812, #757575 0.1779: either side of 0.18.
        #expect(!RGB(0x767676).isDark)
        #expect(RGB(0x757575).isDark)
        #expect(RGB(0x000000).isDark)
        #expect(RGB(0x1C1C1E).isDark)
        #expect(!RGB(0xFFFFFF).isDark)
        #expect(!RGB(0xF2F2F7).isDark)
    }
}
