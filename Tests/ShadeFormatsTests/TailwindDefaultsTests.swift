import ShadeColor
@testable import ShadeFormats
import ShadeTokens
import Testing

/// A sheet that imports Tailwind names Tailwind's default colours without defining them
/// (shadcn/ui's `--chart-1: var(--color-blue-300)`): they stand in for the undefined names.
@Suite struct TailwindDefaultsTests {
    private func read(_ css: String) -> (tokens: [String: SystemColorToken], problems: [Diagnostic]) {
        let (system, problems) = CSSReader.read(text: css, file: "globals.css")
        guard let system, let list = ResolvedVariants.tokens(of: system, at: Resolution(.light)) else { return ([:], problems) }
        return (Dictionary(list.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a }), problems)
    }

    @Test func aSheetImportingTailwindReadsItsDefaultColours() {
        let (tokens, problems) = read("""
            @import "tailwindcss";
            :root { --background: #ffffff; --chart-1: var(--color-green-300); --chart-2: var(--color-white); }
            """)
        #expect(!problems.contains { $0.message.contains("not defined") }, "\(problems.map(\.description))")
        // Tailwind's green-300, oklch(87.1% 0.15 154.449), converted apart from Shade (OKLab's
        // matrices in Python).
        #expect(tokens["chart-1"]?.color.rgb == RGB(0x7BF1A8), "\(String(describing: tokens["chart-1"]))")
        #expect(tokens["chart-2"]?.color.rgb == RGB(0xFFFFFF))
        // They stand in for names; they are not tokens of the sheet.
        #expect(tokens["color-green-300"] == nil && tokens.count == 3, "\(tokens.keys.sorted())")
    }

    @Test func theSheetsOwnDefinitionWinsAndWithoutTheImportTheNameIsUndefined() {
        let own = read("""
            @import "tailwindcss";
            :root { --color-green-300: #123456; --chart-1: var(--color-green-300); }
            """)
        #expect(own.tokens["chart-1"]?.color.rgb == RGB(0x123456))
        let plain = read(":root { --background: #ffffff; --chart-1: var(--color-green-300); }")
        #expect(plain.tokens["chart-1"] == nil)
        #expect(plain.problems.contains { $0.message.contains("var(--color-green-300) is not defined") }, "\(plain.problems.map(\.description))")
    }
}
