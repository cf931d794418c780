import ShadeColor
import ShadeOutput
import ShadeTestSupport
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

    /// Nearest by CIEDE2000 over the 240 fixed entries, as an independent implementation
    /// (Python, Sharma et al.'s formula, written separately) chooses for token colours; and
    /// the 16-colour choice over xterm's default ANSI colours.
    @Test(arguments: [
        ("#EEF6FA", 255, 15), ("#0F1F25", 234, 0), ("#536634", 58, 8), ("#84501A", 94, 1), ("#A4464F", 131, 1),
        ("#00708F", 24, 12), ("#FB9B9F", 217, 7), ("#F4A965", 215, 7), ("#B9CB84", 150, 3), ("#2FA4C8", 38, 6),
        ("#DF7279", 174, 9), ("#34401F", 22, 0), ("#543414", 52, 0), ("#6E2D33", 52, 1),
    ] as [(String, UInt8, UInt8)])
    func perceptualChoicesMatchAnIndependentComputation(hex: String, index256: UInt8, index16: UInt8) throws {
        let color = try RGBA(hex: hex).rgb
        #expect(XTerm256.nearest(color) == index256)
        #expect(ANSI16.nearest(color) == index16)
        #expect(ColorMode.palette256.shown(color) == XTerm256.color(index256))
        #expect(ColorMode.palette16.shown(color) == ANSI16.color(index16))
    }

    /// The chosen entry is the one with the smallest CIEDE2000 among all 240 (and never 0–15).
    @Test func nearestIsTheExhaustiveMinimum() {
        var generator = SeededRandom(seed: 256)
        let samples = (0..<500).map { _ in RGB(UInt32.random(in: 0...0xFFFFFF, using: &generator)) }
        for color in samples {
            let chosen = XTerm256.nearest(color)
            #expect(chosen >= 16)
            let best = (16...255).map { deltaE2000(color, XTerm256.color(UInt8($0))) }.min()!
            #expect(deltaE2000(color, XTerm256.color(chosen)) == best, "\(color.hex) → \(chosen)")
        }
    }
}
