import Testing
import ShadeColor

@Suite struct ColorSpaceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let space: ColorSpaceName
        let components: [Double?]
        let hex: String
        var testDescription: String { "\(space.rawValue) \(components) → \(hex)" }
    }

    /// Published conversions: CSS Color 4 / MDN examples for lab and lch, the
    /// well-known Oklab and Display P3 coordinates of sRGB red, and hand-checked
    /// srgb, hsl and hwb values.
    static let cases = [
        Case(space: .srgb, components: [1, 0.5, 0], hex: "#FF8000"),
        Case(space: .srgb, components: [none, 1, none], hex: "#00FF00"),
        Case(space: .srgbLinear, components: [1, 0.214041, 0], hex: "#FF8000"),
        Case(space: .hsl, components: [0, 100, 50], hex: "#FF0000"),
        Case(space: .hsl, components: [120, 100, 25], hex: "#008000"),
        Case(space: .hsl, components: [-120, 100, 50], hex: "#0000FF"),
        Case(space: .hsl, components: [30, 100, 50], hex: "#FF8000"),
        Case(space: .hsl, components: [none, 0, 50], hex: "#808080"),
        Case(space: .hwb, components: [0, 0, 0], hex: "#FF0000"),
        Case(space: .hwb, components: [90, 10, 10], hex: "#80E61A"),
        Case(space: .hwb, components: [200, 60, 60], hex: "#808080"),
        Case(space: .lab, components: [29.2345, 39.3825, 20.0664], hex: "#7D2329"),
        Case(space: .lab, components: [67.5345, -8.6911, -41.6019], hex: "#62ACEF"),
        Case(space: .lab, components: [52.2345, 40.1645, 59.9971], hex: "#C65D06"),
        Case(space: .lab, components: [50, 0, 0], hex: "#777777"),
        Case(space: .lab, components: [100, 0, 0], hex: "#FFFFFF"),
        Case(space: .lch, components: [29.2345, 44.2, 27], hex: "#7D2329"),
        Case(space: .lch, components: [50, 0, none], hex: "#777777"),
        Case(space: .oklab, components: [0.627955, 0.224863, 0.125846], hex: "#FF0000"),
        Case(space: .oklab, components: [1, 0, 0], hex: "#FFFFFF"),
        Case(space: .oklch, components: [0.627955, 0.257683, 29.2339], hex: "#FF0000"),
        Case(space: .oklch, components: [0.519752, 0.176858, 142.4953], hex: "#008000"),
        Case(space: .displayP3, components: [0.9175, 0.2003, 0.1386], hex: "#FF0000"),
        Case(space: .displayP3, components: [1, 1, 1], hex: "#FFFFFF"),
        Case(space: .xyzD65, components: [0.412391, 0.212639, 0.019331], hex: "#FF0000"),
        Case(space: .xyzD50, components: [0.3457 / 0.3585, 1, 0.2958 / 0.3585], hex: "#FFFFFF"),
    ]

    @Test(arguments: cases)
    func convertsToTheExpectedHexWithinOnePerChannel(_ example: Case) throws {
        let value = try ColorSpaceValue(colorSpace: example.space, components: example.components)
        let mapped = value.toSRGB()
        #expect(channelDistance(mapped.color.rgb, try color(example.hex)) <= 1, "got \(mapped.color.rgb.hex)")
        #expect(!mapped.outOfGamut)
        #expect(mapped.color.alpha == 1)
    }

    @Test func exactSRGBComponentsRoundToNearestByte() throws {
        let value = try ColorSpaceValue(colorSpace: "srgb", components: [1, 0.5, 0.2], alpha: 0.6)
        #expect(value.toSRGB() == GamutMapped(color: RGBA(RGB(0xFF8033), alpha: 0.6), outOfGamut: false))
    }

    /// Shown gamut-mapped (CSS Color 4; ColorAide gives #FF0B0C), with clipping's #FF0000 kept.
    @Test func displayP3RedIsOutsideSRGBAndMapped() throws {
        let mapped = try ColorSpaceValue(colorSpace: .displayP3, components: [1, 0, 0]).toSRGB()
        #expect(mapped.outOfGamut)
        #expect(channelDistance(mapped.color.rgb, RGB(0xFF0B0C)) <= 1)
        #expect(mapped.clipped.rgb == RGB(0xFF0000))
    }

    @Test func vividOklchIsFlaggedOutOfGamut() throws {
        #expect(try ColorSpaceValue(colorSpace: .oklch, components: [0.7, 0.4, 150]).toSRGB().outOfGamut)
        #expect(try ColorSpaceValue(colorSpace: .srgb, components: [1.2, 0.5, 0]).toSRGB().outOfGamut)
        #expect(try !ColorSpaceValue(colorSpace: .srgb, components: [1.00005, 0, -0.00005]).toSRGB().outOfGamut)
    }

    @Test func readsEveryDTCGName() throws {
        let names = ColorSpaceName.allCases.map(\.dtcgName)
        #expect(names == [
            "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020",
            "xyz-d65", "xyz-d50",
        ])
        for name in names {
            #expect(try ColorSpaceName(dtcgName: name).dtcgName == name)
        }
    }

    @Test func unknownSpaceListsTheSupportedOnes() {
        #expect(throws: ColorParseError.unknownColorSpace("cmyk")) { try ColorSpaceName(dtcgName: "cmyk") }
        #expect(throws: ColorParseError.unknownColorSpace("sRGB")) {
            try ColorSpaceValue(colorSpace: "sRGB", components: [1, 1, 1])
        }
        #expect(
            ColorParseError.unknownColorSpace("cmyk").description
                == "\"cmyk\" is not a supported colour space: use one of srgb, srgb-linear, hsl, hwb, lab, lch, "
                + "oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50"
        )
    }

    @Test func requiresExactlyThreeComponents() {
        #expect(throws: ColorParseError.componentCount(.oklch, 2)) {
            try ColorSpaceValue(colorSpace: .oklch, components: [0.5, 0.1])
        }
        #expect(throws: ColorParseError.componentCount(.srgb, 4)) {
            try ColorSpaceValue(colorSpace: .srgb, components: [1, 0, 0, 1])
        }
        #expect(ColorParseError.componentCount(.oklch, 2).description == "a colour in \"oklch\" has 3 components, not 2")
    }

    @Test func rejectsNonFiniteComponentsAndAlphaOutsideZeroToOne() {
        #expect(throws: ColorParseError.invalidComponent(.lab, index: 1, value: .infinity)) {
            try ColorSpaceValue(colorSpace: .lab, components: [50, .infinity, 0])
        }
        #expect(throws: ColorParseError.alphaOutOfRange(1.5)) {
            try ColorSpaceValue(colorSpace: .srgb, components: [1, 1, 1], alpha: 1.5)
        }
        #expect(throws: ColorParseError.alphaOutOfRange(-0.1)) {
            try ColorSpaceValue(colorSpace: .srgb, components: [1, 1, 1], alpha: -0.1)
        }
    }
}

/// The DTCG keyword `"none"`, for readable component lists.
private let none: Double? = nil
