import Testing
import ShadeColor

@Suite struct WideGamutTests {
    /// sRGB red and white written in the three CSS Color 4 spaces Shade added, with the
    /// coordinates CSS Color 4's sample code gives for them (rounded to 4 places).
    @Test(arguments: [
        (ColorSpaceName.a98RGB, [0.8586, 0.0, 0.0], "#FF0000"),
        (.a98RGB, [1, 1, 1], "#FFFFFF"),
        (.prophotoRGB, [0.7023, 0.2757, 0.1036], "#FF0000"),
        (.prophotoRGB, [1, 1, 1], "#FFFFFF"),
        (.rec2020, [0.7920, 0.2310, 0.0738], "#FF0000"),
        (.rec2020, [1, 1, 1], "#FFFFFF"),
        (.rec2020, [0.5, 0.5, 0.5], "#8B8B8B"),
    ])
    func convertsToSRGB(space: ColorSpaceName, components: [Double], hex: String) throws {
        let mapped = try ColorSpaceValue(colorSpace: space, components: components).toSRGB()
        #expect(channelDistance(mapped.color.rgb, try color(hex)) <= 1, "\(mapped.color.rgb.hex)")
        // Coordinates rounded to 4 places may stray a hair outside sRGB; only bytes count here.
    }

    @Test func wideGamutPrimariesLeaveSRGB() throws {
        for space in [ColorSpaceName.a98RGB, .prophotoRGB, .rec2020] {
            #expect(try ColorSpaceValue(colorSpace: space, components: [0, 1, 0]).toSRGB().outOfGamut)
        }
    }

    @Test func noneConvertsAsZero() throws {
        let withNone = try ColorSpaceValue(colorSpace: .rec2020, components: [nil, 1, nil]).toSRGB()
        let withZero = try ColorSpaceValue(colorSpace: .rec2020, components: [0, 1, 0]).toSRGB()
        #expect(withNone == withZero)
    }

    @Test func dtcgNamesAndRanges() throws {
        #expect(try ColorSpaceName(dtcgName: "a98-rgb") == .a98RGB)
        #expect(try ColorSpaceName(dtcgName: "prophoto-rgb") == .prophotoRGB)
        #expect(try ColorSpaceName(dtcgName: "rec2020") == .rec2020)
        #expect(ColorSpaceName.oklch.componentRanges[1].contains(0.4))
        #expect(!ColorSpaceName.oklch.componentRanges[1].contains(-0.01))
        #expect(ColorSpaceName.hsl.componentRanges[0].contains(359.9))
        #expect(!ColorSpaceName.hsl.componentRanges[0].contains(360))
        #expect(!ColorSpaceName.srgb.componentRanges[0].contains(1.01))
    }

    @Test func linearSRGBKeepsPrecision() throws {
        let value = try ColorSpaceValue(colorSpace: .srgb, components: [1, 0.5, 0])
        #expect(abs(value.linearSRGB.y - 0.21404114) < 1e-6)
    }
}
