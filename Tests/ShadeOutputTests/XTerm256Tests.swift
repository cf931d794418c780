import ShadeColor
import ShadeOutput
import Testing

@Suite struct XTerm256Tests {
    @Test(arguments: [
        (0xFF0000, 196), (0x808080, 244), (0x000000, 16), (0xFFFFFF, 231), (0x5F87AF, 67),
        (0x00FF00, 46), (0x0000FF, 21), (0x080808, 232), (0xEEEEEE, 255), (0x121212, 233),
        (0x303030, 236), (0xD7AF87, 180),
    ] as [(UInt32, UInt8)])
    func mapsKnownColours(hex: UInt32, index: UInt8) {
        #expect(XTerm256.nearest(RGB(hex)) == index)
    }

    @Test func paletteEntriesMapToThemselves() {
        for index in UInt8(16)...255 {
            #expect(XTerm256.nearest(XTerm256.color(index)) == index, "index \(index)")
        }
    }

    @Test func paletteColoursFollowTheXtermDefinition() {
        #expect(XTerm256.color(16) == RGB(0x000000))
        #expect(XTerm256.color(67) == RGB(0x5F87AF))
        #expect(XTerm256.color(196) == RGB(0xFF0000))
        #expect(XTerm256.color(231) == RGB(0xFFFFFF))
        #expect(XTerm256.color(232) == RGB(0x080808))
        #expect(XTerm256.color(244) == RGB(0x808080))
        #expect(XTerm256.color(255) == RGB(0xEEEEEE))
        #expect(XTerm256.color(1) == RGB(0xCD0000))
        #expect(XTerm256.color(15) == RGB(0xFFFFFF))
    }

    /// The arithmetic shortcut must agree with an exhaustive search over 16…255 under the
    /// documented metric (squared sRGB differences weighted 2, 4, 3).
    @Test func agreesWithExhaustiveSearch() {
        func distance(_ a: RGB, _ b: RGB) -> Int {
            let dr = Int(a.red) - Int(b.red), dg = Int(a.green) - Int(b.green), db = Int(a.blue) - Int(b.blue)
            return 2 * dr * dr + 4 * dg * dg + 3 * db * db
        }
        var generator = SeededRandom(seed: 256)
        var samples = (0..<4000).map { _ in RGB(UInt32.random(in: 0...0xFFFFFF, using: &generator)) }
        samples += (0...255).map { RGB(red: UInt8($0), green: UInt8($0), blue: UInt8($0)) }
        for color in samples {
            let chosen = XTerm256.nearest(color)
            #expect(chosen >= 16)
            let best = (16...255).map { distance(color, XTerm256.color(UInt8($0))) }.min()!
            #expect(distance(color, XTerm256.color(chosen)) == best, "\(color.hex) → \(chosen)")
        }
    }
}
