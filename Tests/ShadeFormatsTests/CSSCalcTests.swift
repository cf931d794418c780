import Testing
import ShadeColor
import ShadeTokens
@testable import ShadeFormats

/// calc() and its kin in colour components (CSS Values 4 § 10), each checked against the same
/// colour written out by hand; what a colour cannot hold is one line with file:line:col.
struct CSSCalcTests {
    static func color(_ text: String) -> CSSColorParser.Parsed? {
        guard case .success(let parsed)? = CSSColorParser.parse(CSSParser.components(text)) else { return nil }
        return parsed
    }

    @Test(arguments: [
        ("rgb(calc(255 * 0.5) 0 0)", "rgb(127.5 0 0)"),
        ("rgb(calc((100 + 28) * 2 - 1) calc(50% / 2) calc(-1 * -20))", "rgb(255 25% 20)"),
        ("oklch(calc(0.5 + 0.1) calc(0.4 * 25%) calc(1turn / 4))", "oklch(0.6 10% 90)"),
        ("hsl(calc(200 + 10) 50% 50%)", "hsl(210 50% 50%)"),
        ("hsl(calc(200deg + 0.5turn) calc(100% - 40%) 50%)", "hsl(20 60% 50%)"),
        ("rgb(min(300, 255) max(0, -5) clamp(0, 128, 100))", "rgb(255 0 100)"),
        ("rgb(0 0 0 / calc(50% + 10%))", "rgb(0 0 0 / 60%)"),
        ("rgba(calc(255 / 5), 0, calc(calc(2) * 10), 0.5)", "rgba(51, 0, 20, 0.5)"),
        ("lab(calc(50 * 1) calc(-20 - 5) calc(pi * 0))", "lab(50 -25 0)"),
    ])
    func aCalculatedComponentIsTheValueItComputes(written: String, plain: String) throws {
        let calculated = try #require(Self.color(written), "\(written) was not read")
        let expected = try #require(Self.color(plain))
        #expect(Support.close(calculated.srgb.color, expected.srgb.color), "\(written): \(calculated.srgb.color) ≠ \(expected.srgb.color)")
    }

    @Test func aVarInsideCalcIsSubstitutedFirst() throws {
        let (system, problems) = CSSReader.read(text: ":root { --h: 200; --accent: hsl(calc(var(--h) + 10) 50% 50%); }", file: "c.css")
        #expect(problems.isEmpty, "\(problems.map(\.description))")
        let tokens = try #require(system.flatMap { ResolvedVariants.tokens(of: $0, at: Resolution(.light)) })
        let accent = try #require(tokens.first { $0.path == "accent" })
        #expect(Support.close(accent.color, try #require(Self.color("hsl(210 50% 50%)")).srgb.color))
    }

    /// open-props writes its palette so: a var() inside parentheses inside calc().
    @Test func aVarInParenthesesInsideCalcIsSubstitutedToo() throws {
        let text = ":where(html) { --hue: 250; --step: 10; --chroma: 0.15; "
            + "--color-3: oklch(93% calc(0.1 * var(--chroma)) calc(var(--hue) + (2 * var(--step)))); }"
        let (system, problems) = CSSReader.read(text: text, file: "p.css")
        #expect(problems.isEmpty, "\(problems.map(\.description))")
        let tokens = try #require(system.flatMap { ResolvedVariants.tokens(of: $0, at: Resolution(.light)) })
        let color = try #require(tokens.first { $0.path == "color-3" })
        #expect(Support.close(color.color, try #require(Self.color("oklch(93% 0.015 270)")).srgb.color))
    }

    @Test(arguments: [
        ("oklch(from(--x) calc(l * 0.82) c h)", "relative colours"),
        ("rgb(calc(10px) 0 0)", "unit \"px\""),
        ("rgb(calc(50% + 10) 0 0)", "adds percentages and numbers"),
        ("rgb(calc(1 / 0) 0 0)", "divides by zero"),
        ("rgb(calc(2 * 3%) calc(4% * 5%) 0)", "multiplies percentages"),
        ("rgb(calc(1 +) 0 0)", "ends with an operator"),
        ("rgb(calc(1 2) 0 0)", "expected + or -"),
        ("rgb(env(--x) 0 0)", "env() is not read as a component"),
        ("rgb(from red r g b)", "relative colours"),
        ("hsl(min(10deg, 5%) 50% 50%)", "mixes angles and percentages"),
        ("rgb(" + String(repeating: "calc(", count: 60) + "1" + String(repeating: ")", count: 60) + " 0 0)", "nests more than"),
    ])
    func whatAColourCannotHoldIsOneLineWithItsPlace(written: String, said: String) {
        let (system, problems) = CSSReader.read(text: ":root {\n  --ok: #fff;\n  --bad: \(written);\n}", file: "calc.css")
        #expect(system != nil)
        #expect(problems.count == 1, "\(written): \(problems.map(\.description))")
        #expect(problems.first?.description.hasPrefix("calc.css:3:10: --bad: ") == true, "\(problems.map(\.description))")
        #expect(problems.first?.message.contains(said) == true, "\(written): \(problems.map(\.description))")
    }
}
