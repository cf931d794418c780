import ShadeColor

/// The body text of a system that publishes a palette and no text colour: the neutral with the
/// most contrast on the page, but for a pure end.
///
/// Pure black on a white page (or pure white on a black one) is a swatch of the palette, not
/// the text its designers set: design systems draw body text in a near-black of their own
/// greys (Carbon's gray 100 `#161616`, Tailwind's gray-900, Polaris' ink `#212B36`, Open
/// Props' gray-12, Material's black at 87 %), which still reads at AAA. So where the palette
/// holds another neutral at ``RoleValueRules/paletteText`` on the page, that one is the text;
/// a palette whose only neutral to read at AAA is the pure end keeps it.
extension RoleChooser {
    /// Pure black and pure white: the ends a palette lists as swatches.
    static let pureEnds: Set<RGB> = [RGB(0x000000), RGB(0xFFFFFF)]

    /// The step of `steps` that is the palette's body text: the one with the most contrast on
    /// the page, or, where that is a pure end, the next one that reads at AAA (and the pure end
    /// it passed over). Nil for no steps.
    func paletteBodyText(among steps: [Int]) -> (step: Int, passedOver: Int?)? {
        guard let strongest = steps.max(by: { contrast($0) < contrast($1) }) else { return nil }
        guard Self.pureEnds.contains(tokens[strongest].color.rgb) else { return (strongest, nil) }
        let nearEnd = steps.filter { !Self.pureEnds.contains(tokens[$0].color.rgb) }.max { contrast($0) < contrast($1) }
        guard let nearEnd, contrast(nearEnd) >= RoleValueRules.paletteText else { return (strongest, nil) }
        return (nearEnd, strongest)
    }

    /// Why the palette's text step was taken, in words.
    func paletteBodyTextReason(_ text: (step: Int, passedOver: Int?)) -> String {
        let ratio = Self.ratio(contrast(text.step))
        guard let end = text.passedOver else { return "the neutral with the most contrast on the page (\(ratio))" }
        return "the neutral with the most contrast on the page (\(ratio)) but \(tokens[end].path), a pure end: a swatch, not body text"
    }
}
