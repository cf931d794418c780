import ShadeColor
import ShadeOutput
import ShadeTokens
import ShadeView
import Testing
import ShadeCatalog

/// The frame-wide 256-colour assignment over the bundled themes' token colours.
@Suite struct PaletteAssignmentTests {
    static let catalog = ThemeCatalog.load(paths: [])

    /// Each resolution's 26 token colours, as one frame's palette.
    static func palettes() throws -> [[RGB]] {
        try catalog.themes.flatMap { theme in
            try Resolution.all.map { resolution in
                let resolved = try theme.resolve(resolution)
                return ColorToken.allCases.map { resolved[$0] }
            }
        }
    }

    /// Colours 10 or more apart never share an index within a frame.
    @Test func distinctColoursNeverShareAnIndex() throws {
        for palette in try Self.palettes() {
            let assignment = PaletteAssignment(xterm256: palette)
            for (offset, first) in palette.enumerated() {
                for second in palette[(offset + 1)...] where deltaE2000(first, second) >= PaletteAssignment.separation {
                    #expect(assignment.index(first) != assignment.index(second), "\(first.hex) and \(second.hex)")
                }
            }
        }
    }

    /// The mean ΔE2000 over the bundled token colours stays within 0.1 of the best possible
    /// (each colour on its own nearest entry).
    @Test func meanErrorStaysWithinATenthOfTheBest() throws {
        var best = 0.0, assigned = 0.0, count = 0.0
        for palette in try Self.palettes() {
            let assignment = PaletteAssignment(xterm256: palette)
            for color in palette {
                best += deltaE2000(color, XTerm256.color(XTerm256.nearest(color)))
                assigned += deltaE2000(color, XTerm256.color(assignment.index(color)))
                count += 1
            }
        }
        #expect(assigned / count - best / count <= 0.1, "best \(best / count), assigned \(assigned / count)")
        #expect(best / count < 7)
    }

    @Test func aColourAloneGetsItsNearestEntry() {
        let color = RGB(0x536634)
        #expect(PaletteAssignment(xterm256: [color]).index(color) == XTerm256.nearest(color))
    }
}

/// The encoder uses the assignment it is given, so the live previewer keeps roles apart.
@Suite struct EncoderPaletteTests {
    /// Gold's backgroundSecondary and backgroundTertiary (#FFE4CC, #FFC592) are more than 10
    /// apart but share their nearest entry, 223.
    @Test func distinctColoursGetDistinctIndicesWithTheAssignment() {
        let first = RGB(0xFFE4CC), second = RGB(0xFFC592)
        #expect(deltaE2000(first, second) >= 10)
        #expect(XTerm256.nearest(first) == 223 && XTerm256.nearest(second) == 223)
        var frame = Frame(width: 2, height: 1, style: CellStyle(foreground: RGB(0x000000), background: first))
        frame[1, 0] = Cell(" ", style: CellStyle(foreground: RGB(0x000000), background: second))
        func backgrounds(_ options: TerminalEncoder.Options) -> [String] {
            let text = String(decoding: TerminalEncoder.encode(frame, previous: nil, options: options), as: UTF8.self)
            return text.components(separatedBy: "48;5;").dropFirst().map { String($0.prefix { $0.isNumber }) }
        }
        #expect(Set(backgrounds(.init(colorMode: .palette256))) == ["223"])
        var options = TerminalEncoder.Options(colorMode: .palette256)
        options.palette = PaletteAssignment(xterm256: [first, second])
        #expect(Set(backgrounds(options)).count == 2)
    }

    @Test func changingTheAssignmentRepaints() {
        var encoder = TerminalEncoder(options: .init(colorMode: .palette256))
        let frame = Frame(width: 2, height: 1, style: CellStyle(foreground: RGB(0x000000), background: RGB(0xFFE4CC)))
        _ = encoder.encode(frame)
        #expect(encoder.encode(frame).isEmpty)
        encoder.options.palette = PaletteAssignment(xterm256: [RGB(0xFFE4CC), RGB(0xFFC592)])
        #expect(!encoder.encode(frame).isEmpty)
    }
}
