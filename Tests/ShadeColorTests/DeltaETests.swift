import Testing
import ShadeColor

@Suite struct DeltaETests {
    struct Pair: Sendable, CustomTestStringConvertible {
        let number: Int
        let first: CIELab
        let second: CIELab
        let expected: Double
        var testDescription: String { "pair \(number)" }
    }

    /// Sharma, Wu & Dalal (2005), Table 1: all 34 pairs.
    static let pairs: [Pair] = [
        (50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),
        (50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615),
        (50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412),
        (50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),
        (50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461),
        (50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065),
        (50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),
        (50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977),
        (50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030),
        (50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000),
        (60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
        (63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
        (61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
        (35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
        (22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
        (36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
        (90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
        (90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
        (6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
        (2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
    ].enumerated().map { index, row in
        Pair(
            number: index + 1,
            first: CIELab(l: row.0, a: row.1, b: row.2),
            second: CIELab(l: row.3, a: row.4, b: row.5),
            expected: row.6
        )
    }

    @Test(arguments: pairs)
    func matchesSharmaToFourDecimalsInBothOrders(_ pair: Pair) {
        let forward = deltaE2000(pair.first, pair.second)
        let backward = deltaE2000(pair.second, pair.first)
        #expect((forward * 10_000).rounded() / 10_000 == pair.expected, "got \(forward)")
        #expect((backward * 10_000).rounded() / 10_000 == pair.expected, "got \(backward)")
    }

    @Test func tableIsComplete() {
        #expect(Self.pairs.count == 34)
    }

    @Test func sRGBWhiteAndBlackAreTheLabEnds() {
        let white = CIELab(RGB(0xFFFFFF))
        #expect(abs(white.l - 100) < 1e-3 && abs(white.a) < 1e-3 && abs(white.b) < 1e-3)
        #expect(CIELab(RGB(0x000000)) == CIELab(l: 0, a: 0, b: 0))
        #expect(abs(deltaE2000(RGB(0x000000), RGB(0xFFFFFF)) - 100) < 1e-3)
    }

    @Test func sRGBRedHasItsTextbookLab() {
        // Lindbloom's calculator, sRGB D65: #FF0000 → L 53.2408, a 80.0925, b 67.2032.
        let red = CIELab(RGB(0xFF0000))
        #expect(abs(red.l - 53.2408) < 1e-3)
        #expect(abs(red.a - 80.0925) < 1e-3)
        #expect(abs(red.b - 67.2032) < 1e-3)
    }

    @Test func identicalColoursDifferByNothingAndNeighboursByLittle() {
        #expect(deltaE2000(RGB(0x3C8DBC), RGB(0x3C8DBC)) == 0)
        let nearby = deltaE2000(RGB(0x3C8DBC), RGB(0x3C8DBD))
        #expect(nearby > 0 && nearby < 1)
    }
}
