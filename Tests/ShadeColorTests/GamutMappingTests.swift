import Testing
import ShadeColor

/// CSS Color 4 gamut mapping, checked against ColorAide 8.13 (`fit('srgb', method='minde-chroma', jnd=0.02)`),
/// an independent implementation of the specification's algorithm by one of its authors.
@Suite struct GamutMappingTests {
    struct Sample: Sendable, CustomStringConvertible {
        var space: ColorSpaceName
        var components: [Double]
        var mapped: String
        var clipped: String
        var description: String { "\(space.rawValue) \(components)" }
    }

    static let samples: [Sample] = [
        Sample(space: .oklch, components: [0.7, 0.4, 30], mapped: "#FF5843", clipped: "#FF0000"),
        Sample(space: .oklch, components: [0.9, 0.3, 140], mapped: "#62FF30", clipped: "#4BFF00"),
        Sample(space: .displayP3, components: [1, 0, 0], mapped: "#FF0B0C", clipped: "#FF0000"),
        Sample(space: .displayP3, components: [0, 1, 0], mapped: "#00FB29", clipped: "#00FF00"),
        Sample(space: .lab, components: [50, 100, -100], mapped: "#BD2DFF", clipped: "#C900FF"),
        Sample(space: .rec2020, components: [0, 0, 1], mapped: "#005193", clipped: "#0000FF"),
        Sample(space: .oklch, components: [0.95, 0.2, 100], mapped: "#FFF028", clipped: "#FFF000"),
    ]

    @Test(arguments: samples)
    func outOfGamutColoursAreMappedAsColorAideDoes(_ sample: Sample) throws {
        let value = try ColorSpaceValue(colorSpace: sample.space, components: sample.components)
        let shown = value.toSRGB()
        #expect(shown.outOfGamut)
        #expect(channelDistance(shown.color.rgb, try color(sample.mapped)) <= 1, "mapped \(shown.color.rgb.hex)")
        #expect(shown.clipped.rgb == (try color(sample.clipped)))
        #expect(shown.color(.clip) == shown.clipped)
    }

    @Test func inGamutColoursAreLeftAlone() throws {
        let value = try ColorSpaceValue(colorSpace: .oklch, components: [0.5, 0.05, 200])
        let shown = value.toSRGB()
        #expect(!shown.outOfGamut)
        #expect(shown.color == shown.clipped)
    }

    @Test func lightnessAtTheEndsGivesWhiteAndBlack() {
        #expect(CSSGamutMapping.map(OKLab(l: 1.2, a: 0.2, b: 0)) == SIMD3(repeating: 1))
        #expect(CSSGamutMapping.map(OKLab(l: -0.1, a: 0.2, b: 0)) == .zero)
    }

    /// Mapping keeps hue and lightness close: only chroma is given up.
    @Test func mappingKeepsLightnessAndHue() throws {
        let value = try ColorSpaceValue(colorSpace: .oklch, components: [0.7, 0.4, 30])
        let shown = OKLab(value.toSRGB().color.rgb).lch
        #expect(abs(shown.l - 0.7) < 0.02)
        #expect(abs(shown.h - 30) < 4)
        #expect(shown.c < 0.4)
    }

    /// Oklab of sRGB primaries, against ColorAide.
    @Test func oklabOfPrimaries() throws {
        let expected: [(String, Double, Double, Double)] = [
            ("#FF0000", 0.6279553639, 0.2248630684, 0.1258462773),
            ("#00FF00", 0.8664396175, -0.2338875809, 0.1794984452),
            ("#0000FF", 0.4520137182, -0.0324569752, -0.3115281657),
            ("#808080", 0.5998708056, 0, 0),
            ("#0F1F25", 0.2280447859, -0.0176628123, -0.0170548708),
        ]
        for (hex, l, a, b) in expected {
            let lab = OKLab(try color(hex))
            #expect(abs(lab.l - l) < 1e-6 && abs(lab.a - a) < 1e-6 && abs(lab.b - b) < 1e-6, "\(hex)")
        }
    }
}
